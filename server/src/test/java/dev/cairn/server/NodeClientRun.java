package dev.cairn.server;

import dev.cairn.engine.ParseMode;
import dev.cairn.engine.PolicyBuilder;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.testkit.Required;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs the {@code @styra/opa} client tests ({@code src/test/node}) against a real {@code cairn
 * serve}: {@code npm ci}, start the server on an ephemeral loopback port with the tests' policies
 * and a bundle, {@code node --test}, stop. Exit code: node's. Without node or npm it prints why it
 * skips and exits 0. Run by exec-maven-plugin in {@code mvn verify}.
 */
public final class NodeClientRun {
  private static final String AUTHZ = """
      package httpapi.authz
      import rego.v1
      default allow := false
      allow if input.user == "alice"
      conflict := 1 if input.x
      conflict := 2 if input.x
      """;
  private static final String MAIN = """
      package system
      import rego.v1
      main := {"allowed": data.httpapi.authz.allow, "user": input.user}
      """;

  private NodeClientRun() {}

  public static void main(String[] args) throws Exception {
    Path dir = Path.of(args[0]).toAbsolutePath();
    Path work = Path.of(args[1]).toAbsolutePath();
    if (!available("node") || !available("npm")) {
      String why = "the @styra/opa client tests need node and npm on the PATH";
      if (Required.strict()) {
        // CI: evidence that silently went missing would read as a pass
        System.err.println("FAILED: " + why + " (" + Required.FLAG + " is set, so this fails instead of skipping)");
        System.exit(1);
      }
      System.out.println("SKIPPED: " + why + "; neither ran.");
      return;
    }
    int npm = run(dir, Map.of(), "npm", "ci", "--no-audit", "--no-fund");
    if (npm != 0) {
      System.err.println("npm ci failed (exit " + npm + ") in " + dir);
      System.exit(npm);
    }
    Files.createDirectories(work);
    Map<String, String> bundle = new LinkedHashMap<>();
    bundle.put(".manifest", "{\"revision\": \"node-test\", \"roots\": [\"acme\"]}");
    bundle.put("acme/policy.rego", "package acme\nimport rego.v1\n\nallow if count(input.items) <= data.acme.max\n");
    bundle.put("acme/data.json", "{\"max\": 2}");
    Bundle acme = BundleReader.read(Bundles.write(work.resolve("acme.tar.gz"), bundle));
    PolicyStore store = PolicyStore.create(
        List.of(new PolicyBuilder.Source("authz.rego", AUTHZ), new PolicyBuilder.Source("main.rego", MAIN)),
        ObjectValue.EMPTY, List.of(acme), ParseMode.AUTO);
    int code;
    try (CairnServer server = CairnServer.start(ServerConfig.builder().port(0).build(), store, "node-test")) {
      code = run(dir, Map.of("CAIRN_URL", server.uri().toString()), "node", "--test");
    }
    System.exit(code);
  }

  private static boolean available(String tool) {
    try {
      Process p = new ProcessBuilder(tool, "--version").redirectErrorStream(true).start();
      p.getInputStream().readAllBytes();
      return p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0;
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  private static int run(Path dir, Map<String, String> env, String... command) throws IOException, InterruptedException {
    ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile()).inheritIO();
    pb.environment().putAll(env);
    Process p = pb.start();
    if (!p.waitFor(5, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      System.err.println(String.join(" ", command) + " did not finish within 5 minutes");
      return 1;
    }
    return p.exitValue();
  }
}
