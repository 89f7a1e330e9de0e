package dev.cairn.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReportFormatTest {
  private static String render(ReportFormat format, SourceText sources) throws Exception {
    StringWriter w = new StringWriter();
    format.write(SampleReports.sample(), new ReportFormat.Context(sources, false), w);
    return w.toString();
  }

  @Test
  void jsonUsesTheDesignNoteFieldNames() throws Exception {
    JsonNode root = JsonReport.MAPPER.readTree(render(ReportFormat.JSON, SourceText.NONE));
    JsonNode f = root.at("/results/0");
    assertThat(f.fieldNames())
        .toIterable()
        .containsExactly(
            "file", "document", "rule", "message", "severity", "resource", "location", "relatedLocations", "metadata");
    assertThat(f.at("/location").fieldNames())
        .toIterable()
        .containsExactly("path", "line", "column", "endLine", "endColumn", "missing");
    assertThat(f.at("/location/path").toString()).isEqualTo("[\"Resources\",\"PrivateSubnet\",\"Properties\",\"CidrBlock\"]");
    assertThat(f.at("/resource/type").asText()).isEqualTo("AWS::EC2::Subnet");
    assertThat(root.at("/results/1/location/missing").toString()).isEqualTo("[\"BucketEncryption\"]");
    assertThat(root.at("/results/1").has("resource")).isFalse();
    assertThat(root.at("/summary/failures").asInt()).isEqualTo(1);
    assertThat(root.at("/summary/warnings").asInt()).isEqualTo(1);
    assertThat(root.at("/errors/0/line").asInt()).isEqualTo(3);
  }

  @Test
  void textShowsTheSourceLineWithTheRegionUnderlined() throws Exception {
    SourceText sources = (file, line) -> file.endsWith("template.yaml") && line == 17 ? "      CidrBlock: 10.0.128.0/20" : null;
    String text = render(ReportFormat.TEXT, sources);
    assertThat(text)
        .contains("templates/template.yaml:17:7: error data.policy.deny: PrivateSubnet\n")
        .contains("    17 |       CidrBlock: 10.0.128.0/20\n")
        .contains("       |       ^^^^^^^^^^^^^^^^^^^^^^^^\n")
        .contains("related: templates/template.yaml:13:5 Resources/PrivateSubnet/Type")
        .contains("= missing: BucketEncryption")
        .contains("broken.yaml:3:9: error: mapping values are not allowed here")
        .endsWith("1 failure, 1 warning, 1 error in 3 files (4 documents)\n")
        .doesNotContain("\u001b[");
  }

  @Test
  void textMarksARelatedLocationWhosePathIsMissing() throws Exception {
    Finding f = new Finding("t.yaml", 0, "data.main.deny", "data.main.deny", "no logging", "error", Outcome.FAIL, null,
        new FindingLocation(List.of("Resources", "B", "Type"), 2, 5, 2, 25, List.of()),
        List.of(new FindingLocation(List.of("Resources", "B", "Properties", "Logging", "Target"), 3, 5, 3, 15,
                List.of("Logging", "Target")),
            new FindingLocation(List.of("Resources", "B", "Properties"), 3, 5, 3, 15, List.of())),
        null);
    StringWriter out = new StringWriter();
    ReportFormat.TEXT.write(new ScanReport(List.of(f), List.of(), 1, 1, 0), out);
    assertThat(out.toString())
        .contains("      related: t.yaml:3:5 Resources/B/Properties/Logging/Target (missing: Logging/Target)\n")
        .contains("      related: t.yaml:3:5 Resources/B/Properties\n");
  }

  @Test
  void githubWritesWorkflowCommands() throws Exception {
    String gh = render(ReportFormat.GITHUB, SourceText.NONE);
    assertThat(gh.lines())
        .containsExactly(
            "::error file=templates/template.yaml,line=17,col=7,endLine=17,endColumn=31,title=data.policy.deny::PrivateSubnet",
            "::warning file=templates/bucket.yaml,line=4,col=5,endLine=5,endColumn=20,title=S3_001::Bucket must be encrypted",
            "::error file=broken.yaml,line=3,col=9::mapping values are not allowed here");
  }

  /** A finding near the end of a 5,000,000-character line (minified JSON) shows a window of it. */
  @Test
  void aVeryLongSourceLineIsCutToAWindowAroundTheRegion() throws Exception {
    String line = "x".repeat(5_000_000) + "\"Key\": 1" + "y".repeat(1_000);
    int column = 5_000_001;
    FindingLocation at = new FindingLocation(java.util.List.of("Key"), 1, column, 1, column + 8, java.util.List.of());
    Finding f = new Finding("big.json", 0, "data.p.deny", "data.p.deny", "m", "error", Outcome.FAIL, null, at,
        java.util.List.of(), com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode());
    ScanReport report = new ScanReport(java.util.List.of(f), java.util.List.of(), 1, 1, 0);
    StringWriter w = new StringWriter();
    ReportFormat.TEXT.write(report, new ReportFormat.Context((file, n) -> n == 1 ? line : null, false), w);
    String[] lines = w.toString().split("\n");
    assertThat(w.toString().length()).isLessThan(1_000);
    String shown = lines[1].substring(lines[1].indexOf("| ") + 2);
    String carets = lines[2].substring(lines[2].indexOf("| ") + 2);
    assertThat(shown).startsWith("...").endsWith("...").hasSize(3 + TextReport.EXCERPT_WIDTH + 3);
    // the carets stand under the region: "Key": 1
    assertThat(shown.substring(carets.indexOf('^'), carets.indexOf('^') + 8)).isEqualTo("\"Key\": 1");
    assertThat(carets.strip()).isEqualTo("^".repeat(8));
  }
}
