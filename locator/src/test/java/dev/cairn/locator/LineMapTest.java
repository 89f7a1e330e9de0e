package dev.cairn.locator;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class LineMapTest {

  @Test
  void everyKindOfLineBreakStartsALine() {
    for (String text : List.of("a\nbc\n\nd", "a\r\nbc\r\n\r\nd", "a\rbc\r\rd", "a\nbc\r\n\rd")) {
      LineMap lines = new LineMap(text);
      assertThat(lines.lineStart(0)).as(text).isZero();
      assertThat(text.charAt(lines.lineStart(1))).as(text).isEqualTo('b');
      assertThat(lines.lineStart(3)).as(text).isEqualTo(text.indexOf('d'));
      assertThat(lines.lineOf(text.length())).as(text).isEqualTo(3);
    }
  }

  @Test
  void aLikelyLineIsTakenOnlyWhenItHoldsTheOffset() {
    LineMap lines = new LineMap("ab\ncd\nef\n");
    assertThat(lines.lineOf(4, 1)).isEqualTo(1);
    assertThat(lines.lineOf(4, 0)).isEqualTo(1);
    assertThat(lines.lineOf(4, 2)).isEqualTo(1);
    assertThat(lines.lineOf(2, 0)).isZero(); // the line break belongs to its line
    assertThat(lines.lineOf(3, 0)).isEqualTo(1);
    assertThat(lines.lineOf(9, 3)).isEqualTo(3);
    assertThat(lines.lineOf(4, 7)).isEqualTo(1);
    assertThat(lines.lineOf(4, -1)).isEqualTo(1);
  }

  @Test
  void columnsCountUtf16UnitsWhereALineHoldsASurrogatePair() {
    LineMap lines = new LineMap("k: \uD83D\uDE00x\nab\n");
    // Code-point column 4 (after the pair) is UTF-16 column 6.
    assertThat(lines.column(0, 4)).isEqualTo(6);
    assertThat(lines.offset(0, 4)).isEqualTo(5);
    assertThat(lines.column(1, 1)).isEqualTo(2);

    LineMap plain = new LineMap("k: \u00e9x\n");
    assertThat(plain.column(0, 4)).isEqualTo(5);
    LineMap lone = new LineMap("k: \uD83Dx\n");
    assertThat(lone.column(0, 4)).isEqualTo(5);
  }
}
