package dev.cairn.engine.compiler;

import dev.cairn.engine.ast.Ref;
import dev.cairn.engine.ast.RuleHead;
import dev.cairn.engine.ast.Scalar;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Where a rule lives in {@code data} and what it defines: the ground path (package path plus the
 * head ref's ground prefix), the remaining key terms, and the kind.
 */
record RulePlacement(List<Value> path, List<Term> keyTerms, RuleKind kind) {
  private static final Pattern IDENT = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

  static RulePlacement of(Ref pkg, RuleHead head) {
    List<Value> path = values(pkg);
    path.add(new StringValue(head.ref().headName()));
    List<Term> rest = head.ref().path();
    int i = 0;
    while (i < rest.size() && rest.get(i) instanceof Scalar s) {
      path.add(s.value());
      i++;
    }
    List<Term> keys = rest.subList(i, rest.size());
    RuleKind kind;
    if (head.isFunction()) {
      kind = RuleKind.FUNCTION;
    } else if (head.isMultiValue()) {
      kind = RuleKind.MULTI_VALUE;
    } else {
      kind = keys.isEmpty() ? RuleKind.SINGLE_VALUE : RuleKind.PARTIAL_OBJECT;
    }
    return new RulePlacement(path, keys, kind);
  }

  /** The values of a package path's parts: {@code data.a.b} gives {@code [a, b]}. */
  static List<Value> values(Ref pkg) {
    List<Value> out = new ArrayList<>();
    for (Term t : pkg.path()) {
      out.add(((Scalar) t).value());
    }
    return out;
  }

  /** The display name: {@code data.test.p}, {@code data.a["b c"]}. */
  String name() {
    return name(path);
  }

  static String name(List<Value> path) {
    StringBuilder sb = new StringBuilder("data");
    for (Value v : path) {
      if (v instanceof StringValue s && IDENT.matcher(s.value()).matches()) {
        sb.append('.').append(s.value());
      } else {
        sb.append('[').append(v).append(']');
      }
    }
    return sb.toString();
  }

  /** True when the head ref is all ground: nothing of the rule's value lies below its path. */
  boolean isGround() {
    return keyTerms.isEmpty();
  }
}
