package dev.cairn.compat.opa;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.compat.rego.RegoCase;
import dev.cairn.engine.ParseMode;
import dev.cairn.locator.Document;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.testkit.Peers;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The policies the project's own tests evaluate (fixtures/: the policy-library corpus rule file by
 * rule file with its helper libraries, the v0 and v1 example policies, the seed policy, the
 * conftest examples), each on every document of the inputs they are tested with, by Cairn and live
 * OPA: the package's value must be the same, or both must fail with the same error code, except
 * where docs/compatibility/opa.md lists the case. Inputs are read as Cairn reads them (the
 * locator, so CloudFormation's short tags are the long forms OPA sees too).
 */
class FixturePoliciesAgainstOpaTest {
  private static final Path FIXTURES = Path.of("..", "fixtures");
  private static final Pattern PACKAGE = Pattern.compile("(?m)^package\\s+(\\S+)");

  /** Modules evaluated together, in one syntax, with a query, on each document of some inputs. */
  private record PolicySet(String name, ParseMode syntax, List<Path> modules, String query, List<Path> inputs) {}

  @Test
  void cairnAgreesWithLiveOpaOnTheFixturePolicies() throws Exception {
    Path binary = Peers.require("opa");
    List<RegoCase> cases = new ArrayList<>();
    for (PolicySet set : sets()) {
      cases.addAll(cases(set));
    }
    assertThat(cases).hasSizeGreaterThan(100);
    OpaSuites.Run run = OpaSuites.run(binary, cases);
    OpaSuites.judge("fixtures", run.version(), run.comparisons(), true);
  }

  private static List<PolicySet> sets() throws IOException {
    List<PolicySet> sets = new ArrayList<>();
    Path corpus = FIXTURES.resolve("corpus");
    List<Path> libs = files(corpus.resolve("policy/lib"), ".rego");
    for (String platform : List.of("cfn", "k8s")) {
      List<Path> inputs = files(corpus.resolve("inputs").resolve(platform), ".yaml", ".json");
      for (Path rules : files(corpus.resolve("policy").resolve(platform), ".rego")) {
        List<Path> modules = new ArrayList<>(libs);
        modules.add(rules);
        sets.add(new PolicySet("corpus/" + platform + "/" + rules.getFileName(), ParseMode.V0, modules, query(rules), inputs));
      }
    }
    List<Path> examples = new ArrayList<>(files(FIXTURES.resolve("examples"), ".yaml", ".json"));
    examples.add(FIXTURES.resolve("seed/template.yaml"));
    for (String v : List.of("v0", "v1")) {
      ParseMode mode = v.equals("v0") ? ParseMode.V0 : ParseMode.V1;
      sets.add(new PolicySet("policy/" + v, mode, files(FIXTURES.resolve("policy").resolve(v), ".rego"), "data.main = x", examples));
    }
    Path seed = FIXTURES.resolve("seed/policy.rego");
    sets.add(new PolicySet("seed", ParseMode.V0, List.of(seed), query(seed), List.of(FIXTURES.resolve("seed/template.yaml"))));
    for (String example : List.of("kubernetes", "exceptions", "strict-rules")) {
      Path dir = FIXTURES.resolve("conftest").resolve(example);
      List<Path> modules =
          files(dir.resolve("policy"), ".rego").stream().filter(p -> !p.toString().endsWith("_test.rego")).toList();
      sets.add(new PolicySet("conftest/" + example, ParseMode.V1, modules, "data.main = x", files(dir, ".yaml")));
    }
    return sets;
  }

  /** One case per document of each input. */
  private static List<RegoCase> cases(PolicySet set) throws IOException {
    List<RegoCase.Module> modules = new ArrayList<>();
    for (Path m : set.modules()) {
      modules.add(new RegoCase.Module(FIXTURES.relativize(m).toString().replace('/', '_'), Files.readString(m, StandardCharsets.UTF_8)));
    }
    DocumentLoader loader = DocumentLoader.builder().build();
    List<RegoCase> out = new ArrayList<>();
    for (Path input : set.inputs()) {
      List<Document> docs = loader.load(input).documents();
      for (Document d : docs) {
        String id = set.name() + " @ " + FIXTURES.relativize(input) + (docs.size() > 1 ? "#" + d.index() : "");
        out.add(new RegoCase(id, set.syntax(), modules, set.query(), null, d.value(), null, false, false));
      }
    }
    return out;
  }

  /** {@code data.<the file's package> = x}. */
  private static String query(Path module) throws IOException {
    Matcher m = PACKAGE.matcher(Files.readString(module, StandardCharsets.UTF_8));
    assertThat(m.find()).as("a package in %s", module).isTrue();
    return "data." + m.group(1) + " = x";
  }

  private static List<Path> files(Path dir, String... suffixes) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(p -> Stream.of(suffixes).anyMatch(x -> p.getFileName().toString().endsWith(x))).sorted().toList();
    }
  }
}
