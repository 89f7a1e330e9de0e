package dev.cairn.bench;

import dev.cairn.scan.Scan;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.Value;
import dev.cairn.engine.provenance.AnnotatedInput;
import dev.cairn.locator.Document;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.tracer.Provenance;
import dev.cairn.scan.ScanInput;
import dev.cairn.conftest.RegoCheck;
import dev.cairn.report.ReportFormat;
import dev.cairn.report.ScanReport;
import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The four stages of a located scan over generated CloudFormation templates of growing size, with
 * the 25 fixture rules (Rego v1): (a) load and index, (b) evaluation without a listener, (c)
 * evaluation with tracing and per-result attribution, (d) the whole located scan with the JSON
 * report. (b) and (c) evaluate all rules in one evaluation, as a scan does, so the helpers they
 * share are evaluated once in both. (c)/(b) is the tracing overhead; (d)/(a) how much a scan costs over reading the file.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@State(Scope.Benchmark)
public class ScanBenchmark {
  @Param({"10", "100", "1000", "10000"})
  public int resources;

  private String text;
  private Document document;
  private RegoCheck scanner;
  private CompiledPolicy policy;
  private List<String> rules;
  private DocumentLoader loader;
  private Scan scan;

  @Setup(Level.Trial)
  public void setUp() {
    text = TemplateGenerator.yaml(resources, 42);
    loader = DocumentLoader.builder().build();
    document = loader.load("template.yaml", text).documents().get(0);
    scanner = RegoCheck.builder().policy(Fixtures.dir("policy/v1")).threads(1).build();
    policy = scanner.policy();
    rules = scanner.rules();
    scan = Scan.of(scanner);
  }

  @Benchmark
  public Object a_loadAndIndex() {
    return loader.load("template.yaml", text);
  }

  @Benchmark
  public void b_evaluate(Blackhole bh) {
    Value input = Json.fromJson(document.value());
    bh.consume(policy.evaluateAll(rules, EvalOptions.builder().input(input).build()));
  }

  @Benchmark
  public void c_evaluateTraced(Blackhole bh) {
    AnnotatedInput input = AnnotatedInput.fromJson(document.value());
    bh.consume(Provenance.traceAll(policy, rules, input, EvalOptions.DEFAULT));
  }

  @Benchmark
  public void d_locatedScan(Blackhole bh) throws IOException {
    ScanReport report = scan.run(List.of(ScanInput.text("template.yaml", text)));
    ReportFormat.JSON.write(report, Writer.nullWriter());
    bh.consume(report);
  }
}
