package dev.cairn.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * What this build of Cairn is: its version, the commit it was built from and that commit's time,
 * which is the build date (a build takes its dates from its sources, so that one commit always
 * builds the same bytes). Maven writes them into {@code build-info.properties}; a value Maven could
 * not fill in (a build outside git) is {@code null}.
 */
record BuildInfo(String version, String commit, String commitTime, boolean modified) {
  private static final String RESOURCE = "build-info.properties";

  /** This build's, from the resource beside this class. */
  static BuildInfo current() {
    try (InputStream in = BuildInfo.class.getResourceAsStream(RESOURCE)) {
      Properties p = new Properties();
      if (in != null) {
        p.load(in);
      }
      return of(p);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static BuildInfo of(Properties p) {
    return new BuildInfo(
        filled(p, "version"), filled(p, "commit"), filled(p, "commit.time"), "true".equals(filled(p, "dirty")));
  }

  /** The lines {@code cairn --version} prints. */
  String[] lines() {
    String commitLine =
        commit == null ? "commit: unknown (built outside git)" : "commit: " + commit + (modified ? " (with uncommitted changes)" : "");
    return new String[] {
      "cairn " + (version == null ? "(development build)" : version),
      commitLine,
      "built: " + (commitTime == null ? "unknown" : commitTime),
      "java: " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + "), "
          + System.getProperty("os.name") + " " + System.getProperty("os.arch")
    };
  }

  /** The value, or null where the build left the placeholder or nothing. */
  private static String filled(Properties p, String key) {
    String v = p.getProperty(key);
    return v == null || v.isBlank() || v.startsWith("${") ? null : v.trim();
  }
}
