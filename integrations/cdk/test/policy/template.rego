package cdk.template

import rego.v1

# METADATA
# title: Password parameters must set NoEcho
# custom:
#   id: CDK_TPL_001
#   severity: high
deny_password_echo contains msg if {
	some name, parameter in input.Parameters
	contains(lower(name), "password")
	not parameter.NoEcho == true
	msg := sprintf("parameter %s is echoed", [name])
}
