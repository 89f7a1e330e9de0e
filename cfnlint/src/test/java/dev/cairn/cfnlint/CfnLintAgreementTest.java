package dev.cairn.cfnlint;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.locator.DocumentLoader;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Differences the cfn-lint differential suite found, each fixed in Cairn: the template here gives
 * the findings cfn-lint 1.42.1 gives it (rule at line), checked with the live tool when written.
 */
class CfnLintAgreementTest {
  private static final DocumentLoader LOADER = DocumentLoader.builder().build();

  private static List<String> lint(String yaml) {
    return Lint.at(Lint.DEFAULT.lint(LOADER.load("t.yaml", yaml)));
  }

  @Test
  void anSsmParameterTypesDefaultIsAParameterNameNotTheValue() {
    String yaml = """
        Parameters:
          Ami:
            Type: AWS::SSM::Parameter::Value<AWS::EC2::Image::Id>
            Default: /aws/service/ami-amazon-linux-latest/al2023-ami-kernel-6.1-arm64
          Plain:
            Type: String
            Default: /not/an/ami
        Resources:
          A:
            Type: AWS::EC2::Instance
            Properties:
              ImageId: !Ref Ami
          B:
            Type: AWS::EC2::Instance
            Properties:
              ImageId: !Ref Plain
        """;
    assertThat(lint(yaml)).containsExactly("W1030@16");
  }

  /**
   * A default that breaks a maximum is reported at the default, once for every Ref to it; Fn::Sub
   * resolves parameters too; a format at the Ref.
   */
  @Test
  void aParameterDefaultIsFaultedWhereItIsWrittenOnceAndItsFormatAtTheRef() {
    String yaml = """
        Parameters:
          Delay:
            Type: Number
            Default: 5000
          Cidr:
            Type: String
            Default: 10.0.0.1/8
        Resources:
          A:
            Type: AWS::SQS::Queue
            Properties:
              DelaySeconds: !Ref Delay
          B:
            Type: AWS::SQS::Queue
            Properties:
              DelaySeconds: !Ref Delay
          C:
            Type: AWS::SQS::Queue
            Properties:
              DelaySeconds: !Sub "${Delay}"
          V:
            Type: AWS::EC2::VPC
            Properties:
              CidrBlock: !Ref Cidr
        """;
    assertThat(lint(yaml)).containsExactlyInAnyOrder("W1030@4", "W1031@20", "W1030@24");
  }

  /** {{resolve:...}} anywhere in a string: its value is only known at deployment. */
  @Test
  void aDynamicReferenceIsNotChecked() {
    String yaml = """
        Resources:
          Q:
            Type: AWS::SQS::Queue
            Properties:
              DelaySeconds: "{{resolve:ssm:/queue/delay}}"
              QueueName: "prefix-{{resolve:ssm:/queue/name}}"
              MaximumMessageSize: not a number
          I:
            Type: AWS::EC2::Instance
            Properties:
              ImageId: "{{resolve:ssm:/aws/service/ami-amazon-linux-latest/al2023-ami-kernel-6.1-arm64}}"
              InstanceType: "{{resolve:ssm:/instance/type}}"
          B:
            Type: AWS::S3::Bucket
            Properties:
              BucketName: !Sub "{{resolve:ssm:/bucket}}-${AWS::Region}"
        """;
    assertThat(lint(yaml)).containsExactlyInAnyOrder("E3012@7");
  }

