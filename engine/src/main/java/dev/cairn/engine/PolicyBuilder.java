package dev.cairn.engine;

import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.Builtins;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.List;

/** Collects modules and base data, then compiles them into a {@link CompiledPolicy}. */
public final class PolicyBuilder {
  /** A module's source with the name used in locations. */
  public record Source(String file, String text) {}

  private final List<Source> sources = new ArrayList<>();
  private Value data = ObjectValue.EMPTY;
  private final List<Builtin> builtins = new ArrayList<>();
  private ParseMode parseMode = ParseMode.AUTO;

  PolicyBuilder() {}

  public PolicyBuilder module(String file, String source) {
    sources.add(new Source(file, source));
    return this;
  }

  /** The base document {@code data}; must be an object. */
  public PolicyBuilder data(Value data) {
    this.data = data;
    return this;
  }

  /**
   * Makes an extra built-in function available to this policy (conftest's {@code parse_config}, for
   * example), and to no other; adding the same name again replaces it.
   *
   * @throws IllegalArgumentException when the name is one of OPA's built-ins
   */
  public PolicyBuilder builtin(Builtin builtin) {
    if (BuiltinTable.lookup(builtin.name()) != null) {
      throw new IllegalArgumentException("cannot replace the standard built-in " + builtin.name());
    }
    builtins.removeIf(b -> b.name().equals(builtin.name()));
    builtins.add(builtin);
    return this;
  }

  public PolicyBuilder parseMode(ParseMode mode) {
    this.parseMode = mode;
    return this;
  }

  /**
   * Parses and compiles every module.
   *
   * @throws RegoException with all parse or compile errors, each with file:line:column
   */
  public CompiledPolicy compile() {
    return CompiledPolicy.compile(List.copyOf(sources), data, parseMode, Builtins.with(builtins));
  }
}
