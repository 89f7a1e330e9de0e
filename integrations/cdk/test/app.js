// The test CDK app: an unencrypted bucket inside a custom L3 construct, an SSH security group open
// to the world, a password parameter without NoEcho, a compliant bucket and an exempted bucket.
const { App, CfnParameter, Stack, Validations } = require('aws-cdk-lib');
const s3 = require('aws-cdk-lib/aws-s3');
const ec2 = require('aws-cdk-lib/aws-ec2');
const { Construct } = require('constructs');

/** A custom L3 construct whose bucket has neither encryption nor versioning. */
class MyConstruct extends Construct {
  constructor(scope, id) {
    super(scope, id);
    new s3.CfnBucket(this, 'Bucket', { versioningConfiguration: { status: 'Suspended' } });
  }
}

/** `stable`: the plugins go to `Validations.of(app).addPlugins`, which newer CDKs prefer. */
function newApp(outdir, plugins, stable) {
  const app = new App({
    outdir,
    policyValidationBeta1: stable ? undefined : plugins,
    builtinCloudFormationValidation: false, // only Cairn's findings, so the tests see what it reports
    context: { '@aws-cdk/core:validationReportJson': true },
  });
  if (stable) {
    Validations.of(app).addPlugins(...plugins);
  }
  return app;
}

function compliantBucket(stack, id) {
  return new s3.Bucket(stack, id, { encryption: s3.BucketEncryption.S3_MANAGED, versioned: true });
}

/** The app with violations; `plugins` go to `policyValidationBeta1`. */
function violatingApp(outdir, plugins, stable = false) {
  const app = newApp(outdir, plugins, stable);
  const stack = new Stack(app, 'MyStack');
  new MyConstruct(stack, 'MyConstruct');
  new ec2.CfnSecurityGroup(stack, 'OpenSsh', {
    groupDescription: 'ssh from anywhere',
    securityGroupIngress: [{ ipProtocol: 'tcp', fromPort: 22, toPort: 22, cidrIp: '0.0.0.0/0' }],
  });
  new CfnParameter(stack, 'DbPassword', { type: 'String' });
  compliantBucket(stack, 'Compliant');
  const exempted = new s3.CfnBucket(stack, 'Exempted', { versioningConfiguration: { status: 'Enabled' } });
  exempted.addMetadata('cairn', { skip: ['CDK_S3_001'] });
  return app;
}

/** An app every rule accepts. */
function compliantApp(outdir, plugins) {
  const app = newApp(outdir, plugins);
  compliantBucket(new Stack(app, 'CleanStack'), 'Compliant');
  return app;
}

module.exports = { violatingApp, compliantApp };
