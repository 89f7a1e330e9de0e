package dev.cairn.engine.builtins;

import static dev.cairn.engine.builtins.JsonTextCalls.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SemverBuiltinsTest {
  private static String compare(String a, String b) throws Exception {
    return json("semver.compare", "\"" + a + "\"", "\"" + b + "\"");
  }

  @Test
  void comparesByPrecedence() throws Exception {
    assertThat(compare("1.0.0", "2.0.0")).isEqualTo("-1");
    assertThat(compare("1.10.0", "1.9.9")).isEqualTo("1");
    assertThat(compare("1.0.0+build.1", "1.0.0+build.2")).isEqualTo("0");
    assertThat(compare("1.0.0-alpha", "1.0.0")).isEqualTo("-1");
    assertThat(compare("1.0.0-alpha.1", "1.0.0-alpha")).isEqualTo("1");
    assertThat(compare("1.0.0-2", "1.0.0-10")).isEqualTo("-1");
    assertThat(compare("1.0.0-alpha", "1.0.0-1")).isEqualTo("1");
    assertThat(compare("v1.2.3", "1.2.3")).isEqualTo("0");
  }

  @Test
  void rejectsWhatOpaRejects() throws Exception {
    assertThat(json("semver.is_valid", "\"1.0.0-rc.1+meta\"")).isEqualTo("true");
    assertThat(json("semver.is_valid", "\"1\"")).isEqualTo("false");
    assertThat(json("semver.is_valid", "\"1.0.0-a..b\"")).isEqualTo("false");
    assertThat(json("semver.is_valid", "1")).isEqualTo("false");
    assertThat(json("semver.is_valid", "\"1.0.0.0\"")).isEqualTo("false");
    assertThatThrownBy(() -> compare("1.0.0", "1"))
        .hasMessage("operand 2: string \"1\" is not a valid SemVer");
  }
}
