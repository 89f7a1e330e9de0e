package dev.cairn.compat.rego;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import dev.cairn.engine.value.ValueOrder;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.Function;

/**
 * Shrinks a case on which Cairn and a peer disagree to a small one on which they still disagree
 * the same way (the same kind of verdict each: a value, or the same error codes): the query
 * narrowed to the one rule whose value differs, then whole rules, single lines and parts of the
 * input removed for as long as the disagreement stays. Greedy, so the result is small rather than
 * minimal; each step is one evaluation by each tool.
 */
public final class Shrinker {
  private static final int BUDGET = 600;

  private final Function<RegoCase, Verdict> cairn;
  private final Function<RegoCase, Verdict> peer;
  private int evaluations;

  public Shrinker(Function<RegoCase, Verdict> cairn, Function<RegoCase, Verdict> peer) {
    this.cairn = cairn;
    this.peer = peer;
  }

  /** The smallest case found that disagrees as {@code original} does. */
  public Comparison shrink(Comparison original) {
    evaluations = 0;
    String signature = signature(original);
    Comparison best = original;
    Comparison narrowed = narrowQuery(best, signature);
    if (narrowed != null) {
      best = narrowed;
    }
    boolean progress = true;
    while (progress && evaluations < BUDGET) {
      progress = false;
      for (RegoCase candidate : smaller(best.testCase())) {
        if (evaluations >= BUDGET) {
          break;
        }
        Comparison c = compare(candidate);
        if (!c.agrees() && signature(c).equals(signature)) {
          best = c;
          progress = true;
          break;
        }
      }
    }
    return best;
  }

  private Comparison compare(RegoCase c) {
    evaluations++;
    return new Comparison(c, cairn.apply(c), peer.apply(c));
  }

  /** What kind of verdict each tool gave: a value, or which error codes. */
  private static String signature(Comparison c) {
    return kind(c.cairn()) + " / " + kind(c.peer());
  }

  private static String kind(Verdict v) {
    return v instanceof Verdict.Failure f ? f.codes().toString() : "value";
  }

  /** {@code data.gen = x} becomes {@code data.gen.r = x} for the first rule r whose values differ. */
  private Comparison narrowQuery(Comparison c, String signature) {
    if (!(c.cairn() instanceof Verdict.Solutions a) || !(c.peer() instanceof Verdict.Solutions b)) {
      return null;
    }
    String query = c.testCase().query();
    if (!query.matches("data(\\.[A-Za-z_][A-Za-z0-9_]*)* = x") || a.solutions().size() != 1 || b.solutions().size() != 1) {
      return null;
    }
    Value left = ((ObjectValue) a.solutions().get(0)).get("x");
    Value right = ((ObjectValue) b.solutions().get(0)).get("x");
    if (!(left instanceof ObjectValue lo) || !(right instanceof ObjectValue ro)) {
      return null;
    }
    List<String> keys = new ArrayList<>();
    for (ObjectValue o : List.of(lo, ro)) {
      for (Value k : o.sortedKeys()) {
        Value l = lo.get(k);
        Value r = ro.get(k);
        if (k instanceof StringValue s && (l == null || r == null || ValueOrder.compare(l, r) != 0) && !keys.contains(s.value())) {
          keys.add(s.value());
        }
      }
    }
    String target = query.substring(0, query.length() - " = x".length());
    for (String key : keys) {
      RegoCase narrower = c.testCase().withQuery(target + "." + key + " = x");
      Comparison n = compare(narrower);
      if (!n.agrees() && signature(n).equals(signature)) {
        return n;
      }
    }
    return null;
  }

  /** Every case one step smaller: a rule less, a line less, or less input. */
  private static List<RegoCase> smaller(RegoCase c) {
    List<RegoCase> out = new ArrayList<>();
    for (int m = 0; m < c.modules().size(); m++) {
      String source = c.modules().get(m).source();
      List<String> blocks = List.of(source.split("\n\n", -1));
      for (int b = 1; b < blocks.size(); b++) { // block 0 is the package (and imports)
        List<String> fewer = new ArrayList<>(blocks);
        fewer.remove(b);
        out.add(c.withModule(m, String.join("\n\n", fewer)));
      }
      List<String> lines = List.of(source.split("\n", -1));
      for (int l = 1; l < lines.size(); l++) {
        if (lines.get(l).isBlank()) {
          continue;
        }
        List<String> fewer = new ArrayList<>(lines);
        fewer.remove(l);
        out.add(c.withModule(m, String.join("\n", fewer)));
      }
    }
    if (c.input() != null) {
      out.add(c.withInput(null));
      for (JsonNode smaller : smallerJson(c.input())) {
        out.add(c.withInput(smaller));
      }
    }
    return out;
  }

  /** The document with one member or element removed, at any depth. */
  private static List<JsonNode> smallerJson(JsonNode doc) {
    List<JsonNode> out = new ArrayList<>();
    if (doc instanceof ObjectNode o) {
      Iterator<String> names = o.fieldNames();
      while (names.hasNext()) {
        String name = names.next();
        ObjectNode without = o.deepCopy();
        without.remove(name);
        out.add(without);
        for (JsonNode inner : smallerJson(o.get(name))) {
          ObjectNode replaced = o.deepCopy();
          replaced.set(name, inner);
          out.add(replaced);
        }
      }
    } else if (doc instanceof ArrayNode a) {
      for (int i = 0; i < a.size(); i++) {
        ArrayNode without = a.deepCopy();
        without.remove(i);
        out.add(without);
        for (JsonNode inner : smallerJson(a.get(i))) {
          ArrayNode replaced = a.deepCopy();
          replaced.set(i, inner);
          out.add(replaced);
        }
      }
    }
    return out;
  }
}
