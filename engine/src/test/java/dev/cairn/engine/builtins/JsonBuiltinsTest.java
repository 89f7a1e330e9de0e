package dev.cairn.engine.builtins;

import static dev.cairn.engine.builtins.Calls.call;
import static dev.cairn.engine.builtins.Calls.error;
import static dev.cairn.engine.builtins.Calls.json;
import static dev.cairn.engine.builtins.Calls.set;
import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import org.junit.jupiter.api.Test;

/** json.filter, json.remove and json.patch (registered by the object family). */
class JsonBuiltinsTest {
  private static final Value DOC = json("{'a': {'b': {'c': 7, 'd': 8}}, 'e': 9}");

  private static Value paths(String... paths) {
    Value[] values = new Value[paths.length];
    for (int i = 0; i < paths.length; i++) {
      values[i] = paths[i].startsWith("[") ? json(paths[i]) : StringValue.of(paths[i]);
    }
    return set(values);
  }

  private static Value patch(String doc, String operations) throws BuiltinException {
    return call("json.patch", json(doc), json(operations));
  }

  @Test
  void filterKeepsSelectedPaths() throws Exception {
    assertThat(call("json.filter", DOC, paths("a/b/c", "e")))
        .isEqualTo(json("{'a': {'b': {'c': 7}}, 'e': 9}"));
    assertThat(call("json.filter", DOC, paths("a", "a/b")))
        .isEqualTo(json("{'a': {'b': {'c': 7, 'd': 8}}}"));
    assertThat(call("json.filter", DOC, paths("/a/b/d", "['a', 'b', 'c']")))
        .isEqualTo(json("{'a': {'b': {'c': 7, 'd': 8}}}"));
    assertThat(call("json.filter", DOC, set())).isEqualTo(json("{}"));
    Value arrays = json("{'a': [{'1': ['b', 'c', 'd']}, {'x': 'y'}]}");
    assertThat(call("json.filter", arrays, paths("a/0/1/2")))
        .isEqualTo(json("{'a': [{'1': ['d']}]}"));
  }

  @Test
  void filterReturnsSelectedSubtreesThemselves() throws Exception {
    ObjectValue doc = (ObjectValue) DOC;
    ObjectValue out = (ObjectValue) call("json.filter", doc, paths("a"));
    assertThat(out.get("a")).isSameAs(doc.get("a"));
  }

  @Test
  void removeDropsSelectedPaths() throws Exception {
    assertThat(call("json.remove", DOC, paths("a/b/c", "e")))
        .isEqualTo(json("{'a': {'b': {'d': 8}}}"));
    assertThat(call("json.remove", json("{'a': {'b': 7}, 'c': 1}"), paths("a", "a/b")))
        .isEqualTo(json("{'c': 1}"));
    Value arrays = json("{'a': [{'b': 7, 'c': 8}, {'d': 9}]}");
    assertThat(call("json.remove", arrays, paths("a/0/b", "a/1")))
        .isEqualTo(json("{'a': [{'c': 8}]}"));
    ObjectValue doc = (ObjectValue) DOC;
    ObjectValue out = (ObjectValue) call("json.remove", doc, paths("a/b/c"));
    assertThat(out.get("e")).isSameAs(doc.get("e"));
    assertThat(call("json.remove", doc, paths("a/x", "z"))).isSameAs(doc);
  }

  @Test
  void pathOperandErrors() {
    assertThat(error("json.remove", json("{}"), StringValue.of("a")).getMessage())
        .isEqualTo("operand 2 must be one of {set, array} but got string");
    assertThat(error("json.remove", json("{}"), json("['a', 1]")).getMessage())
        .isEqualTo(
            "operand 2 must be one of {set, array} containing string paths or array of path"
                + " segments but got number");
    assertThat(error("json.filter", json("[1]"), json("[]")).getMessage())
        .isEqualTo("operand 1 must be object but got array");
  }

  @Test
  void patchAppliesRfc6902Operations() throws Exception {
    assertThat(patch("{'foo': ['bar', 'baz']}", "[{'op':'add', 'path':'/foo/1', 'value':'qux'}]"))
        .isEqualTo(json("{'foo': ['bar', 'qux', 'baz']}"));
    assertThat(patch("[1, 2]", "[{'op': 'add', 'path': '/-', 'value': 3}]"))
        .isEqualTo(json("[1, 2, 3]"));
    assertThat(patch("{'foo': {'a': 1}}", "[{'op': 'remove', 'path': '/foo/a'}]"))
        .isEqualTo(json("{'foo': {}}"));
    assertThat(patch("{'a': 1}", "[{'op': 'replace', 'path': '/a', 'value': 2}]"))
        .isEqualTo(json("{'a': 2}"));
    assertThat(
            patch(
                "{'foo': ['all', 'grass', 'cows', 'eat']}",
                "[{'op': 'move', 'from': '/foo/1', 'path': '/foo/3'}]"))
        .isEqualTo(json("{'foo': ['all', 'cows', 'eat', 'grass']}"));
    assertThat(patch("{'a': {'b': 1}}", "[{'op': 'copy', 'from': '/a', 'path': '/c'}]"))
        .isEqualTo(json("{'a': {'b': 1}, 'c': {'b': 1}}"));
    assertThat(patch("{'/': 9, '~1': 10}", "[{'op': 'test', 'path': '/~01', 'value': 10}]"))
        .isEqualTo(json("{'/': 9, '~1': 10}"));
    assertThat(patch("{}", "[{'op': 'add', 'path': '', 'value': []}]")).isEqualTo(json("[]"));
    assertThat(patch("{}", "[{'op': 'add', 'path': '/', 'value': 1}]")).isEqualTo(json("{'': 1}"));
  }

