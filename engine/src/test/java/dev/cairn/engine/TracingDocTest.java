package dev.cairn.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.value.Json;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The example of docs/reference/tracing.md is the region between the {@code tag::example} and
 * {@code end::example} markers below, verbatim; the page shows what it prints.
 */
class TracingDocTest {
  private static final Path PAGE = Path.of("..", "docs", "reference", "tracing.md");
  private static final Path SELF = Path.of("src", "test", "java", "dev", "cairn", "engine", "TracingDocTest.java");

  /** The example; prints the trace to {@code out}. */
  static void example(PrintStream out) {
    // tag::example[]
    CompiledPolicy policy = Rego.policy()
        .module("app.rego", """
            package app

            import rego.v1

            allow if {
              "admin" in input.roles
              input.user != "guest"
            }
            """)
        .compile();

    QueryTracer tracer = event -> out.println(event);
    QueryResult result = policy.evaluate("data.app.allow", EvalOptions.builder()
        .input(Json.parse("{\"user\": \"ada\", \"roles\": [\"dev\", \"admin\"]}"))
        .tracer(tracer)
        .build());
    out.println(result.solutions().get(0).expressions().get(0).value());
    // end::example[]
  }

  @Test
  void thePagesJavaExampleIsThisTestsExample() throws IOException {
    // checked-by tells the docs' own test (cli's DocExamplesTest) that this test runs the block.
    assertThat(Files.readString(PAGE)).contains("```java checked-by=engine/src/test/java/dev/cairn/engine/TracingDocTest.java\n"
        + region() + "```\n");
  }

  @Test
  void thePageShowsWhatTheExamplePrints() throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    example(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    String printed = bytes.toString(StandardCharsets.UTF_8);
    assertThat(printed).contains("ENTER RULE data.app.allow at app.rego:5:1").endsWith("true\n");
    assertThat(Files.readString(PAGE)).contains("```text\n" + printed + "```\n");
  }

  /** The lines between the markers, less the indentation of the first. */
  private static String region() throws IOException {
    List<String> lines = Files.readAllLines(SELF);
    int start = indexOf(lines, "// tag::example[]") + 1;
    int end = indexOf(lines, "// end::example[]");
    String first = lines.get(start);
    int indent = first.length() - first.stripLeading().length();
    List<String> out = new ArrayList<>();
    for (String line : lines.subList(start, end)) {
      out.add(line.isBlank() ? "" : line.substring(Math.min(indent, line.length() - line.stripLeading().length())));
    }
    return String.join("\n", out) + "\n";
  }

  private static int indexOf(List<String> lines, String marker) {
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).strip().equals(marker)) {
        return i;
      }
    }
    throw new AssertionError("no " + marker + " in " + SELF);
  }
}
