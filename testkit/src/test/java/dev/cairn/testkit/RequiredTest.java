package dev.cairn.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

class RequiredTest {
  @Test
  void aMissingThingFailsTheTestUnderTheFlag() {
    assertThatThrownBy(() -> Required.check(false, "../shared/x is absent", true))
        .isInstanceOf(AssertionFailedError.class)
        .hasMessage("../shared/x is absent (CAIRN_REQUIRE_PEERS is set, so this fails instead of skipping)");
  }

  @Test
  void aMissingThingSkipsTheTestWithoutTheFlag() {
    assertThatThrownBy(() -> Required.check(false, "../shared/x is absent", false))
        .isInstanceOf(TestAbortedException.class)
        .hasMessageContaining("SKIPPED: ../shared/x is absent");
  }

  @Test
  void aPresentThingNeitherFailsNorSkips() {
    assertThatCode(() -> Required.check(true, "here", true)).doesNotThrowAnyException();
    assertThatCode(() -> Required.check(true, "here", false)).doesNotThrowAnyException();
  }

  @Test
  void theFlagIsOneOrTrueFromTheEnvironmentOrTheSystemProperty() {
    assertThat(Required.strict("1", null)).isTrue();
    assertThat(Required.strict(null, "true")).isTrue();
    assertThat(Required.strict(null, "TRUE")).isTrue();
    assertThat(Required.strict(null, null)).isFalse();
    assertThat(Required.strict("0", "1")).as("the environment variable wins").isFalse();
    assertThat(Required.strict(null, "yes")).isFalse();
  }

  @Test
  void sharedPointedAtAnEmptyFolderFindsNothing(@TempDir Path empty) {
    String before = System.getProperty("cairn.shared");
    System.setProperty("cairn.shared", empty.toString());
    try {
      assertThat(Shared.find("conformance/opa")).isNull();
      if (Required.strict()) {
        assertThatThrownBy(() -> Shared.require("conformance/opa")).isInstanceOf(AssertionFailedError.class)
            .hasMessageStartingWith("../shared/conformance/opa is absent");
      } else {
        assertThatThrownBy(() -> Shared.require("conformance/opa")).isInstanceOf(TestAbortedException.class);
      }
    } finally {
      if (before == null) {
        System.clearProperty("cairn.shared");
      } else {
        System.setProperty("cairn.shared", before);
      }
    }
  }
}
