package dev.cairn.guard;

import dev.cairn.locator.LocatorException;
import dev.cairn.locator.TextFile;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A parsed Guard rules file. Immutable and thread-safe: each evaluation builds its own scope.
 *
 * <pre>{@code
 * GuardRules rules = GuardRules.load(Path.of("s3.guard"));
 * for (RuleOutcome o : rules.evaluate("template.yaml", Files.readString(template)).get(0)) {
 *   System.out.println(o.rule() + " " + o.status());
 * }
 * }</pre>
 */
public final class GuardRules {

  private final GuardAst.RulesFile file;

  private GuardRules(GuardAst.RulesFile file) {
    this.file = file;
  }

  /** @throws GuardSyntaxException naming file:line:column */
  public static GuardRules parse(String name, String source) {
    return new GuardRules(GuardParser.parse(name, source));
  }

  /**
   * @throws GuardSyntaxException for a syntax error, and for a file that is not text or cannot be read
   *     (where decoding stopped, or why)
   */
  public static GuardRules load(Path path) {
    String text;
    try {
      text = TextFile.read(path);
    } catch (LocatorException e) {
      throw new GuardSyntaxException(e.file(), e.line(), e.column(), e.reason());
    }
    return parse(path.toString(), text);
  }

  public String name() {
    return file.name();
  }

  /** The named rules, in file order, each once. */
  public List<String> ruleNames() {
    List<String> names = new ArrayList<>();
    for (GuardAst.Rule r : file.rules()) {
      if (!names.contains(r.name())) {
        names.add(r.name());
      }
    }
    return names;
  }

  /**
   * Evaluates every rule against each document of a data file (YAML, or JSON when the name ends in
   * {@code .json}).
   *
   * @throws DataException when the data cannot be read
   * @throws GuardEvalException when a rule cannot be evaluated (an unknown rule or variable)
   */
  public List<List<RuleOutcome>> evaluate(String dataName, String data) {
    return evaluate(dataName, data, InputParameters.NONE);
  }

  /** As {@link #evaluate(String, String)}, with cfn-guard's input parameters merged into each document. */
  public List<List<RuleOutcome>> evaluate(String dataName, String data, InputParameters parameters) {
    return evaluate(dataName, data, parameters, null);
  }

  /**
   * As {@link #evaluate(String, String, InputParameters)}, each document's evaluation stopping with a
   * {@link GuardEvalException} after {@code timeout} (null: no deadline).
   */
  public List<List<RuleOutcome>> evaluate(String dataName, String data, InputParameters parameters, Duration timeout) {
    List<List<RuleOutcome>> out = new ArrayList<>();
    for (GuardValue doc : DataReader.read(dataName, data)) {
      out.add(evaluate(parameters.mergeInto(dataName, doc), timeout));
    }
    return out;
  }

  /**
   * Every named rule's outcome, in file order. Rules sharing a name report one outcome: FAIL if any of
   * them failed, else PASS if any passed, else SKIP.
   */
  List<RuleOutcome> evaluate(GuardValue document) {
    return evaluate(document, null);
  }

  /** As {@link #evaluate(GuardValue)}, stopping with a {@link GuardEvalException} after {@code timeout} (null: never). */
  List<RuleOutcome> evaluate(GuardValue document, Duration timeout) {
    try {
      return outcomes(new RootScope(file, document, new EvaluationLimits(timeout)));
    } catch (StackOverflowError e) {
      // The limits keep rules, variables and blocks within bounds; this is the net under them.
      throw new GuardEvalException("evaluation nested too deeply for the Java stack");
    }
  }

  private List<RuleOutcome> outcomes(RootScope scope) {
    Map<String, Status> status = new LinkedHashMap<>();
    Map<String, List<RuleOutcome.Check>> checks = new LinkedHashMap<>();
    for (GuardAst.Rule rule : file.rules()) {
      List<Failure> failures = new ArrayList<>();
      Status s = GuardEvaluator.rule(rule, scope, failures);
      status.merge(rule.name(), s, GuardRules::combine);
      List<RuleOutcome.Check> list = checks.computeIfAbsent(rule.name(), k -> new ArrayList<>());
      if (s == Status.FAIL) {
        for (Failure f : failures) {
          GuardAst.Access a = f.clause();
          list.add(a == null ? new RuleOutcome.Check(f.at().path().steps(), f.missing(), f.customMessage(), f.reason())
              : new RuleOutcome.Check(f.at().path().steps(), f.missing(), f.customMessage(), f.reason(), a.text(),
                  operatorName(a.cmp().op()), a.cmp().not()));
        }
      }
    }
    List<RuleOutcome> out = new ArrayList<>();
    status.forEach((name, s) -> out.add(new RuleOutcome(name, s, s == Status.FAIL ? checks.get(name) : List.of())));
    return out;
  }

  /** The comparison's name in cfn-guard's reports. */
  private static String operatorName(GuardAst.Op op) {
    return switch (op) {
      case EQ -> "Eq";
      case IN -> "In";
      case LT -> "Lt";
      case LE -> "Le";
      case GT -> "Gt";
      case GE -> "Ge";
      case EXISTS -> "Exists";
      case EMPTY -> "Empty";
      case IS_STRING -> "IsString";
      case IS_LIST -> "IsList";
      case IS_STRUCT -> "IsMap";
      case IS_BOOL -> "IsBool";
      case IS_INT -> "IsInt";
      case IS_FLOAT -> "IsFloat";
      case IS_NULL -> "IsNull";
    };
  }

  private static Status combine(Status a, Status b) {
    if (a == Status.FAIL || b == Status.FAIL) {
      return Status.FAIL;
    }
    return a == Status.PASS || b == Status.PASS ? Status.PASS : Status.SKIP;
  }
}
