#!/bin/sh
# The CDK plugin's part of `mvn verify`: install the pinned npm packages, compile, pack the CLI's
# jar and run the tests. Without node and npm (or with a Node older than aws-cdk-lib needs) it
# says so and passes, so the Java build does not depend on Node.
set -eu
cd "$(dirname "$0")/.."

if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
  echo "[cairn-cdk] SKIPPED: node and npm are not on the PATH, so the AWS CDK plugin (integrations/cdk) was not built or tested. Install Node.js 20+ to run its tests."
  exit 0
fi
major="$(node -p 'process.versions.node.split(".")[0]')"
if [ "$major" -lt 20 ]; then
  echo "[cairn-cdk] SKIPPED: aws-cdk-lib needs Node.js 20+, found $(node --version); the AWS CDK plugin was not tested."
  exit 0
fi

. ../scripts/npm-ci.sh
npm run --silent build
npm run --silent pack-jar
npm test --silent
