#!/bin/sh
# Installs the oracle of Cairn's Guard differential tests: @cdklabs/cdk-validator-cfnguard (pinned in
# src/test/node/package-lock.json), which bundles the cfn-guard 3.1.1 binary
# (bin/ubuntu/x86_64/cfn-guard) and the 237 AWS Control Tower rules (rules/control-tower/cfn-guard).
# Without node and npm it says so and exits 0; the tests that need the binary then skip.
set -eu
cd "$(dirname "$0")/../src/test/node"
if ! command -v npm >/dev/null 2>&1 || ! command -v node >/dev/null 2>&1; then
  echo "[cairn-guard] SKIPPED: node and npm are not on the PATH, so cfn-guard was not installed; the Guard differential tests will skip."
  exit 0
fi
# npm's cache stays inside the module (target/), so the build writes nothing outside the repository.
export npm_config_cache="$PWD/../../../target/npm-cache"
export npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-progress
fi
echo "[cairn-guard] cfn-guard: $PWD/node_modules/@cdklabs/cdk-validator-cfnguard/bin/ubuntu/x86_64/cfn-guard"
