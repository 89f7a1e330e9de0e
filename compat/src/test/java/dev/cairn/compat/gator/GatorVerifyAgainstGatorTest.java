package dev.cairn.compat.gator;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.compat.conftest.PeerSuites;
import dev.cairn.compat.conftest.ToolRun;
import dev.cairn.compat.rego.KnownDifferences;
import dev.cairn.testkit.Peers;
import dev.cairn.testkit.Shared;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@code gator verify} and {@code cairn verify} on every suite of the Gatekeeper library (one gator
 * run over the whole library): each case's outcome (and, where it fails, the message) must be the
 * same, except where docs/compatibility/gator.md lists it.
 */
class GatorVerifyAgainstGatorTest {
  static final Path PAGE = Path.of("..", "docs", "compatibility", "gator.md");
  // gator -v: "    --- PASS: case (0.01s)" under "--- PASS: test", then "ok|FAIL <suite.yaml> <time>"
  private static final Pattern GATOR_CASE = Pattern.compile("^    --- (PASS|FAIL): (.+?)\\s+\\([0-9.]+s\\)$");
  private static final Pattern GATOR_TEST = Pattern.compile("^--- (PASS|FAIL): (.+?)\\s+\\([0-9.]+s\\)$");
  private static final Pattern GATOR_SUITE = Pattern.compile("^(ok|FAIL)\\s+(\\S+suite\\.yaml)(\\s.*)?$");
  // cairn: "ok   <suite.yaml> test/case[: detail]"
  private static final Pattern CAIRN_CASE = Pattern.compile("^(ok  |FAIL|ERR |skip) (\\S+suite\\.yaml) ([^/]+)/(.*?)(: (.*))?$");

  /** One case, {@code suite test/case}, with each tool's outcome. */
  record CaseOutcome(String id, String peer, String cairn) implements KnownDifferences.Differing {
    boolean agrees() {
      return peer.equals(cairn);
    }

    String describe() {
      return id + "\n  gator: " + peer + "\n  cairn: " + cairn + "\n";
    }
  }

  @Test
  void cairnVerifyGivesEveryCaseOfTheLibraryTheOutcomeGatorVerifyGives() throws Exception {
    Path gator = Peers.require("gator");
    Path library = Shared.require("gatekeeper-library/library").toAbsolutePath().normalize();
    ToolRun peer = ToolRun.peer(gator, List.of("verify", "-v", library + "/..."));
    Map<String, String> gatorCases = gatorCases(peer.out() + peer.err());
    ToolRun cairn = ToolRun.cairn(List.of("verify", library.toString()));
    Map<String, String> cairnCases = cairnCases(cairn.out());
    assertThat(gatorCases).as("gator's cases, from:%n%s", peer.out()).hasSizeGreaterThan(200);
    Set<String> ids = new LinkedHashSet<>(gatorCases.keySet());
    ids.addAll(cairnCases.keySet());
    List<CaseOutcome> outcomes = new ArrayList<>();
    for (String id : ids) {
      outcomes.add(new CaseOutcome(id, gatorCases.getOrDefault(id, "absent"), cairnCases.getOrDefault(id, "absent")));
    }
    List<CaseOutcome> differing = outcomes.stream().filter(o -> !o.agrees()).toList();
    PeerSuites.judge(PAGE, "verify", "gator", outcomes.size(), differing, CaseOutcome::describe);
    assertThat(cairn.exitCode()).as("cairn verify's exit code").isEqualTo(peer.exitCode() == 0 ? 0 : 1);
  }

  /** {@code suite test/case} to PASS or FAIL, the suite named from the library's folder down. */
  static Map<String, String> gatorCases(String out) {
    Map<String, String> cases = new LinkedHashMap<>();
    List<String[]> pending = new ArrayList<>(); // {test, case, outcome} until the suite's line names it
    String test = null;
    List<String[]> testCases = new ArrayList<>();
    for (String line : out.split("\n")) {
      Matcher c = GATOR_CASE.matcher(line);
      Matcher t = GATOR_TEST.matcher(line);
      Matcher s = GATOR_SUITE.matcher(line);
      if (c.matches()) {
        testCases.add(new String[] {null, c.group(2), c.group(1)});
      } else if (t.matches()) {
        test = t.group(2);
        for (String[] tc : testCases) {
          pending.add(new String[] {test, tc[1], tc[2]});
        }
        testCases.clear();
      } else if (s.matches()) {
        String suite = suiteName(s.group(2));
        for (String[] p : pending) {
          putNumbered(cases, suite + " " + p[0] + "/" + p[1], p[2]);
        }
        pending.clear();
      }
    }
    return cases;
  }

  static Map<String, String> cairnCases(String out) {
    Map<String, String> cases = new LinkedHashMap<>();
    for (String line : out.split("\n")) {
      Matcher m = CAIRN_CASE.matcher(line);
      if (m.matches()) {
        String outcome = switch (m.group(1).strip()) {
          case "ok" -> "PASS";
          case "FAIL" -> "FAIL";
          case "skip" -> "SKIP";
          default -> "ERROR: " + m.group(6);
        };
        putNumbered(cases, suiteName(m.group(2)) + " " + m.group(3) + "/" + m.group(4), outcome);
      }
    }
    return cases;
  }

  /** A test may name two cases alike (the library has three such): the second is {@code id #2}. */
  private static void putNumbered(Map<String, String> cases, String id, String outcome) {
    String key = id;
    for (int n = 2; cases.containsKey(key); n++) {
      key = id + " #" + n;
    }
    cases.put(key, outcome);
  }

  /** {@code general/allowedrepos/suite.yaml} of any path to it. */
  private static String suiteName(String path) {
    int at = path.indexOf("library/");
    return at < 0 ? path : path.substring(at + "library/".length());
  }
}
