package dev.cairn.locator;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/** Golden listing of a loaded file: every path of every document with its region, in tree order. */
final class Listing {

  private static final ObjectMapper JSON = new ObjectMapper();

  private Listing() {}

  static String of(SourceFile file) {
    StringBuilder sb = new StringBuilder();
    for (Document doc : file.documents()) {
      sb.append("# document ").append(doc.index()).append('\n');
      for (Warning w : doc.warnings()) {
        sb.append("# warning ").append(w).append('\n');
      }
      Deque<Object[]> stack = new ArrayDeque<>();
      stack.push(new Object[] {List.of(), doc.value()});
      while (!stack.isEmpty()) {
        Object[] top = stack.pop();
        @SuppressWarnings("unchecked")
        List<Object> path = (List<Object>) top[0];
        JsonNode node = (JsonNode) top[1];
        PathLocation at = doc.sourceIndex().locate(path);
        sb.append(pathText(path)).append(' ').append(at.region());
        if (!at.exists()) {
          sb.append(" MISSING ").append(at.missing());
        }
        if (node.isValueNode()) {
          sb.append(" = ").append(node.isBigDecimal() ? node.decimalValue().toString() : node.toString());
        }
        sb.append('\n');
        List<Object[]> children = new ArrayList<>();
        if (node.isObject()) {
          for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            children.add(new Object[] {append(path, e.getKey()), e.getValue()});
          }
        } else if (node.isArray()) {
          for (int i = 0; i < node.size(); i++) {
            children.add(new Object[] {append(path, i), node.get(i)});
          }
        }
        for (int i = children.size() - 1; i >= 0; i--) {
          stack.push(children.get(i));
        }
      }
    }
    return sb.toString();
  }

  static String pathText(List<?> path) {
    try {
      return JSON.writeValueAsString(path);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  private static List<Object> append(List<Object> path, Object step) {
    List<Object> longer = new ArrayList<>(path);
    longer.add(step);
    return longer;
  }
}
