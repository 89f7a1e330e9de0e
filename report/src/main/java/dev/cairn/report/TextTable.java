package dev.cairn.report;

import java.util.List;

/**
 * A table with a header row, borders and left-aligned cells: in plain ASCII ({@code +--+}, as
 * {@code opa eval --format pretty} draws it), or {@link #renderBoxed boxed} in box-drawing
 * characters with a centred header (as conftest's {@code table} output).
 */
public final class TextTable {
  private record Style(String top, String middle, String bottom, char horizontal, String vertical, boolean centreHeader) {}

  private static final Style ASCII = new Style("+++", "+++", "+++", '-', "|", false);
  private static final Style BOXED = new Style("┌┬┐", "├┼┤", "└┴┘", '─', "│", true);

  private TextTable() {}

  public static String render(List<String> header, List<List<String>> rows) {
    return render(ASCII, header, rows);
  }

  public static String renderBoxed(List<String> header, List<List<String>> rows) {
    return render(BOXED, header, rows);
  }

  private static String render(Style style, List<String> header, List<List<String>> rows) {
    int[] widths = new int[header.size()];
    for (int i = 0; i < widths.length; i++) {
      widths[i] = header.get(i).length();
      for (List<String> row : rows) {
        widths[i] = Math.max(widths[i], row.get(i).length());
      }
    }
    StringBuilder sb = new StringBuilder();
    border(sb, style, style.top(), widths);
    line(sb, style, widths, header, style.centreHeader());
    border(sb, style, style.middle(), widths);
    for (List<String> row : rows) {
      line(sb, style, widths, row, false);
    }
    border(sb, style, style.bottom(), widths);
    return sb.toString();
  }

  /** {@code corners}: the left, inner and right joints of the border. */
  private static void border(StringBuilder sb, Style style, String corners, int[] widths) {
    for (int i = 0; i < widths.length; i++) {
      sb.append(corners.charAt(i == 0 ? 0 : 1)).append(String.valueOf(style.horizontal()).repeat(widths[i] + 2));
    }
    sb.append(corners.charAt(2)).append('\n');
  }

  private static void line(StringBuilder sb, Style style, int[] widths, List<String> cells, boolean centre) {
    for (int i = 0; i < widths.length; i++) {
      String cell = cells.get(i);
      int space = widths[i] - cell.length();
      int before = centre ? space / 2 : 0;
      sb.append(style.vertical()).append(' ').append(" ".repeat(before)).append(cell)
          .append(" ".repeat(space - before + 1));
    }
    sb.append(style.vertical()).append('\n');
  }
}
