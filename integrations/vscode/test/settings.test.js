// The cairn.* settings as the server's initializationOptions: what is set is passed, the rest left
// to the server's defaults.
const test = require('node:test');
const assert = require('node:assert/strict');
const { serverSettings } = require('../dist/settings');

const config = (values) => ({ get: (key) => values[key] });

test('set values are passed under cairn', () => {
  const s = serverSettings(config({ policies: ['rules', 'more'], checks: ['rego', 'schemas'], debounceMillis: 100, allNamespaces: true }));
  assert.deepEqual(s, { cairn: { policies: ['rules', 'more'], checks: ['rego', 'schemas'], debounceMillis: 100, allNamespaces: true } });
});

test('empty lists leave the defaults and blank entries are dropped', () => {
  const s = serverSettings(config({ policies: [], data: ['  '], namespaces: undefined }));
  assert.deepEqual(s, { cairn: { data: [] } });
});

test('an empty checks list is passed: the user turned every check off', () => {
  assert.deepEqual(serverSettings(config({ checks: [] })), { cairn: { checks: [] } });
});

test('a negative debounce is left to the default', () => {
  assert.deepEqual(serverSettings(config({ debounceMillis: -5 })), { cairn: {} });
});
