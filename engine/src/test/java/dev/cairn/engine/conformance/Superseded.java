package dev.cairn.engine.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Expectations of the conformance cases that live OPA no longer gives (src/test/resources/
 * conformance/superseded.json): the cases were recorded in OPA's v0.60 era, and where OPA 1.x
 * changed its answer (a bug fixed, a rule tightened) Cairn follows OPA 1.x, so the answer of the
 * release named in the file replaces the recorded one, with the reason.
 */
public final class Superseded {
  private static final String RESOURCE = "/conformance/superseded.json";

  /** The new expectation of one case. */
  public record Expectation(String id, String reason, List<JsonNode> wantResult, String wantErrorCode) {}

  private final Map<String, Expectation> byId;

  private Superseded(Map<String, Expectation> byId) {
    this.byId = byId;
  }

  public static Superseded load() {
    try (InputStream in = Superseded.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException(RESOURCE + " is missing from the test resources");
      }
      Map<String, Expectation> byId = new LinkedHashMap<>();
      for (JsonNode c : new ObjectMapper().readTree(in).path("cases")) {
        List<JsonNode> want = null;
        if (c.has("want_result")) {
          want = new ArrayList<>();
          c.get("want_result").forEach(want::add);
        }
        String code = c.hasNonNull("want_error_code") ? c.get("want_error_code").asText() : null;
        byId.put(c.path("id").asText(), new Expectation(c.path("id").asText(), c.path("reason").asText(), want, code));
      }
      return new Superseded(byId);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  public Set<String> ids() {
    return byId.keySet();
  }

  /** The new expectation for a case id (a case's note, unique suffix included), or null. */
  public Expectation of(String id) {
    return byId.get(id);
  }

  /** The case with its expectation replaced where this file supersedes it. */
  public ConformanceCase apply(ConformanceCase c) {
    Expectation e = byId.get(c.id());
    if (e == null) {
      return c;
    }
    return new ConformanceCase(
        c.id(), c.folder(), c.note(), c.modules(), c.query(), c.data(), c.input(), c.inputTerm(),
        e.wantResult(), c.sortBindings(), e.wantErrorCode(), null, c.strictError());
  }
}
