package dev.cairn.server;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;

/**
 * One loopback connection driven byte by byte, for what an HTTP client library will not send:
 * partial requests, malformed headers, bodies that stop half way. Every read is bounded by a
 * deadline so a server that hangs fails the test instead of hanging it.
 */
final class RawClient implements AutoCloseable {
  /** How long a test waits for the server before it calls the server hung. */
  static final int DEADLINE_MILLIS = 30_000;

  private final Socket socket;

  RawClient(URI server) throws IOException {
    socket = new Socket();
    socket.connect(new InetSocketAddress(server.getHost(), server.getPort()), DEADLINE_MILLIS);
    socket.setSoTimeout(DEADLINE_MILLIS);
  }

  RawClient send(String text) throws IOException {
    return send(text.getBytes(StandardCharsets.ISO_8859_1));
  }

  RawClient send(byte[] bytes) throws IOException {
    OutputStream out = socket.getOutputStream();
    out.write(bytes);
    out.flush();
    return this;
  }

  /** Shuts down the sending side: the request is complete, and the client waits for the answer. */
  RawClient halfClose() throws IOException {
    socket.shutdownOutput();
    return this;
  }

  /** Everything the server sends until it closes the connection. */
  String readToClose() throws IOException {
    try {
      return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    } catch (SocketTimeoutException e) {
      throw new AssertionError("the server neither answered nor closed within " + DEADLINE_MILLIS + " ms", e);
    }
  }

  /** One response's status line and headers, then its body as Content-Length says. */
  String readResponse() throws IOException {
    InputStream in = socket.getInputStream();
    ByteArrayOutputStream head = new ByteArrayOutputStream();
    try {
      while (!head.toString(StandardCharsets.ISO_8859_1).endsWith("\r\n\r\n")) {
        int b = in.read();
        if (b < 0) {
          return head.toString(StandardCharsets.ISO_8859_1);
        }
        head.write(b);
      }
      String headers = head.toString(StandardCharsets.ISO_8859_1);
      int length = 0;
      for (String line : headers.split("\r\n")) {
        if (line.toLowerCase(java.util.Locale.ROOT).startsWith("content-length:")) {
          length = Integer.parseInt(line.substring(15).strip());
        }
      }
      return headers + new String(in.readNBytes(length), StandardCharsets.UTF_8);
    } catch (SocketTimeoutException e) {
      throw new AssertionError("the server did not answer within " + DEADLINE_MILLIS + " ms", e);
    }
  }

  /** Whether the server closes the connection within {@code millis}, sending nothing. */
  boolean closedByServer(int millis) throws IOException {
    socket.setSoTimeout(millis);
    try {
      return socket.getInputStream().read() < 0;
    } catch (SocketTimeoutException e) {
      return false;
    } catch (IOException e) {
      return true; // reset
    } finally {
      socket.setSoTimeout(DEADLINE_MILLIS);
    }
  }

  static int status(String response) {
    if (!response.startsWith("HTTP/1.1 ")) {
      throw new AssertionError("not an HTTP response: " + response);
    }
    return Integer.parseInt(response.substring(9, 12));
  }

  @Override
  public void close() throws IOException {
    socket.close();
  }
}
