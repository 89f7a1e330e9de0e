package dev.cairn.bench;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class FindingCountsTest {
  @Test
  void cairnCountsItsResults() throws Exception {
    assertThat(FindingCounts.cairn("{\"results\": [{\"rule\": \"a\"}, {\"rule\": \"b\"}], \"errors\": [{}], \"summary\": {}}"))
        .isEqualTo(2);
  }

  @Test
  void conftestCountsFailuresAndWarningsOfEveryFile() throws Exception {
    String out = """
        [{"filename": "a.yaml", "successes": 3, "failures": [{"msg": "x"}, {"msg": "y"}], "warnings": [{"msg": "w"}]},
         {"filename": "b.yaml", "successes": 5},
         {"filename": "c.yaml", "failures": [{"msg": "z"}]}]
        """;
    assertThat(FindingCounts.conftest(out)).isEqualTo(4);
  }

  @Test
  void cfnLintCountsItsList() throws Exception {
    assertThat(FindingCounts.cfnLint("[{\"Rule\": {\"Id\": \"E3012\"}}, {\"Rule\": {\"Id\": \"W2001\"}}]")).isEqualTo(2);
  }

  @Test
  void regoCountsTheListsOfTheFindingsObject() throws Exception {
    String one = "{\"result\": [{\"expressions\": [{\"value\": {\"deny_a\": [\"m1\", \"m2\"], \"warn_b\": [], \"deny_c\": [\"m3\"]}}]}]}";
    assertThat(FindingCounts.rego(one)).isEqualTo(3);
  }

  @Test
  void regoAddsUpOutputsOneAfterAnotherAndListsOfFindingsObjects() throws Exception {
    String each = "{\"result\": [{\"expressions\": [{\"value\": [{\"deny_a\": [\"m\"]}, {\"deny_a\": [], \"warn\": [\"w1\", \"w2\"]}]}]}]}";
    String loop = "{\"result\": [{\"expressions\": [{\"value\": {\"deny_a\": [\"m\"]}}]}]}\n{\"result\": [{\"expressions\": [{\"value\": {\"deny_a\": [\"m\", \"n\"]}}]}]}\n";
    assertThat(FindingCounts.rego(each)).isEqualTo(3);
    assertThat(FindingCounts.rego(loop)).isEqualTo(3);
  }

  @Test
  void anUndefinedResultHasNoFindings() throws Exception {
    assertThat(FindingCounts.rego("{}")).isZero();
  }
}
