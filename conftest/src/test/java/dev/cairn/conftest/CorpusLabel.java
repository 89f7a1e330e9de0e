package dev.cairn.conftest;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One hand-labelled finding of the corpus (fixtures/corpus/README.md): the rule id, the resource
 * (a CloudFormation logical id or Kubernetes {@code kind/namespace/name}), the line a person fixing
 * the problem would go to, the path that line belongs to and, for an absent attribute, the keys
 * that are missing.
 *
 * @param file the input file, relative to the corpus inputs directory
 * @param source where the label is written, {@code file.expect:line}, for error messages
 */
record CorpusLabel(String file, String rule, String resource, int line, String at, String missing, String source) {
  static final String SUFFIX = ".expect";

  /** The labels of one {@code .expect} file, which sits beside {@code input}. */
  static List<CorpusLabel> read(String input, Path labels) {
    List<String> lines;
    try {
      lines = Files.readAllLines(labels);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return parse(input, labels.getFileName().toString(), lines);
  }

  static List<CorpusLabel> parse(String input, String labelFile, List<String> lines) {
    List<CorpusLabel> out = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      String text = lines.get(i).strip();
      if (text.isEmpty() || text.startsWith("#")) {
        continue;
      }
      String where = labelFile + ":" + (i + 1);
      String[] fields = text.split("\\s+");
      if (fields.length < 3 || !fields[2].matches("[1-9][0-9]*")) {
        throw new IllegalArgumentException(where + ": expected `rule resource line [at=path] [missing=keys]`, got: " + text);
      }
      String at = "";
      String missing = "";
      for (int f = 3; f < fields.length; f++) {
        if (fields[f].startsWith("at=")) {
          at = fields[f].substring(3);
        } else if (fields[f].startsWith("missing=")) {
          missing = fields[f].substring(8);
        } else {
          throw new IllegalArgumentException(where + ": unknown field " + fields[f]);
        }
      }
      out.add(new CorpusLabel(input, fields[0], fields[1], Integer.parseInt(fields[2]), at, missing, where));
    }
    return out;
  }

  /** The name a message would use for the resource: the logical id, or a Kubernetes object's name. */
  String resourceName() {
    return resource.substring(resource.lastIndexOf('/') + 1);
  }
}
