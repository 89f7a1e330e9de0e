package dev.cairn.bench;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
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

  @Test
  void ratiosPerSizeFromMeansAndMedians() {
    JsonNode json = Summary.summarize(results()).json();

    assertThat(json.at("/overhead/100").asDouble()).isEqualTo(1.5);
    assertThat(json.at("/overhead/1000").asDouble()).isEqualTo(0.75); // 30 / mean 40
    assertThat(json.at("/overheadMedian/1000").asDouble()).isEqualTo(1.5); // 30 / median 20
    assertThat(json.at("/fullScanOverLoad/1000").asDouble()).isEqualTo(6.0);
    assertThat(json.at("/usPerResource/100").asDouble()).isEqualTo(40.0);
    assertThat(json.at("/usPerResource/1000").asDouble()).isEqualTo(60.0);
  }

  @Test
  void slopeOfTimePerResourceFrom100ToTheLargestSize() {
    Summary.Result r = Summary.summarize(results());

    assertThat(r.json().at("/perResourceSlope/to").asInt()).isEqualTo(1000);
    assertThat(r.json().at("/perResourceSlope/b").asDouble()).isEqualTo(1.0);
    assertThat(r.json().at("/perResourceSlope/d").asDouble()).isEqualTo(1.5);
    assertThat(r.markdown()).contains("| 1000 |").contains("(d) ×1.50");
  }

  @Test
  void medianOfEvenAndOddCounts() {
    assertThat(Summary.median(List.of(3.0, 1.0, 2.0))).isEqualTo(2.0);
    assertThat(Summary.median(List.of(4.0, 1.0, 2.0, 3.0))).isEqualTo(2.5);
  }
}
