package example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cairn.conftest.RegoCheck;
import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.QueryResult;
import dev.cairn.engine.Rego;
import dev.cairn.engine.value.Json;
import dev.cairn.guard.GuardRules;
import dev.cairn.guard.RuleOutcome;
import dev.cairn.guard.Status;
import dev.cairn.report.Finding;
import dev.cairn.report.ReportFormat;
import dev.cairn.report.ScanReport;
import dev.cairn.scan.Scan;
import dev.cairn.scan.ScanInputs;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Cairn's library API as docs/install.md shows it, from a project of its own. */
class LibraryApiTest {
  private static final Path RESOURCES = Path.of("src/test/resources");

  @Test
  void scansFilesAndLocatesTheViolation() throws Exception {
    RegoCheck check = RegoCheck.builder()
        .policy(RESOURCES.resolve("policy"))
        .namespace("policy")
        .build();
    ScanReport report = Scan.of(check).run(ScanInputs.under(List.of(RESOURCES.resolve("template.yaml"))));

    assertEquals(1, report.findings().size());
    Finding finding = report.findings().get(0);
    assertEquals("PrivateSubnet", finding.message());
    assertEquals(17, finding.location().line());
    assertEquals(7, finding.location().column());
    StringWriter sarif = new StringWriter();
    ReportFormat.SARIF.write(report, sarif);
    assertTrue(sarif.toString().contains("\"version\" : \"2.1.0\""), sarif.toString());
  }

  @Test
  void evaluatesRego() throws Exception {
    CompiledPolicy policy = Rego.policy()
        .module("policy.rego", Files.readString(RESOURCES.resolve("policy/subnets.rego")))
        .compile();
    String input = "{\"Resources\": {\"PrivateSubnet\": {\"Type\": \"AWS::EC2::Subnet\","
        + " \"Properties\": {\"CidrBlock\": \"10.0.128.0/20\"}}}}";

    QueryResult r = policy.evaluate("data.policy.deny",
        EvalOptions.builder().input(Json.parse(input)).timeout(Duration.ofSeconds(5)).build());

    assertEquals("[\"PrivateSubnet\"]", Json.write(r.solutions().get(0).expressions().get(0).value()));
  }

  @Test
  void evaluatesGuardRules() throws Exception {
    GuardRules rules = GuardRules.load(RESOURCES.resolve("subnets.guard"));

    List<RuleOutcome> outcomes = rules.evaluate("template.yaml", Files.readString(RESOURCES.resolve("template.yaml"))).get(0);

    assertEquals(1, outcomes.size());
    assertEquals("subnets_tagged", outcomes.get(0).rule());
    assertEquals(Status.FAIL, outcomes.get(0).status());
    assertEquals(2, outcomes.get(0).failures().size());
  }
}
