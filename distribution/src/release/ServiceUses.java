import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.file.Path;
import java.util.TreeSet;

/**
 * Prints a {@code uses} clause for every service that the given jars' own module descriptors say
 * they load (Jetty, SLF4J, Jackson, Commons Compress...). scripts/release adds them to the module
 * descriptor of the shaded jar, which the runtime image links as one module: a named module may
 * only ServiceLoader.load what it declares. Run with the JDK's source launcher:
 * {@code java ServiceUses.java a.jar b.jar ...}.
 */
public final class ServiceUses {
  public static void main(String[] args) {
    TreeSet<String> uses = new TreeSet<>();
    for (String jar : args) {
      for (ModuleReference ref : ModuleFinder.of(Path.of(jar)).findAll()) {
        ModuleDescriptor d = ref.descriptor();
        if (!d.isAutomatic()) {
          uses.addAll(d.uses());
        }
      }
    }
    uses.forEach(service -> System.out.println("    uses " + service + ";"));
  }
}
