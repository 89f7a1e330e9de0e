package dev.cairn.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;

/**
 * conftest's documented behaviours (its examples: kubernetes, data, exceptions, combine, strict
 * rules, report, the configuration file), written anew in fixtures/conftest and run through
 * {@code cairn conftest}: the exit codes and summary lines conftest gives.
 */
class ConftestAcceptanceTest {
  private static final String EX = "../fixtures/conftest/";
  private static final String K8S = EX + "kubernetes/";

  private static CliRun conftest(String... args) {
    String[] all = new String[args.length + 1];
    all[0] = "conftest";
    System.arraycopy(args, 0, all, 1, args.length);
    return CliRun.of(all);
  }

  private static List<String> lines(CliRun run) {
    return run.out().lines().toList();
  }

  @Test
  void terraformAndDockerfileInputsAsConftestParsesThem() {
    String formats = "../fixtures/formats/";
    CliRun tf = conftest("test", "-p", formats + "terraform/policy", formats + "terraform/main.tf", "--no-color");
    assertThat(tf.exitCode()).isEqualTo(1);
    assertThat(lines(tf)).contains("FAIL - " + formats + "terraform/main.tf - main - S3 bucket `logs` is not encrypted");
    CliRun parsed = conftest("parse", formats + "docker/Dockerfile");
    assertThat(parsed.exitCode()).isZero();
    assertThat(parsed.out()).contains("\"Cmd\": \"from\"");
    CliRun forced = conftest("test", "--parser", "hcl2", "-p", formats + "terraform/policy", formats + "docker/Dockerfile");
    assertThat(forced.exitCode()).isEqualTo(1);
    assertThat(forced.err()).contains("Dockerfile:2:12");
    assertThat(conftest("parse", "--parser", "nope", formats + "docker/Dockerfile").err()).contains("unknown parser \"nope\"");
  }

  @Test
  void aServiceWithAWarningPasses() {
    CliRun run = conftest("test", "-p", K8S + "policy", K8S + "service.yaml", "--no-color");
    assertThat(run.exitCode()).isZero();
    assertThat(lines(run)).containsExactly(
        "WARN - " + K8S + "service.yaml - main - Found service hello-kubernetes but services are not allowed",
        "",
        "5 tests, 4 passed, 1 warning, 0 failures, 0 exceptions");
  }

  @Test
  void aDeploymentRunningAsRootFailsAndEachResultIsPrintedOnce() {
    CliRun run = conftest("test", "-p", K8S + "policy", K8S + "deployment.yaml", "--no-color");
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(lines(run)).hasSize(5).last().isEqualTo("5 tests, 2 passed, 0 warnings, 3 failures, 0 exceptions");
    assertThat(run.out()).contains(
        "FAIL - " + K8S + "deployment.yaml - main - Containers must not run as root in Deployment hello-kubernetes");
  }

  @Test
  void colourUnlessNoColor() {
    assertThat(conftest("test", "-p", K8S + "policy", K8S + "service.yaml").out()).contains("\u001b[33mWARN\u001b[0m");
    assertThat(conftest("test", "-p", K8S + "policy", K8S + "service.yaml", "--no-color").out()).doesNotContain("\u001b[");
  }

  @Test
  void exitCodesFollowFailOnWarnAndNoFail() {
    assertThat(conftest("test", "--fail-on-warn", "-p", K8S + "policy", K8S + "service.yaml").exitCode()).isEqualTo(1);
    assertThat(conftest("test", "--fail-on-warn", "-p", K8S + "policy", K8S + "deployment.yaml").exitCode()).isEqualTo(2);
    assertThat(conftest("test", "--no-fail", "-p", K8S + "policy", K8S + "deployment.yaml").exitCode()).isZero();
  }

  @Test
  void multipleFilesFailWhenAnyFails() {
    CliRun run = conftest("test", "-p", K8S + "policy", K8S + "deployment.yaml", K8S + "service.yaml", "--no-color");
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(lines(run)).last().isEqualTo("10 tests, 6 passed, 1 warning, 3 failures, 0 exceptions");
  }

