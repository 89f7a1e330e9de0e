package dev.cairn.guard.diff;

import dev.cairn.guard.diff.CfnGuardReport;
import dev.cairn.guard.diff.LineComparison;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cairn.guard.diff.LineComparison.Agreement;
import dev.cairn.report.FindingLocation;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Reading cfn-guard's [L:..,C:..] from its JSON report and classifying it against Cairn's region, without the binary. */
class LineComparisonTest {

  private static FindingLocation region(int line, int column, int endLine, int endColumn) {
    return new FindingLocation(List.of(), line, column, endLine, endColumn, List.of());
  }

  @Test
  void cfnGuardsZeroBasedPointOnTheKeysLineIsTheSameLine() {
    LineComparison c = LineComparison.of("/Resources/B/Properties/Name", new CfnGuardReport.Point(7, 28), region(8, 15, 8, 36));
    assertThat(c.agreement()).isEqualTo(Agreement.SAME_LINE);
    assertThat(c.cfnGuardLine()).isEqualTo(8);
    assertThat(c.cfnGuardColumn()).isEqualTo(29);
  }

  @Test
  void aBlockValueBeginningBelowItsKeyIsInsideCairnsPair() {
    LineComparison c = LineComparison.of("/Resources/B/Properties", new CfnGuardReport.Point(4, 6), region(4, 5, 9, 15));
    assertThat(c.agreement()).isEqualTo(Agreement.VALUE_BELOW_KEY);
  }

  @Test
  void aPointOutsideCairnsRegionIsUnexplained() {
    assertThat(LineComparison.of("/a", new CfnGuardReport.Point(20, 0), region(4, 5, 9, 15)).agreement())
        .isEqualTo(Agreement.UNEXPLAINED);
    assertThat(LineComparison.of("/a", new CfnGuardReport.Point(2, 0), region(4, 5, 9, 15)).agreement())
        .isEqualTo(Agreement.UNEXPLAINED);
  }

  @Test
  void noPositionOrTheZeroMarkIsNoCfnGuardPosition() {
    assertThat(LineComparison.of("/a", null, region(4, 5, 9, 15)).agreement()).isEqualTo(Agreement.NO_CFN_GUARD_POSITION);
    assertThat(LineComparison.of("/a", new CfnGuardReport.Point(0, 0), region(4, 5, 9, 15)).agreement())
        .isEqualTo(Agreement.NO_CFN_GUARD_POSITION);
  }

  @Test
  void thePointIsTheOnePrintedAfterTheWholePath() {
    assertThat(CfnGuardReport.pointOf("/A/B", "Path=/X/A/B[L:3,C:4] and [/A/B[L:5,C:6]]")).isEqualTo(new CfnGuardReport.Point(5, 6));
    assertThat(CfnGuardReport.pointOf("/A/B", "Path=/A/B/C[L:3,C:4]")).isNull();
    assertThat(CfnGuardReport.pointOf("/A/B", "Path=/A/B[L:x,C:4]")).isNull();
  }

  @Test
  void failuresMapEachFailingPathToThePointInItsMessages() throws Exception {
    String json = """
        {"name": "t.yaml", "status": "FAIL", "not_compliant": [{"Rule": {"name": "r", "checks": [{"Clause": {"Unary": {
          "check": {"UnResolved": {"value": {"traversed_to": {"path": "/Resources/B/Properties", "value": {}},
            "reason": "Could not find key K inside struct at path /Resources/B/Properties[L:4,C:6]"}}},
          "messages": {"error_message": "x"}}}},
          {"Clause": {"Binary": {"check": {"InResolved": {"from": {"path": "/Resources/B/Type", "value": "a"},
            "to": [{"path": "", "value": ["b"]}]}}, "messages": {"error_message": "no position here"}}}}]}}],
         "compliant": ["p"], "not_applicable": ["s"]}
        """;
    CfnGuardReport report = new CfnGuardReport(new ObjectMapper().readTree(json));
    assertThat(report.statuses()).isEqualTo(Map.of("r", "FAIL", "p", "PASS", "s", "SKIP"));
    assertThat(report.failures().get("r")).containsEntry("/Resources/B/Properties", new CfnGuardReport.Point(4, 6))
        .containsEntry("/Resources/B/Type", null).hasSize(2);
  }
}
