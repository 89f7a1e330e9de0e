package dev.cairn.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringWriter;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The HTML page's content without a browser (HtmlReportBrowserTest in cli runs it in Chromium). */
class HtmlReportTest {
  @Test
  void regionsAreMarkedTextIsEscapedAndLinksAreAnchors() throws Exception {
    Map<Integer, String> lines = Map.of(1, "a: <b>", 2, "key: \"v&w\"", 3, "c: 3");
    ScanReport report = SampleReports.sample();
    Finding f = new Finding("x.yaml", 0, "data.main.deny", "R<1>", "bad <value> & \"quoted\"", "high", Outcome.FAIL, null,
        new FindingLocation(List.of("key"), 2, 6, 2, 11, List.of()),
        List.of(new FindingLocation(List.of("a"), 1, 1, 1, 7, List.of())), null);
    ScanReport one = new ScanReport(List.of(f), report.errors(), 1, 1, 0);
    StringWriter out = new StringWriter();
    ReportFormats.cairn().named("html").orElseThrow()
        .write(one, new ReportFormat.Context((file, n) -> file.equals("x.yaml") ? lines.get(n) : null, false), out);
    String html = out.toString();
    assertThat(html).startsWith("<!DOCTYPE html>")
        .contains("bad &lt;value&gt; &amp; &quot;quoted&quot;")
        .contains("<code>R&lt;1&gt;</code>")
        .contains("key: <mark data-findings=\"finding-1\">&quot;v&amp;w&quot;</mark>")
        .contains("<span class=\"line\" id=\"file-1-L1\">")
        .contains("href=\"#file-1-L1\">x.yaml:1:1</a>")
        .contains("broken.yaml:3:9: mapping values are not allowed here")
        .doesNotContain("<b>");
  }
}
