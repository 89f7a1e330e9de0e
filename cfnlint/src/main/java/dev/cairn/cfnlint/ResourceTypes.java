package dev.cairn.cfnlint;

import java.util.Set;

/** Which provider schema a resource type is checked against, and which types are not checked. */
final class ResourceTypes {
  private ResourceTypes() {}

  /** {@code Custom::Name} resources are custom resources. */
  static String schemaType(String type) {
    return type.startsWith("Custom::") ? "AWS::CloudFormation::CustomResource" : type;
  }

  /**
   * Types a transform defines (SAM's {@code AWS::Serverless::*} when the template declares the
   * Serverless transform) and modules have no provider schema; they are left to the transform.
   */
  static boolean unchecked(String type, Set<String> transforms) {
    return type.endsWith("::MODULE")
        || (type.startsWith("AWS::Serverless::") && transforms.stream().anyMatch(t -> t.startsWith("AWS::Serverless")));
  }
}
