package dev.cairn.engine.compiler;

import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.cairn.engine.ParseMode;
import dev.cairn.engine.RegoError;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.ast.AstPrinter;
import dev.cairn.engine.ast.Module;
import dev.cairn.engine.parser.Parser;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.List;

/** Parses and compiles Rego for the compiler tests. */
final class TestCompiler {
  private TestCompiler() {}

  static CompiledModules compile(String... sources) {
    List<Module> modules = new ArrayList<>();
    for (int i = 0; i < sources.length; i++) {
      modules.add(Parser.parseModule("m" + i + ".rego", sources[i], ParseMode.V1));
    }
    return Compiler.compile(modules, ObjectValue.EMPTY);
  }

  static CompiledModules compileV0(String... sources) {
    List<Module> modules = new ArrayList<>();
    for (int i = 0; i < sources.length; i++) {
      modules.add(Parser.parseModule("m" + i + ".rego", sources[i], ParseMode.V0));
    }
    return Compiler.compile(modules, ObjectValue.EMPTY);
  }

  static List<RegoError> errors(String... sources) {
    RegoException e = catchThrowableOfType(() -> compile(sources), RegoException.class);
    if (e == null) {
      throw new AssertionError("expected compile errors");
    }
    return e.errors();
  }

  static CompiledQuery query(String query, String... sources) {
    return Compiler.compileQuery(Parser.parseQuery("q", query), compile(sources));
  }

  /** The rules at {@code data.<path>}, e.g. "test.p". */
  static List<CompiledRule> rules(CompiledModules m, String path) {
    List<Value> keys = new ArrayList<>();
    for (String p : path.split("\\.")) {
      keys.add(new StringValue(p));
    }
    RuleTree.Node n = m.rules().find(keys);
    if (n == null) {
      throw new AssertionError("no rules at " + path);
    }
    List<CompiledRule> out = new ArrayList<>(n.rules());
    if (n.defaultRule() != null) {
      out.add(n.defaultRule());
    }
    return out;
  }

  /** The body of the first rule at {@code path}, printed. */
  static String body(CompiledModules m, String path) {
    return AstPrinter.print(rules(m, path).get(0).rule().body());
  }
}
