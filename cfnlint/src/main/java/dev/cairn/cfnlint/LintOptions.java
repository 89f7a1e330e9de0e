package dev.cairn.cfnlint;

import java.util.List;

/**
 * What a lint checks, as cfn-lint's options say it.
 *
 * @param regions the regions whose schemas every resource must fit ({@code us-east-1})
 * @param ignoreChecks rule ids or prefixes not to report ({@code W}, {@code E3012})
 * @param includeChecks rule ids or prefixes to report that are off by default (the {@code I} rules)
 * @param strict cfn-lint's {@code E3012:strict=true}: no type coercion
 */
public record LintOptions(List<String> regions, List<String> ignoreChecks, List<String> includeChecks, boolean strict) {
  public static final LintOptions DEFAULT = new LintOptions(List.of("us-east-1"), List.of(), List.of(), false);

  public LintOptions {
    regions = List.copyOf(regions);
    ignoreChecks = List.copyOf(ignoreChecks);
    includeChecks = List.copyOf(includeChecks);
    if (regions.isEmpty()) {
      throw new IllegalArgumentException("at least one region");
    }
  }
}
