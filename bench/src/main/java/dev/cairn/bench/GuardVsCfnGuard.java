package dev.cairn.bench;

import dev.cairn.guard.output.CfnGuardOutput;
import dev.cairn.guard.GuardFiles;
import dev.cairn.guard.GuardRules;
import dev.cairn.guard.InputParameters;
import dev.cairn.guard.Validation;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Cairn against cfn-guard on the same Guard work, rounds interleaved in one run so that a shared
 * machine's slow spells hit both alike: {@code templates} seeded templates ({@link TemplateGenerator},
 * {@code resources} each) written to a temporary directory, and the AWS Control Tower rules. A Cairn
 * round, in this JVM, parses every rules file, evaluates and locates every (rules file, template) and
 * writes cfn-guard's JSON report to nowhere; a cfn-guard round runs {@code cfn-guard validate -r RULES
 * -d DIR -o json -S none} with its output discarded. Before the rounds, Cairn runs once over the
 * first 100 templates to warm the JIT up. Prints each round and the medians of wall and CPU time (this process's for Cairn, the
 * child's for cfn-guard, so a shared machine's neighbours count in neither) and their ratios
 * (cfn-guard / Cairn, and Cairn / cfn-guard as the peers table gives them), and each side's peak
 * RSS (this JVM's for Cairn, the harness and the templates' text included; GNU time's or /proc's
 * for cfn-guard, as {@link TimedCommand} measures it).
 *
 * <p>Usage: {@code java -cp bench/target/benchmarks.jar dev.cairn.bench.GuardVsCfnGuard [templates]
 * [resources] [rounds] [cfn-guard] [rules dir]}: 1,000 templates of 8 resources, 2 rounds, and the
 * binary and rules that {@code guard/scripts/install-cfn-guard.sh} installs. Without the binary it
 * says so and exits 0.
 */
public final class GuardVsCfnGuard {
  private static final Path PACKAGE = Path.of("guard/src/test/node/node_modules/@cdklabs/cdk-validator-cfnguard");

