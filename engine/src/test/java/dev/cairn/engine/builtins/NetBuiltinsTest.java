package dev.cairn.engine.builtins;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class NetBuiltinsTest {
  private final ClockedJsonCalls ctx = new ClockedJsonCalls();

  @Test
  void containsHandlesIpsCidrsAndFamilies() throws Exception {
    assertThat(ctx.json("net.cidr_contains", "\"10.0.0.0/8\"", "\"10.1.0.0/24\"")).isEqualTo("true");
    assertThat(ctx.json("net.cidr_contains", "\"172.17.0.0/24\"", "\"172.17.0.0/16\"")).isEqualTo("false");
    assertThat(ctx.json("net.cidr_contains", "\"10.0.0.0/8\"", "\"10.1.2.3\"")).isEqualTo("true");
    assertThat(ctx.json("net.cidr_contains", "\"10.0.0.0/8\"", "\"::ffff:10.1.2.3\"")).isEqualTo("true");
    assertThat(ctx.json("net.cidr_contains", "\"2001:4860:4860::8888/32\"",
        "\"2001:4860:4860:1234::8888/40\"")).isEqualTo("true");
    assertThat(ctx.json("net.cidr_contains", "\"2001:4860::/96\"", "\"2001:4860::/32\"")).isEqualTo("false");
    assertThat(ctx.json("net.cidr_overlap", "\"192.168.1.0/28\"", "\"192.168.1.67\"")).isEqualTo("false");
    assertThatThrownBy(() -> ctx.call("net.cidr_contains", "\"not-a-cidr\"", "\"1.2.3.4\""))
        .hasMessage("invalid CIDR address: not-a-cidr");
    assertThatThrownBy(() -> ctx.call("net.cidr_contains", "\"10.0.0.0/8\"", "\"nope\""))
        .hasMessageContaining("not a valid textual representation");
  }

  @Test
  void intersectsAndValidity() throws Exception {
    assertThat(ctx.json("net.cidr_intersects", "\"192.168.1.0/25\"", "\"192.168.1.64/25\"")).isEqualTo("true");
    assertThat(ctx.json("net.cidr_intersects", "\"fd1e:5bfe:8af3:9ddc::/64\"", "\"2001:4860::/32\""))
        .isEqualTo("false");
    assertThat(ctx.json("net.cidr_is_valid", "\"2002::1234:abcd:ffff:c0a8:101/64\"")).isEqualTo("true");
    assertThat(ctx.json("net.cidr_is_valid", "\"192.168.1.2\"")).isEqualTo("false");
    assertThat(ctx.json("net.cidr_is_valid", "\"010.0.0.0/8\"")).isEqualTo("false");
    assertThat(ctx.json("net.cidr_is_valid", "\"10.0.0.0/33\"")).isEqualTo("false");
  }

  @Test
  void expandListsEveryAddress() throws Exception {
    assertThat(ctx.json("net.cidr_expand", "\"172.16.100.255/30\""))
        .isEqualTo("[\"172.16.100.252\",\"172.16.100.253\",\"172.16.100.254\",\"172.16.100.255\"]");
    assertThat(ctx.json("net.cidr_expand", "\"fe80::/127\"")).isEqualTo("[\"fe80::\",\"fe80::1\"]");
    assertThatThrownBy(() -> ctx.call("net.cidr_expand", "\"192.168.1.1/33\""))
        .hasMessage("invalid CIDR address: 192.168.1.1/33");
  }

  @Test
  void containsMatchesReportsKeys() throws Exception {
    assertThat(ctx.json("net.cidr_contains_matches", "[[\"1.1.2.0/24\", 1], \"1.1.1.0/24\"]",
        "[\"1.1.1.1\", \"1.1.2.1\"]")).isEqualTo("[[0,1],[1,0]]");
    assertThat(ctx.json("net.cidr_contains_matches",
        "{\"k1\": \"1.1.1.1/24\", \"k2\": [\"1.1.1.2/24\", 1]}", "\"1.1.1.128\""))
        .isEqualTo("[[\"k1\",\"1.1.1.128\"],[\"k2\",\"1.1.1.128\"]]");
    assertThatThrownBy(() -> ctx.call("net.cidr_contains_matches", "[\"1.1.2.0/24\"]", "[[]]"))
        .hasMessage("operand 2: element must be string or non-empty array");
  }

  @Test
  void mergeFollowsOpa() throws Exception {
    assertThat(ctx.json("net.cidr_merge", "[\"192.0.1.254/31\", \"192.0.2.0/25\", \"192.0.2.128/25\","
        + " \"192.0.3.0/28\"]")).isEqualTo("[\"192.0.1.254/31\",\"192.0.2.0/24\",\"192.0.3.0/28\"]");
    assertThat(ctx.json("net.cidr_merge", "[\"192.0.2.112/31\", \"192.0.2.116/31\", \"192.0.2.118/31\"]"))
        .isEqualTo("[\"192.0.2.112/31\",\"192.0.2.116/30\"]");
    assertThat(ctx.json("net.cidr_merge", "[\"192.0.128.0\", \"192.0.129.0\"]"))
        .isEqualTo("[\"192.0.128.0/23\"]");
    assertThat(ctx.json("net.cidr_merge", "[\"::/0\", \"::192.0.2.0/124\", \"fe80::/120\", \"10.0.0.0/8\"]"))
        .isEqualTo("[\"10.0.0.0/8\",\"::/0\"]");
    assertThat(ctx.json("net.cidr_merge", "[\"2601:600:8a80:207e:a57d:7567:e2c9:e7b3/64\"]"))
        .isEqualTo("[\"2601:600:8a80:207e::/64\"]");
    assertThatThrownBy(() -> ctx.call("net.cidr_merge", "[\"2601:600::1\"]"))
        .hasMessage("IPv6 invalid: needs prefix length");
    assertThatThrownBy(() -> ctx.call("net.cidr_merge", "[\"foo\"]"))
        .hasMessage("invalid CIDR address: foo");
  }
}
