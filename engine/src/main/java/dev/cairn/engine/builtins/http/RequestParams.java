package dev.cairn.engine.builtins.http;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.gocompat.ValueFormatter;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;

/**
 * Checks the keys of a request-like object argument ({@code http.send}, {@code
 * providers.aws.sign_req}) and words the failures as OPA does: {@code missing required request
 * parameters(s): {"url"}}, with the names as a Rego set.
 */
final class RequestParams {
  private RequestParams() {}

  /** The names as OPA prints a set of strings: {@code {"a", "b"}}, sorted. */
  static String names(Collection<String> names) {
    List<Value> values = new ArrayList<>();
    for (String n : names) {
      values.add(StringValue.of(n));
    }
    return ValueFormatter.format(SetValue.of(values));
  }

  /** Fails unless every key of {@code obj} is a string in {@code allowed}. */
  static void onlyAllowed(ObjectValue obj, Set<String> allowed, String prefix)
      throws BuiltinException {
    List<String> invalid = new ArrayList<>();
    for (Value k : obj.keys()) {
      if (!(k instanceof StringValue s) || !allowed.contains(s.value())) {
        invalid.add(k instanceof StringValue s ? s.value() : k.toString());
      }
    }
    if (!invalid.isEmpty()) {
      throw typeError(prefix + "invalid request parameters(s): " + names(invalid));
    }
  }

  /** Fails when any of {@code required} is absent; {@code what} is "request" or "AWS config". */
  static void present(ObjectValue obj, List<String> required, String prefix, String what)
      throws BuiltinException {
    List<String> missing = new ArrayList<>();
    for (String k : required) {
      if (obj.get(k) == null) {
        missing.add(k);
      }
    }
    if (!missing.isEmpty()) {
      throw typeError(prefix + "missing required " + what + " parameters(s): " + names(missing));
    }
  }

  /** Fails when any of {@code required} is not a string. */
  static void strings(ObjectValue obj, List<String> required, String prefix, String what)
      throws BuiltinException {
    List<String> invalid = new ArrayList<>();
    for (String k : required) {
      if (!(obj.get(k) instanceof StringValue)) {
        invalid.add(k);
      }
    }
    if (!invalid.isEmpty()) {
      throw typeError(
          prefix + "invalid values for required " + what + " parameters(s): " + names(invalid));
    }
  }

  static BuiltinException typeError(String message) {
    return new BuiltinException(ErrorCodes.EVAL_TYPE, message);
  }
}
