package dev.cairn.bench;

import dev.cairn.locator.DocumentLoader;
import dev.cairn.locator.SourceFile;
import dev.cairn.cfnlint.LintOptions;
import dev.cairn.cfnlint.SchemaStore;
import dev.cairn.cfnlint.TemplateLinter;
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

/**
 * Schema validation ({@code cairn lint}) of generated CloudFormation templates against the time to
 * read the same YAML into values and regions: (a) read, (b) lint of the read template, so (b)/(a) is
 * what checking against the provider schemas costs over reading. Schemas are loaded in the setup
 * (a lint after the first touches only the cache).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@State(Scope.Benchmark)
public class LintBenchmark {
  @Param({"1000", "10000"})
  public int resources;

  private String text;
  private DocumentLoader loader;
  private SourceFile file;
  private TemplateLinter linter;

  @Setup(Level.Trial)
  public void setUp() {
    text = TemplateGenerator.yaml(resources, 42);
    loader = DocumentLoader.builder().build();
    file = loader.load("template.yaml", text);
    linter = new TemplateLinter(SchemaStore.bundled(), LintOptions.DEFAULT);
    linter.lint(file);
  }

  @Benchmark
  public Object a_read() {
    return loader.load("template.yaml", text);
  }

  @Benchmark
  public Object b_lint() {
    return linter.lint(file);
  }
}
