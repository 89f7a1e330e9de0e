package dev.cairn.engine.builtins;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class TimeBuiltinsTest {
  private final ClockedJsonCalls ctx = new ClockedJsonCalls(1_600_000_000_123_456_789L);

  @Test
  void nowIsTheEvaluationClockAndNondeterministic() throws Exception {
    assertThat(ctx.json("time.now_ns")).isEqualTo("1600000000123456789");
    assertThat(BuiltinTable.lookup("time.now_ns").nondeterministic()).isTrue();
  }

  @Test
  void sleepTakesAGoDurationAndReturnsNull() throws Exception {
    assertThat(ctx.json("test.sleep", "\"0s\"")).isEqualTo("null");
    assertThat(BuiltinTable.lookup("test.sleep").nondeterministic()).isTrue();
    assertThatThrownBy(() -> ctx.call("test.sleep", "\"soon\""))
        .hasMessage("time: invalid duration \"soon\"");
  }

  @Test
  void parsesGoLayouts() throws Exception {
    String rfc = "\"2006-01-02T15:04:05Z07:00\"";
    assertThat(ctx.json("time.parse_ns", rfc, "\"2017-06-02T19:00:00-07:00\""))
        .isEqualTo("1496455200000000000");
    assertThat(ctx.json("time.parse_ns", rfc, "\"1677-09-21T00:12:43.145224192-00:00\""))
        .isEqualTo("-9223372036854775808");
    assertThat(ctx.json("time.parse_ns", "\"01/02 03:04:05PM '06 -0700\"", "\"06/02 07:00:00PM '17 -0700\""))
        .isEqualTo("1496455200000000000");
    assertThat(ctx.json("time.parse_ns", "\"02 Jan 06 15:04 -0700\"", "\"02 Jun 17 19:00 -0700\""))
        .isEqualTo("1496455200000000000");
    assertThat(ctx.json("time.parse_ns", "\"Mon Jan _2 15:04:05 MST 2006\"", "\"Fri Jun  2 19:00:00 PDT 2017\""))
        .isEqualTo("1496430000000000000");
    assertThat(ctx.json("time.parse_ns", "\"2006-01-02\"", "\"2020-02-29\"")).isEqualTo("1582934400000000000");
    assertThat(ctx.json("time.parse_rfc3339_ns", "\"1970-01-01T00:00:00.5Z\"")).isEqualTo("500000000");
    assertThat(ctx.json("time.parse_ns", "\"2006 002\"", "\"2020 060\"")).isEqualTo("1582934400000000000");
    assertThat(ctx.json("time.parse_ns", "\"15:04:05 2006-01-02\"", "\"10:00:00.25 2020-01-01\""))
        .isEqualTo("1577872800250000000");
  }

  @Test
  void parseErrorsAreGos() {
    String rfc = "\"2006-01-02T15:04:05Z07:00\"";
    assertThatThrownBy(() -> ctx.call("time.parse_ns", rfc, "\"2262-04-11T23:47:16.854775808-00:00\""))
        .hasMessage("time outside of valid range");
    assertThatThrownBy(() -> ctx.call("time.parse_ns", "\"2006-01-02\"", "\"2021-02-29\""))
        .hasMessage("parsing time \"2021-02-29\": day out of range");
    assertThatThrownBy(() -> ctx.call("time.parse_ns", "\"2006-01-02\"", "\"2021-13-01\""))
        .hasMessage("parsing time \"2021-13-01\": month out of range");
    assertThatThrownBy(() -> ctx.call("time.parse_ns", "\"2006-01-02\"", "\"21-01-01\""))
        .hasMessage("parsing time \"21-01-01\" as \"2006-01-02\": cannot parse \"21-01-01\" as \"2006\"");
    assertThatThrownBy(() -> ctx.call("time.parse_ns", "\"2006 002\"", "\"2021 366\""))
        .hasMessage("parsing time \"2021 366\": day out of range");
    assertThatThrownBy(() -> ctx.call("time.parse_ns", "\"2006-01 002\"", "\"2020-03 060\""))
        .hasMessage("parsing time \"2020-03 060\": day-of-year does not match month");
    assertThatThrownBy(() -> ctx.call("time.parse_ns", "\"2006-01-02\"", "\"2021-01-01x\""))
        .hasMessage("parsing time \"2021-01-01x\": extra text: \"x\"");
  }

  @Test
  void parsesGoDurations() throws Exception {
    assertThat(ctx.json("time.parse_duration_ns", "\"100ms\"")).isEqualTo("100000000");
    assertThat(ctx.json("time.parse_duration_ns", "\"-1.5h2m\"")).isEqualTo("-5520000000000");
    assertThat(ctx.json("time.parse_duration_ns", "\"1\\u00b5s\"")).isEqualTo("1000");
    assertThat(ctx.json("time.parse_duration_ns", "\"0\"")).isEqualTo("0");
    assertThatThrownBy(() -> ctx.call("time.parse_duration_ns", "\"1\""))
        .hasMessage("time: missing unit in duration \"1\"");
    assertThatThrownBy(() -> ctx.call("time.parse_duration_ns", "\"1d\""))
        .hasMessage("time: unknown unit \"d\" in duration \"1d\"");
    assertThatThrownBy(() -> ctx.call("time.parse_duration_ns", "\"9999999999h\""))
        .hasMessage("time: invalid duration \"9999999999h\"");
  }

  @Test
  void dateClockWeekdayInZones() throws Exception {
    assertThat(ctx.json("time.date", "1517814000000000000")).isEqualTo("[2018,2,5]");
    assertThat(ctx.json("time.date", "[1517814000000000000, \"America/Los_Angeles\"]")).isEqualTo("[2018,2,4]");
    assertThat(ctx.json("time.clock", "[1517832000000000000, \"America/New_York\"]")).isEqualTo("[7,0,0]");
    assertThat(ctx.json("time.weekday", "1518350400000000000")).isEqualTo("\"Sunday\"");
    assertThatThrownBy(() -> ctx.call("time.date", "1582977600000000000000"))
        .hasMessage("timestamp too big");
    assertThatThrownBy(() -> ctx.call("time.date", "[0, \"Mars/Olympus\"]"))
        .hasMessage("unknown time zone Mars/Olympus");
  }

  @Test
  void formatsWithGoLayouts() throws Exception {
    long ns = 1670006453141828752L;
    assertThat(ctx.json("time.format", Long.toString(ns))).isEqualTo("\"2022-12-02T18:40:53.141828752Z\"");
    assertThat(ctx.json("time.format", "[" + ns + ", \"Asia/Kolkata\"]"))
        .isEqualTo("\"2022-12-03T00:10:53.141828752+05:30\"");
    assertThat(ctx.json("time.format", "[" + ns + ", \"Asia/Kolkata\", \"Mon Jan 02 15:04:05 -0700 2006\"]"))
        .isEqualTo("\"Sat Dec 03 00:10:53 +0530 2022\"");
    assertThat(ctx.json("time.format", "[" + ns + ", \"America/New_York\", \"RFC1123\"]"))
        .isEqualTo("\"Fri, 02 Dec 2022 13:40:53 EST\"");
    assertThat(ctx.json("time.format", "[0, \"UTC\", \"3:04PM .000 ,999 __2 Jan January _2\"]"))
        .isEqualTo("\"12:00AM .000    1 Jan January  1\"");
  }

  @Test
  void addDateNormalisesLikeGo() throws Exception {
    assertThat(ctx.json("time.add_date", "1585852421593912000", "3", "9", "12")).isEqualTo("1705257221593912000");
    assertThat(ctx.json("time.add_date", "1585852421593912000", "-1", "-1", "-1")).isEqualTo("1551465221593912000");
    // 2021-01-31 + 1 month is March 3rd in Go.
    assertThat(ctx.json("time.add_date", "1612051200000000000", "0", "1", "0")).isEqualTo("1614729600000000000");
    assertThatThrownBy(() -> ctx.call("time.add_date", "0", "2262", "1", "1"))
        .hasMessage("time outside of valid range");
  }

  @Test
  void diffCountsCalendarUnits() throws Exception {
    assertThat(ctx.json("time.diff", "1580601600000000000", "1583020800000000000")).isEqualTo("[0,0,28,0,0,0]");
    assertThat(ctx.json("time.diff", "1078012800000000000", "1109635200000000000")).isEqualTo("[1,0,1,0,0,0]");
    assertThat(ctx.json("time.diff", "[60000000000, \"UTC\"]", "[0, \"Asia/Shanghai\"]"))
        .isEqualTo("[0,0,0,0,1,0]");
  }
}
