import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type {
  IPolicyValidationContextBeta1,
  IPolicyValidationPluginBeta1,
  PolicyValidationPluginReportBeta1,
} from 'aws-cdk-lib';
import { cairnCommand, notFound } from './cairn-command';
import { perResource } from './per-resource';
import { CdkSeverity, filterReport } from './report-filter';

/** Configures a {@link CairnValidator}. */
export interface CairnValidatorProps {
  /** `.rego` files or directories of them. */
  readonly policies: string[];
  /** Packages whose deny/violation/warn rules are reported. @default every package */
  readonly namespaces?: string[];
  /** JSON or YAML data files or directories, merged into `data`. @default none */
  readonly data?: string[];
  /** Rule ids (METADATA `custom.id`) or rule paths (`data.main.deny_x`) to leave out. @default none */
  readonly disabledRules?: string[];
  /** The least severity reported: `info` reports everything. @default 'info' */
  readonly severityThreshold?: CdkSeverity;
  /** Also check the templates against the CloudFormation resource provider schemas (`cairn scan --schemas`, cfn-lint's rule ids). @default false */
  readonly schemas?: boolean;
  /** More `cairn scan` arguments, such as `['--timeout', '10s']`. @default none */
  readonly extraArgs?: string[];
  /** A `cairn.jar` or a `cairn` launcher. @default the jar packed in this package, else `cairn` on the PATH */
  readonly cairn?: string;
  /** The Java that runs a jar. @default $JAVA_HOME/bin/java, else `java` on the PATH */
  readonly java?: string;
}

const SEVERITIES: readonly string[] = ['error', 'warning', 'info'];

/** This package's version, which the CDK records with the report. */
const PACKAGE_VERSION: string = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '..', 'package.json'), 'utf8'),
).version;

/**
 * An AWS CDK policy validation plugin that checks the synthesized templates with Cairn's Rego
 * policies, reporting each violation with its construct and the property paths that caused it.
 *
 * ```ts
 * const app = new App({ policyValidationBeta1: [new CairnValidator({ policies: ['policy'] })] });
 * ```
 */
export class CairnValidator implements IPolicyValidationPluginBeta1 {
  public readonly name = 'cairn';
  public readonly version: string = PACKAGE_VERSION;
  private readonly props: CairnValidatorProps;

  constructor(props: CairnValidatorProps) {
    if (!props.policies || props.policies.length === 0) {
      throw new Error('CairnValidator: `policies` needs at least one .rego file or directory');
    }
    if (props.severityThreshold !== undefined && !SEVERITIES.includes(props.severityThreshold)) {
      throw new Error(
        `CairnValidator: severityThreshold must be one of ${SEVERITIES.join(', ')}, not '${props.severityThreshold}'`,
      );
    }
    this.props = props;
  }

  /** The `cairn scan` arguments for these templates, after the command's own prefix. */
  public scanArguments(templatePaths: string[]): string[] {
    const p = this.props;
    const args = ['scan', '--output', 'cdk', '--no-color'];
    p.policies.forEach((x) => args.push('--policy', x));
    (p.data ?? []).forEach((x) => args.push('--data', x));
    if (p.namespaces === undefined || p.namespaces.length === 0) {
      args.push('--all-namespaces');
    } else {
      p.namespaces.forEach((x) => args.push('--namespace', x));
    }
    if (p.schemas) {
      args.push('--schemas');
    }
    args.push(...(p.extraArgs ?? []), '--', ...templatePaths);
    return args;
  }

  /** Runs Cairn once over every template; the CDK calls this after synthesis and waits for it. */
  public validate(context: IPolicyValidationContextBeta1): PolicyValidationPluginReportBeta1 {
    const command = cairnCommand({ cairn: this.props.cairn, java: this.props.java });
    const run = spawnSync(command.program, [...command.prefix, ...this.scanArguments(context.templatePaths)], {
      encoding: 'utf8',
      maxBuffer: 1024 * 1024 * 1024,
    });
    if (run.error !== undefined) {
      if ((run.error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new Error(notFound(command));
      }
      throw new Error(`CairnValidator: could not run ${command.program}: ${run.error.message}`);
    }
    const report = parse(run.stdout);
    // 0: clean, 1: violations; anything else (2: a policy, input or evaluation error) is a failure.
    if ((run.status !== 0 && run.status !== 1) || report === undefined || report.metadata?.error !== undefined) {
      const because = [run.stderr.trim(), report?.metadata?.error].filter((x) => x).join('\n');
      throw new Error(`Cairn failed (exit ${run.status ?? run.signal}):\n${because || run.stdout.trim()}`);
    }
    const filtered = filterReport(report, {
      disabledRules: this.props.disabledRules ?? [],
      severityThreshold: this.props.severityThreshold ?? 'info',
    });
    return perResource(filtered);
  }
}

function parse(stdout: string): PolicyValidationPluginReportBeta1 | undefined {
  try {
    const report = JSON.parse(stdout);
    return typeof report === 'object' && report !== null && Array.isArray(report.violations) ? report : undefined;
  } catch {
    return undefined;
  }
}
