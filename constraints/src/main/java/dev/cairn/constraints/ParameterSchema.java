package dev.cairn.constraints;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.AnnotationKeyword;
import com.networknt.schema.JsonMetaSchema;
import com.networknt.schema.JsonNodePath;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * A template's {@code openAPIV3Schema} for its constraints' {@code spec.parameters}. OpenAPI 3.0
 * schemas are JSON Schema draft 4 plus Kubernetes' {@code x-kubernetes-*} and {@code nullable}
 * keywords, which validate nothing here.
 */
final class ParameterSchema {
  /**
   * Draft 4 with OpenAPI's own keywords ({@code example}, {@code nullable}, {@code x-kubernetes-*},
   * ...) taken as annotations: they are part of the schema language here, so the validator neither
   * rejects them nor logs a warning for each on stderr.
   */
  private static final JsonSchemaFactory FACTORY = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V4,
      b -> b.metaSchema(JsonMetaSchema.builder(JsonMetaSchema.getV4())
          .unknownKeywordFactory((keyword, context) -> new AnnotationKeyword(keyword))
          .build()));

  private final JsonSchema schema;

  ParameterSchema(JsonNode openApiV3) {
    this.schema = openApiV3 == null ? null : FACTORY.getSchema(openApiV3);
  }

  /** Throws an error located at the first offending parameter of the constraint. */
  void validate(Constraint c) {
    if (schema == null || c.parameters() == null) {
      return;
    }
    Set<ValidationMessage> messages = schema.validate(c.parameters());
    if (messages.isEmpty()) {
      return;
    }
    List<ValidationMessage> sorted = new ArrayList<>(messages);
    sorted.sort(Comparator.comparing(m -> m.getInstanceLocation().toString()));
    ValidationMessage first = sorted.get(0);
    List<Object> path = new ArrayList<>(List.of("spec", "parameters"));
    JsonNodePath at = first.getInstanceLocation();
    for (int i = 0; i < at.getNameCount(); i++) {
      path.add(at.getElement(i));
    }
    String where = Yaml.dotted(path);
    String message = first.getMessage();
    // the validator's message starts with its own "$.x: " pointer; ours names the constraint's field
    int colon = message.indexOf(": ");
    String detail = message.startsWith("$") && colon > 0 ? message.substring(colon + 2) : message;
    throw c.source().error(
        path,
        "constraint " + c.id() + ": parameter " + where + ": " + detail
            + (sorted.size() > 1 ? " (and " + (sorted.size() - 1) + " more schema errors)" : ""));
  }
}
