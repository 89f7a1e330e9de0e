package dev.cairn.cli.hostile;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The hostile inputs, by command and input kind: malformed inputs of every format, inputs that
 * cannot be read, broken and never-ending policies, templates, suites, Guard rules and data. Each
 * case puts a bad file beside a good one where the command checks several.
 */
final class HostileCases {
  static final int SCAN_ERROR = 2;
  static final int SCAN_FAIL = 1;
  static final int GUARD_DATA_ERROR = 255;
  static final int GUARD_RULES_ERROR = 5;
  static final int CONFTEST_ERROR = 1;

  /** A rule that finds the good input, so the report proves it was still checked. */
  static final String POLICY = "package main\n\ndeny contains \"found the good file\" if {\n  input.good\n}\n";
  static final String GOOD = "good.yaml:1:1: error data.main.deny: found the good file";

  private static final String TEMPLATE = """
      apiVersion: templates.gatekeeper.sh/v1
      kind: ConstraintTemplate
      metadata:
        name: k8sowner
      spec:
        crd:
          spec:
            names:
              kind: K8sOwner
        targets:
          - target: admission.k8s.gatekeeper.sh
            rego: |
              package k8sowner

              violation[{"msg": "no owner"}] {
                not input.review.object.metadata.labels.owner
              }
      """;
  private static final String CONSTRAINT = """
      apiVersion: constraints.gatekeeper.sh/v1beta1
      kind: K8sOwner
      metadata:
        name: owner
      spec:
        match:
          kinds:
            - apiGroups: [""]
              kinds: ["Pod"]
      """;
  /** 10^10 iterations: a template that does not end in any reasonable time, in little memory. */
  private static final String SLOW_TEMPLATE = TEMPLATE.replace("k8sowner", "k8sslow").replace("K8sOwner", "K8sSlow")
      .replace("not input.review.object.metadata.labels.owner",
          "count({1 | numbers.range(1, 100000)[_]; numbers.range(1, 100000)[_]}) > 0");
  private static final String SLOW_CONSTRAINT = CONSTRAINT.replace("K8sOwner", "K8sSlow").replace("name: owner", "name: slow");
  private static final String POD = "apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\n  namespace: prod\n";
  private static final String SUITE = """
      kind: Suite
      apiVersion: test.gatekeeper.sh/v1alpha1
      metadata:
        name: %1$s
      tests:
        - name: %1$s
          template: %2$s
          constraint: %3$s
          cases:
            - name: %1$s-case
              object: pod.yaml
              assertions:
                - violations: %4$s
      """;
  private static final String GUARD_DATA = "Resources:\n  B:\n    Type: AWS::S3::Bucket\n    Properties:\n      Policy: '{not json'\n";

  private HostileCases() {}

  static List<HostileCase> all() {
    List<HostileCase> out = new ArrayList<>();
    out.addAll(scanInputs());
    out.addAll(unreadableInputs());
    out.addAll(scanPolicies());
    out.addAll(conftestOutputs());
    out.addAll(guard());
    out.addAll(verify());
    out.addAll(conftest());
    return out;
  }

