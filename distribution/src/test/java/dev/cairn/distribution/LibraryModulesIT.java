package dev.cairn.distribution;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The published modules as the module system sees their jars: each names itself by its
 * Automatic-Module-Name (dev.cairn.X, holding only packages under it), and all of them resolve
 * together with their libraries on a module path, so no package is split between two jars.
 */
class LibraryModulesIT {
  @Test
  void everyModuleOfTheBomIsANamedModuleThatResolvesOnTheModulePath() throws Exception {
    List<Path> jars = new ArrayList<>();
    Set<String> names = new TreeSet<>();
    List<String> artifacts = bomArtifacts();
    for (String artifact : artifacts) {
      String module = artifact.substring("cairn-".length());
      Path jar = Release.ROOT.resolve(module).resolve("target").resolve(artifact + "-" + Release.VERSION + ".jar");
      assertThat(jar).isRegularFile();
      ModuleDescriptor d = ModuleFinder.of(jar).findAll().iterator().next().descriptor();
      assertThat(d.name()).as(jar.toString()).isEqualTo("dev.cairn." + module.replace('-', '.'));
      assertThat(d.packages()).allMatch(p -> p.equals(d.name()) || p.startsWith(d.name() + "."));
      jars.add(jar);
      names.add(d.name());
    }
    assertThat(names).hasSameSizeAs(artifacts);
    for (String entry : Files.readString(Release.ROOT.resolve("distribution/target/runtime-classpath.txt")).trim().split(":")) {
      if (!entry.contains("/dev/cairn/") && !Path.of(entry).getFileName().toString().startsWith("cairn-")) {
        jars.add(Path.of(entry));
      }
    }

    Configuration resolved = ModuleLayer.boot().configuration()
        .resolve(ModuleFinder.of(jars.toArray(Path[]::new)), ModuleFinder.of(), names);

    assertThat(resolved.modules()).extracting(m -> m.name()).containsAll(names);
    ModuleLayer layer = ModuleLayer.boot().defineModulesWithOneLoader(resolved, ClassLoader.getPlatformClassLoader());
    assertThat(layer.findModule("dev.cairn.engine")).isPresent();
  }

  @Test
  void theBomListsEveryModuleTheBuildManagesForItsOwnModulesButTheTestKit() throws Exception {
    List<String> managed = managedCairnArtifacts(Release.ROOT.resolve("pom.xml"));
    managed.remove("cairn-testkit");

    assertThat(bomArtifacts())
        .as("bom/pom.xml must list the published modules that pom.xml manages (a new or renamed module goes in both)")
        .containsExactlyInAnyOrderElementsOf(managed);
  }

  /** The artifactIds the BOM manages. */
  private static List<String> bomArtifacts() throws Exception {
    return managedCairnArtifacts(Release.ROOT.resolve("bom/pom.xml"));
  }

  /** The dev.cairn artifactIds in a POM's dependencyManagement. */
  private static List<String> managedCairnArtifacts(Path pom) throws Exception {
    Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(pom.toFile());
    NodeList managements = doc.getElementsByTagName("dependencyManagement");
    List<String> artifacts = new ArrayList<>();
    if (managements.getLength() == 0) {
      return artifacts;
    }
    NodeList dependencies = ((Element) managements.item(0)).getElementsByTagName("dependency");
    for (int i = 0; i < dependencies.getLength(); i++) {
      Element d = (Element) dependencies.item(i);
      if (d.getElementsByTagName("groupId").item(0).getTextContent().equals("dev.cairn")) {
        artifacts.add(d.getElementsByTagName("artifactId").item(0).getTextContent());
      }
    }
    return artifacts;
  }
}
