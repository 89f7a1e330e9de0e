package dev.cairn.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code cairn scan -o html} in headless Chromium: the page loads with no console message, loads
 * nothing from elsewhere, and the filters hide what they should. Chromium is Debian's package
 * ({@code /usr/bin/chromium}, or {@code CAIRN_CHROMIUM}); without it the test skips, or fails when
 * {@code CAIRN_REQUIRE_PEERS=1}.
 */
class HtmlReportBrowserTest {
  private static Path chromium() {
    String configured = System.getenv("CAIRN_CHROMIUM");
    Path p = Path.of(configured != null ? configured : "/usr/bin/chromium");
    boolean required = "1".equals(System.getenv("CAIRN_REQUIRE_PEERS")) || "1".equals(System.getProperty("CAIRN_REQUIRE_PEERS"));
    if (!Files.isExecutable(p)) {
      assertThat(required).as("CAIRN_REQUIRE_PEERS=1 but there is no Chromium at " + p).isFalse();
      assumeTrue(false, "no Chromium at " + p + " (apt-get install chromium); the HTML report's browser test skips");
    }
    return p;
  }

  /** Runs Chromium on the page and returns the DOM after its scripts ran; console lines go to {@code console}. */
  private static String load(Path chromium, Path page, Path console) throws Exception {
    Process p = new ProcessBuilder(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu",
        "--enable-logging=stderr", "--v=0", "--dump-dom", page.toUri().toString())
        .redirectError(console.toFile())
        .start();
    byte[] dom = p.getInputStream().readAllBytes();
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
    return new String(dom, StandardCharsets.UTF_8);
  }

  private static List<String> consoleLines(Path console) throws Exception {
    return Files.readAllLines(console).stream().filter(l -> l.contains(":CONSOLE") || l.contains("Uncaught")).toList();
  }

  @Test
  void thePageLoadsCleanlyAndTheFiltersWork(@TempDir Path dir) throws Exception {
    Path chromium = chromium();
    CliRun run = CliRun.of("scan", "-p", "../fixtures/policy/v1", "-o", "html", "--explain", "../fixtures/examples");
    assertThat(run.exitCode()).isEqualTo(1);
    String html = run.out();
    assertThat(html).doesNotContain("src=").doesNotContain("<link").doesNotContain("@import").doesNotContain("url(");
    Path page = dir.resolve("report.html");
    Files.writeString(page, html);
    Path console = dir.resolve("console.txt");
    String dom = load(chromium, page, console);
    assertThat(consoleLines(console)).as("console of %s", page).isEmpty();
    assertThat(dom).contains("17 shown").contains("<mark data-findings=\"finding-");

    // choose a severity, then a rule, as a user would, and record what stays visible
    String probe = html.replace("</body>", """
        <script>
        function choose(id, v) { var s = document.getElementById(id); s.value = v; s.dispatchEvent(new Event('change')); }
        function visible() { return Array.from(document.querySelectorAll('.finding:not(.hidden)')); }
        choose('filter-severity', 'critical');
        document.body.dataset.severities = visible().map(function (f) { return f.dataset.severity; }).join(',');
        document.body.dataset.files = Array.from(document.querySelectorAll('section.file:not(.hidden)')).length;
        choose('filter-severity', '');
        choose('filter-rule', 'CAIRN_S3_001');
        document.body.dataset.rules = visible().map(function (f) { return f.dataset.rule; }).join(',');
        document.body.dataset.marks = document.querySelectorAll('mark:not(.off)').length;
        choose('filter-rule', '');
        choose('filter-file', '../fixtures/examples/workloads.yaml');
        document.body.dataset.byfile = visible().length;
        </script>
        </body>""");
    Path probed = dir.resolve("probe.html");
    Files.writeString(probed, probe);
    String after = load(chromium, probed, dir.resolve("console2.txt"));
    assertThat(consoleLines(dir.resolve("console2.txt"))).isEmpty();
    assertThat(attribute(after, "data-severities")).matches("critical(,critical)+");
    assertThat(attribute(after, "data-files")).isEqualTo("3");
    assertThat(attribute(after, "data-rules")).isEqualTo("CAIRN_S3_001");
    assertThat(Integer.parseInt(attribute(after, "data-marks"))).isPositive();
    assertThat(attribute(after, "data-byfile")).isEqualTo(String.valueOf(countOf(html, "data-file=\"../fixtures/examples/workloads.yaml\"") - 1));
  }

  private static int countOf(String s, String part) {
    int n = 0;
    for (int i = s.indexOf(part); i >= 0; i = s.indexOf(part, i + 1)) {
      n++;
    }
    return n;
  }

  private static String attribute(String dom, String name) {
    int at = dom.indexOf(name + "=\"");
    assertThat(at).as(name + " in the page after the probe").isNotNegative();
    int from = at + name.length() + 2;
    return dom.substring(from, dom.indexOf('"', from));
  }
}
