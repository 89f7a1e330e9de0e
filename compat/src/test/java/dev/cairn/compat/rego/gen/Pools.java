package dev.cairn.compat.rego.gen;

/** Literal values the generated built-in calls draw from, chosen to hit edge cases. */
final class Pools {
  private Pools() {}

  static final String[] NUMBERS = {"0", "1", "2", "3", "5", "7", "10", "-1", "-4", "2.5", "0.5", "100", "1.25", "1e2"};
  static final String[] SMALL_INTS = {"0", "1", "2", "3", "-1"};
  static final String[] PATTERNS = {"^a", "b$", "[0-9]+", "a|b", "^$", "\\w+", "(a)(b)?", ".", "[A-Z]", "o+"};
  static final String[] GLOBS = {"a*", "*.y", "?", "n[0-9]", "{a,b}*", "**", "*", "f?o"};
  static final String[] CIDRS = {"10.0.0.0/8", "192.168.1.0/24", "::1/128", "0.0.0.0/0", "10.1.0.0/16"};
  static final String[] IPS = {"10.1.2.3", "192.168.1.7", "::1", "8.8.8.8", "bad", "10.1.0.0/24"};
  static final String[] SEMVERS = {"1.0.0", "1.2.3-rc.1", "2.0", "0.9.10", "v1.0.0", "1.2.3+build.5", "1.10.0"};
  static final String[] BYTES = {"10K", "1.5Mi", "1KB", "bad", "3GiB", "12", "0.5kb"};
  static final String[] UNITS = {"1k", "2.5m", "10Mi", "100", "1e3", "5G", "x"};
  static final String[] TIMES = {"2024-01-02T03:04:05Z", "2024-02-29T23:59:59.123+02:00", "1970-01-01T00:00:00Z", "bad"};
  static final String[] SEPARATORS = {",", "", ".", " ", "a"};
  static final String[][] FORMATS = {
    {"%v", "ANY"},
    {"%d", "NUM"},
    {"%s", "STR"},
    {"%v-%v", "ANY", "ANY"},
    {"%s has %d", "STR", "NUM"},
    {"%.2f", "NUM"},
    {"%x", "STR"},
    {"%q", "STR"},
    {"%t", "BOOL"},
    {"%v%%", "ANY"},
    {"%d", "STR"},
    {"%5s|%-4d|", "STR", "NUM"},
    {"%v", "NUM"},
    {"%e", "NUM"},
  };
}
