package dev.cairn.bench;

import java.io.File;
import java.io.PrintStream;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Tracing's overhead (c/b, as {@link OverheadSplit} measures it) of two builds of Cairn, in one
 * JVM: each build's classes in a class loader of its own, their rounds alternated and which goes
 * first swapped every round, so that a shared machine's slow spells and the JIT's timing hit both
 * builds alike. Separate JVMs a few minutes apart differ here by more than the few percent a change
 * to the tracer is worth; ratios measured side by side do not. Both builds read the same template
 * text and this checkout's benchmark policy; each converts, evaluates and traces with its own
 * code, and each ratio is over its own untraced evaluation.
 *
 * <p>Usage: {@code java -cp bench/target/benchmarks.jar dev.cairn.bench.BuildComparison
 * OLD_CLASSPATH NEW_CLASSPATH [resources] [rounds] [c|replay|whole|scan]}, each class path a build's {@code
 * benchmarks.jar} (1,000 resources and 600 rounds by default; the second half is counted). The
 * traced stage is {@code c}, {@code Provenance.traceAll} (each build's default tracing), unless
 * {@code replay} or {@code whole} names one design: {@code Provenance.traceByReplay} or {@code
 * Provenance.traceByWholeEvaluation} (which builds before 2026-11-27 lack). {@code scan} times
 * instead what {@link WarmScan} does: the whole located scan of the template's text (read with
 * locations, evaluated, traced, located) and its JSON report. {@code
 * -Dcairn.misconfigured=N} makes about one resource in N break a rule (4 by default). {@code
 * -Dcairn.clock=cpu} times each stage by this thread's CPU time instead of wall time: on a machine
 * whose cores other work keeps busy, wall times include the spells this thread waited for a core,
 * which hit one stage or the other at random.
 */
public final class BuildComparison {
  /** The traced stages a comparison can time, with the {@code Provenance} method each calls. */
  private static final Map<String, String> TRACED_STAGES =
      Map.of("c", "traceAll", "replay", "traceByReplay", "whole", "traceByWholeEvaluation", "scan", "traceAll");
  /** The stage that times the whole located scan and its report, not a {@code Provenance} method. */
  private static final String SCAN = "scan";
  /** Whether stages are timed by this thread's CPU time ({@code -Dcairn.clock=cpu}) rather than wall time. */
  private static final boolean CPU_CLOCK = "cpu".equals(System.getProperty("cairn.clock"));
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private BuildComparison() {}

  /** The quantiles of one build's stages, in milliseconds. */
  record Result(String name, double bP25, double bMedian, double cP25, double cMedian) {
    double ratioP25() {
      return cP25 / bP25;
    }

    double ratioMedian() {
      return cMedian / bMedian;
    }
  }

  /** The usage line. */
  private static final String USAGE = "usage: BuildComparison OLD_CLASSPATH NEW_CLASSPATH [resources] [rounds] [c|replay|whole|scan]";

  public static void main(String[] args) {
    System.exit(run(args, System.out, System.err));
  }

