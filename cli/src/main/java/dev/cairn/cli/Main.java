package dev.cairn.cli;

import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The {@code cairn} command: dispatches to its subcommands. */
@Command(
    name = "cairn",
    description = "Rego policies for YAML and JSON, with the location of every violation.",
    mixinStandardHelpOptions = true,
    versionProvider = Main.Version.class)
public final class Main implements Runnable {
  /** The subcommands, in the order the usage help lists them. */
  private static final List<Class<?>> SUBCOMMANDS = List.of(
      EvalCommand.class,
      ScanCommand.class,
      ReportCommand.class,
      LintCommand.class,
      ServeCommand.class,
      LspCommand.class,
      VerifyCommand.class,
      TestCommand.class,
      dev.cairn.cli.conftest.ConftestCommand.class,
      GuardCommand.class,
      CapabilitiesCommand.class,
      CommandLine.HelpCommand.class);

  @Spec CommandSpec spec;

  public static void main(String[] args) {
    System.exit(commandLine(args.length > 0 ? args[0] : null).execute(args));
  }

  /**
   * The configured command line, every subcommand in it: usage errors exit 2, and any unexpected
   * exception prints one {@code internal error} line (never a stack trace) and exits 2.
   */
  public static CommandLine commandLine() {
    return commandLine(null);
  }

  /**
   * The command line for a run whose first argument is {@code first}: with only the subcommand it
   * names, when it names one other than {@code help}, and with all of them otherwise (usage, help,
   * a misspelled name's suggestions). picocli reads every option of a subcommand by reflection
   * when it adds it, which for all twelve was 60-70 ms of CPU, on the main thread, of every batch
   * command's start-up.
   */
  static CommandLine commandLine(String first) {
    CommandLine cmd = new CommandLine(new Main());
    List<Class<?>> named = "help".equals(first)
        ? List.of()
        : SUBCOMMANDS.stream().filter(c -> c.getAnnotation(Command.class).name().equals(first)).toList();
    for (Class<?> c : named.isEmpty() ? SUBCOMMANDS : named) {
      cmd.addSubcommand(c);
    }
    cmd.setParameterExceptionHandler(
        (ex, args) -> {
          CommandLine failed = ex.getCommandLine();
          PrintWriter err = failed.getErr();
          err.println(ex.getMessage());
          if (!CommandLine.UnmatchedArgumentException.printSuggestions(ex, err)) {
            failed.usage(err);
          }
          err.flush();
          return ExitCodes.ERROR;
        });
    cmd.setExecutionExceptionHandler(
        (ex, command, parseResult) -> {
          PrintWriter err = command.getErr();
          err.println("internal error: " + describe(ex));
          err.flush();
          return ExitCodes.ERROR;
        });
    return cmd;
  }

  /** Without a subcommand there is nothing to do: a usage error. */
  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(), "missing subcommand");
  }

  private static String describe(Throwable t) {
    String message = t.getMessage();
    String text = message == null ? t.getClass().getName() : t.getClass().getSimpleName() + ": " + message;
    return text.replace('\n', ' ');
  }

  /** The version, commit and build date of this build ({@link BuildInfo}). */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      return BuildInfo.current().lines();
    }
  }
}
