package dev.cairn.tracer;

import dev.cairn.engine.ast.Location;
import dev.cairn.engine.compiler.RuleKind;
import dev.cairn.engine.eval.DeferredElements;
import dev.cairn.engine.eval.EvalListener;
import dev.cairn.engine.provenance.AnnotatedInput;
import dev.cairn.engine.provenance.ArgumentMove;
import dev.cairn.engine.provenance.ValuePath;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Collects, for each value a target rule produces, the events of that value's successful
 * derivation only (design note, section 2). Several target rules may be traced in one evaluation;
 * each is remembered like any helper, so one target reading another brings its derivation.
 *
 * <p>The evaluator brackets choice points with checkpoints, so the event log always holds exactly
 * the derivation in progress. Scopes adjust that: a {@code not} keeps what its operand read while
 * failing; {@code every} keeps the derivations of its iterations; a comprehension's elements, like
 * those of multi-value rules, count where they are used; a rule or function remembers each value's
 * derivation (and what it read when it failed), so that reading it later from the evaluator's
 * cache brings those events along, as one {@link TraceEvent.Kind#SPLICE} event rather than a copy.
 * Each evaluator cache (the query's, and one per {@code with}) has its own such memory.
 */
final class LocationTracer implements EvalListener {
  /** One produced value of a target rule and the events that derived it. */
  record Derivation(Value value, List<TraceEvent> events) {}

  private static final class Frame {
    final Scope scope;
    final String name;
    final int start;
    /** What the frame keeps of the events it dropped (see {@link #discard}); null until any. */
    EventLog kept;
    /** The nearest enclosing frame that is not a comprehension's, or null. */
    final Frame outer;
    /** Whether events dropped inside this frame are kept as its reasons (see {@link #discard}). */
    final boolean keepsDiscarded;
    /** A rule definition's values, each with its first derivation. */
    Map<Value, List<TraceEvent>> yields;
    /** A function definition's first derivation of its result. */
    List<TraceEvent> result;
    /**
     * For an {@code else} branch or a {@code default}: what the definitions before it read while
     * failing, the reason its value is taken; null otherwise.
     */
    List<TraceEvent> evidence;
    /** For a comprehension: whether it produced an element; the innermost enclosing one. */
    boolean produced;
    Frame outerComprehension;
    /**
     * For a comprehension: where in the log its last failed iteration's events were dropped, and
     * the log's write count then; {@code lastFrom} -1 when none.
     */
    int lastFrom = -1;
    int lastTo;
    long lastWrites;
    /** For a rule or function: the callers' negations, which do not reach into its derivation. */
    int callerNegations;
    /**
     * For a rule or function: the caller's innermost comprehension, which does not reach into its
     * derivation either (what it iterates is no search of the caller's).
     */
    Frame callerComprehension;
    /** The input collections its body iterated, what it searched should it fail; null if none. */
    List<Value> searched;
    /**
     * For a comprehension element derived on demand ({@link #comprehensionElement}): the frame
     * stands for its comprehension while the element is derived, and keeps the element's events.
     */
    boolean onDemand;
    List<TraceEvent> derived;

    Frame(Scope scope, String name, int start, Frame outer, boolean keepsDiscarded) {
      this.scope = scope;
      this.name = name;
      this.start = start;
      this.outer = outer;
      this.keepsDiscarded = keepsDiscarded;
    }

    EventLog kept() {
      if (kept == null) {
        kept = new EventLog(0);
      }
      return kept;
    }

    List<TraceEvent> keptList() {
      return kept == null ? List.of() : kept.since(0);
    }

    /**
     * Whether a rule or function definition produced a value: what it reads while failing from
     * then on can no longer be a reason it is undefined.
     */
    boolean yielded() {
      return yields != null || result != null;
    }
  }

  /** The rules whose values are traced, each with its values so far, in the order first produced. */
  private final LinkedHashMap<String, LinkedHashMap<Value, Derivation>> targets = new LinkedHashMap<>();
  /** How deep each target rule's evaluation is nested in itself (under {@code with}); 1 counts. */
  private final HashMap<String, Integer> targetDepths = new HashMap<>();
  private final Map<String, RuleKind> kinds;
  /** Rules and functions that never fail (see {@code Definedness}): nothing to keep as reasons. */
  private final Set<String> unconditional;
  /**
   * Rules and functions that always have a value only thanks to an {@code else} or a {@code
   * default}: a caller's existence does not depend on what they test (see {@link Attribution}).
   */
  private final Set<String> fallbackTotal;
  private final AnnotatedInput input;
  private final ElementIndex elements;
  /** Rules (qualified as in the element index) whose elements the index has, from a first read. */
  private final Set<String> elementsOffered = new HashSet<>();
  /** What rules and calls derived, per evaluator cache (each {@code with} has its own). */
  private final IdentityHashMap<Object, RuleMemory> memories = new IdentityHashMap<>();
  private final IdentityHashMap<Object, String> cacheNames = new IdentityHashMap<>();
  private RuleMemory memory = new RuleMemory();
  /** Qualifies rule names in the element index when another cache than the first is in use. */
  private String cacheName = "";
  private final HashMap<String, HashMap<String, String>> qualifiedNames = new HashMap<>();
  private final EventLog log = new EventLog(256);
  private final ArrayDeque<Frame> frames = new ArrayDeque<>();
  /** The next rule or function definition entered is a fallback ({@link #fallback}). */
  private boolean fallbackNext;
  /** The innermost comprehension being evaluated, or null. */
  private Frame comprehension;
  /** The innermost frame that is not a comprehension's: the one that keeps discarded events. */
  private Frame keeper;
  private int comprehensions;
  private int negations;
  /** Where the last built-in call's event is in the log, for its result; -1 when none. */
  private int lastBuiltin = -1;

  /**
   * Traces the values of the rule named {@code target} ({@code data.policy.deny}); {@code kinds}
   * tells how each rule's cached values are read.
   */
  LocationTracer(String target, AnnotatedInput input, Map<String, RuleKind> kinds) {
    this(List.of(target), input, new Provenance.RuleFacts(kinds, Set.of(), Set.of()));
  }

  /**
   * Traces the values of several rules evaluated in one evaluation, which share what the
   * evaluator caches: a target read by another is remembered like any helper rule.
   */
  LocationTracer(List<String> targets, AnnotatedInput input, Provenance.RuleFacts facts) {
    for (String t : targets) {
      this.targets.put(t, new LinkedHashMap<>());
    }
    this.kinds = facts.kinds();
    this.unconditional = facts.unconditional();
    this.fallbackTotal = facts.fallbackTotal();
    this.input = input;
    this.elements = new ElementIndex(input);
  }

  /** The element derivations a value used by a derivation may bring (see {@link ElementIndex}). */
  ElementIndex elements() {
    return elements;
  }

  /** The (first) target rule's values in the order first produced, each with its derivation. */
  List<Derivation> results() {
    return results(targets.keySet().iterator().next());
  }

  /** A target rule's values in the order first produced, each with its derivation. */
  List<Derivation> results(String target) {
    return new ArrayList<>(targets.get(target).values());
  }

  @Override
  public void unify(Value left, Value right, Location location) {
    log.addUnify(left, right, negations > 0);
  }

  @Override
  public void builtin(String name, List<Value> args, Location location) {
    lastBuiltin = log.addBuiltin(name, args, negations > 0); // the evaluator's own, never changed
  }

  @Override
  public void builtinResult(Value result) {
    if (lastBuiltin >= 0) {
      log.setResult(lastBuiltin, result);
      lastBuiltin = -1;
    }
  }

  @Override
  public void term(Value value, Location location) {
    // Most tests end in a shared constant true or false, which comes from nowhere in the input and
    // stands for no rule element: it could never add a path.
    if (value != BooleanValue.TRUE && value != BooleanValue.FALSE) {
      log.addTerm(value, negations > 0);
    }
  }

  @Override
  public void missing(Value base, List<Value> missing, Location location) {
    List<Value> values = new ArrayList<>(missing.size() + 1);
    values.add(base);
    values.addAll(missing);
    log.addMissing(values, negations > 0);
  }

  /**
   * A lookup by a value the policy bound or computed; not one by a key through its own entry,
   * which only goes where iterating already went ({@code input.Resources[name]} after {@code some
   * name}).
   */
  @Override
  public void lookedUp(Value key, Value found, Location location) {
    ValuePath own = input.keyPathOf(key);
    if (own == null || own != input.pathOf(found)) {
      log.addLookup(key, found, negations > 0);
    }
  }

  /** Whether a rule or function has a value only thanks to an else branch or a default. */
  boolean fallbackTotal(String name) {
    return fallbackTotal.contains(name);
  }

  /**
   * Brings the events that derived {@code result} of rule or function {@code name} (null if
   * undefined) into the derivation in progress, by reference; the call that was evaluated is over.
   */
  private void splice(List<TraceEvent> events, String name, Value result) {
    splice(events, name, result, false);
  }

  private void splice(List<TraceEvent> events, String name, Value result, boolean passedThrough) {
    if (!events.isEmpty()) {
      log.addSplice(events, name, result, negations > 0, passedThrough);
    }
  }

  /** Whether a call returned one of its arguments itself ({@code else := key}). */
  private static boolean passedThrough(List<Value> args, Value result) {
    if (result == null) {
      return false;
    }
    for (Value a : args) {
      if (a == result) {
        return true;
      }
    }
    return false;
  }

  @Override
  public void iterate(Value collection) {
    Frame f = frames.peek();
    if (f != null && f.scope == Scope.EVERY && f.start == log.size()) {
      return; // every's domain: a failing every is one counterexample, not a search
    }
    // Only where a failure may be kept as evidence (a `not`, a comprehension that found nothing
    // yet, a rule or function that may fail): elsewhere the collection is a prefix of what the
    // derivation goes on to read. Computed collections too: one computed from the input
    // (object.get's default for an absent key) is searched where it came from.
    Frame k = keeper;
    Frame c = comprehension;
    if (negations > 0 || (c != null && !c.produced)) {
      log.addSearch(collection, negations > 0);
    } else if (k != null && k.keepsDiscarded && !k.yielded() && input.pathOf(collection) != null) {
      // A rule or function that may fail: remembered, and kept only if it does fail.
      if (k.searched == null) {
        k.searched = new ArrayList<>(2);
      }
      k.searched.add(collection);
    }
  }

  @Override
  public void fallback() {
    fallbackNext = true;
  }

  @Override
  public int checkpoint() {
    return log.size();
  }

  @Override
  public void restore(int checkpoint) {
    discard(checkpoint);
  }

  /**
   * Drops the events after {@code from}. The nearest enclosing {@code not} keeps them as its
   * reasons, or the nearest rule or function as what it read while failing (should it turn out
   * undefined); failed elements of a comprehension count as such reasons too. An {@code every}
   * keeps its own: its iterations are restored only after they succeeded.
   */
  private void discard(int from) {
    if (from >= log.size()) {
      return;
    }
    Frame c = comprehension;
    Frame f = keeper;
    // Until a comprehension produces something, its last failed iteration stands for what the
    // search read, should it stay empty: only marked here (the events stay in the log's slots), and
    // copied when it ends. A call's failures inside it reach it through the call's own memory.
    if (c != null && !c.produced && keeper == c.outer && from >= c.start) {
      if (c.lastFrom >= 0 && c.lastWrites == log.writes() && from <= c.lastFrom) {
        // An outer alternative fails right after an inner one did: its events and the inner
        // failure's still lie together in the log's slots, so both stand for the search.
        c.lastFrom = from;
      } else {
        c.lastFrom = from;
        c.lastTo = log.size();
        c.lastWrites = log.writes();
      }
    } else if (f != null && f.keepsDiscarded && from >= f.start && !f.yielded()) {
      f.kept().addFrom(log, from);
    }
    truncate(from);
  }

  /**
   * A rule or function frame, whose values and failures may be read later from the cache: a
   * target rule's too, since another target may read it.
   */
  private static boolean isCall(Scope scope) {
    return scope == Scope.RULE || scope == Scope.FUNCTION;
  }

  /**
   * Whether what a frame read while failing is worth keeping: collections are never undefined,
   * nor are rules and functions without conditions.
   */
  private boolean mayBeUndefined(Scope scope, String name) {
    if (unconditional.contains(name)) {
      return false;
    }
    RuleKind kind = scope == Scope.RULE ? kinds.get(name) : null;
    return kind != RuleKind.MULTI_VALUE && kind != RuleKind.PARTIAL_OBJECT;
  }

  private void truncate(int size) {
    log.truncate(size);
    lastBuiltin = -1;
  }

  @Override
  public void enter(Scope scope, String name, Location location) {
    if (scope == Scope.COMPREHENSION) {
      name = "comprehension#" + comprehensions++;
    }
    if (scope == Scope.NEGATION) {
      log.addGroupStart(false);
    }
    boolean keeps =
        scope == Scope.NEGATION || (isCall(scope) && mayBeUndefined(scope, name));
    Frame f = new Frame(scope, name, log.size(), keeper, keeps);
    if (fallbackNext && isCall(scope)) {
      f.evidence = memory.failuresSoFar(scope == Scope.RULE, name, f.start);
    }
    fallbackNext = false;
    if (scope == Scope.COMPREHENSION) {
      f.outerComprehension = comprehension;
      comprehension = f;
    }
    frames.push(f);
    if (scope != Scope.COMPREHENSION) {
      keeper = f;
    }
    if (scope == Scope.NEGATION) {
      negations++;
    } else if (isCall(scope)) {
      // A rule or function's derivation is its own, read later from the cache by callers inside
      // a `not` or outside one: a caller's `not` marks the splice that brings it, not its events.
      f.callerNegations = negations;
      negations = 0;
      f.callerComprehension = comprehension;
      comprehension = null;
    }
    if (scope == Scope.RULE && name != null && targets.containsKey(name)) {
      targetDepths.merge(name, 1, Integer::sum);
    }
  }

  @Override
  public void yield(Scope scope, Value value) {
    Frame f = frames.peek();
    if (f == null) {
      return;
    }
    switch (f.scope) {
      case EVERY -> f.kept().addFrom(log, f.start);
      case COMPREHENSION -> {
        if (f.onDemand) {
          if (f.derived == null) {
            f.derived = log.since(f.start);
          }
          return;
        }
        f.produced = true;
        // Like a rule's elements: each element's derivation counts where that element is used.
        offerElement(value, new ElementIndex.Available(f.name, log.since(f.start)));
      }
      case RULE -> {
        if (f.yields == null) {
          f.yields = new HashMap<>();
        }
        if (!f.yields.containsKey(value)) {
          List<TraceEvent> derivation = withEvidence(f, log.since(f.start));
          f.yields.put(value, derivation);
          LinkedHashMap<Value, Derivation> results = f.name == null ? null : targets.get(f.name);
          if (results != null && targetDepths.get(f.name) == 1) {
            results.putIfAbsent(value, new Derivation(value, derivation));
          }
        }
      }
      case FUNCTION -> {
        if (f.result == null) {
          f.result = withEvidence(f, log.since(f.start));
        }
      }
      default -> {}
    }
  }

  private void offerElement(Value element, ElementIndex.Available a) {
    elements.offer(element, a, true);
    if (element instanceof ArrayValue pair && pair.size() == 2) {
      elements.offer(pair.get(0), a, true);
      elements.offer(pair.get(1), a, true);
    }
  }

  /**
   * A replay's comprehension may leave its elements underived while nothing else is kept of what
   * it reads: it is in no {@code not} and no other comprehension, and no enclosing rule or function
   * keeps its failed alternatives (those would include what the elements' bodies dropped).
   */
  @Override
  public boolean defersComprehensionElements() {
    Frame f = frames.peek();
    return f != null && f.scope == Scope.COMPREHENSION && f.outerComprehension == null && negations == 0
        && (keeper == null || !keeper.keepsDiscarded || keeper.yielded());
  }

  /**
   * One element of the comprehension just entered, offered like a derived one; its derivation is
   * made the first time attribution needs it, in a frame standing for the comprehension as it was
   * (the first element is derived before anything was produced, as in a whole evaluation).
   */
  @Override
  public void comprehensionElement(Value element, ElementDeriver derivation) {
    Frame f = frames.peek();
    boolean first = !f.produced;
    f.produced = true;
    String name = f.name;
    RuleMemory readFrom = memory;
    String readIn = cacheName;
    offerElement(element, new ElementIndex.Available(name, () -> derive(name, first, readFrom, readIn, derivation)));
  }

  private List<TraceEvent> derive(String name, boolean first, RuleMemory readFrom, String readIn, ElementDeriver derivation) {
    RuleMemory savedMemory = memory;
    String savedName = cacheName;
    memory = readFrom;
    cacheName = readIn;
    Frame d = new Frame(Scope.COMPREHENSION, name, log.size(), keeper, false);
    d.onDemand = true;
    d.produced = !first;
    d.outerComprehension = comprehension;
    frames.push(d);
    comprehension = d;
    try {
      derivation.derive();
      return d.derived == null ? List.of() : d.derived;
    } finally {
      frames.pop();
      comprehension = d.outerComprehension;
      truncate(d.start);
      memory = savedMemory;
      cacheName = savedName;
    }
  }

  /** A fallback's derivation: the failures before it, as one piece of evidence, then its own. */
  private static List<TraceEvent> withEvidence(Frame f, List<TraceEvent> own) {
    if (f.evidence == null || f.evidence.isEmpty()) {
      return own;
    }
    List<TraceEvent> out = new ArrayList<>(f.evidence.size() + own.size() + 2);
    out.add(TraceEvent.fallbackStart());
    out.addAll(f.evidence);
    out.add(TraceEvent.groupEnd());
    out.addAll(own);
    return out;
  }

  @Override
  public void exit(Scope scope, boolean succeeded) {
    Frame f = frames.peek();
    if (f == null) {
      return;
    }
    if (isCall(f.scope)) {
      discard(f.start); // what the evaluation left is partial: readers get it from the memory
      if (f.searched != null && f.keepsDiscarded && !f.yielded()) {
        for (Value c : f.searched) {
          f.kept().addSearch(c, false);
        }
      }
    }
    frames.pop();
    if (f.scope != Scope.COMPREHENSION) {
      keeper = f.outer;
    }
    if (isCall(f.scope)) {
      negations = f.callerNegations;
      comprehension = f.callerComprehension;
    }

    switch (f.scope) {
      case NEGATION -> {
        negations--;
        if (f.kept != null) {
          // What the operand read in its failed alternatives, then what its last one read.
          EventLog all = f.kept;
          all.addFrom(log, f.start);
          truncate(f.start);
          log.addFrom(all, 0);
        } // else: the log already ends with all the operand read
        log.addGroupEnd();
      }
      case EVERY -> {
        if (succeeded) {
          truncate(f.start);
          if (f.kept != null) {
            log.addFrom(f.kept, 0);
          }
        } else {
          discard(f.start); // the iteration that failed is why: for a `not`, or a failing helper
        }
      }
      case COMPREHENSION -> {
        comprehension = f.outerComprehension;
        if (!f.produced) {
          // Nothing matched: the collections it iterated and its last try are why.
          EventLog searched = new EventLog(8);
          searched.addFrom(log, f.start);
          if (f.lastFrom >= 0 && f.lastWrites == log.writes()) {
            searched.addDropped(log, f.lastFrom, f.lastTo);
          }
          truncate(f.start);
          log.addGroupStart(true);
          log.addFrom(searched, 0);
          log.addGroupEnd();
        } else {
          truncate(f.start);
        }
        log.addConsumed(f.name);
      }
      case RULE -> {
        if (f.name != null && targets.containsKey(f.name)) {
          targetDepths.merge(f.name, -1, Integer::sum);
        }
        if (f.name != null) {
          memory.ruleEnded(f.name, f.yields, f.yields == null ? f.keptList() : List.of());
        }
      }
      case FUNCTION -> memory.functionEnded(f.start, f.result, f.result == null ? f.keptList() : List.of());
      default -> {}
    }
  }

  @Override
  public void cacheSwitched(Object previous, Object next) {
    memories.putIfAbsent(previous, memory);
    cacheNames.putIfAbsent(previous, cacheName);
    memory = memories.computeIfAbsent(next, k -> new RuleMemory());
    cacheName = cacheNames.computeIfAbsent(next, k -> "@" + cacheNames.size());
  }

  @Override
  public void cachedCall(String name, List<Value> args, Value result) {
    splice(memory.callResult(args, log.size()), name, result, passedThrough(args, result));
  }

  /**
   * The earlier call's derivation, read on this call's nodes when it is attributed: one {@link
   * TraceEvent.Kind#MOVED} event, remembered as this call's derivation for later reads.
   */
  @Override
  public void movedCall(String name, ArgumentMove move, Value result) {
    List<TraceEvent> events = memory.stored(move.from(), result != null);
    List<TraceEvent> derivation = events.isEmpty() ? List.of() : List.of(TraceEvent.moved(events, move));
    memory.store(move.to(), result != null, derivation);
    splice(derivation, name, result);
  }

  @Override
  public void undefined(String name, List<Value> args) {
    splice(args == null ? memory.ruleFailure(name) : memory.callFailure(args, log.size()), name, null);
  }

  @Override
  public void cached(String name, Value value) {
    List<TraceEvent> events = memory.ruleValues(name).get(value);
    if (events == null) {
      return;
    }
    RuleKind kind = kinds.get(name);
    if (kind != RuleKind.MULTI_VALUE && kind != RuleKind.PARTIAL_OBJECT) {
      splice(events, name, value); // one value, all of it read
      return;
    }
    // Many elements are announced at once; only those the derivation goes on to use count.
    String rule = qualified(name);
    ElementIndex.Available a = new ElementIndex.Available(rule, events);
    for (Value trigger : triggers(kind, value)) {
      elements.offer(trigger, a, false);
    }
    elementsOffered.add(rule);
    consume(rule);
  }

  /**
   * As {@link #cached}, but the element's derivation is made only if a result goes on to use the
   * element, when attribution asks for it: most elements of a helper rule are never used by a
   * result. A target rule's element is derived at once: its derivation is also a result.
   */
  @Override
  public void deferred(String name, Value element, ElementDeriver derivation) {
    if (targets.containsKey(name)) {
      derivation.derive();
      cached(name, element);
      return;
    }
    String rule = qualified(name);
    ElementIndex.Available a = new ElementIndex.Available(rule, derivedLater(name, element, derivation));
    for (Value trigger : triggers(kinds.get(name), element)) {
      elements.offer(trigger, a, false);
    }
    elementsOffered.add(rule);
    consume(rule);
  }

  /**
   * As {@link #deferred} for each element, but a helper rule's elements that are not input nodes
   * are looked up when a derivation uses one (by identity, as offered elements are) instead of
   * each being offered now: a result that iterates a helper uses one element of it.
   */
  @Override
  public void deferredElements(String name, DeferredElements all) {
    if (targets.containsKey(name) || anyInputNode(all.all())) {
      EvalListener.super.deferredElements(name, all); // a target's are results; nodes go by path
      return;
    }
    String rule = qualified(name);
    elements.offerOnUse(
        rule, all::find, element -> new ElementIndex.Available(rule, derivedLater(name, element, all.deriver(element))));
    elementsOffered.add(rule);
    consume(rule);
  }

  private boolean anyInputNode(Collection<Value> values) {
    for (Value v : values) {
      if (input.pathOf(v) != null) {
        return true;
      }
    }
    return false;
  }

  /** A deferred element's events, derived when first asked for, reading the cache it was read from. */
  private Supplier<List<TraceEvent>> derivedLater(String name, Value element, ElementDeriver derivation) {
    RuleMemory readFrom = memory;
    String readIn = cacheName;
    return () -> {
      RuleMemory savedMemory = memory;
      String savedName = cacheName;
      memory = readFrom;
      cacheName = readIn;
      try {
        derivation.derive();
        List<TraceEvent> events = memory.ruleValues(name).get(element);
        return events == null ? List.of() : events;
      } finally {
        memory = savedMemory;
        cacheName = savedName;
      }
    };
  }

  /** Marks the derivation in progress as reading the rule, once for consecutive reads. */
  private void consume(String rule) {
    if (!log.lastConsumed(rule)) {
      log.addConsumed(rule);
    }
  }

  /**
   * A rule's name in the element index: qualified by the cache it was read from, and one String
   * object per name, so that attribution's many set lookups of it compare by identity.
   */
  private String qualified(String name) {
    if (cacheName.isEmpty()) {
      return name;
    }
    return qualifiedNames.computeIfAbsent(cacheName, k -> new HashMap<>()).computeIfAbsent(name, n -> n + cacheName);
  }

  /** The element index already has the rule's elements: reading it again only consumes it. */
  @Override
  public boolean cachedAgain(String name) {
    String rule = qualified(name);
    if (!elementsOffered.contains(rule)) {
      return false;
    }
    consume(rule);
    return true;
  }

  /** The objects whose use means an element was used: a set element; an object entry's value and keys. */
  private static List<Value> triggers(RuleKind kind, Value v) {
    if (kind == RuleKind.PARTIAL_OBJECT && v instanceof ArrayValue a && a.size() == 2 && a.get(0) instanceof ArrayValue keys) {
      List<Value> out = new ArrayList<>(keys.items());
      out.add(a.get(1));
      return out;
    }
    return List.of(v);
  }
}
