package dev.cairn.server;

import java.io.IOException;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.util.BufferUtil;

/**
 * Whether the client of a request being evaluated is still connected. Jetty does not read from a
 * connection while its request is handled, so a client that leaves goes unnoticed until the answer
 * is written; like Go's HTTP server (OPA's), this reads ahead one byte: end of stream means the
 * client has gone and its evaluation can be cancelled.
 */
final class ClientProbe {
  enum State { CONNECTED, GONE, SENT_MORE }

  private ClientProbe() {}

  static State probe(Request request) {
    Connection connection = request.getConnectionMetaData().getConnection();
    EndPoint endPoint = connection == null ? null : connection.getEndPoint();
    if (endPoint == null || endPoint.isFillInterested()) {
      return State.CONNECTED; // Jetty is reading it: it will see the end itself
    }
    if (!endPoint.isOpen() || endPoint.isInputShutdown()) {
      return State.GONE;
    }
    try {
      int n = endPoint.fill(BufferUtil.allocate(1));
      return n < 0 ? State.GONE : n == 0 ? State.CONNECTED : State.SENT_MORE;
    } catch (IOException e) {
      return State.GONE;
    }
  }
}
