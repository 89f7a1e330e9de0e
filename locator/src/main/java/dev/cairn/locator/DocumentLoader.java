package dev.cairn.locator;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * Loads files into located documents: YAML, JSON and the other {@link InputFormat}s, chosen by the
 * file name unless a format is given (a YAML stream may hold several documents). Thread-safe.
 *
 * <pre>{@code
 * DocumentLoader loader = DocumentLoader.builder().limits(Limits.DEFAULT).cacheSize(1_000).build();
 * SourceFile file = loader.load(Path.of("template.yaml"));
 * PathLocation where = file.documents().get(0).sourceIndex().locate(List.of("Resources", "Bucket"));
 * }</pre>
 */
public final class DocumentLoader {

  private final Limits limits;
  private final Cache<CacheKey, SourceFile> cache;

  private DocumentLoader(Limits limits, long cacheSize) {
    this.limits = limits;
    this.cache = cacheSize > 0 ? Caffeine.newBuilder().maximumSize(cacheSize).build() : null;
  }

  public static Builder builder() {
    return new Builder();
  }

  public Limits limits() {
    return limits;
  }

  /**
   * Loads a file, from the cache when the same path with the same size and modification time was
   * loaded before. The file's display name is the path as given.
   *
   * @throws LocatorException for a syntax error, an exceeded limit or an unreadable file
   */
  public SourceFile load(Path path) {
    return load(path, null);
  }

  /**
   * As {@link #load(Path)}, reading the file in the given format ({@code null}: chosen by its name).
   *
   * @throws LocatorException for a syntax error, an exceeded limit, an unreadable file or a name
   *     whose format is unsupported
   */
  public SourceFile load(Path path, InputFormat format) {
    String name = path.toString();
    InputFormat chosen = format != null ? format : InputFormat.forFile(name);
    BasicFileAttributes attributes;
    try {
      attributes = Files.readAttributes(path, BasicFileAttributes.class);
    } catch (IOException e) {
      throw new LocatorException(name, 1, 1, "cannot read: " + IoReasons.of(path, e));
    }
    if (attributes.isDirectory()) {
      throw new LocatorException(name, 1, 1, "is a directory");
    }
    if (!attributes.isRegularFile()) {
      throw new LocatorException(name, 1, 1, "not a regular file (a FIFO, socket or device is never read)");
    }
    if (attributes.size() > limits.maxFileChars()) {
      throw new LocatorException(name, 1, 1, "file of " + attributes.size()
          + " bytes is larger than the limit of " + limits.maxFileChars());
    }
    if (cache == null) {
      return read(name, path, chosen);
    }
    CacheKey key = new CacheKey(path.toAbsolutePath().normalize(), attributes.size(),
        attributes.lastModifiedTime().toMillis(), chosen);
    return cache.get(key, k -> read(name, path, chosen));
  }

  /** Loads text under a display name (used for messages and to choose the format). */
  public SourceFile load(String displayName, String text) {
    return load(displayName, text, null);
  }

  /** Loads text in the given format ({@code null}: chosen by the display name). */
  public SourceFile load(String displayName, String text, InputFormat format) {
    InputFormat chosen = format != null ? format : InputFormat.forFile(displayName);
    if (text.length() > limits.maxFileChars()) {
      throw new LocatorException(displayName, 1, 1, "text of " + text.length()
          + " characters is larger than the limit of " + limits.maxFileChars());
    }
    String clean = SourceDecoder.withoutBom(text);
    return new SourceFile(displayName, chosen.read(displayName, clean, limits));
  }

  /** Reads a stream to its end (within the size limit) and loads it; the caller closes the reader. */
  public SourceFile load(String displayName, Reader reader) {
    try {
      return load(displayName, SourceDecoder.read(displayName, reader, limits.maxFileChars()));
    } catch (IOException e) {
      throw new LocatorException(displayName, 1, 1, "cannot read: " + IoReasons.of(null, e));
    }
  }

  private SourceFile read(String name, Path path, InputFormat format) {
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(path);
    } catch (IOException e) {
      throw new LocatorException(name, 1, 1, "cannot read: " + IoReasons.of(path, e));
    }
    return load(name, SourceDecoder.decode(name, bytes), format);
  }

  private record CacheKey(Path path, long size, long modifiedMillis, InputFormat format) {}

  /** Defaults: {@link Limits#DEFAULT}, no cache. */
  public static final class Builder {
    private Limits limits = Limits.DEFAULT;
    private long cacheSize;

    private Builder() {}

    public Builder limits(Limits limits) {
      this.limits = limits;
      return this;
    }

    /** Keep up to this many loaded files (0, the default, disables the cache). */
    public Builder cacheSize(long files) {
      this.cacheSize = files;
      return this;
    }

    public DocumentLoader build() {
      return new DocumentLoader(limits, cacheSize);
    }
  }
}
