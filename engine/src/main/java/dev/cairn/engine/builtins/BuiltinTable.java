package dev.cairn.engine.builtins;

import dev.cairn.engine.builtins.aggregates.AggregateBuiltins;
import dev.cairn.engine.builtins.collections.CollectionBuiltins;
import dev.cairn.engine.builtins.comparison.ComparisonBuiltins;
import dev.cairn.engine.builtins.crypto.CryptoBuiltins;
import dev.cairn.engine.builtins.encoding.EncodingBuiltins;
import dev.cairn.engine.builtins.glob.GlobBuiltins;
import dev.cairn.engine.builtins.graph.GraphBuiltins;
import dev.cairn.engine.builtins.http.AwsSigningBuiltins;
import dev.cairn.engine.builtins.http.HttpBuiltins;
import dev.cairn.engine.builtins.jwt.JwtBuiltins;
import dev.cairn.engine.builtins.net.NetBuiltins;
import dev.cairn.engine.builtins.net.NetLookupBuiltins;
import dev.cairn.engine.builtins.numbers.BitsBuiltins;
import dev.cairn.engine.builtins.numbers.NumberBuiltins;
import dev.cairn.engine.builtins.objects.ObjectBuiltins;
import dev.cairn.engine.builtins.regex.RegexBuiltins;
import dev.cairn.engine.builtins.runtime.PrintBuiltin;
import dev.cairn.engine.builtins.runtime.RuntimeBuiltins;
import dev.cairn.engine.builtins.schema.SchemaBuiltins;
import dev.cairn.engine.builtins.semver.SemverBuiltins;
import dev.cairn.engine.builtins.strings.SprintfBuiltin;
import dev.cairn.engine.builtins.strings.StringBuiltins;
import dev.cairn.engine.builtins.time.TimeBuiltins;
import dev.cairn.engine.builtins.types.TypeBuiltins;
import dev.cairn.engine.builtins.units.UnitsBuiltins;
import dev.cairn.engine.builtins.uuid.UuidBuiltins;
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


  /** OPA's built-in called {@code name}, or null (a policy's extensions: {@link Builtins}). */
  public static Builtin lookup(String name) {
    return TABLE.get(name);
  }

  /** All of OPA's built-ins that Cairn has, sorted by name. */
  public static Collection<Builtin> all() {
    return TABLE.values();
  }
}
