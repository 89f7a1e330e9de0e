package dev.cairn.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class BuildComparisonTest {
  /** This test's own class path: the build under test, loaded once more per side. */
  private static final String THIS_BUILD = System.getProperty("java.class.path");

  private static int run(ByteArrayOutputStream out, ByteArrayOutputStream err, String... args) {
    return BuildComparison.run(
        args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  @Test
  void measuresEachBuildInItsOwnClassLoader() throws Exception {
    List<BuildComparison.Result> results = BuildComparison.compare(List.of(THIS_BUILD, THIS_BUILD), 3, 4, "c", 4);

    assertThat(results).extracting(BuildComparison.Result::name).containsExactly(THIS_BUILD, THIS_BUILD);
    for (BuildComparison.Result r : results) {
      assertThat(r.bP25()).isPositive().isLessThanOrEqualTo(r.bMedian());
      assertThat(r.cP25()).isPositive().isLessThanOrEqualTo(r.cMedian());
      assertThat(r.ratioMedian()).isEqualTo(r.cMedian() / r.bMedian());
    }
  }

  @Test
  void printsBothBuildsAndTheQuotientOfTheirRatios() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();

    assertThat(run(out, err, THIS_BUILD, THIS_BUILD, "3", "4")).isZero();

    String text = out.toString(StandardCharsets.UTF_8);
    assertThat(text).startsWith("3 resources, one in 4 misconfigured, 4 rounds");
    assertThat(text.lines().filter(l -> l.contains("c/b p25"))).hasSize(2);
    assertThat(text).containsPattern("new c/b over old c/b: p25 \\d+\\.\\d{3} median \\d+\\.\\d{3}");
    assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
  }

  @ParameterizedTest
  @ValueSource(strings = {"replay", "scan"})
  void comparesTheStageAsked(String stage) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();

    assertThat(run(out, err, THIS_BUILD, THIS_BUILD, "3", "4", stage)).isZero();

    String text = out.toString(StandardCharsets.UTF_8);
    assertThat(text).startsWith("3 resources, one in 4 misconfigured, 4 rounds (second half counted), traced stage " + stage);
    assertThat(text.lines().filter(l -> l.contains(stage + "/b p25"))).hasSize(2);
    assertThat(text).containsPattern("new " + stage + "/b over old " + stage + "/b: p25 \\d+\\.\\d{3} median \\d+\\.\\d{3}");
    assertThat(text).containsPattern("new " + stage + " over old " + stage + ": p25 \\d+\\.\\d{3} median \\d+\\.\\d{3}");
    assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
  }

  @Test
  void usageErrorsExitTwoWithAMessage() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    assertThat(run(new ByteArrayOutputStream(), err, "only-one")).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("usage: BuildComparison OLD_CLASSPATH NEW_CLASSPATH");

    err.reset();
    assertThat(run(new ByteArrayOutputStream(), err, THIS_BUILD, THIS_BUILD, "many")).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("whole numbers");

    err.reset();
    assertThat(run(new ByteArrayOutputStream(), err, THIS_BUILD, THIS_BUILD, "3", "1")).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("at least 1 resource and 2 rounds");

    err.reset();
    assertThat(run(new ByteArrayOutputStream(), err, THIS_BUILD, THIS_BUILD, "3", "2", "d")).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("the traced stage is c, replay, whole or scan, not d");
  }

  @Test
  void theShareOfMisconfiguredResourcesComesFromTheProperty() {
    String before = System.getProperty("cairn.misconfigured");
    try {
      System.setProperty("cairn.misconfigured", "40");
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      assertThat(run(out, new ByteArrayOutputStream(), THIS_BUILD, THIS_BUILD, "3", "4")).isZero();
      assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("3 resources, one in 40 misconfigured, 4 rounds");

      System.setProperty("cairn.misconfigured", "none");
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      assertThat(run(new ByteArrayOutputStream(), err, THIS_BUILD, THIS_BUILD, "3", "4")).isEqualTo(2);
      assertThat(err.toString(StandardCharsets.UTF_8))
          .contains("-Dcairn.misconfigured takes a whole number of at least 1")
          .contains("not none");
    } finally {
      if (before == null) {
        System.clearProperty("cairn.misconfigured");
      } else {
        System.setProperty("cairn.misconfigured", before);
      }
    }
  }

  @Test
  void aClassPathWithoutCairnIsAClearError() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();

    assertThat(run(new ByteArrayOutputStream(), err, "/nonexistent/benchmarks.jar", THIS_BUILD, "3", "2")).isEqualTo(2);

    assertThat(err.toString(StandardCharsets.UTF_8))
        .contains("a build lacks what the benchmark calls")
        .contains("dev.cairn.locator.DocumentLoader");
  }

  @Test
  void fixturesNotFoundIsAUsageError() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    String before = System.getProperty("cairn.fixtures");
    System.setProperty("cairn.fixtures", "/nonexistent/fixtures");
    try {
      assertThat(run(new ByteArrayOutputStream(), err, THIS_BUILD, THIS_BUILD, "3", "2")).isEqualTo(2);
    } finally {
      if (before == null) {
        System.clearProperty("cairn.fixtures");
      } else {
        System.setProperty("cairn.fixtures", before);
      }
    }

    assertThat(err.toString(StandardCharsets.UTF_8))
        .contains("BuildComparison: -Dcairn.fixtures=/nonexistent/fixtures holds no policy/ directory");
  }
}
