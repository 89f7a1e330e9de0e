package dev.cairn.cli.docs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import dev.cairn.testkit.Peers;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Docs that are true: every fenced block of README.md and docs/**.md is checked according to its
 * info string (see docs/README.md, "How these pages are tested").
 *
 * <ul>
 *   <li>{@code console}, and {@code console needs=PATH} when that path exists (else skipped, or
 *       failed under {@code CAIRN_REQUIRE_PEERS=1}): each {@code $ ./cairn ...} command runs in the repository root, through the
 *       CLI's {@code Main} as the launcher runs it, and what it prints must be the lines shown below
 *       it; {@code $ echo $?} shows the exit code of the command before it ({@link Transcript},
 *       normalisations in {@link OutputMatch});
 *   <li>{@code http serve=DIR}: each {@code $ curl ...} command is sent to {@code ./cairn serve -d DIR}
 *       started for the block, and the body it answers must be the lines shown ({@link HttpTranscript},
 *       {@link Curl}, {@link ServeProcess});
 *   <li>{@code java}: compiled against the Maven artifacts named on its first line and run; an
 *       {@code output} block right after it is what it must print ({@link JavaExample});
 *   <li>{@code LANG file=PATH}: equal to that shipped file, {@code ...} lines eliding;
 *   <li>shown and not run: {@link CodeBlock#SHOWN_LANGUAGES} and {@code java norun}; such a block
 *       must not hold a {@code $ ./cairn} command, which belongs in a {@code console} block;
 *   <li>anything else (no info string, an unknown language) fails.
 * </ul>
 */
class DocExamplesTest {

  @TestFactory
  Stream<DynamicTest> everyBlock() throws Exception {
    Examples examples = Examples.get();
    List<DynamicTest> tests = new ArrayList<>();
    for (Page page : examples.pages) {
      List<CodeBlock> blocks = page.blocks();
      for (int i = 0; i < blocks.size(); i++) {
        CodeBlock block = blocks.get(i);
        CodeBlock previous = i > 0 ? blocks.get(i - 1) : null;
        CodeBlock next = i + 1 < blocks.size() ? blocks.get(i + 1) : null;
        tests.add(DynamicTest.dynamicTest(block.where() + " " + block.kind().name().toLowerCase(),
            () -> check(examples, block, previous, next)));
      }
    }
    return tests.stream();
  }

  /** The kinds the test runs are present in numbers, so that a parser that finds nothing cannot pass. */
  @Test
  void runsExamplesOfEveryKind() throws Exception {
    Examples examples = Examples.get();
    Map<CodeBlock.Kind, Long> kinds = new EnumMap<>(CodeBlock.Kind.class);
    kinds.putAll(examples.pages.stream().flatMap(p -> p.blocks().stream())
        .collect(Collectors.groupingBy(CodeBlock::kind, Collectors.counting())));
    long commands = examples.results.keySet().stream().filter(o -> o instanceof Transcript.Step).count();
    System.out.printf("doc examples: %d pages, %s blocks; %d ./cairn commands run%n",
        examples.pages.size(), kinds, commands);
    assertThat(examples.pages).hasSizeGreaterThan(20);
    assertThat(commands).isGreaterThanOrEqualTo(30);
    assertThat(kinds.getOrDefault(CodeBlock.Kind.JAVA, 0L)).isGreaterThanOrEqualTo(2);
    assertThat(kinds.getOrDefault(CodeBlock.Kind.FILE, 0L)).isGreaterThanOrEqualTo(3);
    assertThat(kinds.getOrDefault(CodeBlock.Kind.HTTP, 0L)).isGreaterThanOrEqualTo(2);
    assertThat(kinds.getOrDefault(CodeBlock.Kind.UNMARKED, 0L)).isZero();
  }

