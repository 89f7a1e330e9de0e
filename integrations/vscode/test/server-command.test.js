// How the extension finds Cairn and Java: the cairn.path and cairn.java settings, the bundled jar,
// JAVA_HOME, the PATH; and what it says when Java or Cairn is missing.
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { serverCommand, notFound } = require('../dist/server-command');

const present = (files) => (f) => files.includes(f);

test('a configured jar runs with the configured java', () => {
  const c = serverCommand({ cairn: '/opt/cairn.jar', java: '/my/java' }, '/ext/cairn.jar', {}, present(['/opt/cairn.jar']));
  assert.equal(c.command, '/my/java');
  assert.deepEqual(c.args.slice(-4), ['-jar', '/opt/cairn.jar', 'lsp', '--stdio']);
  assert.equal(c.jar, '/opt/cairn.jar');
});

test('a configured launcher is executed with lsp --stdio', () => {
  const c = serverCommand({ cairn: '/usr/local/bin/cairn' }, '/ext/cairn.jar', {}, present(['/usr/local/bin/cairn']));
  assert.deepEqual(c, { command: '/usr/local/bin/cairn', args: ['lsp', '--stdio'] });
});

test('a configured path that does not exist is an error naming it', () => {
  assert.throws(() => serverCommand({ cairn: '/nowhere/cairn.jar' }, '/ext/cairn.jar', {}, present([])), /cairn\.path names \/nowhere\/cairn\.jar/);
});

test('without settings: the bundled jar, with JAVA_HOME when it has a java', () => {
  const javaHome = path.join('/jdk', 'bin', 'java');
  const c = serverCommand({}, '/ext/cairn.jar', { JAVA_HOME: '/jdk' }, present(['/ext/cairn.jar', javaHome]));
  assert.equal(c.command, javaHome);
  assert.equal(c.jar, '/ext/cairn.jar');
  const noJavaThere = serverCommand({}, '/ext/cairn.jar', { JAVA_HOME: '/jdk' }, present(['/ext/cairn.jar']));
  assert.equal(noJavaThere.command, 'java');
});

test('empty settings count as unset, and without a bundled jar cairn comes from the PATH', () => {
  const c = serverCommand({ cairn: '  ', java: '' }, '/ext/cairn.jar', {}, present([]));
  assert.deepEqual(c, { command: 'cairn', args: ['lsp', '--stdio'] });
});

test('a missing program is explained: Java for a jar, Cairn otherwise', () => {
  const jar = serverCommand({}, '/ext/cairn.jar', {}, present(['/ext/cairn.jar']));
  assert.match(notFound(jar), /needs Java 17 or later to run \/ext\/cairn\.jar, and 'java' was not found/);
  assert.match(notFound({ command: 'cairn', args: [] }), /'cairn' was not found\. Set cairn\.path/);
});
