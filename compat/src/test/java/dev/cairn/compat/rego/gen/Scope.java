package dev.cairn.compat.rego.gen;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** The variables a body has bound so far, each with its type; a child sees its parent's. */
final class Scope {
  record Var(String name, RegoType type) {}

  private final Scope parent;
  private final List<Var> vars = new ArrayList<>();
  private final int[] counter;

  private Scope(Scope parent, int[] counter) {
    this.parent = parent;
    this.counter = counter;
  }

  /** A scope for a rule; names stay unique across the rule and its nested bodies. */
  static Scope root() {
    return new Scope(null, new int[1]);
  }

  Scope child() {
    return new Scope(this, counter);
  }

  /** A name no variable of this rule has. */
  String fresh() {
    return "v" + counter[0]++;
  }

  Var bind(RegoType type) {
    Var v = new Var(fresh(), type);
    vars.add(v);
    return v;
  }

  void add(Var v) {
    vars.add(v);
  }

  /** Every visible variable whose type fits {@code want}. */
  List<Var> fitting(RegoType want) {
    List<Var> out = new ArrayList<>();
    for (Scope s = this; s != null; s = s.parent) {
      for (Var v : s.vars) {
        if (v.type().kind() != RegoType.Kind.ANY && v.type().fits(want)) {
          out.add(v);
        } else if (v.type().kind() == RegoType.Kind.ANY && want.kind() == RegoType.Kind.ANY) {
          out.add(v);
        }
      }
    }
    return out;
  }

  /** Variables of exactly kind {@code kind}, such as input items. */
  List<Var> ofKind(RegoType.Kind kind) {
    List<Var> out = new ArrayList<>();
    for (Scope s = this; s != null; s = s.parent) {
      for (Var v : s.vars) {
        if (v.type().kind() == kind) {
          out.add(v);
        }
      }
    }
    return out;
  }

  Var pick(Random r, RegoType want) {
    List<Var> fit = fitting(want);
    return fit.isEmpty() ? null : fit.get(r.nextInt(fit.size()));
  }
}
