package dev.cairn.cli.conftest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.compiler.BuiltinCalls;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code --capabilities FILE}: OPA's capabilities JSON ({@code {"builtins": [{"name": ...}]}}, as
 * {@code opa capabilities} or {@code cairn capabilities} print it) limits the built-ins policies
 * may call; a call of any other is an error at its position, as OPA's type checker reports it.
 */
final class Capabilities {
  private Capabilities() {}

  /** The built-in names the file allows. @throws IllegalArgumentException when it cannot be read */
  static Set<String> read(Path file) {
    JsonNode root;
    try {
      root = new ObjectMapper().readTree(file.toFile());
    } catch (IOException e) {
      throw new IllegalArgumentException(file + ": " + e.getMessage());
    }
    JsonNode builtins = root == null ? null : root.get("builtins");
    if (builtins == null || !builtins.isArray()) {
      throw new IllegalArgumentException(file + ": capabilities need a \"builtins\" array");
    }
    Set<String> names = new HashSet<>();
    builtins.forEach(b -> names.add(b.path("name").asText()));
    return names;
  }

  /** {@code file:line:col: rego_type_error: undefined function NAME} for each call not allowed. */
  static List<String> violations(CompiledPolicy policy, Set<String> allowed) {
    List<String> out = new ArrayList<>();
    for (Call c : BuiltinCalls.in(policy.modules())) {
      // Operators the evaluator implements itself (=, :=, print) are not built-ins to restrict.
      if (BuiltinTable.lookup(c.name()) != null && !allowed.contains(c.name())) {
        out.add(c.location() + ": rego_type_error: undefined function " + c.name());
      }
    }
    return out;
  }
}
