package dev.cairn.cli.conftest;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code cairn conftest}: conftest's command line, so that {@code alias conftest='cairn conftest'}
 * runs a conftest setup unchanged: {@code test}, {@code verify} and {@code parse}; {@code pull} and
 * {@code push} say they are not supported.
 */
@Command(
    name = "conftest",
    description = "conftest's command line: test, verify and parse, with conftest's flags, outputs and exit codes.",
    mixinStandardHelpOptions = true,
    subcommands = {ConftestTestCommand.class, ConftestVerifyCommand.class, ConftestParseCommand.class,
        RegistryCommand.Pull.class, RegistryCommand.Push.class})
public final class ConftestCommand implements Runnable {
  @Spec CommandSpec spec;

  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(), "missing subcommand: test, verify or parse");
  }
}
