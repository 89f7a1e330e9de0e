package dev.cairn.conftest;

import dev.cairn.scan.Scan;
import dev.cairn.scan.ScanInputs;

import dev.cairn.scan.ScanInput;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.engine.RegoException;
import dev.cairn.report.Finding;
import dev.cairn.report.ScanReport;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RegoCheckTest {
  @Test
  void locatesTheSeedExample() {
    RegoCheck scanner =
        RegoCheck.builder().policy(dev.cairn.testkit.Fixtures.path("seed/policy.rego")).namespace("policy").build();
    ScanReport report = Scan.of(scanner).run(ScanInputs.under(List.of(dev.cairn.testkit.Fixtures.path("seed/template.yaml"))));

    assertThat(report.findings()).hasSize(1);
    Finding f = report.findings().get(0);
    assertThat(f.message()).isEqualTo("PrivateSubnet");
    assertThat(f.rule()).isEqualTo("data.policy.deny");
    assertThat(f.severity()).isEqualTo("error");
    assertThat(f.location().path()).containsExactly("Resources", "PrivateSubnet", "Properties", "CidrBlock");
    assertThat(List.of(f.location().line(), f.location().column(), f.location().endLine(), f.location().endColumn()))
        .containsExactly(17, 7, 17, 31);
    assertThat(f.relatedLocations()).hasSize(1);
    assertThat(f.relatedLocations().get(0).path()).containsExactly("Resources", "PrivateSubnet", "Type");
    assertThat(f.relatedLocations().get(0).line()).isEqualTo(13);
    assertThat(f.resource().id()).isEqualTo("PrivateSubnet");
    assertThat(f.resource().type()).isEqualTo("AWS::EC2::Subnet");
  }

  @Test
  void aMissingKeyLocatesAtItsLongestExistingPrefix() {
    RegoCheck scanner = RegoCheck.builder().policy(dev.cairn.testkit.Fixtures.path("policy/v1")).build();
    ScanReport report = Scan.of(scanner).run(ScanInputs.under(List.of(dev.cairn.testkit.Fixtures.path("examples/storage.yaml"))));
    Finding f =
        report.findings().stream().filter(x -> x.ruleId().equals("CAIRN_S3_001")).findFirst().orElseThrow();
    assertThat(f.location().path()).containsExactly("Resources", "AssetsBucket", "Properties", "BucketEncryption");
    assertThat(f.location().missing()).containsExactly("BucketEncryption");
    assertThat(f.location().line()).isEqualTo(22);
    assertThat(f.severity()).isEqualTo("high");
    assertThat(f.message()).isEqualTo("S3 bucket AssetsBucket is not encrypted at rest");
  }

  @Test
  void v0AndV1PoliciesFindTheSameThings() {
    List<ScanInput> inputs = ScanInputs.under(List.of(dev.cairn.testkit.Fixtures.path("examples")));
    ScanReport v0 = Scan.of(RegoCheck.builder().policy(dev.cairn.testkit.Fixtures.path("policy/v0")).build()).run(inputs);
    ScanReport v1 = Scan.of(RegoCheck.builder().policy(dev.cairn.testkit.Fixtures.path("policy/v1")).build()).run(inputs);
    assertThat(v0.findings()).isNotEmpty();
    assertThat(v0.findings().stream().map(RegoCheckTest::summary).toList())
        .containsExactlyElementsOf(v1.findings().stream().map(RegoCheckTest::summary).toList());
  }

  private static String summary(Finding f) {
    return f.file() + ":" + f.location().line() + ":" + f.location().column() + " " + f.rule() + " " + f.message();
  }

  @Test
  void aBrokenInputIsReportedAndTheOthersAreScanned(@TempDir Path dir) throws Exception {
    Path broken = dir.resolve("broken.yaml");
    Files.writeString(broken, "Resources:\n  A: [1, 2\n  B: 3\n");
    RegoCheck scanner = RegoCheck.builder().policy(dev.cairn.testkit.Fixtures.path("seed/policy.rego")).namespace("policy").build();
    ScanReport report =
        Scan.of(scanner).run(
            List.of(
                ScanInput.file("broken.yaml", broken),
                ScanInput.file("template.yaml", dev.cairn.testkit.Fixtures.path("seed/template.yaml"))));
    assertThat(report.findings()).extracting(Finding::file).containsExactly("template.yaml");
    assertThat(report.errors()).hasSize(1);
    assertThat(report.errors().get(0).file()).isEqualTo("broken.yaml");
    assertThat(report.errors().get(0).line()).isPositive();
  }

  @Test
  void aBrokenPolicyStopsTheScanWithItsLocation() {
    assertThatThrownBy(() -> RegoCheck.builder().policy("bad.rego", "package main\ndeny[msg] {\n  msg := \n}\n").build())
        .isInstanceOf(RegoException.class)
        .hasMessageContaining("bad.rego:");
  }

  @Test
  void aRuleThatFailsIsNamedAndTheOtherRulesStillReport() {
    String policy =
        """
        package main
        import rego.v1
        deny_conflict := x if {
          some x in ["a", "b"]
        }
        deny contains "found" if input.public
        """;
    RegoCheck scanner = RegoCheck.builder().policy("p.rego", policy).build();
    ScanReport report = Scan.of(scanner).run(List.of(ScanInput.text("a.json", "{\"public\": true}")));
    assertThat(report.findings()).extracting(Finding::message).containsExactly("found");
    assertThat(report.errors()).hasSize(1);
    assertThat(report.errors().get(0).message()).contains("data.main.deny_conflict").contains("conflict");
  }

  @Test
  void exceptionsSuppressTheRulesTheyName() {
    String policy =
        """
        package main
        import rego.v1
        deny_public contains msg if {
          input.public == true
          msg := "public"
        }
        deny contains "always" if true
        exception contains ["public"] if input.name == "allowed"
        """;
    RegoCheck scanner = RegoCheck.builder().policy("p.rego", policy).build();
    ScanReport allowed = Scan.of(scanner).run(List.of(ScanInput.text("a.json", "{\"public\": true, \"name\": \"allowed\"}")));
    ScanReport other = Scan.of(scanner).run(List.of(ScanInput.text("b.json", "{\"public\": true, \"name\": \"other\"}")));
    assertThat(allowed.findings()).extracting(Finding::message).containsExactly("always");
    assertThat(allowed.exceptions()).isEqualTo(1);
    assertThat(other.findings()).extracting(Finding::message).containsExactlyInAnyOrder("always", "public");
  }

  @Test
  void objectResultsGiveMessageSeverityIdAndDetails() {
    String policy =
        """
        package main
        import rego.v1
        violation contains {"msg": "too many replicas", "severity": "warning", "id": "K1", "details": {"max": 3}} if {
          input.spec.replicas > 3
        }
        """;
    RegoCheck scanner = RegoCheck.builder().policy("p.rego", policy).build();
    ScanReport r = Scan.of(scanner).run(List.of(ScanInput.text("d.yaml", "kind: Deployment\nmetadata:\n  name: web\nspec:\n  replicas: 5\n")));
    Finding f = r.findings().get(0);
    assertThat(f.message()).isEqualTo("too many replicas");
    assertThat(f.severity()).isEqualTo("warning");
    assertThat(f.ruleId()).isEqualTo("K1");
    // the rule's kind decides: a violation fails whatever severity its result gives
    assertThat(f.isWarning()).isFalse();
    assertThat(f.metadata().toString()).contains("\"max\":3");
    assertThat(f.location().path()).containsExactly("spec", "replicas");
    assertThat(f.location().line()).isEqualTo(5);
    assertThat(f.resource().id()).isEqualTo("Deployment/web");
  }

  @Test
  void namespacesSelectWhichPackagesAreReported() {
    String a = "package main\nimport rego.v1\ndeny contains \"main\" if true\n";
    String b = "package other\nimport rego.v1\nwarn contains \"other\" if true\n";
    List<ScanInput> in = List.of(ScanInput.text("x.json", "{}"));
    assertThat(Scan.of(RegoCheck.builder().policy("a.rego", a).policy("b.rego", b).build()).run(in).findings())
        .extracting(Finding::message)
        .containsExactly("main");
    assertThat(
            Scan.of(RegoCheck.builder().policy("a.rego", a).policy("b.rego", b).namespace("other").build()).run(in).findings())
        .extracting(Finding::message)
        .containsExactly("other");
    assertThat(
            Scan.of(RegoCheck.builder().policy("a.rego", a).policy("b.rego", b).allNamespaces(true).build()).run(in).findings())
        .extracting(Finding::message)
        .containsExactlyInAnyOrder("main", "other");
  }

  @Test
  void eachDocumentOfAMultiDocumentFileIsItsOwnInput() {
    RegoCheck scanner = RegoCheck.builder().policy(dev.cairn.testkit.Fixtures.path("policy/v1")).build();
    ScanReport r = Scan.of(scanner).run(ScanInputs.under(List.of(dev.cairn.testkit.Fixtures.path("examples/workloads.yaml"))));
    assertThat(r.documents()).isEqualTo(2);
    assertThat(r.findings()).isNotEmpty().allSatisfy(f -> assertThat(f.document()).isEqualTo(1));
    assertThat(r.findings()).allSatisfy(f -> assertThat(f.location().line()).isGreaterThan(24));
  }

  @Test
  void combineEvaluatesAllDocumentsAsOneInputAndMapsPathsBack() {
    String policy =
        """
        package main
        import rego.v1
        deny contains msg if {
          some doc in input
          doc.contents.kind == "Pod"
          msg := sprintf("%s has a pod", [doc.path])
        }
        """;
    RegoCheck scanner = RegoCheck.builder().policy("p.rego", policy).combine(true).build();
    ScanReport r = Scan.of(scanner).run(ScanInputs.under(List.of(dev.cairn.testkit.Fixtures.path("examples/workloads.yaml"))));
    assertThat(r.findings()).hasSize(1);
    Finding f = r.findings().get(0);
    assertThat(f.document()).isEqualTo(1);
    // Only the kind was tested, which picks the document: the document itself is the location.
    assertThat(f.location().path()).isEmpty();
    assertThat(f.location().line()).isEqualTo(25); // the document, at its first entry (its --- is line 24)
  }

  @Test
  void combinedEntriesOwnFieldsStandForTheirDocument() {
    // `file.path` is the combined entry's field, not part of any document: it is the document of
    // that entry as a whole, not the first file's.
    RegoCheck scanner =
        RegoCheck.builder().policy(dev.cairn.testkit.Fixtures.path("conftest/combine/policy")).combine(true).explain(true).build();
    ScanReport r = Scan.of(scanner).run(ScanInputs.under(List.of(dev.cairn.testkit.Fixtures.path("conftest/combine"))));
    Finding f = r.findings().stream().filter(x -> x.message().contains("unknown team")).findFirst().orElseThrow();
    assertThat(f.file()).endsWith("user2.yaml");
    assertThat(f.location().path()).containsExactly("team");
    assertThat(f.explanation())
        .filteredOn(e -> e.role().equals("context") && e.why().contains("sprintf") && e.location().path().isEmpty())
        .extracting(dev.cairn.report.Explanation::file)
        .isNotEmpty()
        .allMatch(file -> file.endsWith("user2.yaml"));
  }

  @Test
  void conftestsBuiltinsBelongToTheScannersPolicyAlone() {
    // Building a scanner (whose policies get conftest's parse_config*) must not make those
    // built-ins visible to a policy compiled afterwards without them.
    RegoCheck.builder().policy("p.rego", "package main\ndeny contains m if { m := parse_config(\"yaml\", \"a: 1\").a }\n").build();
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> dev.cairn.engine.Rego.policy()
                .module("q.rego", "package q\nx := parse_config_file(\"/etc/hostname\")\n")
                .compile())
        .isInstanceOf(dev.cairn.engine.RegoException.class)
        .hasMessageContaining("parse_config_file");
  }

  @Test
  void scannerDataFollowsTheLayout(@TempDir Path dir) throws Exception {
    Files.createDirectories(dir.resolve("conf/aws"));
    Files.writeString(dir.resolve("conf/aws/limits.yaml"), "max: 2\n");
    Files.writeString(dir.resolve("conf/owners.json"), "{\"team\": \"infra\"}");
    RegoCheck scanner = RegoCheck.builder()
        .policy("p.rego", "package main\n\ndeny contains msg if {\n\tinput.n > data.aws.max\n\tmsg := data.team\n}\n")
        .data(dir.resolve("conf"))
        .build();
    var report = Scan.of(scanner).run(List.of(ScanInput.text("in.yaml", "n: 3\n")));
    assertThat(report.findings()).extracting(f -> f.message()).containsExactly("infra");
    Files.writeString(dir.resolve("conf/aws/more.yaml"), "max: 5\n");
    assertThatThrownBy(() -> RegoCheck.builder().policy("p.rego", "package main\n").data(dir.resolve("conf")).build())
        .hasMessageContaining("more.yaml: merge conflict: data.aws.max is already defined");
  }
}
