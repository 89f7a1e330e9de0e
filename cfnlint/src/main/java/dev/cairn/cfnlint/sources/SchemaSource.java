package dev.cairn.cfnlint.sources;

/**
 * Where schema files come from: the bundled zip or a directory. Paths use {@code /}.
 *
 * <p>Internal: public only for {@link dev.cairn.cfnlint.SchemaStore}; not part of Cairn's API.
 */
public interface SchemaSource {

  /** The bytes of a file, or null when the source has no such file. */
  byte[] read(String path);

  /** The name a message gives for a file of this source. */
  String describe(String path);

  /** The regions this source has provider schemas for ({@code us-east-1}, ...). */
  java.util.Set<String> regions();
}
