package dev.cairn.guard;

import com.google.re2j.Pattern;
import com.google.re2j.PatternSyntaxException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * cfn-guard 3.x's built-in functions. Arguments are flattened: a query argument contributes each value
 * it selected, and string functions map over them. A result keeps the path of the value it came from,
 * so findings on computed values still locate.
 */
final class GuardFunctions {

  private GuardFunctions() {}

  static List<GuardQueryResult> call(GuardAst.FunctionCall call, GuardScope scope) {
    List<GuardQueryResult> args = new ArrayList<>();
    for (GuardAst.Rhs a : call.arguments()) {
      if (a instanceof GuardAst.LiteralValue lit) {
        args.add(new GuardQueryResult.Literal(lit.value()));
      } else if (a instanceof GuardAst.QueryValue q) {
        args.addAll(scope.query(q.query()));
      } else {
        args.addAll(call((GuardAst.FunctionCall) a, scope));
      }
    }
    List<GuardValue> out = switch (call.name()) {
      case "count" -> List.of(new GuardValue.Int(GuardValuePath.ROOT,
          args.stream().filter(r -> !(r instanceof GuardQueryResult.Unresolved)).count()));
      case "to_upper" -> strings(args, (v, s) -> new GuardValue.Str(v.path(), s.toUpperCase(Locale.ROOT)));
      case "to_lower" -> strings(args, (v, s) -> new GuardValue.Str(v.path(), s.toLowerCase(Locale.ROOT)));
      case "url_decode" -> strings(args, (v, s) -> new GuardValue.Str(v.path(), URLDecoder.decode(s, StandardCharsets.UTF_8)));
      case "json_parse" -> strings(args, GuardFunctions::jsonParse);
      case "join" -> join(call, args);
      case "substring" -> substring(call, args);
      case "regex_replace" -> regexReplace(call, args);
      case "parse_int" -> convert(args, GuardFunctions::parseInt);
      case "parse_float" -> convert(args, GuardFunctions::parseFloat);
      case "parse_string" -> convert(args, v -> v instanceof GuardValue.Lst || v instanceof GuardValue.Struct ? null
          : new GuardValue.Str(v.path(), v instanceof GuardValue.Str s ? s.value() : Render.json(v).asText()));
      case "parse_boolean" -> convert(args, GuardFunctions::parseBoolean);
      case "parse_char" -> convert(args, v -> v instanceof GuardValue.Str s && s.value().length() == 1 ? v
          : v instanceof GuardValue.Int i && i.value() >= 0 && i.value() <= 9 ? new GuardValue.Str(v.path(), Long.toString(i.value())) : null);
      case "now" -> List.of(new GuardValue.Int(GuardValuePath.ROOT, System.currentTimeMillis() / 1000));
      default -> throw new GuardEvalException("No function named " + call.name(), call.pos());
    };
    List<GuardQueryResult> results = new ArrayList<>(out.size());
    out.forEach(v -> results.add(new GuardQueryResult.Resolved(v)));
    return results;
  }

  private interface StringFn {
    GuardValue apply(GuardValue source, String s);
  }

  private static List<GuardValue> strings(List<GuardQueryResult> args, StringFn fn) {
    List<GuardValue> out = new ArrayList<>();
    for (GuardQueryResult r : args) {
      GuardValue v = GuardQueryResult.valueOf(r);
      if (v instanceof GuardValue.Str s) {
        GuardValue result = fn.apply(v, s.value());
        if (result != null) {
          out.add(result);
        }
      }
    }
    return out;
  }

  private static List<GuardValue> convert(List<GuardQueryResult> args, Function<GuardValue, GuardValue> fn) {
    List<GuardValue> out = new ArrayList<>();
    for (GuardQueryResult r : args) {
      GuardValue v = GuardQueryResult.valueOf(r);
      GuardValue result = v == null ? null : fn.apply(v);
      if (result != null) {
        out.add(result);
      }
    }
    return out;
  }

  private static GuardValue jsonParse(GuardValue source, String s) {
    try {
      return DataReader.read("json_parse.json", s).get(0);
    } catch (DataException e) {
      throw new GuardEvalException("json_parse: not JSON at " + source.path() + ": " + e.reason());
    }
  }

