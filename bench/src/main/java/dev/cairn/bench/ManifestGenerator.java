package dev.cairn.bench;

import static dev.cairn.bench.TemplateGenerator.map;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.snakeyaml.engine.v2.api.Dump;
import org.snakeyaml.engine.v2.api.DumpSettings;
import org.snakeyaml.engine.v2.common.FlowStyle;

/**
 * Deterministic multi-document Kubernetes manifests: Deployments and Pods, about one in four with
 * a privileged container, a {@code latest} tag, missing limits or the host network.
 */
public final class ManifestGenerator {
  private ManifestGenerator() {}

  /** {@code documents} objects separated by {@code ---}. */
  public static String yaml(int documents, long seed) {
    return new Dump(SETTINGS).dumpAllToString(documents(documents, seed).iterator());
  }

  /**
   * The same objects as one YAML document, a list: the form of a multi-document file for a tool
   * that reads one input, each element evaluated as its own input.
   */
  public static String listYaml(int documents, long seed) {
    return new Dump(SETTINGS).dumpToString(documents(documents, seed));
  }

  private static final DumpSettings SETTINGS =
      DumpSettings.builder().setDefaultFlowStyle(FlowStyle.BLOCK).setIndent(2).build();

  private static List<Object> documents(int documents, long seed) {
    Random random = new Random(seed);
    List<Object> docs = new ArrayList<>();
    for (int i = 0; i < documents; i++) {
      docs.add(object(i, random.nextInt(4) == 0, random));
    }
    return docs;
  }

  private static Map<String, Object> object(int i, boolean bad, Random random) {
    Map<String, Object> container = map(
        "name", "app" + i,
        "image", bad && random.nextBoolean() ? "registry.example.com/app:latest" : "registry.example.com/app:1." + i,
        "securityContext", map("privileged", bad && random.nextBoolean(), "allowPrivilegeEscalation", !bad),
        "resources", bad ? map("requests", map("cpu", "100m")) : map("limits", map("cpu", "500m", "memory", "256Mi")));
    Map<String, Object> podSpec = map(
        "hostNetwork", bad && random.nextBoolean(),
        "securityContext", map("runAsNonRoot", !bad),
        "containers", List.of(container));
    Map<String, Object> metadata = map("name", "app-" + i, "namespace", "ns" + (i % 5));
    if (i % 2 == 0) {
      return map("apiVersion", "v1", "kind", "Pod", "metadata", metadata, "spec", podSpec);
    }
    return map("apiVersion", "apps/v1", "kind", "Deployment", "metadata", metadata,
        "spec", map("replicas", 2, "template", map("metadata", map("labels", map("app", "app-" + i)), "spec", podSpec)));
  }
}
