package dev.cairn.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Matching findings against a baseline, and the baseline file. */
class BaselineTest {
  private static Finding finding(String file, String resource, String key, String message, int line) {
    return new Finding(file, 0, "data.main.deny", "R1", message, "high", Outcome.FAIL,
        new Resource(resource, "AWS::S3::Bucket", null, line - 2, 3),
        new FindingLocation(List.of("Resources", resource, "Properties", key), line, 7, line, 20, List.of()),
        List.of(), null);
  }

  private static ScanReport report(Finding... findings) {
    return new ScanReport(List.of(findings), List.of(), 1, 1, 0);
  }

  private static Baseline baselineOf(ScanReport r, SourceText sources) {
    return Baseline.builder().sources(sources).addAll(r.findings()).build();
  }

  @Test
  void movedLinesReorderedResourcesAndRenamedDirectoriesStayUnchanged() {
    ScanReport before = report(finding("infra/a.yaml", "A", "Acl", "A is public", 5),
        finding("infra/a.yaml", "B", "Acl", "B is public", 9));
    Baseline baseline = baselineOf(before, SourceText.NONE);
    ScanReport after = report(finding("deploy/a.yaml", "B", "Acl", "B is public", 14),
        finding("deploy/a.yaml", "A", "Acl", "A is public", 30));
    ScanReport compared = baseline.compare(after);
    assertThat(compared.findings()).isEmpty();
    assertThat(compared.baseline().unchanged()).hasSize(2);
    assertThat(compared.baseline().absent()).isEmpty();
  }

  @Test
  void aNewFindingIsReportedAndAFixedOneIsAbsent() {
    Baseline baseline = baselineOf(report(finding("a.yaml", "A", "Acl", "A is public", 5)), SourceText.NONE);
    Finding fresh = finding("a.yaml", "C", "Acl", "C is public", 5);
    ScanReport compared = baseline.compare(report(fresh));
    assertThat(compared.findings()).containsExactly(fresh);
    assertThat(compared.failures()).isEqualTo(1);
    assertThat(compared.baseline().stateOf(fresh)).isEqualTo("new");
    assertThat(compared.baseline().absent()).extracting(BaselineEntry::resource).containsExactly("A");
  }

  @Test
  void identicalFindingsInTwoFilesEachNeedTheirOwnEntry() {
    Baseline baseline = baselineOf(report(finding("x/a.yaml", "A", "Acl", "A is public", 5)), SourceText.NONE);
    ScanReport compared = baseline.compare(report(finding("x/a.yaml", "A", "Acl", "A is public", 5),
        finding("y/a.yaml", "A", "Acl", "A is public", 5)));
    // the exact path matches first, so the copy in y/ is the new one
    assertThat(compared.findings()).extracting(Finding::file).containsExactly("y/a.yaml");
    assertThat(baselineOf(report(finding("x/a.yaml", "A", "Acl", "A is public", 5),
        finding("x/a.yaml", "A", "Acl", "A is public", 5)), SourceText.NONE).entries())
        .extracting(BaselineEntry::count).containsExactly(2);
  }

  @Test
  void aChangedValueIsUpdatedEvenWhenTheMessageIsTheSame() {
    Map<Integer, String> before = Map.of(5, "      Retention: 3");
    Map<Integer, String> after = Map.of(8, "      Retention: 5");
    Map<Integer, String> moved = Map.of(8, "      Retention: 3");
    Baseline baseline = baselineOf(report(finding("a.yaml", "A", "Retention", "keeps backups too briefly", 5)),
        (file, line) -> before.get(line));
    Finding changed = finding("a.yaml", "A", "Retention", "keeps backups too briefly", 8);
    ScanReport compared = baseline.compare(report(changed), (file, line) -> after.get(line));
    assertThat(compared.findings()).containsExactly(changed);
    assertThat(compared.baseline().stateOf(changed)).isEqualTo("updated");
    assertThat(compared.baseline().absent()).isEmpty();
    // moved down, same value: unchanged
    assertThat(baseline.compare(report(changed), (file, line) -> moved.get(line)).findings()).isEmpty();
  }

