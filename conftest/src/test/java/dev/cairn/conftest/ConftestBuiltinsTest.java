package dev.cairn.conftest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.QueryResult;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.Rego;
import dev.cairn.engine.value.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** conftest's parse_config built-ins, as its policies' unit tests use them. */
class ConftestBuiltinsTest {

  private static final String DENY = """
      package main
      import rego.v1
      deny contains msg if {
        proto := input.resource.aws_alb_listener[lb].protocol
        proto == "HTTP"
        msg := sprintf("ALB `%v` is using HTTP rather than HTTPS", [lb])
      }
      """;

  private static QueryResult eval(String query, boolean strict, String... modules) {
    var b = ConftestBuiltins.addTo(Rego.policy());
    for (int i = 0; i < modules.length; i += 2) {
      b.module(modules[i], modules[i + 1]);
    }
    return b.compile().evaluate(query, EvalOptions.builder().strictBuiltinErrors(strict).build());
  }

  private static String value(QueryResult r) {
    return Json.toJson(r.solutions().get(0).expressions().get(0).value()).toString();
  }

  @Test
  void parseConfigFeedsConftestsTerraformExample() {
    String test = """
        package main
        import rego.v1
        test_fails_with_http_alb if {
          cfg := parse_config("hcl2", `
            resource "aws_alb_listener" "name" {
              protocol = "HTTP"
            }
          `)
          deny["ALB `name` is using HTTP rather than HTTPS"] with input as cfg
        }
        """;
    QueryResult r = eval("data.main.test_fails_with_http_alb", true, "deny.rego", DENY, "deny_test.rego", test);
    assertThat(r.isDefined()).isTrue();
    assertThat(value(r)).isEqualTo("true");
  }

  @Test
  void parseConfigUsesEachParser() {
    assertThat(value(eval("parse_config(\"dockerfile\", \"FROM alpine\")", true)))
        .isEqualTo("[[{\"Cmd\":\"from\",\"Flags\":[],\"JSON\":false,\"Stage\":0,\"SubCmd\":\"\",\"Value\":[\"alpine\"]}]]");
    assertThat(value(eval("parse_config(\"toml\", \"[a]\\nb = 1\")", true))).isEqualTo("{\"a\":{\"b\":1}}");
    assertThat(value(eval("parse_config(\"yaml\", \"a: 1\\n---\\nb: 2\")", true))).isEqualTo("[{\"a\":1},{\"b\":2}]");
  }

  @Test
  void parseConfigFileIsRelativeToThePolicy(@TempDir Path dir) throws IOException {
    Path policies = Files.createDirectories(dir.resolve("policy"));
    Files.writeString(policies.resolve("disk.tf"), "resource \"azurerm_managed_disk\" \"sample\" {\n  size = 10\n}\n");
    Files.writeString(policies.resolve("b.yaml"), "kind: B\n");
    Files.writeString(policies.resolve("a.json"), "[{\"kind\": \"A1\"}, {\"kind\": \"A2\"}]");
    String test = """
        package t
        disk := parse_config_file("disk.tf")
        combined := parse_combined_config_files(["b.yaml", "a.json"])
        """;
    String file = policies.resolve("t.rego").toString();
    assertThat(value(eval("data.t.disk.resource.azurerm_managed_disk.sample.size", true, file, test))).isEqualTo("10");
    String a = policies.resolve("a.json").toString();
    String b = policies.resolve("b.yaml").toString();
    assertThat(value(eval("data.t.combined", true, file, test))).isEqualTo(
        "[{\"contents\":{\"kind\":\"A1\"},\"path\":\"" + a + "\"},{\"contents\":{\"kind\":\"A2\"},\"path\":\"" + a
            + "\"},{\"contents\":{\"kind\":\"B\"},\"path\":\"" + b + "\"}]");
  }

  @Test
  void aParseErrorIsLocatedOrUndefined() {
    assertThatThrownBy(() -> eval("parse_config(\"hcl2\", \"x = \")", true))
        .isInstanceOf(RegoException.class)
        .hasMessageContaining("parse_config")
        .hasMessageContaining("-:1:5: expected an expression");
    assertThat(eval("parse_config(\"hcl2\", \"x = \")", false).isDefined()).isFalse();
    assertThatThrownBy(() -> eval("parse_config(\"cue\", \"a: 1\")", true))
        .hasMessageContaining("unsupported format \"cue\"");
    assertThatThrownBy(() -> eval("parse_config_file(\"no-such-file.tf\")", true))
        .hasMessageContaining("no-such-file.tf");
  }

  /** A0=xx, A1=${A0}${A0}, ... 40 levels: the expansion limit, not the heap, ends it. */
  @Test
  void aDotenvExpansionBombIsAnErrorNotAnExhaustedHeap() {
    StringBuilder bomb = new StringBuilder("A0=xx\\n");
    for (int i = 1; i <= 40; i++) {
      bomb.append("A").append(i).append("=${A").append(i - 1).append("}${A").append(i - 1).append("}\\n");
    }
    String call = "parse_config(\"dotenv\", \"" + bomb + "\")";
    assertThatThrownBy(() -> eval(call, true))
        .isInstanceOf(RegoException.class)
        .hasMessageContaining("-:23:5: expanding ${A21} takes the file's expansions past the limit");
    assertThat(eval(call, false).isDefined()).isFalse();
  }
}
