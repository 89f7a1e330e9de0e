package dev.cairn.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

class CapabilitiesCommandTest {
  @Test
  void printsTheBuiltinTableInOpasShape() throws Exception {
    CliRun r = CliRun.of("capabilities");
    assertThat(r.exitCode()).isZero();
    JsonNode builtins = new ObjectMapper().readTree(r.out()).get("builtins");
    assertThat(builtins.size()).isEqualTo(dev.cairn.engine.builtins.BuiltinTable.all().size());
    JsonNode count = null;
    for (JsonNode b : builtins) {
      if (b.get("name").asText().equals("count")) {
        count = b;
      }
    }
    assertThat(count).isNotNull();
    assertThat(count.at("/decl/type").asText()).isEqualTo("function");
    assertThat(count.at("/decl/args").size()).isEqualTo(1);
    assertThat(count.at("/decl/result/type").asText()).isEqualTo("number");
  }

  @Test
  void namesListsOneBuiltinPerLine() {
    CliRun r = CliRun.of("capabilities", "--names");
    assertThat(r.out().lines()).contains("regex.match", "object.get", "sprintf", "time.now_ns");
  }
}
