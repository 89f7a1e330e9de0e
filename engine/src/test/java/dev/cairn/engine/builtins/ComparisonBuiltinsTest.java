package dev.cairn.engine.builtins;

import static dev.cairn.engine.builtins.Calls.call;
import static dev.cairn.engine.builtins.Calls.json;
import static dev.cairn.engine.builtins.Calls.set;
import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.NullValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.StringValue;
import org.junit.jupiter.api.Test;

class ComparisonBuiltinsTest {
  private static final BooleanValue TRUE = BooleanValue.TRUE;
  private static final BooleanValue FALSE = BooleanValue.FALSE;

  @Test
  void equalityIsNumericAcrossIntegerAndDecimalForms() throws Exception {
    assertThat(call("equal", json("1"), json("1.0"))).isEqualTo(TRUE);
    assertThat(call("equal", json("{'x':[1,2,{'b':3.0}]}"), json("{'x':[1,2,{'b':3}]}")))
        .isEqualTo(TRUE);
    assertThat(call("neq", json("28857836529306024611913"), json("28857836529306024611912")))
        .isEqualTo(TRUE);
    assertThat(call("neq", json("0"), json("0"))).isEqualTo(FALSE);
  }

  @Test
  void orderingFollowsOpaTypeOrder() throws Exception {
    // null < boolean < number < string < array < object < set
    assertThat(call("lt", NullValue.NULL, FALSE)).isEqualTo(TRUE);
    assertThat(call("lt", json("100"), json("'a'"))).isEqualTo(TRUE);
    assertThat(call("gt", set(), json("{}"))).isEqualTo(TRUE);
    assertThat(call("lte", json("[1,2]"), json("[1,2]"))).isEqualTo(TRUE);
    assertThat(call("gte", json("[1]"), json("[1,2]"))).isEqualTo(FALSE);
    assertThat(call("gt", json("2.5"), json("2"))).isEqualTo(TRUE);
  }

  @Test
  void memberLooksAtSetElementsArrayItemsAndObjectValues() throws Exception {
    NumberValue one = NumberValue.of(1);
    assertThat(call("internal.member_2", one, set(one))).isEqualTo(TRUE);
    assertThat(call("internal.member_2", one, json("[2, 1.0]"))).isEqualTo(TRUE);
    assertThat(call("internal.member_2", one, json("{'foo': 1}"))).isEqualTo(TRUE);
    assertThat(call("internal.member_2", json("'foo'"), json("{'foo': 1}"))).isEqualTo(FALSE);
    assertThat(call("internal.member_2", one, json("'foo'"))).isEqualTo(FALSE);
    assertThat(call("internal.member_2", json("'foo'"), one)).isEqualTo(FALSE);
  }

  @Test
  void memberWithKeyUsesIndexKeyOrElement() throws Exception {
    StringValue two = StringValue.of("two");
    assertThat(call("internal.member_3", NumberValue.of(1), two, json("['one','two']")))
        .isEqualTo(TRUE);
    assertThat(call("internal.member_3", NumberValue.of(2), two, json("['one','two']")))
        .isEqualTo(FALSE);
    assertThat(call("internal.member_3", NumberValue.of(-1), two, json("['two']")))
        .isEqualTo(FALSE);
    assertThat(call("internal.member_3", json("'foo'"), json("1"), json("{'foo': 1}")))
        .isEqualTo(TRUE);
    assertThat(call("internal.member_3", json("1"), json("1"), set(json("1")))).isEqualTo(TRUE);
    assertThat(call("internal.member_3", json("1"), json("'foo'"), json("1"))).isEqualTo(FALSE);
  }
}