  private static final com.sun.management.OperatingSystemMXBean PROCESS =
      (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();

  private GuardVsCfnGuard() {}

  public static void main(String[] args) throws IOException, InterruptedException {
    int templates;
    int resources;
    int rounds;
    Path root;
    try {
      templates = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
      resources = args.length > 1 ? Integer.parseInt(args[1]) : 8;
      rounds = args.length > 2 ? Integer.parseInt(args[2]) : 2;
      root = Fixtures.dir("").getParent();
    } catch (NumberFormatException | Fixtures.NotFound e) {
      System.err.println("GuardVsCfnGuard: " + e.getMessage());
      System.err.println("usage: GuardVsCfnGuard [templates] [resources] [rounds] [cfn-guard binary] [rules dir]");
      System.exit(2);
      return;
    }
    Path binary = args.length > 3 ? Path.of(args[3]) : root.resolve(PACKAGE).resolve("bin/ubuntu/x86_64/cfn-guard");
    Path rulesDir = args.length > 4 ? Path.of(args[4]) : root.resolve(PACKAGE).resolve("rules/control-tower/cfn-guard");
    if (!Files.isExecutable(binary) || !Files.isDirectory(rulesDir)) {
      System.out.println("GuardVsCfnGuard: SKIPPED: cfn-guard or its rules are not installed (" + binary + ", " + rulesDir
          + "); guard/scripts/install-cfn-guard.sh installs them with npm");
      return;
    }
    if (templates < 1 || resources < 1 || rounds < 1) {
      System.err.println("GuardVsCfnGuard: at least 1 template, 1 resource and 1 round");
      System.exit(2);
    }
    Path dir = Files.createTempDirectory("cairn-guard-bench");
    try {
      for (int i = 0; i < templates; i++) {
        Files.writeString(dir.resolve(String.format(Locale.ROOT, "t%04d.yaml", i)), TemplateGenerator.yaml(resources, i));
      }
      List<Path> ruleFiles = GuardFiles.rules(List.of(rulesDir));
      List<Path> dataFiles = GuardFiles.data(List.of(dir));
      long[] cairn = new long[rounds];
      long[] cairnCpu = new long[rounds];
      long[] cfnGuard = new long[rounds];
      long[] cfnGuardCpu = new long[rounds];
      long cfnGuardRss = 0;
      long checks = cairn(ruleFiles, dataFiles.subList(0, Math.min(100, dataFiles.size()))); // the JIT's warm-up
      for (int r = 0; r < rounds; r++) {
        long start = System.nanoTime();
        long cpu = PROCESS.getProcessCpuTime();
        checks += cairn(ruleFiles, dataFiles);
        cairn[r] = System.nanoTime() - start;
        cairnCpu[r] = PROCESS.getProcessCpuTime() - cpu;
        Measured guard = TimedCommand.run(List.of(binary.toString(), "validate", "-r", rulesDir.toString(), "-d", dir.toString(),
            "-o", "json", "-S", "none"), null, Map.of(), null, null);
        cfnGuard[r] = guard.wallNanos();
        cfnGuardCpu[r] = guard.cpuNanos();
        cfnGuardRss = Math.max(cfnGuardRss, guard.peakRssKib());
        System.out.printf(Locale.ROOT, "round %d: cairn %.2f s (cpu %.2f s), cfn-guard %.2f s (cpu %.2f s, exit %d)%n", r,
            cairn[r] / 1e9, cairnCpu[r] / 1e9, cfnGuard[r] / 1e9, cfnGuardCpu[r] / 1e9, guard.exitCode());
        if (guard.exitCode() != 0 && guard.exitCode() != 19) {
          System.err.println("GuardVsCfnGuard: cfn-guard stopped with exit " + guard.exitCode() + ": it did not do the same work");
          System.exit(1);
        }
      }
      System.out.printf(Locale.ROOT, "%d rules files x %d templates of %d resources, %d rounds%n",
          ruleFiles.size(), dataFiles.size(), resources, rounds);
      System.out.printf(Locale.ROOT, "median wall: cairn %.2f s, cfn-guard %.2f s, cfn-guard/cairn %.2f%n",
          median(cairn) / 1e9, median(cfnGuard) / 1e9, median(cfnGuard) / median(cairn));
      System.out.printf(Locale.ROOT, "median cpu:  cairn %.2f s, cfn-guard %.2f s, cfn-guard/cairn %.2f%n",
          median(cairnCpu) / 1e9, median(cfnGuardCpu) / 1e9, median(cfnGuardCpu) / median(cairnCpu));
      long cairnRss = TimedCommand.statusKib(Files.readString(Path.of("/proc/self/status")), "VmHWM:");
      System.out.printf(Locale.ROOT, "peak RSS: cairn %,d KiB (this JVM, templates and harness included), cfn-guard %,d KiB, cairn/cfn-guard %.2f%n",
          cairnRss, cfnGuardRss, (double) cairnRss / cfnGuardRss);
      System.out.printf(Locale.ROOT, "for the peers table, Cairn/cfn-guard: wall %.3f, cpu %.3f%n",
          median(cairn) / median(cfnGuard), median(cairnCpu) / median(cfnGuardCpu));
      System.out.printf(Locale.ROOT, "(failing checks %d)%n", checks);
    } finally {
      try (var files = Files.list(dir)) {
        for (Path f : files.toList()) {
          Files.delete(f);
        }
      }
      Files.delete(dir);
    }
  }

  /** What {@code cairn guard validate -o json -S none} does, in process; returns the failing checks. */
  private static long cairn(List<Path> ruleFiles, List<Path> dataFiles) throws IOException {
    List<GuardRules> rules = new ArrayList<>();
    ruleFiles.forEach(f -> rules.add(GuardRules.load(f)));
    Map<Path, String> data = new LinkedHashMap<>();
    for (Path d : dataFiles) {
      data.put(d, Files.readString(d, StandardCharsets.UTF_8));
    }
    List<Validation> all = Validation.all(rules, data, InputParameters.NONE);
    CfnGuardOutput.JSON.write(all, false, 0, Writer.nullWriter());
    return all.stream().mapToLong(v -> v.outcomes().stream().mapToLong(o -> o.failures().size()).sum()).sum();
  }

  private static double median(long[] rounds) {
    long[] counted = rounds.clone();
    Arrays.sort(counted);
    return counted.length % 2 == 1 ? counted[counted.length / 2]
        : (counted[counted.length / 2 - 1] + counted[counted.length / 2]) / 2.0;
  }
}
