package dev.cairn.engine.builtins.strings;

import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.strings.TemplateRenderer.Num;
import dev.cairn.engine.value.ValueOrder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/** The text/template functions render_template supports, with Go's semantics on JSON values. */
final class TemplateFunctions {
  /** Builds an execution error for the calling action. */
  interface Errors {
    BuiltinException error(String message);
  }

  private TemplateFunctions() {}

  static Object call(String name, List<Object> args, Errors err) throws BuiltinException {
    switch (name) {
      case "len" -> {
        return (long) len(one(name, args, err), err);
      }
      case "index" -> {
        return index(args, err);
      }
      case "not" -> {
        return !TemplateRenderer.truth(one(name, args, err));
      }
      case "and", "or" -> {
        if (args.isEmpty()) {
          throw err.error("wrong number of args for " + name + ": want at least 1 got 0");
        }
        boolean stopOn = name.equals("or");
        for (Object a : args) {
          if (TemplateRenderer.truth(a) == stopOn) {
            return a;
          }
        }
        return args.get(args.size() - 1);
      }
      case "eq", "ne" -> {
        if (args.size() < 2 || (name.equals("ne") && args.size() != 2)) {
          throw err.error("wrong number of args for " + name);
        }
        boolean equal = false;
        for (Object b : args.subList(1, args.size())) {
          equal |= compare(args.get(0), b, false, err) == 0;
        }
        return name.equals("eq") == equal;
      }
      case "lt", "le", "gt", "ge" -> {
        if (args.size() != 2) {
          throw err.error("wrong number of args for " + name + ": want 2 got " + args.size());
        }
        int c = compare(args.get(0), args.get(1), true, err);
        return switch (name) {
          case "lt" -> c < 0;
          case "le" -> c <= 0;
          case "gt" -> c > 0;
          default -> c >= 0;
        };
      }
      default -> {
        return print(args, name.equals("println"));
      }
    }
  }

  private static Object one(String name, List<Object> args, Errors err) throws BuiltinException {
    if (args.size() != 1) {
      throw err.error("wrong number of args for " + name + ": want 1 got " + args.size());
    }
    return args.get(0);
  }

  private static boolean isString(Object v) {
    return v instanceof String || v instanceof Num;
  }

  private static String text(Object v) {
    return v instanceof Num n ? n.text() : (String) v;
  }

  private static int len(Object v, Errors err) throws BuiltinException {
    if (isString(v)) {
      return text(v).getBytes(StandardCharsets.UTF_8).length;
    }
    if (v instanceof List<?> l) {
      return l.size();
    }
    if (v instanceof Map<?, ?> m) {
      return m.size();
    }
    throw err.error("error calling len: len of type " + TemplateRenderer.typeName(v));
  }

  private static Object index(List<Object> args, Errors err) throws BuiltinException {
    if (args.isEmpty()) {
      throw err.error("wrong number of args for index: want at least 1 got 0");
    }
    Object v = args.get(0);
    for (Object key : args.subList(1, args.size())) {
      if (v instanceof List<?> l) {
        if (!(key instanceof Long k)) {
          throw err.error("error calling index: cannot index slice/array with type "
              + TemplateRenderer.typeName(key));
        }
        long i = k;
        if (i < 0 || i >= l.size()) {
          throw err.error("error calling index: index out of range: " + TemplateRenderer.print(key));
        }
        v = l.get((int) i);
      } else if (v instanceof Map<?, ?> m && isString(key)) {
        v = m.get(text(key));
      } else {
        throw err.error("error calling index: can't index item of type "
            + TemplateRenderer.typeName(v));
      }
    }
    return v;
  }

  /** Go's basic-kind comparison: strings (json.Number included), ints, floats and booleans. */
  private static int compare(Object a, Object b, boolean ordered, Errors err)
      throws BuiltinException {
    if (isString(a) && isString(b)) {
      return ValueOrder.compareStrings(text(a), text(b));
    }
    if (a instanceof Long x && b instanceof Long y) {
      return Long.compare(x, y);
    }
    if (a instanceof Double x && b instanceof Double y) {
      return Double.compare(x, y);
    }
    if (a instanceof Boolean x && b instanceof Boolean y) {
      if (ordered) {
        throw err.error("error calling comparison: invalid type for comparison");
      }
      return x.equals(y) ? 0 : 1;
    }
    if (a == null || b == null || a instanceof List || a instanceof Map) {
      throw err.error("error calling comparison: invalid type for comparison");
    }
    throw err.error("error calling comparison: incompatible types for comparison");
  }

  /** fmt.Sprint (spaces only between two non-strings) or fmt.Sprintln (always, plus newline). */
  private static String print(List<Object> args, boolean line) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < args.size(); i++) {
      Object a = args.get(i);
      if (i > 0 && (line || (!isString(a) && !isString(args.get(i - 1))))) {
        b.append(' ');
      }
      b.append(TemplateRenderer.print(a));
    }
    return line ? b.append('\n').toString() : b.toString();
  }
}
