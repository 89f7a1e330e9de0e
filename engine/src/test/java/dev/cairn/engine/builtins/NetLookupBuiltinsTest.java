package dev.cairn.engine.builtins;

import static dev.cairn.engine.builtins.Calls.call;
import static dev.cairn.engine.builtins.Calls.error;
import static dev.cairn.engine.builtins.Calls.json;
import static dev.cairn.engine.builtins.Calls.set;
import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.StringValue;
import org.junit.jupiter.api.Test;

class NetLookupBuiltinsTest {
  private static final String LOOKUP = "net.lookup_ip_addr";

  @Test
  void ipLiteralsResolveToThemselvesInGoForm() throws Exception {
    assertThat(call(LOOKUP, json("'10.0.0.0'"))).isEqualTo(set("['10.0.0.0']"));
    assertThat(call(LOOKUP, json("'::'"))).isEqualTo(set("['::']"));
    assertThat(call(LOOKUP, json("'2001:db8:0:0:0:0:0:1'"))).isEqualTo(set("['2001:db8::1']"));
  }

  @Test
  void localhostIsALoopbackAddress() throws Exception {
    SetValue found = (SetValue) call(LOOKUP, json("'localhost'"));
    assertThat(found.elements()).isNotEmpty()
        .allMatch(v -> v.equals(StringValue.of("127.0.0.1")) || v.equals(StringValue.of("::1")));
  }

  @Test
  void unknownHostsAreBuiltinErrors() {
    BuiltinException e = error(LOOKUP, json("'no-such-host.invalid'"));
    assertThat(e.code()).isEqualTo(ErrorCodes.BUILTIN);
    assertThat(e.getMessage()).isEqualTo("lookup no-such-host.invalid: no such host");
    assertThat(error(LOOKUP, json("''")).getMessage()).isEqualTo("lookup : no such host");
  }

  @Test
  void answersAreStableWithinAnEvaluation() throws Exception {
    TestContext ctx = new TestContext();
    assertThat(call(ctx, LOOKUP, json("'localhost'"))).isSameAs(call(ctx, LOOKUP, json("'localhost'")));
  }
}
