package dev.cairn.guard;

import dev.cairn.guard.GuardAst.Let;
import dev.cairn.guard.GuardAst.ParameterizedRule;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Where queries and variables are resolved, mirroring cfn-guard's scopes: the file's root scope, a
 * block's scope (its own {@code let}s, evaluated lazily against the block's root and cached), the scope
 * of one value a block or filter iterates over, and a parameterised rule's arguments.
 */
abstract class GuardScope {

  abstract GuardValue root();

  abstract List<GuardQueryResult> variable(String name);

  /** The enclosing scope; null for the file's root scope, which overrides what it would answer. */
  final GuardScope parent;
  /** The evaluation's deadline and depth, shared by all its scopes. */
  final EvaluationLimits limits;

  GuardScope(GuardScope parent) {
    this(parent, parent.limits);
  }

  GuardScope(GuardScope parent, EvaluationLimits limits) {
    this.parent = parent;
    this.limits = limits;
  }

  /** Rules are the file's: a nested scope asks its parent, up to the root scope. {@code at}: the reference. */
  Status ruleStatus(String name, GuardAst.Pos at) {
    return parent.ruleStatus(name, at);
  }

  ParameterizedRule parameterizedRule(String name) {
    return parent.parameterizedRule(name);
  }

  List<GuardQueryResult> query(GuardAst.Query query) {
    return Queries.retrieve(0, query.parts(), root(), this);
  }

  /** The root scope and block scopes: {@code let}s resolved once, on first use. */
  abstract static class WithLets extends GuardScope {
    private final GuardValue root;
    private final Map<String, Let> lets = new HashMap<>();
    private final Map<String, List<GuardQueryResult>> resolved = new HashMap<>();
    /** The variables being resolved, in order: one asked for again refers to itself. */
    private final java.util.LinkedHashSet<String> resolving = new java.util.LinkedHashSet<>();

    WithLets(GuardScope parent, GuardValue root, List<Let> lets) {
      this(parent, parent.limits, root, lets);
    }

    WithLets(GuardScope parent, EvaluationLimits limits, GuardValue root, List<Let> lets) {
      super(parent, limits);
      this.root = root;
      for (Let let : lets) {
        this.lets.putIfAbsent(let.name(), let);
      }
    }

    @Override
    GuardValue root() {
      return root;
    }

    abstract List<GuardQueryResult> unknown(String name);

    @Override
    List<GuardQueryResult> variable(String name) {
      List<GuardQueryResult> done = resolved.get(name);
      if (done != null) {
        return done;
      }
      Let let = lets.get(name);
      if (let == null) {
        return unknown(name);
      }
      if (!resolving.add(name)) {
        throw new GuardEvalException("variable %" + name + " refers to itself: %" + String.join(" -> %", resolving)
            + " -> %" + name, let.pos());
      }
      limits.enter("variable %" + name, let.pos());
      try {
        List<GuardQueryResult> values = resolve(let);
        resolved.put(name, values);
        return values;
      } catch (GuardEvalException e) {
        throw e.at(let.pos());
      } finally {
        limits.leave();
        resolving.remove(name);
      }
    }

    private List<GuardQueryResult> resolve(Let let) {
      List<GuardQueryResult> values;
      if (let.value() instanceof GuardAst.LiteralValue lit) {
        values = List.of(new GuardQueryResult.Literal(lit.value()));
      } else if (let.value() instanceof GuardAst.FunctionCall call) {
        values = GuardFunctions.call(call, this);
      } else {
        GuardAst.Query q = ((GuardAst.QueryValue) let.value()).query();
        values = Queries.retrieve(0, q.parts(), root, this);
        if (!q.matchAll()) {
          List<GuardQueryResult> kept = new ArrayList<>();
          for (GuardQueryResult r : values) {
            if (r instanceof GuardQueryResult.Resolved) {
              kept.add(r);
            }
          }
          values = kept;
        }
      }
      return values;
    }
  }

  static final class Block extends WithLets {
    Block(GuardScope parent, GuardValue root, List<Let> lets) {
      super(parent, root, lets);
    }

    @Override
    List<GuardQueryResult> unknown(String name) {
      return parent.variable(name);
    }
  }

  /** One value of a block clause, a filter or a {@code *}: queries start at it. */
  static final class OfValue extends GuardScope {
    private final GuardValue root;

    OfValue(GuardScope parent, GuardValue root) {
      super(parent);
      this.root = root;
    }

    @Override
    GuardValue root() {
      return root;
    }

    @Override
    List<GuardQueryResult> variable(String name) {
      return parent.variable(name);
    }
  }

  /** A parameterised rule's body: its parameters, then the caller's scope. */
  static final class Arguments extends GuardScope {
    private final Map<String, List<GuardQueryResult>> arguments;

    Arguments(GuardScope parent, Map<String, List<GuardQueryResult>> arguments) {
      super(parent);
      this.arguments = arguments;
    }

    @Override
    GuardValue root() {
      return parent.root();
    }

    @Override
    List<GuardQueryResult> query(GuardAst.Query query) {
      return Queries.retrieve(0, query.parts(), parent.root(), this);
    }

    @Override
    List<GuardQueryResult> variable(String name) {
      List<GuardQueryResult> v = arguments.get(name);
      return v != null ? v : parent.variable(name);
    }
  }
}