  /** A malformed input of every format beside a good one: located, and the good one still scanned. */
  private static List<HostileCase> scanInputs() {
    String[][] bad = {
      {"yaml", "in/bad.yaml", "a: [\n", "bad.yaml:2:1"},
      {"json", "in/bad.json", "{\"a\": }\n", "bad.json:1:7"},
      {"hcl2 x = = 1", "in/bad.tf", "x = = 1\n", "bad.tf:1:5"},
      {"hcl2 unclosed call", "in/call.tf", "x = foo(1,\n", "call.tf:2:1"},
      {"dockerfile", "in/Dockerfile", "FROM alpine\nFOO bar\n", "Dockerfile:2:1"},
      {"toml", "in/bad.toml", "a = 1\nb = \n", "bad.toml:2:5"},
      {"ini", "in/bad.ini", "[server\nport = 1\n", "bad.ini:1:1"},
      {"xml", "in/bad.xml", "<a>\n  <b></a>\n", "bad.xml:2:8"},
      {"dotenv", "in/bad.env", "A=\"open\n", "bad.env:1:3"},
      {"properties", "in/bad.properties", "a=\\u12x\n", "bad.properties:1:3"},
      {"dotenv expansion bomb", "in/bomb.env", dotenvBomb(), "bomb.env:23:5"},
      {"yaml alias bomb", "in/laughs.yaml", aliasBomb(), "laughs.yaml:"},
      {"yaml 100,000 deep", "in/deep.yaml", "a: " + "[".repeat(100_000) + "]".repeat(100_000) + "\n", "deep.yaml:1:"},
      {"json 100,000 deep", "in/deep.json", "[".repeat(100_000) + "]".repeat(100_000), "deep.json:1:"},
      {"hcl2 100,000 deep", "in/deep.tf", "x = " + "(".repeat(100_000) + "1" + ")".repeat(100_000) + "\n", "deep.tf:1:"},
      {"utf-8 invalid", "in/latin1.yaml", "a: caf\u00e9\n", null},
      {"unsupported extension", "in/x.cue", "a: 1\n", "x.cue:1:1"},
    };
    List<HostileCase> out = new ArrayList<>();
    for (String[] b : bad) {
      HostileCase.Builder c = HostileCase.named("scan input: " + b[0])
          .file("policy/p.rego", POLICY).file("in/good.yaml", "good: true\n").run("scan", "-p", "{dir}/policy", "{dir}/in")
          .stillReports(GOOD);
      if (b[0].equals("utf-8 invalid")) {
        c.file(b[1], new Content.Bytes(new byte[] {'a', ':', ' ', 'c', 'a', 'f', (byte) 0xE9, '\n'}))
            .names("latin1.yaml:1:7");
      } else {
        c.file(b[1], b[2]).names(b[3]);
      }
      out.add(c.exits(SCAN_ERROR));
    }
    return out;
  }

  /** Paths that cannot be read at all: each an error naming it, the rest scanned. */
  private static List<HostileCase> unreadableInputs() {
    Object[][] bad = {
      {"dangling link", "in/dangling.yaml", new Content.Link("nowhere.yaml"), "dangling.yaml: error: broken symbolic link to nowhere.yaml"},
      {"looping link", "in/loop.yaml", new Content.Link("loop.yaml"), "loop.yaml: error: symbolic link loop"},
      {"FIFO", "in/fifo.yaml", new Content.Fifo(), "fifo.yaml: error: not a regular file"},
      {"unreadable file", "in/secret.yaml", new Content.UnreadableFile(), "secret.yaml:1:1: error: cannot read: permission denied"},
      {"unreadable subdirectory", "in/locked", new Content.UnreadableDirectory(), "locked: error: cannot list directory: permission denied"},
    };
    List<HostileCase> out = new ArrayList<>();
    for (Object[] b : bad) {
      out.add(HostileCase.named("scan input: " + b[0])
          .file("policy/p.rego", POLICY).file("in/good.yaml", "good: true\n").file((String) b[1], (Content) b[2])
          .run("scan", "-p", "{dir}/policy", "{dir}/in").names((String) b[3]).stillReports(GOOD).exits(SCAN_ERROR));
    }
    out.add(HostileCase.named("scan input: looping link named directly")
        .file("policy/p.rego", POLICY).file("in/good.yaml", "good: true\n").file("in/loop.yaml", new Content.Link("loop.yaml"))
        .run("scan", "-p", "{dir}/policy", "{dir}/in/loop.yaml", "{dir}/in/good.yaml")
        .names("loop.yaml: error: symbolic link loop").stillReports(GOOD).exits(SCAN_ERROR));
    out.add(HostileCase.named("scan input: missing path named directly")
        .file("policy/p.rego", POLICY).file("in/good.yaml", "good: true\n")
        .run("scan", "-p", "{dir}/policy", "{dir}/in/missing.yaml", "{dir}/in/good.yaml")
        .names("missing.yaml: error: no such file or directory").stillReports(GOOD).exits(SCAN_ERROR));
    return out;
  }

