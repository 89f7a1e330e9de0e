package dev.cairn.compat.rego;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.engine.ParseMode;
import java.util.List;

/**
 * One evaluation to run on Cairn and on a peer: modules in one syntax, base data, input and a
 * query, as OPA's conformance cases state them.
 *
 * @param syntax {@link ParseMode#V0} or {@link ParseMode#V1}, the syntax every module is written in
 * @param data the base document, or null
 * @param input the input document, or null (undefined input)
 * @param inputTerm the input as Rego term source, evaluated by each tool itself, or null
 * @param strict whether built-in errors are fatal ({@code --strict-builtin-errors})
 * @param sortBindings whether arrays in binding values are compared sorted (they came from sets)
 */
public record RegoCase(
    String id,
    ParseMode syntax,
    List<Module> modules,
    String query,
    JsonNode data,
    JsonNode input,
    String inputTerm,
    boolean strict,
    boolean sortBindings) {

  public RegoCase {
    modules = List.copyOf(modules);
  }

  public RegoCase withQuery(String q) {
    return new RegoCase(id, syntax, modules, q, data, input, inputTerm, strict, sortBindings);
  }

  public RegoCase withInput(JsonNode in) {
    return new RegoCase(id, syntax, modules, query, data, in, inputTerm, strict, sortBindings);
  }

  /** The case with module {@code i}'s source replaced. */
  public RegoCase withModule(int i, String source) {
    List<Module> ms = new java.util.ArrayList<>(modules);
    ms.set(i, new Module(ms.get(i).file(), source));
    return new RegoCase(id, syntax, ms, query, data, input, inputTerm, strict, sortBindings);
  }

  /** A module's file name (what errors point at) and source. */
  public record Module(String file, String source) {}

  /** Modules named {@code m0.rego}, {@code m1.rego}, ... in order. */
  public static List<Module> numbered(List<String> sources) {
    return java.util.stream.IntStream.range(0, sources.size())
        .mapToObj(i -> new Module("m" + i + ".rego", sources.get(i)))
        .toList();
  }

  /** The case as text a person can paste into files: modules, data, input and query. */
  public String describe() {
    StringBuilder sb = new StringBuilder();
    sb.append("# ").append(id).append(" (").append(syntax).append(strict ? ", strict built-in errors" : "").append(")\n");
    for (Module m : modules) {
      sb.append("## ").append(m.file()).append('\n').append(m.source());
      if (!m.source().endsWith("\n")) {
        sb.append('\n');
      }
    }
    if (data != null) {
      sb.append("## data\n").append(data).append('\n');
    }
    if (input != null) {
      sb.append("## input\n").append(input).append('\n');
    }
    if (inputTerm != null) {
      sb.append("## input term\n").append(inputTerm).append('\n');
    }
    sb.append("## query\n").append(query).append('\n');
    return sb.toString();
  }
}
