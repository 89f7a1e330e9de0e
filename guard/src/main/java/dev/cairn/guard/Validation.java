package dev.cairn.guard;

import dev.cairn.locator.Document;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.locator.InputFormat;
import dev.cairn.locator.LocatorException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One rules file evaluated on one document of a data file: each named rule's outcome, and the
 * document as the locator read it (null when it could not), which places the failing checks.
 */
public record Validation(String dataFile, String rulesFile, List<RuleOutcome> outcomes, Document document) {

  public Validation {
    outcomes = List.copyOf(outcomes);
  }

  /**
   * Every rules file on every data file, in cfn-guard's order (rules files outermost); data files are
   * named by their absolute path, as cfn-guard names them.
   *
   * @throws DataException when a data file cannot be read or merged with the parameters
   * @throws GuardEvalException when a rule cannot be evaluated
   */
  public static List<Validation> all(List<GuardRules> rules, Map<Path, String> data, InputParameters parameters) {
    Run run = run(rules, data, parameters, null);
    if (!run.failures().isEmpty()) {
      throw run.failures().get(0);
    }
    return run.validations();
  }

  /**
   * What {@link #run} found: the validations of the data files that could be evaluated, and an error
   * for each data file (and rules file) that could not, saying where and why.
   */
  public record Run(List<Validation> validations, List<RuntimeException> failures) {
    public Run {
      validations = List.copyOf(validations);
      failures = List.copyOf(failures);
    }

    /** Each failure as one line, {@code file:line:column: reason}. */
    public List<String> errors() {
      return failures.stream().map(RuntimeException::getMessage).toList();
    }
  }

  /**
   * As {@link #all}, but a data file that cannot be read, or a rules file that cannot be evaluated on
   * it (an unknown variable, rules that refer to themselves, {@code timeout} passed; null: no
   * deadline), is an error of that pair, and every other pair is still evaluated.
   */
  public static Run run(List<GuardRules> rules, Map<Path, String> data, InputParameters parameters, Duration timeout) {
    List<Validation> out = new ArrayList<>();
    List<RuntimeException> failures = new ArrayList<>();
    Map<Path, List<Document>> located = new HashMap<>();
    java.util.Set<Path> unreadable = new java.util.HashSet<>();
    DocumentLoader loader = DocumentLoader.builder().build();
    for (GuardRules r : rules) {
      for (Map.Entry<Path, String> d : data.entrySet()) {
        if (unreadable.contains(d.getKey())) {
          continue; // reported once, with the first rules file
        }
        String name = d.getKey().toAbsolutePath().normalize().toString();
        List<List<RuleOutcome>> docs;
        try {
          docs = r.evaluate(d.getKey().toString(), d.getValue(), parameters, timeout);
        } catch (DataException e) {
          unreadable.add(d.getKey());
          failures.add(e);
          continue;
        } catch (GuardEvalException e) {
          failures.add(new GuardEvalException(e.located(r.name()) + " (evaluating " + d.getKey() + ")"));
          continue;
        }
        List<Document> where = located.computeIfAbsent(d.getKey(), k -> locate(loader, k.toString(), d.getValue()));
        for (int i = 0; i < docs.size(); i++) {
          out.add(new Validation(name, r.name(), docs.get(i), i < where.size() ? where.get(i) : null));
        }
      }
    }
    return new Run(out, failures);
  }

  /** The documents as the locator reads them, to place the failing checks; none when it cannot. */
  private static List<Document> locate(DocumentLoader loader, String name, String text) {
    try {
      return loader.load(name, text).documents();
    } catch (LocatorException e) {
      try {
        // A .json file that is YAML: cfn-guard reads it as YAML (DataReader), and so do the regions.
        return loader.load(name, text, InputFormat.YAML).documents();
      } catch (LocatorException notYaml) {
        return List.of();
      }
    }
  }

  /** FAIL when a rule failed, else PASS when one passed, else SKIP: cfn-guard's status of a data file. */
  public static Status status(List<RuleOutcome> outcomes) {
    Status s = Status.SKIP;
    for (RuleOutcome o : outcomes) {
      if (o.status() == Status.FAIL) {
        return Status.FAIL;
      }
      if (o.status() == Status.PASS) {
        s = Status.PASS;
      }
    }
    return s;
  }
}
