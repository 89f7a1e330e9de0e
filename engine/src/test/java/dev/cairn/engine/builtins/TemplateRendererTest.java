package dev.cairn.engine.builtins;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.StringValue;
import org.junit.jupiter.api.Test;

class TemplateRendererTest {
  private static String render(String template, String vars) throws Exception {
    return ((StringValue) JsonTextCalls.call("strings.render_template",
        new StringValue(template), Json.parse(vars))).value();
  }

  @Test
  void substitutesFieldsAndPrintsValuesAsGo() throws Exception {
    assertThat(render("Hello {{.name}}!", "{\"name\": \"Alice\"}")).isEqualTo("Hello Alice!");
    assertThat(render("{{.a.b}} {{.n}} {{.l}} {{.m}} {{.z}}",
        "{\"a\": {\"b\": true}, \"n\": 1.5, \"l\": [1, \"x\"], \"m\": {\"k\": 2}, \"z\": null}"))
        .isEqualTo("true 1.5 [1 x] map[k:2] <undefined>");
  }

  @Test
  void missingKeysHaveNoValueAsInOpa() throws Exception {
    // each as live OPA v1.22.3 renders it
    assertThat(render("{{.x}}-{{.x.y.z}}|{{if .x}}y{{else}}n{{end}}|{{print .x}}|a <no value> b", "{}"))
        .isEqualTo("<undefined>-<undefined>|n|<nil>|a <undefined> b");
    assertThatThrownBy(() -> render("{{len .x}}", "{}")).hasMessageContaining("error calling len");
    assertThatThrownBy(() -> render("{{.a.name}}", "{\"a\": null}"))
        .hasMessageContaining("nil pointer evaluating interface {}.name");
  }

  @Test
  void controlStructuresAndVariables() throws Exception {
    String t = "{{range $i, $n := .names}}{{if $i}}, {{end}}hello {{$n}}{{end}}";
    assertThat(render(t, "{\"names\": [\"a\", \"b\"]}")).isEqualTo("hello a, hello b");
    assertThat(render("{{range .x}}{{.}}{{else}}none{{end}}", "{\"x\": []}")).isEqualTo("none");
    assertThat(render("{{if .a}}A{{else if .b}}B{{else}}C{{end}}", "{\"a\": false, \"b\": \"y\"}"))
        .isEqualTo("B");
    assertThat(render("{{with .o}}{{.k}}{{end}}|{{$x := 3}}{{$x}}", "{\"o\": {\"k\": \"v\"}}"))
        .isEqualTo("v|3");
    assertThat(render("a  {{- /* note */ -}}  b {{len .l}} {{index .l 1}} {{eq .s \"x\"}}",
        "{\"l\": [1, 2], \"s\": \"x\"}")).isEqualTo("ab 2 2 true");
    assertThat(render("{{.s | len}} {{not (eq .s \"y\")}}", "{\"s\": \"xyz\"}")).isEqualTo("3 true");
  }

  @Test
  void badSyntaxIsAnError() {
    assertThatThrownBy(() -> render("{{if .a}}x", "{\"a\": 1}"))
        .hasMessageContaining("unexpected EOF");
    assertThatThrownBy(() -> render("{{foo .a}}", "{}"))
        .hasMessage("template: template:1: function \"foo\" not defined");
    assertThatThrownBy(() -> render("{{.a", "{}")).hasMessageContaining("unclosed action");
  }
}
