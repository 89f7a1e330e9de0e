package dev.cairn.cfnlint.differential;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.locator.DocumentLoader;
import dev.cairn.locator.LocatorException;
import dev.cairn.locator.SourceFile;
import dev.cairn.report.Finding;
import dev.cairn.cfnlint.SchemaStore;
import dev.cairn.cfnlint.TemplateLinter;
import dev.cairn.testkit.Peers;
import dev.cairn.testkit.Shared;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The live cfn-lint beside Cairn's linter on AWS's sample templates (with that folder's {@code
 * .cfnlintrc}) and on the repository's own templates: every (template, rule, line) finding of the
 * E1, E3 and W rules Cairn implements is paired in both directions. At least 98% of cfn-lint's must be
 * reported by Cairn at the same line, and at most 2% of Cairn's may have no cfn-lint counterpart. The
 * figures and every disagreement, grouped by rule, are printed and written to
 * {@code target/cfn-lint-differential/}. A template Cairn reports as not checked (rule E0001: a SAM
 * template, whose transform Cairn does not expand) is left out of the pairing and listed.
 */
class CfnLintDifferentialTest {
  private static final double MIN_RECALL = 0.98;
  private static final double MAX_EXTRA = 0.02;
  private static final DocumentLoader LOADER = DocumentLoader.builder().build();
  /** Where the repository keeps CloudFormation templates (among other inputs): its tests' and the guard corpus. */
  private static final List<String> FIXTURES =
      List.of("cfnlint/src/test/resources/templates", "cli/src/test/resources/fixtures/lint", "fixtures");

  @Test
  void awsSampleTemplates() throws Exception {
    Path cfnLint = Peers.require("cfn-lint");
    Path corpus = Shared.require("real-inputs/aws-cloudformation-templates");
    CfnLintConfig config = CfnLintConfig.read(corpus.resolve(".cfnlintrc"), SchemaStore.bundled().regions());
    List<String> files = new ArrayList<>();
    int notTemplates = 0;
    for (String f : templateFiles(corpus)) {
      if (config.ignored(f)) {
        continue;
      }
      if (isTemplate(corpus.resolve(f))) {
        files.add(f);
      } else {
        notTemplates++;
      }
    }
    PairedFindings d = compare(new CfnLint(cfnLint), corpus, files, config, "AWS sample templates ("
        + files.size() + " templates; " + notTemplates + " other JSON/YAML files left out; regions "
        + config.regions() + " of " + config.configuredRegions() + ")", "aws-cloudformation-templates");
    assertThat(files).hasSizeGreaterThan(200);
    assertThat(d.recall()).as("share of cfn-lint's findings Cairn reports at the same line").isGreaterThanOrEqualTo(MIN_RECALL);
    assertThat(d.extra()).as("share of Cairn's findings with no cfn-lint counterpart").isLessThanOrEqualTo(MAX_EXTRA);
  }

  @Test
  void theRepositorysOwnTemplates() throws Exception {
    Path cfnLint = Peers.require("cfn-lint");
    Path root = Path.of("..").toAbsolutePath().normalize();
    List<String> files = new ArrayList<>();
    for (String dir : FIXTURES) {
      for (String f : templateFiles(root.resolve(dir))) {
        if (isTemplate(root.resolve(dir).resolve(f))) {
          files.add(dir + "/" + f);
        }
      }
    }
    PairedFindings d = compare(new CfnLint(cfnLint), root, files, CfnLintConfig.DEFAULT,
        "the repository's templates (" + files.size() + ")", "fixtures");
    assertThat(files).hasSizeGreaterThan(600);
    assertThat(d.recall()).as("share of cfn-lint's findings Cairn reports at the same line").isGreaterThanOrEqualTo(MIN_RECALL);
    assertThat(d.extra()).as("share of Cairn's findings with no cfn-lint counterpart").isLessThanOrEqualTo(MAX_EXTRA);
  }

  /** Runs both tools, pairs their findings, prints and writes the report. */
  private static PairedFindings compare(CfnLint cfnLint, Path dir, List<String> files, CfnLintConfig config, String title,
      String reportName) throws IOException, InterruptedException {
    List<Reported> theirs = cfnLint.lint(dir, config.cfnLintOptions(), files);
    TemplateLinter linter = new TemplateLinter(SchemaStore.bundled(), config.lintOptions());
    List<Reported> ours = new ArrayList<>();
    Set<String> notChecked = new TreeSet<>();
    List<String> unexpected = new ArrayList<>();
    // nothing but findings: no library writes a log line to stderr while templates are linted
    java.io.ByteArrayOutputStream stderr = new java.io.ByteArrayOutputStream();
    java.io.PrintStream original = System.err;
    System.setErr(new java.io.PrintStream(stderr, true, StandardCharsets.UTF_8));
    List<List<Finding>> results = new ArrayList<>();
    try {
      for (String f : files) {
        results.add(linter.lint(dir.resolve(f)));
      }
    } finally {
      System.setErr(original);
    }
    assertThat(stderr.toString(StandardCharsets.UTF_8)).as("what linting printed on stderr").isEmpty();
    for (int i = 0; i < files.size(); i++) {
      String f = files.get(i);
      for (Finding x : results.get(i)) {
        if (x.ruleId().equals("E0001")) {
          notChecked.add(f);
        }
        if (x.ruleId().equals("E0002") || !TemplateLinter.ruleIds().contains(x.ruleId())) {
          unexpected.add(f + ":" + x.location().line() + " " + x.ruleId() + " " + x.message());
        }
        ours.add(new Reported(new Occurrence(f, x.ruleId(), x.location().line()), x.message()));
      }
    }
    int cfnLintOnNotChecked = (int) theirs.stream().filter(r -> notChecked.contains(r.at().file())).count();
    theirs.removeIf(r -> notChecked.contains(r.at().file()));
    ours.removeIf(r -> notChecked.contains(r.at().file()));
    PairedFindings d = new PairedFindings(theirs, ours, CfnLintDifferentialTest::compared);
    String report = "cfn-lint " + cfnLint.version() + "\n" + d.report(title, notChecked)
        + (notChecked.isEmpty() ? "" : "cfn-lint findings on the templates left out: " + cfnLintOnNotChecked + "\n");
    System.out.println(report);
    Path out = Path.of("target/cfn-lint-differential");
    Files.createDirectories(out);
    Files.writeString(out.resolve(reportName + ".txt"), report, StandardCharsets.UTF_8);
    assertThat(unexpected).as("findings Cairn could not check, or under ids it does not list").isEmpty();
    return d;
  }

  /** The E1, E3 and W rules Cairn implements. */
  private static boolean compared(String rule) {
    return (rule.startsWith("E1") || rule.startsWith("E3") || rule.startsWith("W")) && TemplateLinter.ruleIds().contains(rule);
  }

  /** The {@code .yaml} and {@code .json} files below {@code dir}, relative to it with {@code /}, sorted. */
  private static List<String> templateFiles(Path dir) throws IOException {
    try (Stream<Path> walk = Files.walk(dir)) {
      return walk.filter(Files::isRegularFile)
          .filter(p -> p.toString().endsWith(".yaml") || p.toString().endsWith(".json"))
          .map(p -> dir.relativize(p).toString().replace('\\', '/'))
          .sorted()
          .toList();
    }
  }

  /** A file with a document that looks like a template, or one that does not parse (both tools report it). */
  private static boolean isTemplate(Path file) {
    try {
      SourceFile f = LOADER.load(file);
      return f.documents().stream().anyMatch(d -> TemplateLinter.isTemplate(d.value()));
    } catch (LocatorException e) {
      return true;
    }
  }
}
