# Sourced by an npm package's scripts/maven-test.sh, from the package's directory: installs the
# pinned packages of its lock file, keeping npm's cache inside the package (target/) so the build
# writes nothing outside the repository.
export npm_config_cache="$PWD/target/npm-cache"
export npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false

# npm ci reinstalls everything; skip it while node_modules matches the lock file.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ] \
  || [ package.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-progress
fi
