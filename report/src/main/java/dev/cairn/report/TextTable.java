package dev.cairn.report;

import java.util.List;

/** A plain ASCII table with a header row, borders and left-aligned cells. */
public final class TextTable {
  private TextTable() {}

  public static String render(List<String> header, List<List<String>> rows) {
    int[] widths = new int[header.size()];
    for (int i = 0; i < widths.length; i++) {
      widths[i] = header.get(i).length();
      for (List<String> row : rows) {
        widths[i] = Math.max(widths[i], row.get(i).length());
      }
    }
    StringBuilder sb = new StringBuilder();
    border(sb, widths);
    line(sb, widths, header);
    border(sb, widths);
    for (List<String> row : rows) {
      line(sb, widths, row);
    }
    border(sb, widths);
    return sb.toString();
  }

  private static void border(StringBuilder sb, int[] widths) {
    for (int w : widths) {
      sb.append('+').append("-".repeat(w + 2));
    }
    sb.append("+\n");
  }

  private static void line(StringBuilder sb, int[] widths, List<String> cells) {
    for (int i = 0; i < widths.length; i++) {
      String cell = cells.get(i);
      sb.append("| ").append(cell).append(" ".repeat(widths[i] - cell.length() + 1));
    }
    sb.append("|\n");
  }
}
