# METADATA
# title: IAM rules
package main

import rego.v1

policy_statements contains [name, i, statement] if {
	some name, resource in input.Resources
	resource.Type in {"AWS::IAM::Policy", "AWS::IAM::ManagedPolicy"}
	some i, statement in resource.Properties.PolicyDocument.Statement
}

policy_statements contains [name, i, statement] if {
	some name, resource in input.Resources
	resource.Type == "AWS::IAM::Role"
	some policy in resource.Properties.Policies
	some i, statement in policy.PolicyDocument.Statement
}

as_list(x) := x if is_array(x)

as_list(x) := [x] if not is_array(x)

# METADATA
# title: IAM statements must not allow every action
# custom:
#   id: CAIRN_IAM_001
#   severity: critical
deny_iam_wildcard_action contains msg if {
	some [name, i, statement] in policy_statements
	statement.Effect == "Allow"
	some action in as_list(statement.Action)
	action == "*"
	msg := sprintf("IAM policy %s statement %d allows all actions", [name, i])
}

# METADATA
# title: IAM statements should not allow actions on every resource
# custom:
#   id: CAIRN_IAM_002
#   severity: medium
warn_iam_wildcard_resource contains msg if {
	some [name, i, statement] in policy_statements
	statement.Effect == "Allow"
	some resource in as_list(statement.Resource)
	resource == "*"
	msg := sprintf("IAM policy %s statement %d applies to all resources", [name, i])
}

# METADATA
# title: IAM statements must not allow every action of a service
# custom:
#   id: CAIRN_IAM_003
#   severity: high
deny_iam_service_wildcard contains msg if {
	some [name, i, statement] in policy_statements
	statement.Effect == "Allow"
	some action in as_list(statement.Action)
	endswith(action, ":*")
	msg := sprintf("IAM policy %s statement %d allows %s", [name, i, action])
}
