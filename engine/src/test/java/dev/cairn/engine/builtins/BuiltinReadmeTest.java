package dev.cairn.engine.builtins;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Keeps the documented list of built-ins equal to the table. The list sits between {@code <!--
 * builtins:start -->} and {@code <!-- builtins:end -->} in docs/reference/builtins.md; run with
 * {@code -Dbuiltins.readme.update=true} to regenerate the marked block from the table.
 */
class BuiltinReadmeTest {
  private static Path repoRoot() throws URISyntaxException {
    Path classes = Path.of(BuiltinReadmeTest.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    Path root = classes.getParent().getParent().toAbsolutePath().normalize();
    while (root.getParent() != null && Files.isRegularFile(root.getParent().resolve("pom.xml"))) {
      root = root.getParent();
    }
    return root;
  }

  private static Set<String> tableNames() {
    return BuiltinTable.all().stream().map(Builtin::name).collect(Collectors.toCollection(TreeSet::new));
  }

  /** Checks (or, when asked, regenerates) the marked block of {@code file} under the root. */
  private static void checkListing(String file) throws IOException, URISyntaxException {
    Path path = repoRoot().resolve(file);
    // The page ships with the repository: a missing page or block is drift too, never a skip.
    assertThat(path).as("%s, the page that lists the built-ins", file).isRegularFile();
    String text = Files.readString(path, StandardCharsets.UTF_8);
    Set<String> listed = BuiltinListing.listedNames(text);
    assertThat(listed).as("%s has no <!-- builtins:start --> ... <!-- builtins:end --> block (point this test at the page that has it)", file)
        .isNotNull();
    if (Boolean.getBoolean("builtins.readme.update")) {
      Files.writeString(path, BuiltinListing.replaceBlock(text), StandardCharsets.UTF_8);
      listed = BuiltinListing.listedNames(Files.readString(path, StandardCharsets.UTF_8));
    }
    assertThat(new TreeSet<>(listed))
        .as("built-ins listed in %s (regenerate with -Dbuiltins.readme.update=true)", file)
        .containsExactlyElementsOf(tableNames());
  }

  @Test
  void referencePageListsExactlyTheTable() throws Exception {
    checkListing("docs/reference/builtins.md");
  }

  @Test
  void renderingListsEveryBuiltinOnceUnderOneFamily() {
    String block = BuiltinListing.render();
    List<String> all = BuiltinListing.families().values().stream().flatMap(List::stream).toList();
    assertThat(all).doesNotHaveDuplicates();
    assertThat(new TreeSet<>(all)).containsExactlyElementsOf(tableNames());
    assertThat(BuiltinListing.listedNames(block)).containsExactlyInAnyOrderElementsOf(tableNames());
    assertThat(block).startsWith(BuiltinListing.START).endsWith(BuiltinListing.END)
        .contains(tableNames().size() + " built-ins");
  }

  @Test
  void familiesFollowOpasReferenceGroups() {
    assertThat(BuiltinListing.family("lt")).isEqualTo("comparison");
    assertThat(BuiltinListing.family("is_string")).isEqualTo("types");
    assertThat(BuiltinListing.family("cast_set")).isEqualTo("conversions");
    assertThat(BuiltinListing.family("io.jwt.decode")).isEqualTo("tokens");
    assertThat(BuiltinListing.family("hex.encode")).isEqualTo("encoding");
    assertThat(BuiltinListing.family("crypto.x509.parse_keypair")).isEqualTo("crypto");
    assertThat(BuiltinListing.family("lower")).isEqualTo("strings");
  }

  @Test
  void listedNamesReadOnlyTheMarkedBlock() {
    String text = "`outside`\n" + BuiltinListing.START + "\n- **x**: `a`, `b.c`\n"
        + BuiltinListing.END + "\n`after`";
    assertThat(BuiltinListing.listedNames(text)).containsExactly("a", "b.c");
    assertThat(BuiltinListing.listedNames("no markers")).isNull();
  }
}
