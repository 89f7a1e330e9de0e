// Synthesizes a test app with the Cairn plugin, as `cdk synth` runs an app: node synth.js
// violating|compliant|stable OUTDIR [POLICY] (stable: the violating app with Validations.of). Cairn is found as a user's app finds it (CAIRN, else the
// packed jar); POLICY defaults to test/policy.
const path = require('node:path');
const { CairnValidator } = require('..');
const { violatingApp, compliantApp } = require('./app');

const [which, outdir, policy = path.join(__dirname, 'policy')] = process.argv.slice(2);
const validator = new CairnValidator({ policies: [policy], cairn: process.env.CAIRN });
const app =
  which === 'compliant' ? compliantApp(outdir, [validator]) : violatingApp(outdir, [validator], which === 'stable');
try {
  app.synth();
} catch (e) {
  // The CDK has printed the report on stderr; its exception only points at the report file.
  console.error(e.message);
  process.exitCode = 1;
}
