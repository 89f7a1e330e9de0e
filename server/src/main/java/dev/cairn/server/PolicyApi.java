package dev.cairn.server;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.cairn.engine.PolicyBuilder;
import dev.cairn.engine.RegoException;
import java.io.IOException;
import java.util.List;

/**
 * OPA's Policy API: list, get, put and delete modules by id. A module that does not parse or
 * compile with the others is refused with 400 and the errors (code, message, file:row:col); the
 * policies in force stay as they were. Each entry has {@code id} and {@code raw}; Cairn has no
 * OPA-shaped {@code ast} to give.
 */
final class PolicyApi {
  private final PolicyStore store;

  PolicyApi(PolicyStore store) {
    this.store = store;
  }

  ApiResponse list(ApiRequest request) {
    Snapshot s = store.snapshot();
    return ApiResponse.ok(request.flag("pretty"), g -> {
      g.writeStartObject();
      g.writeArrayFieldStart("result");
      for (PolicyBuilder.Source m : s.modules()) {
        writePolicy(g, m);
      }
      g.writeEndArray();
      g.writeEndObject();
    });
  }

  ApiResponse get(ApiRequest request, String id) {
    PolicyBuilder.Source found = find(store.snapshot(), id);
    if (found == null) {
      throw notFound(id);
    }
    return ApiResponse.ok(request.flag("pretty"), g -> {
      g.writeStartObject();
      g.writeFieldName("result");
      writePolicy(g, found);
      g.writeEndObject();
    });
  }

  ApiResponse put(ApiRequest request, String id) {
    checkNotBundled(id);
    if (request.isBlank()) {
      throw ApiError.invalidParameter("empty module");
    }
    request.memory().grow(request.body().length * JsonInput.EXPANSION, "compiling the module");
    String text = request.bodyText();
    try {
      store.putPolicy(id, text, request.commit());
    } catch (RegoException e) {
      throw Decisions.apiError(e, Decisions.MessageKind.MODULE);
    }
    return ApiResponse.emptyObject(request.flag("pretty"));
  }

  ApiResponse delete(ApiRequest request, String id) {
    checkNotBundled(id);
    boolean deleted;
    try {
      deleted = store.deletePolicy(id, request.commit());
    } catch (RegoException e) {
      ApiError compile = Decisions.apiError(e, Decisions.MessageKind.MODULE);
      throw new ApiError(400, ApiError.INVALID_OPERATION, compile.getMessage(), compile.errors());
    }
    if (!deleted) {
      throw notFound(id);
    }
    return ApiResponse.emptyObject(request.flag("pretty"));
  }

  private void checkNotBundled(String id) {
    for (Bundle b : store.snapshot().bundles()) {
      if (b.modules().stream().anyMatch(m -> m.file().equals(id))) {
        throw ApiError.invalidParameter("policy " + id + " is owned by bundle \"" + b.name() + "\"");
      }
    }
  }

  private static PolicyBuilder.Source find(Snapshot s, String id) {
    return s.modules().stream().filter(m -> m.file().equals(id)).findFirst().orElse(null);
  }

  private static ApiError notFound(String id) {
    return ApiError.notFound("storage_not_found_error: policy id \"" + id + "\"");
  }

  private static void writePolicy(JsonGenerator g, PolicyBuilder.Source m) throws IOException {
    g.writeStartObject();
    g.writeStringField("id", m.file());
    g.writeStringField("raw", m.text());
    g.writeEndObject();
  }

  /** The policy id of a request path: everything after {@code /v1/policies/}, as OPA takes it. */
  static String id(List<String> tail) {
    return String.join("/", tail);
  }
}
