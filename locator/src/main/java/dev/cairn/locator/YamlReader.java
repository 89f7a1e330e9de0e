package dev.cairn.locator;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.common.Anchor;
import org.snakeyaml.engine.v2.common.ScalarStyle;
import org.snakeyaml.engine.v2.events.AliasEvent;
import org.snakeyaml.engine.v2.events.CollectionStartEvent;
import org.snakeyaml.engine.v2.events.Event;
import org.snakeyaml.engine.v2.events.ScalarEvent;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
import org.snakeyaml.engine.v2.exceptions.ReaderException;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;
import org.snakeyaml.engine.v2.parser.Parser;
import org.snakeyaml.engine.v2.parser.ParserImpl;
import org.snakeyaml.engine.v2.scanner.StreamReader;

/**
 * Reads a YAML stream through SnakeYAML Engine's event API (not its composer, which recurses per
 * nesting level) into documents. Anchors are resolved here: an alias copies the anchored value into
 * the tree, while its index edge points at the anchored definition.
 */
final class YamlReader {

  private static final String CORE_TAG = "tag:yaml.org,2002:";
  /** Longer texts are rarely repeated, and hashing them costs more than sharing saves. */
  private static final int SHARED_TEXT_LENGTH = 64;

  private final String file;
  private final String text;
  private final Limits limits;
  private final LineMap lines;
  private final TreeAssembler assembler;
  private final Map<String, Built> anchors = new HashMap<>();
  private final List<OpenCollection> open = new ArrayList<>();
  /** One String per distinct short scalar text of the file (see {@link #shared}). */
  private final Map<String, String> texts = new HashMap<>();

  /** What a collection's end needs from its start: anchor and tag (or null), and whether it has brackets. */
  private record OpenCollection(String anchor, String tag, boolean bracketed) {}

  private YamlReader(String file, String text, Limits limits) {
    this.file = file;
    this.text = text;
    this.limits = limits;
    this.lines = new LineMap(text);
    this.assembler = new TreeAssembler(file, limits);
  }

  static List<Document> read(String file, String text, Limits limits) {
    return new YamlReader(file, text, limits).readAll();
  }

  private List<Document> readAll() {
    LoadSettings settings = LoadSettings.builder()
        .setLabel(file)
        .setCodePointLimit((int) Math.min(Integer.MAX_VALUE, limits.maxFileChars() + 1))
        .setMaxAliasesForCollections(Integer.MAX_VALUE)
        .build();
    StreamReader reader = new StreamReader(settings, text);
    Parser parser = new ParserImpl(settings, reader);
    List<Document> documents = new ArrayList<>();
    int docLine = 1;
    int docColumn = 1;
    try {
      while (parser.hasNext()) {
        Event e = parser.next();
        switch (e.getEventId()) {
          case DocumentStart:
            Mark m = start(e);
            if (documents.size() >= limits.maxDocuments()) {
              throw assembler.error(m.getLine() + 1, column(m),
                  "more documents than the limit of " + limits.maxDocuments());
            }
            docLine = m.getLine() + 1;
            docColumn = column(m);
            anchors.clear();
            break;
          case DocumentEnd:
            documents.add(assembler.finish(documents.size(), docLine, docColumn));
            break;
          case MappingStart:
          case SequenceStart:
            beginCollection((CollectionStartEvent) e);
            break;
          case MappingEnd:
          case SequenceEnd:
            endCollection(e);
            break;
          case Scalar:
            scalar((ScalarEvent) e);
            break;
          case Alias:
            alias((AliasEvent) e);
            break;
          default:
            break;
        }
      }
    } catch (MarkedYamlEngineException ex) {
      Mark m = ex.getProblemMark().or(ex::getContextMark).orElse(null);
      String reason = ex.getProblem() == null ? "invalid YAML" : ex.getProblem();
      if (ex.getContext() != null) {
        reason = reason + " (" + ex.getContext() + ")";
      }
      throw m == null ? assembler.error(1, 1, reason) : assembler.error(m.getLine() + 1, column(m), reason);
    } catch (ReaderException ex) {
      int offset = text.offsetByCodePoints(0, Math.min(ex.getPosition(), text.codePointCount(0, text.length())));
      int line = lines.lineOf(offset);
      throw assembler.error(line + 1, offset - lines.lineStart(line) + 1,
          String.format("special character U+%04X is not allowed", ex.getCodePoint()));
    } catch (YamlEngineException ex) {
      throw assembler.error(1, 1, String.valueOf(ex.getMessage()));
    } catch (IllegalArgumentException | IndexOutOfBoundsException ex) {
      // SnakeYAML's scanner lets a few malformed inputs through as plain runtime exceptions (a
      // "\x" escape with no hex digits is a NumberFormatException): where it stopped reading is
      // the place to name.
      throw assembler.error(reader.getLine() + 1, reader.getColumn() + 1,
          "malformed YAML the parser could not read (an escape sequence or character it rejects)");
    }
    return documents;
  }

