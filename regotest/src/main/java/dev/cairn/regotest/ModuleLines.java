package dev.cairn.regotest;

import dev.cairn.engine.ast.ArrayComprehension;
import dev.cairn.engine.ast.ArrayTerm;
import dev.cairn.engine.ast.Body;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.ast.Location;
import dev.cairn.engine.ast.Module;
import dev.cairn.engine.ast.ObjectComprehension;
import dev.cairn.engine.ast.ObjectTerm;
import dev.cairn.engine.ast.Ref;
import dev.cairn.engine.ast.Rule;
import dev.cairn.engine.ast.SetComprehension;
import dev.cairn.engine.ast.SetTerm;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.With;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The lines of modules that coverage counts, as OPA's cover package does: every rule head and
 * every expression (nested ones in comprehensions and {@code every} included; {@code some}
 * declarations excluded), with the rules by location and every body, for deriving what a hit
 * implies.
 */
final class ModuleLines {
  final Map<String, TreeSet<Integer>> coverable = new HashMap<>();
  final Map<Location, Rule> rules = new HashMap<>();
  final List<Body> bodies = new ArrayList<>();

  ModuleLines(List<Module> modules) {
    for (Module m : modules) {
      for (Rule first : m.rules()) {
        for (Rule r = first; r != null; r = r.elseRule()) {
          rules.put(r.location(), r);
          add(r.head().location());
          body(r.body());
          if (r.head().value() != null) {
            term(r.head().value());
          }
        }
      }
    }
  }

  private void add(Location at) {
    if (at != null && at.line() > 0 && at.file() != null && !at.file().isEmpty()) {
      coverable.computeIfAbsent(at.file(), f -> new TreeSet<>()).add(at.line());
    }
  }

  private void body(Body b) {
    if (b == null) {
      return;
    }
    bodies.add(b);
    for (Expr e : b.exprs()) {
      if (!(e.kind() instanceof Expr.SomeDecl)) {
        add(e.location());
      }
      if (e.kind() instanceof Expr.TermExpr t) {
        term(t.term());
      } else if (e.kind() instanceof Expr.SomeIn si) {
        term(si.collection());
      } else if (e.kind() instanceof Expr.Every ev) {
        term(ev.domain());
        body(ev.body());
      }
      for (With w : e.withs()) {
        term(w.value());
      }
    }
  }

  private void term(Term t) {
    if (t instanceof ArrayComprehension c) {
      body(c.body());
    } else if (t instanceof SetComprehension c) {
      body(c.body());
    } else if (t instanceof ObjectComprehension c) {
      body(c.body());
    } else if (t instanceof Call c) {
      c.args().forEach(this::term);
    } else if (t instanceof Ref r) {
      r.path().forEach(this::term);
    } else if (t instanceof ArrayTerm a) {
      a.items().forEach(this::term);
    } else if (t instanceof SetTerm st) {
      st.items().forEach(this::term);
    } else if (t instanceof ObjectTerm o) {
      for (ObjectTerm.Entry en : o.entries()) {
        term(en.key());
        term(en.value());
      }
    }
  }
}
