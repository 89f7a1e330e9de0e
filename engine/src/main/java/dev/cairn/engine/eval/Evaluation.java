package dev.cairn.engine.eval;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.ast.Location;
import dev.cairn.engine.builtins.BuiltinContext;
import dev.cairn.engine.compiler.CompiledModules;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.Value;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The mutable state of one query evaluation: the documents as {@code with} currently sees them,
 * the rule and function cache, the deadline, the listener and the print sink. Also the context
 * built-ins see. Never shared between evaluations, so nothing here needs locking.
 */
final class Evaluation implements BuiltinContext {
  /** The documents and caches one {@code with} scope sees; swapped as a whole. */
  record Scope(
      Value input, DataOverride data, Map<String, FunctionOverride> functions, Map<Object, Object> cache) {}

  private static final int CHECK_EVERY = 1024;

  final CompiledModules modules;
  final EvalListener listener;
  private final boolean strict;
  private final Consumer<String> printSink;
  private final long deadline;
  private final long nowNanos;
  private final Map<Object, Object> builtinCache = new HashMap<>();
  private Scope scope;
  /** The scope of the real documents, outside every {@code with}: the only one witnesses record. */
  private final Scope base;
  private final WitnessRecorder witnesses;
  /** In a replay: the witnesses the replayed evaluation kept, to derive helper rules from. */
  private final WitnessRecorder replayed;
  private Location callLocation = Location.NONE;
  private int steps;
  Evaluation(
      CompiledModules modules,
      Value input,
      EvalListener listener,
      boolean strict,
      Consumer<String> printSink,
      long timeoutNanos,
      long nowNanos,
      WitnessRecorder witnesses,
      WitnessRecorder replayed) {
    this.modules = modules;
    this.witnesses = witnesses;
    this.replayed = replayed;
    this.listener = listener;
    this.strict = strict;
    this.printSink = printSink;
    this.deadline = timeoutNanos > 0 ? System.nanoTime() + timeoutNanos : 0;
    this.nowNanos = nowNanos;
    this.scope = new Scope(input, null, Map.of(), new HashMap<>());
    this.base = scope;
  }

  /**
   * In a replay, outside every {@code with}: the witnesses of rule {@code name}'s elements, if the
   * replayed evaluation computed it; else null.
   */
  java.util.LinkedHashMap<Value, Witness> replayedWitnesses(String name) {
    return replayed == null || scope != base ? null : replayed.computed(name);
  }

  /** Where comprehensions evaluated now record their elements, or null. */
  WitnessRecorder comprehensionRecorder() {
    return witnesses == null || scope != base || !witnesses.recordsComprehensions() ? null : witnesses;
  }

  /** In a replay, outside every {@code with}: where comprehensions' recorded elements are, or null. */
  WitnessRecorder comprehensionReplays() {
    return replayed == null || scope != base ? null : replayed;
  }

  /** Where the elements of rule {@code name} evaluated now keep their witnesses, or null. */
  java.util.LinkedHashMap<Value, Witness> witnessSink(String name) {
    return witnesses == null || scope != base ? null : witnesses.sink(name);
  }

  /** Whether the evaluation is against the real documents, not inside a {@code with}. */
  boolean atBase() {
    return scope == base;
  }

  Scope scope() {
    return scope;
  }

  /** Installs a scope and returns the one it replaces. */
  Scope swap(Scope next) {
    Scope old = scope;
    scope = next;
    if (listener != null && old.cache() != next.cache()) {
      listener.cacheSwitched(old.cache(), next.cache());
    }
    return old;
  }

  Value input() {
    return scope.input();
  }

  Value baseData() {
    return modules.data() == null ? ObjectValue.EMPTY : modules.data();
  }

  Map<Object, Object> ruleCache() {
    return scope.cache();
  }

  void setCallLocation(Location loc) {
    callLocation = loc;
  }

  /** Counts a step; every {@value #CHECK_EVERY} steps checks deadline and interruption. */
  void step() {
    if (++steps % CHECK_EVERY == 0) {
      checkCancelled();
    }
  }

  @Override
  public void checkCancelled() {
    if (deadline != 0 && System.nanoTime() - deadline > 0) {
      throw new RegoException(ErrorCodes.CANCEL, "timed out", Location.NONE);
    }
    if (Thread.currentThread().isInterrupted()) {
      throw new RegoException(ErrorCodes.CANCEL, "caller cancelled", Location.NONE);
    }
  }

  @Override
  public boolean strictBuiltinErrors() {
    return strict;
  }

  @Override
  public long nowNanos() {
    return nowNanos;
  }

  /** The built-ins' cache; unlike rule caches it survives {@code with} scopes, as OPA's does. */
  @Override
  public Map<Object, Object> cache() {
    return builtinCache;
  }

  @Override
  public Location location() {
    return callLocation;
  }

  @Override
  public void print(String line) {
    if (printSink != null) {
      printSink.accept(line);
    }
  }

  @Override
  public void trace(String note) {
    // Notes have no event in EvalListener; OPA drops them too unless explain=notes is on.
  }

  @Override
  public Value runtime() {
    return ObjectValue.EMPTY;
  }
}
