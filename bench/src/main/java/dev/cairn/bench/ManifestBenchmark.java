package dev.cairn.bench;

import dev.cairn.scan.Scan;

import dev.cairn.scan.ScanInput;
import dev.cairn.conftest.RegoCheck;
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

/** The located scan of a multi-document Kubernetes manifest (each document its own input). */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@State(Scope.Benchmark)
public class ManifestBenchmark {
  @Param({"1000"})
  public int documents;

  private String text;
  private RegoCheck scanner;

  @Setup(Level.Trial)
  public void setUp() {
    text = ManifestGenerator.yaml(documents, 7);
    scanner = RegoCheck.builder().policy(Fixtures.dir("policy/v1")).threads(1).build();
  }

  @Benchmark
  public Object locatedScan() {
    return Scan.of(scanner).run(List.of(ScanInput.text("manifests.yaml", text)));
  }
}
