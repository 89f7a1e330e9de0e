package dev.cairn.guard;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Values in Guard's messages are shortened after a comma, never inside a word. */
class RenderTest {
  @Test
  void aLongListIsCutAfterAWholeElement() {
    List<GuardValue> items = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      items.add(new GuardValue.Str(null, "Element" + i));
    }
    String whole = Render.json(new GuardValue.Lst(null, items)).toString();
    String shown = Render.value(new GuardValue.Lst(null, items));
    assertThat(shown).endsWith(",...").hasSizeLessThan(whole.length());
    String kept = shown.substring(0, shown.length() - 3);
    assertThat(whole).startsWith(kept);
    assertThat(kept).endsWith("\",");
  }

  @Test
  void oneLongWordIsKeptWhole() {
    String word = "A".repeat(300);
    assertThat(Render.value(new GuardValue.Str(null, word))).isEqualTo("\"" + word + "\"");
  }

  @Test
  void aShortValueIsUnchanged() {
    assertThat(Render.shorten("[1,2,3]")).isEqualTo("[1,2,3]");
  }
}
