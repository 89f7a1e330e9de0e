package dev.cairn.constraints;

import dev.cairn.locator.Document;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.locator.FileTree;
import dev.cairn.locator.LocatorException;
import dev.cairn.locator.SourceFile;
import dev.cairn.scan.ScanInput;
import dev.cairn.report.Finding;
import dev.cairn.report.InputError;
import dev.cairn.report.ScanReport;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * {@code cairn scan} for constraints: ConstraintTemplates, constraints, Configs and
 * ExpansionTemplates found among the policy paths' YAML files, and every object of the scanned
 * files reviewed against them (all objects are the inventory), as located findings.
 */
public final class ConstraintScanner {
  private final List<SourceDocument> policyDocuments;
  private final DocumentLoader loader = DocumentLoader.builder().build();
  private final List<Target> targets;
  private final Duration timeout;

  private ConstraintScanner(List<SourceDocument> policyDocuments, List<Target> targets, Duration timeout) {
    this.policyDocuments = List.copyOf(policyDocuments);
    this.targets = List.copyOf(targets);
    this.timeout = timeout;
  }

  /**
   * Reads the framework's documents among the {@code .yaml}/{@code .yml} files under the paths and
   * checks them (templates compile, constraints fit their schemas).
   *
   * @throws ConstraintException located, for a template or constraint that cannot be used
   * @throws LocatorException for a policy file that is not YAML
   */
  public static ConstraintScanner load(List<Path> policyPaths, List<Target> targets) {
    return load(policyPaths, targets, null);
  }

  /**
   * As {@link #load(List, List)}, each template evaluation bounded by {@code timeout} (null: none);
   * a template whose Rego runs past it is an error of the object it reviewed, and the other
   * constraints and objects are still checked.
   */
  public static ConstraintScanner load(List<Path> policyPaths, List<Target> targets, Duration timeout) {
    DocumentLoader loader = DocumentLoader.builder().build();
    List<SourceDocument> docs = new ArrayList<>();
    for (Path p : policyPaths) {
      for (Path f : yamlFiles(p)) {
        if (!mentionsGatekeeper(f)) {
          continue; // other YAML next to policies (data, fixtures) is not ours to parse
        }
        SourceFile sf = loader.load(f);
        for (Document d : sf.documents()) {
          if (d.value() != null && isFrameworkDocument(d)) {
            docs.add(SourceDocument.of(f.toString(), d));
          }
        }
      }
    }
    ConstraintScanner scanner = new ConstraintScanner(docs, targets, timeout);
    scanner.client(); // checks every template and constraint now, before any input is read
    return scanner;
  }

  /** Whether any template or constraint was found. */
  public boolean isEmpty() {
    return policyDocuments.isEmpty();
  }

  /** Whether a {@code .rego} file is among the paths (so the Rego scanner has work too). */
  public static boolean hasRego(List<Path> policyPaths) {
    for (Path p : policyPaths) {
      if (FileTree.walk(p, f -> f.toString().endsWith(".rego")).stream()
          .anyMatch(e -> e.path().toString().endsWith(".rego"))) {
        return true;
      }
    }
    return false;
  }

  /** Reviews every object of the inputs; unreadable inputs become errors of the report. */
  public ScanReport scan(List<ScanInput> inputs) {
    Client client = client();
    List<InputError> errors = new ArrayList<>();
    List<ReviewObject> objects = new ArrayList<>();
    int documents = 0;
    for (ScanInput in : inputs) {
      if (!in.usable()) {
        errors.add(new InputError(in.name(), 0, 0, in.problem()));
        continue;
      }
      SourceFile sf;
      try {
        sf = in.text() != null ? loader.load(in.name(), in.text()) : loader.load(in.path());
      } catch (LocatorException e) {
        errors.add(new InputError(in.name(), e.line(), e.column(), e.reason()));
        continue;
      } catch (RuntimeException e) {
        errors.add(new InputError(in.name(), 0, 0, "cannot read: " + e.getMessage()));
        continue;
      }
      for (Document d : sf.documents()) {
        documents++;
        if (d.value() == null || isFrameworkDocument(d)) {
          continue;
        }
        SourceDocument src = SourceDocument.of(in.name(), d);
        for (Target t : targets) {
          try {
            objects.addAll(t.objects(src));
          } catch (ConstraintException e) {
            errors.add(new InputError(in.name(), e.line(), e.column(), e.reason()));
          }
        }
      }
    }
    objects.forEach(client::addData);
    List<Finding> findings = new ArrayList<>();
    for (ReviewObject o : objects) {
      // the object's error, saying which template or constraint failed on it and where
      String file = o.source() != null ? o.source().file() : o.id().toString();
      Consumer<ConstraintException> failed = e -> errors.add(new InputError(file, 0, 0, e.getMessage()));
      for (Result r : client.review(o, failed)) {
        findings.add(Findings.of(r, o));
      }
    }
    findings.sort(Finding.REPORT_ORDER);
    return new ScanReport(findings, errors, inputs.size(), documents, 0);
  }

  /**
   * Both reports as one: findings merged in order; an error both report (a file neither could read)
   * once, every other error of either kept.
   */
  public static ScanReport merge(ScanReport a, ScanReport b) {
    List<Finding> findings = new ArrayList<>(a.findings());
    findings.addAll(b.findings());
    findings.sort(Finding.REPORT_ORDER);
    java.util.LinkedHashSet<InputError> errors = new java.util.LinkedHashSet<>(a.errors());
    errors.addAll(b.errors());
    List<dev.cairn.report.CheckedInput> checked = new ArrayList<>(a.checked());
    checked.addAll(b.checked());
    return new ScanReport(findings, List.copyOf(errors), a.files(), a.documents(), a.exceptions() + b.exceptions(),
        a.exempted() + b.exempted(), checked);
  }

  private Client client() {
    Client.Builder b = Client.builder().timeout(timeout);
    targets.forEach(b::target);
    Client client = b.build();
    for (SourceDocument d : policyDocuments) {
      if (TemplateReader.isTemplate(d.value())) {
        client.add(d);
      }
    }
    for (SourceDocument d : policyDocuments) {
      if (!TemplateReader.isTemplate(d.value())) {
        client.add(d);
      }
    }
    return client;
  }

  private static boolean mentionsGatekeeper(Path f) {
    try {
      return Files.readString(f).contains("gatekeeper.sh");
    } catch (IOException | UncheckedIOException e) {
      return true; // let the loader report why it cannot be read
    }
  }

  private static boolean isFrameworkDocument(Document d) {
    return TemplateReader.isTemplate(d.value())
        || ConstraintReader.isConstraint(d.value())
        || Exemptions.isConfig(d.value())
        || Expander.isExpansionTemplate(d.value())
        || SuiteRunner.isSuite(d.value());
  }

  /** @throws ConstraintException for a path that cannot be read (a policy that cannot be read stops the run) */
  private static List<Path> yamlFiles(Path p) {
    List<Path> out = new ArrayList<>();
    for (FileTree.Entry e : FileTree.walk(p, ConstraintScanner::isYaml)) {
      if (!isYaml(e.path()) && !Files.isDirectory(e.path())) {
        continue; // a file named directly that is not YAML: another scanner's (.rego, .guard)
      }
      if (!e.isFile()) {
        throw new ConstraintException(e.path().toString(), 0, 0, e.problem());
      }
      if (!Files.isDirectory(e.path())) {
        out.add(e.path());
      }
    }
    return out;
  }

  private static boolean isYaml(Path f) {
    String n = f.toString();
    return n.endsWith(".yaml") || n.endsWith(".yml");
  }
}
