package dev.cairn.constraints;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.testkit.Shared;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Runs the Gatekeeper library's own gator suites (../shared/gatekeeper-library/library from the
 * repository root) as {@code cairn verify} does, and holds a ratchet: every case listed in
 * src/test/resources/library/passing.txt must keep passing. Newly passing cases are printed; accept
 * them with {@code -Dlibrary.update=true}.
 */
class LibrarySuitesTest {
  private static Path library() {
    return Shared.require("gatekeeper-library/library");
  }

  /**
   * The same suites with every result traced: the same cases pass, and every violation is located
   * at a path inside the reviewed object's own file (the workload's, for an AdmissionReview's object).
   */
  @Test
  void everyLibraryViolationIsLocatedInTheObject() {
    Path library = library();
    List<Result> results = new ArrayList<>();
    List<CaseResult> cases = new ArrayList<>();
    SuiteRunner runner = new SuiteRunner(true, results::add);
    for (Path suite : SuiteFiles.find(library).stream().map(dev.cairn.locator.FileTree.Entry::path).toList()) {
      runner.run(suite, library.relativize(suite).toString(), cases::add);
    }
    assertThat(cases.stream().filter(c -> c.status() == CaseResult.Status.PASS).count()).isGreaterThanOrEqualTo(270);
    List<String> outside = new ArrayList<>();
    List<String> atRoot = new ArrayList<>();
    for (Result r : results) {
      ResultLocation at = r.primary();
      if (at == null || !at.file().contains("/samples/")) {
        outside.add(r.msg() + " at " + at);
      } else if (at.where().path().isEmpty()) {
        atRoot.add(r.msg() + " at " + at);
      }
    }
    System.out.printf("Gatekeeper library, traced: %d violations, %d at a path inside the object, %d at its root%n",
        results.size(), results.size() - outside.size() - atRoot.size(), atRoot.size());
    atRoot.forEach(r -> System.out.println("  at the root: " + r));
    assertThat(results.size()).isGreaterThan(100);
    assertThat(outside).as("violations not located in the reviewed object's file").isEmpty();
    // Violations that read only absent collections ({a | obj.metadata.annotations[a]} over no
    // annotations) or only the inventory have no path in the object: the ratchet keeps them few.
    assertThat(atRoot.size()).as("violations located at the object's root only").isLessThanOrEqualTo(6);
  }

  @Test
  void gatekeeperLibrarySuites() throws IOException {
    Path module = Path.of("").toAbsolutePath();
    Path library = library();

    SuiteRunner runner = new SuiteRunner();
    List<CaseResult> results = new ArrayList<>();
    for (Path suite : SuiteFiles.find(library).stream().map(dev.cairn.locator.FileTree.Entry::path).toList()) {
      runner.run(suite, library.relativize(suite).toString(), results::add);
    }
    Set<String> passing = new TreeSet<>();
    List<String> failing = new ArrayList<>();
    Map<String, Integer> seen = new HashMap<>();
    for (CaseResult r : results) {
      String id = r.suite() + " " + r.test() + "/" + r.name();
      int n = seen.merge(id, 1, Integer::sum);
      id = n == 1 ? id : id + " #" + n; // some suites repeat a case name
      if (r.status() == CaseResult.Status.PASS) {
        passing.add(id);
      } else {
        failing.add(r.toString());
      }
    }
    System.out.printf("Gatekeeper library: %d/%d cases passed (%.1f%%)%n",
        passing.size(), results.size(), 100.0 * passing.size() / Math.max(1, results.size()));
    failing.forEach(f -> System.out.println("  " + f));

    Path ratchet = module.resolve("src/test/resources/library/passing.txt");
    if (Boolean.getBoolean("library.update")) {
      Files.createDirectories(ratchet.getParent());
      Files.write(ratchet, passing);
      return;
    }
    Set<String> listed = new TreeSet<>(Files.readAllLines(ratchet));
    listed.removeIf(String::isBlank);
    Set<String> newly = new TreeSet<>(passing);
    newly.removeAll(listed);
    if (!newly.isEmpty()) {
      System.out.println(newly.size() + " cases pass but are not in passing.txt (accept with -Dlibrary.update=true)");
    }
    Set<String> lost = new TreeSet<>(listed);
    lost.removeAll(passing);
    assertThat(lost).as("library cases listed in passing.txt that no longer pass").isEmpty();
  }
}