  @Test
  void missingOrEmptyPolicyDirectoryExitsOne() {
    CliRun missing = conftest("test", "-p", EX + "nowhere", K8S + "service.yaml");
    assertThat(missing.exitCode()).isEqualTo(1);
    assertThat(missing.err()).startsWith("Error: running test: ").contains("nowhere");
    assertThat(conftest("test", "-p", EX + "kubernetes/", K8S + "service.yaml").exitCode()).isZero();
    assertThat(conftest("test", "-p", "src/main/resources", K8S + "service.yaml").exitCode()).isEqualTo(1);
    assertThat(conftest("verify", "-p", EX + "nowhere").exitCode()).isEqualTo(1);
  }

  @Test
  void namespacesBlankOrGlobbed() {
    CliRun blank = conftest("test", "--namespace", "notpresent", "-p", K8S + "policy", K8S + "deployment.yaml", "--no-color");
    assertThat(blank.exitCode()).isZero();
    assertThat(lines(blank)).containsExactly(
        "", "0 tests, 0 passed, 0 warnings, 0 failures, 0 exceptions");
    CliRun glob = conftest("test", "-n", "ma*", "-p", K8S + "policy", K8S + "deployment.yaml", "--no-color");
    assertThat(lines(glob)).last().isEqualTo("5 tests, 2 passed, 0 warnings, 3 failures, 0 exceptions");
    CliRun all = conftest("test", "--all-namespaces", "-p", K8S + "policy", K8S + "service.yaml", "--no-color");
    // the kubernetes namespace has no rules to test: conftest prints nothing for it
    assertThat(lines(all)).containsExactly(
        "WARN - " + K8S + "service.yaml - main - Found service hello-kubernetes but services are not allowed",
        "", "5 tests, 4 passed, 1 warning, 0 failures, 0 exceptions");
    CliRun allJson = conftest("test", "--all-namespaces", "-o", "json", "-p", K8S + "policy", K8S + "service.yaml");
    assertThat(allJson.out()).contains("\"namespace\": \"kubernetes\",\n\t\t\"successes\": 0");
  }

  @Test
  void dataIsLoadedForTestsAndUnitTests() {
    String d = EX + "data/";
    CliRun test = conftest("test", "-p", d + "policy", "-d", d + "exclusions", d + "service.yaml", "--no-color");
    assertThat(test.exitCode()).isEqualTo(1);
    assertThat(test.out()).contains("Cannot expose one of the following ports on a Service: [22, 21]");
    CliRun verify = conftest("verify", "-p", d + "policy", "-d", d + "exclusions", "--no-color");
    assertThat(verify.exitCode()).isZero();
    assertThat(verify.out()).contains("1 test, 1 passed, 0 warnings, 0 failures");
  }

  @Test
  void exceptionsAreReported() {
    String e = EX + "exceptions/";
    CliRun run = conftest("test", "-p", e + "policy", e + "deployments.yaml", "--no-color");
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(lines(run)).containsExactly(
        "FAIL - " + e + "deployments.yaml - main - cannot-run-as-root must not run as root",
        "EXCP - " + e + "deployments.yaml - main - data.main.exception[_][_] == \"run_as_root\"",
        "",
        "2 tests, 0 passed, 0 warnings, 1 failure, 1 exception");
    CliRun suppressed = conftest("test", "--suppress-exceptions", "-p", e + "policy", e + "deployments.yaml", "--no-color");
    assertThat(suppressed.out()).doesNotContain("EXCP").contains("1 failure, 1 exception");
  }

  @Test
  void combinedFilesAreOneInput() {
    String c = EX + "combine/";
    CliRun run = conftest("test", "-p", c + "policy", c + "team.yaml", c + "user1.yaml", c + "user2.yaml", "--combine", "--no-color");
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(lines(run)).containsExactly(
        "FAIL - Combined - main - user grace in " + c + "user2.yaml belongs to unknown team search",
        "",
        "2 tests, 1 passed, 0 warnings, 1 failure, 0 exceptions");
  }