  /** Policies, templates and Guard rules that are broken, never end, or refer to themselves. */
  private static List<HostileCase> scanPolicies() {
    List<HostileCase> out = new ArrayList<>();
    out.add(HostileCase.named("scan policy: Rego syntax error stops the scan, located")
        .file("policy/p.rego", POLICY).file("policy/bad.rego", "package main\n\ndeny contains x if {\n  x := \n}\n")
        .file("in/good.yaml", "good: true\n").run("scan", "-p", "{dir}/policy", "{dir}/in")
        .names("bad.rego:5:1").exits(SCAN_ERROR));
    out.add(HostileCase.named("scan policy: binary .rego")
        .file("policy/p.rego", POLICY).file("policy/bin.rego", Content.binary("package main\n"))
        .file("in/good.yaml", "good: true\n").run("scan", "-p", "{dir}/policy", "{dir}/in")
        .names("bin.rego:2:1: invalid UTF-8 byte sequence").exits(SCAN_ERROR));
    out.add(HostileCase.named("scan policy: UTF-16 .rego with a byte order mark is read")
        .file("policy/p.rego", Content.utf16(POLICY)).file("in/good.yaml", "good: true\n")
        .run("scan", "-p", "{dir}/policy", "{dir}/in").stillReports(GOOD).exits(SCAN_FAIL));
    out.add(HostileCase.named("scan policy: a rule's evaluation error, other packages still report")
        .file("policy/p.rego", POLICY)
        .file("policy/conflict.rego", "package other\n\nx := input.good\n\nx := 2 if input.good\n\ndeny contains \"c\" if x\n")
        .file("in/good.yaml", "good: true\n").run("scan", "--all-namespaces", "-p", "{dir}/policy", "{dir}/in")
        .names("data.other.deny: ", "conflict.rego:5:1").stillReports(GOOD).exits(SCAN_ERROR));
    out.add(HostileCase.named("scan policy: binary .guard")
        .file("policy/r.guard", Content.binary("rule r {\n")).file("in/good.yaml", "good: true\n")
        .run("scan", "-p", "{dir}/policy", "{dir}/in").names("r.guard:2:1").exits(SCAN_ERROR));
    String[][] guardRules = {
      {"a rule naming itself", "rule a {\n  a\n}\n", "bad.guard:2:3: rule a depends on itself"},
      {"two rules naming each other", "rule a {\n  b\n}\nrule b {\n  a\n}\n", "bad.guard:2:3: rule b depends on itself"},
      {"a let cycle", "let x = %y\nlet y = %x\nrule r {\n  %x == 1\n}\n", "bad.guard:1:5: variable %x refers to itself"},
      {"an unknown variable", "rule r {\n  %nope exists\n}\n", "bad.guard:2:3: Could not resolve variable"},
    };
    for (String[] g : guardRules) {
      out.add(HostileCase.named("scan guard: " + g[0])
          .file("policy/good.guard", "rule needs_name {\n  name exists\n}\n").file("policy/bad.guard", g[1])
          .file("in/good.yaml", "good: true\n").run("scan", "-p", "{dir}/policy", "{dir}/in")
          .names(g[2]).stillReports("good.yaml:1:1: error needs_name").exits(SCAN_ERROR));
    }
    out.add(HostileCase.named("scan template: Rego that never ends stops at --timeout, the other template reports")
        .file("policy/template.yaml", TEMPLATE).file("policy/constraint.yaml", CONSTRAINT)
        .file("policy/slow-template.yaml", SLOW_TEMPLATE).file("policy/slow-constraint.yaml", SLOW_CONSTRAINT)
        .file("in/pod.yaml", POD).run("scan", "--timeout", "1s", "-p", "{dir}/policy", "{dir}/in")
        .names("pod.yaml: error: ", "slow-constraint.yaml:2:1: evaluating template k8sslow failed: eval_cancel_error")
        .stillReports("pod.yaml:3:1: error K8sOwner/owner: no owner").exits(SCAN_ERROR));
    out.add(HostileCase.named("scan template: a constraint of a kind no template defines stops the scan, located")
        .file("policy/template.yaml", TEMPLATE).file("policy/constraint.yaml", CONSTRAINT.replace("K8sOwner", "K8sNobody"))
        .file("in/pod.yaml", POD).run("scan", "-p", "{dir}/policy", "{dir}/in")
        .names("constraint.yaml:2:1: no template defines the constraint kind K8sNobody").exits(SCAN_ERROR));
    out.add(HostileCase.named("scan template: template, constraint and Rego named one by one")
        .file("p/template.yaml", TEMPLATE).file("p/constraint.yaml", CONSTRAINT).file("p/x.rego", POLICY)
        .file("in/pod.yaml", POD).file("in/good.yaml", "good: true\n")
        .run("scan", "-p", "{dir}/p/template.yaml", "-p", "{dir}/p/constraint.yaml", "-p", "{dir}/p/x.rego", "{dir}/in")
        .stillReports("pod.yaml:3:1: error K8sOwner/owner: no owner", GOOD).exits(SCAN_FAIL));
    return out;
  }

