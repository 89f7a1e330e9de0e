package dev.cairn.locator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * HCL expressions kept as source text are checked as HCL's parser checks them: malformed ones are
 * errors at the place HCL names, valid ones (operators, conditionals, for expressions, calls,
 * traversals, an expression as an object key) read as conftest reads them. Expected values and
 * positions are conftest 0.71.1's ({@code conftest parse}) on the same text.
 */
class HclExpressionSyntaxTest {

  private final DocumentLoader loader = DocumentLoader.builder().build();

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "x = = 1|1|5",
      "x = 1 +|1|8",
      "x = (1|2|1",
      "x = a b|1|7",
      "x = foo(1,|2|1",
      "x = \"${= 1}\"|1|8",
      "x = 1 2|1|7",
      "x = a ==|1|9",
      "x = a.|1|7",
      "m = { a = 1 b = 2 }|1|13",
      "x = a[|2|1"})
  void malformedExpressionsAreLocated(String text, int line, int column) {
    assertThatThrownBy(() -> loader.load("main.tf", text + "\n"))
        .isInstanceOfSatisfying(LocatorException.class, e -> {
          assertThat(e.line()).as(e.getMessage()).isEqualTo(line);
          assertThat(e.column()).as(e.getMessage()).isEqualTo(column);
        });
  }

  @ParameterizedTest
  @CsvSource(delimiterString = " ~~ ", value = {
      "x = [for v in xs : v] ~~ {\"x\":\"${[for v in xs : v]}\"}",
      "x = {for k, v in m : k => v...} ~~ {\"x\":\"${{for k, v in m : k => v...}}\"}",
      "x = [for v in xs : v if v > 1] ~~ {\"x\":\"${[for v in xs : v if v > 1]}\"}",
      "x = a ? b : c ~~ {\"x\":\"${a ? b : c}\"}",
      "x = !a && -b || c % 2 ~~ {\"x\":\"${!a && -b || c % 2}\"}",
      "x = a.b[0].c[*].d ~~ {\"x\":\"${a.b[0].c[*].d}\"}",
      "x = a.*.b ~~ {\"x\":\"${a.*.b}\"}",
      "x = f(xs...) ~~ {\"x\":\"${f(xs...)}\"}",
      "x = provider::aws::arn_parse(\"a\") ~~ {\"x\":\"${provider::aws::arn_parse(\\\"a\\\")}\"}",
      "x = \"${a.b} and ${ c }\" ~~ {\"x\":\"${a.b} and ${c}\"}",
      "x = a.0.b ~~ {\"x\":\"${a.0.b}\"}",
      "m = {\\n  a.b.c/d = \"x\"\\n} ~~ {\"m\":{\"${a.b.c/d}\":\"x\"}}",
      "m = {\\n  a.b.c = \"x\"\\n} ~~ {\"m\":{\"a.b.c\":\"x\"}}",
      "m = {\\n  (var.k) = 1\\n  \"k\" = 2\\n} ~~ {\"m\":{\"${(var.k)}\":1,\"k\":2}}",
      "m = {\\n  upper(\"a\") = 2\\n} ~~ {\"m\":{\"${upper(\\\"a\\\")}\":2}}",
      "m = {\\n  a/b = \"x\"\\n  a-b = 1\\n  1 = 3\\n  x + y = 4\\n} ~~ {\"m\":{\"${a/b}\":\"x\",\"a-b\":1,\"1\":3,\"${x + y}\":4}}",
      "x = foo(\\n  1,\\n  2\\n) ~~ {\"x\":\"${foo(\\n  1,\\n  2\\n)}\"}",
      "m = { a = 1, b = 2 } ~~ {\"m\":{\"a\":1,\"b\":2}}",
      "x = \"a\" == \"b\" ~~ {\"x\":\"${\\\"a\\\" == \\\"b\\\"}\"}"})
  void validExpressionsReadAsConftestReadsThem(String text, String json) throws Exception {
    var value = loader.load("main.tf", text.replace("\\n", "\n") + "\n").documents().get(0).value();
    assertThat(value).isEqualTo(new com.fasterxml.jackson.databind.ObjectMapper().readTree(json.replace("\\n", "\n")
        .replace("\n", "\\n")));
  }
}
