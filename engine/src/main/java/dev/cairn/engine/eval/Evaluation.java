package dev.cairn.engine.eval;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.ast.Location;
import dev.cairn.engine.builtins.BuiltinContext;
import dev.cairn.engine.compiler.CompiledModules;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.Value;
import java.util.HashMap;
import java.util.List;
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
  private Location callLocation = Location.NONE;
  private int steps;
  /** Records which iteration alternatives led to a solution; null when not asked for. */
  final ChoiceRecord recording;
  /** A record of an earlier evaluation, to skip alternatives that led nowhere; null when none. */
  final ChoiceRecord skipping;
  /**
   * When recording: how many times a body at each nesting depth completed (or a negated operand
   * there held), and the depth of the body being evaluated (see {@link ChoiceRecord}).
   */
  private long[] solutions = new long[16];

  private int depth;

  /**
   * When recording or skipping choices: the arguments of the function call being evaluated when
   * they are all scalars, else null. A function called with different literals
   * ({@code resources_of("AWS::S3::Bucket")}) succeeds on different elements at the same site.
   */
  private List<Value> callContext;

  Evaluation(
      CompiledModules modules,
      Value input,
      EvalListener listener,
      boolean strict,
      Consumer<String> printSink,
      long timeoutNanos,
      long nowNanos,
      ChoiceRecord recording,
      ChoiceRecord skipping) {
    this.modules = modules;
    this.listener = listener;
    this.strict = strict;
    this.printSink = printSink;
    this.deadline = timeoutNanos > 0 ? System.nanoTime() + timeoutNanos : 0;
    this.nowNanos = nowNanos;
    this.recording = recording;
    this.skipping = listener == null ? null : skipping;
    this.scope = new Scope(input, null, Map.of(), new HashMap<>());
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

  boolean tracksChoices() {
    return recording != null || skipping != null;
  }

  List<Value> callContext() {
    return callContext;
  }

  /** Enters the evaluation of a call with {@code args} (null for a rule); returns the context to restore. */
  List<Value> enterCall(List<Value> args) {
    List<Value> saved = callContext;
    callContext = args != null && allScalars(args) ? args : null;
    return saved;
  }

  void leaveCall(List<Value> saved) {
    callContext = saved;
  }

  private static boolean allScalars(List<Value> args) {
    for (Value v : args) {
      if (v instanceof ObjectValue || v instanceof ArrayValue || v instanceof SetValue) {
        return false;
      }
    }
    return true;
  }

  /** Body nesting depth, tracked only when recording choices. */
  int depth() {
    return depth;
  }

  /** Solutions at {@code depth} so far, when recording choices. */
  long solutionsAt(int depth) {
    return depth < solutions.length ? solutions[depth] : 0;
  }

  /** A body is entered; returns its depth. Only when recording choices. */
  int enterBody() {
    if (++depth == solutions.length) {
      solutions = java.util.Arrays.copyOf(solutions, 2 * depth);
    }
    return depth;
  }

  void leaveBody() {
    depth--;
  }

  /**
   * The body being evaluated completed: counts the solution and runs {@code k}, the caller's
   * continuation, at the caller's depth.
   */
  boolean bodyCompleted(Cont k) {
    if (recording == null) {
      return k.run();
    }
    solutions[depth]++;
    int d = depth--;
    try {
      return k.run();
    } finally {
      depth = d;
    }
  }

  /**
   * An expression evaluated for one solution of its own (a negated operand, a one-solution
   * expression) gets a level of its own when recording, so that it holding credits the iterations
   * inside it, not those of the body around it. Returns whether a level was entered.
   */
  boolean enterOperand() {
    if (recording == null) {
      return false;
    }
    enterBody();
    return true;
  }

  void leaveOperand(boolean entered) {
    if (entered) {
      leaveBody();
    }
  }

  /** The expression evaluated by {@link #enterOperand} held. */
  void solvedHere() {
    if (recording != null) {
      solutions[depth]++;
    }
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
