package dev.cairn.cfnlint.sources;

import dev.cairn.cfnlint.SchemaException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Set;
import java.util.TreeSet;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.apache.commons.compress.utils.SeekableInMemoryByteChannel;

/**
 * The schema set bundled in the jar: one zip held in memory (1.7 MB), from which each file is
 * inflated only when asked for, so a lint touches the few types it uses.
 *
 * <p>Internal: public only for {@link dev.cairn.cfnlint.SchemaStore}; not part of Cairn's API.
 */
public final class ZipSource implements SchemaSource {
  static final String RESOURCE = "cfn-schemas.zip";
  /** Absolute: the zip stays beside the linter's classes, in {@code dev/cairn/cfnlint}. */
  private static final String RESOURCE_PATH = "/dev/cairn/cfnlint/" + RESOURCE;

  private final ZipFile zip;
  private final Set<String> regions = new TreeSet<>();

  private ZipSource(ZipFile zip) {
    this.zip = zip;
    for (ZipArchiveEntry e : java.util.Collections.list(zip.getEntries())) {
      String name = e.getName();
      if (name.startsWith("providers/") && name.indexOf('/', 10) > 10) {
        regions.add(name.substring(10, name.indexOf('/', 10)).replace('_', '-'));
      }
    }
  }

  public static ZipSource bundled() {
    try (InputStream in = ZipSource.class.getResourceAsStream(RESOURCE_PATH)) {
      if (in == null) {
        throw new SchemaException(RESOURCE, "the bundled schema set is missing from the classpath");
      }
      byte[] bytes = in.readAllBytes();
      return new ZipSource(ZipFile.builder().setSeekableByteChannel(new SeekableInMemoryByteChannel(bytes)).get());
    } catch (IOException e) {
      throw new SchemaException(RESOURCE, "cannot read the bundled schema set: " + e.getMessage());
    }
  }

  @Override
  public byte[] read(String path) {
    ZipArchiveEntry entry = zip.getEntry(path);
    if (entry == null) {
      return null;
    }
    try (InputStream in = zip.getInputStream(entry)) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public String describe(String path) {
    return "(bundled)/" + path;
  }

  @Override
  public Set<String> regions() {
    return regions;
  }
}
