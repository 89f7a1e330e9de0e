package dev.cairn.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code cairn guard}: AWS CloudFormation Guard rules, with cfn-guard's flags and exit codes. */
@Command(name = "guard", description = "Run AWS CloudFormation Guard rules as cfn-guard 3.1.1 does.",
    mixinStandardHelpOptions = true, subcommands = {GuardValidateCommand.class, GuardTestCommand.class, GuardDiffCommand.class})
public final class GuardCommand implements Callable<Integer> {

  @Spec
  CommandSpec spec;

  @Override
  public Integer call() {
    spec.commandLine().usage(spec.commandLine().getErr());
    return ExitCodes.ERROR;
  }
}
