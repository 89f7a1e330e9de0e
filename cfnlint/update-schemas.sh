#!/bin/sh
# Rebuilds the bundled schema set from a copy laid out as cfn-lint's data (LICENSE, providers/<region>/,
# extensions/, other/), e.g. ../shared/cfn-schemas. Usage: cfnlint/update-schemas.sh DIR
set -eu
src=${1:?usage: update-schemas.sh DIR}
out=$(cd "$(dirname "$0")" && pwd)/src/main/resources/dev/cairn/cfnlint
rm -f "$out/cfn-schemas.zip"
(cd "$src" && zip -q -r -9 -X "$out/cfn-schemas.zip" LICENSE README.md providers extensions other)
cp "$src/LICENSE" "$out/cfn-schemas-LICENSE.txt"
ls -l "$out/cfn-schemas.zip"
