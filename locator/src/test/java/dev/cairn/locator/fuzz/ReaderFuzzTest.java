package dev.cairn.locator.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.locator.Document;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.locator.InputFormat;
import dev.cairn.locator.PathLocation;
import dev.cairn.locator.LocatorException;
import dev.cairn.locator.SourceFile;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Coverage-guided fuzzing of every input reader (Jazzer): whatever the text, loading ends in
 * documents whose every path locates inside the text, or in a {@link LocatorException} at a line and
 * column; any other exception, a stack overflow or a hang is a finding. Without {@code JAZZER_FUZZ}
 * each target runs over its corpus ({@code src/test/resources/dev/cairn/locator/fuzz/ReaderFuzzTestInputs/<format>/})
 * as a regression test; docs/reliability.md says how to fuzz.
 */
class ReaderFuzzTest {
  private static final DocumentLoader LOADER = DocumentLoader.builder().build();
  /** Paths located per input: enough to exercise the index, bounded so that big inputs stay fast. */
  private static final int MAX_PATHS = 2_000;

  @FuzzTest(maxDuration = "30s")
  void yaml(FuzzedDataProvider data) {
    read(InputFormat.YAML, "fuzz.yaml", data.consumeRemainingAsString());
  }

  @FuzzTest(maxDuration = "30s")
  void json(FuzzedDataProvider data) {
    read(InputFormat.JSON, "fuzz.json", data.consumeRemainingAsString());
  }

  @FuzzTest(maxDuration = "30s")
  void hcl2(FuzzedDataProvider data) {
    read(InputFormat.HCL2, "fuzz.tf", data.consumeRemainingAsString());
  }

  @FuzzTest(maxDuration = "30s")
  void dockerfile(FuzzedDataProvider data) {
    read(InputFormat.DOCKERFILE, "Dockerfile", data.consumeRemainingAsString());
  }

  @FuzzTest(maxDuration = "30s")
  void toml(FuzzedDataProvider data) {
    read(InputFormat.TOML, "fuzz.toml", data.consumeRemainingAsString());
  }

  @FuzzTest(maxDuration = "30s")
  void ini(FuzzedDataProvider data) {
    read(InputFormat.INI, "fuzz.ini", data.consumeRemainingAsString());
  }

  @FuzzTest(maxDuration = "30s")
  void xml(FuzzedDataProvider data) {
    read(InputFormat.XML, "fuzz.xml", data.consumeRemainingAsString());
  }

  @FuzzTest(maxDuration = "30s")
  void dotenv(FuzzedDataProvider data) {
    read(InputFormat.DOTENV, "fuzz.env", data.consumeRemainingAsString());
  }

  @FuzzTest(maxDuration = "30s")
  void properties(FuzzedDataProvider data) {
    read(InputFormat.PROPERTIES, "fuzz.properties", data.consumeRemainingAsString());
  }

  /** Bytes as a file is read: decoding (byte order marks, invalid UTF-8) then any format. */
  @FuzzTest(maxDuration = "30s")
  void bytes(FuzzedDataProvider data) {
    InputFormat format = data.pickValue(InputFormat.values());
    byte[] bytes = data.consumeRemainingAsBytes();
    String text;
    try {
      text = dev.cairn.locator.TextFile.decode("fuzz", bytes);
    } catch (LocatorException e) {
      assertLocated(e, "fuzz");
      return;
    }
    read(format, "fuzz." + format.id(), text);
  }

  private static void read(InputFormat format, String name, String text) {
    SourceFile file;
    try {
      file = LOADER.load(name, text, format);
    } catch (LocatorException e) {
      assertLocated(e, name);
      return;
    }
    int lines = (int) text.chars().filter(c -> c == '\n' || c == '\r').count() + 1;
    for (Document doc : file.documents()) {
      int located = 0;
      for (List<Object> path : paths(doc.value())) {
        if (++located > MAX_PATHS) {
          break;
        }
        PathLocation at = doc.sourceIndex().locate(path);
        assertThat(at.missing()).as("%s exists", path).isEmpty();
        assertThat(at.region().startLine()).as("%s", path).isBetween(1, lines);
        assertThat(at.region().endLine()).as("%s", path).isBetween(at.region().startLine(), lines);
      }
    }
  }

  private static void assertLocated(LocatorException e, String name) {
    assertThat(e.file()).isEqualTo(name);
    assertThat(e.line()).as(e.getMessage()).isPositive();
    assertThat(e.column()).as(e.getMessage()).isPositive();
    assertThat(e.reason()).as(e.getMessage()).isNotBlank();
  }

  /** Every path of the value, breadth first, without recursion. */
  private static List<List<Object>> paths(JsonNode root) {
    List<List<Object>> out = new ArrayList<>();
    Deque<Map.Entry<List<Object>, JsonNode>> todo = new ArrayDeque<>();
    todo.add(Map.entry(List.of(), root == null ? com.fasterxml.jackson.databind.node.NullNode.getInstance() : root));
    while (!todo.isEmpty() && out.size() <= MAX_PATHS) {
      Map.Entry<List<Object>, JsonNode> e = todo.poll();
      out.add(e.getKey());
      JsonNode n = e.getValue();
      if (n.isObject()) {
        for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
          Map.Entry<String, JsonNode> f = it.next();
          todo.add(Map.entry(append(e.getKey(), f.getKey()), f.getValue()));
        }
      } else if (n.isArray()) {
        for (int i = 0; i < n.size(); i++) {
          todo.add(Map.entry(append(e.getKey(), i), n.get(i)));
        }
      }
    }
    return out;
  }

  private static List<Object> append(List<Object> path, Object step) {
    List<Object> out = new ArrayList<>(path);
    out.add(step);
    return out;
  }
}
