package dev.cairn.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class JettyLogTest {
  private final List<String> lines = new CopyOnWriteArrayList<>();

  @AfterEach
  void restore() {
    JettyLog.sendTo(System.err::println);
  }

  @Test
  void aJettyWarningWithAnExceptionIsOneLineNamingItNoStackTrace() {
    JettyLog.sendTo(lines::add);
    Logger log = Logger.getLogger("org.eclipse.jetty.util.thread.SerializedInvoker");
    log.log(Level.WARNING, "Serialized invocation error",
        new IllegalStateException("channel already completed", new RuntimeException("cause\nsecond line")));
    assertThat(lines).containsExactly("jetty warning (org.eclipse.jetty.util.thread.SerializedInvoker): "
        + "Serialized invocation error: java.lang.IllegalStateException: channel already completed: "
        + "java.lang.RuntimeException: cause second line");
  }

  @Test
  void jettyInfoIsNotShownAndInstallingTwiceAddsNoSecondLine() {
    JettyLog.sendTo(lines::add);
    JettyLog.sendTo(lines::add);
    Logger log = Logger.getLogger("org.eclipse.jetty.server.Server");
    log.info("Started Server");
    log.warning("low on threads");
    assertThat(lines).containsExactly("jetty warning (org.eclipse.jetty.server.Server): low on threads");
  }

  /** Found by fuzzing (server:raw): each bad Host header logged a warning, so a client could fill the log. */
  @Test
  void aClientsMalformedHostIsAnsweredAndNotLogged() throws Exception {
    try (TestServer s = TestServer.start(c -> {}, "{}", List.of())) {
      JettyLog.sendTo(lines::add);
      for (String host : List.of("localhost: 80", "/localhost", "localhost\r\nHost: localhost")) {
        try (RawClient raw = new RawClient(s.uri())) {
          String answer = raw.send("GET /health HTTP/1.1\r\nHost: " + host + "\r\n\r\n").readResponse();
          assertThat(RawClient.status(answer)).as(host).isEqualTo(400);
        }
      }
      assertThat(lines).isEmpty();
    }
  }
}
