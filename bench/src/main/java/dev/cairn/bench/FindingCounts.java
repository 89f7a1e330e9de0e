package dev.cairn.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;

/**
 * How many findings each tool's JSON output holds, to check that the tools did the same work
 * before their times are compared: {@code cairn scan -o json} and {@code cairn lint -f json}
 * (results), {@code conftest test -o json} (failures and warnings of every file), {@code opa eval
 * -f json} and regorus (the findings object's lists; several outputs one after another when a
 * tool ran once a file), and cfn-lint's {@code --format json} (a list of findings).
 */
final class FindingCounts {
  private static final ObjectMapper JSON = new ObjectMapper();

  private FindingCounts() {}

  static int cairn(String output) throws IOException {
    return JSON.readTree(output).path("results").size();
  }

  static int conftest(String output) throws IOException {
    int n = 0;
    for (JsonNode file : JSON.readTree(output)) {
      n += file.path("failures").size() + file.path("warnings").size();
    }
    return n;
  }

  static int cfnLint(String output) throws IOException {
    return JSON.readTree(output).size();
  }

  /**
   * The findings in one or more query results ({@code {"result": [{"expressions": [{"value": V}]}]}}
   * one after another), V the findings object or a list of them.
   */
  static int rego(String output) throws IOException {
    int n = 0;
    try (MappingIterator<JsonNode> values = JSON.readerFor(JsonNode.class).readValues(output)) {
      while (values.hasNextValue()) {
        JsonNode value = values.nextValue().path("result").path(0).path("expressions").path(0).path("value");
        for (JsonNode findings : value.isArray() ? value : JSON.createArrayNode().add(value)) {
          for (JsonNode rule : findings) {
            n += rule.size();
          }
        }
      }
    }
    return n;
  }
}