  private static List<GuardValue> join(GuardAst.FunctionCall call, List<GuardQueryResult> args) {
    if (args.size() < 2 || !(GuardQueryResult.valueOf(args.get(args.size() - 1)) instanceof GuardValue.Str delimiter)) {
      throw new GuardEvalException("join function requires 2 arguments, the second a string (line " + call.pos().line() + ")");
    }
    List<String> parts = new ArrayList<>();
    for (GuardQueryResult r : args.subList(0, args.size() - 1)) {
      GuardValue v = GuardQueryResult.valueOf(r);
      if (v == null) {
        throw new GuardEvalException("Joining unresolved values is not allowed (line " + call.pos().line() + ")");
      }
      if (!(v instanceof GuardValue.Str s)) {
        throw new GuardEvalException("Joining non string values at " + v.path() + " (line " + call.pos().line() + ")");
      }
      parts.add(s.value());
    }
    return List.of(new GuardValue.Str(GuardValuePath.ROOT, String.join(delimiter.value(), parts)));
  }

  private static List<GuardValue> substring(GuardAst.FunctionCall call, List<GuardQueryResult> args) {
    int n = args.size();
    if (n < 3) {
      throw new GuardEvalException("substring function requires 3 arguments (line " + call.pos().line() + ")");
    }
    int from = number(args.get(n - 2), call);
    int to = number(args.get(n - 1), call);
    return strings(args.subList(0, n - 2), (v, s) -> from <= to && to <= s.length()
        ? new GuardValue.Str(v.path(), s.substring(from, to)) : null);
  }

  private static int number(GuardQueryResult r, GuardAst.FunctionCall call) {
    GuardValue v = GuardQueryResult.valueOf(r);
    if (v instanceof GuardValue.Int i) {
      return (int) i.value();
    }
    if (v instanceof GuardValue.Flt f) {
      return (int) f.value();
    }
    throw new GuardEvalException(call.name() + " requires numbers for its range", call.pos());
  }

  private static List<GuardValue> regexReplace(GuardAst.FunctionCall call, List<GuardQueryResult> args) {
    int n = args.size();
    if (n < 3 || !(GuardQueryResult.valueOf(args.get(n - 2)) instanceof GuardValue.Str extract)
        || !(GuardQueryResult.valueOf(args.get(n - 1)) instanceof GuardValue.Str replace)) {
      throw new GuardEvalException("regex_replace function requires 3 arguments, the last two strings (line "
          + call.pos().line() + ")");
    }
    Pattern p;
    try {
      p = Pattern.compile(extract.value());
    } catch (PatternSyntaxException e) {
      throw new GuardEvalException("regex_replace: invalid regular expression " + extract.value());
    }
    return strings(args.subList(0, n - 2), (v, s) -> new GuardValue.Str(v.path(), p.matcher(s).replaceAll(replace.value())));
  }

  private static GuardValue parseInt(GuardValue v) {
    if (v instanceof GuardValue.Int) {
      return v;
    }
    if (v instanceof GuardValue.Flt f) {
      return new GuardValue.Int(v.path(), (long) f.value());
    }
    if (v instanceof GuardValue.Str s) {
      try {
        return new GuardValue.Int(v.path(), Long.parseLong(s.value().trim()));
      } catch (NumberFormatException e) {
        throw new GuardEvalException("parse_int: \"" + s.value() + "\" at " + v.path() + " is not an integer");
      }
    }
    return null;
  }

  private static GuardValue parseFloat(GuardValue v) {
    if (v instanceof GuardValue.Flt) {
      return v;
    }
    if (v instanceof GuardValue.Int i) {
      return new GuardValue.Flt(v.path(), i.value());
    }
    if (v instanceof GuardValue.Str s) {
      try {
        return new GuardValue.Flt(v.path(), Double.parseDouble(s.value().trim()));
      } catch (NumberFormatException e) {
        throw new GuardEvalException("parse_float: \"" + s.value() + "\" at " + v.path() + " is not a number");
      }
    }
    return null;
  }

  private static GuardValue parseBoolean(GuardValue v) {
    if (v instanceof GuardValue.Bool) {
      return v;
    }
    if (v instanceof GuardValue.Str s) {
      String t = s.value().toLowerCase(Locale.ROOT);
      if (t.equals("true") || t.equals("false")) {
        return new GuardValue.Bool(v.path(), t.equals("true"));
      }
      throw new GuardEvalException("parse_boolean: \"" + s.value() + "\" at " + v.path() + " is not a boolean");
    }
    return null;
  }
}
