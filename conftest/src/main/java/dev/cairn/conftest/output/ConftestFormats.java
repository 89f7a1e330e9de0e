package dev.cairn.conftest.output;

import dev.cairn.report.ReportFormat;
import dev.cairn.report.ReportFormats;
import dev.cairn.report.ScanReport;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;

/**
 * conftest's output shapes as report formats: each turns the merged scan report into conftest's
 * results (one per namespace and input, findings of every kind of check included) and writes them.
 */
public final class ConftestFormats {
  private ConftestFormats() {}

  /**
   * Every shape {@code conftest test --output} offers (stdout, json, tap, table, junit, github,
   * azuredevops, sarif).
   *
   * @param namespaces the namespaces to report for a scan, as {@link CheckResults#of} takes them
   */
  public static ReportFormats of(OutputOptions options, Function<ScanReport, Collection<String>> namespaces) {
    ReportFormats.Builder b = ReportFormats.builder();
    for (ConftestFormat shape : ConftestFormat.values()) {
      String name = shape.name().toLowerCase(Locale.ROOT);
      b.add(ReportFormat.of(name, (report, context, out) ->
          write(shape, CheckResults.of(report, namespaces.apply(report)), options, out)));
    }
    return b.build();
  }

  /**
   * The shapes {@code cairn scan} offers beside its own (tap, table, junit), with conftest's
   * defaults and colour off, over the namespaces the scan evaluated.
   */
  public static ReportFormats forScan() {
    return ReportFormats.builder()
        .addAll(of(OutputOptions.PLAIN, ConftestFormats::evaluatedNamespaces))
        .only("tap", "table", "junit")
        .build();
  }

  /** The namespaces of the rules a scan evaluated, in order. */
  public static List<String> evaluatedNamespaces(ScanReport report) {
    Set<String> out = new LinkedHashSet<>();
    report.checked().forEach(c -> c.rules().forEach(r -> out.add(c.namespace(r))));
    return List.copyOf(out);
  }

  private static void write(ConftestFormat shape, List<CheckResult> results, OutputOptions options, Writer out)
      throws IOException {
    PrintWriter printer = out instanceof PrintWriter p ? p : new PrintWriter(out);
    shape.write(results, options, printer);
    printer.flush();
  }
}
