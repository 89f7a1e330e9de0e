package dev.cairn.report;

import java.util.List;

/** A small report exercising every field: two findings (one with a missing key) and an error. */
final class SampleReports {
  private SampleReports() {}

  static ScanReport sample() {
    Finding subnet =
        new Finding(
            "templates/template.yaml",
            0,
            "data.policy.deny",
            "data.policy.deny",
            "PrivateSubnet",
            "error",
            Outcome.FAIL,
            new Resource("PrivateSubnet", "AWS::EC2::Subnet", null, 12, 3),
            new FindingLocation(List.of("Resources", "PrivateSubnet", "Properties", "CidrBlock"), 17, 7, 17, 31, List.of()),
            List.of(new FindingLocation(List.of("Resources", "PrivateSubnet", "Type"), 13, 5, 13, 27, List.of())),
            Reports.json("{\"title\": \"Subnets must be /24 or smaller\", \"custom\": {\"severity\": \"high\"}}"));
    Finding bucket =
        new Finding(
            "templates/bucket.yaml",
            1,
            "data.main.warn_encryption",
            "S3_001",
            "Bucket must be encrypted",
            "warning",
            Outcome.WARN,
            null,
            new FindingLocation(List.of("Resources", "B", "Properties", "BucketEncryption"), 4, 5, 5, 20, List.of("BucketEncryption")),
            List.of(),
            null);
    return new ScanReport(
        List.of(subnet, bucket),
        List.of(new InputError("broken.yaml", 3, 9, "mapping values are not allowed here")),
        3,
        4,
        0);
  }
}
