package dev.cairn.engine.builtins.gocompat;

import java.util.regex.Pattern;
import org.snakeyaml.engine.v2.api.DumpSettings;
import org.snakeyaml.engine.v2.common.ScalarStyle;
import org.snakeyaml.engine.v2.nodes.Tag;
import org.snakeyaml.engine.v2.representer.StandardRepresenter;

/**
 * Chooses string styles as Go's yaml.v2 does (which OPA's yaml.marshal uses): multi-line strings
 * as literal blocks, strings a YAML 1.1 reader would take for another type ("true", "yes", "123",
 * "~", dates) double-quoted, everything else plain where the emitter allows it.
 */
final class GoYamlRepresenter extends StandardRepresenter {
  /** Also quoted by yaml.v2: timestamps, base-60 numbers and the merge key. */
  private static final Pattern QUOTED_TOO = Pattern.compile(
      "<<|[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}([Tt ].*)?"
          + "|[-+]?[0-9][0-9_]*(:[0-5]?[0-9])+(\\.[0-9_]*)?");

  GoYamlRepresenter(DumpSettings settings) {
    super(settings);
    this.representers.put(String.class, data -> {
      String s = (String) data;
      ScalarStyle style = s.indexOf('\n') >= 0
          ? ScalarStyle.LITERAL
          : looksTyped(s) ? ScalarStyle.DOUBLE_QUOTED : ScalarStyle.PLAIN;
      return representScalar(Tag.STR, s, style);
    });
  }

  /** True when a plain scalar with this text would not read back as a string. */
  static boolean looksTyped(String s) {
    return GoYamlSchema.typed(s) || QUOTED_TOO.matcher(s).matches();
  }
}
