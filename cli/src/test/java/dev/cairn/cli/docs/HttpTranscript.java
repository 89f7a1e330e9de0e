package dev.cairn.cli.docs;

import java.util.ArrayList;
import java.util.List;

/**
 * An {@code http serve=DIR} block: a terminal session of curl commands against {@code ./cairn
 * serve -d DIR}. Each line starting with {@code $ } is a command, going on over the next lines
 * while a quote is open or a line ends with a backslash (as in a shell); the lines up to the next
 * command are the body curl prints.
 */
record HttpTranscript(CodeBlock block, String policies, List<HttpTranscript.Step> steps) {

  record Step(int line, String command, Curl request, List<String> expected) {}

  static HttpTranscript of(CodeBlock block) {
    String policies = block.attributes().get("serve");
    if (policies == null || policies.isEmpty()) {
      throw new IllegalArgumentException(block.where() + ": an http block names the policies the server it runs"
          + " against loads: http serve=DIR (./cairn serve -d DIR)");
    }
    List<String> lines = block.lines();
    List<Step> steps = new ArrayList<>();
    int i = 0;
    while (i < lines.size()) {
      int line = block.line() + 1 + i;
      if (!lines.get(i).startsWith("$ ")) {
        throw new IllegalArgumentException(block.page() + ":" + line + ": output before any command (commands start with \"$ \")");
      }
      StringBuilder command = new StringBuilder(lines.get(i).substring(2));
      while (!ShellWords.complete(command.toString()) && i + 1 < lines.size()) {
        command.append('\n').append(lines.get(++i));
      }
      Curl request;
      try {
        request = Curl.of(ShellWords.split(command.toString()));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(block.page() + ":" + line + ": " + e.getMessage());
      }
      List<String> expected = new ArrayList<>();
      while (i + 1 < lines.size() && !lines.get(i + 1).startsWith("$ ")) {
        expected.add(lines.get(++i));
      }
      i++;
      steps.add(new Step(line, command.toString(), request, List.copyOf(expected)));
    }
    return new HttpTranscript(block, policies, List.copyOf(steps));
  }
}
