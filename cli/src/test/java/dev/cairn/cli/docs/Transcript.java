package dev.cairn.cli.docs;

import java.util.ArrayList;
import java.util.List;

/**
 * A {@code console} block read as a terminal session: each line starting with {@code $ } is a
 * command (a line ending in a backslash continues on the next), and the lines up to the next
 * command are what it printed, standard output and standard error together. Two commands run:
 * {@code ./cairn ARGS} (the launcher at the repository root) and {@code echo $?} (the exit code of
 * the command before it).
 */
record Transcript(CodeBlock block, List<Transcript.Step> steps) {

  /** One command with the lines shown after it; {@code argv} is null for {@code echo $?}. */
  record Step(int line, String command, List<String> argv, List<String> expected) {
    boolean echoesStatus() {
      return argv == null;
    }
  }

  static final String LAUNCHER = "./cairn";

  static Transcript of(CodeBlock block) {
    List<String> lines = block.lines();
    List<Step> steps = new ArrayList<>();
    int i = 0;
    while (i < lines.size()) {
      int line = block.line() + 1 + i;
      String text = lines.get(i);
      if (!text.startsWith("$ ")) {
        throw new IllegalArgumentException(block.page() + ":" + line + ": output before any command (commands start with \"$ \")");
      }
      StringBuilder command = new StringBuilder(text.substring(2));
      while (command.toString().endsWith("\\") && i + 1 < lines.size()) {
        command.setLength(command.length() - 1);
        command.append(' ').append(lines.get(++i).strip());
      }
      List<String> expected = new ArrayList<>();
      while (i + 1 < lines.size() && !lines.get(i + 1).startsWith("$ ")) {
        expected.add(lines.get(++i));
      }
      i++;
      steps.add(step(block, line, command.toString().strip(), expected));
    }
    return new Transcript(block, List.copyOf(steps));
  }

  private static Step step(CodeBlock block, int line, String command, List<String> expected) {
    if (command.equals("echo $?")) {
      return new Step(line, command, null, List.copyOf(expected));
    }
    List<String> words;
    try {
      words = ShellWords.split(command);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(block.page() + ":" + line + ": " + e.getMessage());
    }
    if (words.isEmpty() || !words.get(0).equals(LAUNCHER)) {
      throw new IllegalArgumentException(block.page() + ":" + line + ": only " + LAUNCHER + " and echo $? run in a"
          + " console block; show other commands as sh or text: " + command);
    }
    return new Step(line, command, List.copyOf(words.subList(1, words.size())), List.copyOf(expected));
  }
}
