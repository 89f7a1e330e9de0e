package dev.cairn.tracer;

import dev.cairn.engine.provenance.AnnotatedInput;
import dev.cairn.engine.provenance.ValuePath;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The derivations of the elements of multi-value rules, partial objects and comprehensions, found
 * by the values that stand for them: a derivation brings an element's events only when it goes on
 * to use that element. Input nodes are found by path (using part of an element uses it), other
 * values by identity; each trigger indexes its derivations by rule, so lookups stay cheap however
 * many rules or comprehension evaluations offer the same node.
 */
final class ElementIndex {
  /**
   * A derivation of one element, from {@code rule} (a rule path or a comprehension's name): its
   * events, or how to derive them the first time they are needed (a replay's deferred element).
   */
  static final class Available {
    private final String rule;
    private List<TraceEvent> events;
    private Supplier<List<TraceEvent>> derivation;

    Available(String rule, List<TraceEvent> events) {
      this.rule = rule;
      this.events = events;
    }

    Available(String rule, Supplier<List<TraceEvent>> derivation) {
      this.rule = rule;
      this.derivation = derivation;
    }

    String rule() {
      return rule;
    }

    List<TraceEvent> events() {
      if (events == null) {
        events = derivation.get();
        derivation = null;
      }
      return events;
    }
  }

  private final AnnotatedInput input;
  /**
   * Per trigger, its one derivation (an {@link Available}, the common case) or, once a second
   * rule offers it, its derivations by rule (a {@code Map<String, List<Available>>}).
   */
  private final IdentityHashMap<Value, Object> byValue = new IdentityHashMap<>();
  private final IdentityHashMap<ValuePath, Object> byPath = new IdentityHashMap<>();
  /**
   * Rules whose elements are found when a derivation uses one rather than offered each ({@link
   * #offerOnUse}); a handful at most, so lookups scan them.
   */
  private List<OnUse> onUse;
  /** The depths of the shallowest and deepest paths offered: no other depth needs a lookup. */
  private int shallowest = Integer.MAX_VALUE;
  private int deepest = -1;

  ElementIndex(AnnotatedInput input) {
    this.input = input;
  }

  /**
   * Makes an element's derivation available to whoever goes on to use {@code trigger}. A rule
   * keeps one derivation per trigger (its first); a comprehension keeps all, since equal elements
   * (a constant head) each count.
   */
  void offer(Value trigger, Available a, boolean all) {
    ValuePath p = input.pathOf(trigger);
    Object known = p != null ? byPath.get(p) : byValue.get(trigger);
    if (known == null) {
      if (p != null) {
        byPath.put(p, a);
        shallowest = Math.min(shallowest, p.depth());
        deepest = Math.max(deepest, p.depth());
      } else {
        byValue.put(trigger, a);
      }
      return;
    }
    Map<String, List<Available>> byRule;
    if (known instanceof Available one) {
      if (!all && one.rule().equals(a.rule())) {
        return; // a rule keeps its first derivation of an element
      }
      byRule = new HashMap<>(4);
      byRule.put(one.rule(), new ArrayList<>(List.of(one)));
      if (p != null) {
        byPath.put(p, byRule);
      } else {
        byValue.put(trigger, byRule);
      }
    } else {
      @SuppressWarnings("unchecked")
      Map<String, List<Available>> m = (Map<String, List<Available>>) known;
      byRule = m;
    }
    List<Available> list = byRule.computeIfAbsent(a.rule(), k -> new ArrayList<>(1));
    if (all || list.isEmpty()) {
      list.add(a);
    }
  }

  /**
   * Offers every element of {@code rule}, none an input node, at once: {@code find} gives the
   * element equal to a value as the rule holds it (or null), and {@code derivation} an element's
   * derivation, made the first time a lookup finds that element. As {@link #offer} of each, for
   * a rule's elements are distinct and each has one derivation.
   */
  void offerOnUse(String rule, Function<Value, Value> find, Function<Value, Available> derivation) {
    if (onUse == null) {
      onUse = new ArrayList<>(2);
    }
    onUse.add(new OnUse(rule, find, derivation, new IdentityHashMap<>()));
  }

  /** A rule offered by {@link #offerOnUse}, with the derivations of the elements found so far. */
  private record OnUse(
      String rule, Function<Value, Value> find, Function<Value, Available> derivation, IdentityHashMap<Value, Available> found) {
    /** The derivation of {@code v} if it is one of the rule's elements itself (not an equal value). */
    Available of(Value v) {
      Available a = found.get(v);
      if (a == null && find.apply(v) == v) {
        a = derivation.apply(v);
        found.put(v, a);
      }
      return a;
    }
  }

  /** The element derivations of the consumed rules whose element is the value {@code v} itself. */
  List<Available> byValue(Value v, Set<String> consumed) {
    if (consumed.isEmpty()) {
      return List.of();
    }
    List<Available> out = collect(byValue.get(v), consumed, null);
    if (onUse != null) {
      for (OnUse rule : onUse) {
        Available a = consumed.contains(rule.rule()) ? rule.of(v) : null;
        if (a != null) {
          out = addAll(out, List.of(a));
        }
      }
    }
    return out == null ? List.of() : out;
  }

  /** The depth of the shallowest path offered ({@link Integer#MAX_VALUE} if none). */
  int shallowestOffered() {
    return shallowest;
  }

  /** The depth of the deepest path offered (-1 if none): {@link #atPath} finds none deeper. */
  int deepestOffered() {
    return deepest;
  }

  /** The element derivations of the consumed rules whose element is the input node at {@code p}. */
  List<Available> atPath(ValuePath p, Set<String> consumed) {
    List<Available> out = consumed.isEmpty() ? null : collect(byPath.get(p), consumed, null);
    return out == null ? List.of() : out;
  }

  /** Adds to {@code out} (made when first needed) the derivations of the consumed rules. */
  private static List<Available> collect(Object known, Set<String> consumed, List<Available> out) {
    if (known == null) {
      return out;
    }
    if (known instanceof Available one) {
      return consumed.contains(one.rule()) ? addAll(out, List.of(one)) : out;
    }
    @SuppressWarnings("unchecked")
    Map<String, List<Available>> byRule = (Map<String, List<Available>>) known;
    if (byRule.size() <= consumed.size()) {
      for (Map.Entry<String, List<Available>> e : byRule.entrySet()) {
        if (consumed.contains(e.getKey())) {
          out = addAll(out, e.getValue());
        }
      }
    } else {
      for (String rule : consumed) {
        List<Available> a = byRule.get(rule);
        if (a != null) {
          out = addAll(out, a);
        }
      }
    }
    return out;
  }

  private static List<Available> addAll(List<Available> out, List<Available> more) {
    List<Available> o = out == null ? new ArrayList<>(more.size()) : out;
    o.addAll(more);
    return o;
  }
}
