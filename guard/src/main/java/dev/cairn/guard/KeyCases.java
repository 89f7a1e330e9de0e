package dev.cairn.guard;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * cfn-guard's fallback for a key that is not in a map: it tries the key in other cases (camelCase,
 * ClassCase, kebab-case, PascalCase, snake_case, Title Case, Train-Case, in that order), so
 * {@code bucketName} finds {@code BucketName}. ClassCase also singularises the last word, so
 * {@code Users} finds {@code User}.
 */
final class KeyCases {

  private KeyCases() {}

  static List<String> alternatives(String key) {
    List<String> words = words(key);
    List<String> out = new ArrayList<>(7);
    if (words.isEmpty()) {
      return out;
    }
    out.add(joined(words, "", true, false));
    List<String> singular = new ArrayList<>(words);
    singular.set(singular.size() - 1, singular(singular.get(singular.size() - 1)));
    out.add(joined(singular, "", true, true));
    out.add(joined(words, "-", false, false));
    out.add(joined(words, "", true, true));
    out.add(joined(words, "_", false, false));
    out.add(joined(words, " ", true, true));
    out.add(joined(words, "-", true, true));
    return out;
  }

  /** Lower-case words, split at case changes, digits boundaries kept, and at _ - and spaces. */
  private static List<String> words(String key) {
    List<String> words = new ArrayList<>();
    StringBuilder w = new StringBuilder();
    for (int i = 0; i < key.length(); i++) {
      char c = key.charAt(i);
      if (c == '_' || c == '-' || c == ' ') {
        flush(words, w);
        continue;
      }
      boolean upper = Character.isUpperCase(c);
      boolean boundary = upper && w.length() > 0 && (Character.isLowerCase(key.charAt(i - 1))
          || (i + 1 < key.length() && Character.isLowerCase(key.charAt(i + 1)) && Character.isUpperCase(key.charAt(i - 1))));
      if (boundary) {
        flush(words, w);
      }
      w.append(Character.toLowerCase(c));
    }
    flush(words, w);
    return words;
  }

  private static void flush(List<String> words, StringBuilder w) {
    if (w.length() > 0) {
      words.add(w.toString());
      w.setLength(0);
    }
  }

  /** camelCase when {@code capitalizeFirst} is false, otherwise every word capitalised. */
  private static String joined(List<String> words, String sep, boolean capitalize, boolean capitalizeFirst) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < words.size(); i++) {
      String w = words.get(i);
      if (i > 0) {
        sb.append(sep);
      }
      boolean cap = capitalize && (i > 0 || capitalizeFirst);
      sb.append(cap ? w.substring(0, 1).toUpperCase(Locale.ROOT) + w.substring(1) : w);
    }
    return sb.toString();
  }

  private static String singular(String w) {
    if (w.endsWith("ies") && w.length() > 3) {
      return w.substring(0, w.length() - 3) + "y";
    }
    if (w.endsWith("sses")) {
      return w.substring(0, w.length() - 2);
    }
    if (w.endsWith("s") && !w.endsWith("ss") && w.length() > 1) {
      return w.substring(0, w.length() - 1);
    }
    return w;
  }
}
