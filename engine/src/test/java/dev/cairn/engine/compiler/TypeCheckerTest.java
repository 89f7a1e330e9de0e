package dev.cairn.engine.compiler;

import static dev.cairn.engine.compiler.TestCompiler.compile;
import static dev.cairn.engine.compiler.TestCompiler.errors;
import static dev.cairn.engine.compiler.TestCompiler.query;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.RegoError;
import dev.cairn.engine.RegoException;
import java.util.List;
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

  // Each as live OPA v1.22.3 answers it; found by the compat module's generated corpus.
  @Test
  void sidesOfAUnificationThatCanNeverMatch() {
    for (String body : new String[] {
        "[1] == [1, 2]", "{\"a\": 1} == {\"b\": 1}", "{\"a\": 1} == {\"a\": \"x\"}", "1 == \"a\"",
        "x := [1]; x == [1, 2]", "x := count([1]); x == \"a\"", "{1} == {\"a\"}", "[1] == {1}",
        "not [1] == [1, 2]", "null == false", "[[1]] == [[1, 2]]", "upper(\"a\") == 1",
        "x := {\"a\": 1}; x == {\"a\": 1, \"b\": 2}", "some x in [1]; x == \"a\"", "count(input.x) == \"1\"",
        "x := 1; x = \"a\"", "{\"a\": true} == {\"c\": false, \"c\": true}",
        "x := {{} | true}; x == {{\"a\": 2.5} | true}", "x := [1 | true]; x == [\"a\"]",
        "every v in [1] { v; x := [1 | [1] == [1, 2]] }"}) {
      assertThat(errors("package test\np if { " + body + " }"))
          .as(body)
          .extracting(RegoError::code, RegoError::message)
          .containsExactly(org.assertj.core.groups.Tuple.tuple(ErrorCodes.TYPE, "match error"));
    }
  }

  @Test
  void sidesThatMayMatchAreLeftToEvaluation() {
    for (String body : new String[] {
        "[1] == [2]", "{1} == {1, 2}", "input.x == [1, 2]", "x := ([1] == [1, 2])", "[1] != [1, 2]",
        "x := [1 | true]; x == [1, 2]", "some x in [1, \"a\"]; x == \"a\"", "x := input.y; x == 1",
        "every v in {\"a\": 1} { v == \"b\" }"}) {
      assertThat(compile("package test\np if { " + body + " }")).as(body).isNotNull();
    }
  }

  @Test
  void equalityInAnEveryBodyOrNegatedUnderAllFutureKeywordsIsNotAUnification() {
    // as OPA v1.22.3 checks them
    assertThat(compile("package test\np if { every v in [1] { v; [1] == [1, 2] } }")).isNotNull();
    assertThat(compile("package test\nimport future.keywords\np if { not [1] == [1, 2] }")).isNotNull();
    assertThat(errors("package test\nimport future.keywords\np if { [1] == [1, 2] }").get(0).message())
        .isEqualTo("match error");
  }

  @Test
  void inferredArgumentTypes() {
    assertThat(errors("package test\np if { x := 1; upper(x) == \"A\" }").get(0).message())
        .startsWith("upper: invalid argument(s)\n\thave: (number)");
    assertThat(errors("package test\np := split(\"a\", count([1]))").get(0).message())
        .startsWith("split: invalid argument(s)");
  }

  @Test
  void aPackageHasOnePackageScopedAndOneSubpackagesScopedMetadataBlock() {
    // as OPA v1.22.3 reports it: at each later block, naming the first by file name
    List<RegoError> errs = errors(
        "# METADATA\n# title: c\npackage p\n", "# METADATA\n# title: d\npackage p\n",
        "# METADATA\n# scope: subpackages\n# title: a\npackage p\n", "# METADATA\n# scope: subpackages\npackage p\n");
    assertThat(errs).extracting(RegoError::code).containsOnly(ErrorCodes.TYPE);
    assertThat(errs).extracting(RegoError::message)
        .containsExactlyInAnyOrder("package annotation redeclared: m0.rego:1", "subpackages annotation redeclared: m2.rego:1");
    assertThat(compile("# METADATA\n# title: c\npackage p\n", "# METADATA\n# title: d\npackage q\n", "package p\n"))
        .isNotNull();
  }

  @Test
  void queriesAreChecked() {
    RegoException e = catchThrowableOfType(() -> query("count(true)", "package test"), RegoException.class);
    assertThat(e.code()).isEqualTo(ErrorCodes.TYPE);
  }
}