  /** Runs the comparison and prints it; returns the exit code (2 for a usage error). */
  static int run(String[] args, PrintStream out, PrintStream err) {
    if (args.length < 2 || args.length > 5) {
      err.println(USAGE);
      return 2;
    }
    String stage = args.length > 4 ? args[4] : "c";
    if (!TRACED_STAGES.containsKey(stage)) {
      err.println("BuildComparison: the traced stage is c, replay, whole or scan, not " + stage);
      return 2;
    }
    int resources;
    int rounds;
    try {
      resources = args.length > 2 ? Integer.parseInt(args[2]) : 1000;
      rounds = args.length > 3 ? Integer.parseInt(args[3]) : 600;
    } catch (NumberFormatException e) {
      err.println("BuildComparison: resources and rounds are whole numbers: " + e.getMessage());
      return 2;
    }
    if (resources < 1 || rounds < 2) {
      err.println("BuildComparison: at least 1 resource and 2 rounds");
      return 2;
    }
    int oneIn;
    try {
      oneIn = TemplateGenerator.misconfiguredOneIn();
    } catch (IllegalArgumentException e) {
      err.println("BuildComparison: " + e.getMessage());
      return 2;
    }
    List<Result> results;
    try {
      results = compare(List.of(args[0], args[1]), resources, rounds, stage, oneIn);
    } catch (ReflectiveOperationException | MalformedURLException e) {
      err.println("BuildComparison: a build lacks what the benchmark calls: " + e);
      return 2;
    } catch (Fixtures.NotFound e) {
      err.println("BuildComparison: " + e.getMessage());
      return 2;
    }
    out.printf(Locale.ROOT, "%d resources, one in %d misconfigured, %d rounds (second half counted), traced stage %s, %s times in ms%n",
        resources, oneIn, rounds, stage, CPU_CLOCK ? "CPU" : "wall");
    for (Result r : results) {
      out.printf(Locale.ROOT, "%s%n  b p25 %.3f median %.3f | %s p25 %.3f median %.3f | %s/b p25 %.3f median %.3f%n",
          r.name(), r.bP25(), r.bMedian(), stage, r.cP25(), r.cMedian(), stage, r.ratioP25(), r.ratioMedian());
    }
    Result old = results.get(0);
    Result now = results.get(1);
    out.printf(Locale.ROOT, "new %s/b over old %s/b: p25 %.3f median %.3f%n", stage, stage,
        now.ratioP25() / old.ratioP25(), now.ratioMedian() / old.ratioMedian());
    out.printf(Locale.ROOT, "new %s over old %s: p25 %.3f median %.3f%n", stage, stage,
        now.cP25() / old.cP25(), now.cMedian() / old.cMedian());
    return 0;
  }

  /** Measures each build given by its class path, in the order given. */
  static List<Result> compare(List<String> classPaths, int resources, int rounds, String stage, int oneIn)
      throws ReflectiveOperationException, MalformedURLException {
    String text = TemplateGenerator.yaml(resources, 42, oneIn);
    Path policy = Fixtures.dir("policy/v1");
    List<Build> builds = new ArrayList<>();
    for (String cp : classPaths) {
      builds.add(new Build(cp, text, policy, TRACED_STAGES.get(stage), stage.equals(SCAN)));
    }
    long[][][] nanos = new long[builds.size()][2][rounds];
    for (int r = 0; r < rounds; r++) {
      for (int i = 0; i < builds.size(); i++) {
        int k = r % 2 == 0 ? i : builds.size() - 1 - i;
        Build b = builds.get(k);
        long start = now();
        b.untraced();
        long middle = now();
        b.traced();
        nanos[k][0][r] = middle - start;
        nanos[k][1][r] = now() - middle;
      }
    }
    List<Result> out = new ArrayList<>();
    for (int k = 0; k < builds.size(); k++) {
      double[] b = quantiles(nanos[k][0]);
      double[] c = quantiles(nanos[k][1]);
      out.add(new Result(classPaths.get(k), b[0], b[1], c[0], c[1]));
    }
    return out;
  }

  /** The time of the clock chosen: this thread's CPU time, or the wall clock. */
  private static long now() {
    return CPU_CLOCK ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
  }

  /** The 25th percentile and the median of the second half, in milliseconds. */
  private static double[] quantiles(long[] nanos) {
    long[] kept = Arrays.copyOfRange(nanos, nanos.length / 2, nanos.length);
    Arrays.sort(kept);
    return new double[] {kept[kept.length / 4] / 1e6, kept[kept.length / 2] / 1e6};
  }

  /**
   * One build, called through its own classes: stage (b), the document converted to plain values
   * and evaluated untraced, and stage (c), converted with paths and traced, as in {@link
   * OverheadSplit}, or the whole scan with its report ({@code scan}). Reflection costs a few calls
   * per stage, alike for both builds.
   */
  private static final class Build {
    private final Object node;
    private final Object policy;
    private final Object rules;
    private final Object defaults;
    private final Method plainValues;
    private final Method annotatedValues;
    private final Method optionsBuilder;
    private final Method withInput;
    private final Method build;
    private final Method evaluateAll;
    private final Method traceAll;
    /** The whole scan instead of tracing alone: the scan, its inputs and how to write its report (or nulls). */
    private final Object scan;
    private final Object scanInputs;
    private final Method run;
    private final Method write;
    private final Object json;

