package dev.cairn.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.StringWriter;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The CI systems' own formats, checked field by field against what their documentation requires
 * (GitLab Code Quality, GitLab's SAST report schema 15.x, SonarQube's generic issue import).
 */
class CiFormatsTest {
  private static JsonNode render(ReportFormat format, ScanReport report) throws Exception {
    StringWriter w = new StringWriter();
    format.write(report, w);
    return JsonReport.MAPPER.readTree(w.toString());
  }

  @Test
  void codeQualityHasAnIssuePerFindingAndErrorWithGitlabsSeverities() throws Exception {
    ScanReport report = SampleReports.sample();
    JsonNode issues = render(ReportFormat.GITLAB_CODEQUALITY, report);
    assertThat(issues.isArray()).isTrue();
    assertThat(issues).hasSize(report.findings().size() + report.errors().size());
    Set<String> fingerprints = new HashSet<>();
    for (JsonNode i : issues) {
      assertThat(i.path("description").asText()).isNotEmpty();
      assertThat(i.path("check_name").asText()).isNotEmpty();
      assertThat(i.path("severity").asText()).isIn("info", "minor", "major", "critical", "blocker");
      assertThat(i.at("/location/path").asText()).isNotEmpty();
      assertThat(i.at("/location/positions/begin/line").asInt()).isPositive();
      fingerprints.add(i.path("fingerprint").asText());
    }
    assertThat(fingerprints).hasSize(issues.size());
    JsonNode subnet = issues.get(0);
    assertThat(subnet.path("check_name").asText()).isEqualTo("data.policy.deny");
    assertThat(subnet.at("/location/path").asText()).isEqualTo("templates/template.yaml");
    assertThat(subnet.at("/location/positions/begin/line").asInt()).isEqualTo(17);
    assertThat(subnet.at("/location/positions/begin/column").asInt()).isEqualTo(7);
    assertThat(subnet.path("severity").asText()).as("a failing finding with no severity word is high").isEqualTo("critical");
    JsonNode error = issues.get(issues.size() - 1);
    assertThat(error.path("check_name").asText()).isEqualTo("cairn/input-error");
    assertThat(error.at("/location/path").asText()).isEqualTo("broken.yaml");
    assertThat(error.at("/location/positions/begin/line").asInt()).isEqualTo(3);
  }

  @Test
  void sastReportHasTheSchemasRequiredFields() throws Exception {
    ScanReport report = SampleReports.sample();
    StringWriter w = new StringWriter();
    GitlabSastReport.write(report, w, Clock.fixed(Instant.parse("2026-11-28T10:15:30.25Z"), ZoneOffset.UTC));
    JsonNode root = JsonReport.MAPPER.readTree(w.toString());
    assertThat(root.path("version").asText()).matches("15\\.\\d+\\.\\d+");
    JsonNode vulnerabilities = root.path("vulnerabilities");
    assertThat(vulnerabilities).hasSize(report.findings().size());
    for (JsonNode v : vulnerabilities) {
      UUID.fromString(v.path("id").asText());
      assertThat(v.path("name").asText()).isNotEmpty().hasSizeLessThanOrEqualTo(255);
      assertThat(v.path("severity").asText()).isIn("Info", "Unknown", "Low", "Medium", "High", "Critical");
      assertThat(v.path("identifiers").size()).isPositive();
      for (JsonNode id : v.path("identifiers")) {
        assertThat(id.path("type").asText()).isNotEmpty();
        assertThat(id.path("name").asText()).isNotEmpty();
        assertThat(id.path("value").asText()).isNotEmpty();
      }
      assertThat(v.at("/location/file").asText()).isNotEmpty();
    }
    assertThat(vulnerabilities.get(0).at("/location/start_line").asInt()).isEqualTo(17);
    assertThat(vulnerabilities.get(1).path("severity").asText()).as("the warning's own word").isEqualTo("Medium");
    JsonNode scan = root.path("scan");
    for (String tool : List.of("analyzer", "scanner")) {
      assertThat(scan.path(tool).path("id").asText()).isNotEmpty();
      assertThat(scan.path(tool).path("name").asText()).isNotEmpty();
      assertThat(scan.path(tool).path("version").asText()).isNotEmpty();
      assertThat(scan.path(tool).at("/vendor/name").asText()).isNotEmpty();
    }
    assertThat(scan.path("type").asText()).isEqualTo("sast");
    assertThat(scan.path("start_time").asText()).isEqualTo("2026-11-28T10:15:30");
    assertThat(scan.path("end_time").asText()).matches("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}");
    assertThat(scan.path("status").asText()).as("an input could not be checked").isEqualTo("failure");
    assertThat(scan.at("/messages/0/value").asText()).startsWith("broken.yaml:3:9");
  }

  @Test
  void aFindingKeepsItsSastIdWhenLinesMove() throws Exception {
    ScanReport a = SampleReports.sample();
    Finding f = a.findings().get(0);
    FindingLocation l = f.location();
    Finding moved = new Finding(f.file(), f.document(), f.rule(), f.ruleId(), f.message(), f.severity(), f.outcome(),
        f.resource(), new FindingLocation(l.path(), l.line() + 10, l.column(), l.endLine() + 10, l.endColumn(), l.missing()),
        f.relatedLocations(), f.metadata());
    ScanReport b = new ScanReport(List.of(moved), List.of(), 1, 1, 0);
    assertThat(render(ReportFormat.GITLAB_SAST, b).at("/vulnerabilities/0/id").asText())
        .isEqualTo(render(ReportFormat.GITLAB_SAST, a).at("/vulnerabilities/0/id").asText());
  }

  @Test
  void sonarQubeIssuesNameDeclaredRulesWithZeroBasedColumns() throws Exception {
    ScanReport report = SampleReports.sample();
    JsonNode root = render(ReportFormat.SONARQUBE, report);
    Set<String> rules = new HashSet<>();
    for (JsonNode r : root.path("rules")) {
      assertThat(r.path("engineId").asText()).isEqualTo("cairn");
      assertThat(r.path("name").asText()).isNotEmpty();
      assertThat(r.path("cleanCodeAttribute").asText()).isNotEmpty();
      assertThat(r.at("/impacts/0/severity").asText()).isIn("HIGH", "MEDIUM", "LOW");
      rules.add(r.path("id").asText());
    }
    JsonNode issues = root.path("issues");
    assertThat(issues).hasSize(report.findings().size() + report.errors().size());
    for (JsonNode i : issues) {
      assertThat(rules).contains(i.path("ruleId").asText());
      assertThat(i.at("/primaryLocation/filePath").asText()).isNotEmpty();
      assertThat(i.at("/primaryLocation/message").asText()).isNotEmpty();
    }
    JsonNode subnet = issues.get(0).path("primaryLocation");
    assertThat(subnet.at("/textRange/startLine").asInt()).isEqualTo(17);
    assertThat(subnet.at("/textRange/startColumn").asInt()).as("Sonar counts columns from 0").isEqualTo(6);
    assertThat(subnet.at("/textRange/endColumn").asInt()).isEqualTo(30);
    assertThat(issues.get(0).at("/secondaryLocations/0/textRange/startLine").asInt()).isEqualTo(13);
    assertThat(root.at("/rules/0/name").asText()).isEqualTo("Subnets must be /24 or smaller");
    assertThat(issues.get(issues.size() - 1).at("/primaryLocation/filePath").asText()).isEqualTo("broken.yaml");
  }
}
