package dev.cairn.cfnlint;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.locator.DocumentLoader;
import dev.cairn.report.Finding;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Templates under {@code Transform: AWS::LanguageExtensions}: Fn::ForEach is expanded as cfn-lint
 * expands it and every finding is reported where the template as written has it (the findings here
 * are those cfn-lint 1.42.1 gives, rule at line).
 */
class LanguageExtensionsTest {
  private static final DocumentLoader LOADER = DocumentLoader.builder().build();

  private static List<Finding> lint(String yaml) {
    return Lint.DEFAULT.lint(LOADER.load("t.yaml", yaml));
  }

  /**
   * Loops over a list, a list parameter's default, nested loops in outputs; an element's finding
   * that is the same in every element is one finding; references to the expanded names resolve.
   */
  @Test
  void forEachIsExpandedAndItsFindingsAreInTheLoopsBody() {
    String yaml = """
        AWSTemplateFormatVersion: "2010-09-09"
        Transform: AWS::LanguageExtensions
        Parameters:
          Names:
            Type: CommaDelimitedList
            Default: "a,b"
        Resources:
          Fn::ForEach::Queues:
            - Name
            - [X, Y]
            - Queue${Name}:
                Type: AWS::SQS::Queue
                Properties:
                  QueueName: !Ref Name
                  DelaySeconds: 5000
                  Bogus: 1
                  MaximumMessageSize: !Sub "${Name}"
          Fn::ForEach::More:
            - N
            - !Ref Names
            - Topic&{N}:
                Type: AWS::SNS::Topic
                Properties:
                  TopicName: !Sub "t-${N}"
                  Nope: 2
          Plain:
            Type: AWS::SQS::Queue
            Properties:
              DelaySeconds: 6000
        Outputs:
          Fn::ForEach::Out:
            - Name
            - [X, Y]
            - Out${Name}:
                Value: !GetAtt [!Sub "Queue${Name}", Arn]
          O2:
            Value: !GetAtt QueueX.Arn
          O3:
            Value: !GetAtt QueueZ.Arn
        """;
    List<Finding> findings = lint(yaml);
    assertThat(Lint.at(findings)).containsExactlyInAnyOrder(
        "E3034@15", "E3002@16", "E3012@17", "E3012@17", "E3002@25", "E3034@29", "E6101@39");
    Finding first = findings.get(0);
    assertThat(first.location().path())
        .containsExactly("Resources", "Fn::ForEach::Queues", 2, "Queue${Name}", "Properties", "DelaySeconds");
    assertThat(first.resource().id()).isEqualTo("QueueX");
    assertThat(first.resource().type()).isEqualTo("AWS::SQS::Queue");
    assertThat(first.resource().line()).isEqualTo(11);
  }

  /**
   * {@code &{x}} keeps letters and digits; an Fn::Sub keeps its other variables; a collection from
   * a mapping; a parameter without a default is one element only known at deployment; a loop inside
   * a resource's properties and in the Conditions section.
   */
  @Test
  void forEachTakesEveryFormOfCollectionAndPlace() {
    String yaml = """
        AWSTemplateFormatVersion: "2010-09-09"
        Transform: AWS::LanguageExtensions
        Parameters:
          NoDefault:
            Type: CommaDelimitedList
        Mappings:
          M:
            Lists:
              Names: [p, q]
        Resources:
          Fn::ForEach::A:
            - Name
            - [a.b, c-d]
            - Queue&{Name}:
                Type: AWS::SQS::Queue
                Properties:
                  QueueName: "plain-${Name}"
                  DelaySeconds: !Sub "${Name}-${AWS::Region}"
                  MaximumMessageSize: !Sub "${Name}"
          Fn::ForEach::B:
            - N
            - !Ref NoDefault
            - Topic${N}:
                Type: AWS::SNS::Topic
                Properties:
                  Bogus1: 1
          Fn::ForEach::C:
            - N
            - !FindInMap [M, Lists, Names]
            - Bucket${N}:
                Type: AWS::S3::Bucket
                Properties:
                  Bogus2: 1
          Table:
            Type: AWS::DynamoDB::Table
            Properties:
              BillingMode: PAY_PER_REQUEST
              KeySchema: [{AttributeName: id, KeyType: HASH}]
              AttributeDefinitions: [{AttributeName: id, AttributeType: S}]
              Fn::ForEach::Tags:
                - T
                - [x, y]
                - Bogus${T}: 1
        Conditions:
          Fn::ForEach::Conds:
            - R
            - [east, west]
            - Is${R}: !Equals [!Ref "AWS::Region", !Sub "us-${R}-1"]
        """;
    assertThat(Lint.at(lint(yaml))).containsExactlyInAnyOrder(
        "W1031@18", "W1031@18", "E3012@19", "E3012@19", "E3002@26", "E3002@33", "E3002@43", "E3002@43");
  }

  /** Without the transform, Fn::ForEach is not a resource (E3001), as CloudFormation says. */
  @Test
  void withoutTheTransformALoopIsNotExpanded() {
    String yaml = """
        Resources:
          Fn::ForEach::Queues:
            - Name
            - [X, Y]
            - Queue${Name}:
                Type: AWS::SQS::Queue
        """;
    assertThat(Lint.at(lint(yaml))).containsExactly("E3001@2");
  }
}
