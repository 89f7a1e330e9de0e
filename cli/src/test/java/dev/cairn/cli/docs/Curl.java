package dev.cairn.cli.docs;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;

/**
 * The curl command lines the pages show against {@code cairn serve}, as the request curl would
 * send: {@code -s}, {@code -X METHOD} (or {@code -XMETHOD}), {@code -d}/{@code --data-binary BODY}
 * (a POST with curl's form content type unless {@code -X} says otherwise), {@code -H 'Name:
 * value'} and one URL ({@code localhost:8181/...} without a scheme is http). Any other option is
 * refused, so that a page cannot show a command the test does not run as curl would.
 */
record Curl(String method, URI uri, String body, List<String[]> headers) {
  /** What curl sends with {@code -d} when no Content-Type is given. */
  static final String FORM = "application/x-www-form-urlencoded";

  static Curl of(List<String> words) {
    if (words.isEmpty() || !words.get(0).equals("curl")) {
      throw new IllegalArgumentException("only curl runs in an http block: " + String.join(" ", words));
    }
    String method = null;
    String url = null;
    String body = null;
    List<String[]> headers = new ArrayList<>();
    for (int i = 1; i < words.size(); i++) {
      String w = words.get(i);
      if (w.equals("-s") || w.equals("--silent")) {
        continue;
      }
      if (w.startsWith("-X") && w.length() > 2) {
        method = w.substring(2);
      } else if (w.equals("-X") || w.equals("--request")) {
        method = value(words, ++i, w);
      } else if (w.equals("-d") || w.equals("--data") || w.equals("--data-binary") || w.equals("--data-raw")) {
        String data = value(words, ++i, w);
        if (data.startsWith("@") && !w.equals("--data-raw")) {
          throw new IllegalArgumentException("the test does not read request bodies from files (" + w + " " + data + ")");
        }
        body = body == null ? data : body + "&" + data; // curl joins several -d with &
      } else if (w.equals("-H") || w.equals("--header")) {
        String header = value(words, ++i, w);
        int colon = header.indexOf(':');
        if (colon <= 0) {
          throw new IllegalArgumentException("a header is 'Name: value': " + header);
        }
        headers.add(new String[] {header.substring(0, colon).strip(), header.substring(colon + 1).strip()});
      } else if (w.startsWith("-")) {
        throw new IllegalArgumentException("the test's curl knows -s, -X, -d, --data-binary, --data-raw and -H, not " + w);
      } else if (url != null) {
        throw new IllegalArgumentException("one URL per curl command: " + url + " and " + w);
      } else {
        url = w;
      }
    }
    if (url == null) {
      throw new IllegalArgumentException("curl without a URL");
    }
    URI uri = URI.create(url.contains("://") ? url : "http://" + url);
    boolean typed = headers.stream().anyMatch(h -> h[0].equalsIgnoreCase("Content-Type"));
    if (body != null && !typed) {
      headers.add(new String[] {"Content-Type", FORM});
    }
    return new Curl(method != null ? method : body != null ? "POST" : "GET", uri, body, List.copyOf(headers));
  }

  /** This request sent to {@code server} instead of the host and port the page shows. */
  URI at(URI server) {
    return server.resolve(uri.getRawPath() + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery()));
  }

  private static String value(List<String> words, int i, String option) {
    if (i >= words.size()) {
      throw new IllegalArgumentException(option + " needs a value");
    }
    return words.get(i);
  }
}
