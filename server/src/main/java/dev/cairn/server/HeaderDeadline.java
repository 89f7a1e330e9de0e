package dev.cairn.server;

import java.time.Duration;
import org.eclipse.jetty.http.HttpParser;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.internal.HttpConnection;

/**
 * Closes connections whose request line and headers have not all arrived within the request
 * deadline. Jetty's idle timeout restarts with every byte, so a client sending one header byte
 * every few seconds would hold its connection forever; Jetty reads headers without a thread, so
 * such clients cost only connections, and this bounds how long. A body that is slow is the {@link
 * Exchange}'s to time out, with a 408. (Jetty's internal {@code HttpConnection} is the only place the
 * parser's state shows; SlowClientsTest fails if an upgrade hides it.)
 */
final class HeaderDeadline implements Runnable {
  private final ServerConnector connector;
  private final long timeoutNanos;

  HeaderDeadline(ServerConnector connector, Duration timeout) {
    this.connector = connector;
    this.timeoutNanos = timeout.toNanos();
  }

  /** How often to look: often enough that a connection lives at most a quarter longer than allowed. */
  static Duration period(Duration timeout) {
    long ms = Math.max(50, Math.min(1_000, timeout.toMillis() / 4));
    return Duration.ofMillis(ms);
  }

  @Override
  public void run() {
    long now = System.nanoTime();
    for (EndPoint endPoint : connector.getConnectedEndPoints()) {
      if (endPoint.getConnection() instanceof HttpConnection http) {
        HttpParser parser = http.getParser();
        if (!parser.isStart() && parser.inHeaderState() && now - parser.getBeginNanoTime() > timeoutNanos) {
          endPoint.close();
        }
      }
    }
  }
}
