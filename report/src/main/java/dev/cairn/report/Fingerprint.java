package dev.cairn.report;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * A finding's identity across edits that do not touch it: a hash of the rule, the file, the
 * document, the resource, the path inside the input and the message, but not the line, so
 * inserting lines above a finding or reordering resources keeps it. SARIF's {@code
 * partialFingerprints}, GitLab's fingerprints and SonarQube's issue keys all use it.
 */
public final class Fingerprint {
  private Fingerprint() {}

  /** 32 hex digits. */
  public static String of(Finding f) {
    StringBuilder key = new StringBuilder();
    key.append(f.ruleId()).append('\0').append(f.file()).append('\0').append(f.document()).append('\0');
    key.append(f.resource() == null ? "" : f.resource().id()).append('\0');
    key.append(f.location() == null ? "" : SarifReport.pathText(f.location())).append('\0');
    key.append(f.message());
    return hash(key.toString());
  }

  static String hash(String text) {
    try {
      byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(digest, 0, 16);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is required of every JDK", e);
    }
  }
}
