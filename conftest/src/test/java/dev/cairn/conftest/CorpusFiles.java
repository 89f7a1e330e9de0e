package dev.cairn.conftest;

import dev.cairn.scan.ScanInput;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The corpus (fixtures/corpus): its policy directory, its inputs and the labels beside them. */
record CorpusFiles(Path policy, Path inputsDir, List<ScanInput> inputs, List<CorpusLabel> labels) {
  static CorpusFiles load() {
    Path corpus = dev.cairn.testkit.Fixtures.path("corpus");
    Path inputsDir = corpus.resolve("inputs");
    List<ScanInput> inputs = new ArrayList<>();
    List<CorpusLabel> labels = new ArrayList<>();
    try (Stream<Path> files = Files.walk(inputsDir)) {
      for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
        String name = inputsDir.relativize(f).toString().replace('\\', '/');
        if (name.endsWith(".yaml") || name.endsWith(".json")) {
          inputs.add(ScanInput.file(name, f));
        } else if (name.endsWith(CorpusLabel.SUFFIX)) {
          String input = name.substring(0, name.length() - CorpusLabel.SUFFIX.length());
          if (!Files.isRegularFile(inputsDir.resolve(input))) {
            throw new IllegalStateException(name + ": no input " + input + " beside it");
          }
          labels.addAll(CorpusLabel.read(input, f));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return new CorpusFiles(corpus.resolve("policy"), inputsDir, List.copyOf(inputs), List.copyOf(labels));
  }
}
