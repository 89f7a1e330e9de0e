package dev.cairn.cli.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The command pages' option references are what {@link OptionReference} renders from the picocli
 * model now. After changing a command's options, regenerate them with
 * {@code mvn -B -pl cli -am test -Dtest=OptionReferenceTest -Dsurefire.failIfNoSpecifiedTests=false -Ddocs.update=true}
 * (a new command's page, or its block at the end of the page, is added too).
 */
class OptionReferenceTest {
  private static final String UPDATE = "docs.update";
  private static final String HOW = "regenerate with mvn -B -pl cli -am test -Dtest=OptionReferenceTest"
      + " -Dsurefire.failIfNoSpecifiedTests=false -D" + UPDATE + "=true";

  @Test
  void everyCommandPageHoldsTheReferenceTheModelRenders() throws Exception {
    Path root = Repo.root();
    Map<String, CommandLine> commands = OptionReference.commands();
    Map<String, StringBuilder> pages = new LinkedHashMap<>();
    commands.keySet().forEach(name -> pages.computeIfAbsent(OptionReference.page(name), p -> new StringBuilder()));
    for (String page : pages.keySet()) {
      Path file = root.resolve(page);
      String text = Files.isRegularFile(file) ? Files.readString(file, StandardCharsets.UTF_8) : null;
      if (Boolean.getBoolean(UPDATE)) {
        text = update(page, text, commands);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
      }
      assertThat(text).as("%s is missing (%s)", page, HOW).isNotNull();
      List<String> expectedHere = commands.keySet().stream().filter(n -> OptionReference.page(n).equals(page)).toList();
      assertThat(OptionReference.blocksIn(text)).as("the commands whose options %s shows (%s)", page, HOW)
          .containsExactlyInAnyOrderElementsOf(expectedHere);
      assertThat(OptionReference.regenerate(text, commands)).as("the option reference in %s (%s)", page, HOW)
          .isEqualTo(text);
    }
  }

  /** No page outside docs/commands/ of a command claims a block, and no block names a command that is gone. */
  @Test
  void noBlockNamesACommandThatDoesNotExist() {
    Map<String, CommandLine> commands = OptionReference.commands();
    for (Page page : Repo.pages()) {
      for (String name : OptionReference.blocksIn(page.text())) {
        assertThat(commands).as("%s shows the options of %s, which is not a command (%s)", page.path(), name, HOW)
            .containsKey(name);
        assertThat(page.path()).isEqualTo(OptionReference.page(name));
      }
    }
  }

  /** The README's table of commands has a line and a link for every command. */
  @Test
  void theReadmeLinksEveryCommandsPage() throws Exception {
    String readme = Files.readString(Repo.root().resolve("README.md"), StandardCharsets.UTF_8);
    for (String name : OptionReference.commands().keySet()) {
      if (name.split(" ").length == 2) {
        assertThat(readme).as("README.md's table of commands links %s's page", name)
            .contains("[`" + name + "`](" + OptionReference.page(name) + ")");
      }
    }
  }

  @Test
  void theReferenceComesFromTheModel() {
    CommandLine scan = OptionReference.commands().get("cairn scan");
    String block = OptionReference.render(scan);
    assertThat(block).startsWith(OptionReference.start("cairn scan")).endsWith(OptionReference.END)
        .contains("| `-p`, `--policy` | `PATH` |")
        .contains("(default: text)")
        .contains("| `PATH...` |  |")
        .contains("- `2`: ")
        .doesNotContain("--help");
    assertThat(OptionReference.commands()).containsKeys("cairn guard validate", "cairn conftest test").doesNotContainKey("cairn help");
  }

  /** The page with its blocks regenerated, and a block added at the end for each command that has none. */
  private static String update(String page, String text, Map<String, CommandLine> commands) {
    StringBuilder out = new StringBuilder(text != null ? text
        : "# `" + commands.keySet().stream().filter(n -> OptionReference.page(n).equals(page)).findFirst().orElseThrow()
            + "`\n\n## Options\n");
    List<String> present = OptionReference.blocksIn(out.toString());
    commands.forEach((name, cmd) -> {
      if (OptionReference.page(name).equals(page) && !present.contains(name)) {
        out.append('\n').append(OptionReference.render(cmd)).append('\n');
      }
    });
    return OptionReference.regenerate(out.toString(), commands);
  }
}
