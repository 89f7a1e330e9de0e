package dev.cairn.engine.builtins.encoding;

import static dev.cairn.engine.builtins.Type.ANY;
import static dev.cairn.engine.builtins.Type.BOOLEAN;
import static dev.cairn.engine.builtins.Type.STRING;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.builtins.Args;
import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinContext;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.FunctionDecl;
import dev.cairn.engine.builtins.Type;
import dev.cairn.engine.builtins.gocompat.GoBase64;
import dev.cairn.engine.builtins.gocompat.GoHex;
import dev.cairn.engine.builtins.gocompat.GoJson;
import dev.cairn.engine.builtins.gocompat.YamlValues;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.NullValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * base64, base64url, hex, urlquery, json.marshal(_with_options)/unmarshal/is_valid and
 * yaml.marshal/unmarshal/is_valid.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class EncodingBuiltins {
  private static final FunctionDecl STRING_TO_STRING = FunctionDecl.of(STRING, STRING);
  private static final FunctionDecl STRING_TO_BOOLEAN = FunctionDecl.of(BOOLEAN, STRING);

  private EncodingBuiltins() {}

  public static void register(BuiltinTable.Registrar r) {
    r.add(Builtin.function("base64.encode", STRING_TO_STRING,
        (ctx, a) -> str(GoBase64.encodeStd(bytes(a, 0)))));
    r.add(Builtin.function("base64.decode", STRING_TO_STRING,
        (ctx, a) -> str(text(base64(Args.string(a, 0), false)))));
    r.add(Builtin.function("base64.is_valid", STRING_TO_BOOLEAN, EncodingBuiltins::base64IsValid));
    r.add(Builtin.function("base64url.encode", STRING_TO_STRING,
        (ctx, a) -> str(GoBase64.encodeUrl(bytes(a, 0)))));
    r.add(Builtin.function("base64url.encode_no_pad", STRING_TO_STRING,
        (ctx, a) -> str(GoBase64.encodeUrlNoPad(bytes(a, 0)))));
    r.add(Builtin.function("base64url.decode", STRING_TO_STRING,
        (ctx, a) -> str(text(base64url(Args.string(a, 0))))));
    r.add(Builtin.function("hex.encode", STRING_TO_STRING,
        (ctx, a) -> str(GoHex.encode(bytes(a, 0)))));
    r.add(Builtin.function("hex.decode", STRING_TO_STRING,
        (ctx, a) -> str(text(GoHex.decode(Args.string(a, 0))))));
    r.add(Builtin.function("urlquery.encode", STRING_TO_STRING,
        (ctx, a) -> str(GoUrlQuery.escape(Args.string(a, 0)))));
    r.add(Builtin.function("urlquery.decode", STRING_TO_STRING,
        (ctx, a) -> str(GoUrlQuery.unescape(Args.string(a, 0)))));
    r.add(Builtin.function("urlquery.encode_object",
        FunctionDecl.of(STRING, Type.objectOf(STRING,
            Type.anyOf(STRING, Type.arrayOf(STRING), Type.setOf(STRING)))),
        EncodingBuiltins::encodeObject));
    r.add(Builtin.function("urlquery.decode_object",
        FunctionDecl.of(Type.objectOf(STRING, Type.arrayOf(STRING)), STRING),
        EncodingBuiltins::decodeObject));
    r.add(Builtin.function("json.marshal", FunctionDecl.of(STRING, ANY),
        (ctx, a) -> str(GoJson.marshal(a.get(0)))));
    r.add(Builtin.function("json.marshal_with_options",
        FunctionDecl.of(STRING, ANY, Type.objectOf(STRING, Type.anyOf(BOOLEAN, STRING))),
        EncodingBuiltins::marshalWithOptions));
    r.add(Builtin.function("json.unmarshal", FunctionDecl.of(ANY, STRING),
        (ctx, a) -> GoJson.unmarshal(Args.string(a, 0))));
    r.add(Builtin.function("json.is_valid", STRING_TO_BOOLEAN,
        (ctx, a) -> BooleanValue.of(a.get(0) instanceof StringValue s && GoJson.valid(s.value()))));
    r.add(Builtin.function("yaml.marshal", FunctionDecl.of(STRING, ANY),
        (ctx, a) -> str(YamlValues.marshal(a.get(0)))));
    r.add(Builtin.function("yaml.unmarshal", FunctionDecl.of(ANY, STRING),
        (ctx, a) -> YamlValues.unmarshal(Args.string(a, 0))));
    r.add(Builtin.function("yaml.is_valid", STRING_TO_BOOLEAN,
        (ctx, a) -> BooleanValue.of(
            a.get(0) instanceof StringValue s && YamlValues.valid(s.value()))));
  }

  private static StringValue str(String s) {
    return new StringValue(s);
  }

  private static byte[] bytes(List<Value> args, int i) throws BuiltinException {
    return Args.string(args, i).getBytes(StandardCharsets.UTF_8);
  }

  /** Decoded bytes as a string, as Go's string(bytes) (invalid UTF-8 becomes U+FFFD). */
  public static String text(byte[] b) {
    return new String(b, StandardCharsets.UTF_8);
  }

  public static byte[] base64(String s, boolean url) throws BuiltinException {
    try {
      return url ? GoBase64.decodeUrl(s) : GoBase64.decodeStd(s);
    } catch (GoBase64.CorruptInput e) {
      throw BuiltinException.error(e.getMessage());
    }
  }

  /** base64url.decode: accepts missing padding (RFC 7515 appendix C), as OPA does. */
  public static byte[] base64url(String s) throws BuiltinException {
    if (!s.endsWith("=")) {
      switch (s.length() % 4) {
        case 0 -> { }
        case 2 -> s += "==";
        case 3 -> s += "=";
        default -> throw BuiltinException.error("illegal base64url string: " + s);
      }
    }
    return base64(s, true);
  }

  private static Value base64IsValid(BuiltinContext ctx, List<Value> a) {
    if (!(a.get(0) instanceof StringValue s)) {
      return BooleanValue.FALSE;
    }
    try {
      GoBase64.decodeStd(s.value());
      return BooleanValue.TRUE;
    } catch (GoBase64.CorruptInput e) {
      return BooleanValue.FALSE;
    }
  }

  private static Value encodeObject(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    ObjectValue o = Args.object(a, 0);
    // Go's url.Values.Encode: keys sorted, each key's values in order.
    TreeMap<String, List<String>> query = new TreeMap<>();
    for (Map.Entry<Value, Value> e : o.entries().entrySet()) {
      String key = e.getKey() instanceof StringValue s ? s.value() : Json.write(e.getKey());
      List<String> values = new ArrayList<>();
      Value v = e.getValue();
      if (v instanceof StringValue s) {
        values.add(s.value());
      } else if (v instanceof ArrayValue || v instanceof SetValue) {
        List<Value> items = v instanceof ArrayValue arr ? arr.items() : ((SetValue) v).sorted();
        for (Value item : items) {
          if (!(item instanceof StringValue s)) {
            throw encodeObjectError();
          }
          values.add(s.value());
        }
      } else {
        throw encodeObjectError();
      }
      query.put(key, values);
    }
    StringBuilder b = new StringBuilder();
    for (Map.Entry<String, List<String>> e : query.entrySet()) {
      String k = GoUrlQuery.escape(e.getKey());
      for (String v : e.getValue()) {
        if (b.length() > 0) {
          b.append('&');
        }
        b.append(k).append('=').append(GoUrlQuery.escape(v));
      }
    }
    return str(b.toString());
  }

  private static BuiltinException encodeObjectError() {
    return BuiltinException.error("operand 1 values must be string, array[string], or set[string]");
  }

  private static Value decodeObject(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    ObjectValue.Builder out = ObjectValue.builder();
    for (Map.Entry<String, List<String>> e : GoUrlQuery.parse(Args.string(a, 0)).entrySet()) {
      Value[] items = new Value[e.getValue().size()];
      for (int i = 0; i < items.length; i++) {
        items[i] = str(e.getValue().get(i));
      }
      out.put(e.getKey(), ArrayValue.wrap(items));
    }
    return out.build();
  }

  private static Value marshalWithOptions(BuiltinContext ctx, List<Value> a)
      throws BuiltinException {
    String indent = "\t";
    String prefix = "";
    boolean implicitPretty = false;
    Boolean explicitPretty = null;
    Value opts = a.get(1);
    if (opts instanceof ObjectValue o) {
      for (Value k : o.sortedKeys()) {
        if (!(k instanceof StringValue ks)) {
          throw BuiltinException.error("operand 2 failed to stringify key " + k);
        }
        Value v = o.get(k);
        if (v instanceof NullValue) {
          continue;
        }
        switch (ks.value()) {
          case "prefix" -> {
            prefix = optionString(ks.value(), v);
            implicitPretty = true;
          }
          case "indent" -> {
            indent = optionString(ks.value(), v);
            implicitPretty = true;
          }
          case "pretty" -> {
            if (!(v instanceof BooleanValue b)) {
              throw BuiltinException.error("operand 2 key pretty failed cast to bool");
            }
            explicitPretty = b.value();
          }
          default -> throw BuiltinException.error(
              "operand 2 object contained unknown key " + ks.value());
        }
      }
    } else if (!(opts instanceof NullValue)) {
      throw new BuiltinException(ErrorCodes.EVAL_TYPE,
          "operand 2 must be one of {object, null} but got " + opts.typeName());
    }
    boolean pretty = explicitPretty != null ? explicitPretty : implicitPretty;
    return str(pretty ? GoJson.marshalIndent(a.get(0), prefix, indent) : GoJson.marshal(a.get(0)));
  }

  private static String optionString(String key, Value v) throws BuiltinException {
    if (v instanceof StringValue s) {
      return s.value();
    }
    throw BuiltinException.error("operand 2 key " + key
        + " failed cast to string: operand 2 must be string but got " + v.typeName());
  }
}
