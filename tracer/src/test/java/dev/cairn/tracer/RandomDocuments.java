package dev.cairn.tracer;

import java.util.Random;

/**
 * Random inputs for the generated policies: a list of items whose every field may be absent, and
 * global settings. Item names are unique, so helper objects keyed by name never conflict.
 */
final class RandomDocuments {
  private static final String[] KINDS = {"a", "b", "c"};
  private static final String[] TAGS = {"p1", "p2", "bad", "q"};
  private static final String[] OWNERS = {"root", "alice"};

  private RandomDocuments() {}

  static String json(Random r) {
    StringBuilder sb = new StringBuilder("{\"items\": [");
    int n = 1 + r.nextInt(5);
    for (int i = 0; i < n; i++) {
      sb.append(i == 0 ? "" : ", ").append(item(r, i));
    }
    sb.append(']');
    if (r.nextInt(10) < 7) {
      sb.append(", \"settings\": {\"mode\": \"").append(r.nextBoolean() ? "strict" : "lax").append("\"}");
    }
    return sb.append('}').toString();
  }

  private static String item(Random r, int i) {
    Fields f = new Fields();
    f.add(r.nextInt(10) < 9, "name", "\"n" + i + "\"");
    f.add(r.nextInt(10) < 8, "kind", "\"" + KINDS[r.nextInt(KINDS.length)] + "\"");
    f.add(r.nextInt(10) < 8, "size", Integer.toString(r.nextInt(10)));
    if (r.nextInt(10) < 7) {
      StringBuilder tags = new StringBuilder("[");
      int t = r.nextInt(4);
      for (int j = 0; j < t; j++) {
        tags.append(j == 0 ? "" : ", ").append('"').append(TAGS[r.nextInt(TAGS.length)]).append('"');
      }
      f.add(true, "tags", tags.append(']').toString());
    }
    if (r.nextInt(10) < 7) {
      Fields meta = new Fields();
      meta.add(r.nextBoolean(), "owner", "\"" + OWNERS[r.nextInt(OWNERS.length)] + "\"");
      meta.add(r.nextBoolean(), "level", Integer.toString(r.nextInt(6)));
      f.add(true, "meta", meta.toString());
    }
    return f.toString();
  }

  /** An object literal built field by field. */
  private static final class Fields {
    private final StringBuilder sb = new StringBuilder("{");

    void add(boolean present, String key, String json) {
      if (present) {
        sb.append(sb.length() == 1 ? "" : ", ").append('"').append(key).append("\": ").append(json);
      }
    }

    @Override
    public String toString() {
      return sb + "}";
    }
  }
}
