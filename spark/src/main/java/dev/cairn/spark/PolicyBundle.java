package dev.cairn.spark;

import dev.cairn.engine.ParseMode;
import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The policies of an audit as bytes, with how {@code cairn scan} is told to use them: Rego,
 * Gatekeeper templates and constraints, Guard rules and data files, read once on the driver and
 * shipped to the executors as one broadcast value, where {@link BundleScans} compiles them once per
 * JVM. Its {@link #digest()} names the bundle's exact content and settings, so that a later run
 * can tell which files were already scanned with the same policies.
 *
 * <pre>{@code
 * PolicyBundle policies = PolicyBundle.builder()
 *     .policy(Path.of("policy"))
 *     .allNamespaces(true)
 *     .build();
 * }</pre>
 */
public final class PolicyBundle implements Serializable {
  private static final long serialVersionUID = 1L;

  /** Policy files by their path inside the bundle ({@code policy/0/...}), as {@code cairn scan -p} is given them. */
  private final TreeMap<String, byte[]> policies;
  /** Data files by their path inside the bundle ({@code data/0/...}), as {@code cairn scan -d} is given them. */
  private final TreeMap<String, byte[]> data;
  private final List<String> policyRoots;
  private final List<String> dataRoots;
  /** What each policy root, then each data root, stood for on the driver: the path as given. */
  private final List<String> origins;
  private final List<String> namespaces;
  private final boolean allNamespaces;
  private final boolean schemas;
  private final String regoVersion;
  private final Duration timeout;
  private final String digest;

  private PolicyBundle(Builder b) {
    this.policies = new TreeMap<>(b.policies);
    this.data = new TreeMap<>(b.data);
    this.policyRoots = List.copyOf(b.policyRoots);
    this.dataRoots = List.copyOf(b.dataRoots);
    List<String> o = new ArrayList<>(b.policyOrigins);
    o.addAll(b.dataOrigins);
    this.origins = List.copyOf(o);
    this.namespaces = List.copyOf(b.namespaces);
    this.allNamespaces = b.allNamespaces;
    this.schemas = b.schemas;
    this.regoVersion = b.regoVersion.name();
    this.timeout = b.timeout;
    this.digest = computeDigest();
  }

  public static Builder builder() {
    return new Builder();
  }

  /** SHA-256 of every file's path and bytes and of the settings, in hex. */
  public String digest() {
    return digest;
  }

  Map<String, byte[]> policies() {
    return policies;
  }

  Map<String, byte[]> data() {
    return data;
  }

  /** The bundle paths standing for each {@code -p} given, in order. */
  List<String> policyRoots() {
    return policyRoots;
  }

  /** The bundle paths standing for each {@code -d} given, in order. */
  List<String> dataRoots() {
    return dataRoots;
  }

  /** The driver's path given for each of {@link #policyRoots} then {@link #dataRoots}, for messages. */
  List<String> origins() {
    return origins;
  }

  List<String> namespaces() {
    return namespaces;
  }

  boolean allNamespaces() {
    return allNamespaces;
  }

  boolean schemas() {
    return schemas;
  }

  ParseMode regoVersion() {
    return ParseMode.valueOf(regoVersion);
  }

  Duration timeout() {
    return timeout;
  }

  private String computeDigest() {
    try {
      MessageDigest sha = MessageDigest.getInstance("SHA-256");
      for (Map<String, byte[]> files : List.of(policies, data)) {
        for (Map.Entry<String, byte[]> e : files.entrySet()) {
          update(sha, e.getKey());
          sha.update(longBytes(e.getValue().length));
          sha.update(e.getValue());
        }
        update(sha, "|");
      }
      update(sha, String.join("\n", policyRoots) + "|" + String.join("\n", dataRoots) + "|"
          + String.join("\n", namespaces) + "|" + allNamespaces + "|" + schemas + "|" + regoVersion + "|" + timeout);
      return HexFormat.of().formatHex(sha.digest());
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is part of every Java platform", e);
    }
  }

  private static void update(MessageDigest sha, String s) {
    byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
    sha.update(longBytes(bytes.length));
    sha.update(bytes);
  }

  private static byte[] longBytes(long v) {
    byte[] b = new byte[8];
    for (int i = 7; i >= 0; i--) {
      b[i] = (byte) v;
      v >>>= 8;
    }
    return b;
  }

  /** Configures a {@link PolicyBundle}; the options are {@code cairn scan}'s. */
  public static final class Builder {
    private final Map<String, byte[]> policies = new TreeMap<>();
    private final Map<String, byte[]> data = new TreeMap<>();
    private final List<String> policyRoots = new ArrayList<>();
    private final List<String> dataRoots = new ArrayList<>();
    private final List<String> policyOrigins = new ArrayList<>();
    private final List<String> dataOrigins = new ArrayList<>();
    private final Set<String> namespaces = new LinkedHashSet<>();
    private boolean allNamespaces;
    private boolean schemas;
    private ParseMode regoVersion = ParseMode.AUTO;
    private Duration timeout = Duration.ofSeconds(60);

    /**
     * A policy file ({@code .rego}, {@code .guard}, a ConstraintTemplate or constraint YAML) or a
     * directory of them, read now ({@code cairn scan -p}).
     *
     * @throws UncheckedIOException when the path cannot be read
     */
    public Builder policy(Path path) {
      policyRoots.add(read(path, "policy/" + policyRoots.size(), policies));
      policyOrigins.add(path.toString());
      return this;
    }

    /** A policy given as text, under a file name that says its kind ({@code deny.rego}, {@code s3.guard}). */
    public Builder policy(String fileName, String text) {
      String root = "policy/" + policyRoots.size() + "/" + Path.of(fileName).getFileName();
      policies.put(root, text.getBytes(StandardCharsets.UTF_8));
      policyRoots.add(root);
      policyOrigins.add(fileName);
      return this;
    }

    /** A JSON or YAML data file, or a directory of them, merged into {@code data} ({@code cairn scan -d}). */
    public Builder data(Path path) {
      dataRoots.add(read(path, "data/" + dataRoots.size(), data));
      dataOrigins.add(path.toString());
      return this;
    }

    /** A Rego package whose rules are reported ({@code -n}; default {@code main}; {@code *} wildcards). */
    public Builder namespace(String namespace) {
      namespaces.add(namespace);
      return this;
    }

    /** Report the rules of every Rego package ({@code --all-namespaces}). */
    public Builder allNamespaces(boolean all) {
      this.allNamespaces = all;
      return this;
    }

    /** Also check CloudFormation templates against the resource provider schemas ({@code --schemas}). */
    public Builder schemas(boolean schemas) {
      this.schemas = schemas;
      return this;
    }

    /** {@code auto}, {@code v0} or {@code v1} ({@code --rego-version}). */
    public Builder regoVersion(ParseMode mode) {
      this.regoVersion = mode;
      return this;
    }

    /** Stop evaluating one input after this long; null: no limit ({@code --timeout}, default 60s as there). */
    public Builder timeout(Duration timeout) {
      this.timeout = timeout;
      return this;
    }

    public PolicyBundle build() {
      return new PolicyBundle(this);
    }

    /**
     * Reads a file, or every regular file below a directory, into {@code into} under {@code root}
     * and returns the bundle path that stands for the path given.
     */
    private static String read(Path path, String root, Map<String, byte[]> into) {
      try {
        if (Files.isDirectory(path)) {
          String dir = root + "/" + name(path);
          try (Stream<Path> files = Files.walk(path)) {
            for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
              into.put(dir + "/" + path.relativize(f).toString().replace('\\', '/'), Files.readAllBytes(f));
            }
          }
          return dir;
        }
        String file = root + "/" + name(path);
        into.put(file, Files.readAllBytes(path));
        return file;
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read policy path " + path + ": " + e.getMessage(), e);
      }
    }

    private static String name(Path path) {
      Path n = path.toAbsolutePath().normalize().getFileName();
      return n == null ? "root" : n.toString();
    }
  }
}
