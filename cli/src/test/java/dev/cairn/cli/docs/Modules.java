package dev.cairn.cli.docs;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * The project's Maven modules as their POMs declare them: artifact id, version, directory and the
 * project's own artifacts each depends on outside test scope. A library example names the artifacts
 * it needs; this is how the test finds what that name brings onto the classpath.
 */
final class Modules {
  static final String GROUP = "dev.cairn";

  record Module(String artifactId, String version, Path dir, List<String> dependencies) {}

  private final Map<String, Module> byArtifact;

  private Modules(Map<String, Module> byArtifact) {
    this.byArtifact = byArtifact;
  }

  static Modules of(Path root) {
    Map<String, Module> modules = new LinkedHashMap<>();
    Deque<Path> poms = new ArrayDeque<>(List.of(root.resolve("pom.xml")));
    while (!poms.isEmpty()) {
      Path pom = poms.pop();
      Element project = read(pom).getDocumentElement();
      Module module = new Module(text(project, "artifactId"), version(project), pom.getParent(), dependencies(project));
      modules.put(module.artifactId(), module);
      Element list = child(project, "modules");
      if (list != null) {
        for (Element m : children(list, "module")) {
          poms.add(pom.getParent().resolve(m.getTextContent().strip()).resolve("pom.xml"));
        }
      }
    }
    return new Modules(modules);
  }

  Module get(String artifactId) {
    return byArtifact.get(artifactId);
  }

  /** The artifacts and, transitively, the project's artifacts they depend on. */
  Set<String> closure(Set<String> artifacts) {
    Set<String> all = new LinkedHashSet<>();
    Deque<String> todo = new ArrayDeque<>(artifacts);
    while (!todo.isEmpty()) {
      String a = todo.pop();
      Module m = byArtifact.get(a);
      if (m != null && all.add(a)) {
        todo.addAll(m.dependencies());
      }
    }
    return all;
  }

  /**
   * The entries of {@code classpath} a user of {@code artifacts} has: every third-party entry (the
   * test cannot tell those apart by POM without Maven), and of the project's own, only the
   * closure's main classes (never test classes, never another module's).
   */
  List<String> classpathFor(Set<String> artifacts, String classpath) {
    Set<String> closure = closure(artifacts);
    List<String> kept = new ArrayList<>();
    for (String entry : classpath.split(File.pathSeparator)) {
      String artifact = artifactOf(Path.of(entry).toAbsolutePath().normalize());
      if (artifact == null || closure.contains(artifact)) {
        kept.add(entry);
      }
    }
    return kept;
  }

  /**
   * The project artifact a classpath entry holds ("" for test classes, to leave out), or null for a
   * third party's. In the reactor a module is its {@code target/classes} under {@code mvn test} and
   * its packaged jar under {@code mvn verify}.
   */
  private String artifactOf(Path entry) {
    for (Module m : byArtifact.values()) {
      Path target = m.dir().resolve("target").toAbsolutePath().normalize();
      if (entry.equals(target.resolve("classes"))
          || entry.equals(target.resolve(m.artifactId() + "-" + m.version() + ".jar"))) {
        return m.artifactId();
      }
      if (entry.startsWith(m.dir().resolve("target").toAbsolutePath().normalize())) {
        return "";
      }
    }
    String path = entry.toString().replace('\\', '/');
    int at = path.indexOf("/dev/cairn/");
    if (at >= 0) {
      String rest = path.substring(at + "/dev/cairn/".length());
      return rest.substring(0, rest.indexOf('/') < 0 ? rest.length() : rest.indexOf('/'));
    }
    return null;
  }

  private static Document read(Path pom) {
    try {
      DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
      factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
      factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      return factory.newDocumentBuilder().parse(Files.newInputStream(pom));
    } catch (Exception e) {
      throw new IllegalStateException("cannot read " + pom + ": " + e.getMessage(), e);
    }
  }

  private static String version(Element project) {
    String own = text(project, "version");
    if (own != null) {
      return own;
    }
    Element parent = child(project, "parent");
    return parent == null ? null : text(parent, "version");
  }

  private static List<String> dependencies(Element project) {
    List<String> deps = new ArrayList<>();
    Element list = child(project, "dependencies");
    if (list == null) {
      return deps;
    }
    for (Element d : children(list, "dependency")) {
      String scope = text(d, "scope");
      if (GROUP.equals(text(d, "groupId")) && !"test".equals(scope)) {
        deps.add(text(d, "artifactId"));
      }
    }
    return deps;
  }

  private static String text(Element parent, String name) {
    Element e = child(parent, name);
    return e == null ? null : e.getTextContent().strip();
  }

  private static Element child(Element parent, String name) {
    List<Element> all = children(parent, name);
    return all.isEmpty() ? null : all.get(0);
  }

  private static List<Element> children(Element parent, String name) {
    List<Element> out = new ArrayList<>();
    NodeList nodes = parent.getChildNodes();
    for (int i = 0; i < nodes.getLength(); i++) {
      Node n = nodes.item(i);
      if (n instanceof Element e && e.getTagName().equals(name)) {
        out.add(e);
      }
    }
    return out;
  }
}
