package dev.cairn.distribution;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.testkit.Peers;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The repository's .pre-commit-hooks.yaml, as pre-commit (from PyPI, pinned by
 * scripts/install-peers) uses it: a scratch hook repository holding the file, a scratch project
 * whose .pre-commit-config.yaml takes cairn-scan, cairn-lint and cairn-guard from it, and the
 * unpacked release tarball's bin/ on the PATH. A bad template fails every hook with its located
 * findings; the fixed one passes them all.
 */
class PreCommitHooksIT {
  private static final String BAD_TEMPLATE = """
      Resources:
        Subnet:
          Type: AWS::EC2::Subnet
          Properties:
            VpcId: vpc-0123456789abcdef0
            CidrBlock: 10.0.0.0/16
            MapPublicIpOnLaunch: maybe
      """;
  private static final String GOOD_TEMPLATE = """
      Resources:
        Subnet:
          Type: AWS::EC2::Subnet
          Properties:
            VpcId: vpc-0123456789abcdef0
            CidrBlock: 10.0.0.0/24
            MapPublicIpOnLaunch: true
            Tags:
              - Key: Name
                Value: private
      """;
  private static final String GUARD_RULES = """
      let subnets = Resources.*[ Type == 'AWS::EC2::Subnet' ]

      rule subnets_tagged when %subnets !empty {
        %subnets.Properties.Tags exists
      }
      """;

  private static Path preCommit;
  private static Map<String, String> env;

  @BeforeAll
  static void tools() throws Exception {
    preCommit = Peers.require("pre-commit");
    Path home = Release.scratch("pre-commit-home");
    env = new HashMap<>();
    env.put("PATH", Release.unpacked().resolve("bin") + ":/usr/bin:/bin");
    env.put("HOME", home.toString());
    env.put("PRE_COMMIT_HOME", home.resolve("cache").toString());
    env.put("GIT_CONFIG_NOSYSTEM", "1");
    env.put("GIT_AUTHOR_NAME", "Cairn test");
    env.put("GIT_AUTHOR_EMAIL", "test@cairn.invalid");
    env.put("GIT_COMMITTER_NAME", "Cairn test");
    env.put("GIT_COMMITTER_EMAIL", "test@cairn.invalid");
  }

  @Test
  void eachHookFailsOnItsFindingsAndPassesOnceTheyAreFixed() throws Exception {
    // The hook repository: this repository's .pre-commit-hooks.yaml, committed.
    Path hooks = Release.scratch("hook-repository");
    Files.copy(Release.ROOT.resolve(".pre-commit-hooks.yaml"), hooks.resolve(".pre-commit-hooks.yaml"));
    git(hooks, "init", "-q", "-b", "main");
    git(hooks, "add", ".");
    git(hooks, "commit", "-q", "-m", "hooks");
    String rev = git(hooks, "rev-parse", "HEAD").out().trim();

    Path project = Release.scratch("hooked-project");
    Files.createDirectories(project.resolve("policy"));
    Files.copy(Release.ROOT.resolve("fixtures/seed/policy.rego"), project.resolve("policy/subnets.rego"));
    Files.writeString(project.resolve("rules.guard"), GUARD_RULES);
    Files.writeString(project.resolve("template.yaml"), BAD_TEMPLATE);
    Files.writeString(project.resolve(".pre-commit-config.yaml"), """
        repos:
          - repo: %s
            rev: %s
            hooks:
              - id: cairn-scan
                args: [--namespace, policy, --policy, policy]
              - id: cairn-lint
                files: ^template\\.yaml$
              - id: cairn-guard
                args: [--rules, rules.guard, --data]
                files: ^template\\.yaml$
        """.formatted(hooks.toUri(), rev));
    git(project, "init", "-q", "-b", "main");
    git(project, "add", ".");

    Command failing = Command.run(project, env, preCommit.toString(), "run", "--all-files", "--color", "never");

    failing.expect(1);
    assertThat(failing.out())
        .containsPattern("cairn scan\\.+Failed")
        .contains("- hook id: cairn-scan", "template.yaml:6:7: error data.policy.deny: Subnet")
        .containsPattern("cairn lint\\.+Failed")
        .contains("- hook id: cairn-lint", "template.yaml:7:7: error E3012: 'maybe' is not of type 'boolean'")
        .containsPattern("cairn guard validate\\.+Failed")
        .contains("- hook id: cairn-guard", "template.yaml:4:5: rules.guard/subnets_tagged");

    Files.writeString(project.resolve("template.yaml"), GOOD_TEMPLATE);
    git(project, "add", ".");

    Command passing = Command.run(project, env, preCommit.toString(), "run", "--all-files", "--color", "never");

    passing.expect(0);
    assertThat(passing.out())
        .containsPattern("cairn scan\\.+Passed")
        .containsPattern("cairn lint\\.+Passed")
        .containsPattern("cairn guard validate\\.+Passed");
  }

  private static Command git(Path dir, String... args) throws Exception {
    java.util.List<String> command = new java.util.ArrayList<>();
    command.add("git");
    command.addAll(java.util.List.of(args));
    return Command.run(dir, env, command).expect(0);
  }
}
