package dev.cairn.server;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.ParseMode;
import dev.cairn.engine.PolicyBuilder;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.ast.Module;
import dev.cairn.engine.ast.Scalar;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.parser.Parser;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.Value;
import dev.cairn.conftest.ConftestBuiltins;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.UnaryOperator;

/**
 * The server's policies and data. Readers take {@link #snapshot()}, a volatile read with no lock;
 * writers (the policy and data APIs, bundle reloads) take turns, compile a complete new snapshot
 * and swap it in atomically, so a failed compile leaves the old one serving.
 */
public final class PolicyStore {
  private final AtomicReference<Snapshot> current = new AtomicReference<>();
  private final Object writes = new Object();
  private final ParseMode mode;

  private PolicyStore(ParseMode mode) {
    this.mode = mode;
  }

  /**
   * A store holding {@code modules} (ids are their file names), {@code data} and {@code bundles}.
   *
   * @throws RegoException when they do not compile together
   * @throws IllegalArgumentException when bundle data conflicts with other data
   */
  public static PolicyStore create(
      List<PolicyBuilder.Source> modules, Value data, List<Bundle> bundles, ParseMode mode) {
    if (!(data instanceof ObjectValue base)) {
      throw new IllegalArgumentException("data must be an object");
    }
    PolicyStore store = new PolicyStore(mode);
    Map<String, String> policies = new LinkedHashMap<>();
    modules.forEach(m -> policies.put(m.file(), m.text()));
    try {
      store.current.set(store.build(policies, base, bundles, 1));
    } catch (ApiError e) {
      throw new IllegalArgumentException(e.getMessage(), e); // bundle data that conflicts
    }
    return store;
  }

  public Snapshot snapshot() {
    return current.get();
  }

  /**
   * Puts back a snapshot this store served before (tests: the request fuzzer starts each input
   * from the same policies and data, whatever the previous input wrote).
   */
  void restore(Snapshot earlier) {
    synchronized (writes) {
      current.set(earlier);
    }
  }

  /** Adds or replaces a policy; returns false when it was already stored with the same text. */
  boolean putPolicy(String id, String text) {
    return putPolicy(id, text, Commit.NOW);
  }

  /** As {@link #putPolicy(String, String)}, the new snapshot swapped in through {@code commit}. */
  boolean putPolicy(String id, String text, Commit commit) {
    synchronized (writes) {
      Snapshot s = current.get();
      if (text.equals(s.policies().get(id))) {
        return false;
      }
      checkPackageScope(s, id, text);
      Map<String, String> policies = new LinkedHashMap<>(s.policies());
      policies.put(id, text);
      swap(s, policies, s.baseData(), s.bundles(), commit);
      return true;
    }
  }

  /** As OPA: a module whose package lies under a bundle's roots belongs to that bundle. */
  private void checkPackageScope(Snapshot s, String id, String text) {
    Module module = Parser.parseModule(id, text, mode);
    List<String> path = new ArrayList<>();
    for (Term t : module.pkg().path().path()) {
      path.add(t instanceof Scalar sc && sc.value() instanceof StringValue sv ? sv.value() : String.valueOf(t));
    }
    Bundle owner = s.owner(path);
    if (owner != null) {
      throw ApiError.invalidParameter(
          "path " + String.join("/", path) + " is owned by bundle \"" + owner.name() + "\"");
    }
  }

  /** Removes a policy; false when there is none with that id. */
  boolean deletePolicy(String id, Commit commit) {
    synchronized (writes) {
      Snapshot s = current.get();
      if (!s.policies().containsKey(id)) {
        return false;
      }
      Map<String, String> policies = new LinkedHashMap<>(s.policies());
      policies.remove(id);
      swap(s, policies, s.baseData(), s.bundles(), commit);
      return true;
    }
  }

  /** Applies {@code edit} to the data outside bundles; the result must still be an object. */
  void updateData(UnaryOperator<Value> edit, Commit commit) {
    synchronized (writes) {
      Snapshot s = current.get();
      Value next = edit.apply(s.baseData());
      if (!(next instanceof ObjectValue obj)) {
        throw ApiError.invalidParameter("data must be an object, got " + next.typeName());
      }
      swap(s, s.policies(), obj, s.bundles(), commit);
    }
  }

  /** Activates {@code bundle}, replacing the bundle of the same name. */
  public void activate(Bundle bundle) {
    synchronized (writes) {
      Snapshot s = current.get();
      List<Bundle> bundles = new ArrayList<>();
      boolean replaced = false;
      for (Bundle b : s.bundles()) {
        if (b.name().equals(bundle.name())) {
          bundles.add(bundle);
          replaced = true;
        } else {
          bundles.add(b);
        }
      }
      if (!replaced) {
        bundles.add(bundle);
      }
      swap(s, s.policies(), s.baseData(), bundles, Commit.NOW);
    }
  }

  private void swap(Snapshot old, Map<String, String> policies, ObjectValue base, List<Bundle> bundles, Commit commit) {
    Snapshot next = build(policies, base, bundles, old.revision() + 1);
    commit.apply(() -> current.set(next));
  }

  private Snapshot build(Map<String, String> policies, ObjectValue base, List<Bundle> bundles, long revision) {
    ObjectValue data = base;
    for (Bundle b : bundles) {
      for (String root : b.roots()) {
        List<String> path = root.isEmpty() ? List.of() : List.of(root.split("/"));
        if (DataTree.get(data, path) != null) {
          data = path.isEmpty() ? ObjectValue.EMPTY : (ObjectValue) DataTree.remove(data, path);
        }
      }
      data = DataTree.merge(data, b.data(), "data");
    }
    Map<String, String> ordered = Collections.unmodifiableMap(new LinkedHashMap<>(policies));
    Snapshot draft = new Snapshot(ordered, base, List.copyOf(bundles), data, null, revision);
    PolicyBuilder builder = ConftestBuiltins.policyReadingNoFiles().parseMode(mode).data(data);
    for (PolicyBuilder.Source m : draft.modules()) {
      builder.module(m.file(), m.text());
    }
    CompiledPolicy compiled = builder.compile();
    return new Snapshot(ordered, base, draft.bundles(), data, compiled, revision);
  }
}
