package dev.cairn.engine.builtins;

import java.util.Collection;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The one table of built-in functions, by OPA name. Each family registers its built-ins in its own
 * file; this class only lists the families.
 */
public final class BuiltinTable {
  private static final Map<String, Builtin> TABLE = build();
  /** Built-ins an embedding application adds (conftest's parse_config, ...), see {@link #register}. */
  private static final Map<String, Builtin> EXTENSIONS = new ConcurrentHashMap<>();

  private BuiltinTable() {}

  /** Collects a family's built-ins; a duplicate name is a programming error. */
  public static final class Registrar {
    private final Map<String, Builtin> table;

    private Registrar(Map<String, Builtin> table) {
      this.table = table;
    }

    public void add(Builtin b) {
      if (table.putIfAbsent(b.name(), b) != null) {
        throw new IllegalStateException("built-in registered twice: " + b.name());
      }
    }
  }

  private static Map<String, Builtin> build() {
    Map<String, Builtin> t = new TreeMap<>();
    Registrar r = new Registrar(t);
    ComparisonBuiltins.register(r);
    NumberBuiltins.register(r);
    BitsBuiltins.register(r);
    AggregateBuiltins.register(r);
    CollectionBuiltins.register(r);
    ObjectBuiltins.register(r);
    GraphBuiltins.register(r);
    StringBuiltins.register(r);
    SprintfBuiltin.register(r);
    RegexBuiltins.register(r);
    GlobBuiltins.register(r);
    TypeBuiltins.register(r);
    UnitsBuiltins.register(r);
    SemverBuiltins.register(r);
    EncodingBuiltins.register(r);
    NetBuiltins.register(r);
    TimeBuiltins.register(r);
    CryptoBuiltins.register(r);
    JwtBuiltins.register(r);
    UuidBuiltins.register(r);
    RuntimeBuiltins.register(r);
    HttpBuiltins.register(r);
    AwsSigningBuiltins.register(r);
    NetLookupBuiltins.register(r);
    PrintBuiltin.register(r);
    SchemaBuiltins.register(r);
    return Collections.unmodifiableMap(t);
  }

  /**
   * Adds a built-in for every policy compiled from now on in this process (the table is global, as
   * the compiler and evaluator look built-ins up by name). Registering a name again replaces the
   * earlier registration, so callers may register on every policy build.
   *
   * @throws IllegalArgumentException when the name is one of OPA's built-ins
   */
  public static void register(Builtin b) {
    if (TABLE.containsKey(b.name())) {
      throw new IllegalArgumentException("cannot replace the standard built-in " + b.name());
    }
    EXTENSIONS.put(b.name(), b);
  }

  /** The built-in called {@code name}, or null. */
  public static Builtin lookup(String name) {
    Builtin b = TABLE.get(name);
    return b != null || EXTENSIONS.isEmpty() ? b : EXTENSIONS.get(name);
  }

  /** All of OPA's built-ins that Cairn has, sorted by name (registered ones are not among them). */
  public static Collection<Builtin> all() {
    return TABLE.values();
  }

  /** The built-ins added with {@link #register}, sorted by name. */
  public static Collection<Builtin> registered() {
    return Collections.unmodifiableCollection(new TreeMap<>(EXTENSIONS).values());
  }
}
