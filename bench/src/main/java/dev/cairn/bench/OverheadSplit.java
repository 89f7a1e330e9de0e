package dev.cairn.bench;

import dev.cairn.scan.Scan;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.eval.EvalHooks;
import dev.cairn.engine.provenance.AnnotatedInput;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.Value;
import dev.cairn.locator.Document;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.locator.SourceFile;
import dev.cairn.report.ReportFormat;
import dev.cairn.report.ScanReport;
import dev.cairn.cfnlint.LintOptions;
import dev.cairn.cfnlint.SchemaStore;
import dev.cairn.cfnlint.TemplateLinter;
import dev.cairn.tracer.Provenance;
import dev.cairn.scan.ScanInput;
import dev.cairn.conftest.RegoCheck;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Splits tracing's overhead on the benchmark template, in one JVM with the stages' rounds
 * interleaved, so that a shared machine's slow spells hit every stage alike (JMH runs each stage
 * in its own JVM, minutes apart). Stages: {@code b}, evaluation without a listener, as in {@link
 * ScanBenchmark}; {@code silent}, a listener that does nothing (the evaluator's own work for
 * one); {@code tracer}, a public {@link dev.cairn.engine.QueryTracer} that counts its events (the
 * adapter from the internal hooks to the user's events, and one event object per event); {@code
 * floor}, the {@link FloorTracer} with its ranking (the least any per-result tracer
 * listening to a whole evaluation does); {@code rederive}, the {@link RederiveFloor} (the least
 * any tracer that derives each result again does: the replay with nothing recorded); {@code c},
 * Cairn's tracing and attribution ({@code Provenance.traceAll}, by replay);
 * {@code whole}, the same by one evaluation with the tracer listening at every step ({@code
 * Provenance.traceByWholeEvaluation}); {@code d}, the whole located scan of the
 * YAML text with its JSON report, as JMH's (d); {@code e}, an unlocated scan of the same text
 * ({@link UnlocatedScan}: what a scanner that gives no lines does), so {@code e,d} is what
 * knowing where costs end to end; {@code read}, the YAML text read into values and regions, and
 * {@code lint}, the read template checked against the CloudFormation schemas (as {@link
 * LintBenchmark}'s (a) and (b), so {@code read,lint} is the lint/read ratio). The listener stages read the annotated
 * input, as (c) does; converting it costs what converting the plain one does. Prints each stage's
 * 25th percentile and median over the second half of the rounds, and their ratio to the first
 * stage's.
 *
 * <p>Compare one listener stage with {@code b} per run: the evaluator calls its listener at every
 * event, and a JVM that has seen several listener classes there dispatches each call through a
 * stub, which a scan (one listener class) never pays.
 *
 * <p>Usage: {@code java -cp bench/target/benchmarks.jar dev.cairn.bench.OverheadSplit [resources]
 * [rounds] [stages] [json file]}: 1,000 resources, 1,000 rounds and {@code b,c} by default (10 to
 * 20 s a stage at 1,000 resources); with a file, the quantiles are also written there as JSON for
 * {@link Summary}. {@code -Dcairn.misconfigured=N} makes about one resource in N break a rule
 * (4 by default).
 */
public final class OverheadSplit {
  private static final List<String> STAGES = List.of("b", "silent", "tracer", "floor", "rederive", "c", "whole", "d", "e", "read", "lint");

  private OverheadSplit() {}

  private static void usage(String problem) {
    System.err.println("OverheadSplit: " + problem);
    System.err.println("usage: OverheadSplit [resources] [rounds] [stages, comma-separated: " + String.join(", ", STAGES) + "]");
    System.exit(2);
  }

  public static void main(String[] args) {
    int resources;
    int rounds;
    String[] stages = (args.length > 2 ? args[2] : "b,c").split(",");
    try {
      resources = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
      rounds = args.length > 1 ? Integer.parseInt(args[1]) : 1000;
    } catch (NumberFormatException e) {
      usage("resources and rounds are whole numbers: " + e.getMessage());
      return;
    }
    for (String stage : stages) {
      if (!STAGES.contains(stage)) {
        usage("unknown stage " + stage);
        return;
      }
    }
    if (resources < 1 || rounds < 2) {
      usage("at least 1 resource and 2 rounds");
      return;
    }
    int oneIn;
    try {
      oneIn = TemplateGenerator.misconfiguredOneIn();
    } catch (IllegalArgumentException e) {
      usage(e.getMessage());
      return;
    }
    String text = TemplateGenerator.yaml(resources, 42, oneIn);
    DocumentLoader loader = DocumentLoader.builder().build();
    SourceFile file = loader.load("template.yaml", text);
    Document document = file.documents().get(0);
    TemplateLinter linter = new TemplateLinter(SchemaStore.bundled(), LintOptions.DEFAULT);
    Path policyDir;
    try {
      policyDir = Fixtures.dir("policy/v1");
    } catch (Fixtures.NotFound e) {
      usage(e.getMessage());
      return;
    }
    RegoCheck scanner = RegoCheck.builder().policy(policyDir).threads(1).build();
    CompiledPolicy policy = scanner.policy();
    List<String> rules = scanner.rules();
    long[][] nanos = new long[stages.length][rounds];
    long sink = 0;
    long wholeBefore = Provenance.wholeEvaluations();
    for (int r = 0; r < rounds; r++) {
      for (int s = 0; s < stages.length; s++) {
        long start = System.nanoTime();
        sink += switch (stages[s]) {
          case "read" -> loader.load("template.yaml", text).documents().size();
          case "lint" -> linter.lint(file).size();
          default -> stage(stages[s], text, document, scanner, rules);
        };
        nanos[s][r] = System.nanoTime() - start;
      }
    }
    System.out.printf(Locale.ROOT, "%d resources, one in %d misconfigured, %d rounds (second half counted)%n",
        resources, oneIn, rounds);
    ObjectNode json = new ObjectMapper().createObjectNode();
    json.put("resources", resources).put("misconfiguredOneIn", oneIn).put("rounds", rounds);
    ObjectNode quantiles = json.putObject("stages");
    double[] base = null;
    for (int s = 0; s < stages.length; s++) {
      long[] kept = Arrays.copyOfRange(nanos[s], rounds / 2, rounds);
      Arrays.sort(kept);
      double[] q = {kept[kept.length / 4] / 1e6, kept[kept.length / 2] / 1e6};
      if (base == null) {
        base = q;
      }
      System.out.printf(Locale.ROOT, "%-8s p25 %8.3f ms (%.2f)   median %8.3f ms (%.2f)%n",
          stages[s], q[0], q[0] / base[0], q[1], q[1] / base[1]);
      quantiles.putObject(stages[s]).put("p25", q[0]).put("median", q[1]);
    }
    if (Arrays.asList(stages).contains("c")) {
      // Rules the replay traced by a whole evaluation instead (a derivation that did not come out
      // again); zero on these rules, counted so that a change that breaks the replay shows.
      long fallbacks = Provenance.wholeEvaluations() - wholeBefore;
      System.out.printf(Locale.ROOT, "replay fell back to a whole evaluation for %d rules in %d rounds%n", fallbacks, rounds);
      json.put("replayFallbacks", fallbacks);
    }
    if (args.length > 3) {
      try {
        new ObjectMapper().writerWithDefaultPrettyPrinter().writeValue(Path.of(args[3]).toFile(), json);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    System.out.printf(Locale.ROOT, "(checksum %d)%n", sink); // keeps the results alive
  }

  private static long stage(String stage, String text, Document document, RegoCheck scanner, List<String> rules) {
    CompiledPolicy policy = scanner.policy();
    switch (stage) {
      case "b" -> {
        Value input = Json.fromJson(document.value());
        return policy.evaluateAll(rules, EvalOptions.builder().input(input).build()).size();
      }
      case "silent" -> {
        AnnotatedInput input = AnnotatedInput.fromJson(document.value());
        return policy.evaluateAll(rules, EvalHooks.listener(EvalOptions.builder().input(input.value()), new SilentListener()).build()).size();
      }
      case "tracer" -> {
        AnnotatedInput input = AnnotatedInput.fromJson(document.value());
        long[] events = new long[1];
        return policy.evaluateAll(rules, EvalOptions.builder().input(input.value()).tracer(e -> events[0]++).build()).size();
      }
      case "floor" -> {
        AnnotatedInput input = AnnotatedInput.fromJson(document.value());
        FloorTracer floor = new FloorTracer(rules);
        policy.evaluateAll(rules, EvalHooks.listener(EvalOptions.builder().input(input.value()), floor).build());
        return floor.ranked(input).size();
      }
      case "rederive" -> {
        return RederiveFloor.run(policy, rules, AnnotatedInput.fromJson(document.value()));
      }
      case "c" -> {
        return Provenance.traceAll(policy, rules, AnnotatedInput.fromJson(document.value()), EvalOptions.DEFAULT).size();
      }
      case "whole" -> {
        return Provenance.traceByWholeEvaluation(policy, rules, AnnotatedInput.fromJson(document.value()), EvalOptions.DEFAULT).size();
      }
      case "d" -> {
        ScanReport report = Scan.of(scanner).run(List.of(ScanInput.text("template.yaml", text)));
        try {
          ReportFormat.JSON.write(report, Writer.nullWriter());
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
        return report.findings().size();
      }
      case "e" -> {
        return UnlocatedScan.scan(text, policy, rules).size();
      }
      default -> throw new IllegalArgumentException(stage); // main checked the names
    }
  }
}