    Build(String classPath, String text, Path policyDir, String traceMethod, boolean wholeScan)
        throws ReflectiveOperationException, MalformedURLException {
      List<URL> urls = new ArrayList<>();
      for (String part : classPath.split(File.pathSeparator)) {
        urls.add(Path.of(part).toUri().toURL());
      }
      ClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
      Object documents = call(loader, "dev.cairn.locator.DocumentLoader", "builder");
      documents = invoke(documents, "build");
      Object file = method(documents.getClass(), "load", String.class, String.class).invoke(documents, "template.yaml", text);
      Object document = ((List<?>) invoke(file, "documents")).get(0);
      node = invoke(document, "value");
      Object scanner = call(loader, "dev.cairn.conftest.RegoCheck", "builder");
      scanner = method(scanner.getClass(), "policy", Path.class).invoke(scanner, policyDir);
      scanner = method(scanner.getClass(), "threads", int.class).invoke(scanner, 1);
      scanner = invoke(scanner, "build");
      policy = invoke(scanner, "policy");
      rules = invoke(scanner, "rules");
      Class<?> jsonNode = loader.loadClass("com.fasterxml.jackson.databind.JsonNode");
      Class<?> value = loader.loadClass("dev.cairn.engine.value.Value");
      Class<?> options = loader.loadClass("dev.cairn.engine.EvalOptions");
      Class<?> annotated = loader.loadClass("dev.cairn.engine.provenance.AnnotatedInput");
      plainValues = loader.loadClass("dev.cairn.engine.value.Json").getMethod("fromJson", jsonNode);
      annotatedValues = annotated.getMethod("fromJson", jsonNode);
      optionsBuilder = options.getMethod("builder");
      Class<?> builder = optionsBuilder.getReturnType();
      withInput = builder.getMethod("input", value);
      build = builder.getMethod("build");
      defaults = options.getField("DEFAULT").get(null);
      evaluateAll = method(loader.loadClass("dev.cairn.engine.CompiledPolicy"), "evaluateAll", List.class, options);
      traceAll =
          loader.loadClass("dev.cairn.tracer.Provenance")
              .getMethod(traceMethod, loader.loadClass("dev.cairn.engine.CompiledPolicy"), List.class, annotated, options);
      if (wholeScan) {
        Class<?> check = loader.loadClass("dev.cairn.scan.Check");
        Object checks = java.lang.reflect.Array.newInstance(check, 1);
        java.lang.reflect.Array.set(checks, 0, scanner);
        scan = method(loader.loadClass("dev.cairn.scan.Scan"), "of", checks.getClass()).invoke(null, checks);
        scanInputs = List.of(method(loader.loadClass("dev.cairn.scan.ScanInput"), "text", String.class, String.class)
            .invoke(null, "template.yaml", text));
        run = method(scan.getClass(), "run", List.class);
        Class<?> format = loader.loadClass("dev.cairn.report.ReportFormat");
        json = format.getField("JSON").get(null);
        write = method(format, "write", loader.loadClass("dev.cairn.report.ScanReport"), Writer.class);
      } else {
        scan = null;
        scanInputs = null;
        run = null;
        write = null;
        json = null;
      }
    }

    int untraced() throws ReflectiveOperationException {
      Object input = plainValues.invoke(null, node);
      Object opts = build.invoke(withInput.invoke(optionsBuilder.invoke(null), input));
      return ((List<?>) evaluateAll.invoke(policy, rules, opts)).size();
    }

    int traced() throws ReflectiveOperationException {
      if (scan != null) {
        Object report = run.invoke(scan, scanInputs);
        write.invoke(json, report, Writer.nullWriter());
        return ((List<?>) invoke(report, "findings")).size();
      }
      Object input = annotatedValues.invoke(null, node);
      return ((Map<?, ?>) traceAll.invoke(null, policy, rules, input, defaults)).size();
    }

    private static Object call(ClassLoader loader, String type, String method) throws ReflectiveOperationException {
      return method(loader.loadClass(type), method).invoke(null);
    }

    private static Object invoke(Object target, String method) throws ReflectiveOperationException {
      return method(target.getClass(), method).invoke(target);
    }

    /**
     * A public method, made callable even when reached through a class that is not public (a
     * builder's or a document's implementation).
     */
    private static Method method(Class<?> type, String name, Class<?>... parameters) throws NoSuchMethodException {
      Method m = type.getMethod(name, parameters);
      m.setAccessible(true);
      return m;
    }
  }
}
