# METADATA
# title: S3 bucket rules
# description: Storage buckets must be encrypted, private and versioned.
package main

import rego.v1

buckets[name] := bucket if {
	some name, bucket in input.Resources
	bucket.Type == "AWS::S3::Bucket"
}

# METADATA
# title: S3 buckets must be encrypted at rest
# description: Set BucketEncryption with a server-side encryption rule.
# related_resources:
# - ref: https://docs.aws.amazon.com/AmazonS3/latest/userguide/default-bucket-encryption.html
# custom:
#   id: CAIRN_S3_001
#   severity: high
deny_s3_encryption contains msg if {
	some name, bucket in buckets
	not bucket.Properties.BucketEncryption
	msg := sprintf("S3 bucket %s is not encrypted at rest", [name])
}

# METADATA
# title: S3 buckets must block public access
# custom:
#   id: CAIRN_S3_002
#   severity: high
deny_s3_public_access contains msg if {
	some name, bucket in buckets
	some setting in ["BlockPublicAcls", "BlockPublicPolicy", "IgnorePublicAcls", "RestrictPublicBuckets"]
	not bucket.Properties.PublicAccessBlockConfiguration[setting] == true
	msg := sprintf("S3 bucket %s does not set %s", [name, setting])
}

# METADATA
# title: S3 buckets should be versioned
# custom:
#   id: CAIRN_S3_003
#   severity: medium
warn_s3_versioning contains msg if {
	some name, bucket in buckets
	not bucket.Properties.VersioningConfiguration.Status == "Enabled"
	msg := sprintf("S3 bucket %s is not versioned", [name])
}

# METADATA
# title: S3 buckets must not grant public ACLs
# custom:
#   id: CAIRN_S3_004
#   severity: critical
deny_s3_public_acl contains msg if {
	some name, bucket in buckets
	bucket.Properties.AccessControl in {"PublicRead", "PublicReadWrite"}
	msg := sprintf("S3 bucket %s grants %s", [name, bucket.Properties.AccessControl])
}
