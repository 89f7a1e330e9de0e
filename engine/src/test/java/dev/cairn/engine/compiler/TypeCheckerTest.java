package dev.cairn.engine.compiler;

import static dev.cairn.engine.compiler.Fixtures.compile;
import static dev.cairn.engine.compiler.Fixtures.errors;
import static dev.cairn.engine.compiler.Fixtures.query;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.RegoError;
import dev.cairn.engine.RegoException;
import org.junit.jupiter.api.Test;

class TypeCheckerTest {
  @Test
  void literalArgumentOfTheWrongType() {
    RegoError e = errors("package test\np if count(1) > 0").get(0);
    assertThat(e.code()).isEqualTo(ErrorCodes.TYPE);
    assertThat(e.message()).startsWith("count: invalid argument(s)\n\thave: (number)");
    assertThat(e.location().line()).isEqualTo(2);
  }

  @Test
  void operatorsAreBuiltinsToo() {
    assertThat(errors("package test\np if 1 + \"a\" > 0").get(0).message()).startsWith("plus: invalid argument(s)");
  }

  @Test
  void elementTypesOfLiteralCollections() {
    assertThat(errors("package test\np if concat(\",\", [1, 2]) == \"\"").get(0).message())
        .startsWith("concat: invalid argument(s)");
    assertThat(compile("package test\np if concat(\",\", [\"a\", input.b]) == \"a\"")).isNotNull();
  }

  @Test
  void unionTypesAcceptAnyAlternative() {
    assertThat(compile("package test\np if { {1} - {2} == set(); 3 - 1 == 2 }")).isNotNull();
    assertThat(compile("package test\np if count(\"abc\") == 3")).isNotNull();
  }

  @Test
  void nonLiteralArgumentsAreLeftToEvaluation() {
    assertThat(compile("package test\np if { x := input.x; count(x) > 0 }")).isNotNull();
  }

  @Test
  void queriesAreChecked() {
    RegoException e = catchThrowableOfType(() -> query("count(true)", "package test"), RegoException.class);
    assertThat(e.code()).isEqualTo(ErrorCodes.TYPE);
  }
}
