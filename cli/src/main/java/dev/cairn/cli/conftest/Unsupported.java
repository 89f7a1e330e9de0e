package dev.cairn.cli.conftest;

import java.util.ArrayList;
import java.util.List;

/** The conftest settings Cairn does not support, each with why: asked for, they stop the command (exit 2). */
final class Unsupported {
  static final int EXIT = 2;

  private final List<String> problems = new ArrayList<>();

  void flag(boolean given, String flag, String why) {
    if (given) {
      problems.add(flag + " is not supported by cairn conftest: " + why);
    }
  }

  /** The shared flags and remote policies Cairn does not support. */
  static Unsupported of(ConftestSettings s, SharedOptions o, List<String> policies) {
    Unsupported u = new Unsupported();
    u.shared(s, o);
    u.remote(policies);
    return u;
  }

  /** Reports what is not supported; true when there was anything. */
  boolean report(java.io.PrintWriter err) {
    problems.forEach(p -> err.println("Error: " + p));
    return any();
  }

  /** The shared flags that Cairn does not implement. */
  void shared(ConftestSettings s, SharedOptions o) {
    flag(!s.list("proto-file-dirs", o.protoFileDirs, List.of()).isEmpty(), "--proto-file-dirs", "textproto inputs are not read");
  }

  /** Policies named by URL (git::, oci://, https://...) would be fetched by conftest. */
  void remote(List<String> policies) {
    for (String p : policies) {
      flag(p.contains("::") || p.contains("://"), "remote policy " + p, "fetching policies is not supported; fetch them first (conftest pull, git clone)");
    }
  }

  boolean any() {
    return !problems.isEmpty();
  }

  List<String> problems() {
    return problems;
  }
}
