package dev.cairn.locator.formats;

import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.cairn.locator.LocatorException;
import dev.cairn.locator.formats.DockerfileWords.Word;
import dev.cairn.locator.Region;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Reads a Dockerfile into conftest's shape: one document, the list of instructions, each
 * {@code {"Cmd", "SubCmd", "JSON", "Flags", "Value", "Stage"}} as BuildKit's parser splits them
 * (command lower-cased, leading {@code --flags} apart, JSON or shell form), comments as
 * {@code {"Cmd": "comment", "Value": [text]}}. An instruction locates at its lines; each flag and
 * word of its value at that word.
 */
public final class DockerfileParser {

  private static final Set<String> KNOWN = Set.of("add", "arg", "cmd", "copy", "entrypoint", "env", "expose",
      "from", "healthcheck", "label", "maintainer", "onbuild", "run", "shell", "stopsignal", "user", "volume",
      "workdir");

  private final String file;
  private final TextPositions positions;
  private DockerfileLines.Line line;

  private DockerfileParser(String file, String text) {
    this.file = file;
    this.positions = new TextPositions(text);
  }

  public static Node parse(String file, String text) {
    return new DockerfileParser(file, text).parse(text);
  }

  private Node parse(String text) {
    List<Node> commands = new ArrayList<>();
    List<DockerfileLines.Line> pendingComments = new ArrayList<>();
    int stage = -1;
    for (DockerfileLines.Line l : DockerfileLines.split(text)) {
      line = l;
      if (l.comment()) {
        pendingComments.add(l);
        continue;
      }
      List<Word> words = DockerfileWords.words(l.text(), 0, false);
      if (words.isEmpty()) {
        continue; // a line continued into nothing holds no instruction
      }
      String cmd = words.get(0).text().toLowerCase(Locale.ROOT);
      if (cmd.equals("from")) {
        stage++;
      }
      for (DockerfileLines.Line c : pendingComments) {
        line = c;
        Region r = positions.region(c.offset(0), c.end());
        MappingBuilder m = new MappingBuilder();
        m.put("Cmd", r.startLine(), r.startColumn(), new Node.Scalar(TextNode.valueOf("comment"), r));
        m.put("SubCmd", r.startLine(), r.startColumn(), new Node.Scalar(TextNode.valueOf(""), r));
        m.put("JSON", r.startLine(), r.startColumn(), new Node.Scalar(BooleanNode.FALSE, r));
        m.put("Flags", r.startLine(), r.startColumn(), new Node.Scalar(NullNode.getInstance(), r));
        m.put("Value", r.startLine(), r.startColumn(),
            new Node.Sequence(List.of(new Node.Scalar(TextNode.valueOf(c.text()), r)), r));
        m.put("Stage", r.startLine(), r.startColumn(), new Node.Scalar(IntNode.valueOf(Math.max(stage, 0)), r));
        commands.add(m.build(r));
      }
      pendingComments.clear();
      line = l;
      commands.add(instruction(words, Math.max(stage, 0)));
    }
    if (commands.isEmpty()) {
      throw new LocatorException(file, 1, 1, "file with no instructions");
    }
    return new Node.Sequence(commands, positions.region(0, text.length()));
  }

  private Node instruction(List<Word> words, int stage) {
    Word keyword = words.get(0);
    String cmd = keyword.text().toLowerCase(Locale.ROOT);
    Region whole = positions.region(line.offset(0), line.end());
    if (!KNOWN.contains(cmd)) {
      throw error(keyword.start(), "unknown instruction: " + keyword.text().toUpperCase(Locale.ROOT));
    }
    int restStart = keyword.end();
    List<Word> flags = new ArrayList<>();
    for (Word w : DockerfileWords.words(line.text(), restStart, false)) {
      if (!w.text().startsWith("--")) {
        break;
      }
      flags.add(w);
      restStart = w.end();
    }
    String subCmd = "";
    if (cmd.equals("onbuild")) {
      List<Word> inner = DockerfileWords.words(line.text(), restStart, false);
      if (inner.isEmpty()) {
        throw error(keyword.start(), "ONBUILD requires at least one argument");
      }
      subCmd = inner.get(0).text().toLowerCase(Locale.ROOT);
      if (!KNOWN.contains(subCmd) || subCmd.equals("onbuild")) {
        throw error(inner.get(0).start(), "unknown instruction in ONBUILD: " + inner.get(0).text());
      }
      restStart = inner.get(0).end();
    }
    int argsStart = skipBlanks(restStart);
    boolean[] json = {false};
    List<Word> values = values(subCmd.isEmpty() ? cmd : subCmd, argsStart, json);
    if (values.isEmpty()) {
      throw error(keyword.start(), keyword.text().toUpperCase(Locale.ROOT) + " requires at least one argument");
    }
    MappingBuilder m = new MappingBuilder();
    Region cmdRegion = region(keyword.start(), keyword.end());
    m.put("Cmd", cmdRegion.startLine(), cmdRegion.startColumn(), new Node.Scalar(TextNode.valueOf(cmd), cmdRegion));
    m.put("SubCmd", whole.startLine(), whole.startColumn(), new Node.Scalar(TextNode.valueOf(subCmd), whole));
    m.put("JSON", whole.startLine(), whole.startColumn(), new Node.Scalar(BooleanNode.valueOf(json[0]), whole));
    Region flagsRegion = flags.isEmpty() ? cmdRegion : region(flags.get(0).start(), flags.get(flags.size() - 1).end());
    m.put("Flags", flagsRegion.startLine(), flagsRegion.startColumn(), sequence(flags, flagsRegion));
    Region valueRegion = region(values.get(0).start(), values.get(values.size() - 1).end());
    if (json[0]) {
      valueRegion = region(argsStart, line.text().length());
    }
    m.put("Value", valueRegion.startLine(), valueRegion.startColumn(), sequence(values, valueRegion));
    m.put("Stage", whole.startLine(), whole.startColumn(), new Node.Scalar(IntNode.valueOf(stage), whole));
    return m.build(whole);
  }