  /**
   * Strict networks (no host bits), Python's address syntax, RFC 3339 in UTC; the standard formats under
   * E3002; AMI ids [0-9a-z]; a list of group ids once, by its items; no E1155 for a log group name.
   */
  @Test
  void formatsAreCheckedAsCfnLintChecksThem() {
    String yaml = """
        Resources:
          V1:
            Type: AWS::EC2::VPC
            Properties:
              CidrBlock: 192.168.1.0/0
          V2:
            Type: AWS::EC2::VPC
            Properties:
              CidrBlock: 10.0.0.0/255.0.0.0
          V3:
            Type: AWS::EC2::VPC
            Properties:
              CidrBlock: 010.0.0.0/8
          V4:
            Type: AWS::EC2::VPCCidrBlock
            Properties:
              VpcId: vpc-0123ABCD
              Ipv6CidrBlock: 2001:db8::1/32
          S:
            Type: AWS::Scheduler::Schedule
            Properties:
              StartDate: "2024-01-01T00:00:00Z"
              EndDate: "2024-01-01T00:00:00+05:30"
              FlexibleTimeWindow: {Mode: "OFF"}
              ScheduleExpression: rate(1 hour)
              Target: {Arn: "arn:aws:sqs:us-east-1:123456789012:q", RoleArn: "arn:aws:iam::123456789012:role/r"}
          I:
            Type: AWS::EC2::Instance
            Properties:
              ImageId: ami-0abcdefz
              SubnetId: subnet-0123ABCD
              SecurityGroupIds: [sg-zzzzzzzz]
          F:
            Type: AWS::EC2::FlowLog
            Properties:
              LogGroupName: not a log group name
              ResourceId: vpc-12345678
              ResourceType: VPC
              TrafficType: ALL
              DeliverLogsPermissionArn: arn:aws:iam::123456789012:role/r
        """;
    assertThat(lint(yaml)).containsExactlyInAnyOrder("E3002@5", "E3002@13", "E3002@18", "E3002@23", "E1150@32");
  }

  /**
   * Except a Ref's (E1020); Fn::If is transparent; everything in an output's value is E6101, not its
   * export name.
   */
  @Test
  void aNestedFunctionsFaultIsReportedUnderTheOutermostFunctionsRule() {
    String yaml = """
        Conditions:
          C: !Equals [!Ref "AWS::Region", us-east-1]
        Resources:
          Q:
            Type: AWS::SQS::Queue
            Properties:
              QueueName: !Join ["", [!Ref Nope1, !GetAtt Nope2.Arn, !If [Nope3, a, b]]]
              KmsMasterKeyId: !If [C, !Sub "${Nope4}", !Join ["", [!Sub "${Nope5}"]]]
              DelaySeconds: !Select [0, !GetAZs {Fn::Sub: x}]
              RedrivePolicy: !Base64 {Fn::Sub: {Fn::Foo: x}}
        Outputs:
          O:
            Value: !Join ["", [!Ref Nope6, !GetAtt Q.Nope7]]
            Export:
              Name: !Sub "${Nope8}"
        """;
    assertThat(lint(yaml)).containsExactlyInAnyOrder(
        "E1020@7", "E1022@7", "E1022@7", "E1019@8", "E1022@8", "E1017@9", "E1017@9", "E1021@10", "E6101@13", "E6101@13",
        "E1019@15");
  }

  /**
   * UniqueKeys compares only items with the keys and reports once at the list (E3002 for resource
   * properties); IAM policy rules report all their faults; S3 bucket policies may repeat a Sid.
   */
  @Test
  void statementsWithoutSidAreNotDuplicatesAndPolicyRulesReportEveryFault() {
    String yaml = """
        Resources:
          P:
            Type: AWS::IAM::ManagedPolicy
            Properties:
              PolicyDocument:
                Statement:
                  - Effect: Allow
                    Action: s3:GetObject
                    Resource: "*"
                  - Effect: Allow
                    Action: s3:GetObject
                    Resource: "*"
          D:
            Type: AWS::IAM::ManagedPolicy
            Properties:
              PolicyDocument:
                Statement:
                  - Sid: Same
                    Effect: Allowed
                    Action: s3:GetObject
                    Resource: "*"
                  - Sid: Same
                    Effect: Denied
                    Action: s3:PutObject
                    Resource: "*"
          B:
            Type: AWS::S3::BucketPolicy
            Properties:
              Bucket: b
              PolicyDocument:
                Statement:
                  - Sid: Same
                    Effect: Allow
                    Principal: "*"
                    Action: s3:GetObject
                    Resource: arn:aws:s3:::b/*
                  - Sid: Same
                    Effect: Allow
                    Principal: "*"
                    Action: s3:ListBucket
                    Resource: arn:aws:s3:::b
          T:
            Type: AWS::DynamoDB::Table
            Properties:
              BillingMode: PAY_PER_REQUEST
              KeySchema: [{AttributeName: id, KeyType: HASH}]
              AttributeDefinitions:
                - {AttributeName: id, AttributeType: S}
                - {AttributeName: id, AttributeType: N}
                - {AttributeName: id, AttributeType: B}
        """;
    assertThat(lint(yaml)).containsExactlyInAnyOrder("E3510@17", "E3510@19", "E3510@23", "E3002@47");
  }