  /** conftest's formats carry unreadable inputs and evaluation errors, never a success for them. */
  private static List<HostileCase> conftestOutputs() {
    List<HostileCase> out = new ArrayList<>();
    String[][] formats = {
      {"tap", "not ok 1 - ", "ok 1 - "},
      {"junit", "<error message=\"Error\"", "<testcase"},
      {"table", "│ error   │", "│ success │"},
    };
    for (String[] f : formats) {
      out.add(HostileCase.named("scan -o " + f[0] + ": errors are reported, not successes")
          .file("policy/p.rego", "package main\n\nx := input.a\n\nx := 2 if input.a\n\ndeny contains \"c\" if x\n")
          .file("in/a.yaml", "a: 1\n").file("in/bad.yaml", "a: [\n").file("in/good.yaml", "b: 1\n")
          .run("scan", "-o", f[0], "-p", "{dir}/policy", "{dir}/in")
          .names("bad.yaml:2:1", "a.yaml: data.main.deny: ", "p.rego:5:1: eval_conflict_error")
          .stillReports(f[2], "good.yaml").exits(SCAN_ERROR));
    }
    return out;
  }

  private static List<HostileCase> guard() {
    List<HostileCase> out = new ArrayList<>();
    String rules = "rule buckets {\n  Resources.*.Type == \"AWS::S3::Bucket\"\n}\n";
    out.add(HostileCase.named("guard validate: one unparsable data file, the others validated")
        .file("r.guard", rules).file("d/a.yaml", GUARD_DATA).file("d/b.yaml", "Resources: [\n").file("d/c.yaml", GUARD_DATA)
        .run("guard", "validate", "-r", "{dir}/r.guard", "-d", "{dir}/d")
        .names("b.yaml:2:1").stillReports("a.yaml Status = PASS", "c.yaml Status = PASS").exits(GUARD_DATA_ERROR));
    out.add(HostileCase.named("guard validate: a dangling data link, the others validated")
        .file("r.guard", rules).file("d/a.yaml", GUARD_DATA).file("d/gone.yaml", new Content.Link("nowhere.yaml"))
        .run("guard", "validate", "-r", "{dir}/r.guard", "-d", "{dir}/d")
        .names("gone.yaml: broken symbolic link").stillReports("a.yaml Status = PASS").exits(GUARD_DATA_ERROR));
    out.add(HostileCase.named("guard validate: an alias bomb in one data file, the others validated")
        .file("r.guard", rules).file("d/a.yaml", GUARD_DATA).file("d/laughs.yaml", aliasBomb())
        .run("guard", "validate", "-r", "{dir}/r.guard", "-d", "{dir}/d")
        .names("laughs.yaml:", "aliases").stillReports("a.yaml Status = PASS")
        .exits(GUARD_DATA_ERROR));
    String[][] bad = {
      {"rules naming each other", "rule a {\n  b\n}\nrule b {\n  a\n}\n", "bad.guard:2:3: rule b depends on itself: b -> a -> b"},
      {"a let cycle", "let x = %y\nlet y = %x\nrule r {\n  %x == 1\n}\n", "bad.guard:1:5: variable %x refers to itself"},
      {"an unknown rule", "rule a {\n  nope\n}\n", "bad.guard:2:3: Rule nope by that name does not exist"},
      {"an arity mismatch", "rule p(x) {\n  %x exists\n}\nrule a {\n  p(Resources, Resources)\n}\n", "bad.guard:5:3: Arity mismatch"},
      {"json_parse of a non-JSON string", "let j = json_parse(Resources.B.Properties.Policy)\nrule a {\n  %j exists\n}\n",
          "bad.guard:1:5: json_parse: not JSON"},
    };
    for (String[] b : bad) {
      out.add(HostileCase.named("guard validate: " + b[0])
          .file("bad.guard", b[1]).file("d/a.yaml", GUARD_DATA)
          .run("guard", "validate", "-r", "{dir}/bad.guard", "-d", "{dir}/d").names(b[2]).exits(GUARD_DATA_ERROR));
    }
    out.add(HostileCase.named("guard validate: binary rules file")
        .file("bad.guard", Content.binary("rule r {\n")).file("d/a.yaml", GUARD_DATA)
        .run("guard", "validate", "-r", "{dir}/bad.guard", "-d", "{dir}/d").names("bad.guard:2:1").exits(GUARD_RULES_ERROR));
    out.add(HostileCase.named("guard validate: rules nested 100,000 deep")
        .file("bad.guard", "rule r {\n" + "Resources {\n".repeat(100_000) + "}\n".repeat(100_000) + "}\n")
        .file("d/a.yaml", GUARD_DATA)
        .run("guard", "validate", "-r", "{dir}/bad.guard", "-d", "{dir}/d").names("bad.guard:201:1").exits(GUARD_RULES_ERROR));
    out.add(HostileCase.named("guard test: rules naming each other")
        .file("bad.guard", "rule a {\n  b\n}\nrule b {\n  a\n}\n")
        .file("tests.yaml", "- name: one\n  input:\n    Resources: {}\n  expectations:\n    rules:\n      a: PASS\n")
        .run("guard", "test", "-r", "{dir}/bad.guard", "-t", "{dir}/tests.yaml")
        .names("bad.guard:2:3: rule b depends on itself").exits(GUARD_RULES_ERROR));
    return out;
  }

