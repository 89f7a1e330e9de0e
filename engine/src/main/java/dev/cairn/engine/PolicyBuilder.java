package dev.cairn.engine;

import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinTable;
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
   * Makes an extra built-in function available to the policies (conftest's {@code parse_config}, for
   * example). Built-ins are looked up by name process-wide, so the function is registered for every
   * policy compiled afterwards too; registering the same name again replaces it.
   *
   * @throws IllegalArgumentException when the name is one of OPA's built-ins
   */
  public PolicyBuilder builtin(Builtin builtin) {
    BuiltinTable.register(builtin);
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
    return CompiledPolicy.compile(List.copyOf(sources), data, parseMode);
  }
}