  private void beginCollection(CollectionStartEvent e) {
    Mark m = start(e);
    if (assembler.expectsKey()) {
      throw assembler.error(m.getLine() + 1, column(m), "a mapping key must be a scalar");
    }
    assembler.begin(e.getEventId() == Event.ID.MappingStart, m.getLine() + 1, column(m));
    open.add(new OpenCollection(anchorName(e.getAnchor()), e.getTag().orElse(null), e.isFlow() && opensWithBracket(m)));
  }

  private void endCollection(Event e) {
    OpenCollection info = open.remove(open.size() - 1);
    long end = info.bracketed() ? end(e, start(e)) : 0;
    Built b = assembler.end(info.bracketed(), (int) (end >>> 32), (int) end);
    if (info.tag() != null && isShortFormTag(info.tag())) {
      b = shortForm(info.tag(), b);
    }
    deliver(b, info.anchor());
  }

  private void scalar(ScalarEvent e) {
    Mark m = start(e);
    int line = m.getLine() + 1;
    int col = column(m);
    JsonNode value;
    String tag = e.getTag().orElse(null);
    String text = shared(e.getValue());
    try {
      value = resolve(e, text, tag);
    } catch (IllegalArgumentException ex) {
      throw assembler.error(line, col, ex.getMessage());
    }
    if (assembler.expectsKey()) {
      boolean merge = (e.isPlain() && tag == null && text.equals("<<"))
          || (CORE_TAG + "merge").equals(tag);
      String key = keyText(value, text);
      assembler.key(key, merge, line, col);
      String anchor = anchorName(e.getAnchor());
      if (anchor != null) {
        anchors.put(anchor, new Built(value, SourceIndex.LEAF, 1, 0, line, col, line, col));
      }
      return;
    }
    long end = end(e, m);
    Built b = new Built(value, SourceIndex.LEAF, 1, 0, line, col, (int) (end >>> 32), (int) end);
    if (tag != null && isShortFormTag(tag)) {
      b = shortForm(tag, b);
    }
    deliver(b, anchorName(e.getAnchor()));
  }

  private void alias(AliasEvent e) {
    Mark m = start(e);
    int line = m.getLine() + 1;
    int col = column(m);
    String name = e.getAlias().getValue();
    Built anchored = anchors.get(name);
    if (anchored == null) {
      throw assembler.error(line, col, "alias *" + name + " refers to no anchor defined before it");
    }
    if (assembler.expectsKey()) {
      if (anchored.value().isContainerNode()) {
        throw assembler.error(line, col, "a mapping key must be a scalar");
      }
      assembler.key(anchored.value().asText(), false, line, col);
      return;
    }
    assembler.checkHeight(anchored.height(), line, col);
    assembler.chargeExpansion(anchored.size(), line, col);
    long end = end(e, m);
    assembler.attach(new Built(anchored.value().deepCopy(), anchored.target(), anchored.size(),
        anchored.height(), line, col, (int) (end >>> 32), (int) end));
  }

  private void deliver(Built b, String anchor) {
    if (anchor != null) {
      anchors.put(anchor, b);
    }
    assembler.attach(b);
  }

