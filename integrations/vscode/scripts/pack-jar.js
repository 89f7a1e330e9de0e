// Copies the CLI's jar into the extension, where it looks for Cairn first and where `vsce package`
// takes it from. Build it first: mvn -B -pl cli -am package (or ./cairn at the root).
const fs = require('node:fs');
const path = require('node:path');

const built = path.resolve(__dirname, '..', '..', '..', 'cli', 'target', 'cairn.jar');
if (!fs.existsSync(built)) {
  console.error(`pack-jar: ${built} does not exist; build it with: mvn -B -pl cli -am package`);
  process.exit(2);
}
fs.copyFileSync(built, path.resolve(__dirname, '..', 'cairn.jar'));
