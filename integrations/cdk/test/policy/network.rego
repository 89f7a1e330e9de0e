package cdk.network

import rego.v1

# METADATA
# title: SSH must not be open to the world
# custom:
#   id: CDK_SG_001
#   severity: critical
#   fix: Allow port 22 from known CIDR ranges only.
deny_ssh_open contains msg if {
	some name, sg in input.Resources
	sg.Type == "AWS::EC2::SecurityGroup"
	some rule in sg.Properties.SecurityGroupIngress
	rule.CidrIp == "0.0.0.0/0"
	rule.FromPort <= 22
	rule.ToPort >= 22
	msg := sprintf("security group %s opens SSH to the world", [name])
}