  /**
   * The first String of the file with this text, for a short one: a document repeats its keys
   * ({@code Type}, {@code Properties}) and many values in every resource, and the parser makes a
   * new String of each. Shared here, while each is fresh in the cache, the tree holds one String
   * per text, its hash computed once; whoever reads the tree later (the evaluator's conversion
   * shares its keys and short strings by text too) then finds each text among a few objects the
   * cache holds, instead of hashing and comparing thousands of copies it no longer does.
   */
  private String shared(String s) {
    if (s.length() > SHARED_TEXT_LENGTH) {
      return s;
    }
    String first = texts.putIfAbsent(s, s);
    return first == null ? s : first;
  }

  private JsonNode resolve(ScalarEvent e, String s, String tag) {
    if (tag == null) {
      return e.getScalarStyle() == ScalarStyle.PLAIN
          ? CoreScalars.resolvePlain(s, limits.maxNumberLength())
          : TreeAssembler.NODES.textNode(s);
    }
    if (tag.startsWith(CORE_TAG)) {
      return CoreScalars.resolveTagged(tag.substring(CORE_TAG.length()), s, limits.maxNumberLength());
    }
    return TreeAssembler.NODES.textNode(s);
  }

  /** Non-string keys become strings as OPA's YAML-to-JSON conversion writes them. */
  private static String keyText(JsonNode value, String text) {
    if (value.isTextual()) {
      return value.textValue();
    }
    if (value.isNull() || value.isBoolean() || value.isIntegralNumber()) {
      return value.asText();
    }
    return text;
  }

  /** A local tag such as {@code !Ref} or {@code !Sub}: CloudFormation's short form. */
  private static boolean isShortFormTag(String tag) {
    return tag.length() > 1 && tag.charAt(0) == '!';
  }

  /**
   * {@code !Ref X} is {@code {"Ref": "X"}}, {@code !Condition X} is {@code {"Condition": "X"}},
   * {@code !GetAtt A.B} is {@code {"Fn::GetAtt": ["A", "B"]}}, any other {@code !Name v} is
   * {@code {"Fn::Name": v}}. The entry locates at the tagged node.
   */
  private Built shortForm(String tag, Built b) {
    String name = tag.substring(1);
    if (name.equals("Ref") || name.equals("Condition")) {
      return assembler.wrap(name, b);
    }
    if (name.equals("GetAtt") && b.value().isTextual()) {
      String s = b.value().textValue();
      int dot = s.indexOf('.');
      List<String> parts = dot < 0 ? List.of(s) : List.of(s.substring(0, dot), s.substring(dot + 1));
      return assembler.wrap("Fn::GetAtt", assembler.scalarArray(parts, b));
    }
    return assembler.wrap("Fn::" + name, b);
  }

  private static String anchorName(Optional<Anchor> anchor) {
    return anchor.map(Anchor::getValue).orElse(null);
  }

  private Mark start(Event e) {
    return e.getStartMark().orElseThrow();
  }

  private int column(Mark m) {
    return lines.column(m.getLine(), m.getColumn());
  }

  /** False for the implicit mapping of a single pair in a flow sequence ({@code [a: 1]}), which has no brackets. */
  private boolean opensWithBracket(Mark start) {
    int offset = lines.offset(start.getLine(), start.getColumn());
    char first = offset < text.length() ? text.charAt(offset) : ' ';
    return first == '{' || first == '[' || first == '&' || first == '!';
  }

  /** The event's end as (1-based line << 32 | UTF-16 column), moved back over trailing blank lines. */
  private long end(Event e, Mark start) {
    Mark m = e.getEndMark().orElseThrow();
    int floor = lines.offset(start.getLine(), start.getColumn());
    int offset = lines.trimEnd(lines.offset(m.getLine(), m.getColumn()), floor);
    // Usually the parser's own end line: no blank lines to move back over.
    int line = lines.lineOf(offset, m.getLine());
    return ((long) (line + 1) << 32) | (offset - lines.lineStart(line) + 1);
  }
}
