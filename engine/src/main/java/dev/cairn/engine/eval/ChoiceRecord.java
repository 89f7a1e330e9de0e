package dev.cairn.engine.eval;

import dev.cairn.engine.value.Value;
import java.util.HashSet;
import dev.cairn.engine.value.ValueOrder;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Which alternatives of each iteration led to a solution in one evaluation, so that a second,
 * traced evaluation of the same queries over the same input can skip the rest. A policy that scans
 * every resource for the few it is about fails on almost every element; a tracer drops what such
 * alternatives read, so evaluating them again under the tracer is wasted work.
 *
 * <p>An alternative is an element of a collection at an iteration site (a reference's path element,
 * a {@code some ... in}). It led to a solution when, while it was bound, a body (of a rule,
 * function, comprehension, {@code every} or the query) or a negated expression's operand
 * completed. Sites are told apart by their syntax node (and, inside a function called with scalar arguments, by
 * those arguments) and elements by equality, over every collection a site iterates: what is
 * recorded is a superset of what succeeded in each one.
 *
 * <p>Filled by an evaluation given it through {@link dev.cairn.engine.EvalOptions.Builder#recordChoices}
 * and read by one given it through {@link dev.cairn.engine.EvalOptions.Builder#skipFailedChoices}.
 * Skipping is only sound for the same policy, queries, input and options; the evaluator asks the
 * listener ({@link EvalListener#dropsFailures()}) before skipping anything.
 */
public final class ChoiceRecord {
  /** A site inside a function called with scalar arguments, which count as part of it. */
  private record InCall(Site site, List<Value> args) {}

  /** By site (a syntax node, by identity) or by {@link InCall}, the elements that succeeded. */
  private final HashMap<Object, Set<Value>> succeeded = new HashMap<>();
  private final IdentityHashMap<Set<Value>, Value[]> ordered = new IdentityHashMap<>();

  void add(Object site, List<Value> callContext, Value element) {
    succeeded.computeIfAbsent(key(site, callContext), s -> new HashSet<>()).add(element);
  }

  /** The elements that led to a solution at {@code site} in the call; null when none did. */
  Set<Value> succeeded(Object site, List<Value> callContext) {
    return succeeded.get(key(site, callContext));
  }

  /**
   * The same elements in iteration order (value order, as objects and sets iterate and as array
   * indices sort), so that a few of a large collection can be visited without scanning it.
   */
  Value[] inOrder(Set<Value> elements) {
    Value[] out = ordered.get(elements);
    if (out == null) {
      out = elements.toArray(new Value[0]);
      Arrays.sort(out, ValueOrder::compare);
      ordered.put(elements, out);
    }
    return out;
  }

  private static Object key(Object site, List<Value> callContext) {
    return callContext == null ? new Site(site) : new InCall(new Site(site), callContext);
  }

  /** A syntax node compared by identity, whatever its own equality. */
  private record Site(Object node) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Site s && s.node == node;
    }

    @Override
    public int hashCode() {
      return System.identityHashCode(node);
    }
  }

  /** How many alternatives are recorded, over all sites. */
  public int size() {
    int n = 0;
    for (Set<Value> s : succeeded.values()) {
      n += s.size();
    }
    return n;
  }
}
