package dev.cairn.conftest.output;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import javax.xml.stream.XMLStreamException;

/**
 * conftest's {@code --output} shapes over its results ({@link ConftestFormats} offers them over a
 * scan report; {@code cairn conftest verify} writes its test results with them directly).
 */
public enum ConftestFormat {
  STDOUT,
  JSON,
  TAP,
  TABLE,
  JUNIT,
  GITHUB,
  AZUREDEVOPS,
  SARIF;

  /** The format named as on conftest's command line, or null when there is none by that name. */
  public static ConftestFormat named(String name) {
    for (ConftestFormat f : values()) {
      if (f.name().toLowerCase(Locale.ROOT).equals(name)) {
        return f;
      }
    }
    return null;
  }

  /** Writes conftest's results in this shape. */
  public void write(List<CheckResult> results, OutputOptions options, PrintWriter out) throws IOException {
    switch (this) {
      case STDOUT -> StandardOutput.write(results, options, out);
      case JSON -> JsonResults.write(results, out);
      case TAP -> TapOutput.write(results, out);
      case TABLE -> TableOutput.write(results, out);
      case JUNIT -> junit(results, options, out);
      case GITHUB -> GithubOutput.write(results, out);
      case AZUREDEVOPS -> AzureDevOpsOutput.write(results, out);
      case SARIF -> SarifOutput.write(results, out);
    }
    out.flush();
  }

  private static void junit(List<CheckResult> results, OutputOptions o, PrintWriter out) throws IOException {
    try {
      JunitOutput.write(results, o.junitHideMessage(), out);
      out.println();
    } catch (XMLStreamException e) {
      throw new IOException("junit output: " + e.getMessage(), e);
    }
  }
}
