package dev.cairn.cfnlint;

import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * cfn-lint's {@code format} values (docs/format_keyword.md) with the rule id each reports under, as
 * the live cfn-lint 1.42.1 checks them: its own AWS formats report their own rule (E1150 ...), the
 * standard ones (date-time, the address formats) the rule of their place (E3002 in resource
 * properties). A format applies to strings only. A format not listed here (json, int64, uri, ...) is
 * not checked, as in cfn-lint; nor is {@code AWS::Logs::LogGroup.Name}, for which cfn-lint reports
 * no value at all (E1155: none for spaces, {@code !}, the empty string or 600 characters).
 */
final class Formats {
  /**
   * @param ruleId the rule a violation is reported under, or null for the rule of the place
   */
  record Format(String ruleId, Predicate<String> valid) {}

  private static final Pattern VPC = Pattern.compile("vpc-([0-9A-Fa-f]{8}|[0-9A-Fa-f]{17})");
  private static final Pattern SG = Pattern.compile("sg-([0-9A-Fa-f]{8}|[0-9A-Fa-f]{17})");
  private static final Pattern SUBNET = Pattern.compile("subnet-([0-9A-Fa-f]{8}|[0-9A-Fa-f]{17})");
  private static final Pattern AMI = Pattern.compile("ami-([0-9a-z]{8}|[0-9a-z]{17})");
  private static final Pattern SG_NAME = Pattern.compile("[a-zA-Z0-9 ._\\-:/()#,@\\[\\]+=&;{}!$*]+");
  private static final Pattern ROLE_ARN =
      Pattern.compile("arn:(aws|aws-cn|aws-iso|aws-iso-[a-z]{1}|aws-us-gov):iam::\\d{12}:role/.*");
  /** RFC 3339 in UTC as cfn-lint accepts it: any two-digit day, seconds to 59, no offset but Z. */
  private static final Pattern DATE_TIME =
      Pattern.compile("\\d{4}-(0[1-9]|1[0-2])-\\d{2}T([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(\\.\\d+)?Z");

  /** A log group name, which cfn-lint 1.42.1's E1155 checks subnet ids against (its log group names it checks not at all). */
  private static final Pattern LOG_GROUP = Pattern.compile("[.\\-_/#A-Za-z0-9]{1,512}");

  private static final Map<String, List<Format>> FORMATS = Map.ofEntries(
      Map.entry("AWS::EC2::VPC.Id", List.of(new Format("E1151", matching(VPC)))),
      Map.entry("AWS::EC2::SecurityGroup.Id", List.of(new Format("E1150", matching(SG)))),
      Map.entry("AWS::EC2::SecurityGroup.Name", List.of(new Format("E1153", matching(SG_NAME)))),
      Map.entry("AWS::EC2::Subnet.Id", List.of(new Format("E1154", matching(SUBNET)), new Format("E1155", matching(LOG_GROUP)))),
      Map.entry("AWS::EC2::Image.Id", List.of(new Format("E1152", matching(AMI)))),
      Map.entry("AWS::IAM::Role.Arn", List.of(new Format("E1156", matching(ROLE_ARN)))),
      Map.entry("date-time", List.of(new Format(null, matching(DATE_TIME)))),
      Map.entry("ipv4", List.of(new Format(null, Networks::ipv4Address))),
      Map.entry("ipv6", List.of(new Format(null, Networks::ipv6Address))),
      Map.entry("ipv4-network", List.of(new Format(null, Networks::ipv4Network))),
      Map.entry("ipv6-network", List.of(new Format(null, Networks::ipv6Network))));

  private Formats() {}

  private static Predicate<String> matching(Pattern p) {
    return text -> p.matcher(text).matches();
  }

  /** The rules formats report under (beside the rules of their places). */
  static java.util.Set<String> ruleIds() {
    java.util.Set<String> ids = new java.util.TreeSet<>();
    FORMATS.values().forEach(fs -> fs.forEach(f -> {
      if (f.ruleId() != null) {
        ids.add(f.ruleId());
      }
    }));
    return ids;
  }

  /** The checks of the format of that name, or null when Cairn (like cfn-lint) does not check it. */
  static List<Format> get(String name) {
    return FORMATS.get(name);
  }
}
