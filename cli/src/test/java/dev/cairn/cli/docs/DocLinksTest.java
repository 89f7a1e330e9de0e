package dev.cairn.cli.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * What the pages point at exists: relative links and their #anchors, repository paths written as
 * code ({@code fixtures/seed/policy.rego}), and the project's classes named in full ({@code
 * dev.cairn.engine.Rego}), so that a moved file or a renamed class fails here rather than leaving a
 * page that points nowhere.
 */
class DocLinksTest {
  /**
   * Pages other branches are adding at the same time; links to them may dangle until they are
   * merged. Remove an entry once its page is on main.
   */
  private static final Set<String> PENDING = Set.of("docs/compatibility/opa.md", "docs/performance/peers.md", "docs/install.md");

  private static final Pattern REPO_PATH = Pattern.compile(
      "(?:fixtures|docs|engine|locator|report|tracer|constraints|guard|schemas|testing|server|cli|bench|integrations"
          + "|scripts|testkit|\\.ci)/[A-Za-z0-9_./-]*");
  private static final Pattern CLASS_NAME = Pattern.compile("dev\\.cairn(?:\\.[A-Za-z_$][A-Za-z0-9_$]*)+(?:\\(.*\\))?");

  private final Path root = Repo.root();
  private final List<Page> pages = Repo.pages();
  private final Map<String, Page> byPath = pages.stream().collect(Collectors.toMap(Page::path, Function.identity()));

  @Test
  void linksReachPagesAndAnchorsThatExist() {
    List<String> broken = new ArrayList<>();
    int checked = 0;
    for (Page page : pages) {
      for (Page.Reference link : page.links()) {
        String target = link.value();
        if (target.matches("(?i)[a-z][a-z0-9+.-]*:.*")) {
          continue; // http:, https:, mailto: are not fetched
        }
        checked++;
        int hash = target.indexOf('#');
        String file = hash < 0 ? target : target.substring(0, hash);
        String anchor = hash < 0 ? "" : target.substring(hash + 1);
        String resolved = file.isEmpty() ? page.path() : resolve(page.path(), file);
        if (resolved == null || !Files.exists(root.resolve(resolved))) {
          if (!PENDING.contains(resolved)) {
            broken.add(page.path() + ":" + link.line() + ": " + target + " does not exist");
          }
          continue;
        }
        Page linked = byPath.get(resolved);
        if (!anchor.isEmpty() && linked != null && !linked.anchors().contains(anchor)) {
          broken.add(page.path() + ":" + link.line() + ": " + target + ": no heading #" + anchor + " in " + resolved);
        }
      }
    }
    assertThat(broken).as("broken links").isEmpty();
    assertThat(checked).isGreaterThan(50);
  }

  @Test
  void repositoryPathsWrittenAsCodeExist() {
    List<String> missing = new ArrayList<>();
    for (Page page : pages) {
      for (Page.Reference span : page.codeSpans()) {
        String path = span.value();
        if (REPO_PATH.matcher(path).matches() && !path.contains("/target/") && !path.contains("...") && !Files.exists(root.resolve(path))
            && !PENDING.contains(path)) {
          missing.add(page.path() + ":" + span.line() + ": `" + path + "`");
        }
      }
    }
    assertThat(missing).as("paths the pages name that the repository does not have").isEmpty();
  }

  @Test
  void classesNamedInFullExist() throws IOException {
    List<String> missing = new ArrayList<>();
    for (Page page : pages) {
      for (Page.Reference span : page.codeSpans()) {
        if (CLASS_NAME.matcher(span.value()).matches() && !exists(span.value().replaceAll("\\(.*\\)$", ""))) {
          missing.add(page.path() + ":" + span.line() + ": `" + span.value() + "`");
        }
      }
    }
    assertThat(missing).as("classes, members or packages of the project the pages name and the sources lack").isEmpty();
  }

  @Test
  void anchorsAreGithubs() {
    assertThat(Page.slug("`cairn test`: Rego unit tests, as `opa test`")).isEqualTo("cairn-test-rego-unit-tests-as-opa-test");
    assertThat(Page.parse("x.md", "# A\n\n## A\n").anchors()).containsExactlyInAnyOrder("a", "a-1");
  }

  /**
   * Whether {@code name} is a package, a class, or a member or nested class of one, in some module's
   * sources: the longest prefix that is a source file, every later segment a word in that file.
   */
  private boolean exists(String name) throws IOException {
    String[] parts = name.split("\\.");
    List<Path> sourceRoots = sourceRoots();
    for (int n = parts.length; n >= 2; n--) {
      String path = String.join("/", java.util.Arrays.copyOf(parts, n));
      for (Path src : sourceRoots) {
        Path file = src.resolve(path + ".java");
        if (Files.isRegularFile(file)) {
          String text = Files.readString(file, StandardCharsets.UTF_8);
          for (int i = n; i < parts.length; i++) {
            if (!Pattern.compile("\\b" + Pattern.quote(parts[i]) + "\\b").matcher(text).find()) {
              return false;
            }
          }
          return true;
        }
        if (n == parts.length && Files.isDirectory(src.resolve(path))) {
          return true;
        }
      }
    }
    return false;
  }

  private List<Path> sourceRoots() throws IOException {
    List<Path> roots = new ArrayList<>();
    try (var walk = Files.walk(root, 4)) {
      walk.filter(p -> p.endsWith("src/main/java") || p.endsWith("src/test/java"))
          .filter(p -> !p.toString().contains("node_modules"))
          .forEach(roots::add);
    }
    return roots;
  }

  /** A link relative to a page, as a path from the root; null when it leaves the repository. */
  private String resolve(String page, String link) {
    Path base = root.resolve(page).getParent();
    Path target = base.resolve(link.replace("%20", " ")).normalize();
    return target.startsWith(root) ? root.relativize(target).toString().replace('\\', '/') : null;
  }
}
