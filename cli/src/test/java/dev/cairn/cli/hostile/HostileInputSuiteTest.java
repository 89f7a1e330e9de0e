package dev.cairn.cli.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.cli.Main;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;

/**
 * Cairn's rule for bad input, proven over every command and input kind of {@link HostileCases}: the
 * expected exit status, messages that name the file (and line and column where the problem has a
 * place), no stack trace or internal error, and the good files beside the bad one still reported.
 */
class HostileInputSuiteTest {

  @TempDir Path dir;

  static Stream<HostileCase> cases() {
    return HostileCases.all().stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void badInputIsLocatedAndTheRestIsChecked(HostileCase c) throws Exception {
    for (Map.Entry<String, Content> f : c.files().entrySet()) {
      f.getValue().create(dir.resolve(f.getKey()));
    }
    Run run = Run.of(c.args().stream().map(a -> a.replace("{dir}", dir.toString())).toArray(String[]::new));
    String all = run.out() + run.err();
    assertThat(run.exitCode()).as("exit status of %s%n%s", c.args(), all).isEqualTo(c.exit());
    for (String place : c.mustName()) {
      assertThat(all).as("the messages name %s", place).contains(place);
    }
    for (String good : c.stillReported()) {
      assertThat(all).as("the good files are still reported").contains(good);
    }
    assertThat(all).as("no stack trace or internal error")
        .doesNotContain("\tat ").doesNotContain("Exception in thread").doesNotContain("internal error")
        .doesNotContain("StackOverflowError").doesNotContain("OutOfMemoryError");
  }

  /** A 5,000,000-character one-line JSON input: the text report shows a window of the line, not all of it. */
  @Test
  void aHugeOneLineInputGivesAReportOfBoundedSize() throws Exception {
    StringBuilder json = new StringBuilder("{\"Resources\": {");
    for (int i = 0; i < 60_000; i++) {
      json.append(i == 0 ? "" : ", ").append("\"B").append(i).append("\": {\"Type\": \"AWS::S3::Bucket\"}");
    }
    json.append("}}");
    Files.writeString(dir.resolve("big.json"), json);
    Files.writeString(dir.resolve("p.rego"), "package main\n\ndeny contains k if {\n  some k, r in input.Resources\n"
        + "  r.Type == \"AWS::S3::Bucket\"\n  k in {\"B1\", \"B59999\"}\n}\n");
    Run run = Run.of("scan", "-p", dir.resolve("p.rego").toString(), dir.resolve("big.json").toString());
    assertThat(run.exitCode()).isEqualTo(HostileCases.SCAN_FAIL);
    assertThat(json.length()).isGreaterThan(2_000_000);
    assertThat(run.out()).contains("big.json:1:").contains("data.main.deny: B59999").hasSizeLessThan(2_000);
  }

  /** What a command printed and its exit status, run in this JVM. */
  record Run(int exitCode, String out, String err) {
    static Run of(String... args) {
      StringWriter out = new StringWriter();
      StringWriter err = new StringWriter();
      CommandLine cmd = Main.commandLine();
      cmd.setOut(new PrintWriter(out, true));
      cmd.setErr(new PrintWriter(err, true));
      return new Run(cmd.execute(args), out.toString(), err.toString());
    }
  }

  @Test
  void everyCommandAndInputKindHasCases() {
    List<String> names = HostileCases.all().stream().map(HostileCase::name).toList();
    for (String kind : List.of("scan input: yaml", "scan input: json", "scan input: hcl2", "scan input: dockerfile",
        "scan input: toml", "scan input: ini", "scan input: xml", "scan input: dotenv", "scan input: properties",
        "scan policy:", "scan guard:", "scan template:", "scan -o tap", "scan -o junit", "scan -o table",
        "guard validate:", "guard test:", "verify:", "conftest test:", "eval:")) {
      assertThat(names).as("cases for %s", kind).anyMatch(n -> n.startsWith(kind));
    }
  }
}
