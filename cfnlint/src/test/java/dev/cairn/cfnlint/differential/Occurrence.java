package dev.cairn.cfnlint.differential;

/**
 * One finding as the differential suite compares it: the template (its path as given to both
 * tools), the rule id and the line it is reported at. Messages and columns differ between the tools
 * by design; the rule and the line are what a user acts on.
 */
record Occurrence(String file, String rule, int line) implements Comparable<Occurrence> {
  @Override
  public int compareTo(Occurrence o) {
    int c = file.compareTo(o.file);
    if (c == 0) {
      c = rule.compareTo(o.rule);
    }
    return c != 0 ? c : Integer.compare(line, o.line);
  }

  @Override
  public String toString() {
    return file + ":" + line + " " + rule;
  }
}
