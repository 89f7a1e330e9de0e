package dev.cairn.server;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorOutputStream;

/** Writes OPA bundles (gzipped tarballs) for tests. */
final class Bundles {
  private Bundles() {}

  static Path write(Path file, Map<String, String> entries) throws IOException {
    try (OutputStream out = Files.newOutputStream(file);
        TarArchiveOutputStream tar = new TarArchiveOutputStream(new GzipCompressorOutputStream(out))) {
      for (Map.Entry<String, String> e : entries.entrySet()) {
        byte[] bytes = e.getValue().getBytes(StandardCharsets.UTF_8);
        TarArchiveEntry entry = new TarArchiveEntry(e.getKey());
        entry.setSize(bytes.length);
        tar.putArchiveEntry(entry);
        tar.write(bytes);
        tar.closeArchiveEntry();
      }
    }
    return file;
  }
}
