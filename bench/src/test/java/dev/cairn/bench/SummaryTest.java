package dev.cairn.bench;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SummaryTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  /** One JMH result entry as {@code jmh-result.json} holds it. */
  private static ObjectNode result(String method, int resources, double... iterations) {
    ObjectNode r = MAPPER.createObjectNode();
    r.put("benchmark", "dev.cairn.bench.ScanBenchmark." + method);
    r.putObject("params").put("resources", Integer.toString(resources));
    ObjectNode metric = r.putObject("primaryMetric");
    double sum = 0;
    ArrayNode fork = metric.putArray("rawData").addArray();
    for (double v : iterations) {
      fork.add(v);
      sum += v;
    }
    metric.put("score", sum / iterations.length);
    metric.put("scoreError", 0.5);
    return r;
  }

  private static JsonNode results() {
    ArrayNode all = MAPPER.createArrayNode();
    all.add(result("a_loadAndIndex", 100, 1, 1, 1));
    all.add(result("b_evaluate", 100, 2, 2, 2));
    all.add(result("c_evaluateTraced", 100, 3, 3, 3));
    all.add(result("d_locatedScan", 100, 4, 4, 4));
    all.add(result("a_loadAndIndex", 1000, 10, 10, 10));
    all.add(result("b_evaluate", 1000, 20, 20, 80)); // one slow iteration
    all.add(result("c_evaluateTraced", 1000, 30, 30, 30));
    all.add(result("d_locatedScan", 1000, 60, 60, 60));
    return all;
  }

  /** One {@code OverheadSplit} JSON file: each stage's p25 and median. */
  private static JsonNode split(int resources, String... stageMedians) {
    ObjectNode r = MAPPER.createObjectNode();
    r.put("resources", resources);
    ObjectNode stages = r.putObject("stages");
    for (int i = 0; i < stageMedians.length; i += 2) {
      double median = Double.parseDouble(stageMedians[i + 1]);
      stages.putObject(stageMedians[i]).put("p25", median * 0.9).put("median", median);
    }
    return r;
  }

  private static List<JsonNode> splits() {
    return List.of(split(1000, "b", "20", "c", "22", "whole", "30"), split(1000, "e", "50", "d", "60"), split(100, "b", "2", "c", "3"));
  }

  @Test
  void ratiosComeFromTheInterleavedRunsAndTimesFromJmh() {
    JsonNode json = Summary.summarize(results(), splits()).json();

    assertThat(json.at("/overhead/1000").asDouble()).isEqualTo(1.1); // 22 / 20, not JMH's 30 / 40
    assertThat(json.at("/overhead/100").asDouble()).isEqualTo(1.5);
    assertThat(json.at("/locatedOverUnlocated/1000").asDouble()).isEqualTo(1.2);
    assertThat(json.at("/wholeEvaluationOverhead/1000").asDouble()).isEqualTo(1.5);
    assertThat(json.at("/locatedOverUnlocated").has("100")).isFalse(); // not measured
    assertThat(json.at("/jmhMs/1000/b").asDouble()).isEqualTo(40.0);
    assertThat(json.at("/usPerResource/100").asDouble()).isEqualTo(40.0);
    assertThat(json.at("/usPerResource/1000").asDouble()).isEqualTo(60.0);
  }

  @Test
  void theTableMarksRatiosNotMeasured() {
    String md = Summary.summarize(results(), splits()).markdown();
    assertThat(md).contains("| 1000 |").contains("| 1.10 | 1.50 | - | 1.20 |").contains("| 1.50 | - | - | - |");
  }

  /** Each ratio is over its own run's first stage: another run's b, timed minutes apart, is not its base. */
  @Test
  void eachRatioIsWithinOneInterleavedRun() {
    List<JsonNode> all = new ArrayList<>(splits());
    all.add(split(1000, "b", "40", "rederive", "50"));
    Summary.Result r = Summary.summarize(results(), all);

    assertThat(r.json().at("/rederiveFloor/1000").asDouble()).isEqualTo(1.25); // 50 / 40
    assertThat(r.json().at("/overhead/1000").asDouble()).isEqualTo(1.1); // still 22 / 20
    assertThat(r.json().at("/wholeEvaluationOverhead/1000").asDouble()).isEqualTo(1.5);
    assertThat(r.markdown()).contains("| 1.10 | 1.50 | 1.25 | 1.20 |");
  }

  @Test
  void slopeOfTimePerResourceFrom100ToTheLargestSize() {
    Summary.Result r = Summary.summarize(results(), splits());

    assertThat(r.json().at("/perResourceSlope/to").asInt()).isEqualTo(1000);
    assertThat(r.json().at("/perResourceSlope/b").asDouble()).isEqualTo(1.0);
    assertThat(r.json().at("/perResourceSlope/d").asDouble()).isEqualTo(1.5);
    assertThat(r.markdown()).contains("| 1000 |").contains("(d) ×1.50");
  }

  @Test
  void replayFallbacksAreCountedPerSize() {
    ObjectNode replayed = (ObjectNode) split(1000, "b", "20", "c", "30");
    replayed.put("replayFallbacks", 3);
    Summary.Result r = Summary.summarize(results(), List.of(replayed, split(100, "b", "2", "c", "3")));

    assertThat(r.json().at("/replayFallbacks/1000").asLong()).isEqualTo(3);
    assertThat(r.json().at("/replayFallbacks").has("100")).isFalse(); // no replay stage there
    assertThat(r.markdown()).contains("traced whole instead").contains("\"1000\":3");
  }

  @Test
  void runsWithAnotherShareOfBrokenResourcesMakeATableOfTheirOwn() {
    ObjectNode sparse = (ObjectNode) split(1000, "b", "20", "c", "24", "whole", "26");
    sparse.put("misconfiguredOneIn", 40);
    List<JsonNode> all = new ArrayList<>(splits());
    all.add(sparse);
    Summary.Result r = Summary.summarize(results(), all);

    assertThat(r.json().at("/overheadByMisconfigured/1000/40/c").asDouble()).isEqualTo(1.2);
    assertThat(r.json().at("/overheadByMisconfigured/1000/40/whole").asDouble()).isEqualTo(1.3);
    assertThat(r.json().at("/overhead/1000").asDouble()).isEqualTo(1.1); // the one-in-four run's, untouched
    assertThat(r.markdown()).contains("| 1000 | one in 40 | 1.20 | 1.30 |");
  }

  @Test
  void medianOfEvenAndOddCounts() {
    assertThat(Summary.median(List.of(3.0, 1.0, 2.0))).isEqualTo(2.0);
    assertThat(Summary.median(List.of(4.0, 1.0, 2.0, 3.0))).isEqualTo(2.5);
  }
}
