package dev.cairn.compat.conftest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.testkit.Peers;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code conftest verify} and {@code cairn conftest verify} on the unit tests of the repository's
 * policies (fixtures/policy-tests, the conftest examples), in every output format, by default and
 * with {@code --show-builtin-errors}: exit code, standard output (normalised as for {@code test})
 * and the error conftest stops at must be the same, except where docs/compatibility/conftest.md
 * lists the case.
 */
class ConftestVerifyAgainstConftestTest {
  private static final String EX = "../fixtures/conftest/";

  @Test
  void cairnConftestVerifyPrintsWhatConftestVerifyPrints() throws Exception {
    Path conftest = Peers.require("conftest");
    List<ConftestTestAgainstConftestTest.TestSet> sets = List.of(
        new ConftestTestAgainstConftestTest.TestSet("policy-tests",
            List.of("-p", "../fixtures/policy-tests", "-d", "../fixtures/policy-tests/registries"), List.of()),
        new ConftestTestAgainstConftestTest.TestSet("policy-tests-lib",
            List.of("-p", "../fixtures/policy-tests/lib"), List.of()),
        new ConftestTestAgainstConftestTest.TestSet("kubernetes", List.of("-p", EX + "kubernetes/policy"), List.of()),
        new ConftestTestAgainstConftestTest.TestSet("data", List.of("-p", EX + "data/policy", "-d", EX + "data/exclusions"), List.of()));
    List<OutputComparison> comparisons = new ArrayList<>();
    for (var set : sets) {
      for (List<String> flags : List.of(List.<String>of(), List.of("--show-builtin-errors"))) {
        for (String format : ConftestTestAgainstConftestTest.FORMATS) {
          List<String> args = new ArrayList<>(List.of("verify", "--no-color", "-o", format));
          args.addAll(flags);
          args.addAll(set.args());
          ToolRun peer = ToolRun.peer(conftest, args);
          List<String> cairnArgs = new ArrayList<>(List.of("conftest"));
          cairnArgs.addAll(args);
          ToolRun cairn = ToolRun.cairn(cairnArgs);
          String id = format + "/" + set.name() + (flags.isEmpty() ? "" : " " + String.join(" ", flags));
          comparisons.add(new OutputComparison(id, normalised(format, peer), normalised(format, cairn)));
        }
      }
    }
    assertThat(comparisons).hasSize(sets.size() * 2 * ConftestTestAgainstConftestTest.FORMATS.size());
    List<OutputComparison> differing = comparisons.stream().filter(c -> !c.agrees()).toList();
    PeerSuites.judge(ConftestTestAgainstConftestTest.PAGE, "verify", "conftest", comparisons.size(), differing, OutputComparison::diff);
  }

  /** As {@link Normalised#of}, with the {@code Error:} lines of standard error (where conftest stops). */
  private static String normalised(String format, ToolRun run) {
    StringBuilder errors = new StringBuilder();
    run.err().lines().filter(l -> l.startsWith("Error:")).forEach(l -> errors.append(l).append('\n'));
    return Normalised.of(format, run) + "\n" + errors;
  }
}
