package dev.cairn.tracer;

import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * What each rule and function call derived, or read while failing, so that a later reader of the
 * evaluator's cache gets those events back. A rule or call evaluated again (under {@code with})
 * replaces what its previous evaluation left. A function call is known by its argument list,
 * which the evaluator hands over as one object per cached call.
 */
final class RuleMemory {
  /** A function definition's events; {@code start} is where its call began in the log. */
  private record Pending(int start, List<TraceEvent> events, boolean succeeded) {}

  /** Each rule's values with their derivations, from the rule's latest evaluation. */
  private final Map<String, Map<Value, List<TraceEvent>>> values = new HashMap<>();
  /** Rule values of an evaluation in progress or not yet read. */
  private final Map<String, Map<Value, List<TraceEvent>>> freshValues = new HashMap<>();
  /** What an undefined rule read while failing, from its latest evaluation. */
  private final Map<String, List<TraceEvent>> failures = new HashMap<>();
  private final Map<String, List<TraceEvent>> freshFailures = new HashMap<>();
  private final Map<List<Value>, List<TraceEvent>> calls = new IdentityHashMap<>();
  private final Map<List<Value>, List<TraceEvent>> callFailures = new IdentityHashMap<>();
  private final ArrayList<Pending> pending = new ArrayList<>();

  /**
   * One definition of rule {@code name} ended, with its values (null if none; the map is the
   * memory's from now on) or its failure.
   */
  void ruleEnded(String name, Map<Value, List<TraceEvent>> yields, List<TraceEvent> failed) {
    if (yields != null) {
      Map<Value, List<TraceEvent>> m = freshValues.putIfAbsent(name, yields); // taken over, not copied
      if (m != null) {
        yields.forEach(m::putIfAbsent);
      }
    } else {
      freshFailures.computeIfAbsent(name, k -> new ArrayList<>()).addAll(failed);
    }
  }

  /** The values of rule {@code name} with their derivations, from its latest evaluation. */
  Map<Value, List<TraceEvent>> ruleValues(String name) {
    Map<Value, List<TraceEvent>> latest = freshValues.remove(name);
    freshFailures.remove(name);
    if (latest != null) {
      values.put(name, latest);
    }
    return values.getOrDefault(name, Map.of());
  }

  /** What rule {@code name} read while failing, in its latest evaluation. */
  List<TraceEvent> ruleFailure(String name) {
    List<TraceEvent> latest = freshFailures.remove(name);
    freshValues.remove(name);
    if (latest != null) {
      failures.put(name, latest);
    }
    return failures.getOrDefault(name, List.of());
  }

  /**
   * What the definitions of rule {@code name}, or of the function call that began at {@code start},
   * read while failing so far: the evidence of an else branch or default evaluated next.
   */
  List<TraceEvent> failuresSoFar(boolean rule, String name, int start) {
    if (rule) {
      return freshFailures.getOrDefault(name, List.of());
    }
    List<TraceEvent> out = new ArrayList<>();
    for (Pending p : pending) {
      if (p.start() == start && !p.succeeded()) {
        out.addAll(p.events());
      }
    }
    return out;
  }

  /** One definition of a function ended; its call began at {@code start} in the log. */
  void functionEnded(int start, List<TraceEvent> result, List<TraceEvent> failed) {
    pending.add(result != null ? new Pending(start, result, true) : new Pending(start, failed, false));
  }

  /**
   * The derivation of a call's result: the call was just evaluated (its definitions all began
   * where the log ends now, {@code logSize}) or its result was read from the cache.
   */
  List<TraceEvent> callResult(List<Value> args, int logSize) {
    return call(calls, true, args, logSize);
  }

  /**
   * What a call known by its argument list derived (or read while failing, {@code succeeded}
   * false), as {@link #callResult} and {@link #callFailure} left it.
   */
  List<TraceEvent> stored(List<Value> args, boolean succeeded) {
    return (succeeded ? calls : callFailures).getOrDefault(args, List.of());
  }

  /** Records what a call known by its argument list derived, or read while failing. */
  void store(List<Value> args, boolean succeeded, List<TraceEvent> events) {
    (succeeded ? calls : callFailures).put(args, events);
  }

  /** What an undefined call read while failing, as {@link #callResult} does for results. */
  List<TraceEvent> callFailure(List<Value> args, int logSize) {
    return call(callFailures, false, args, logSize);
  }

  private List<TraceEvent> call(
      Map<List<Value>, List<TraceEvent>> memo, boolean succeeded, List<Value> args, int logSize) {
    List<TraceEvent> fresh = takePending(logSize, succeeded);
    if (fresh != null) {
      memo.put(args, fresh);
      return fresh;
    }
    return memo.getOrDefault(args, List.of());
  }

  /** Removes the definitions of the call that began at {@code start}; returns the wanted events. */
  private List<TraceEvent> takePending(int start, boolean succeeded) {
    List<TraceEvent> out = null;
    while (!pending.isEmpty() && pending.get(pending.size() - 1).start() >= start) {
      Pending p = pending.remove(pending.size() - 1);
      if (p.start() == start) {
        if (out == null) {
          out = new ArrayList<>();
        }
        if (p.succeeded() == succeeded) {
          out.addAll(0, p.events());
        }
      }
    }
    return out;
  }
}
