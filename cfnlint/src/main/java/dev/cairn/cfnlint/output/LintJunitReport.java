package dev.cairn.cfnlint.output;

import dev.cairn.report.Finding;
import dev.cairn.report.ScanReport;
import java.io.Writer;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * {@code cairn lint --format junit}: one test suite, one test case per linted file; each finding is
 * a failing test case named after its rule and place, as CI systems show JUnit results.
 */
final class LintJunitReport {
  private LintJunitReport() {}

  /** Every file the report says was checked gets a test case, passing when it has no finding. */
  static void write(ScanReport report, Writer out) throws java.io.IOException {
    try {
      writeXml(report, out);
    } catch (XMLStreamException e) {
      throw new java.io.IOException("junit output: " + e.getMessage(), e);
    }
  }

  private static void writeXml(ScanReport report, Writer out) throws XMLStreamException, java.io.IOException {
    Map<String, List<Finding>> byFile = new LinkedHashMap<>();
    report.checked().forEach(c -> byFile.put(c.file(), new java.util.ArrayList<>()));
    report.findings().forEach(f -> byFile.computeIfAbsent(f.file(), k -> new java.util.ArrayList<>()).add(f));
    int cases = 0;
    for (List<Finding> fs : byFile.values()) {
      cases += Math.max(1, fs.size());
    }
    XMLStreamWriter xml = XMLOutputFactory.newInstance().createXMLStreamWriter(out);
    xml.writeStartDocument("UTF-8", "1.0");
    xml.writeCharacters("\n");
    xml.writeStartElement("testsuites");
    xml.writeStartElement("testsuite");
    xml.writeAttribute("name", "cairn lint");
    xml.writeAttribute("tests", Integer.toString(cases));
    xml.writeAttribute("failures", Integer.toString(report.findings().size()));
    xml.writeCharacters("\n");
    for (Map.Entry<String, List<Finding>> e : byFile.entrySet()) {
      if (e.getValue().isEmpty()) {
        testCase(xml, e.getKey(), e.getKey());
        xml.writeEndElement();
        xml.writeCharacters("\n");
      }
      for (Finding f : e.getValue()) {
        String where = f.file() + (f.location() == null ? "" : ":" + f.location().line() + ":" + f.location().column());
        testCase(xml, f.ruleId() + " " + where, f.file());
        xml.writeStartElement("failure");
        xml.writeAttribute("type", f.ruleId());
        xml.writeAttribute("message", f.message());
        xml.writeCharacters(where + ": " + f.severity() + " " + f.ruleId() + ": " + f.message());
        xml.writeEndElement();
        xml.writeEndElement();
        xml.writeCharacters("\n");
      }
    }
    xml.writeEndElement();
    xml.writeEndElement();
    xml.writeEndDocument();
    xml.flush();
    out.write("\n");
  }

  private static void testCase(XMLStreamWriter xml, String name, String file) throws XMLStreamException {
    xml.writeStartElement("testcase");
    xml.writeAttribute("name", name);
    xml.writeAttribute("classname", file);
  }
}
