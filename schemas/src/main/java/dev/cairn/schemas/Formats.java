package dev.cairn.schemas;

import java.net.InetAddress;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * cfn-lint's {@code format} values (docs/format_keyword.md) with the rule id each reports under. A
 * format not listed here (json, int64, uri, ...) is not checked, as in cfn-lint.
 */
final class Formats {
  record Format(String ruleId, Pattern pattern) {}

  private static final Pattern VPC = Pattern.compile("^vpc-([0-9a-f]{8}|[0-9a-f]{17})$");
  private static final Pattern SG = Pattern.compile("^sg-([0-9a-f]{8}|[0-9a-f]{17})$");
  private static final Pattern SUBNET = Pattern.compile("^subnet-([0-9a-f]{8}|[0-9a-f]{17})$");
  private static final Pattern AMI = Pattern.compile("^ami-([0-9a-f]{8}|[0-9a-f]{17})$");
  private static final Pattern SG_NAME = Pattern.compile("^[a-zA-Z0-9 ._\\-:/()#,@\\[\\]+=&;{}!$*]{1,255}$");
  private static final Pattern ROLE_ARN =
      Pattern.compile("^arn:(aws|aws-cn|aws-iso|aws-iso-[a-z]{1}|aws-us-gov):iam::\\d{12}:role/.*$");
  private static final Pattern LOG_GROUP = Pattern.compile("^[\\.\\-_\\/#A-Za-z0-9]{1,512}$");
  private static final Pattern IPV4_NETWORK =
      Pattern.compile("^(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)(\\.(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)){3}(/(3[0-2]|[12]?\\d))?$");
  private static final Pattern IPV4 =
      Pattern.compile("^(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)(\\.(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)){3}$");
  private static final Pattern IPV6 = Pattern.compile("^[0-9a-fA-F:.]{2,45}$");
  private static final Pattern IPV6_NETWORK = Pattern.compile("^[0-9a-fA-F:.]{2,45}(/(12[0-8]|1[01]\\d|[1-9]?\\d))?$");

  private static final Map<String, Format> FORMATS = Map.ofEntries(
      Map.entry("AWS::EC2::VPC.Id", new Format("E1151", VPC)),
      Map.entry("AWS::EC2::SecurityGroup.Id", new Format("E1150", SG)),
      Map.entry("AWS::EC2::SecurityGroup.Ids", new Format("E1150", SG)),
      Map.entry("AWS::EC2::SecurityGroup.Name", new Format("E1153", SG_NAME)),
      Map.entry("AWS::EC2::SecurityGroup.Names", new Format("E1153", SG_NAME)),
      Map.entry("AWS::EC2::Subnet.Id", new Format("E1154", SUBNET)),
      Map.entry("AWS::EC2::Subnet.Ids", new Format("E1154", SUBNET)),
      Map.entry("AWS::EC2::Image.Id", new Format("E1152", AMI)),
      Map.entry("AWS::IAM::Role.Arn", new Format("E1156", ROLE_ARN)),
      Map.entry("AWS::Logs::LogGroup.Name", new Format("E1155", LOG_GROUP)),
      Map.entry("ipv4-network", new Format("E1103", IPV4_NETWORK)),
      // draft-07's own address formats, which cfn-lint checks too (Route 53 records)
      Map.entry("ipv4", new Format("E1103", IPV4)),
      Map.entry("ipv6", new Format("E1103", IPV6)),
      Map.entry("ipv6-network", new Format("E1103", IPV6_NETWORK)));

  private Formats() {}

  /** The rules formats report under. */
  static java.util.Set<String> ruleIds() {
    java.util.Set<String> ids = new java.util.TreeSet<>();
    FORMATS.values().forEach(f -> ids.add(f.ruleId()));
    return ids;
  }

  /** The format of that name, or null when Cairn (like cfn-lint) does not check it. */
  static Format get(String name) {
    return FORMATS.get(name);
  }

  /** True when {@code text} has the format; IPv6 addresses and networks are confirmed by the JDK's parser. */
  static boolean valid(String name, Format format, String text) {
    if (!format.pattern().matcher(text).matches()) {
      return false;
    }
    if (!name.equals("ipv6-network") && !name.equals("ipv6")) {
      return true;
    }
    String address = text.contains("/") ? text.substring(0, text.indexOf('/')) : text;
    if (!address.contains(":")) {
      return false;
    }
    try {
      InetAddress.getByName(address); // a literal: parsed, never looked up
      return true;
    } catch (java.net.UnknownHostException e) {
      return false;
    }
  }
}
