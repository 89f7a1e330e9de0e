package dev.cairn.locator.formats;

import com.fasterxml.jackson.databind.node.TextNode;
import dev.cairn.locator.LocatorException;
import dev.cairn.locator.Region;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Reads XML with the JDK's StAX parser (which reports the position of every event) into conftest's
 * mapping (goxml2json): {@code {"root": ...}}; an element with neither attributes nor child elements
 * is its text; otherwise an object of {@code -attribute} strings (namespace declarations as
 * {@code -xmlns} and {@code -prefix}), child elements by local name (a list when repeated) and its
 * text as {@code #content}. Values stay strings. DTDs and external entities are refused. An element
 * locates from its start tag to its end tag.
 */
public final class XmlReader {

  private static final XMLInputFactory FACTORY = factory();

  private XmlReader() {}

  /** An element being read. */
  private static final class Element {
    final int start;
    int end;
    final List<Node.Entry> attributes = new ArrayList<>();
    final Map<String, List<Element>> children = new LinkedHashMap<>();
    final StringBuilder text = new StringBuilder();

    Element(int start) {
      this.start = start;
    }
  }

  private static XMLInputFactory factory() {
    XMLInputFactory f = XMLInputFactory.newFactory();
    f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
    f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
    f.setProperty(XMLInputFactory.IS_COALESCING, true);
    return f;
  }

  public static Node read(String file, String text, int maxDepth) {
    TextPositions positions = new TextPositions(text);
    List<Element> stack = new ArrayList<>();
    String rootName = null;
    Element root = null;
    XMLStreamReader r = null;
    try {
      r = FACTORY.createXMLStreamReader(new StringReader(text));
      while (r.hasNext()) {
        int event = r.next();
        if (event == XMLStreamConstants.START_ELEMENT) {
          if (stack.size() >= maxDepth) {
            throw error(file, r.getLocation(), "nesting is deeper than the limit of " + maxDepth);
          }
          int tagEnd = offset(positions, text, r.getLocation());
          int start = text.lastIndexOf('<', Math.max(0, tagEnd - 1));
          Element e = new Element(start);
          attributes(r, e, text, positions, start, tagEnd);
          String name = r.getLocalName();
          if (stack.isEmpty()) {
            rootName = name;
            root = e;
          } else {
            stack.get(stack.size() - 1).children.computeIfAbsent(name, n -> new ArrayList<>()).add(e);
          }
          stack.add(e);
        } else if (event == XMLStreamConstants.END_ELEMENT) {
          Element e = stack.remove(stack.size() - 1);
          e.end = offset(positions, text, r.getLocation());
        } else if ((event == XMLStreamConstants.CHARACTERS || event == XMLStreamConstants.CDATA) && !stack.isEmpty()) {
          stack.get(stack.size() - 1).text.append(r.getText());
        }
      }
    } catch (XMLStreamException e) {
      Location at = e.getLocation();
      String message = e.getMessage();
      int cut = message == null ? -1 : message.indexOf("Message: ");
      String reason = cut >= 0 ? message.substring(cut + 9) : message;
      throw at == null ? new LocatorException(file, 1, 1, reason) : error(file, at, reason);
    } finally {
      close(r);
    }
    if (root == null) {
      throw new LocatorException(file, 1, 1, "no XML element");
    }
    MappingBuilder doc = new MappingBuilder();
    Region rr = positions.region(root.start, root.end);
    doc.put(rootName, rr.startLine(), rr.startColumn(), value(root, positions));
    return doc.build(positions.region(0, text.length()));
  }

  private static void attributes(XMLStreamReader r, Element e, String text, TextPositions positions, int start, int tagEnd) {
    for (int i = 0; i < r.getNamespaceCount(); i++) {
      String prefix = r.getNamespacePrefix(i);
      String name = prefix == null || prefix.isEmpty() ? "xmlns" : prefix;
      String written = prefix == null || prefix.isEmpty() ? "xmlns" : "xmlns:" + prefix;
      e.attributes.add(attribute(name, written, r.getNamespaceURI(i), text, positions, start, tagEnd));
    }
    for (int i = 0; i < r.getAttributeCount(); i++) {
      String prefix = r.getAttributePrefix(i);
      String local = r.getAttributeLocalName(i);
      String written = prefix == null || prefix.isEmpty() ? local : prefix + ":" + local;
      e.attributes.add(attribute(local, written, r.getAttributeValue(i), text, positions, start, tagEnd));
    }
  }

  /** An attribute locates where its name is written in the start tag (StAX gives no attribute positions). */
  private static Node.Entry attribute(
      String name, String written, String value, String text, TextPositions positions, int start, int tagEnd) {
    int at = start;
    int found;
    while ((found = text.indexOf(written, at)) >= 0 && found < tagEnd) {
      int after = found + written.length();
      while (after < tagEnd && Character.isWhitespace(text.charAt(after))) {
        after++;
      }
      if (Character.isWhitespace(text.charAt(found - 1)) && after < tagEnd && text.charAt(after) == '=') {
        break;
      }
      at = found + 1;
    }
    int keyStart = found >= 0 && found < tagEnd ? found : start;
    int end = keyStart == start ? tagEnd : valueEnd(text, keyStart, tagEnd);
    return new Node.Entry("-" + name, positions.line(keyStart), positions.column(keyStart),
        new Node.Scalar(TextNode.valueOf(value), positions.region(keyStart, end)));
  }

  private static int valueEnd(String text, int keyStart, int tagEnd) {
    int eq = text.indexOf('=', keyStart);
    int i = eq + 1;
    while (i < tagEnd && Character.isWhitespace(text.charAt(i))) {
      i++;
    }
    if (i < tagEnd) {
      int close = text.indexOf(text.charAt(i), i + 1);
      if (close > 0 && close < tagEnd) {
        return close + 1;
      }
    }
    return tagEnd;
  }

  private static Node value(Element e, TextPositions positions) {
    Region region = positions.region(e.start, e.end);
    String text = e.text.toString().strip();
    if (e.attributes.isEmpty() && e.children.isEmpty()) {
      return new Node.Scalar(TextNode.valueOf(text), region);
    }
    MappingBuilder m = new MappingBuilder();
    if (!text.isEmpty()) {
      m.put("#content", region.startLine(), region.startColumn(), new Node.Scalar(TextNode.valueOf(text), region));
    }
    for (Node.Entry a : e.attributes) {
      m.put(a.key(), a.line(), a.column(), a.value());
    }
    for (Map.Entry<String, List<Element>> c : e.children.entrySet()) {
      List<Element> list = c.getValue();
      Element first = list.get(0);
      Node v;
      if (list.size() == 1) {
        v = value(first, positions);
      } else {
        List<Node> items = new ArrayList<>();
        for (Element x : list) {
          items.add(value(x, positions));
        }
        v = new Node.Sequence(items, positions.region(first.start, list.get(list.size() - 1).end));
      }
      m.put(c.getKey(), positions.line(first.start), positions.column(first.start), v);
    }
    return m.build(region);
  }

  /** The char offset of a StAX location (its line and column; the column counts chars from 1). */
  private static int offset(TextPositions positions, String text, Location at) {
    int line = Math.max(1, Math.min(at.getLineNumber(), positions.lineCount()));
    return Math.min(text.length(), positions.lineStart(line) + Math.max(0, at.getColumnNumber() - 1));
  }

  private static LocatorException error(String file, Location at, String reason) {
    return new LocatorException(file, Math.max(1, at.getLineNumber()), Math.max(1, at.getColumnNumber()), reason);
  }

  private static void close(XMLStreamReader r) {
    if (r != null) {
      try {
        r.close();
      } catch (XMLStreamException e) {
        // nothing more to read
      }
    }
  }
}