  private static List<HostileCase> verify() {
    List<HostileCase> out = new ArrayList<>();
    Map<String, String> owner = Map.of("template.yaml", TEMPLATE, "constraint.yaml", CONSTRAINT, "pod.yaml", POD,
        "ok-suite.yaml", String.format(SUITE, "ok", "template.yaml", "constraint.yaml", "1"));
    out.add(HostileCase.named("verify: a count beyond int32, the other suites still run")
        .files(owner).file("big-suite.yaml", String.format(SUITE, "big", "template.yaml", "constraint.yaml",
            "99999999999999999999999"))
        .run("verify", "{dir}/big-suite.yaml", "{dir}/ok-suite.yaml")
        .names("big-suite.yaml:13:13: violations must be yes, no or a count")
        .stillReports("ok   ", "ok/ok-case", "1 passed, 1 failed").exits(SCAN_ERROR));
    out.add(HostileCase.named("verify: a file that holds no suite")
        .files(owner).file("not-a-suite.yaml", POD).run("verify", "{dir}/not-a-suite.yaml", "{dir}/ok-suite.yaml")
        .names("not-a-suite.yaml: no suite here").stillReports("ok/ok-case").exits(SCAN_ERROR));
    out.add(HostileCase.named("verify: a template that never ends stops at --timeout, the other suites still run")
        .files(owner).file("slow-template.yaml", SLOW_TEMPLATE).file("slow-constraint.yaml", SLOW_CONSTRAINT)
        .file("slow-suite.yaml", String.format(SUITE, "slow", "slow-template.yaml", "slow-constraint.yaml", "yes"))
        .run("verify", "--timeout", "1s", "{dir}/slow-suite.yaml", "{dir}/ok-suite.yaml")
        .names("slow-constraint.yaml:2:1: evaluating template k8sslow failed: eval_cancel_error")
        .stillReports("ok/ok-case").exits(SCAN_ERROR));
    out.add(HostileCase.named("verify: an unreadable suite directory entry")
        .files(owner).file("suites/gone.yaml", new Content.Link("nowhere.yaml"))
        .file("suites/ok-suite.yaml", String.format(SUITE, "ok", "../template.yaml", "../constraint.yaml", "1")
            .replace("object: pod.yaml", "object: ../pod.yaml"))
        .run("verify", "{dir}/suites").names("gone.yaml: broken symbolic link").stillReports("ok/ok-case")
        .exits(SCAN_ERROR));
    return out;
  }

