package cdk.s3

import rego.v1

buckets[name] := bucket if {
	some name, bucket in input.Resources
	bucket.Type == "AWS::S3::Bucket"
}

# METADATA
# title: S3 buckets must be encrypted at rest
# custom:
#   id: CDK_S3_001
#   severity: high
#   fix: Give the bucket an encryption, e.g. encryption BucketEncryption.S3_MANAGED.
deny_bucket_encryption contains msg if {
	some name, bucket in buckets
	not bucket.Properties.BucketEncryption
	msg := sprintf("bucket %s is not encrypted", [name])
}

# METADATA
# title: S3 buckets should be versioned
# custom:
#   id: CDK_S3_002
#   severity: medium
warn_bucket_versioning contains msg if {
	some name, bucket in buckets
	not bucket.Properties.VersioningConfiguration.Status == "Enabled"
	msg := sprintf("bucket %s is not versioned", [name])
}
