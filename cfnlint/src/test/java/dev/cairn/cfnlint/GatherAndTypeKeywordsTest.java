package dev.cairn.cfnlint;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

/** cfn-lint's maxUniqueItems, awsType and cfnGather (with $data and $lookup), on schemas of their own. */
class GatherAndTypeKeywordsTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final TemplatePath AT = TemplatePath.of(List.of("Resources", "Source", "Properties"));
  private static final RuleScope SCOPE = RuleScope.keywords(RuleIds.RESOURCE_PROPERTIES, RuleIds.PROPERTY_FUNCTIONS);

  private static final String TEMPLATE = """
      {"Parameters": {"Size": {"Type": "String"}},
       "Resources": {
         "Source": {"Type": "AWS::SQS::Queue", "Properties": {}},
         "Dlq": {"Type": "AWS::SQS::Queue", "Properties": {"FifoQueue": false}},
         "Bucket": {"Type": "AWS::S3::Bucket"}}}""";

  private static List<String> check(String schema, String instance) {
    try {
      TemplateContext template = new TemplateContext(JSON.readTree(TEMPLATE), "us-east-1", false);
      Validator v = new Validator(template, SchemaStore.bundled());
      JsonNode root = JSON.readTree(schema);
      ViolationCollector sink = new ViolationCollector();
      v.validate(new SchemaDocument("test/schema.json", "test", root), root, JSON.readTree(instance), AT, SCOPE, sink);
      ViolationCollector trial = ViolationCollector.trial();
      v.validate(new SchemaDocument("test/schema.json", "test", root), root, JSON.readTree(instance), AT, SCOPE, trial);
      assertThat(trial.isEmpty()).as("a trial agrees").isEqualTo(sink.isEmpty());
      return sink.violations().stream()
          .map(x -> x.ruleId() + " " + String.join("/", x.path().stream().map(String::valueOf).toList())
              + (x.missing() != null ? " missing " + x.missing() : ""))
          .toList();
    } catch (JsonProcessingException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  void maxUniqueItemsCountsDistinctValues() {
    String schema = "{\"maxUniqueItems\": 2}";
    assertThat(check(schema, "[\"a\", \"b\", \"a\", \"b\"]")).isEmpty();
    assertThat(check(schema, "[\"a\", \"b\", \"c\"]")).containsExactly("E3037 Resources/Source/Properties");
    assertThat(check(schema, "[\"a\", \"b\", {\"Ref\": \"AWS::NoValue\"}]")).isEmpty();
  }

  @Test
  void awsTypeNamingAFormatChecksThatFormat() {
    String schema = "{\"awsType\": \"AWS::EC2::VPC.Id\"}";
    assertThat(check(schema, "\"vpc-12345678\"")).isEmpty();
    assertThat(check(schema, "\"vpc-1\"")).containsExactly("E1151 Resources/Source/Properties");
    assertThat(check(schema, "[\"vpc-12345678\", \"vpc-2\"]")).containsExactly("E1151 Resources/Source/Properties/1");
  }

  @Test
  void awsTypeNamingARuleAppliesIt() {
    String schema = "{\"awsType\": \"cfnParameter\"}";
    assertThat(check(schema, "\"Size\"")).isEmpty();
    assertThat(check(schema, "\"Nothing\"")).containsExactly("W4001 Resources/Source/Properties");
  }

  @Test
  void anAwsTypeCairnDoesNotKnowIsListed() throws JsonProcessingException {
    assertThat(Keywords.unknownRules(JSON.readTree("{\"properties\": {\"A\": {\"awsType\": \"AWS::Made::Up\"}}}")))
        .containsExactly("awsType AWS::Made::Up");
    assertThat(Keywords.unchecked(JSON.readTree("{\"awsType\": \"x\", \"maxUniqueItems\": 1, \"cfnGather\": {}}"))).isEmpty();
  }

  @Test
  void aLocalGatherComparesTwoPropertiesOfThisNode() {
    String schema = """
        {"cfnGather": {
          "gather": {"this": {"properties": {"Min": "MinSize", "Max": {"path": "MaxSize"}}}},
          "schema": {"properties": {"this": {"properties": {"Max": {"minimum": {"$data": "/this/Min"}}}}}}}}""";
    assertThat(check(schema, "{\"MinSize\": 1, \"MaxSize\": \"10\"}")).isEmpty();
    assertThat(check(schema, "{\"MinSize\": \"5\", \"MaxSize\": 2}")).containsExactly("E3034 Resources/Source/Properties/MaxSize");
    // an unknown minimum (a Ref) checks nothing
    assertThat(check(schema, "{\"MinSize\": {\"Ref\": \"Size\"}, \"MaxSize\": 2}")).isEmpty();
  }

  private static final String DLQ_SCHEMA = """
      {"cfnGather": {
        "gather": {
          "dlq": {"reference": "RedrivePolicy/deadLetterTargetArn", "filter": {"type": "AWS::SQS::Queue"},
                  "properties": {"fifo": {"path": "FifoQueue", "default": false}, "type": "$type"}},
          "source": {"properties": {"fifo": {"path": "FifoQueue", "default": false}}}},
        "schema": {"properties": {"dlq": {"properties": {"fifo": {"const": {"$data": "/source/fifo"}}}}}}}}""";

  @Test
  void aRemoteGatherFollowsTheReferenceAndReportsAtTheOtherResource() {
    assertThat(check(DLQ_SCHEMA, "{\"RedrivePolicy\": {\"deadLetterTargetArn\": {\"Fn::GetAtt\": [\"Dlq\", \"Arn\"]}}}"))
        .isEmpty();
    assertThat(check(DLQ_SCHEMA,
        "{\"FifoQueue\": true, \"RedrivePolicy\": {\"deadLetterTargetArn\": {\"Fn::GetAtt\": \"Dlq.Arn\"}}}"))
        .containsExactly("E3002 Resources/Dlq/Properties/FifoQueue"); // const: E3002, as cfn-lint
    // the filter: a bucket is not looked at; a literal ARN has no resource to gather
    assertThat(check(DLQ_SCHEMA, "{\"FifoQueue\": true, \"RedrivePolicy\": {\"deadLetterTargetArn\": {\"Ref\": \"Bucket\"}}}"))
        .isEmpty();
    assertThat(check(DLQ_SCHEMA, "{\"FifoQueue\": true, \"RedrivePolicy\": {\"deadLetterTargetArn\": \"arn:aws:sqs:x\"}}"))
        .isEmpty();
  }

  @Test
  void aLookupMapsAGatheredValueThroughATable() {
    String schema = """
        {"cfnGather": {
          "gather": {"target": {"reference": "Target", "properties": {"type": "$type"}},
                     "this": {"properties": {"principal": "Principal"}}},
          "schema": {"properties": {"this": {"properties": {"principal": {"const": {"$lookup": {
            "key": {"$data": "/target/type"}, "map": {"AWS::S3::Bucket": "s3.amazonaws.com"}}}}}}}}}}""";
    assertThat(check(schema, "{\"Target\": {\"Ref\": \"Bucket\"}, \"Principal\": \"s3.amazonaws.com\"}")).isEmpty();
    assertThat(check(schema, "{\"Target\": {\"Ref\": \"Bucket\"}, \"Principal\": \"sns.amazonaws.com\"}"))
        .containsExactly("E3002 Resources/Source/Properties/Principal");
    // a type the map does not have: nothing to compare with
    assertThat(check(schema, "{\"Target\": {\"Ref\": \"Dlq\"}, \"Principal\": \"sns.amazonaws.com\"}")).isEmpty();
  }

  @Test
  void aMissingGatheredPropertyIsNamedWhereItBelongs() {
    String schema = """
        {"cfnGather": {
          "gather": {"dlq": {"reference": "Target", "properties": {"visibility": "VisibilityTimeout"}}},
          "schema": {"properties": {"dlq": {"required": ["visibility"]}}}}}""";
    assertThat(check(schema, "{\"Target\": {\"Ref\": \"Dlq\"}}"))
        .containsExactly("E3003 Resources/Dlq/Properties missing VisibilityTimeout");
  }
}
