package dev.cairn.report;

/**
 * The resource a finding is about: a CloudFormation {@code Resources/<id>} (type = its {@code
 * Type}, plus the {@code aws:cdk:path} when present), a Kubernetes object ({@code
 * kind/namespace/name}) or a Terraform resource (its address, e.g. {@code aws_s3_bucket.logs});
 * {@code line}/{@code column} locate its definition.
 */
public record Resource(String id, String type, String cdkPath, int line, int column) {}
