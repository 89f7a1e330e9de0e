import type { PolicyValidationPluginReportBeta1, PolicyViolationBeta1 } from 'aws-cdk-lib';

/** The severities Cairn's `--output cdk` writes, which the CDK knows. */
export type CdkSeverity = 'error' | 'warning' | 'info';

const RANK: Record<string, number> = { info: 0, warning: 1, error: 2 };

/** What the plugin leaves out of Cairn's report. */
export interface ReportFilter {
  readonly disabledRules: string[];
  readonly severityThreshold: CdkSeverity;
}

/**
 * Drops violations of disabled rules (by id or by rule path) and below the threshold. The report
 * fails when an error is left: the CDK prints warnings and infos without failing synthesis.
 */
export function filterReport(
  report: PolicyValidationPluginReportBeta1,
  filter: ReportFilter,
): PolicyValidationPluginReportBeta1 {
  const disabled = new Set(filter.disabledRules);
  const floor = RANK[filter.severityThreshold];
  const kept = report.violations.filter(
    (v) => !disabled.has(v.ruleName) && !disabled.has(v.ruleMetadata?.rule ?? '') && rank(v) >= floor,
  );
  const dropped = report.violations.length - kept.length;
  return {
    ...report,
    success: report.metadata?.error === undefined && kept.every((v) => v.severity !== 'error'),
    violations: kept,
    metadata: { ...report.metadata, filtered: String(dropped) },
  };
}

function rank(v: PolicyViolationBeta1): number {
  return RANK[v.severity ?? 'error'] ?? RANK.error;
}
