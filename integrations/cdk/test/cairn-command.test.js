// Where the plugin finds Cairn: the explicit path, the packed jar, or `cairn` on the PATH.
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { cairnCommand, notFound } = require('../dist/cairn-command');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-command-'));
const jar = path.join(dir, 'cairn.jar');
const launcher = path.join(dir, 'cairn');
fs.writeFileSync(jar, '');
fs.writeFileSync(launcher, '');
test.after(() => fs.rmSync(dir, { recursive: true, force: true }));

test('an explicit jar runs with java, JAVA_HOME first', () => {
  const c = cairnCommand({ cairn: jar }, '/none/cairn.jar', { JAVA_HOME: '/opt/jdk' });
  assert.equal(c.program, path.join('/opt/jdk', 'bin', 'java'));
  assert.deepEqual(c.prefix.slice(-2), ['-jar', jar]);
  assert.equal(cairnCommand({ cairn: jar, java: '/my/java' }, '/none', {}).program, '/my/java');
  assert.equal(cairnCommand({ cairn: jar }, '/none', {}).program, 'java');
});

test('an explicit launcher is executed as is', () => {
  assert.deepEqual(cairnCommand({ cairn: launcher }, jar, {}), { program: launcher, prefix: [] });
});

test('without a path: the packed jar, else cairn on the PATH', () => {
  assert.deepEqual(cairnCommand({}, jar, {}).prefix.slice(-2), ['-jar', jar]);
  const onPath = cairnCommand({}, path.join(dir, 'absent.jar'), {});
  assert.deepEqual(onPath, { program: 'cairn', prefix: [] });
  assert.match(notFound(onPath), /'cairn' was not found\. Pass the `cairn` prop/);
});
