package dev.cairn.tracer;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random policies over {@link RandomDocuments}: a {@code deny} rule that iterates the items in one
 * of several ways and tests one to three conditions drawn from a pool (comparisons, negations of
 * possibly missing keys, helper functions with several definitions or an else, helper sets,
 * objects and values, comprehensions, {@code every}, {@code with}), with a message built from the
 * item.
 */
final class RandomPolicies {
  private RandomPolicies() {}

  static String policy(Random r) {
    int k = r.nextInt(8);
    int level = r.nextInt(6);
    String kind = new String[] {"a", "b", "c"}[r.nextInt(3)];
    List<String> conditions = new ArrayList<>();
    int n = 1 + r.nextInt(3);
    for (int i = 0; i < n; i++) {
      conditions.add(condition(r.nextInt(23), k, level, kind));
    }
    StringBuilder sb = new StringBuilder();
    sb.append("package gen\n\nimport rego.v1\n\n");
    sb.append(helpers(k, level, kind));
    sb.append("deny contains msg if {\n");
    sb.append("  ").append(iteration(r.nextInt(5))).append('\n');
    for (String c : conditions) {
      sb.append("  ").append(c).append('\n');
    }
    sb.append("  ").append(message(r.nextInt(3))).append("\n}\n");
    return sb.toString();
  }

  private static String helpers(int k, int level, String kind) {
    return """
        big(v) if v.size > %1$d
        big(v) if v.meta.level > %2$d

        label(v) := "hi" if v.size > %1$d
        else := "lo"

        flagged contains y.name if {
          some y in input.items
          y.kind == "%3$s"
        }

        owners[y.name] := y.meta.owner if some y in input.items

        large contains y if {
          some y in input.items
          y.size >= %1$d
        }

        total := sum([y.size | some y in input.items; y.size])

        strict if input.settings.mode == "strict"

        item_big if input.size > %1$d

        unowned(v) if not v.meta.owner

        lax if not input.settings.mode == "strict"

        small(v) if {
          not big(v)
          every t in object.get(v, "tags", []) { t != "p1" }
        }

        """
        .formatted(k, level, kind);
  }

  private static String iteration(int form) {
    return switch (form) {
      case 0 -> "x := input.items[_]";
      case 1 -> "some x in input.items";
      case 2 -> "some i, x in input.items";
      case 3 -> "x := input.items[j]";
      default -> "some x in large";
    };
  }

  private static String condition(int which, int k, int level, String kind) {
    return switch (which) {
      case 0 -> "x.size > " + k;
      case 1 -> "x.kind == \"" + kind + "\"";
      case 2 -> "not x.meta.owner";
      case 3 -> "not x.meta.level == " + level;
      case 4 -> "startswith(x.name, \"n1\")";
      case 5 -> "big(x)";
      case 6 -> "not big(x)";
      case 7 -> "label(x) == \"lo\"";
      case 8 -> "x.name in flagged";
      case 9 -> "owners[x.name] == \"root\"";
      case 10 -> "count([t | some t in x.tags; startswith(t, \"p\")]) > 0";
      case 11 -> "every t in x.tags { t != \"bad\" }";
      case 12 -> "strict";
      case 13 -> "x.size * 4 > total";
      case 14 -> "item_big with input as x";
      case 15 -> "not strict";
      case 16 -> "count([1 | some t in x.tags; t != \"bad\"]) > 1";
      case 17 -> "count({y.kind | some y in input.items; y.size < " + k + "}) >= 2";
      case 18 -> "not label(x) == \"hi\"";
      case 19 -> "not unowned(x)";
      case 20 -> "not lax";
      case 21 -> "not small(x)";
      default -> "not x.tags";
    };
  }

  private static String message(int form) {
    return switch (form) {
      case 0 -> "msg := x.name";
      case 1 -> "msg := sprintf(\"%v has size %v\", [x.name, object.get(x, \"size\", 0)])";
      default -> "msg := {\"name\": x.name, \"kind\": object.get(x, \"kind\", \"none\")}";
    };
  }
}
