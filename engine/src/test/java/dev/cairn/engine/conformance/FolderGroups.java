package dev.cairn.engine.conformance;

import java.util.List;
import java.util.Set;

/** The reporting groups of the conformance folders, as listed in shared/conformance/README.md. */
final class FolderGroups {
  static final String LANGUAGE = "language";
  static final String BUILTINS = "builtins";
  static final String OUT_OF_SCOPE = "out-of-scope";

  /** Report order. */
  static final List<String> ALL = List.of(LANGUAGE, BUILTINS, OUT_OF_SCOPE);

  private static final Set<String> LANGUAGE_FOLDERS =
      Set.of(
          "assignments", "baseandvirtualdocs", "completedoc", "comparisonexpr",
          "compositebasedereference", "compositereferences", "comprehensions", "containskeyword",
          "dataderef", "defaultkeyword", "disjunction", "elsekeyword", "embeddedvirtualdoc",
          "eqexpr", "evaltermexpr", "every", "example", "fix1863", "functionerrors", "functions",
          "helloworld", "indirectreferences", "inputvalues", "invalidkeyerror", "negation",
          "nestedreferences", "partialdocconstants", "partialiter", "partialobjectdoc",
          "partialsetdoc", "planner-ir", "refheads", "topdowndynamicdispatch", "undos",
          "varreferences", "virtualdocs", "withkeyword");

  private static final Set<String> OUT_OF_SCOPE_FOLDERS =
      Set.of("graphql", "netlookupipaddr", "providers-aws", "regoparsemodule");

  private FolderGroups() {}

  static String groupOf(String folder) {
    if (LANGUAGE_FOLDERS.contains(folder)) {
      return LANGUAGE;
    }
    if (OUT_OF_SCOPE_FOLDERS.contains(folder)) {
      return OUT_OF_SCOPE;
    }
    return BUILTINS;
  }
}
