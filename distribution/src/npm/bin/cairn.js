#!/usr/bin/env node
'use strict';
// The `cairn` command of the npm package cairn-cli: runs the Cairn jar packed beside bin/ with the
// system's Java 17 or later ($JAVA_HOME/bin/java, else java on the PATH) and exits as Cairn does.
// CAIRN_JAVA_OPTS adds JVM options (e.g. CAIRN_JAVA_OPTS=-Xmx4g).
const { spawn } = require('node:child_process');
const path = require('node:path');

const jar = path.join(__dirname, '..', 'cairn.jar');
const javaHome = process.env.JAVA_HOME;
const java = javaHome ? path.join(javaHome, 'bin', process.platform === 'win32' ? 'java.exe' : 'java') : 'java';
const javaOptions = (process.env.CAIRN_JAVA_OPTS || '').split(/\s+/).filter(Boolean);
// As Cairn's own launchers: a batch command gets the serial collector with a small young generation
// (less memory, the same CPU); the servers the throughput collector.
const server = ['serve', 'lsp'].includes(process.argv[2]);
const collector = server ? ['-XX:+UseParallelGC'] : ['-XX:+UseSerialGC', '-XX:NewSize=16m'];
const args = [...collector, '-Xss4m', ...javaOptions, '-jar', jar, ...process.argv.slice(2)];

// Cairn exits 2 on errors; so does this when Java is missing or too old, never 1 (which means
// "violations found" to Cairn's callers).
const ERROR = 2;
const NEEDS_JAVA = 'Cairn needs Java 17 or later: install a JDK or JRE 17+ and put java on the PATH, or set JAVA_HOME';

const child = spawn(java, args, { stdio: ['inherit', 'inherit', 'pipe'] });
let tooOld = false;
child.stderr.on('data', (chunk) => {
  if (chunk.toString().includes('UnsupportedClassVersionError')) {
    tooOld = true;
  }
  process.stderr.write(chunk);
});
child.on('error', (err) => {
  console.error(err.code === 'ENOENT' ? `cairn: '${java}' was not found. ${NEEDS_JAVA}.` : `cairn: could not run ${java}: ${err.message}`);
  process.exit(ERROR);
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('close', (code, signal) => {
  if (tooOld) {
    console.error(`cairn: ${java} is older than Java 17. ${NEEDS_JAVA}.`);
    process.exit(ERROR);
  }
  process.exit(code === null ? (signal === 'SIGINT' ? 130 : ERROR) : code);
});
