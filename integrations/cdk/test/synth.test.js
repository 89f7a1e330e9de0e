// End to end: the test app synthesized with the plugin and the real Cairn jar, as `cdk synth` runs it.
const test = require('node:test');
const assert = require('node:assert/strict');
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { CairnValidator } = require('..');
const { PACKED_JAR } = require('../dist/cairn-command');

const cairn = process.env.CAIRN ?? (fs.existsSync(PACKED_JAR) ? PACKED_JAR : undefined);
const skip = cairn ? false : 'no Cairn jar: run `npm run pack-jar` after building cli/target/cairn.jar, or set CAIRN';
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-synth-'));
test.after(() => fs.rmSync(out, { recursive: true, force: true }));

function synth(which, ...policy) {
  const outdir = fs.mkdtempSync(path.join(out, `${which}-`));
  const run = spawnSync(process.execPath, [path.join(__dirname, 'synth.js'), which, outdir, ...policy], {
    encoding: 'utf8',
    env: { ...process.env, CAIRN: cairn },
  });
  return { ...run, outdir };
}

test('a violating app fails synthesis with each rule, construct and property', { skip }, () => {
  const run = synth('violating');
  assert.equal(run.status, 1, run.stderr);
  const printed = run.stderr;
  assert.match(printed, /ERROR Properties\/BucketEncryption: S3 buckets must be encrypted at rest \(cairn\)\n {3}MyStack\/MyConstruct\/Bucket \(MyConstructBucket\w+\)/);
  assert.match(printed, /ERROR Properties\/SecurityGroupIngress\/0: SSH must not be open to the world \(cairn\)\n {3}MyStack\/OpenSsh \(OpenSsh\)/);
  assert.match(printed, /ERROR Parameters\/DbPassword\/NoEcho: Password parameters must set NoEcho \(cairn\)/);
  assert.match(printed, /WARNING Properties\/VersioningConfiguration\/Status: S3 buckets should be versioned \(cairn\)\n {3}MyStack\/MyConstruct\/Bucket /);
  assert.match(printed, /Suggested fix: Give the bucket an encryption/);
  assert.match(printed, /app\.js:12:\d+/, 'the line of the L3 construct that made the bucket');
  assert.doesNotMatch(printed, /Exempted/);

  const json = JSON.parse(fs.readFileSync(path.join(run.outdir, 'policy-validation-report.json'), 'utf8'));
  const [cairnReport] = json.pluginReports;
  assert.equal(cairnReport.summary.pluginName, 'cairn');
  assert.equal(cairnReport.summary.status, 'failure');
  assert.equal(cairnReport.summary.metadata.exempted, '1');
  const byRule = Object.fromEntries(cairnReport.violations.map((v) => [v.ruleName, v]));
  assert.deepEqual(Object.keys(byRule).sort(), ['CDK_S3_001', 'CDK_S3_002', 'CDK_SG_001', 'CDK_TPL_001']);
  assert.equal(byRule.CDK_S3_002.severity, 'warning');
  const bucket = byRule.CDK_S3_001.violatingConstructs[0];
  assert.equal(bucket.constructPath, 'MyStack/MyConstruct/Bucket');
  assert.equal(bucket.templatePath, 'MyStack.template.json');
  assert.equal(bucket.locations[0], 'Properties/BucketEncryption');
  assert.equal(byRule.CDK_S3_001.severity, 'error');
  assert.equal(byRule.CDK_S3_001.ruleMetadata['custom.severity'], 'high');
  const sg = byRule.CDK_SG_001.violatingConstructs[0];
  assert.equal(sg.constructPath, 'MyStack/OpenSsh');
  assert.deepEqual(
    [...sg.locations].sort(),
    // The rule tests the ingress rule's CIDR and both ports: the rule is the location.
    ['Properties/SecurityGroupIngress/0', 'Type'],
  );
  assert.deepEqual(byRule.CDK_TPL_001.violatingResources[0].locations, ['Parameters/DbPassword/NoEcho']);
  const ids = cairnReport.violations.flatMap((v) => v.violatingResources.map((r) => r.resourceLogicalId));
  assert.ok(!ids.some((id) => id.startsWith('Exempted')), `exempted bucket reported: ${ids}`);
});

// The page shows what a user sees; this keeps it so (the docs' own test does not run node).
test('docs/integrations/cdk.md shows what synthesizing the test app prints', { skip }, () => {
  const page = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'docs', 'integrations', 'cdk.md'), 'utf8');
  const block = /```text checked-by=integrations\/cdk\/test\/synth\.test\.js\n([\s\S]*?)```/.exec(page);
  assert.ok(block, 'docs/integrations/cdk.md has the block this test checks');
  const run = synth('violating');
  // The page runs the app with the output directory cdk.out; spaces at line ends are not shown.
  const normalise = (text) => text.split(run.outdir).join('cdk.out').split('\n').map((l) => l.trimEnd()).join('\n').trim();
  assert.equal(normalise(run.stderr), normalise(block[1]));
});

test('Validations.of(app).addPlugins takes the plugin too', { skip }, () => {
  const run = synth('stable');
  assert.equal(run.status, 1, run.stderr);
  assert.match(run.stderr, /ERROR Properties\/BucketEncryption: S3 buckets must be encrypted at rest \(cairn\)\n {3}MyStack\/MyConstruct\/Bucket /);
});

test('a compliant app synthesizes cleanly', { skip }, () => {
  const run = synth('compliant');
  assert.equal(run.status, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /ERROR|cairn/);
  assert.ok(fs.existsSync(path.join(run.outdir, 'CleanStack.template.json')));
});

function conflictPolicy() {
  const dir = fs.mkdtempSync(path.join(out, 'conflict-'));
  const policy = path.join(dir, 'conflict.rego');
  fs.writeFileSync(policy, 'package main\n\nname := "a"\n\nname := "b"\n\ndeny contains name if input.Resources\n');
  return policy;
}

const CONFLICT = /conflict\.rego:5:1: eval_conflict_error: complete rules must not produce multiple outputs/;

test("an evaluation error throws with Cairn's located message", { skip }, () => {
  const dir = fs.mkdtempSync(path.join(out, 'template-'));
  fs.writeFileSync(path.join(dir, 'template.json'), '{"Resources": {}}');
  const v = new CairnValidator({ policies: [conflictPolicy()], cairn });
  assert.throws(() => v.validate({ templatePaths: [path.join(dir, 'template.json')] }), CONFLICT);
});

test('the CDK fails synthesis with that message as the plugin failure', { skip }, () => {
  const run = synth('compliant', conflictPolicy());
  assert.equal(run.status, 1, run.stderr);
  assert.match(run.stderr, /ERROR Validation plugin 'cairn' failed: Cairn failed \(exit 2\):/);
  assert.match(run.stderr, CONFLICT);
});

test('a malformed template is an error naming its line and column', { skip }, () => {
  const dir = fs.mkdtempSync(path.join(out, 'broken-'));
  const template = path.join(dir, 'Broken.template.json');
  fs.writeFileSync(template, '{\n  "Resources": {\n    "A": [1,\n}\n');
  const v = new CairnValidator({ policies: [path.join(__dirname, 'policy')], cairn });
  assert.throws(() => v.validate({ templatePaths: [template] }), /Broken\.template\.json:4:\d+: /);
});
