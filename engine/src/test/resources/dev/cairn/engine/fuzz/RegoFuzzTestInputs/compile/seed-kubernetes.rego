# METADATA
# title: Kubernetes workload rules
package main

import rego.v1

workload_kinds := {"Pod", "Deployment", "StatefulSet", "DaemonSet", "ReplicaSet", "Job"}

pod_spec := input.spec if input.kind == "Pod"

pod_spec := input.spec.template.spec if {
	input.kind in workload_kinds
	input.kind != "Pod"
}

containers contains container if {
	some container in pod_spec.containers
}

containers contains container if {
	some container in pod_spec.initContainers
}

workload_name := sprintf("%s/%s", [input.kind, input.metadata.name])

# METADATA
# title: Containers must not run privileged
# custom:
#   id: CAIRN_K8S_001
#   severity: critical
deny_privileged contains msg if {
	some c in containers
	c.securityContext.privileged == true
	msg := sprintf("%s: container %s runs privileged", [workload_name, c.name])
}

# METADATA
# title: Containers must set CPU and memory limits
# custom:
#   id: CAIRN_K8S_002
#   severity: medium
deny_missing_limits contains msg if {
	some c in containers
	some resource in ["cpu", "memory"]
	not c.resources.limits[resource]
	msg := sprintf("%s: container %s has no %s limit", [workload_name, c.name, resource])
}

# METADATA
# title: Images must be pinned, not latest
# custom:
#   id: CAIRN_K8S_003
#   severity: high
deny_latest_tag contains msg if {
	some c in containers
	latest(c.image)
	msg := sprintf("%s: container %s uses image %s", [workload_name, c.name, c.image])
}

latest(image) if endswith(image, ":latest")

latest(image) if not contains(image, ":")

# METADATA
# title: Pods must not use the host network
# custom:
#   id: CAIRN_K8S_004
#   severity: high
deny_host_network contains msg if {
	pod_spec.hostNetwork == true
	msg := sprintf("%s uses the host network", [workload_name])
}

# METADATA
# title: Containers should run as non-root
# custom:
#   id: CAIRN_K8S_005
#   severity: medium
warn_run_as_root contains msg if {
	some c in containers
	not c.securityContext.runAsNonRoot == true
	not pod_spec.securityContext.runAsNonRoot == true
	msg := sprintf("%s: container %s may run as root", [workload_name, c.name])
}

# METADATA
# title: Pods must not mount host paths
# custom:
#   id: CAIRN_K8S_006
#   severity: high
deny_host_path contains msg if {
	some volume in pod_spec.volumes
	volume.hostPath
	msg := sprintf("%s mounts host path %s", [workload_name, volume.hostPath.path])
}

# METADATA
# title: Containers must not allow privilege escalation
# custom:
#   id: CAIRN_K8S_007
#   severity: high
deny_privilege_escalation contains msg if {
	some c in containers
	not c.securityContext.allowPrivilegeEscalation == false
	msg := sprintf("%s: container %s allows privilege escalation", [workload_name, c.name])
}
