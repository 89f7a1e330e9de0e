package dev.cairn.compat.opa;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.compat.rego.RegoCase;
import dev.cairn.compat.rego.Verdict;
import dev.cairn.engine.ParseMode;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.ObjectValue;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Live OPA as an oracle, safe to call from several threads: each caller borrows a pair of servers
 * (v0 and v1 syntax, started on first use) that nobody else uses meanwhile, so cases never see
 * each other's policies. Cases the servers cannot take run in {@code opa eval}.
 */
final class Opa implements AutoCloseable {
  private final Path binary;
  private final Path work;
  private final Duration timeout;
  private final ConcurrentLinkedDeque<Servers> idle = new ConcurrentLinkedDeque<>();
  private final List<Servers> all = new ArrayList<>();
  private final AtomicInteger started = new AtomicInteger();
  private final AtomicInteger evalProcesses = new AtomicInteger();

  Opa(Path binary, Path work, Duration timeout) {
    this.binary = binary;
    this.work = work;
    this.timeout = timeout;
  }

  /** What {@code opa version} says first, e.g. {@code Version: 1.22.3}. */
  String version() throws IOException, InterruptedException {
    Process p = new ProcessBuilder(binary.toString(), "version").redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    p.waitFor(30, TimeUnit.SECONDS);
    return out.lines().findFirst().orElse("").strip();
  }

  /** How many cases needed an {@code opa eval} process of their own. */
  int evalProcesses() {
    return evalProcesses.get();
  }

  Verdict evaluate(RegoCase c) {
    Servers s = idle.poll();
    if (s == null) {
      s = new Servers(started.incrementAndGet());
      synchronized (all) {
        all.add(s);
      }
    }
    boolean healthy = false;
    try {
      OpaServer server = s.get(c.syntax());
      JsonNode input = c.input();
      if (c.inputTerm() != null) {
        if (singleExpression(c.query())) {
          // `with input as` keeps what JSON cannot carry (sets, non-string keys), as OPA's runner does
          c = withInputTerm(c);
        } else {
          Verdict term = server.term(c.inputTerm());
          if (!(term instanceof Verdict.Solutions v) || v.solutions().size() != 1) {
            healthy = true;
            return term instanceof Verdict.Failure ? term : Verdict.Failure.harness("input term is undefined");
          }
          input = Json.toJson(((ObjectValue) v.solutions().get(0)).get("x"));
        }
      }
      Optional<Verdict> served = server.evaluate(c, input, timeout);
      healthy = true;
      if (served.isPresent()) {
        return served.get();
      }
      evalProcesses.incrementAndGet();
      return OpaEval.evaluate(binary, c, input, work, timeout);
    } catch (IOException | RuntimeException e) {
      return Verdict.Failure.harness("OPA: " + e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Verdict.Failure.harness("interrupted");
    } finally {
      if (healthy) {
        idle.push(s);
      } else {
        s.close(); // its state is unknown: the next case gets fresh servers
      }
    }
  }

  private static boolean singleExpression(String query) {
    return !query.contains(";") && !query.contains("\n") && !query.contains(" with ");
  }

  private static RegoCase withInputTerm(RegoCase c) {
    return new RegoCase(
        c.id(), c.syntax(), c.modules(), c.query() + " with input as " + c.inputTerm(), c.data(), null, null, c.strict(),
        c.sortBindings());
  }

  @Override
  public void close() {
    synchronized (all) {
      all.forEach(Servers::close);
    }
  }

  /** A v0 and a v1 server, each started when a case first needs it. */
  private final class Servers implements AutoCloseable {
    private final int n;
    private final Map<ParseMode, OpaServer> bySyntax = new EnumMap<>(ParseMode.class);

    Servers(int n) {
      this.n = n;
    }

    OpaServer get(ParseMode syntax) throws IOException {
      OpaServer s = bySyntax.get(syntax);
      if (s == null) {
        s = new OpaServer(binary, syntax, work.resolve("opa-" + n + "-" + syntax.name().toLowerCase() + ".log"));
        bySyntax.put(syntax, s);
      }
      return s;
    }

    @Override
    public synchronized void close() {
      bySyntax.values().forEach(OpaServer::close);
      bySyntax.clear();
    }
  }
}
