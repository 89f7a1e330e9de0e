package dev.cairn.cli.docs;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A fenced code block of a page. Its info string is a language and optional attributes, {@code
 * key=value} or a bare {@code flag}: {@code ```yaml file=fixtures/x.yaml}. The language and
 * attributes decide its {@link Kind}, and so what the tests do with it.
 */
record CodeBlock(String page, int line, String language, Map<String, String> attributes, String content) {

  /** What the tests do with a block. */
  enum Kind {
    /** {@code console}: a transcript whose {@code $ ./cairn ...} commands are run and whose output is compared. */
    CONSOLE,
    /** {@code java}: compiled against the Maven artifacts its first line names, then run. */
    JAVA,
    /** {@code http serve=DIR}: curl commands run against {@code ./cairn serve -d DIR}, the bodies compared. */
    HTTP,
    /** {@code output}: what the {@code java} block just before it prints. */
    OUTPUT,
    /** Any language with {@code file=PATH}: the block is (an excerpt of) that shipped file. */
    FILE,
    /** Shown, not run: {@link #SHOWN} languages, and {@code java norun} (code for a library that is not Cairn's). */
    SHOWN,
    /** No info string, or one the tests do not know: an error, so that nothing goes unchecked by accident. */
    UNMARKED
  }

  /** Languages of blocks that are shown and not run: fragments, configuration, commands of other tools. */
  static final Set<String> SHOWN_LANGUAGES =
      Set.of("text", "sh", "yaml", "json", "rego", "ts", "js", "xml", "toml", "ini", "hcl", "dockerfile",
          "lua", "elisp");

  static CodeBlock of(String page, int line, String info, String content) {
    List<String> words = Arrays.stream(info.strip().split("\\s+")).filter(w -> !w.isEmpty()).toList();
    Map<String, String> attributes = new LinkedHashMap<>();
    for (String word : words.subList(Math.min(1, words.size()), words.size())) {
      int eq = word.indexOf('=');
      attributes.put(eq < 0 ? word : word.substring(0, eq), eq < 0 ? "" : word.substring(eq + 1));
    }
    return new CodeBlock(page, line, words.isEmpty() ? "" : words.get(0), Map.copyOf(attributes), content);
  }

  Kind kind() {
    if (attributes.containsKey("file")) {
      return Kind.FILE;
    }
    if (attributes.containsKey("checked-by")) {
      return Kind.SHOWN; // another test runs it (checked-by names that test's file)
    }
    return switch (language) {
      case "console" -> Kind.CONSOLE;
      case "http" -> Kind.HTTP;
      case "java" -> attributes.containsKey("norun") ? Kind.SHOWN : Kind.JAVA;
      case "output" -> Kind.OUTPUT;
      default -> SHOWN_LANGUAGES.contains(language) ? Kind.SHOWN : Kind.UNMARKED;
    };
  }

  /** The block's lines, without the final line break. */
  List<String> lines() {
    String text = content.endsWith("\n") ? content.substring(0, content.length() - 1) : content;
    return List.of(text.split("\n", -1));
  }

  /** Where the block is, as an editor takes it: page:line of the opening fence. */
  String where() {
    return page + ":" + line;
  }
}
