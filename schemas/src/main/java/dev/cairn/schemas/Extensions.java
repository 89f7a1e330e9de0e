package dev.cairn.schemas;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * cfn-lint's extension schemas ({@code extensions/}): rules that check more than a provider schema
 * says, each under its own rule id at a place in a resource type's properties. Which schema applies
 * where is in cfn-lint's Python rules, not in the data; this table holds the ones Cairn applies. A
 * regional schema has one subschema per region (instance types on offer); a region it does not name
 * is not checked.
 */
final class Extensions {
  /**
   * @param path steps below {@code Properties}; {@code *} for every element of an array
   */
  record Extension(String ruleId, String type, List<String> path, String file, boolean regional) {}

  static final List<Extension> ALL = List.of(
      new Extension("E3045", "AWS::S3::Bucket", List.of(), "aws_s3_bucket/ownershipcontrols.json", false),
      new Extension("E3674", "AWS::EC2::Instance", List.of(), "aws_ec2_instance/privateipaddress.json", false),
      new Extension("E3674", "AWS::EC2::NetworkInterface", List.of(), "aws_ec2_instance/privateipaddress.json", false),
      new Extension("E3044", "AWS::ECS::Service", List.of(), "aws_ecs_service/fargate.json", false),
      new Extension("E3047", "AWS::ECS::TaskDefinition", List.of(), "aws_ecs_taskdefinition/fargate_cpu_memory.json", false),
      new Extension("E3628", "AWS::EC2::Instance", List.of("InstanceType"), "aws_ec2_instance/instancetype_enum.json", true),
      new Extension("E3621", "AWS::AppStream::Fleet", List.of("InstanceType"), "aws_appstream_fleet/instancetype_enum.json", true),
      new Extension("E3670", "AWS::AmazonMQ::Broker", List.of("HostInstanceType"), "aws_amazonmq_broker/instancetype_enum.json", true),
      new Extension("E3635", "AWS::Neptune::DBInstance", List.of("DBInstanceClass"), "aws_neptune_dbinstance/dbinstanceclass_enum.json", true));

  private Extensions() {}

  /** Checks one resource's properties against every extension for its type. */
  static void check(Validator v, String type, JsonNode properties, Trail at, Sink sink) {
    for (Extension e : ALL) {
      if (!e.type().equals(type)) {
        continue;
      }
      SchemaDocument doc = v.store.required("extensions/" + e.file());
      JsonNode schema = e.regional() ? doc.root().get(v.template.region) : doc.root();
      if (schema != null) {
        walk(v, doc, schema, e, 0, properties, at, sink);
      }
    }
  }

  private static void walk(Validator v, SchemaDocument doc, JsonNode schema, Extension e, int step, JsonNode node,
      Trail at, Sink sink) {
    if (node == null || Validator.isNoValue(node)) {
      return;
    }
    if (step == e.path().size()) {
      v.validate(doc, schema, node, at, Scope.section(e.ruleId(), RuleIds.PROPERTY_FUNCTIONS), sink);
      return;
    }
    String key = e.path().get(step);
    if (key.equals("*")) {
      for (int i = 0; node.isArray() && i < node.size(); i++) {
        walk(v, doc, schema, e, step + 1, node.get(i), at.index(i), sink);
      }
    } else if (node.isObject()) {
      walk(v, doc, schema, e, step + 1, node.get(key), at.key(key), sink);
    }
  }
}
