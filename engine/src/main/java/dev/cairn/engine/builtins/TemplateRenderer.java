package dev.cairn.engine.builtins;

import dev.cairn.engine.value.ObjectValue;

/** Placeholder until the Go text/template subset lands. */
final class TemplateRenderer {
  private TemplateRenderer() {}

  static String render(String template, ObjectValue vars) throws BuiltinException {
    throw BuiltinException.error("strings.render_template is not supported yet");
  }
}