  /**
   * Type and enum both; a function's result of the wrong kind under the function's rule (or its
   * owner's), an attribute anywhere a number or boolean goes; E3015 and E6005 for conditions.
   */
  @Test
  void aValueOfTheWrongTypeAndFunctionResultsAreReportedAsCfnLintDoes() {
    String yaml = """
        Parameters:
          List:
            Type: CommaDelimitedList
        Resources:
          V:
            Type: AWS::EC2::VPC
            Properties:
              CidrBlock: 10.0.0.0/16
          I:
            Type: AWS::EC2::Instance
            Properties:
              Tenancy: [default]
          Q:
            Type: AWS::SQS::Queue
            Condition: Missing
            Properties:
              QueueName: !Ref List
              KmsMasterKeyId: !GetAZs ""
              RedrivePolicy: !GetAtt V.CidrBlockAssociations
              DelaySeconds: !GetAtt V.CidrBlockAssociations
              MaximumMessageSize: !Join ["", [!GetAtt V.CidrBlockAssociations]]
        Outputs:
          O:
            Value: !Ref List
            Condition: Missing
        """;
    assertThat(lint(yaml)).containsExactlyInAnyOrder(
        "E3012@12", "E3030@12", "E3015@15", "E1020@17", "E1015@18", "E1010@19", "E1022@21", "E6101@24", "E6005@25");
  }

  /**
   * Fn::GetAZs takes a region name, '' or a Ref (its own E1015, or the outer function's rule); null, as
   * JSON may write an empty short form, is none. AWS::NotificationARNs resolves to a list.
   */
  @Test
  void getAzsTakesARegionNameAndNotificationArnsIsAList() {
    String json = """
        {
          "Resources": {
            "Group": {
              "Type": "AWS::AutoScaling::AutoScalingGroup",
              "Properties": {
                "MinSize": "1",
                "MaxSize": "2",
                "LaunchConfigurationName": "lc",
                "AvailabilityZones": {
                  "Fn::GetAZs": null
                }
              }
            },
            "Subnet": {
              "Type": "AWS::EC2::Subnet",
              "Properties": {
                "VpcId": "vpc-12345678",
                "CidrBlock": "10.0.0.0/24",
                "AvailabilityZone": {"Fn::Select": [0, {"Fn::GetAZs": {"Ref": "AWS::StackName"}}]},
                "Tags": [{"Key": "k", "Value": {"Fn::Join": ["", [{"Ref": "AWS::NotificationARNs"}]]}}]
              }
            }
          }
        }
        """;
    assertThat(Lint.at(Lint.DEFAULT.lint(LOADER.load("t.json", json))))
        .containsExactlyInAnyOrder("E1015@10", "W1030@19", "W1030@20");
  }

