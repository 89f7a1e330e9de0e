package dev.cairn.cli.hostile;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One row of the hostile-input table: the files to lay out, the command line ({@code {dir}} stands
 * for where they are), the exit status expected, the places its messages must name ({@code
 * file:line:column}, or the file when the problem has no place in it) and what must still be
 * reported of the good files beside the bad one.
 */
record HostileCase(
    String name,
    Map<String, Content> files,
    List<String> args,
    int exit,
    List<String> mustName,
    List<String> stillReported) {

  static Builder named(String name) {
    return new Builder(name);
  }

  @Override
  public String toString() {
    return name;
  }

  static final class Builder {
    private final String name;
    private final Map<String, Content> files = new LinkedHashMap<>();
    private final List<String> args = new ArrayList<>();
    private final List<String> mustName = new ArrayList<>();
    private final List<String> stillReported = new ArrayList<>();

    private Builder(String name) {
      this.name = name;
    }

    Builder file(String path, String text) {
      files.put(path, Content.text(text));
      return this;
    }

    Builder file(String path, Content content) {
      files.put(path, content);
      return this;
    }

    Builder files(Map<String, String> texts) {
      texts.forEach(this::file);
      return this;
    }

    /** The command line; {@code {dir}} is replaced by the directory the files are in. */
    Builder run(String... args) {
      this.args.addAll(List.of(args));
      return this;
    }

    /** What the messages must name: {@code file:line:column}, or the file alone. */
    Builder names(String... places) {
      mustName.addAll(List.of(places));
      return this;
    }

    /** What must still be reported of the good files beside the bad one. */
    Builder stillReports(String... texts) {
      stillReported.addAll(List.of(texts));
      return this;
    }

    HostileCase exits(int exit) {
      return new HostileCase(name, Map.copyOf(files), List.copyOf(args), exit, List.copyOf(mustName),
          List.copyOf(stillReported));
    }
  }
}
