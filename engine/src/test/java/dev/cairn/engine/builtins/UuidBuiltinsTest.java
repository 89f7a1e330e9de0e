package dev.cairn.engine.builtins;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class UuidBuiltinsTest {
  @Test
  void rfc4122IsRandomV4StablePerArgumentWithinAnEvaluation() throws Exception {
    ClockedJsonCalls ctx = new ClockedJsonCalls();
    String a = ctx.json("uuid.rfc4122", "\"a\"");
    assertThat(a).matches("\"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\"");
    assertThat(ctx.json("uuid.rfc4122", "\"a\"")).isEqualTo(a);
    assertThat(ctx.json("uuid.rfc4122", "\"b\"")).isNotEqualTo(a);
    assertThat(new ClockedJsonCalls().json("uuid.rfc4122", "\"a\"")).isNotEqualTo(a);
    assertThat(BuiltinTable.lookup("uuid.rfc4122").nondeterministic()).isTrue();
  }

  @Test
  void parseDecodesVersionOneFields() throws Exception {
    ClockedJsonCalls ctx = new ClockedJsonCalls();
    // 1582 in Unix nanoseconds overflows int64; Go wraps around, and so do we.
    assertThat(ctx.json("uuid.parse", "\"00000000-0000-1000-8000-000000000000\""))
        .isEqualTo("{\"clocksequence\":0,\"nodeid\":\"global:unicast:000000000000\","
            + "\"time\":6227451273709551616,\"variant\":\"RFC4122\",\"version\":1}");
    assertThat(ctx.json("uuid.parse", "\"{6ba7b810-9dad-11d1-80b4-00c04fd430c8}\""))
        .isEqualTo("{\"clocksequence\":180,\"nodeid\":\"global:unicast:00c04fd430c8\","
            + "\"time\":886630433151182400,\"variant\":\"RFC4122\",\"version\":1}");
    assertThat(ctx.json("uuid.parse", "\"urn:uuid:4c1e3b82-1a58-4c07-8b7a-1e2c6a2f8b3d\""))
        .isEqualTo("{\"variant\":\"RFC4122\",\"version\":4}");
    assertThat(ctx.json("uuid.parse", "\"4c1e3b821a584c078b7a1e2c6a2f8b3d\""))
        .isEqualTo("{\"variant\":\"RFC4122\",\"version\":4}");
    assertThat(ctx.json("uuid.parse", "\"not-a-uuid\"")).isEqualTo("undefined");
  }
}
