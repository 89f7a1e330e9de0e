package dev.cairn.engine.builtins.uuid;

import static dev.cairn.engine.builtins.Type.ANY;
import static dev.cairn.engine.builtins.Type.STRING;

import dev.cairn.engine.builtins.Args;
import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinContext;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.FunctionDecl;
import dev.cairn.engine.builtins.Type;
import dev.cairn.engine.builtins.gocompat.GoHex;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.security.SecureRandom;
import java.util.List;

/**
 * uuid.rfc4122 (random, stable per argument within an evaluation) and uuid.parse.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class UuidBuiltins {
  private static final SecureRandom RANDOM = new SecureRandom();
  /** 100-ns intervals between the Gregorian epoch (1582-10-15) and the Unix epoch. */
  private static final long GREGORIAN_OFFSET = 122_192_928_000_000_000L;

  private UuidBuiltins() {}

  /** The cache key of one uuid.rfc4122 argument. */
  private record CacheKey(String argument) {}

  public static void register(BuiltinTable.Registrar r) {
    r.add(Builtin.nondeterministic("uuid.rfc4122", FunctionDecl.of(STRING, STRING),
        (ctx, a) -> (Value) ctx.cache().computeIfAbsent(
            new CacheKey(a.get(0).toString()), k -> new StringValue(randomV4()))));
    r.add(Builtin.function("uuid.parse", FunctionDecl.of(Type.objectOf(STRING, ANY), STRING),
        UuidBuiltins::parse));
  }

  private static String randomV4() {
    byte[] b = new byte[16];
    RANDOM.nextBytes(b);
    b[6] = (byte) (b[6] & 0x0f | 0x40);
    b[8] = (byte) (b[8] & 0x3f | 0x80);
    String h = GoHex.encode(b);
    return h.substring(0, 8) + "-" + h.substring(8, 12) + "-" + h.substring(12, 16) + "-"
        + h.substring(16, 20) + "-" + h.substring(20);
  }

  /**
   * The version, variant and (for versions 1 and 2) time, node and clock fields; undefined for
   * text that is not a UUID.
   */
  private static Value parse(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    byte[] u = bytes(Args.string(a, 0));
    if (u == null) {
      return null;
    }
    int version = (u[6] & 0xff) >> 4;
    ObjectValue.Builder out = ObjectValue.builder()
        .put("version", NumberValue.of(version))
        .put("variant", new StringValue(variant(u[8] & 0xff)));
    if (version == 1 || version == 2) {
      long t = (u32(u, 0)) | (u16(u, 4) << 32) | ((u16(u, 6) & 0xfff) << 48);
      long sinceUnix = t - GREGORIAN_OFFSET;
      long nanos = Math.floorDiv(sinceUnix, 10_000_000L) * 1_000_000_000L
          + Math.floorMod(sinceUnix, 10_000_000L) * 100;
      out.put("time", NumberValue.of(nanos));
      byte[] node = java.util.Arrays.copyOfRange(u, 10, 16);
      out.put("nodeid", new StringValue(macKind(node[0] & 0xff) + ":" + GoHex.encode(node)));
      out.put("clocksequence", NumberValue.of(u16(u, 8) & 0x3fff));
      if (version == 2) {
        out.put("id", NumberValue.of(u32(u, 0)));
        out.put("domain", new StringValue(domain(u[9] & 0xff)));
      }
    }
    return out.build();
  }

  /** google/uuid's accepted forms: plain, {braced}, urn:uuid: prefixed, or 32 hex digits. */
  private static byte[] bytes(String s) {
    String hex;
    if (s.length() == 36 + 9 && s.regionMatches(true, 0, "urn:uuid:", 0, 9)) {
      s = s.substring(9);
    } else if (s.length() == 36 + 2) {
      s = s.substring(1, 37);
    }
    if (s.length() == 36) {
      if (s.charAt(8) != '-' || s.charAt(13) != '-' || s.charAt(18) != '-' || s.charAt(23) != '-') {
        return null;
      }
      hex = s.substring(0, 8) + s.substring(9, 13) + s.substring(14, 18) + s.substring(19, 23)
          + s.substring(24);
    } else if (s.length() == 32) {
      hex = s;
    } else {
      return null;
    }
    byte[] out = new byte[16];
    for (int i = 0; i < 16; i++) {
      int hi = Character.digit(hex.charAt(2 * i), 16);
      int lo = Character.digit(hex.charAt(2 * i + 1), 16);
      if (hi < 0 || lo < 0 || hex.charAt(2 * i) > 0x7f || hex.charAt(2 * i + 1) > 0x7f) {
        return null;
      }
      out[i] = (byte) (hi << 4 | lo);
    }
    return out;
  }

  private static long u32(byte[] b, int i) {
    return (u16(b, i) << 16) | u16(b, i + 2);
  }

  private static long u16(byte[] b, int i) {
    return ((b[i] & 0xffL) << 8) | (b[i + 1] & 0xffL);
  }

  private static String variant(int b) {
    if ((b & 0xc0) == 0x80) {
      return "RFC4122";
    }
    if ((b & 0xe0) == 0xc0) {
      return "Microsoft";
    }
    if ((b & 0xe0) == 0xe0) {
      return "Future";
    }
    return "Reserved";
  }

  private static String macKind(int b) {
    if ((b & 3) == 3) {
      return "local:multicast";
    }
    if ((b & 1) == 1) {
      return "global:multicast";
    }
    if ((b & 2) == 2) {
      return "local:unicast";
    }
    return "global:unicast";
  }

  private static String domain(int d) {
    return switch (d) {
      case 0 -> "Person";
      case 1 -> "Group";
      case 2 -> "Org";
      default -> "Domain" + d;
    };
  }
}