  /** The value words as BuildKit splits each instruction's arguments. */
  private List<Word> values(String cmd, int start, boolean[] json) {
    String text = line.text();
    String rest = text.substring(start).strip();
    switch (cmd) {
      case "run":
      case "cmd":
      case "entrypoint":
      case "shell":
      case "add":
      case "copy":
      case "volume":
        List<Word> array = DockerfileWords.jsonArray(line.text(), start);
        if (array != null) {
          json[0] = true;
          return array;
        }
        if (cmd.equals("add") || cmd.equals("copy") || cmd.equals("volume")) {
          return DockerfileWords.words(text, start, false);
        }
        return rest.isEmpty() ? List.of() : List.of(new Word(rest, start, start + rest.length()));
      case "from":
      case "expose":
        return DockerfileWords.words(text, start, false);
      case "env":
      case "label":
        return nameValues(start);
      case "arg":
        return DockerfileWords.words(text, start, true);
      case "healthcheck":
        List<Word> first = DockerfileWords.words(text, start, false);
        if (!first.isEmpty() && first.get(0).text().equalsIgnoreCase("cmd")) {
          List<Word> out = new ArrayList<>(List.of(first.get(0)));
          out.addAll(values("cmd", skipBlanks(first.get(0).end()), json));
          return out;
        }
        return first;
      default:
        return rest.isEmpty() ? List.of() : List.of(new Word(rest, start, start + rest.length()));
    }
  }

  /** {@code KEY=value KEY2="v w"} as key, value, key, value; the old {@code KEY value} form as two. */
  private List<Word> nameValues(int start) {
    List<Word> words = DockerfileWords.words(line.text(), start, true);
    List<Word> out = new ArrayList<>();
    if (!words.isEmpty() && !words.get(0).text().contains("=")) {
      Word key = words.get(0);
      int valueStart = skipBlanks(key.end());
      String value = line.text().substring(valueStart).strip();
      out.add(key);
      out.add(new Word(value, valueStart, valueStart + value.length()));
      return out;
    }
    for (Word w : words) {
      int eq = w.text().indexOf('=');
      if (eq <= 0) {
        throw error(w.start(), "expected KEY=VALUE, found " + w.text());
      }
      out.add(new Word(w.text().substring(0, eq), w.start(), w.start() + eq));
      out.add(new Word(w.text().substring(eq + 1), w.start() + eq + 1, w.end()));
    }
    return out;
  }

  private int skipBlanks(int i) {
    String text = line.text();
    while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
      i++;
    }
    return i;
  }

  private Node sequence(List<Word> words, Region region) {
    List<Node> items = new ArrayList<>();
    for (Word w : words) {
      items.add(new Node.Scalar(TextNode.valueOf(w.text()), region(w.start(), w.end())));
    }
    return new Node.Sequence(items, region);
  }

  /** The file region of a char range of the current logical line. */
  private Region region(int start, int end) {
    int from = line.offset(start);
    int to = end > start ? line.offset(end - 1) + 1 : from;
    return positions.region(from, to);
  }

  private LocatorException error(int at, String reason) {
    int offset = line.offset(at);
    return new LocatorException(file, positions.line(offset), positions.column(offset), reason);
  }
}
