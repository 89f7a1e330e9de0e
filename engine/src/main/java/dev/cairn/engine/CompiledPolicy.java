package dev.cairn.engine;

import dev.cairn.engine.ast.Body;
import dev.cairn.engine.ast.Module;
import dev.cairn.engine.compiler.CompiledModules;
import dev.cairn.engine.compiler.CompiledQuery;
import dev.cairn.engine.compiler.Compiler;
import dev.cairn.engine.parser.Parser;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.List;

/** Modules and data compiled once; immutable and safe to evaluate from many threads at once. */
public final class CompiledPolicy {
  private final CompiledModules modules;

  private CompiledPolicy(CompiledModules modules) {
    this.modules = modules;
  }

  static CompiledPolicy compile(List<PolicyBuilder.Source> sources, Value data, ParseMode mode) {
    List<Module> parsed = new ArrayList<>();
    List<RegoError> errors = new ArrayList<>();
    for (PolicyBuilder.Source s : sources) {
      try {
        parsed.add(Parser.parseModule(s.file(), s.text(), mode));
      } catch (RegoException e) {
        errors.addAll(e.errors());
      }
    }
    if (!errors.isEmpty()) {
      throw new RegoException(errors);
    }
    if (data != null && !(data instanceof ObjectValue)) {
      throw new RegoException(ErrorCodes.COMPILE, "data must be an object, got " + data.typeName(), null);
    }
    return new CompiledPolicy(Compiler.compile(parsed, data == null ? ObjectValue.EMPTY : data));
  }

  /** The compiled modules, for tools that inspect rules (the tracer, the CLI). */
  public CompiledModules modules() {
    return modules;
  }

  /**
   * Parses and compiles a query against this policy, for repeated evaluation.
   *
   * @throws RegoException on parse or compile errors
   */
  public PreparedQuery prepare(String query) {
    Body body = Parser.parseQuery("query", query);
    CompiledQuery compiled = Compiler.compileQuery(body, modules);
    return new PreparedQuery(modules, compiled);
  }

  /** Prepares and evaluates {@code query} once. */
  public QueryResult evaluate(String query, EvalOptions options) {
    return prepare(query).evaluate(options);
  }
}
