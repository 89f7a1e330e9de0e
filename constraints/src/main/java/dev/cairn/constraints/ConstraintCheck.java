package dev.cairn.constraints;

import dev.cairn.locator.Document;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.locator.FileTree;
import dev.cairn.locator.LocatorException;
import dev.cairn.locator.SourceFile;
import dev.cairn.report.CheckedInput;
import dev.cairn.scan.Check;
import dev.cairn.scan.InputFile;
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
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * Gatekeeper's constraints as a {@link Check} of a scan: ConstraintTemplates, constraints, Configs
 * and ExpansionTemplates found among the policy paths' YAML files, and every object of the scanned
 * files reviewed against them (all objects are the inventory), as located findings. Each object's
 * document is an input checked with every constraint; a constraint that cannot be evaluated on an
 * object is that object's error, naming the constraint.
 */
public final class ConstraintCheck implements Check {
  /** The kind of check reports name ({@link CheckedInput#check}). */
  public static final String KIND = "constraints";

  private final List<SourceDocument> policyDocuments;
  private final List<Target> targets;
  private final Duration timeout;

  private ConstraintCheck(List<SourceDocument> policyDocuments, List<Target> targets, Duration timeout) {
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
  public static ConstraintCheck load(List<Path> policyPaths, List<Target> targets) {
    return load(policyPaths, targets, null);
  }

  /**
   * As {@link #load(List, List)}, each template evaluation bounded by {@code timeout} (null: none);
   * a template whose Rego runs past it is an error of the object it reviewed, and the other
   * constraints and objects are still checked.
   */
  public static ConstraintCheck load(List<Path> policyPaths, List<Target> targets, Duration timeout) {
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
    ConstraintCheck scanner = new ConstraintCheck(docs, targets, timeout);
    scanner.client(); // checks every template and constraint now, before any input is read
    return scanner;
  }

  /** Whether any template or constraint was found. */
  public boolean isEmpty() {
    return policyDocuments.isEmpty();
  }

  @Override
  public ScanReport check(List<InputFile> files) {
    Client client = client();
    List<String> constraintIds = client.constraints().stream().map(Constraint::id).toList();
    List<InputError> errors = new ArrayList<>();
    List<ReviewObject> objects = new ArrayList<>();
    Map<SourceDocument, Integer> documentOf = new IdentityHashMap<>();
    int documents = 0;
    for (InputFile in : files) {
      SourceFile sf;
      try {
        sf = in.source();
      } catch (LocatorException e) {
        errors.add(new InputError(in.name(), e.line(), e.column(), e.reason()));
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
    Map<String, CheckedDocument> checked = new LinkedHashMap<>();
    for (ReviewObject o : objects) {
      // the object's error, saying which template or constraint failed on it and where
      String file = o.source() != null ? o.source().file() : o.id().toString();
      int document = o.source() != null ? o.source().document().index() : 0;
      CheckedDocument doc = checked.computeIfAbsent(file + "\u0000" + document, k -> new CheckedDocument(file, document));
      BiConsumer<Constraint, ConstraintException> failed = (c, e) -> {
        errors.add(new InputError(file, 0, 0, e.getMessage(), c.id()));
        doc.failed.add(c.id());
      };
      for (Result r : client.review(o, failed)) {
        findings.add(Findings.of(r, o));
      }
    }
    findings.sort(Finding.REPORT_ORDER);
    List<CheckedInput> inputs = checked.values().stream()
        .map(d -> new CheckedInput(d.file, d.document, constraintIds, List.of(), List.copyOf(d.failed), KIND))
        .toList();
    return new ScanReport(findings, errors, files.size(), documents, 0, 0, inputs);
  }

  /** An object's document, and the constraints that failed on it. */
  private static final class CheckedDocument {
    final String file;
    final int document;
    final Set<String> failed = new LinkedHashSet<>();

    CheckedDocument(String file, int document) {
      this.file = file;
      this.document = document;
    }
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
    for (FileTree.Entry e : FileTree.walk(p, ConstraintCheck::isYaml)) {
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
