package dev.cairn.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.snakeyaml.engine.v2.api.Dump;
import org.snakeyaml.engine.v2.api.DumpSettings;
import org.snakeyaml.engine.v2.common.FlowStyle;

/**
 * Deterministic CloudFormation templates of any size for benchmarks: a realistic mix of buckets,
 * security groups, IAM roles, databases, volumes, keys, functions and subnets, about one in four
 * misconfigured so that the fixture rules find something (or one in any number: tracing costs per
 * result, so how many resources break a rule decides its cost). The same seed gives the same text.
 */
public final class TemplateGenerator {
  private static final String[] RUNTIMES = {"python3.12", "nodejs20.x", "python2.7", "java21", "nodejs12.x"};

  private TemplateGenerator() {}

  /** A template with {@code resources} resources, about one in four misconfigured, as YAML text. */
  public static String yaml(int resources, long seed) {
    return yaml(resources, seed, 4);
  }

  /**
   * The share of misconfigured resources the benchmark tools are asked for: {@code
   * -Dcairn.misconfigured=N}, one resource in N (4 when unset).
   *
   * @throws IllegalArgumentException when N is not a whole number of at least 1
   */
  static int misconfiguredOneIn() {
    String given = System.getProperty("cairn.misconfigured", "4");
    int oneIn;
    try {
      oneIn = Integer.parseInt(given);
    } catch (NumberFormatException e) {
      oneIn = 0;
    }
    if (oneIn < 1) {
      throw new IllegalArgumentException(
          "-Dcairn.misconfigured takes a whole number of at least 1 (one resource in N breaks a rule), not " + given);
    }
    return oneIn;
  }

  /** A template with {@code resources} resources, about one in {@code oneIn} misconfigured. */
  public static String yaml(int resources, long seed, int oneIn) {
    DumpSettings settings = DumpSettings.builder().setDefaultFlowStyle(FlowStyle.BLOCK).setIndent(2).build();
    return new Dump(settings).dumpToString(template(resources, seed, oneIn));
  }

  /** The template as plain maps and lists, about one in four resources misconfigured. */
  public static Map<String, Object> template(int resources, long seed) {
    return template(resources, seed, 4);
  }

  /** The template as plain maps and lists, about one in {@code oneIn} resources misconfigured. */
  public static Map<String, Object> template(int resources, long seed, int oneIn) {
    if (oneIn < 1) {
      throw new IllegalArgumentException("one in " + oneIn + " resources misconfigured: at least one in 1");
    }
    Random random = new Random(seed);
    Map<String, Object> all = new LinkedHashMap<>();
    for (int i = 0; i < resources; i++) {
      boolean bad = random.nextInt(oneIn) == 0;
      switch (i % 8) {
        case 0 -> all.put("Bucket" + i, bucket(bad));
        case 1 -> all.put("SecurityGroup" + i, securityGroup(bad, random));
        case 2 -> all.put("Role" + i, role(bad));
        case 3 -> all.put("Database" + i, database(bad, random));
        case 4 -> all.put("Volume" + i, resource("AWS::EC2::Volume", map("Size", 20 + random.nextInt(100), "Encrypted", !bad)));
        case 5 -> all.put("Key" + i, resource("AWS::KMS::Key", map("EnableKeyRotation", !bad)));
        case 6 -> all.put("Function" + i, function(bad, random));
        default -> all.put("Subnet" + i, resource("AWS::EC2::Subnet",
            map("VpcId", map("Ref", "Vpc"), "CidrBlock", "10." + (i % 250) + ".0.0/" + (bad ? 16 : 24))));
      }
    }
    return map("AWSTemplateFormatVersion", "2010-09-09", "Resources", all);
  }

  private static Map<String, Object> bucket(boolean bad) {
    Map<String, Object> props = new LinkedHashMap<>();
    props.put("VersioningConfiguration", map("Status", bad ? "Suspended" : "Enabled"));
    props.put("PublicAccessBlockConfiguration", map(
        "BlockPublicAcls", true, "BlockPublicPolicy", !bad, "IgnorePublicAcls", true, "RestrictPublicBuckets", true));
    if (!bad) {
      props.put("BucketEncryption", map("ServerSideEncryptionConfiguration",
          List.of(map("ServerSideEncryptionByDefault", map("SSEAlgorithm", "aws:kms")))));
    }
    return resource("AWS::S3::Bucket", props);
  }

  private static Map<String, Object> securityGroup(boolean bad, Random random) {
    List<Object> ingress = new ArrayList<>();
    ingress.add(map("IpProtocol", "tcp", "FromPort", 443, "ToPort", 443, "CidrIp", "0.0.0.0/0"));
    int port = bad ? 22 : 8000 + random.nextInt(1000);
    ingress.add(map("IpProtocol", "tcp", "FromPort", port, "ToPort", port, "CidrIp", bad ? "0.0.0.0/0" : "10.0.0.0/8"));
    return resource("AWS::EC2::SecurityGroup", map("GroupDescription", "generated", "SecurityGroupIngress", ingress));
  }

  private static Map<String, Object> role(boolean bad) {
    Object action = bad ? List.of("s3:GetObject", "*") : "s3:GetObject";
    Map<String, Object> statement = map("Effect", "Allow", "Action", action, "Resource", "arn:aws:s3:::data/*");
    return resource("AWS::IAM::Role", map(
        "AssumeRolePolicyDocument", map("Statement", List.of(map("Effect", "Allow", "Action", "sts:AssumeRole"))),
        "Policies", List.of(map("PolicyName", "access", "PolicyDocument", map("Statement", List.of(statement))))));
  }

  private static Map<String, Object> database(boolean bad, Random random) {
    return resource("AWS::RDS::DBInstance", map(
        "Engine", "postgres",
        "StorageEncrypted", !bad,
        "PubliclyAccessible", bad && random.nextBoolean(),
        "BackupRetentionPeriod", bad ? 1 : 14));
  }

  private static Map<String, Object> function(boolean bad, Random random) {
    String runtime = bad ? RUNTIMES[2 + 2 * random.nextInt(2)] : RUNTIMES[random.nextBoolean() ? 0 : 1];
    return resource("AWS::Lambda::Function", map("Runtime", runtime, "Handler", "index.handler", "MemorySize", 128));
  }

  private static Map<String, Object> resource(String type, Map<String, Object> properties) {
    return map("Type", type, "Properties", properties);
  }

  /** An insertion-ordered map from alternating keys and values. */
  static Map<String, Object> map(Object... kv) {
    Map<String, Object> m = new LinkedHashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      m.put((String) kv[i], kv[i + 1]);
    }
    return m;
  }
}
