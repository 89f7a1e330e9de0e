package dev.cairn.server;

import dev.cairn.engine.RegoException;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * OPA's Data API writes: {@code PUT} (with {@code If-None-Match: *}), {@code PATCH} with JSON Patch
 * operations {@code add}, {@code remove} and {@code replace}, and {@code DELETE}. Each answers 204;
 * paths owned by a bundle are refused; data that conflicts with rules is refused and not stored.
 */
final class DataWrites {
  private final PolicyStore store;

  DataWrites(PolicyStore store) {
    this.store = store;
  }

  ApiResponse put(ApiRequest request, List<String> path) {
    Value value = JsonInput.body(request, "body contains malformed document");
    if (value == null) {
      throw ApiError.invalidParameter("body contains malformed document: EOF");
    }
    checkScope(path);
    DocumentDepth.checkWritable(path, value);
    if ("*".equals(request.header("If-None-Match")) && DataTree.get(store.snapshot().baseData(), path) != null) {
      return ApiResponse.status(304);
    }
    write(request, data -> DataTree.put(data, path, value));
    return ApiResponse.noContent();
  }

  ApiResponse patch(ApiRequest request, List<String> path) {
    Value ops = JsonInput.body(request, "body contains malformed patch");
    if (!(ops instanceof ArrayValue list)) {
      throw ApiError.invalidParameter("body contains malformed patch: expected an array of operations");
    }
    List<UnaryOperator<Value>> edits = new ArrayList<>();
    for (Value op : list.items()) {
      edits.add(edit(path, op));
    }
    write(request, data -> {
      Value next = data;
      for (UnaryOperator<Value> e : edits) {
        next = e.apply(next);
      }
      return next;
    });
    return ApiResponse.noContent();
  }

  ApiResponse delete(ApiRequest request, List<String> path) {
    checkScope(path);
    write(request, data -> DataTree.remove(data, path));
    return ApiResponse.noContent();
  }

  private UnaryOperator<Value> edit(List<String> root, Value operation) {
    if (!(operation instanceof ObjectValue op) || !(op.get("op") instanceof StringValue name)) {
      throw ApiError.invalidParameter("bad patch operation: " + operation);
    }
    Value pathValue = op.get("path");
    if (!(pathValue instanceof StringValue pointer)) {
      throw ApiError.invalidParameter("bad patch path: " + pathValue);
    }
    List<String> path = new ArrayList<>(root);
    for (String seg : pointer.value().split("/")) {
      if (!seg.isEmpty()) {
        path.add(seg.replace("~1", "/").replace("~0", "~"));
      }
    }
    checkScope(path);
    Value value = op.get("value");
    if (value != null) {
      DocumentDepth.checkWritable(path, value);
    }
    return switch (name.value()) {
      case "add" -> data -> DataTree.add(data, path, required(value));
      case "remove" -> data -> DataTree.remove(data, path);
      case "replace" -> data -> DataTree.replace(data, path, required(value));
      default -> throw ApiError.invalidParameter("bad patch operation: " + name.value());
    };
  }

  private static Value required(Value v) {
    return v == null ? dev.cairn.engine.value.NullValue.NULL : v;
  }

  private void checkScope(List<String> path) {
    Bundle owner = store.snapshot().owner(path);
    if (owner != null) {
      throw ApiError.invalidParameter(
          path.isEmpty()
              ? "can't write to document root with bundle roots configured"
              : "path " + String.join("/", path) + " is owned by bundle \"" + owner.name() + "\"");
    }
  }

  private void write(ApiRequest request, UnaryOperator<Value> edit) {
    try {
      store.updateData(edit, request.commit());
    } catch (RegoException e) {
      throw new ApiError(400, ApiError.INVALID_PARAMETER, e.getMessage(), e.errors());
    }
  }
}
