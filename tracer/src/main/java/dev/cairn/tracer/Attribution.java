package dev.cairn.tracer;

import dev.cairn.engine.provenance.AnnotatedInput;
import dev.cairn.engine.provenance.ArgumentMove;
import dev.cairn.engine.provenance.ValuePath;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Turns one derivation's events into ranked input paths (design note, section 3).
 *
 * <p>Replays the events in order, following values back to the input: an input node is its own
 * source; a built-in's result has the sources of its arguments; a computed array or object has
 * the sources of its elements. A source becomes a cause when it reaches a test (a comparison, a
 * built-in returning a boolean, a unification of two different values, a standalone expression,
 * anything read inside a {@code not}); otherwise it is context.
 *
 * <p>Three refinements follow the design's principles. Existence before value: a helper that
 * always has a value thanks to an {@code else} or a {@code default} ({@code get_name(r, def)})
 * decides no result's existence, so what it read is context, unless the caller tests its value
 * (a {@code not} of it, or a comparison of what it returned). Failure as evidence: the reads of a
 * failing {@code not} operand, of the definitions an {@code else} or {@code default} fell back
 * from, and of a search that matched nothing come as groups ({@link TraceEvent.Kind#GROUP_START}).
 * Breadth summarised: a group that searched a collection ({@code xs[_]}, {@code walk}) and found
 * nothing counts as one cause at the common parent of what it read, the container searched, with
 * the key it looked for named missing when it compared keys with one literal.
 */
final class Attribution {
  /** Sets larger than this are made again rather than emptied, which costs their capacity. */
  private static final int SMALL = 32;

  private static final Set<String> TESTS =
      Set.of("equal", "neq", "lt", "lte", "gt", "gte", "internal.member_2", "internal.member_3");
  /** Tests whose two arguments are compared for being the same (membership too: one of them). */
  private static final Set<String> EQUALITIES = Set.of("equal", "internal.member_2");

  private final AnnotatedInput input;
  private final LocationTracer tracer;
  /** Built-in results this derivation computed from input, with their sources; null until any. */
  private IdentityHashMap<Value, Set<Object>> derived;
  /** The helper whose value-only derivation is being replayed (see the class note), or null. */
  private String valueOnly;
  /** The sources met while replaying {@link #valueOnly}, for its value; null otherwise. */
  private Set<Object> valueSources;
  /** Value-only derivations already replayed, by identity. */
  private Set<Object> valueOnlyReplayed;
  /** The failure groups being replayed, innermost first. */
  private final ArrayDeque<Group> groups = new ArrayDeque<>();
  /** How many of {@link #groups} make everything they read a cause (searches that found nothing). */
  private int evidenceGroups;
  /** How many of {@link #groups} say which branch of a helper ran ({@link Group#branchOnly}). */
  private int branchOnlyGroups;
  /** The helper being replayed as it is, and what its branch-only reads were; null when none. */
  private String branchHelper;
  private Set<Object> branchSources;
  /** Whether the helper being replayed as it is has a value other than a truth value. */
  private boolean branchValueIsData;
  /** How many derivations brought into a {@code not} are being replayed: what they read is a cause. */
  private int negatedSplices;
  private PathTree tree = new PathTree();
  /** Rules whose values this derivation read, so their element derivations may be brought in. */
  private final Set<String> consumed = new HashSet<>();
  /** Event lists already brought in (rule values, calls, elements), and moved calls, by identity. */
  private Set<Object> spliced;
  /**
   * The moved calls being replayed, innermost last: their events read input nodes of the call
   * they were derived for, which stand for the nodes at the same places under this call's.
   */
  private ArrayList<ArgumentMove> moves;
  /**
   * The last value whose path was moved back, and that path: an event's value is asked for its
   * path several times in a row (to bring its elements, then to place it), and moving a path back
   * walks the call's arguments. Cleared whenever {@link #moves} changes.
   */
  private Value lastMovedValue;
  private ValuePath lastMovedPath;
  /**
   * Input nodes whose element derivations were looked up, with how many rules were consumed then:
   * a node's ancestors need no second look until another rule is consumed.
   */
  private IdentityHashMap<ValuePath, Integer> looked;
  private long use;
  /** Whether the event being replayed is part of a failure's evidence (see {@link #keyPath}). */
  private boolean failing;
  /** The input collections the failure being replayed searched; null when none. */
  private List<ValuePath> searchedInFailure;
  /** While a join's sides are added, the place of the other side; null otherwise. */
  private List<Object> joinPartner;
  /** Where the failure being replayed began (its first event's use), or -1 outside failures. */
  private long failureStart = -1;

  /** A cause met inside a failure group, placed once the group ends. */
  private record Pending(Object source, long use, Reason reason, String detail) {}

  private static final class Group {
    final boolean evidence;
    /**
     * Whether it holds what the definitions before a helper's else branch read while failing,
     * outside any `not`: that says which branch ran, not why the result exists.
     */
    boolean branchOnly;
    final List<Pending> causes = new ArrayList<>();
    /** Whether it iterated an input collection ({@code xs[_]}, {@code walk}). */
    boolean searched;
    /**
     * The one policy string it compared keys computed from the input with ({@code p[count(p) - 1]
     * == "KmsKeyId"} over {@code walk}'s paths), the key it looked for; null if none or several.
     */
    String soughtKey;
    boolean severalKeys;

    Group(boolean evidence) {
      this.evidence = evidence;
    }
  }

  /**
   * Ranks the results of one traced evaluation, one after another: the sets it works with are
   * emptied and reused rather than made again for every result.
   */
  Attribution(AnnotatedInput input, LocationTracer tracer) {
    this.input = input;
    this.tracer = tracer;
  }

  /** The ranked paths of one result: its derivation's events and the value it produced. */
  static List<RankedPath> rank(
      AnnotatedInput input, LocationTracer tracer, List<TraceEvent> events, Value result) {
    return new Attribution(input, tracer).paths(events, result);
  }

  /** As {@link #rank}, with this attribution's input and tracer. */
  List<RankedPath> paths(List<TraceEvent> events, Value result) {
    replayAll(events);
    addSources(result, Role.CONTEXT, use, Reason.OUTPUT, null);
    List<RankedPath> out = tree.rankedLeaves();
    reset();
    return out;
  }

  /** Forgets one result's state; sets that grew large are dropped rather than emptied slot by slot. */
  private void reset() {
    tree = new PathTree();
    failing = false;
    searchedInFailure = null;
    failureStart = -1;
    consumed.clear();
    use = 0;
    derived = derived == null || derived.size() > SMALL ? null : emptied(derived);
    looked = looked == null || looked.size() > SMALL ? null : emptied(looked);
    if (spliced != null) {
      if (spliced.size() > SMALL) {
        spliced = null;
      } else {
        spliced.clear();
      }
    }
    valueOnlyReplayed = null;
    groups.clear();
    evidenceGroups = 0;
    branchOnlyGroups = 0;
    branchHelper = null;
    branchSources = null;
    branchValueIsData = false;
    negatedSplices = 0;
  }

  private static <K, V> IdentityHashMap<K, V> emptied(IdentityHashMap<K, V> m) {
    m.clear();
    return m;
  }

  private void replayAll(List<TraceEvent> events) {
    for (TraceEvent e : events) {
      if (e.kind == TraceEvent.Kind.CONSUMED) {
        consumed.add(e.name);
        continue;
      }
      if (e.kind == TraceEvent.Kind.SPLICE) {
        // Events derived elsewhere keep their own roles: what a helper bound is not a test here.
        if (!e.negated && e.name != null && !(e.result instanceof BooleanValue) && tracer.fallbackTotal(e.name)) {
          replayValueOnly(e);
        } else if (e.negated) {
          // Brought into a `not` that succeeded: what it read is why the operand failed.
          negatedSplices++;
          try {
            replayOnce(e.events);
          } finally {
            negatedSplices--;
          }
        } else {
          replayHelper(e);
        }
        continue;
      }
      if (e.kind == TraceEvent.Kind.GROUP_START) {
        Group g = new Group(e.negated);
        if (e.fallback() && branchValueIsData && negatedSplices == 0 && evidenceGroups == 0 && valueOnly == null) {
          g.branchOnly = true;
          branchOnlyGroups++;
        }
        groups.push(g);
        if (e.negated) {
          evidenceGroups++;
        }
        continue;
      }
      if (e.kind == TraceEvent.Kind.GROUP_END) {
        endGroup();
        continue;
      }
      if (e.kind == TraceEvent.Kind.MOVED) {
        replayMoved(e);
        continue;
      }
      if (e.kind != TraceEvent.Kind.SEARCH) { // iterating a rule's value uses no element yet
        for (int i = 0; i < e.valueCount(); i++) {
          spliceIfAvailable(e.value(i));
        }
      }
      replay(e, use++);
    }
  }

  /**
   * Replays a helper's derivation brought in as it is. What it read before an else branch says
   * which branch ran and is context ({@link #insert}); its value derives from it, so a caller
   * that tests the value makes it a cause.
   */
  private void replayHelper(TraceEvent e) {
    if (!firstTime(e.events)) {
      return;
    }
    String outerHelper = branchHelper;
    Set<Object> outerSources = branchSources;
    boolean outerData = branchValueIsData;
    branchHelper = e.name;
    branchSources = null;
    // A truth value is only ever tested: which branch gave it is why the caller went on.
    branchValueIsData = e.result != null && !(e.result instanceof BooleanValue);
    Set<Object> sources;
    try {
      replayAll(e.events);
    } finally {
      sources = branchSources;
      branchHelper = outerHelper;
      branchSources = outerSources;
      branchValueIsData = outerData;
    }
    if (sources != null && e.result != null && !e.passedThrough && carriesDerivation(e.result)) {
      derive(e.result, sources);
    }
  }

  /** Replays events brought in from elsewhere, once per derivation. */
  private void replayOnce(List<TraceEvent> events) {
    if (firstTime(events)) {
      replayAll(events);
    }
  }

  /**
   * Replays an always-defined helper's derivation as context; its value derives from what it read,
   * so a caller that tests the value makes those reads causes.
   */
  private void replayValueOnly(TraceEvent e) {
    if (spliced != null && spliced.contains(e.events)) {
      return;
    }
    if (valueOnlyReplayed == null) {
      valueOnlyReplayed = Collections.newSetFromMap(new IdentityHashMap<>(8));
    }
    if (!valueOnlyReplayed.add(e.events)) {
      return;
    }
    String outerHelper = valueOnly;
    Set<Object> outerSources = valueSources;
    Set<Object> sources = new LinkedHashSet<>();
    valueOnly = e.name;
    valueSources = sources;
    try {
      replayAll(e.events);
    } finally {
      valueOnly = outerHelper;
      valueSources = outerSources;
    }
    if (outerSources != null) {
      outerSources.addAll(sources);
    }
    // A value passed back unchanged is still the caller's own (case 2): it gains nothing here.
    if (e.result != null && !e.passedThrough && !sources.isEmpty() && carriesDerivation(e.result)) {
      derive(e.result, sources);
    }
  }

  /** Places a failure group's causes: as they are, or summarised at their common parent. */
  private void endGroup() {
    Group g = groups.pop();
    if (g.evidence) {
      evidenceGroups--;
    }
    if (g.branchOnly) {
      branchOnlyGroups--;
    }
    if (g.causes.isEmpty()) {
      return;
    }
    if (!g.searched) {
      // Only a search is summarised: other failures (a helper's two definitions) keep each reason.
      for (Pending p : g.causes) {
        insert(p.source(), Role.CAUSE, p.use(), p.reason(), p.detail());
      }
      return;
    }
    List<List<Object>> paths = new ArrayList<>(g.causes.size());
    List<Boolean> containers = new ArrayList<>(g.causes.size());
    long last = -1;
    for (Pending p : g.causes) {
      paths.add(p.source() instanceof ValuePath v ? v.keys() : ((AbsentPath) p.source()).keys());
      containers.add(p.reason() == Reason.SEARCHED);
      last = Math.max(last, p.use());
    }
    AbsentPath summary = SearchSummary.of(paths, containers, missingFroms(g), g.severalKeys ? null : g.soughtKey);
    if (summary == null) {
      for (Pending p : g.causes) {
        insert(p.source(), Role.CAUSE, p.use(), p.reason(), p.detail());
      }
      return;
    }
    insert(summary, Role.CAUSE, last, Reason.SUMMARISED, Integer.toString(paths.size()));
  }

  private static List<Integer> missingFroms(Group g) {
    List<Integer> out = new ArrayList<>(g.causes.size());
    for (Pending p : g.causes) {
      out.add(p.source() instanceof AbsentPath m ? m.missingFrom() : -1);
    }
    return out;
  }


  /**
   * Puts one source in the tree, or in the failure group being replayed; a value-only helper's
   * reads are context.
   */
  private void insert(Object source, Role role, long use, Reason reason, String detail) {
    if (branchOnlyGroups > 0 && role == Role.CAUSE && valueOnly == null) {
      role = Role.CONTEXT;
      reason = Reason.BRANCH;
      detail = branchHelper;
      if (branchSources == null) {
        branchSources = new LinkedHashSet<>();
      }
      branchSources.add(source);
    }
    if (valueOnly != null) {
      // What decided the helper's value; what it only passed along (object.get's object) flows
      // into the value through derive(), where it does.
      if (role == Role.CAUSE) {
        valueSources.add(source);
      }
      role = Role.CONTEXT;
      reason = Reason.HELPER_VALUE;
      detail = valueOnly;
    }
    if (role == Role.CAUSE && !groups.isEmpty()) {
      groups.peek().causes.add(new Pending(source, use, reason, detail));
      return;
    }
    List<Object> partner = reason == Reason.JOINED ? joinPartner : null;
    if (source instanceof ValuePath p) {
      tree.insert(p, role, use, reason, detail, partner);
      if (reason == Reason.OUTPUT && isCollection(p)) {
        tree.named(p);
      }
    } else {
      AbsentPath m = (AbsentPath) source;
      tree.insert(m.keys(), m.missingFrom(), role, use, reason, detail, partner);
    }
  }

  /**
   * Whether the input holds an object or an array at a path: a result that names one (a
   * definition's key in its message) is about what is inside it; a scalar in a message (a name, a
   * kind) only labels the result.
   */
  private boolean isCollection(ValuePath p) {
    Value v = input.value();
    for (Object k : p.keys()) {
      if (k instanceof String s && v instanceof ObjectValue o) {
        v = o.get(s);
      } else if (k instanceof Integer i && v instanceof ArrayValue a && i < a.size()) {
        v = a.get(i);
      } else {
        return false;
      }
      if (v == null) {
        return false;
      }
    }
    return v instanceof ObjectValue || v instanceof ArrayValue || v instanceof SetValue;
  }

  private boolean firstTime(Object brought) {
    if (spliced == null) {
      spliced = Collections.newSetFromMap(new IdentityHashMap<>(8));
    }
    return spliced.add(brought);
  }

  /** Replays a moved call's events with their input nodes read as this call's. */
  private void replayMoved(TraceEvent e) {
    if (!firstTime(e)) {
      return;
    }
    if (moves == null) {
      moves = new ArrayList<>(2);
    }
    moves.add(e.move);
    lastMovedValue = null;
    try {
      replayAll(e.events);
    } finally {
      moves.remove(moves.size() - 1);
      lastMovedValue = null;
    }
  }

  /** The path of an input node as this derivation reads it: moved calls' nodes are moved back. */
  private ValuePath path(Value v) {
    ValuePath p = input.pathOf(v);
    if (p == null || moves == null || moves.isEmpty()) {
      return p;
    }
    if (v == lastMovedValue) {
      return lastMovedPath;
    }
    for (int m = moves.size() - 1; m >= 0; m--) {
      p = moved(p, moves.get(m));
    }
    lastMovedValue = v;
    lastMovedPath = p;
    return p;
  }

  /** The path of the node at {@code p}'s place under {@code move}'s arguments, else {@code p}. */
  private ValuePath moved(ValuePath p, ArgumentMove move) {
    Value counterpart = move.counterpart(p);
    ValuePath to = counterpart == null ? null : input.pathOf(counterpart);
    return to != null ? to : p;
  }

  /**
   * Brings in the derivations of the rule or comprehension elements a value is, or lies under;
   * a computed collection used as a whole ({@code count(...)}) uses each of its elements.
   */
  private void spliceIfAvailable(Value v) {
    if (consumed.isEmpty()) {
      return; // nothing read from a rule or comprehension yet: no element to bring
    }
    spliceOwn(v);
    if (path(v) == null) {
      if (v instanceof ArrayValue a) {
        for (int i = 0; i < a.size(); i++) {
          spliceOwn(a.get(i));
        }
      } else if (v instanceof SetValue set) {
        for (Value x : set.elements()) {
          spliceOwn(x);
        }
      } else if (v instanceof ObjectValue o) {
        for (Map.Entry<Value, Value> en : o.entries().entrySet()) {
          spliceOwn(en.getKey());
          spliceOwn(en.getValue());
        }
      }
    }
  }

  private void spliceOwn(Value v) {
    ElementIndex elements = tracer.elements();
    ValuePath at = path(v);
    // Input nodes are offered by path, everything else by identity.
    List<ElementIndex.Available> found = at == null ? elements.byValue(v, consumed) : List.of();
    for (ValuePath p = at; p != null; p = p.parent()) {
      if (p.depth() < elements.shallowestOffered()) {
        break; // no element offered by path here or above
      }
      if (p.depth() > elements.deepestOffered()) {
        continue;
      }
      if (looked == null) {
        looked = new IdentityHashMap<>(8);
      }
      Integer seen = looked.put(p, consumed.size());
      if (seen != null && seen == consumed.size()) {
        break; // looked at with the same rules consumed, and so were its ancestors
      }
      List<ElementIndex.Available> more = elements.atPath(p, consumed);
      if (!more.isEmpty()) {
        found = found.isEmpty() ? more : concat(found, more);
      }
    }
    // All found before any is replayed: replaying may consume more rules.
    for (int i = 0; i < found.size(); i++) {
      replayOnce(found.get(i).events());
    }
  }

  private static List<ElementIndex.Available> concat(List<ElementIndex.Available> a, List<ElementIndex.Available> b) {
    List<ElementIndex.Available> out = new ArrayList<>(a.size() + b.size());
    out.addAll(a);
    out.addAll(b);
    return out;
  }

  private void replay(TraceEvent e, long use) {
    boolean tested = e.negated || evidenceGroups > 0 || negatedSplices > 0;
    boolean wasFailing = failing;
    failing = tested || !groups.isEmpty();
    if (!failing) {
      searchedInFailure = null;
      failureStart = -1;
    } else if (!wasFailing) {
      failureStart = use;
    }
    Reason testedWhy = e.negated || negatedSplices > 0 ? Reason.NEGATED : Reason.SEARCH_READ;
    switch (e.kind) {
      case CONSUMED, SPLICE, MOVED, GROUP_START, GROUP_END -> {}
      case TERM -> addSources(e.value(0), Role.CAUSE, use, Reason.STANDALONE, null);
      case LOOKUP ->
          // Found among the input (another resource by a reference to it) relates the two; found in
          // the policy's own table, it is the key's test.
          // (A set's lookup finds the key itself.)
          lookup(e, use, tested ? testedWhy : null);
      case MISSING -> addAbsentPath(e, use);
      case SEARCH -> {
        // The collection itself, an input node or computed from one; not the elements of a rule's
        // value, which bring their own derivations when used.
        // Only a search that failed says anything: elsewhere the collection is a prefix of what
        // the derivation went on to read.
        Value coll = e.value(0);
        if (failing) {
          searchedInFailure(coll);
        }
        if (tested && (path(coll) != null || derived != null && derived.containsKey(coll))) {
          if (!groups.isEmpty()) {
            groups.peek().searched = true;
          }
          addSources(coll, Role.CAUSE, use, Reason.SEARCHED, null);
        }
      }
      case UNIFY -> {
        Value left = e.value(0);
        Value right = e.value(1);
        // Binding a variable hands the very same object over, and so does taking a value apart
        // ([path, value] := walk(doc)); two different objects are a test.
        boolean binds = left == right || sameParts(left, right);
        Role role = tested || !binds ? Role.CAUSE : Role.CONTEXT;
        Reason why = tested ? testedWhy : binds ? Reason.BOUND : joins(left, right) ? Reason.JOINED : Reason.COMPARED;
        compared(left, right, role, use, why, null);
      }
      case BUILTIN -> {
        // A boolean result tests the arguments, unless the built-in only selected it: returned one
        // of its arguments (object.get's default) or a node of the input.
        // Inside a `not` too, a selection passes the test on to what it selected.
        boolean selects = e.result != null && selects(e);
        boolean test = TESTS.contains(e.name) || e.result instanceof BooleanValue && !selects;
        if (failing && e.name.equals("walk") && e.valueCount() > 0) {
          searchedInFailure(e.value(0));
        }
        if (!groups.isEmpty()) {
          noteSearch(groups.peek(), e);
        }
        Role role = (tested && !selects) || test ? Role.CAUSE : Role.CONTEXT;
        Reason why = tested && !selects ? testedWhy : test ? Reason.TESTED_BY : Reason.ARGUMENT;
        boolean equality = e.valueCount() == 2 && EQUALITIES.contains(e.name);
        if (equality && why == Reason.TESTED_BY && joins(e.value(0), e.value(1))) {
          why = Reason.JOINED;
        }
        // Only a result that can stand for its arguments needs their sources gathered.
        Set<Object> s = e.result != null && carriesDerivation(e.result) ? new LinkedHashSet<>() : null;
        if (equality && role == Role.CAUSE) {
          compared(e.value(0), e.value(1), role, use, why, e.name);
        }
        for (int i = 0; i < e.valueCount(); i++) {
          Value arg = e.value(i);
          if (!(equality && role == Role.CAUSE)) {
            addSources(arg, role, use, why, e.name);
          }
          if (s != null) {
            s.addAll(sources(arg));
          }
        }
        AbsentPath absent = ObjectGetDefault.absentKey(e, this::path, this::sources);
        if (absent != null) {
          if (s != null) {
            s.clear(); // the default stands for the absent key, not for the whole object
            s.add(absent);
          } else {
            // A boolean or null default is a shared constant, which cannot carry where it came from,
            // and is read to be tested.
            insert(absent, Role.CAUSE, use, Reason.MISSING, null);
          }
        }
        if (s != null && !s.isEmpty()) {
          derive(e.result, s);
        }
      }
    }
  }

  private boolean selects(TraceEvent e) {
    if (path(e.result) != null) {
      return true;
    }
    for (int i = 0; i < e.valueCount(); i++) {
      if (e.value(i) == e.result) {
        return true;
      }
    }
    return false;
  }

  /** Notes what a failure group searched: {@code walk}, and the key compared with a literal. */
  private void noteSearch(Group g, TraceEvent e) {
    if (e.name.equals("walk") && e.valueCount() > 0 && path(e.value(0)) != null) {
      g.searched = true;
    } else if (e.name.equals("equal") && e.valueCount() == 2) {
      String key = literalAgainstComputed(e.value(0), e.value(1));
      if (key == null) {
        key = literalAgainstComputed(e.value(1), e.value(0));
      }
      if (key != null) {
        g.severalKeys |= g.soughtKey != null && !g.soughtKey.equals(key);
        g.soughtKey = key;
      }
    }
  }

  /** {@code literal}'s text when it is a policy string and {@code other} a key computed from input. */
  private String literalAgainstComputed(Value literal, Value other) {
    if (!(literal instanceof StringValue s) || !(other instanceof StringValue) || path(literal) != null || path(other) != null) {
      return null;
    }
    boolean computed = derived != null && derived.containsKey(other) || input.keyPathOf(other) != null;
    boolean constant = derived == null || !derived.containsKey(literal);
    return computed && constant ? s.value() : null;
  }

  /**
   * Where an input key tested stands: its entry; inside a failure (a `not`, a search that matched
   * nothing), a key of the collection the failure searched stands for that collection (the keys a
   * failing search went through are what it compared, not where it failed), while a key from
   * elsewhere is what the failure looked for.
   */
  private ValuePath keyPath(Value v) {
    ValuePath entry = input.keyPathOf(v);
    if (entry == null || !failing || searchedInFailure == null || held(v)) {
      return entry;
    }
    ValuePath within = null;
    for (ValuePath searched : searchedInFailure) {
      if (under(entry, searched) && (within == null || searched.depth() > within.depth())) {
        within = searched;
      }
    }
    return within != null ? within : entry; // else a key from elsewhere, which the failure looked for
  }

  private static boolean under(ValuePath p, ValuePath ancestor) {
    for (ValuePath q = p.parent(); q != null && q.depth() >= ancestor.depth(); q = q.parent()) {
      if (q == ancestor) {
        return true;
      }
    }
    return false;
  }

  /** Notes a collection a failure iterated or walked, for {@link #keyPath}. */
  private void searchedInFailure(Value coll) {
    ValuePath p = path(coll);
    if (p != null) {
      if (searchedInFailure == null) {
        searchedInFailure = new ArrayList<>(2);
      }
      searchedInFailure.add(p);
    }
  }

  private void lookup(TraceEvent e, long use, Reason testedWhy) {
    Value key = e.value(0);
    Value found = e.value(1);
    if (testedWhy == null && found != key && path(found) != null) {
      joinPartner = path(found).keys();
      addSources(key, Role.CAUSE, use, Reason.JOINED, null);
      joinPartner = null;
    } else {
      addSources(key, Role.CAUSE, use, testedWhy != null ? testedWhy : Reason.LOOKED_UP, null);
    }
  }

  /**
   * Whether two arrays hold the very same objects, item by item: a pattern taking a value apart,
   * which the evaluator reports with the pattern rebuilt around what it bound.
   */
  private static boolean sameParts(Value a, Value b) {
    if (!(a instanceof ArrayValue x) || !(b instanceof ArrayValue y) || x.size() != y.size()) {
      return false;
    }
    for (int i = 0; i < x.size(); i++) {
      if (x.get(i) != y.get(i)) {
        return false;
      }
    }
    return true;
  }

  /** Whether both values come from the input: comparing them relates two places of it. */
  private boolean joins(Value a, Value b) {
    return hasSource(a) && hasSource(b);
  }

  private boolean hasSource(Value v) {
    return path(v) != null || input.keyPathOf(v) != null || derived != null && derived.containsKey(v);
  }

  /**
   * Adds both sides of a comparison. Inside a failure, a side the derivation held before the
   * failure began, compared with what the failure went through, is what it looked for (a name
   * never found among the resources): a cause of its own, not part of the search's summary.
   */
  private void compared(Value a, Value b, Role role, long use, Reason why, String detail) {
    if (failing && role == Role.CAUSE) {
      boolean heldA = held(a);
      boolean heldB = held(b);
      if (heldA != heldB && hasSource(heldA ? b : a)) {
        Value sought = heldA ? a : b;
        addSources(heldA ? b : a, role, use, why, detail);
        soughtValue(sought, use);
        return;
      }
    }
    if (why == Reason.JOINED) {
      joinPartner = placeOf(b);
      addSources(a, role, use, why, detail);
      joinPartner = placeOf(a);
      addSources(b, role, use, why, detail);
      joinPartner = null;
      return;
    }
    addSources(a, role, use, why, detail);
    addSources(b, role, use, why, detail);
  }

  /** One place of the input a value comes from (its node, its entry, a source it was computed from). */
  private List<Object> placeOf(Value v) {
    ValuePath p = path(v);
    if (p == null) {
      p = input.keyPathOf(v);
    }
    if (p != null) {
      return p.keys();
    }
    Set<Object> d = derived == null ? null : derived.get(v);
    if (d != null && !d.isEmpty()) {
      Object first = d.iterator().next();
      return first instanceof ValuePath vp ? vp.keys() : ((AbsentPath) first).keys();
    }
    return null;
  }

  /** The value a failing search looked for: placed as it is, outside the search's summary. */
  private void soughtValue(Value v, long use) {
    ValuePath p = path(v);
    if (p == null) {
      p = input.keyPathOf(v);
    }
    if (p == null) {
      return;
    }
    if (branchOnlyGroups > 0) {
      insert(p, Role.CAUSE, use, Reason.SOUGHT, null); // made context there
    } else {
      tree.insert(p, Role.CAUSE, use, Reason.SOUGHT, null);
    }
  }

  /**
   * Whether the derivation held an input value before the failure being replayed began: its place
   * was already in the tree then (the tree is what the derivation has used so far).
   */
  private boolean held(Value v) {
    if (failureStart < 0) {
      return false;
    }
    ValuePath p = path(v);
    if (p == null) {
      p = input.keyPathOf(v);
    }
    return p != null && tree.firstUse(p) < failureStart;
  }

  /** Adds where {@code v} came from to the tree, as {@link #sources} tells, without collecting them. */
  private void addSources(Value v, Role role, long use, Reason reason, String detail) {
    if (v == null) {
      return;
    }
    ValuePath p = path(v);
    if (p == null) {
      p = keyPath(v);
    }
    if (p != null) {
      insert(p, role, use, reason, detail);
      return;
    }
    Set<Object> d = derived == null ? null : derived.get(v);
    if (d != null) {
      for (Object x : d) {
        insert(x, role, use, reason, detail);
      }
      return;
    }
    if (v instanceof ArrayValue a) {
      for (int i = 0; i < a.size(); i++) {
        addSources(a.get(i), role, use, reason, detail);
      }
    } else if (v instanceof SetValue set) {
      for (Value x : set.elements()) {
        addSources(x, role, use, reason, detail);
      }
    } else if (v instanceof ObjectValue o) {
      for (Value x : o.entries().values()) {
        addSources(x, role, use, reason, detail);
      }
    }
  }

  private void addAbsentPath(TraceEvent e, long use) {
    // The key looked up and not found, when it came from the input ({@code not defined[ref]}).
    if (e.values().size() > 1) {
      Value key = e.values().get(1);
      if (failing && held(key)) {
        soughtValue(key, use); // held before the failure: what it looked for, not part of a summary
      } else {
        addSources(key, Role.CAUSE, use, Reason.SOUGHT, null);
      }
    }
    ValuePath base = path(e.values().get(0));
    if (base == null) {
      missingBelowComputed(e, use);
      return;
    }
    List<Object> path = new ArrayList<>(base.keys());
    int missingFrom = path.size();
    for (Value k : e.values().subList(1, e.values().size())) {
      path.add(AbsentPath.keyOf(k));
    }
    insert(new AbsentPath(path, missingFrom), Role.CAUSE, use, Reason.MISSING, null);
  }

  /**
   * A read past a value computed from the input ({@code conf.X} where {@code conf} is {@code
   * object.get}'s default for an absent key): its sources are causes, a missing path running on
   * with the keys read.
   */
  private void missingBelowComputed(TraceEvent e, long use) {
    Set<Object> d = derived == null ? null : derived.get(e.values().get(0));
    if (d == null) {
      return;
    }
    for (Object source : List.copyOf(d)) {
      if (source instanceof AbsentPath m) {
        List<Object> keys = new ArrayList<>(m.keys());
        for (Value k : e.values().subList(1, e.values().size())) {
          keys.add(AbsentPath.keyOf(k));
        }
        insert(new AbsentPath(keys, m.missingFrom()), Role.CAUSE, use, Reason.MISSING, null);
      } else {
        insert(source, Role.CAUSE, use, Reason.MISSING, null);
      }
    }
  }



  /**
   * Whether a built-in's result can stand for what it was computed from. Booleans and empty
   * collections are shared constants (a test's {@code true} would otherwise drag its operands
   * into every later use of {@code true}); input nodes already have a path of their own.
   */
  private boolean carriesDerivation(Value v) {
    if (v instanceof BooleanValue || v instanceof dev.cairn.engine.value.NullValue) {
      return false;
    }
    if (v == ArrayValue.EMPTY || v == ObjectValue.EMPTY || v == SetValue.EMPTY) {
      return false;
    }
    return path(v) == null && input.keyPathOf(v) == null; // a key passed on stands for its entry
  }

  /** Records that {@code v} (and the parts of it the built-in created) came from {@code s}. */
  private void derive(Value v, Set<Object> s) {
    if (derived == null) {
      derived = new IdentityHashMap<>(8);
    }
    Set<Object> known = derived.get(v);
    if (known != null) {
      known.addAll(s);
      return;
    }
    derived.put(v, s);
    if (v instanceof ArrayValue a) {
      for (int i = 0; i < a.size(); i++) {
        if (path(a.get(i)) == null) {
          derive(a.get(i), s);
        }
      }
    } else if (v instanceof SetValue set) {
      for (Value x : set.elements()) {
        if (path(x) == null) {
          derive(x, s);
        }
      }
    }
  }

  /** Where a value came from in the input; empty for values computed from nothing in it. */
  private Set<Object> sources(Value v) {
    if (v == null) {
      return Set.of();
    }
    ValuePath p = path(v);
    if (p == null) {
      p = keyPath(v);
    }
    if (p != null) {
      return Set.of(p);
    }
    Set<Object> d = derived == null ? null : derived.get(v);
    if (d != null) {
      return d;
    }
    if (!(v instanceof ArrayValue || v instanceof SetValue || v instanceof ObjectValue)) {
      return Set.of(); // a computed scalar, derived from nothing this derivation saw
    }
    Set<Object> s = new LinkedHashSet<>();
    if (v instanceof ArrayValue a) {
      for (int i = 0; i < a.size(); i++) {
        s.addAll(sources(a.get(i)));
      }
    } else if (v instanceof SetValue set) {
      for (Value x : set.elements()) {
        s.addAll(sources(x));
      }
    } else if (v instanceof ObjectValue o) {
      for (Map.Entry<Value, Value> en : o.entries().entrySet()) {
        s.addAll(sources(en.getValue()));
      }
    }
    return s;
  }
}
