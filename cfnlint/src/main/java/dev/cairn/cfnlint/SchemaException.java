package dev.cairn.cfnlint;

/** A schema file that cannot be read or parsed, or a schema set that cannot be used; names the file. */
public final class SchemaException extends RuntimeException {
  private final String file;

  public SchemaException(String file, String reason) {
    super(file + ": " + reason);
    this.file = file;
  }

  public String file() {
    return file;
  }
}
