import type { PolicyValidationPluginReportBeta1 } from 'aws-cdk-lib';

/**
 * One violation per rule and resource, its description led by the resource's primary location
 * (`Properties/BucketEncryption: S3 buckets must be encrypted at rest`), as the CDK's own
 * CloudFormation validation writes it. The CDK prints one block per construct with the violation's
 * description and no property paths, so this is how the printed report says where; the JSON
 * reports keep every location.
 */
export function perResource(report: PolicyValidationPluginReportBeta1): PolicyValidationPluginReportBeta1 {
  return {
    ...report,
    violations: report.violations.flatMap((v) =>
      v.violatingResources.map((r) => ({
        ...v,
        description: r.locations.length > 0 ? `${r.locations[0]}: ${v.description}` : v.description,
        violatingResources: [r],
      })),
    ),
  };
}
