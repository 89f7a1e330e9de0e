package dev.cairn.scan;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.report.CheckedInput;
import dev.cairn.report.Finding;
import dev.cairn.report.FindingLocation;
import dev.cairn.report.Outcome;
import dev.cairn.report.Resource;
import dev.cairn.report.ScanReport;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Inline {@code cairn:ignore} comments, applied by the pipeline to any kind of check's findings. */
class InlineSuppressionsTest {
  private static final Clock TODAY = Clock.fixed(Instant.parse("2026-11-28T00:00:00Z"), ZoneOffset.UTC);

  /** A check that finds rule {@code id} at each given line, in the resource starting at line 2. */
  private record FindingsAt(String id, int... lines) implements Check {
    @Override
    public ScanReport check(List<InputFile> files) {
      List<Finding> out = new ArrayList<>();
      for (InputFile f : files) {
        for (int line : lines) {
          out.add(new Finding(f.name(), 0, "data.main.deny_" + id.toLowerCase(), id, id + " at " + line, "high",
              Outcome.FAIL, new Resource("Bucket", "AWS::S3::Bucket", null, 2, 3),
              new FindingLocation(List.of("Resources", "Bucket", "Properties"), line, 7, line, 20, List.of()),
              List.of(), null));
        }
      }
      return new ScanReport(out, List.of(), files.size(), files.size(), 0, 0,
          files.stream().map(f -> new CheckedInput(f.name(), 0, List.of("data.main.deny_" + id.toLowerCase()), List.of(), List.of())).toList());
    }
  }

  private static ScanReport scan(String text, Check... checks) {
    Scan.Builder b = Scan.builder().clock(TODAY);
    for (Check c : checks) {
      b.check(c);
    }
    return b.build().run(List.of(ScanInput.text("stack.yaml", text)));
  }

  @Test
  void aCommentOnTheFindingsLineSuppressesItAndKeepsItCounted() {
    String yaml = """
        Resources:
          Bucket:
            Type: AWS::S3::Bucket
            Properties: # cairn:ignore S3_001 reason="public website" until=2027-03-31
              Name: x
        """;
    ScanReport r = scan(yaml, new FindingsAt("S3_001", 4), new FindingsAt("S3_002", 4));
    assertThat(r.findings()).extracting(Finding::ruleId).containsExactly("S3_002");
    assertThat(r.suppressed()).hasSize(1);
    assertThat(r.suppressed().get(0).finding().ruleId()).isEqualTo("S3_001");
    assertThat(r.suppressed().get(0).suppression().justification()).isEqualTo("public website");
    assertThat(r.suppressed().get(0).suppression().until()).isEqualTo("2027-03-31");
    assertThat(r.suppressed().get(0).suppression().line()).isEqualTo(4);
  }

  @Test
  void aCommentOnTheResourcesFirstLineOrTheLineAboveCoversTheResource() {
    String onResource = """
        Resources:
          Bucket: # cairn:ignore deny_s3_001 reason="legacy"
            Type: AWS::S3::Bucket
            Properties:
              Name: x
        """;
    assertThat(scan(onResource, new FindingsAt("S3_001", 4, 5)).suppressed()).hasSize(2);
    String above = """
        Resources:
          # cairn:ignore S3_001 reason="legacy"
          Bucket:
            Type: AWS::S3::Bucket
        """;
    ScanReport r = scan(above, new FindingsAt("S3_001", 3)) ;
    assertThat(r.suppressed()).hasSize(1);
    assertThat(r.findings()).isEmpty();
  }

  @Test
  void aSuppressionWithoutAReasonStillSuppressesButWarnsAtTheComment() {
    String yaml = "Resources:\n  Bucket:\n    Properties: # cairn:ignore S3_001\n";
    ScanReport r = scan(yaml, new FindingsAt("S3_001", 3));
    assertThat(r.suppressed()).hasSize(1);
    assertThat(r.findings()).singleElement().satisfies(f -> {
      assertThat(f.ruleId()).isEqualTo(InlineSuppressions.RULE_ID);
      assertThat(f.isWarning()).isTrue();
      assertThat(f.location().line()).isEqualTo(3);
      assertThat(f.location().column()).isEqualTo(17);
      assertThat(f.message()).contains("without a reason");
    });
  }

  @Test
  void anExpiredSuppressionReportsTheFindingAgainAndSaysSo() {
    String yaml = "Resources:\n  Bucket:\n    Properties: # cairn:ignore S3_001 reason=\"x\" until=2026-01-31\n";
    ScanReport r = scan(yaml, new FindingsAt("S3_001", 3));
    assertThat(r.suppressed()).isEmpty();
    assertThat(r.findings()).extracting(Finding::ruleId).containsExactlyInAnyOrder("S3_001", InlineSuppressions.RULE_ID);
    assertThat(r.findings()).filteredOn(f -> f.ruleId().equals(InlineSuppressions.RULE_ID))
        .singleElement().satisfies(f -> assertThat(f.message()).contains("expired on 2026-01-31"));
    assertThat(r.failures()).isEqualTo(1);
  }

  @Test
  void malformedCommentsAndUnknownRulesAreLocatedWarningsAndSuppressNothing() {
    String yaml = """
        a: 1 # cairn:ignore reason="no rule named"
        b: 2 # cairn:ignore S3_001 until=someday reason="x"
        c: 3 # cairn:ignore S3_001 because
        d: 4 # cairn:ignore NO_SUCH_RULE reason="typo"
        """;
    ScanReport r = scan(yaml, new FindingsAt("S3_001", 1, 2, 3));
    assertThat(r.suppressed()).isEmpty();
    List<Finding> warnings = r.findings().stream().filter(f -> f.ruleId().equals(InlineSuppressions.RULE_ID)).toList();
    assertThat(warnings).extracting(f -> f.location().line()).containsExactly(1, 2, 3, 4);
    assertThat(warnings.get(0).message()).contains("needs the rules");
    assertThat(warnings.get(1).message()).contains("until=someday is not a date");
    assertThat(warnings.get(2).message()).as(warnings.toString()).contains("cannot read \"because\"");
    assertThat(warnings.get(3).message()).contains("NO_SUCH_RULE, which no rule of this scan reported");
    assertThat(r.failures()).as("the scan's own results are unaffected").isEqualTo(3);
  }

  @Test
  void aFileWithoutTheMarkIsNotSearched() {
    ScanReport r = scan("a: 1 # ignore S3_001\n", new FindingsAt("S3_001", 1));
    assertThat(r.suppressed()).isEmpty();
    assertThat(r.findings()).hasSize(1);
  }
}