  private static void check(Examples examples, CodeBlock block, CodeBlock previous, CodeBlock next) throws Exception {
    Object prepared = examples.prepared.get(block);
    if (prepared instanceof Examples.Problem problem) {
      fail(problem.message());
    }
    if (prepared instanceof Examples.Missing missing) {
      String why = block.where() + " needs " + missing.path() + ", which this build did not make";
      if (Peers.required()) {
        fail(why + " (CAIRN_REQUIRE_PEERS is set, so this fails instead of skipping)");
      }
      Assumptions.abort(why + ": skipping");
    }
    switch (block.kind()) {
      case CONSOLE -> checkTranscript(examples, (Transcript) prepared);
      case HTTP -> checkHttp(examples, (HttpTranscript) prepared);
      case JAVA -> checkJava(examples, (JavaExample) prepared, next != null && next.kind() == CodeBlock.Kind.OUTPUT ? next : null);
      case OUTPUT -> assertThat(previous != null && previous.kind() == CodeBlock.Kind.JAVA)
          .as("%s: an output block follows the java block whose output it is", block.where()).isTrue();
      case FILE -> checkFile(examples.root, block);
      case SHOWN -> {
        String checker = block.attributes().get("checked-by");
        if (checker != null) {
          Path test = examples.root.resolve(checker);
          assertThat(Files.isRegularFile(test)).as("%s: checked-by=%s is not a file of the repository", block.where(), checker)
              .isTrue();
          assertThat(Files.readString(test, StandardCharsets.UTF_8)).as("%s: %s, which checks the block, names the page",
              block.where(), checker).contains(block.page().substring(block.page().lastIndexOf('/') + 1));
        }
        assertThat(block.lines()).as("%s: a block showing `$ ./cairn` or `$ curl` commands is a console or"
          + " http block, which the test runs", block.where())
          .noneMatch(l -> l.startsWith("$ " + Transcript.LAUNCHER + " ") || l.startsWith("$ curl "));
      }
      case UNMARKED -> fail("%s: mark the block with what it is: console, java, output, LANG file=PATH, or one of %s"
          + " (shown, not run); found \"%s\"", block.where(), CodeBlock.SHOWN_LANGUAGES, block.language());
    }
  }

  private static void checkTranscript(Examples examples, Transcript transcript) {
    ExampleRunner.Result last = null;
    for (Transcript.Step step : transcript.steps()) {
      List<String> expected = OutputMatch.lines(String.join("\n", step.expected()));
      List<String> actual;
      if (step.echoesStatus()) {
        if (last == null) {
          fail("%s:%d: echo $? shows the exit code of a command before it in the same block", transcript.block().page(), step.line());
        }
        actual = List.of(Integer.toString(last.exitCode()));
      } else {
        last = examples.results.get(step);
        actual = OutputMatch.normalise(last.output(), examples.root.toString());
      }
      assertOutput(transcript.block().page() + ":" + step.line() + ": $ " + step.command(), expected, actual);
    }
  }

  /** Runs the block's curl commands, in order, against a server of its own, so that one block's writes reach no other. */
  private static void checkHttp(Examples examples, HttpTranscript transcript) throws Exception {
    HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(30)).build();
    try (ServeProcess server = ServeProcess.start(examples.root, transcript.policies())) {
      for (HttpTranscript.Step step : transcript.steps()) {
        Curl curl = step.request();
        HttpRequest.Builder request = HttpRequest.newBuilder(curl.at(server.uri()))
            .method(curl.method(), curl.body() == null ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofString(curl.body(), StandardCharsets.UTF_8));
        curl.headers().forEach(h -> request.header(h[0], h[1]));
        HttpResponse<String> response = client.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        assertOutput(transcript.block().page() + ":" + step.line() + ": $ " + step.command(),
            OutputMatch.lines(String.join("\n", step.expected())), OutputMatch.normalise(response.body(), examples.root.toString()));
      }
    }
  }

  private static void checkJava(Examples examples, JavaExample example, CodeBlock output) {
    ExampleRunner.Result result = examples.results.get(example);
    assertThat(result.exitCode()).as("%s: the example fails:%n%s", example.block().where(), result.output()).isZero();
    if (output != null) {
      assertOutput(output.where() + ": the output of the example at line " + example.block().line(),
          OutputMatch.lines(output.content()), OutputMatch.normalise(result.output(), examples.root.toString()));
    }
  }

  private static void checkFile(Path root, CodeBlock block) throws Exception {
    Path file = root.resolve(block.attributes().get("file"));
    assertThat(Files.isRegularFile(file)).as("%s: file=%s is not a file of the repository", block.where(),
        block.attributes().get("file")).isTrue();
    assertOutput(block.where() + ": the content of " + block.attributes().get("file"),
        OutputMatch.lines(block.content()), OutputMatch.lines(Files.readString(file, StandardCharsets.UTF_8)));
  }

  private static void assertOutput(String what, List<String> expected, List<String> actual) {
    if (!OutputMatch.matches(expected, actual)) {
      fail("%s%nThe page shows (a line '...' stands for any lines):%n%s%n%nbut it is:%n%s%n", what,
          String.join("\n", expected), String.join("\n", actual));
    }
  }
}