  @Test
  void settingsComeFromConftestToml() {
    String cfg = EX + "configfile/";
    CliRun run = conftest("test", "--config-file", cfg + "conftest.toml", cfg + "deployment.yaml", "--no-color");
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.out()).contains("conftest - Containers must not run as root");
    CliRun flagWins = conftest("test", "--config-file", cfg + "conftest.toml", "-n", "main", cfg + "deployment.yaml", "--no-color");
    assertThat(flagWins.exitCode()).isZero();
    assertThat(lines(flagWins)).containsExactly("", "0 tests, 0 passed, 0 warnings, 0 failures, 0 exceptions");
  }

  @Test
  void brokenConfigFileNamesItsLine(@TempDir Path dir) throws Exception {
    Path toml = dir.resolve("conftest.toml");
    Files.writeString(toml, "policy = \"x\"\nnamespace = [\n");
    CliRun run = conftest("test", "--config-file", toml.toString(), K8S + "service.yaml");
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err()).startsWith("Error: load configuration: " + toml + ":");
  }

  @Test
  void strictRulesRejectUnusedAssignments() {
    String s = EX + "strict-rules/";
    CliRun lenient = conftest("test", "-p", s + "policy", s + "secret.yaml", "--no-color");
    assertThat(lenient.exitCode()).isEqualTo(1);
    assertThat(lines(lenient)).last().isEqualTo("1 test, 0 passed, 0 warnings, 1 failure, 0 exceptions");
    CliRun strict = conftest("test", "--strict", "-p", s + "policy", s + "secret.yaml");
    assertThat(strict.exitCode()).isEqualTo(1);
    assertThat(strict.err()).isEqualTo(
        "Error: running test: " + s + "policy/lenient.rego:5:2: rego_compile_error: assigned var kind unused\n");
    assertThat(conftest("verify", "--strict", "-p", s + "policy").exitCode()).isEqualTo(1);
    assertThat(conftest("test", "--strict", "-p", K8S + "policy", K8S + "service.yaml").exitCode()).isZero();
  }

  @Test
  void strictRejectsUnusedImportsAndV0Shadowing(@TempDir Path dir) throws Exception {
    Path p = dir.resolve("p.rego");
    Files.writeString(p, "package main\n\nimport data.lib.names\n\ndeny contains \"secret\" if input.kind == \"Secret\"\n");
    assertThat(conftest("test", "-p", dir.toString(), K8S + "service.yaml").exitCode()).isZero();
    CliRun strict = conftest("test", "--strict", "-p", dir.toString(), K8S + "service.yaml");
    assertThat(strict.exitCode()).isEqualTo(1);
    assertThat(strict.err()).isEqualTo("Error: running test: " + p + ":3:1: rego_compile_error: import data.lib.names unused\n");
    Files.writeString(p, "package main\n\ndeny[msg] {\n\tinput = {\"kind\": \"Secret\"}\n\tmsg := \"secret\"\n}\n\ninput = 1 { true }\n");
    assertThat(conftest("test", "--rego-version", "v0", "-p", dir.toString(), K8S + "service.yaml").exitCode()).isZero();
    CliRun v0 = conftest("test", "--strict", "--rego-version", "v0", "-p", dir.toString(), K8S + "service.yaml");
    assertThat(v0.exitCode()).isEqualTo(1);
    assertThat(v0.err()).contains(p + ":8:1: rego_compile_error: rules must not shadow input (use a different rule name)");
  }

  @Test
  void verifyReportPrintsOpasReportWithTheFailuresTraces(@TempDir Path dir) throws Exception {
    String tests = policyTestsWithoutTheConflict(dir);
    CliRun fails = conftest("verify", "-p", tests, "-d", tests, "--report", "fails");
    assertThat(fails.exitCode()).isEqualTo(1);
    List<String> out = lines(fails);
    assertThat(out.get(0)).isEqualTo("FAILURES");
    assertThat(out).contains(
        "data.kubernetes.admission_test.todo_test_network_policy_required: SKIPPED",
        "  " + tests + "/kubernetes_test.rego:46:2: failed: denied[\"container init is privileged\"]",
        "SUMMARY",
        "PASS: 5/7");
    // Only Fail events and the Enter events of their scopes, after a file:line column.
    assertThat(out).anyMatch(l -> l.matches("  \\Q" + tests + "/kubernetes_test.rego:46\\E +\\| Fail undefined .*"));
    assertThat(fails.out()).doesNotContain("| Eval ");
    assertThat(conftest("verify", "-p", tests, "-d", tests, "--report", "full").out()).contains("| Eval ");
    assertThat(conftest("verify", "-p", K8S + "policy", "--report", "notes").out()).startsWith(K8S + "policy/deny_test.rego:\n");
    CliRun json = conftest("verify", "-p", K8S + "policy", "--report", "full", "-o", "json");
    assertThat(json.exitCode()).isEqualTo(1);
    assertThat(json.err()).isEqualTo("Error: report flag is supported with stdout only\n");
    assertThat(conftest("verify", "-p", K8S + "policy", "--report", "all").exitCode()).isEqualTo(2);
  }

  @Test
  void verifyReportNotesShowsTraceCalls(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("p_test.rego"), """
        package main

        test_note if {
        	trace("checking the replica count")
        	input.replicas > 2 with input as {"replicas": 1}
        }
        """);
    CliRun run = conftest("verify", "-p", dir.toString(), "--report", "notes");
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.out())
        .contains("| Note \"checking the replica count\"")
        .contains(" Enter data.main.test_note")
        .doesNotContain("| Eval ")
        .contains("FAIL: 1/1");
  }

  @Test
  void verifyTracePrintsEachTestsTrace() {
    CliRun run = conftest("verify", "-p", K8S + "policy", "--trace", "--no-color");
    assertThat(run.exitCode()).isZero();
    assertThat(run.out())
        .startsWith("file: " + K8S + "policy/deny_test.rego | query: test_deployment_without_security_context\n")
        .contains("TRAC  | Enter data.main.deny (" + K8S + "policy/deny.rego:7:1)")
        .contains("file: " + K8S + "policy/deny_test.rego | query: test_services_warn\n")
        .doesNotContain("tests,");
  }

  @Test
  void verifyRaisesBuiltinErrorsOnlyWhenAskedAndThenStops(@TempDir Path dir) throws Exception {
    // live conftest v0.71.1: undefined by default (the test passes); with the flag, an error that
    // ends the run, file:line named, and no results
    Files.writeString(dir.resolve("n_test.rego"), "package main\n\ntest_size if {\n\tnot to_number(\"lots\")\n}\n");
    CliRun quiet = conftest("verify", "-p", dir.toString(), "--no-color");
    assertThat(quiet.exitCode()).isZero();
    assertThat(lines(quiet)).containsExactly("", "1 test, 1 passed, 0 warnings, 0 failures, 0 exceptions, 0 skipped");
    CliRun raised = conftest("verify", "-p", dir.toString(), "--show-builtin-errors", "--no-color");
    assertThat(raised.exitCode()).isEqualTo(1);
    assertThat(raised.out()).isEmpty();
    assertThat(raised.err().strip()).isEqualTo("Error: running verification: run test: " + dir.resolve("n_test.rego")
        + ":4: eval_builtin_error: to_number: strconv.ParseFloat: parsing \"lots\": invalid syntax");
  }

  @Test
  void verifyStopsAtATestWhoseEvaluationFails() {
    CliRun run = conftest("verify", "-p", "../fixtures/policy-tests", "-d", "../fixtures/policy-tests/registries", "--no-color");
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.out()).isEmpty();
    assertThat(run.err().strip()).isEqualTo("Error: running verification: run test: ../fixtures/policy-tests/kubernetes.rego:33:"
        + " eval_conflict_error: complete rules must not produce multiple outputs");
  }

  @Test
  void remotePoliciesAreNotSupported() {
    CliRun update = conftest("test", "--update", "https://example.com/policy.rego", K8S + "service.yaml");
    assertThat(update.exitCode()).isEqualTo(2);
    assertThat(conftest("test", "-p", "git::https://example.com/policies.git", K8S + "service.yaml").exitCode()).isEqualTo(2);
  }

  /** conftest's registry commands: a clear answer and the unsupported exit code, not a usage error. */
  @Test
  void pullAndPushAreNotSupported() {
    CliRun pull = conftest("pull", "oci://registry.example.com/policies:latest", "--policy", "policy");
    assertThat(pull.exitCode()).isEqualTo(2);
    assertThat(pull.err()).isEqualTo("Error: pull is not supported by cairn conftest: fetch policies first "
        + "(e.g. git clone, oras pull), then pass their folder with --policy\n").doesNotContain("Usage");
    assertThat(pull.out()).isEmpty();
    CliRun push = conftest("push", "registry.example.com/policies:latest");
    assertThat(push.exitCode()).isEqualTo(2);
    assertThat(push.err()).isEqualTo(
        "Error: push is not supported by cairn conftest: publish policies with an OCI client (e.g. oras push)\n");
    assertThat(conftest("pull").err()).startsWith("Error: pull is not supported");
    assertThat(conftest("--help").out()).contains("pull ").contains("push ");
  }

  @Test
  void traceShowsHowRulesWereEvaluated() {
    CliRun run = conftest("test", "-p", K8S + "policy", K8S + "service.yaml", "--trace", "--no-color");
    assertThat(run.exitCode()).isZero();
    assertThat(run.out())
        .contains("file: " + K8S + "service.yaml | query: data.main.warn")
        .contains("TRAC  | Enter data.kubernetes.is_service (" + K8S + "policy/kubernetes.rego:3:1)")
        .doesNotContain("tests,");
  }

  @Test
  void capabilitiesLimitTheBuiltIns(@TempDir Path dir) throws Exception {
    Path caps = dir.resolve("caps.json");
    Files.writeString(caps, "{\"builtins\": [{\"name\": \"equal\"}, {\"name\": \"endswith\"}, {\"name\": \"count\"}]}");
    CliRun run = conftest("test", "--capabilities", caps.toString(), "-p", K8S + "policy", K8S + "service.yaml");
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err()).contains(K8S + "policy/warn.rego:7:9: rego_type_error: undefined function sprintf");
    Files.writeString(caps, "{\"builtins\": [{\"name\": \"sprintf\"}, {\"name\": \"equal\"}, {\"name\": \"endswith\"}, {\"name\": \"count\"}]}");
    assertThat(conftest("verify", "--capabilities", caps.toString(), "-p", K8S + "policy").exitCode()).isZero();
    Files.writeString(caps, "{\"builtins\": ");
    CliRun broken = conftest("test", "--capabilities", caps.toString(), "-p", K8S + "policy", K8S + "service.yaml");
    assertThat(broken.exitCode()).isEqualTo(1);
    assertThat(broken.err()).contains(caps.toString());
  }

  @Test
  void builtinErrorsAreShownWhenAsked(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("p.rego"), "package main\ndeny contains \"big\" if to_number(input.size) > 10\n");
    Path in = dir.resolve("in.yaml");
    Files.writeString(in, "size: lots\n");
    CliRun quiet = conftest("test", "-p", dir.toString(), in.toString(), "--no-color");
    assertThat(quiet.exitCode()).isZero();
    CliRun shown = conftest("test", "--show-builtin-errors", "-p", dir.toString(), in.toString());
    assertThat(shown.exitCode()).isEqualTo(1);
    assertThat(shown.err()).startsWith("Error: running test: " + in).contains("to_number");
  }

  @Test
  void verifyRunsUnitTests(@TempDir Path dir) throws Exception {
    CliRun ok = conftest("verify", "--policy", K8S + "policy", "--no-color");
    assertThat(ok.exitCode()).isZero();
    assertThat(lines(ok)).last().isEqualTo("4 tests, 4 passed, 0 warnings, 0 failures, 0 exceptions, 0 skipped");
    String tests = policyTestsWithoutTheConflict(dir);
    CliRun failing = conftest("verify", "-p", tests, "-d", tests, "--no-color");
    assertThat(failing.exitCode()).isEqualTo(1);
    assertThat(lines(failing)).contains(
        "FAIL - " + tests + "/kubernetes_test.rego -  - data.kubernetes.admission_test.test_privileged_init_container_is_denied");
    assertThat(lines(failing)).last().isEqualTo("7 tests, 5 passed, 0 warnings, 1 failure, 0 exceptions, 1 skipped");
    // no tests: conftest's json is a nil Go slice
    assertThat(conftest("verify", "-p", "../fixtures/policy-tests/lib", "-o", "json").out()).isEqualTo("null\n");
  }

  /**
   * fixtures/policy-tests in {@code dir}, less the test whose evaluation ends in a conflict
   * (conftest stops at it: {@link #verifyStopsAtATestWhoseEvaluationFails}), blanked so that the
   * other lines keep their numbers.
   */
  private static String policyTestsWithoutTheConflict(Path dir) throws Exception {
    Path from = Path.of("../fixtures/policy-tests");
    try (var files = Files.walk(from)) {
      for (Path f : files.filter(Files::isRegularFile).toList()) {
        Path to = dir.resolve(from.relativize(f).toString());
        Files.createDirectories(to.getParent());
        String text = Files.readString(f);
        if (f.getFileName().toString().equals("kubernetes_test.rego")) {
          text = java.util.regex.Pattern.compile("(?s)test_owner_from_label_or_annotation if \\{.*?\n\\}\n").matcher(text)
              .replaceAll(m -> "\n".repeat((int) m.group().chars().filter(c -> c == '\n').count()));
        }
        Files.writeString(to, text);
      }
    }
    return dir.toString();
  }

  @Test
  void tapAndTableOutputs() {
    assertThat(conftest("test", "-p", K8S + "policy", "-o", "tap", K8S + "deployment.yaml").out())
        .startsWith("1..5\nnot ok 1 - " + K8S + "deployment.yaml - main - ")
        .contains("# successes\nok 4 - " + K8S + "deployment.yaml - main - SUCCESS");
    assertThat(conftest("verify", "-p", K8S + "policy", "-o", "tap").out()).contains("ok 1 - ");
    assertThat(conftest("test", "-p", K8S + "policy", "-o", "table", K8S + "deployment.yaml").out())
        .contains("│ failure │ " + K8S + "deployment.yaml │ main      │ Containers must not run as root");
    assertThat(conftest("verify", "-p", K8S + "policy", "-o", "table").out()).contains("│ success │");
  }

  @Test
  void jsonCarriesCairnsLocations() throws Exception {
    CliRun run = conftest("test", "-p", K8S + "policy", "-o", "json", K8S + "deployment.yaml");
    JsonNode results = new ObjectMapper().readTree(run.out());
    assertThat(results).hasSize(1);
    JsonNode r = results.get(0);
    assertThat(r.get("namespace").asText()).isEqualTo("main");
    assertThat(r.get("successes").asInt()).isEqualTo(2);
    assertThat(r.get("failures")).hasSize(3);
    JsonNode privileged = r.get("failures").get(2);
    assertThat(privileged.get("metadata").get("query").asText()).isEqualTo("data.main.violation");
    assertThat(privileged.get("metadata").get("details").isObject()).as("a violation object's details").isTrue();
    assertThat(privileged.get("loc").get("line").asInt()).isEqualTo(16);
    assertThat(run.out()).startsWith("[\n\t{\n\t\t\"filename\": ");
  }

  @Test
  void junitGroupsByNamespace() throws Exception {
    CliRun run = conftest("test", "-p", K8S + "policy", "-o", "junit", K8S + "deployment.yaml", "--junit-hide-message");
    var doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(new ByteArrayInputStream(run.out().getBytes(StandardCharsets.UTF_8)));
    Element suite = (Element) doc.getElementsByTagName("testsuite").item(0);
    assertThat(suite.getAttribute("name")).isEqualTo("conftest.main");
    assertThat(suite.getAttribute("tests")).isEqualTo("5");
    assertThat(suite.getAttribute("failures")).isEqualTo("3");
    Element first = (Element) doc.getElementsByTagName("testcase").item(0);
    assertThat(first.getAttribute("name")).isEqualTo(K8S + "deployment.yaml");
  }

  @Test
  void githubAndAzureOutputsEndWithTheSummary() {
    CliRun gh = conftest("test", "-p", K8S + "policy", "-o", "github", K8S + "service.yaml");
    assertThat(lines(gh)).containsExactly(
        "::group::Testing \"" + K8S + "service.yaml\" against 5 policies in namespace \"main\"",
        "::warning file=" + K8S + "service.yaml,line=2::Found service hello-kubernetes but services are not allowed",
        "::notice file=" + K8S + "service.yaml,line=1::Number of successful checks: 4",
        "::endgroup::",
        "5 tests, 4 passed, 1 warning, 0 failures, 0 exceptions");
    CliRun az = conftest("test", "-p", K8S + "policy", "-o", "azuredevops", K8S + "service.yaml");
    assertThat(az.out()).contains("##vso[task.logissue type=warning] file=" + K8S + "service.yaml --> Found service");
  }

  @Test
  void parsePrintsInputsAsPoliciesSeeThem() throws Exception {
    CliRun one = conftest("parse", K8S + "service.yaml");
    assertThat(one.exitCode()).isZero();
    assertThat(one.out()).startsWith("{\n  \"apiVersion\": \"v1\",\n  \"kind\": \"Service\",");
    JsonNode two = new ObjectMapper().readTree(conftest("parse", K8S + "service.yaml", EX + "exceptions/deployments.yaml").out());
    assertThat(two.get(EX + "exceptions/deployments.yaml")).hasSize(2);
    JsonNode combined = new ObjectMapper().readTree(conftest("parse", "--combine", K8S + "service.yaml").out());
    assertThat(combined.get(0).get("path").asText()).isEqualTo(K8S + "service.yaml");
  }

  @Test
  void brokenInputsNameTheirPosition(@TempDir Path dir) throws Exception {
    Path bad = dir.resolve("bad.yaml");
    Files.writeString(bad, "kind: Service\nmetadata: [\n");
    CliRun test = conftest("test", "-p", K8S + "policy", bad.toString());
    assertThat(test.exitCode()).isEqualTo(1);
    assertThat(test.err()).startsWith("Error: running test: " + bad + ":");
    CliRun parse = conftest("parse", bad.toString());
    assertThat(parse.exitCode()).isEqualTo(1);
    assertThat(parse.err()).contains(bad + ":");
    assertThat(conftest("test", "-p", K8S + "policy").exitCode()).isEqualTo(1);
    assertThat(conftest("test", "-p", K8S + "policy", "-o", "xml", K8S + "service.yaml").exitCode()).isEqualTo(1);
  }

  @Test
  void standardInputIsADash() {
    InputStream saved = System.in;
    try {
      System.setIn(new ByteArrayInputStream("kind: Service\nmetadata:\n  name: piped\n".getBytes(StandardCharsets.UTF_8)));
      CliRun run = conftest("test", "-p", K8S + "policy", "-", "--no-color");
      assertThat(run.exitCode()).isZero();
      assertThat(run.out()).startsWith("WARN - - main - Found service piped");
    } finally {
      System.setIn(saved);
    }
  }

}
