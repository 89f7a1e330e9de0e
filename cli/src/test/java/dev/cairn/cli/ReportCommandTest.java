package dev.cairn.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code cairn report html}: Cairn's SARIF and another tool's rendered as the scan's page would be. */
class ReportCommandTest {
  @Test
  void cairnsOwnSarifRendersLikeTheScan(@TempDir Path dir) throws Exception {
    CliRun sarif = CliRun.of("scan", "-p", "../fixtures/policy/v1", "-o", "sarif", "../fixtures/examples");
    Path file = dir.resolve("cairn.sarif");
    Files.writeString(file, sarif.out());
    CliRun html = CliRun.of("report", "html", file.toString());
    assertThat(html.exitCode()).as(html.err()).isZero();
    CliRun direct = CliRun.of("scan", "-p", "../fixtures/policy/v1", "-o", "html", "../fixtures/examples");
    // the same findings, regions and source, whichever way the page was made
    assertThat(html.out().split("<li class=\"finding\"").length).isEqualTo(direct.out().split("<li class=\"finding\"").length);
    assertThat(html.out()).contains("<mark data-findings=\"finding-").contains("BlockPublicAcls")
        .contains("IAM policy AdminRole statement 1 allows all actions");
  }

  @Test
  void anotherToolsSarifAndBadFiles(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("main.tf"), "resource \"aws_s3_bucket\" \"b\" {\n  acl = \"public-read\"\n}\n");
    Path other = dir.resolve("other.sarif");
    Files.writeString(other, """
        {"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "other"}}, "results": [
          {"ruleId": "X1", "level": "error", "message": {"text": "public <acl>"},
           "locations": [{"physicalLocation": {"artifactLocation": {"uri": "main.tf"},
             "region": {"startLine": 2, "startColumn": 3, "endColumn": 23}}}]}]}]}
        """);
    CliRun html = CliRun.of("report", "html", "--source-root", dir.toString(), other.toString());
    assertThat(html.exitCode()).as(html.err()).isZero();
    assertThat(html.out()).contains("public &lt;acl&gt;").contains("<mark data-findings=\"finding-1\">acl = &quot;public-read&quot;</mark>");

    Path notSarif = dir.resolve("x.json");
    Files.writeString(notSarif, "{\"a\": 1}");
    CliRun bad = CliRun.of("report", "html", notSarif.toString());
    assertThat(bad.exitCode()).isEqualTo(2);
    assertThat(bad.err()).contains(notSarif + ":1:1: not a SARIF 2.1.0 log");
    Path torn = dir.resolve("torn.sarif");
    Files.writeString(torn, "{\"version\": \"2.1.0\",\n \"runs\": [");
    CliRun broken = CliRun.of("report", "html", torn.toString());
    assertThat(broken.exitCode()).isEqualTo(2);
    assertThat(broken.err()).startsWith(torn + ":2:");
  }
}