  /**
   * A failed anyOf with every branch's faults; pattern and length for strings only; an if's types not
   * coerced (Engine: true is no string); both of two exclusive properties; a repeated list once; a Ref:
   * AWS::NoValue member absent for required but still a name that must be allowed; every fault of a rule
   * that reports all (E3692); subnet ids under E1154 and E1155 (cfn-lint's E1155 checks them as log
   * group names); no E3040 for a read-only property and no E3042, which cfn-lint 1.42.1 never reports.
   */
  @Test
  void theKeywordsMeetTheValuesCfnLintMeetsThemWith() {
    String text = """
        Resources:
          Volume:
            Type: AWS::EC2::Volume
            Properties:
              Encrypted: true
          Permission:
            Type: AWS::Lambda::Permission
            Properties:
              Action: lambda:InvokeFunction
              FunctionName: f
              Principal: s3.amazonaws.com
              SourceAccount: 9
          Cache:
            Type: AWS::ElastiCache::CacheCluster
            Properties:
              CacheNodeType: cache.t3.micro
              NumCacheNodes: 1
              Engine: true
          Ingress:
            Type: AWS::EC2::SecurityGroupIngress
            Properties:
              GroupId: sg-12345678
              IpProtocol: "-1"
              CidrIp: 10.0.0.0/8
              SourceSecurityGroupId: sg-12345678
          Acl:
            Type: AWS::WAF::WebACL
            Properties:
              Name: acl
              MetricName: acl
              DefaultAction: {Type: ALLOW}
              Rules:
                - {Action: {Type: BLOCK}, Priority: 1, RuleId: r}
                - {Action: {Type: BLOCK}, Priority: 1, RuleId: r}
          Policy:
            Type: AWS::SQS::QueuePolicy
            Properties:
              Queues: !Ref AWS::NoValue
              PolicyDocument: {Statement: [{Effect: Allow, Principal: "*", Action: "sqs:*", Resource: "*"}]}
              Bogus: !Ref AWS::NoValue
          Cluster:
            Type: AWS::RDS::DBCluster
            Properties:
              Engine: postgres
          Instance:
            Type: AWS::EC2::Instance
            Properties:
              ImageId: ami-12345678
              SubnetId: "subnet:x"
          Queue:
            Type: AWS::SQS::Queue
            Properties:
              Arn: arn:aws:sqs:us-east-1:123456789012:q
          Task:
            Type: AWS::ECS::TaskDefinition
            Properties:
              ContainerDefinitions:
                - Name: a
                  Image: x
                  Essential: false
        """;
    assertThat(Lint.at(Lint.DEFAULT.lint(LOADER.load("t.yaml", text)))).containsExactlyInAnyOrder(
        "E3003@4", "E3003@4", "E3003@4", "E3003@4", "E3003@4", "E3017@4", "E3014@24", "E3014@25", "E3037@32",
        "E3003@37", "E3002@40", "E3692@43", "E3692@43", "E3692@43", "E3692@43", "E1154@49", "E1155@49");
  }

  /**
   * Null meets any type in resource properties (not in the Description); an Fn::Sub where an object
   * belongs is E1019, not its resolved value's W1031.
   */
  @Test
  void nullIsOfAnyTypeInPropertiesButNotInSectionsAndAFunctionOfTheWrongKindIsItsOwnFault() {
    String text = """
        {
          "Resources": {
            "Cluster": {
              "Type": "AWS::RDS::DBCluster",
              "Properties": {
                "Engine": "aurora-postgresql",
                "StorageEncrypted": null,
                "DatabaseName": null
              }
            },
            "Workgroup": {
              "Type": "AWS::Athena::WorkGroup",
              "Properties": {
                "Name": "w",
                "WorkGroupConfiguration": {"Fn::Sub": "arn:${AWS::Partition}:s3:::x"}
              }
            }
          },
          "Description": null
        }
        """;
    assertThat(Lint.at(Lint.DEFAULT.lint(LOADER.load("t.json", text)))).containsExactlyInAnyOrder(
        "E1019@15", "E1004@19");
  }
}
