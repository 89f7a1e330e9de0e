package dev.cairn.bench;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.zip.GZIPOutputStream;

/**
 * The attacks of issue 35 on {@code cairn serve}, each a set of client threads that run until a
 * deadline and count what the server answered ({@code 413}, {@code 408}, {@code closed}, ...).
 * Loopback only; every socket read is bounded.
 */
final class HostileClients {
  private HostileClients() {}

  /** What the server answered, by status or by what happened to the connection. */
  static final class Outcomes {
    private final Map<String, LongAdder> counts = new ConcurrentSkipListMap<>();

    void add(String outcome) {
      counts.computeIfAbsent(outcome, k -> new LongAdder()).increment();
    }

    void add(int status) {
      add(Integer.toString(status));
    }

    @Override
    public String toString() {
      if (counts.isEmpty()) {
        return "-";
      }
      List<String> parts = new ArrayList<>();
      counts.forEach((k, v) -> parts.add(v.sum() + "× " + k));
      return String.join(", ", parts);
    }
  }

  /** One attack: its name, the server options it needs, and the clients. */
  interface Attack {
    String name();

    List<String> serverArgs();

    void run(URI server, long deadlineNanos, Outcomes outcomes) throws Exception;
  }

  static Attack of(String name, List<String> serverArgs, Runner runner) {
    return new Attack() {
      @Override
      public String name() {
        return name;
      }

      @Override
      public List<String> serverArgs() {
        return serverArgs;
      }

      @Override
      public void run(URI server, long deadlineNanos, Outcomes outcomes) throws Exception {
        runner.run(server, deadlineNanos, outcomes);
      }
    };
  }

  interface Runner {
    void run(URI server, long deadlineNanos, Outcomes outcomes) throws Exception;
  }

  interface Client {
    void once(URI server, Outcomes outcomes) throws Exception;
  }

  /** {@code threads} clients each repeating {@code client} until the deadline. */
  static void repeat(URI server, long deadlineNanos, Outcomes outcomes, int threads, Client client)
      throws InterruptedException {
    List<Thread> all = new ArrayList<>();
    for (int i = 0; i < threads; i++) {
      Thread t = new Thread(() -> {
        while (System.nanoTime() < deadlineNanos) {
          try {
            client.once(server, outcomes);
          } catch (IOException e) {
            outcomes.add("closed");
          } catch (InterruptedException e) {
            return;
          } catch (Exception e) {
            outcomes.add(e.getClass().getSimpleName());
          }
        }
      }, "attack-" + i);
      t.setDaemon(true);
      all.add(t);
      t.start();
    }
    for (Thread t : all) {
      t.join();
    }
  }

  static Socket connect(URI server) throws IOException {
    Socket s = new Socket();
    s.connect(new InetSocketAddress(server.getHost(), server.getPort()), 10_000);
    s.setSoTimeout(30_000);
    return s;
  }

  /** The status of the response waiting on {@code in}, or "closed". */
  static String status(InputStream in) throws IOException {
    byte[] line = new byte[12];
    int n = in.readNBytes(line, 0, 12);
    String text = new String(line, 0, n, StandardCharsets.ISO_8859_1);
    return text.startsWith("HTTP/1.1 ") && n == 12 ? text.substring(9, 12) : "closed";
  }

