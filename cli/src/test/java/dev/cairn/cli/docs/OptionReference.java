package dev.cairn.cli.docs;

import dev.cairn.cli.Main;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Each command's option reference, rendered from the picocli model the CLI parses its arguments
 * with, so the pages cannot drift from it: the command's description, the synopsis, every option and parameter with its value
 * label, description and default, and the exit codes. A command's reference sits in the page of its
 * top-level command (docs/commands/guard.md holds {@code cairn guard validate}'s) between {@code
 * <!-- options: cairn guard validate -->} and {@code <!-- options end -->}.
 */
final class OptionReference {
  static final String END = "<!-- options end -->";
  private static final Pattern BLOCK = Pattern.compile("<!-- options: ([a-z -]+?) -->\\n.*?" + Pattern.quote(END), Pattern.DOTALL);

  private OptionReference() {}

  /** Every command of {@code cairn} by its qualified name ({@code cairn guard validate}), in declaration order; not help. */
  static Map<String, CommandLine> commands() {
    Map<String, CommandLine> all = new LinkedHashMap<>();
    collect(Main.commandLine(), all);
    return all;
  }

  private static void collect(CommandLine cmd, Map<String, CommandLine> all) {
    for (CommandLine sub : cmd.getSubcommands().values()) {
      if (sub.getCommandSpec().helpCommand() || all.containsKey(sub.getCommandSpec().qualifiedName())) {
        continue; // the help command, and aliases that repeat a command
      }
      all.put(sub.getCommandSpec().qualifiedName(), sub);
      collect(sub, all);
    }
  }

  /** The page of a command: docs/commands/ and the name of its top-level command. */
  static String page(String qualifiedName) {
    return "docs/commands/" + qualifiedName.split(" ")[1] + ".md";
  }

  static String start(String qualifiedName) {
    return "<!-- options: " + qualifiedName + " -->";
  }

  /** The names of the commands whose blocks a page holds, in page order. */
  static List<String> blocksIn(String page) {
    List<String> names = new ArrayList<>();
    Matcher m = BLOCK.matcher(page);
    while (m.find()) {
      names.add(m.group(1));
    }
    return names;
  }

  /** The page with every block replaced by what the model renders now. */
  static String regenerate(String page, Map<String, CommandLine> commands) {
    Matcher m = BLOCK.matcher(page);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      CommandLine cmd = commands.get(m.group(1));
      m.appendReplacement(out, Matcher.quoteReplacement(cmd == null ? m.group() : render(cmd)));
    }
    m.appendTail(out);
    return out.toString();
  }

  /** The block of one command, markers included. */
  static String render(CommandLine cmd) {
    CommandSpec spec = cmd.getCommandSpec();
    StringBuilder out = new StringBuilder(start(spec.qualifiedName())).append('\n');
    String description = String.join(" ", spec.usageMessage().description()).strip();
    if (!description.isEmpty()) {
      out.append(cell(description)).append("\n\n");
    }
    out.append("```text\n").append(cmd.getHelp().synopsis(0).stripTrailing()).append("\n```\n\n");
    List<String[]> rows = new ArrayList<>();
    for (OptionSpec option : spec.options()) {
      if (!option.hidden() && !option.usageHelp() && !option.versionHelp()) {
        rows.add(new String[] {names(option), option.arity().max() == 0 ? "" : "`" + option.paramLabel() + "`",
            description(option)});
      }
    }
    for (PositionalParamSpec parameter : spec.positionalParameters()) {
      if (!parameter.hidden()) {
        rows.add(new String[] {"`" + parameter.paramLabel() + (parameter.isMultiValue() ? "...`" : "`"), "",
            description(parameter)});
      }
    }
    if (!rows.isEmpty()) {
      out.append("| option | value | description |\n| --- | --- | --- |\n");
      for (String[] row : rows) {
        out.append("| ").append(String.join(" | ", row)).append(" |\n");
      }
    }
    Map<String, String> exitCodes = spec.usageMessage().exitCodeList();
    if (!exitCodes.isEmpty()) {
      out.append("\nExit codes:\n\n");
      exitCodes.forEach((code, meaning) -> out.append("- `").append(code.strip()).append("`: ")
          .append(cell(meaning.strip())).append('\n'));
    }
    return out.append(END).toString();
  }

  private static String names(OptionSpec option) {
    List<String> names = new ArrayList<>();
    for (String name : option.names()) {
      names.add("`" + name + "`");
    }
    return String.join(", ", names);
  }

  /** The description as --help prints it (variables expanded), with its default when it does not say it. */
  private static String description(ArgSpec arg) {
    String text = String.join(" ", arg.description()).strip();
    String defaultValue = arg.defaultValue();
    if (defaultValue != null && !text.contains("default")) {
      text += (text.isEmpty() || text.endsWith(".") ? " " : ". ") + "Default: `" + defaultValue + "`.";
    }
    return cell(text.strip());
  }

  /** Text safe in a Markdown table cell: no pipes, no line breaks, no HTML. */
  private static String cell(String text) {
    return text.replace("\\", "\\\\").replace("|", "\\|").replace("<", "&lt;").replace(">", "&gt;")
        .replace("\n", " ");
  }
}
