package dev.cairn.engine.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * One case of OPA's conformance suite (format: shared/conformance/README.md).
 *
 * @param id the note, made unique by a {@code " #n"} suffix when several cases share it
 * @param folder the folder the case file lives in (its reporting unit)
 * @param data the base document, or null
 * @param input the input document, or null
 * @param inputTerm the input as Rego term source, or null
 * @param wantResult the expected binding objects, or null when the case states none
 * @param wantErrorCode the expected error code, or null
 * @param wantError the expected error text (OPA's wording), or null
 */
public record ConformanceCase(
    String id,
    String folder,
    String note,
    List<String> modules,
    String query,
    JsonNode data,
    JsonNode input,
    String inputTerm,
    List<JsonNode> wantResult,
    boolean sortBindings,
    String wantErrorCode,
    String wantError,
    boolean strictError) {

  public boolean expectsError() {
    return wantErrorCode != null || wantError != null;
  }
}
