package dev.cairn.server;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;

/** OPA's {@code provenance}: the build, and the revision of each active bundle. */
final class BuildProvenance {
  private BuildProvenance() {}

  static void write(JsonGenerator g, String version, Snapshot snapshot) throws IOException {
    g.writeStartObject();
    g.writeStringField("version", version);
    g.writeStringField("build_commit", "");
    g.writeStringField("build_timestamp", "");
    g.writeStringField("build_hostname", "");
    if (!snapshot.bundles().isEmpty()) {
      g.writeObjectFieldStart("bundles");
      for (Bundle b : snapshot.bundles()) {
        g.writeObjectFieldStart(b.name());
        g.writeStringField("revision", b.revision());
        g.writeEndObject();
      }
      g.writeEndObject();
    }
    g.writeEndObject();
  }
}