  private static List<HostileCase> conftest() {
    List<HostileCase> out = new ArrayList<>();
    out.add(HostileCase.named("conftest test: --ignore that is not a regular expression")
        .file("policy/p.rego", POLICY).file("in/good.yaml", "good: true\n")
        .run("conftest", "test", "-p", "{dir}/policy", "--ignore=(", "{dir}/in")
        .names("given regexp couldn't be parsed").exits(CONFTEST_ERROR));
    out.add(HostileCase.named("conftest test: --file in a missing directory")
        .file("policy/p.rego", POLICY).file("in/good.yaml", "good: true\n")
        .run("conftest", "test", "-p", "{dir}/policy", "--file", "{dir}/nowhere/out.txt", "{dir}/in")
        .names("nowhere/out.txt: no such file or directory").exits(CONFTEST_ERROR));
    out.add(HostileCase.named("conftest test: --file that is a directory")
        .file("policy/p.rego", POLICY).file("in/good.yaml", "good: true\n")
        .run("conftest", "test", "-p", "{dir}/policy", "--file", "{dir}/in", "{dir}/in")
        .names("in: is a directory").exits(CONFTEST_ERROR));
    out.add(HostileCase.named("eval: binary policy")
        .file("bin.rego", Content.binary("package p\n")).run("eval", "-f", "pretty", "-d", "{dir}/bin.rego", "data")
        .names("bin.rego:2:1: load_error: invalid UTF-8 byte sequence").exits(SCAN_ERROR));
    return out;
  }

  /** {@code A0=xx}, {@code A1=${A0}${A0}}, ... 40 levels: 2^41 characters expanded. */
  private static String dotenvBomb() {
    StringBuilder sb = new StringBuilder("A0=xx\n");
    for (int i = 1; i <= 40; i++) {
      sb.append("A").append(i).append("=${A").append(i - 1).append("}${A").append(i - 1).append("}\n");
    }
    return sb.toString();
  }

  private static String aliasBomb() {
    StringBuilder sb = new StringBuilder("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n");
    for (int i = 1; i <= 9; i++) {
      sb.append("a").append(i).append(": &a").append(i).append(" [");
      for (int j = 0; j < 10; j++) {
        sb.append(j == 0 ? "" : ", ").append("*a").append(i - 1);
      }
      sb.append("]\n");
    }
    return sb.toString();
  }
}
