package dev.cairn.guard;

import dev.cairn.guard.Ast.Let;
import dev.cairn.guard.Ast.ParameterizedRule;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Where queries and variables are resolved, mirroring cfn-guard's scopes: the file's root scope, a
 * block's scope (its own {@code let}s, evaluated lazily against the block's root and cached), the scope
 * of one value a block or filter iterates over, and a parameterised rule's arguments.
 */
abstract class Scope {

  abstract Value root();

  abstract List<QueryResult> variable(String name);

  /** The enclosing scope; null for the file's root scope, which overrides what it would answer. */
  final Scope parent;
  /** The evaluation's deadline and depth, shared by all its scopes. */
  final EvaluationLimits limits;

  Scope(Scope parent) {
    this(parent, parent.limits);
  }

  Scope(Scope parent, EvaluationLimits limits) {
    this.parent = parent;
    this.limits = limits;
  }

  /** Rules are the file's: a nested scope asks its parent, up to the root scope. {@code at}: the reference. */
  Status ruleStatus(String name, Ast.Pos at) {
    return parent.ruleStatus(name, at);
  }

  ParameterizedRule parameterizedRule(String name) {
    return parent.parameterizedRule(name);
  }

  List<QueryResult> query(Ast.Query query) {
    return Queries.retrieve(0, query.parts(), root(), this);
  }

  /** The root scope and block scopes: {@code let}s resolved once, on first use. */
  abstract static class WithLets extends Scope {
    private final Value root;
    private final Map<String, Let> lets = new HashMap<>();
    private final Map<String, List<QueryResult>> resolved = new HashMap<>();
    /** The variables being resolved, in order: one asked for again refers to itself. */
    private final java.util.LinkedHashSet<String> resolving = new java.util.LinkedHashSet<>();

    WithLets(Scope parent, Value root, List<Let> lets) {
      this(parent, parent.limits, root, lets);
    }

    WithLets(Scope parent, EvaluationLimits limits, Value root, List<Let> lets) {
      super(parent, limits);
      this.root = root;
      for (Let let : lets) {
        this.lets.putIfAbsent(let.name(), let);
      }
    }

    @Override
    Value root() {
      return root;
    }

    abstract List<QueryResult> unknown(String name);

    @Override
    List<QueryResult> variable(String name) {
      List<QueryResult> done = resolved.get(name);
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
        List<QueryResult> values = resolve(let);
        resolved.put(name, values);
        return values;
      } catch (GuardEvalException e) {
        throw e.at(let.pos());
      } finally {
        limits.leave();
        resolving.remove(name);
      }
    }

    private List<QueryResult> resolve(Let let) {
      List<QueryResult> values;
      if (let.value() instanceof Ast.LiteralValue lit) {
        values = List.of(new QueryResult.Literal(lit.value()));
      } else if (let.value() instanceof Ast.FunctionCall call) {
        values = Functions.call(call, this);
      } else {
        Ast.Query q = ((Ast.QueryValue) let.value()).query();
        values = Queries.retrieve(0, q.parts(), root, this);
        if (!q.matchAll()) {
          List<QueryResult> kept = new ArrayList<>();
          for (QueryResult r : values) {
            if (r instanceof QueryResult.Resolved) {
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
    Block(Scope parent, Value root, List<Let> lets) {
      super(parent, root, lets);
    }

    @Override
    List<QueryResult> unknown(String name) {
      return parent.variable(name);
    }
  }

  /** One value of a block clause, a filter or a {@code *}: queries start at it. */
  static final class OfValue extends Scope {
    private final Value root;

    OfValue(Scope parent, Value root) {
      super(parent);
      this.root = root;
    }

    @Override
    Value root() {
      return root;
    }

    @Override
    List<QueryResult> variable(String name) {
      return parent.variable(name);
    }
  }

  /** A parameterised rule's body: its parameters, then the caller's scope. */
  static final class Arguments extends Scope {
    private final Map<String, List<QueryResult>> arguments;

    Arguments(Scope parent, Map<String, List<QueryResult>> arguments) {
      super(parent);
      this.arguments = arguments;
    }

    @Override
    Value root() {
      return parent.root();
    }

    @Override
    List<QueryResult> query(Ast.Query query) {
      return Queries.retrieve(0, query.parts(), parent.root(), this);
    }

    @Override
    List<QueryResult> variable(String name) {
      List<QueryResult> v = arguments.get(name);
      return v != null ? v : parent.variable(name);
    }
  }
}
