package dev.cairn.server;

import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * Jetty's own log (it logs through SLF4J to java.util.logging), kept to warnings, one line each. A
 * warning Jetty logs with an exception, such as its "Serialized invocation error" when a request
 * that Jetty itself fails races an answer Cairn is writing, would otherwise print a stack trace of
 * Jetty's internals in the server's output; the line names the exception and its message instead.
 */
final class JettyLog {
  /** Kept so the level and handler set on it survive: java.util.logging holds loggers weakly. */
  private static final Logger JETTY = Logger.getLogger("org.eclipse.jetty");
  private static final OneLine HANDLER = new OneLine();
  /**
   * Loggers whose warnings are about what a client sent (a malformed {@code Host}, a repeated one):
   * Jetty answers that client 400, and a line per bad request would let any client fill the
   * server's log. Kept for the same reason as {@link #JETTY}.
   */
  private static final List<Logger> CLIENTS_ERRORS = List.of(
      Logger.getLogger("org.eclipse.jetty.util.HostPort"), Logger.getLogger("org.eclipse.jetty.http.HttpParser"));

  private JettyLog() {}

  /**
   * From now on Jetty's warnings go to {@code out}, a line each; INFO and below are dropped, and so
   * are warnings about a client's malformed request (the client has its 400).
   */
  static synchronized void sendTo(Consumer<String> out) {
    HANDLER.out = out;
    JETTY.setLevel(Level.WARNING);
    JETTY.setUseParentHandlers(false);
    for (Logger l : CLIENTS_ERRORS) {
      l.setLevel(Level.SEVERE);
    }
    for (Handler h : JETTY.getHandlers()) {
      if (h == HANDLER) {
        return;
      }
    }
    JETTY.addHandler(HANDLER);
  }

  /** The line for one record: where, the message, and the exception's class and message. */
  static String line(LogRecord record) {
    StringBuilder s = new StringBuilder("jetty ").append(record.getLevel().getName().toLowerCase(Locale.ROOT))
        .append(" (").append(record.getLoggerName()).append("): ").append(record.getMessage());
    for (Throwable t = record.getThrown(); t != null; t = t.getCause() == t ? null : t.getCause()) {
      s.append(": ").append(t.getClass().getName());
      if (t.getMessage() != null) {
        s.append(": ").append(t.getMessage().replace('\n', ' '));
      }
    }
    return s.toString();
  }

  private static final class OneLine extends Handler {
    private volatile Consumer<String> out = System.err::println;

    @Override
    public void publish(LogRecord record) {
      if (isLoggable(record)) {
        out.accept(line(record));
      }
    }

    @Override
    public void flush() {}

    @Override
    public void close() {}
  }
}