  @Test
  void theFileIsSortedStableAndReadBack(@TempDir Path dir) throws Exception {
    Finding a = finding("b.yaml", "A", "Acl", "A is public", 5);
    Finding b = finding("a.yaml", "B", "Acl", "B is public", 9);
    StringWriter one = new StringWriter();
    baselineOf(report(a, b), SourceText.NONE).write(one);
    StringWriter two = new StringWriter();
    baselineOf(report(b, a), SourceText.NONE).write(two);
    assertThat(one.toString()).isEqualTo(two.toString()).contains("\"cairnBaseline\" : 1");
    assertThat(one.toString().indexOf("a.yaml")).isLessThan(one.toString().indexOf("b.yaml"));
    Path file = dir.resolve("baseline.json");
    Files.writeString(file, one.toString());
    assertThat(Baseline.read(file).entries()).isEqualTo(baselineOf(report(a, b), SourceText.NONE).entries());
    assertThat(Baseline.read(file).compare(report(a, b)).findings()).isEmpty();
  }

  @Test
  void aFileThatIsNotABaselineOrIsNewerIsAnErrorNamingIt(@TempDir Path dir) throws Exception {
    Path sarif = dir.resolve("results.sarif");
    Files.writeString(sarif, "{\"version\": \"2.1.0\", \"runs\": []}");
    assertThatThrownBy(() -> Baseline.read(sarif)).isInstanceOf(BaselineException.class)
        .hasMessageStartingWith(sarif + ":1:1: not a Cairn baseline");
    Path newer = dir.resolve("newer.json");
    Files.writeString(newer, "{\"cairnBaseline\": 2, \"findings\": []}");
    assertThatThrownBy(() -> Baseline.read(newer)).hasMessageContaining(newer.toString()).hasMessageContaining("version 2");
    Path broken = dir.resolve("broken.json");
    Files.writeString(broken, "{\"cairnBaseline\": 1,\n  \"findings\": [ {\"file\": }");
    assertThatThrownBy(() -> Baseline.read(broken)).hasMessageStartingWith(broken + ":2:");
    Path missing = dir.resolve("missing.json");
    assertThatThrownBy(() -> Baseline.read(missing)).hasMessageStartingWith(missing + ": cannot read");
  }

  @Test
  void sarifCarriesEveryBaselineState() throws Exception {
    Map<Integer, String> before = Map.of(5, "      Retention: 3", 9, "      Acl: Public");
    Map<Integer, String> after = Map.of(5, "      Retention: 5", 9, "      Acl: Public", 12, "      Acl: Public");
    Baseline baseline = baselineOf(report(finding("a.yaml", "A", "Retention", "too brief", 5),
        finding("a.yaml", "B", "Acl", "B is public", 9), finding("a.yaml", "D", "Acl", "D is public", 12)),
        (file, line) -> before.get(line));
    ScanReport compared = baseline.compare(report(finding("a.yaml", "A", "Retention", "too brief", 5),
        finding("a.yaml", "B", "Acl", "B is public", 9), finding("a.yaml", "C", "Acl", "C is public", 12)),
        (file, line) -> after.get(line));
    var results = SarifReport.toSarif(compared).at("/runs/0/results");
    List<String> states = new java.util.ArrayList<>();
    results.forEach(r -> states.add(r.path("baselineState").asText()));
    assertThat(states).containsExactlyInAnyOrder("updated", "new", "unchanged", "absent");
    assertThat(JsonReport.toJson(compared).at("/baseline/fixed/0/resource").asText()).isEqualTo("D");
    StringWriter text = new StringWriter();
    new TextReport(SourceText.NONE, false).write(compared, text);
    assertThat(text.toString()).contains("fixed: a.yaml R1 D").contains("1 new, 1 updated, 1 unchanged, 1 fixed");
  }
}
