package dev.cairn.cli;

import dev.cairn.report.ReportFormat;
import dev.cairn.report.SarifImport;
import dev.cairn.report.SarifImportException;
import dev.cairn.report.ScanReport;
import dev.cairn.report.SourceText;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code cairn report html FILE.sarif}: a SARIF 2.1.0 log, Cairn's or another tool's, as the HTML page. */
@Command(
    name = "report",
    description = "Render a SARIF 2.1.0 file (Cairn's or another tool's) as a report.",
    mixinStandardHelpOptions = true,
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:written", "2:the file cannot be read as SARIF 2.1.0"})
final class ReportCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FORMAT", description = "html")
  String format;

  @Parameters(index = "1", paramLabel = "FILE", description = "The SARIF file.")
  Path sarif;

  @Option(
      names = "--source-root",
      paramLabel = "DIR",
      description = "Where the SARIF file's relative file names are read from, for the source shown (default: the current directory).")
  Path sourceRoot = Path.of(".");

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (!format.equals("html")) {
      err.println("cairn report: unknown format " + format + " (html)");
      return ExitCodes.ERROR;
    }
    ScanReport report;
    try {
      report = SarifImport.read(sarif);
    } catch (SarifImportException e) {
      err.println(e.getMessage());
      return ExitCodes.ERROR;
    }
    ReportFormat.HTML.write(report, new ReportFormat.Context(new FileLines(sourceRoot), false), out);
    out.flush();
    return ExitCodes.OK;
  }

  /** The lines of the files a SARIF log names, read once each; a file not there shows no source. */
  private static final class FileLines implements SourceText {
    private final Path root;
    private final Map<String, List<String>> read = new HashMap<>();

    FileLines(Path root) {
      this.root = root;
    }

    @Override
    public String line(String file, int line) {
      List<String> lines = read.computeIfAbsent(file, f -> {
        try {
          Path p = root.resolve(f);
          return Files.isRegularFile(p) ? Files.readAllLines(p) : List.of();
        } catch (IOException | RuntimeException e) {
          return List.of();
        }
      });
      return line >= 1 && line <= lines.size() ? lines.get(line - 1) : null;
    }
  }
}
