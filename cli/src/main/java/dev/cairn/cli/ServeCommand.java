package dev.cairn.cli;

import dev.cairn.engine.ParseMode;
import dev.cairn.engine.RegoException;
import dev.cairn.server.Bundle;
import dev.cairn.server.BundleException;
import dev.cairn.server.BundleReader;
import dev.cairn.server.BundleWatcher;
import dev.cairn.server.CairnServer;
import dev.cairn.server.PolicyStore;
import dev.cairn.server.ServerConfig;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code cairn serve}: OPA's REST API over the loaded policies, data and bundles. */
@Command(
    name = "serve",
    description = "Serve OPA's REST API (and located violations) over HTTP.",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:stopped (SIGTERM or Ctrl-C: requests in flight finish first)",
      "2:usage, policy, data or bundle error, or the address is in use"})
final class ServeCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = {"-a", "--addr"}, paramLabel = "HOST:PORT", defaultValue = "127.0.0.1:8181",
      description = "Address to listen on (default: ${DEFAULT-VALUE}, loopback only).")
  String addr;

  @Option(names = {"-d", "--data"}, paramLabel = "PATH",
      description = "Rego, JSON or YAML file, or a directory of them, as for eval (repeatable).")
  List<Path> data = new ArrayList<>();

  @Option(names = {"-b", "--bundle"}, paramLabel = "FILE",
      description = "OPA bundle (.tar.gz) to activate (repeatable).")
  List<Path> bundles = new ArrayList<>();

  @Option(names = "--watch", description = "Reload bundles when their files change.")
  boolean watch;

  @Option(names = "--authentication", paramLabel = "SCHEME", defaultValue = "off",
      description = "off or token (Authorization: Bearer) (default: ${DEFAULT-VALUE}).")
  String authentication;

  @Option(names = "--token-file", paramLabel = "FILE",
      description = "With --authentication token: accept only the tokens in this file, one per line.")
  Path tokenFile;

  @Option(names = "--authorization", paramLabel = "SCHEME", defaultValue = "off",
      description = "off or basic (data.system.authz.allow decides) (default: ${DEFAULT-VALUE}).")
  String authorization;

  @Option(names = "--timeout", paramLabel = "DURATION", converter = DurationConverter.class,
      description = "Deadline for each evaluation, e.g. 5s; the request is cancelled a second later "
          + "whatever it is doing (default: none). A plain GET /health is not an evaluation of "
          + "policies and has only --request-timeout.")
  Duration timeout;

  @Option(names = "--request-timeout", paramLabel = "DURATION", converter = DurationConverter.class,
      defaultValue = "60s",
      description = "Deadline for a whole request from its first byte: headers, body, waiting and "
          + "evaluating (default: ${DEFAULT-VALUE}).")
  Duration requestTimeout;

  @Option(names = "--max-request-bytes", paramLabel = "N", defaultValue = "67108864",
      description = "Largest request body accepted, after gzip decoding; larger ones get 413 "
          + "(default: ${DEFAULT-VALUE}, 64 MiB).")
  long maxRequestBytes;

  @Option(names = "--memory-budget", paramLabel = "N",
      description = "Bytes that request bodies and the documents parsed from them may hold at once, "
          + "over all requests; beyond it, 413 (default: half the JVM's maximum heap).")
  Long memoryBudget;

  @Option(names = "--threads", paramLabel = "N",
      description = "Requests evaluated at once; others wait within their deadline "
          + "(default: twice the processors, at least 4).")
  Integer threads;

  @Option(names = "--default-decision", paramLabel = "PATH", defaultValue = "/system/main",
      description = "Decision POST / answers (default: ${DEFAULT-VALUE}).")
  String defaultDecision;

  @Option(names = "--shutdown-grace-period", paramLabel = "DURATION", converter = DurationConverter.class,
      defaultValue = "10s", description = "How long shutdown waits for requests in flight (default: ${DEFAULT-VALUE}).")
  Duration grace;

  @Override
  public Integer call() throws Exception {
    PrintWriter err = spec.commandLine().getErr();
    ServerConfig config;
    PolicyStore store;
    try {
      config = config();
      store = store(err);
    } catch (CliException e) {
      e.errors().forEach(x -> err.println(x.toLine()));
      err.flush();
      return ExitCodes.ERROR;
    } catch (RegoException e) {
      e.errors().forEach(x -> err.println(CliError.of(x).toLine()));
      err.flush();
      return ExitCodes.ERROR;
    } catch (BundleException | IllegalArgumentException e) {
      err.println("cairn serve: " + e.getMessage());
      err.flush();
      return ExitCodes.ERROR;
    }
    String version = new Main.Version().getVersion()[0];
    java.util.function.Consumer<String> log = line -> {
      err.println(line);
      err.flush();
    };
    CairnServer server;
    try {
      server = CairnServer.start(config, store, version, log);
    } catch (IOException e) {
      err.println("cairn serve: cannot listen on " + addr + ": " + e.getMessage());
      err.flush();
      return ExitCodes.ERROR;
    }
    BundleWatcher watcher = new BundleWatcher(store, bundles, log);
    if (watch && !bundles.isEmpty()) {
      watcher.start(Duration.ofSeconds(1));
    }
    // SIGTERM and Ctrl-C: a graceful stop, then exit 0 (not the JVM's 143 for a signal): the
    // server did what it was asked. halt, because the JVM is already exiting with the signal's status.
    Runnable stop = () -> {
      watcher.close();
      int unfinished = server.stop();
      log.accept(unfinished == 0
          ? "cairn serve: stopped"
          : "cairn serve: stopped; requests still running at the end of --shutdown-grace-period were cancelled");
      Runtime.getRuntime().halt(ExitCodes.OK);
    };
    try {
      Runtime.getRuntime().addShutdownHook(new Thread(stop, "cairn-serve-shutdown"));
    } catch (IllegalStateException signalledWhileStarting) {
      // The signal came before the hook was in place ("Shutdown in progress"): stop as the hook would.
      stop.run();
    }
    err.println("cairn serve: listening on " + server.uri());
    err.flush();
    server.join();
    return ExitCodes.OK;
  }

  private ServerConfig config() throws CliException {
    int colon = addr.lastIndexOf(':');
    int port;
    try {
      port = Integer.parseInt(addr.substring(colon + 1));
    } catch (NumberFormatException e) {
      throw usage("--addr wants HOST:PORT, got " + addr);
    }
    String host = colon <= 0 ? "0.0.0.0" : addr.substring(0, colon).replace("[", "").replace("]", "");
    if (port < 0 || port > 65535) {
      throw usage("--addr port out of range: " + port);
    }
    if (maxRequestBytes <= 0) {
      throw usage("--max-request-bytes must be a positive number of bytes, got " + maxRequestBytes);
    }
    if (memoryBudget != null && memoryBudget <= 0) {
      throw usage("--memory-budget must be a positive number of bytes, got " + memoryBudget);
    }
    if (threads != null && threads < 1) {
      throw usage("--threads must be at least 1, got " + threads);
    }
    if (requestTimeout.isZero()) {
      throw usage("--request-timeout must be longer than 0");
    }
    return ServerConfig.builder()
        .host(host)
        .port(port)
        .defaultDecision(defaultDecision)
        .timeout(timeout)
        .requestTimeout(requestTimeout)
        .maxRequestBytes(maxRequestBytes)
        .memoryBudget(memoryBudget == null ? ServerConfig.defaultMemoryBudget() : memoryBudget)
        .threads(threads == null ? ServerConfig.defaultThreads() : threads)
        .authentication(scheme(ServerConfig.Authentication.class, "--authentication", authentication))
        .authorization(scheme(ServerConfig.Authorization.class, "--authorization", authorization))
        .tokens(tokens())
        .stopTimeout(grace)
        .build();
  }

  private PolicyStore store(PrintWriter err) throws CliException {
    dev.cairn.scan.PolicySources loaded =
        CliException.loading(() -> dev.cairn.scan.PolicyLoader.read(List.of(), data, w -> err.println(CliError.of(w).toLine())));
    List<Bundle> active = new ArrayList<>();
    for (Path b : bundles) {
      active.add(BundleReader.read(b));
    }
    return PolicyStore.create(loaded.modules(), loaded.data(), active, ParseMode.AUTO);
  }

  private Set<String> tokens() throws CliException {
    if (tokenFile == null) {
      return Set.of();
    }
    Set<String> out = new LinkedHashSet<>();
    for (String line : TextFiles.read(tokenFile).split("\n")) {
      if (!line.isBlank()) {
        out.add(line.strip());
      }
    }
    if (out.isEmpty()) {
      throw new CliException(CliError.inFile(CliError.LOAD_ERROR, "no tokens in file", tokenFile.toString()));
    }
    return out;
  }

  private static <E extends Enum<E>> E scheme(Class<E> type, String option, String value) throws CliException {
    for (E e : type.getEnumConstants()) {
      if (e.name().equalsIgnoreCase(value)) {
        return e;
      }
    }
    throw usage(option + " wants one of off, " + type.getEnumConstants()[1].name().toLowerCase(java.util.Locale.ROOT) + "; got " + value);
  }

  private static CliException usage(String message) {
    return new CliException(new CliError("usage_error", message, null, 0, 0));
  }
}
