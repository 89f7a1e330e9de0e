package dev.cairn.scan;

import dev.cairn.report.SourceText;
import dev.cairn.locator.LocatorException;
import dev.cairn.locator.TextFile;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The lines of scanned inputs, for the text report's excerpts: read on first use (only files with
 * findings are read again) and kept for the rest of the report.
 */
public final class InputSourceText implements SourceText {
  private final Map<String, ScanInput> inputs = new HashMap<>();
  private final Map<String, List<String>> lines = new HashMap<>();

  public InputSourceText(List<ScanInput> inputs) {
    for (ScanInput in : inputs) {
      this.inputs.put(in.name(), in);
    }
  }

  @Override
  public synchronized String line(String file, int line) {
    List<String> text = lines.computeIfAbsent(file, this::read);
    return line >= 1 && line <= text.size() ? text.get(line - 1) : null;
  }

  private List<String> read(String file) {
    ScanInput in = inputs.get(file);
    if (in == null) {
      return List.of();
    }
    String text;
    try {
      text = in.text() != null ? in.text() : in.path() != null ? TextFile.read(in.path()) : "";
    } catch (LocatorException e) {
      return List.of();
    }
    if (text.startsWith("\uFEFF")) {
      text = text.substring(1);
    }
    return text.lines().toList();
  }
}
