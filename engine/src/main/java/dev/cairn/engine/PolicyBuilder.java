package dev.cairn.engine;

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
