package dev.cairn.engine.builtins.objects;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.builtins.Args;
import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.FunctionDecl;
import dev.cairn.engine.builtins.Type;
import dev.cairn.engine.builtins.operands.CollectionMembers;
import dev.cairn.engine.builtins.operands.TypedOperands;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * Objects and documents: object.get, object.keys, object.remove, object.filter, object.union,
 * object.union_n, object.subset, json.filter, json.remove, json.patch. Results hold the
 * argument's own keys and values, never copies, so the tracer can follow them back to the input.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class ObjectBuiltins {
  private static final Type KEYS = Type.anyOf(Type.ANY_ARRAY, Type.ANY_OBJECT, Type.ANY_SET);
  private static final Type PATHS;

  static {
    Type path = Type.anyOf(Type.STRING, Type.ANY_ARRAY);
    PATHS = Type.anyOf(Type.arrayOf(path), Type.setOf(path));
  }

  private ObjectBuiltins() {}

  public static void register(BuiltinTable.Registrar r) {
    r.add(
        Builtin.function(
            "object.get",
            FunctionDecl.of(Type.ANY, Type.ANY_OBJECT, Type.ANY, Type.ANY),
            (ctx, a) -> get(a)));
    r.add(
        Builtin.function(
            "object.keys",
            FunctionDecl.of(Type.ANY_SET, Type.ANY_OBJECT),
            (ctx, a) -> SetValue.of(Args.object(a, 0).keys())));
    r.add(
        Builtin.function(
            "object.remove",
            FunctionDecl.of(Type.ANY, Type.ANY_OBJECT, KEYS),
            (ctx, a) -> remove(Args.object(a, 0), keys(a))));
    r.add(
        Builtin.function(
            "object.filter",
            FunctionDecl.of(Type.ANY, Type.ANY_OBJECT, KEYS),
            (ctx, a) -> filter(Args.object(a, 0), keys(a))));
    r.add(
        Builtin.function(
            "object.union",
            FunctionDecl.of(Type.ANY, Type.ANY_OBJECT, Type.ANY_OBJECT),
            (ctx, a) -> ObjectMerge.union(List.of(Args.object(a, 0), Args.object(a, 1)))));
    r.add(
        Builtin.function(
            "object.union_n",
            FunctionDecl.of(Type.ANY, Type.arrayOf(Type.ANY_OBJECT)),
            (ctx, a) -> unionN(Args.array(a, 0))));
    Type subsetOperand = Type.anyOf(Type.ANY_ARRAY, Type.ANY_OBJECT, Type.ANY_SET);
    r.add(
        Builtin.function(
            "object.subset",
            FunctionDecl.of(Type.ANY, subsetOperand, subsetOperand),
            (ctx, a) -> subset(a)));
    r.add(
        Builtin.function(
            "json.filter",
            FunctionDecl.of(Type.ANY, Type.ANY_OBJECT, PATHS),
            (ctx, a) -> jsonFilter(a)));
    r.add(
        Builtin.function(
            "json.remove",
            FunctionDecl.of(Type.ANY, Type.ANY_OBJECT, PATHS),
            (ctx, a) -> jsonRemove(a)));
    r.add(
        Builtin.function(
            "json.patch",
            FunctionDecl.of(Type.ANY, Type.ANY, Type.arrayOf(Type.ANY_OBJECT)),
            (ctx, a) -> JsonPatch.apply(a.get(0), Args.array(a, 1))));
  }

  /** The value at a key, or at a path when the key is an array; the default otherwise. */
  private static Value get(List<Value> a) throws BuiltinException {
    ObjectValue object = Args.object(a, 0);
    Value fallback = a.get(2);
    if (!(a.get(1) instanceof ArrayValue path)) {
      Value v = object.get(a.get(1));
      return v != null ? v : fallback;
    }
    Value v = object;
    for (int i = 0; i < path.size() && v != null; i++) {
      v = child(v, path.get(i));
    }
    return v != null ? v : fallback;
  }

  private static Value child(Value parent, Value key) {
    if (parent instanceof ObjectValue o) {
      return o.get(key);
    }
    if (parent instanceof ArrayValue arr && key instanceof NumberValue n && n.isLong()) {
      long i = n.longValue();
      return i >= 0 && i < arr.size() ? arr.get((int) i) : null;
    }
    if (parent instanceof SetValue s && s.contains(key)) {
      return key;
    }
    return null;
  }

  /** The keys named by an array, a set, or an object's keys. */
  private static Collection<Value> keys(List<Value> a) throws BuiltinException {
    Value v = a.get(1);
    if (v instanceof ObjectValue o) {
      return o.keys();
    }
    Collection<Value> keys = CollectionMembers.of(v);
    if (keys == null) {
      throw TypedOperands.oneOf(1, v, "object", "set", "array");
    }
    // array items become a set: removal asks each key whether it is listed
    return v instanceof ArrayValue ? new LinkedHashSet<>(keys) : keys;
  }

  private static Value remove(ObjectValue object, Collection<Value> keys) {
    LinkedHashMap<Value, Value> out = new LinkedHashMap<>(object.entries());
    out.keySet().removeAll(keys);
    return ObjectValue.wrap(out);
  }

  private static Value filter(ObjectValue object, Collection<Value> keys) {
    List<List<Value>> paths = new ArrayList<>(keys.size());
    for (Value key : keys) {
      paths.add(List.of(key));
    }
    return JsonPathTree.of(paths).filter(object);
  }

  /** Merges left to right; OPA checks the items from the last one back. */
  private static Value unionN(ArrayValue items) throws BuiltinException {
    List<ObjectValue> objects = new ArrayList<>(items.size());
    for (int i = items.size() - 1; i >= 0; i--) {
      if (!(items.get(i) instanceof ObjectValue)) {
        throw TypedOperands.element(0, items, items.get(i), "object");
      }
    }
    for (Value item : items.items()) {
      objects.add((ObjectValue) item);
    }
    return ObjectMerge.union(objects);
  }

  private static Value subset(List<Value> a) throws BuiltinException {
    Boolean result = Subset.of(a.get(0), a.get(1));
    if (result == null) {
      throw new BuiltinException(
          ErrorCodes.EVAL_TYPE,
          "both arguments object.subset must be of the same type or array and set");
    }
    return BooleanValue.of(result);
  }

  private static Value jsonFilter(List<Value> a) throws BuiltinException {
    ObjectValue object = Args.object(a, 0);
    return JsonPathTree.of(JsonPaths.list(a, 1)).filter(object);
  }

  private static Value jsonRemove(List<Value> a) throws BuiltinException {
    ObjectValue object = Args.object(a, 0);
    return JsonPathTree.of(JsonPaths.list(a, 1)).remove(object);
  }
}
