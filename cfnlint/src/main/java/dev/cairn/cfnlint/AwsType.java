package dev.cairn.cfnlint;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * cfn-lint's {@code awsType}: a value of a type common to many resources (a VPC id, an AMI, an IAM
 * role ARN, an identity policy). The name is either one of the {@code format} names Cairn checks
 * ({@code AWS::EC2::VPC.Id}), checked as that format, or a rule of the extension table, applied as
 * a {@code cfnLint} keyword would. A name that is neither is not checked and is listed by
 * {@link Keywords#unknownRules}.
 */
final class AwsType {
  private AwsType() {}

  static void check(Validator v, JsonNode name, JsonNode inst, TemplatePath at, RuleScope scope, ViolationCollector sink) {
    if (!name.isTextual()) {
      return;
    }
    if (Formats.get(name.textValue()) != null) {
      if (inst.isValueNode()) {
        ScalarKeywords.format(v, name.textValue(), inst, at, scope, sink);
      } else if (inst.isArray()) {
        for (int i = 0; i < inst.size(); i++) {
          if (inst.get(i).isValueNode()) {
            ScalarKeywords.format(v, name.textValue(), inst.get(i), at.index(i), scope, sink);
          }
        }
      }
      return;
    }
    Extensions.named(v, name, inst, at, sink);
  }

  static boolean known(String name) {
    return Formats.get(name) != null || ExtensionRules.ALL.knows(name);
  }
}
