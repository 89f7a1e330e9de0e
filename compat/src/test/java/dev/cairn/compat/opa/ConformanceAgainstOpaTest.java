package dev.cairn.compat.opa;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.compat.rego.RegoCase;
import dev.cairn.engine.ParseMode;
import dev.cairn.engine.conformance.CaseLoader;
import dev.cairn.engine.conformance.ConformanceCase;
import dev.cairn.testkit.Peers;
import dev.cairn.testkit.Shared;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every case of OPA's conformance suite ({@code ../shared/conformance}) evaluated by Cairn and by
 * live OPA (the pinned release scripts/install-peers installs), with the same modules, data and
 * input: both must give the same solutions, or fail with the same error code, except where
 * docs/compatibility/opa.md lists the case with its reason. The recorded expectations in the case
 * files play no part here: they are what OPA said in its v0.60 era, and the engine's own
 * ConformanceTest holds Cairn to them.
 */
class ConformanceAgainstOpaTest {
  @Test
  void cairnAgreesWithLiveOpaOnEveryConformanceCase() throws Exception {
    Path dir = Shared.require("conformance/opa");
    Path binary = Peers.require("opa");
    List<RegoCase> cases = CaseLoader.load(dir).cases().stream().map(ConformanceAgainstOpaTest::toCase).toList();
    assertThat(cases).hasSizeGreaterThan(1000);

    OpaSuites.Run run = OpaSuites.run(binary, cases);
    OpaSuites.judge("conformance", run.version(), run.comparisons(), true);
  }

  private static RegoCase toCase(ConformanceCase c) {
    return new RegoCase(
        c.id(),
        ParseMode.V0,
        RegoCase.numbered(c.modules()),
        c.query(),
        c.data(),
        c.input(),
        c.inputTerm(),
        c.strictError(),
        c.sortBindings());
  }
}
