package dev.cairn.guard.output;

import dev.cairn.guard.RuleOutcome;
import dev.cairn.guard.Status;
import dev.cairn.guard.Validation;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * JUnit XML in the shape of cfn-guard 3.1.1's {@code -o junit}: {@code testsuites} named
 * "cfn-guard validate report", one {@code testsuite} per data file, one {@code testcase} per rules file
 * (its file name), failing with the last failing rule's name as {@code message} and every failing
 * check's message as text. Times are in milliseconds.
 */
final class CfnGuardJunit {

  private CfnGuardJunit() {}

  static void write(List<Validation> validations, long millis, Writer out) throws XMLStreamException {
    Map<String, List<Validation>> byData = new LinkedHashMap<>();
    validations.forEach(v -> byData.computeIfAbsent(v.dataFile(), k -> new ArrayList<>()).add(v));
    int failures = 0;
    for (Validation v : validations) {
      failures += Validation.status(v.outcomes()) == Status.FAIL ? 1 : 0;
    }
    XMLStreamWriter xml = XMLOutputFactory.newInstance().createXMLStreamWriter(out);
    xml.writeStartDocument("UTF-8", "1.0");
    xml.writeCharacters("\n");
    xml.writeStartElement("testsuites");
    xml.writeAttribute("name", "cfn-guard validate report");
    xml.writeAttribute("tests", Integer.toString(validations.size()));
    xml.writeAttribute("failures", Integer.toString(failures));
    xml.writeAttribute("errors", "0");
    xml.writeAttribute("time", Long.toString(millis));
    for (Map.Entry<String, List<Validation>> e : byData.entrySet()) {
      long failed = e.getValue().stream().filter(v -> Validation.status(v.outcomes()) == Status.FAIL).count();
      xml.writeCharacters("\n    ");
      xml.writeStartElement("testsuite");
      xml.writeAttribute("name", e.getKey());
      xml.writeAttribute("errors", "0");
      xml.writeAttribute("failures", Long.toString(failed));
      xml.writeAttribute("time", Long.toString(millis));
      for (Validation v : e.getValue()) {
        xml.writeCharacters("\n        ");
        xml.writeStartElement("testcase");
        xml.writeAttribute("name", String.valueOf(Path.of(v.rulesFile()).getFileName()));
        xml.writeAttribute("time", "0");
        String lastFailing = null;
        StringBuilder text = new StringBuilder();
        for (RuleOutcome o : v.outcomes()) {
          if (o.status() == Status.FAIL) {
            lastFailing = o.rule();
            o.failures().forEach(c -> text.append(c.reason()).append(c.customMessage() == null ? "" : " " + c.customMessage()));
          }
        }
        if (lastFailing != null) {
          xml.writeCharacters("\n            ");
          xml.writeStartElement("failure");
          xml.writeAttribute("message", lastFailing);
          xml.writeCharacters(text.toString());
          xml.writeEndElement();
        }
        xml.writeCharacters("\n        ");
        xml.writeEndElement();
      }
      xml.writeCharacters("\n    ");
      xml.writeEndElement();
    }
    xml.writeCharacters("\n");
    xml.writeEndElement();
    xml.writeEndDocument();
    xml.flush();
  }
}
