package dev.cairn.conftest.output;

import java.io.Writer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * conftest's {@code junit} output (go-junit-report's layout): a test suite {@code conftest.<ns>}
 * per namespace, a test case per warning and failure (both failed), skipped test and success,
 * named {@code file - first line of the message} ({@code file} alone with --junit-hide-message). An
 * error (an input that could not be read, a rule that could not be evaluated) is a test case with
 * JUnit's {@code <error>}.
 */
final class JunitOutput {
  private record Case(String name, String failure, String skipped, String error) {
    Case(String name, String failure, String skipped) {
      this(name, failure, skipped, null);
    }
  }

  private JunitOutput() {}

  static void write(List<CheckResult> results, boolean hideMessage, Writer out) throws XMLStreamException {
    Map<String, List<Case>> suites = new LinkedHashMap<>();
    for (CheckResult r : results) {
      List<Case> cases = suites.computeIfAbsent(r.namespace(), k -> new ArrayList<>());
      for (ResultMessage m : r.warnings()) {
        cases.add(new Case(name(r.file(), m.msg(), hideMessage), m.msg(), null));
      }
      for (ResultMessage m : r.failures()) {
        cases.add(new Case(name(r.file(), m.msg(), hideMessage), m.msg(), null));
      }
      for (ResultMessage m : r.errors()) {
        cases.add(new Case(name(r.file(), m.msg(), hideMessage), null, null, m.msg()));
      }
      for (ResultMessage m : r.skipped()) {
        cases.add(new Case(name(r.file(), m.msg(), hideMessage), null, m.msg()));
      }
      for (int i = 0; i < r.successes(); i++) {
        cases.add(new Case(r.file(), null, null));
      }
    }
    XMLStreamWriter x = XMLOutputFactory.newInstance().createXMLStreamWriter(out);
    x.writeStartDocument("UTF-8", "1.0");
    x.writeCharacters("\n");
    x.writeStartElement("testsuites");
    suites.values().removeIf(List::isEmpty); // a namespace without policies has no suite
    for (var suite : suites.entrySet()) {
      String name = "conftest." + suite.getKey();
      String classname = name.substring(name.lastIndexOf('/') + 1);
      long failures = suite.getValue().stream().filter(c -> c.failure() != null).count();
      long errors = suite.getValue().stream().filter(c -> c.error() != null).count();
      x.writeCharacters("\n\t");
      x.writeStartElement("testsuite");
      x.writeAttribute("tests", Integer.toString(suite.getValue().size()));
      x.writeAttribute("failures", Long.toString(failures));
      if (errors > 0) {
        x.writeAttribute("errors", Long.toString(errors));
      }
      x.writeAttribute("time", "0.000");
      x.writeAttribute("name", name);
      for (Case c : suite.getValue()) {
        x.writeCharacters("\n\t\t");
        x.writeStartElement("testcase");
        x.writeAttribute("classname", classname);
        x.writeAttribute("name", c.name());
        x.writeAttribute("time", "0.000");
        if (c.skipped() != null) {
          x.writeCharacters("\n\t\t\t");
          x.writeStartElement("skipped");
          x.writeAttribute("message", c.skipped());
          x.writeEndElement();
          x.writeCharacters("\n\t\t");
        }
        if (c.error() != null) {
          problem(x, "error", "Error", c.error());
        }
        if (c.failure() != null) {
          problem(x, "failure", "Failed", c.failure());
        }
        x.writeEndElement();
      }
      x.writeCharacters("\n\t");
      x.writeEndElement();
    }
    if (!suites.isEmpty()) {
      x.writeCharacters("\n");
    }
    x.writeEndElement();
    x.writeEndDocument();
    x.flush();
  }

  /** A {@code <failure>} or {@code <error>} of a test case, as go-junit-report writes them. */
  private static void problem(XMLStreamWriter x, String element, String message, String text) throws XMLStreamException {
    x.writeCharacters("\n\t\t\t");
    x.writeStartElement(element);
    x.writeAttribute("message", message);
    x.writeAttribute("type", "");
    x.writeCharacters(text);
    x.writeEndElement();
    x.writeCharacters("\n\t\t");
  }

  private static String name(String file, String message, boolean hideMessage) {
    if (hideMessage || message.isEmpty()) {
      return file;
    }
    return file + " - " + message.split("\n", -1)[0];
  }
}
