package dev.cairn.locator;

/**
 * Bounds on what a file may make the loader do. Exceeding one fails the whole file with a
 * {@link LocatorException} naming where it happened.
 *
 * @param maxAliasExpansion nodes that YAML aliases and merge keys may add by copying anchored values
 *     (a "billion laughs" file stops here)
 * @param maxDepth nesting depth of arrays and objects, aliases expanded
 * @param maxFileChars size of a file in characters (and, for files read from disk, in bytes)
 * @param maxDocuments documents in one YAML stream
 * @param maxNumberLength characters in one number (parsing huge numbers is slow)
 * @param maxExpansionChars characters that {@code ${KEY}} references in a {@code .env} file may add
 *     by expansion, over the whole file (keys expanding each other double at every level)
 */
public record Limits(
    long maxAliasExpansion, int maxDepth, long maxFileChars, int maxDocuments, int maxNumberLength,
    long maxExpansionChars) {

  public static final Limits DEFAULT = builder().build();

  public Limits {
    positive(maxAliasExpansion, "maxAliasExpansion");
    positive(maxDepth, "maxDepth");
    positive(maxFileChars, "maxFileChars");
    positive(maxDocuments, "maxDocuments");
    positive(maxNumberLength, "maxNumberLength");
    positive(maxExpansionChars, "maxExpansionChars");
    if (maxFileChars > Integer.MAX_VALUE - 16) {
      throw new IllegalArgumentException("maxFileChars must fit in a Java string: " + maxFileChars);
    }
  }

  private static void positive(long value, String name) {
    if (value <= 0) {
      throw new IllegalArgumentException(name + " must be positive: " + value);
    }
  }

  public static Builder builder() {
    return new Builder();
  }

  public Builder toBuilder() {
    return new Builder()
        .maxAliasExpansion(maxAliasExpansion)
        .maxDepth(maxDepth)
        .maxFileChars(maxFileChars)
        .maxDocuments(maxDocuments)
        .maxNumberLength(maxNumberLength)
        .maxExpansionChars(maxExpansionChars);
  }

  /**
   * Starts from the defaults: 1,000,000 expanded nodes, depth 1,000, 100 MB, 10,000 documents,
   * 1,000-character numbers, 10 MiB of {@code .env} expansion.
   */
  public static final class Builder {
    private long maxAliasExpansion = 1_000_000;
    private int maxDepth = 1_000;
    private long maxFileChars = 100L * 1024 * 1024;
    private int maxDocuments = 10_000;
    private int maxNumberLength = 1_000;
    private long maxExpansionChars = 10L * 1024 * 1024;

    private Builder() {}

    public Builder maxAliasExpansion(long nodes) {
      this.maxAliasExpansion = nodes;
      return this;
    }

    public Builder maxDepth(int depth) {
      this.maxDepth = depth;
      return this;
    }

    public Builder maxFileChars(long chars) {
      this.maxFileChars = chars;
      return this;
    }

    public Builder maxDocuments(int documents) {
      this.maxDocuments = documents;
      return this;
    }

    public Builder maxNumberLength(int chars) {
      this.maxNumberLength = chars;
      return this;
    }

    public Builder maxExpansionChars(long chars) {
      this.maxExpansionChars = chars;
      return this;
    }

    public Limits build() {
      return new Limits(maxAliasExpansion, maxDepth, maxFileChars, maxDocuments, maxNumberLength, maxExpansionChars);
    }
  }
}
