#!/usr/bin/env node
// Stands in for a cairn launcher in the unit tests: records its arguments in FAKE_CAIRN_ARGS and
// answers with FAKE_CAIRN_STDOUT, FAKE_CAIRN_STDERR and FAKE_CAIRN_EXIT.
const fs = require('node:fs');
fs.writeFileSync(process.env.FAKE_CAIRN_ARGS, JSON.stringify(process.argv.slice(2)));
process.stdout.write(process.env.FAKE_CAIRN_STDOUT ?? '');
process.stderr.write(process.env.FAKE_CAIRN_STDERR ?? '');
process.exitCode = Number(process.env.FAKE_CAIRN_EXIT ?? '0');
