package dev.cairn.cli.conftest;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;

/**
 * conftest's {@code pull} and {@code push}, which move policies to and from registries: Cairn reads
 * policies from disk only, so it says so and how to get them there, whatever the arguments, with
 * the exit code of every other unsupported setting ({@link Unsupported#EXIT}) rather than a usage
 * error that reads as a typo.
 */
abstract class RegistryCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  /** conftest's flags and URLs, accepted so that any conftest invocation gets this answer. */
  @Unmatched List<String> arguments = new ArrayList<>();

  abstract String instead();

  @Override
  public Integer call() {
    Unsupported unsupported = new Unsupported();
    unsupported.flag(true, spec.name(), instead());
    unsupported.report(spec.commandLine().getErr());
    return Unsupported.EXIT;
  }

  @Command(name = "pull", description = "Not supported: fetch policies first (e.g. git clone, oras pull), then pass them with --policy.")
  static final class Pull extends RegistryCommand {
    @Override
    String instead() {
      return "fetch policies first (e.g. git clone, oras pull), then pass their folder with --policy";
    }
  }

  @Command(name = "push", description = "Not supported: publish policies with an OCI client (e.g. oras push).")
  static final class Push extends RegistryCommand {
    @Override
    String instead() {
      return "publish policies with an OCI client (e.g. oras push)";
    }
  }
}
