package dev.cairn.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.Type;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code cairn capabilities}: the built-in table, in the shape {@code opa capabilities} prints. */
@Command(
    name = "capabilities",
    description = "Print the supported built-in functions as JSON, like opa capabilities.",
    mixinStandardHelpOptions = true)
final class CapabilitiesCommand implements Callable<Integer> {
  private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  @Spec CommandSpec spec;

  @Option(names = "--names", description = "Print only the names, one per line.")
  boolean names;

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    if (names) {
      for (Builtin b : BuiltinTable.all()) {
        out.println(b.name());
      }
    } else {
      out.println(MAPPER.writeValueAsString(capabilities()));
    }
    out.flush();
    return ExitCodes.OK;
  }

  static ObjectNode capabilities() {
    ObjectNode root = MAPPER.createObjectNode();
    ArrayNode builtins = root.putArray("builtins");
    for (Builtin b : BuiltinTable.all()) {
      ObjectNode entry = builtins.addObject();
      entry.put("name", b.name());
      ObjectNode decl = entry.putObject("decl");
      ArrayNode args = decl.putArray("args");
      b.decl().args().forEach(t -> args.add(type(t)));
      if (b.decl().result() != null) {
        decl.set("result", type(b.decl().result()));
      }
      decl.put("type", "function");
      if (b.nondeterministic()) {
        entry.put("nondeterministic", true);
      }
    }
    return root;
  }

  private static ObjectNode type(Type t) {
    ObjectNode n = MAPPER.createObjectNode();
    if (t instanceof Type.Simple s) {
      n.put("type", s.name());
    } else if (t instanceof Type.ArrayOf a) {
      n.set("dynamic", type(a.element()));
      n.put("type", "array");
    } else if (t instanceof Type.SetOf s) {
      n.set("of", type(s.element()));
      n.put("type", "set");
    } else if (t instanceof Type.ObjectOf o) {
      ObjectNode dynamic = n.putObject("dynamic");
      dynamic.set("key", type(o.key()));
      dynamic.set("value", type(o.value()));
      n.put("type", "object");
    } else if (t instanceof Type.AnyOf any) {
      ArrayNode of = n.putArray("of");
      any.types().forEach(x -> of.add(type(x)));
      n.put("type", "any");
    }
    return n;
  }
}