  @Test
  void patchFailuresAreUndefined() throws Exception {
    assertThat(patch("{'q': {}}", "[{'op': 'add', 'path': '/a/b', 'value': 1}]")).isNull();
    assertThat(patch("{'baz': 'qux'}", "[{'op':'test', 'path':'/baz', 'value':'bar'}]")).isNull();
    assertThat(patch("[1, 2]", "[{'op': 'remove', 'path': '/1e0'}]")).isNull();
    assertThat(patch("['a', 'b']", "[{'op': 'test', 'path': '/01', 'value': 'b'}]")).isNull();
    assertThat(patch("['a']", "[{'op': 'remove', 'path': '/1'}]")).isNull();
    assertThat(patch("{}", "[{'op': 'spam', 'path': '/a'}]")).isNull();
    assertThat(patch("[1]", "[{'op': 'add', 'path': '/-'}]")).isNull();
    assertThat(patch("{}", "[{'op': 'add', 'path': null, 'value': 1}]")).isNull();
    assertThat(patch("{'foo': 1}", "[{'op': 'move', 'from': '/bar', 'path': '/foo'}]")).isNull();
    assertThat(patch("[1, 2, 3]", "[{'op': 'add', 'path': '1.2', 'value': 'foo'}]")).isNull();
  }

  @Test
  void patchRootAndSelfReferences() throws Exception {
    assertThat(patch("{'a': 1}", "[{'op': 'replace', 'path': '', 'value': [1]}]"))
        .isEqualTo(json("[1]"));
    assertThat(patch("{'a': 1}", "[{'op': 'remove', 'path': ''}]")).isNull();
    assertThat(patch("{'a': 1}", "[{'op': 'copy', 'from': '', 'path': '/b'}]"))
        .isEqualTo(json("{'a': 1, 'b': {'a': 1}}"));
    assertThat(patch("{'a': {'b': 1}}", "[{'op': 'move', 'from': '/a', 'path': '/a/c'}]"))
        .isNull();
    assertThat(patch("[1, 2, 3]", "[{'op':'remove', 'path':'/1'}, {'op':'remove', 'path':'/1'}]"))
        .isEqualTo(json("[1]"));
    assertThat(patch("[[1], 2]", "[{'op': 'add', 'path': [0, '-'], 'value': 9}]"))
        .isEqualTo(json("[[1, 9], 2]"));
  }

  @Test
  void patchAddressesSetsByElement() throws Exception {
    Value doc = ObjectValue.builder().put("foo", set("['a', 'b']")).build();
    Value added = call("json.patch", doc, json("[{'op': 'add', 'path': 'foo/c', 'value': 'c'}]"));
    assertThat(((ObjectValue) added).get("foo")).isEqualTo(set("['a', 'b', 'c']"));
    assertThat(call("json.patch", doc, json("[{'op': 'add', 'path': 'foo/c', 'value': 'e'}]")))
        .isNull();
    Value removed = call("json.patch", doc, json("[{'op': 'remove', 'path': 'foo/b'}]"));
    assertThat(((ObjectValue) removed).get("foo")).isEqualTo(set("['a']"));
    Value nested =
        call("json.patch", set(json("[1]")), json("[{'op': 'add', 'path': [[1], 1], 'value': 2}]"));
    assertThat(nested).isEqualTo(set(json("[1, 2]")));
  }

  @Test
  void patchKeepsUntouchedPartsAndChecksItsOperand() throws Exception {
    ArrayValue doc = (ArrayValue) json("[{'a': 1}, {'b': 2}]");
    Value add = json("[{'op': 'add', 'path': '/1/c', 'value': 3}]");
    ArrayValue out = (ArrayValue) call("json.patch", doc, add);
    assertThat(out.get(0)).isSameAs(doc.get(0));
    assertThat(error("json.patch", doc, json("{}")).getMessage())
        .isEqualTo("operand 2 must be array but got object");
  }
}
