// Unit tests of the plugin, with a fake cairn launcher: arguments, report mapping and failures.
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { CairnValidator } = require('..');

const FAKE = path.join(__dirname, 'fake-cairn.js');

const REPORT = {
  success: false,
  violations: [
    {
      ruleName: 'S3_001',
      description: 'Encrypt buckets',
      severity: 'error',
      ruleMetadata: { rule: 'data.main.deny_encryption' },
      violatingResources: [
        { resourceLogicalId: 'A', templatePath: '/t/A.template.json', locations: ['Properties/BucketEncryption', 'Type'] },
        { resourceLogicalId: 'B', templatePath: '/t/A.template.json', locations: ['Properties'] },
      ],
    },
    {
      ruleName: 'S3_002',
      description: 'Version buckets',
      severity: 'warning',
      ruleMetadata: { rule: 'data.main.warn_versioning' },
      violatingResources: [{ resourceLogicalId: '', templatePath: '/t/A.template.json', locations: [] }],
    },
  ],
  metadata: { exempted: '2', exceptions: '0' },
};

/** Runs validate() against the fake launcher; returns the report (or throws) and the arguments. */
function run(props, { stdout = JSON.stringify(REPORT), stderr = '', exit = 1, templates = ['/t/A.template.json'] } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-cdk-'));
  const argsFile = path.join(dir, 'args.json');
  Object.assign(process.env, {
    FAKE_CAIRN_ARGS: argsFile,
    FAKE_CAIRN_STDOUT: stdout,
    FAKE_CAIRN_STDERR: stderr,
    FAKE_CAIRN_EXIT: String(exit),
  });
  const validator = new CairnValidator({ policies: ['policy'], cairn: FAKE, ...props });
  try {
    return { report: validator.validate({ templatePaths: templates }), args: () => JSON.parse(fs.readFileSync(argsFile, 'utf8')) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('runs one scan over every template, every namespace by default', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-cdk-'));
  process.env.FAKE_CAIRN_ARGS = path.join(dir, 'args.json');
  process.env.FAKE_CAIRN_STDOUT = JSON.stringify(REPORT);
  process.env.FAKE_CAIRN_EXIT = '1';
  new CairnValidator({ policies: ['p1', 'p2'], data: ['d.json'], extraArgs: ['--timeout', '5s'], cairn: FAKE }).validate({
    templatePaths: ['/t/A.template.json', '/t/B.template.json'],
  });
  assert.deepEqual(JSON.parse(fs.readFileSync(process.env.FAKE_CAIRN_ARGS, 'utf8')), [
    'scan', '--output', 'cdk', '--no-color', '--policy', 'p1', '--policy', 'p2', '--data', 'd.json',
    '--all-namespaces', '--timeout', '5s', '--', '/t/A.template.json', '/t/B.template.json',
  ]);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('namespaces replace --all-namespaces', () => {
  const args = new CairnValidator({ policies: ['p'], namespaces: ['cdk.s3', 'main'] }).scanArguments(['t.json']);
  assert.deepEqual(args.slice(4), ['--policy', 'p', '--namespace', 'cdk.s3', '--namespace', 'main', '--', 't.json']);
});

test('schemas: true adds the schema checks to the scan', () => {
  const args = new CairnValidator({ policies: ['p'], schemas: true }).scanArguments(['t.json']);
  assert.deepEqual(args.slice(4), ['--policy', 'p', '--all-namespaces', '--schemas', '--', 't.json']);
  assert.ok(!new CairnValidator({ policies: ['p'] }).scanArguments(['t.json']).includes('--schemas'));
});

test('each violating resource becomes a violation led by its primary location', () => {
  const { report } = run({});
  assert.equal(report.success, false);
  assert.deepEqual(
    report.violations.map((v) => [v.ruleName, v.description, v.violatingResources.map((r) => r.resourceLogicalId)]),
    [
      ['S3_001', 'Properties/BucketEncryption: Encrypt buckets', ['A']],
      ['S3_001', 'Properties: Encrypt buckets', ['B']],
      ['S3_002', 'Version buckets', ['']],
    ],
  );
  assert.deepEqual(report.violations[0].violatingResources[0].locations, ['Properties/BucketEncryption', 'Type']);
  assert.equal(report.metadata.exempted, '2');
});

test('disabled rules, by id or by rule path, are left out and warnings alone succeed', () => {
  assert.deepEqual(run({ disabledRules: ['S3_001'] }).report.violations.map((v) => v.ruleName), ['S3_002']);
  const { report } = run({ disabledRules: ['data.main.deny_encryption'] });
  assert.deepEqual(report.violations.map((v) => v.ruleName), ['S3_002']);
  assert.equal(report.success, true);
  assert.equal(report.metadata.filtered, '1');
});

test('the severity threshold drops what is below it', () => {
  assert.deepEqual(new Set(run({ severityThreshold: 'error' }).report.violations.map((v) => v.ruleName)), new Set(['S3_001']));
  assert.equal(run({ severityThreshold: 'warning' }).report.violations.length, 3);
  assert.throws(() => new CairnValidator({ policies: ['p'], severityThreshold: 'high' }), /severityThreshold must be one of/);
});

test("a Cairn error throws with Cairn's located message", () => {
  assert.throws(
    () => run({}, { stdout: '', stderr: 'policy/bad.rego:3:7: rego_parse_error: unexpected eof', exit: 2 }),
    /Cairn failed \(exit 2\):\npolicy\/bad.rego:3:7: rego_parse_error: unexpected eof/,
  );
  const broken = { ...REPORT, metadata: { error: 't.json:2:1: unexpected end of input' } };
  assert.throws(() => run({}, { stdout: JSON.stringify(broken), exit: 2 }), /t\.json:2:1: unexpected end of input/);
  assert.throws(() => run({}, { stdout: 'not json', exit: 1 }), /Cairn failed \(exit 1\):\nnot json/);
});

test('missing Java, a missing cairn path and no policies are clear errors', () => {
  const jar = path.join(os.tmpdir(), `cairn-test-${process.pid}.jar`);
  fs.writeFileSync(jar, '');
  try {
    const v = new CairnValidator({ policies: ['p'], cairn: jar, java: '/nonexistent/bin/java' });
    assert.throws(() => v.validate({ templatePaths: ['t.json'] }), /Cairn needs Java 17 or later .*'\/nonexistent\/bin\/java' was not found/);
  } finally {
    fs.rmSync(jar);
  }
  const missing = new CairnValidator({ policies: ['p'], cairn: '/nonexistent/cairn.jar' });
  assert.throws(() => missing.validate({ templatePaths: ['t.json'] }), /the cairn path \/nonexistent\/cairn.jar does not exist/);
  assert.throws(() => new CairnValidator({ policies: [] }), /`policies` needs at least one/);
});
