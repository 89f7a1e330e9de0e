package dev.cairn.cli.docs;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Every example of every page, prepared and run once for all the tests that check them: console
 * transcripts parsed, java examples compiled, then all their commands and programs run in one
 * {@link ExampleRunner} JVM started in the repository root.
 */
final class Examples {
  /** How long the runner may take for all examples together before it is stopped. */
  private static final long TIMEOUT_MINUTES = 10;

  record Problem(String message) {}

  /** A block that needs a file the build may not have made (a peer tool), absent here. */
  record Missing(String path) {}

  final Path root = Repo.root();
  final List<Page> pages = Repo.pages();
  final Modules modules = Modules.of(root);
  /** Per block: its transcript or java example, or why it could not be prepared. */
  final Map<CodeBlock, Object> prepared = new LinkedHashMap<>();
  final Map<Object, ExampleRunner.Result> results = new IdentityHashMap<>();

  private static Examples instance;

  static synchronized Examples get() throws IOException, InterruptedException {
    if (instance == null) {
      instance = new Examples();
      instance.run();
    }
    return instance;
  }

  private void run() throws IOException, InterruptedException {
    Path work = Files.createTempDirectory("cairn-doc-examples");
    Path classes = Files.createDirectories(work.resolve("classes"));
    List<ExampleRunner.Job> jobs = new ArrayList<>();
    List<Object> owners = new ArrayList<>();
    int javaCount = 0;
    for (Page page : pages) {
      for (CodeBlock block : page.blocks()) {
        try {
          switch (block.kind()) {
            case CONSOLE -> {
              String needs = block.attributes().get("needs");
              if (needs != null && !Files.exists(root.resolve(needs))) {
                prepared.put(block, new Missing(needs));
                continue;
              }
              Transcript t = Transcript.of(block);
              prepared.put(block, t);
              for (Transcript.Step step : t.steps()) {
                if (!step.echoesStatus()) {
                  jobs.add(new ExampleRunner.Job(step.argv(), null));
                  owners.add(step);
                }
              }
            }
            case HTTP -> prepared.put(block, HttpTranscript.of(block));
            case JAVA -> {
              JavaExample example = JavaExample.of(block, "DocExample" + (++javaCount), modules);
              List<String> errors = example.compile(classes, modules);
              if (errors.isEmpty()) {
                prepared.put(block, example);
                jobs.add(new ExampleRunner.Job(null, example.className()));
                owners.add(example);
              } else {
                prepared.put(block, new Problem("does not compile:\n" + String.join("\n", errors)));
              }
            }
            default -> { }
          }
        } catch (IllegalArgumentException e) {
          prepared.put(block, new Problem(e.getMessage()));
        }
      }
    }
    ObjectMapper json = new ObjectMapper();
    Path jobsFile = work.resolve("jobs.json");
    Path resultsFile = work.resolve("results.json");
    Path log = work.resolve("runner.log");
    json.writeValue(jobsFile.toFile(), jobs);
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String classpath = classes + File.pathSeparator + System.getProperty("java.class.path");
    Process process = new ProcessBuilder(java, "-Xss4m", "-Xmx1g", "-XX:+UseParallelGC", "-cp", classpath,
        ExampleRunner.class.getName(), jobsFile.toString(), resultsFile.toString())
        .directory(root.toFile())
        .redirectErrorStream(true)
        .redirectOutput(log.toFile())
        .start();
    if (!process.waitFor(TIMEOUT_MINUTES, TimeUnit.MINUTES)) {
      process.destroyForcibly().waitFor();
      throw new IllegalStateException("the examples did not finish in " + TIMEOUT_MINUTES + " minutes; the last"
          + " started: " + lastJob(log, jobs, owners));
    }
    if (process.exitValue() != 0) {
      throw new IllegalStateException("the example runner failed (exit " + process.exitValue() + "):\n"
          + Files.readString(log, StandardCharsets.UTF_8));
    }
    List<ExampleRunner.Result> all = json.readValue(resultsFile.toFile(), new TypeReference<List<ExampleRunner.Result>>() {});
    for (int i = 0; i < owners.size(); i++) {
      results.put(owners.get(i), all.get(i));
    }
  }

  private static String lastJob(Path log, List<ExampleRunner.Job> jobs, List<Object> owners) throws IOException {
    List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8).stream().filter(l -> l.startsWith("job ")).toList();
    if (lines.isEmpty()) {
      return "none";
    }
    int i = Integer.parseInt(lines.get(lines.size() - 1).substring(4));
    return owners.get(i) instanceof Transcript.Step s ? s.command() : jobs.get(i).className();
  }
}