  /** A body of {@code total} bytes, {@code {"input": [0,0,...` padded to length, streamed as fast as it is taken. */
  static void largeBodies(URI server, long deadline, Outcomes outcomes, int clients, long total, boolean chunked)
      throws InterruptedException {
    byte[] block = ",0".repeat(32 * 1024).getBytes(StandardCharsets.ISO_8859_1);
    repeat(server, deadline, outcomes, clients, (uri, out) -> {
      try (Socket s = connect(uri)) {
        OutputStream o = s.getOutputStream();
        String head = "POST /v1/data/p/x HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            + (chunked ? "Transfer-Encoding: chunked\r\n" : "Content-Length: " + total + "\r\n") + "\r\n";
        o.write(head.getBytes(StandardCharsets.ISO_8859_1));
        byte[] start = "{\"input\": [0".getBytes(StandardCharsets.ISO_8859_1);
        long sent = 0;
        try {
          sent += write(o, start, start.length, chunked);
          while (sent + block.length + 2 <= total && System.nanoTime() < deadline) {
            sent += write(o, block, block.length, chunked);
          }
          byte[] end = ("0".repeat((int) Math.max(0, total - sent - 2)) + "]}").getBytes(StandardCharsets.ISO_8859_1);
          write(o, end, end.length, chunked);
          if (chunked) {
            o.write("0\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
          }
          o.flush();
        } catch (IOException e) {
          // The server answered before the body was sent, and closed: read what it said.
        }
        out.add(status(s.getInputStream()));
      }
    });
  }

  private static int write(OutputStream o, byte[] bytes, int n, boolean chunked) throws IOException {
    if (chunked) {
      o.write((Integer.toHexString(n) + "\r\n").getBytes(StandardCharsets.ISO_8859_1));
      o.write(bytes, 0, n);
      o.write("\r\n".getBytes(StandardCharsets.ISO_8859_1));
    } else {
      o.write(bytes, 0, n);
    }
    return n;
  }

  /**
   * {@code clients} connections that send {@code head} and then one byte of {@code trickle} every
   * {@code every}; when the server answers or closes, the client counts it and starts again.
   */
  static void slowClients(URI server, long deadline, Outcomes outcomes, int clients, String head, Duration every)
      throws InterruptedException {
    repeat(server, deadline, outcomes, clients, (uri, out) -> {
      try (Socket s = connect(uri)) {
        s.getOutputStream().write(head.getBytes(StandardCharsets.ISO_8859_1));
        InputStream in = s.getInputStream();
        while (System.nanoTime() < deadline) {
          Thread.sleep(every.toMillis());
          if (in.available() > 0) {
            out.add(status(in));
            return;
          }
          try {
            s.getOutputStream().write('a');
          } catch (IOException e) {
            out.add("closed by server");
            return;
          }
        }
        out.add("still open at the end");
      }
    });
  }

  /** Sends each request in turn over its own connection, counting the answers. */
  static void rawRequests(URI server, long deadline, Outcomes outcomes, int clients, List<byte[]> requests)
      throws InterruptedException {
    int[] next = {0};
    repeat(server, deadline, outcomes, clients, (uri, out) -> {
      byte[] request;
      synchronized (next) {
        request = requests.get(next[0]++ % requests.size());
      }
      try (Socket s = connect(uri)) {
        s.getOutputStream().write(request);
        out.add(status(s.getInputStream()));
      }
    });
  }

  static byte[] ascii(String s) {
    return s.getBytes(StandardCharsets.ISO_8859_1);
  }

  static byte[] request(String method, String path, String headers, byte[] body) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.writeBytes(ascii(method + " " + path + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n" + headers
        + "Content-Length: " + body.length + "\r\n\r\n"));
    out.writeBytes(body);
    return out.toByteArray();
  }

  static byte[] gzip(byte[] repeated, int times) {
    ByteArrayOutputStream packed = new ByteArrayOutputStream();
    try (GZIPOutputStream gz = new GZIPOutputStream(packed)) {
      for (int i = 0; i < times; i++) {
        gz.write(repeated);
      }
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    return packed.toByteArray();
  }

  /** HTTP client requests, each answer counted by status. */
  static void httpRequests(URI server, long deadline, Outcomes outcomes, int clients, List<HttpRequest.Builder> requests)
      throws InterruptedException {
    HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    int[] next = {0};
    repeat(server, deadline, outcomes, clients, (uri, out) -> {
      HttpRequest.Builder b;
      synchronized (next) {
        b = requests.get(next[0]++ % requests.size());
      }
      HttpResponse<String> r = client.send(b.timeout(Duration.ofSeconds(120)).build(), HttpResponse.BodyHandlers.ofString());
      out.add(r.statusCode());
    });
  }
}
