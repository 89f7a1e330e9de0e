package dev.cairn.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.TypeConversionException;

class DurationConverterTest {
  private final DurationConverter converter = new DurationConverter();

  @Test
  void readsGoStyleDurations() {
    assertThat(converter.convert("5s")).isEqualTo(Duration.ofSeconds(5));
    assertThat(converter.convert("500ms")).isEqualTo(Duration.ofMillis(500));
    assertThat(converter.convert("1m")).isEqualTo(Duration.ofMinutes(1));
    assertThat(converter.convert("1m30s")).isEqualTo(Duration.ofSeconds(90));
    assertThat(converter.convert("1.5h")).isEqualTo(Duration.ofMinutes(90));
    assertThat(converter.convert("0")).isEqualTo(Duration.ZERO);
  }

  @Test
  void rejectsNumbersWithoutUnitsAndUnknownUnits() {
    assertThatThrownBy(() -> converter.convert("5")).isInstanceOf(TypeConversionException.class);
    assertThatThrownBy(() -> converter.convert("5d")).isInstanceOf(TypeConversionException.class);
    assertThatThrownBy(() -> converter.convert("s")).isInstanceOf(TypeConversionException.class);
    assertThatThrownBy(() -> converter.convert("")).isInstanceOf(TypeConversionException.class);
  }
}
