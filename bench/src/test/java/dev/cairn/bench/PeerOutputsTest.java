package dev.cairn.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The peers commands' readings of the tools' outputs. */
class PeerOutputsTest {
  @Test
  void opaBenchsMedianIsItsQueryEvaluationTimersMedian() {
    String out = """
        {"N": 82, "T": 1299838779, "MemAllocs": 1677090,
         "Extra": {"histogram_timer_rego_query_eval_ns_mean": 15714526.18, "histogram_timer_rego_query_eval_ns_median": 13729546}}
        """;
    assertThat(PeersEval.opaBenchMedianNanos(out)).isEqualTo(13_729_546);
    assertThatThrownBy(() -> PeersEval.opaBenchMedianNanos("{\"N\": 1}")).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> PeersEval.opaBenchMedianNanos("error: no such file")).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void warmScansMedianIsItsFirstLine() {
    assertThat(WarmScan.medianNanos("median-ns 17420000\nscans 230\nfindings 298\n")).isEqualTo(17_420_000);
    assertThatThrownBy(() -> WarmScan.medianNanos("Exception in thread main")).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void theNoteSaysWhetherTheFindingsAgree() {
    assertThat(PeersEval.agreement(1861, "opa", 1861)).isEqualTo("1,861 findings each");
    assertThat(PeersEval.agreement(298, "regorus", 297)).isEqualTo("FINDINGS DIFFER: Cairn 298, regorus 297");
  }

  @Test
  void verifyCasesAreCountedFromEachToolsOutput() {
    assertThat(PeersVerify.cairnCases("ok   ./a/suite.yaml t/c\nFAIL ./b/suite.yaml t/d\n268 passed, 2 failed\n")).isEqualTo(270);
    assertThat(PeersVerify.gatorCases("""
        === RUN   allowed-repos
            === RUN   example-allowed
            --- PASS: example-allowed\t(0.002s)
            === RUN   container-disallowed
            --- FAIL: container-disallowed\t(0.002s)
        --- FAIL: allowed-repos\t(0.018s)
        ok\t./general/allowedrepos/suite.yaml\t0.018s
        """)).isEqualTo(2);
    assertThatThrownBy(() -> PeersVerify.cairnCases("usage error")).isInstanceOf(IllegalArgumentException.class);
  }

  private static ServeLoad.Outcome outcome(double warmPerSecond, double perSecond, long p50Micros, long p99Micros, long peakKib) {
    LoadClients.Result warm = new LoadClients.Result((long) warmPerSecond * 10, 0, 10, p50Micros, p99Micros, null);
    LoadClients.Result r = new LoadClients.Result((long) perSecond * 10, 0, 10, p50Micros, p99Micros, null);
    return new ServeLoad.Outcome(warm, r, 0, 0, -1, -1, 0, 0, peakKib);
  }

  @Test
  void theServerTableGivesCairnOverOpaOfEachMedian() {
    List<List<ServeLoad.Outcome>> outcomes = new ArrayList<>();
    outcomes.add(List.of(outcome(1500, 3000, 2000, 9000, 200 * 1024), outcome(500, 1000, 6000, 30000, 220 * 1024)));
    outcomes.add(List.of(outcome(2000, 2000, 2000, 12000, 40 * 1024), outcome(2000, 2000, 2000, 12000, 50 * 1024)));
    outcomes.add(List.of(outcome(1000, 1000, 1000, 1000, 1024), outcome(1000, 1000, 1000, 1000, 1024)));
    outcomes.add(List.of(outcome(500, 500, 2000, 4000, 2048), outcome(500, 500, 2000, 4000, 2048)));
    String table = PeersServe.markdown(outcomes, 1, 8, 10);
    assertThat(table).contains("| storm | server | first 10 s: decisions/s | then: decisions/s |")
        .contains("| none | cairn serve | 1,000 | 2,000 | 4.00 | 19.50 | 210 MiB | 0 |")
        .contains("| none | **Cairn/OPA** | **0.50** | **1.00** | **2.00** | **1.63** | **4.67** | |")
        .contains("| PUT /v1/policies | **Cairn/OPA** | **2.00** | **2.00** | **0.50** | **0.25** | **0.50** | |");
  }
}
