package dev.cairn.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every mix of check kinds against every output format of {@code cairn scan}: a finding of each
 * kind reaches each format, a file that cannot be parsed is named in each, the exit status says
 * what happened, and the Rego check's exemption is still counted whatever else runs beside it.
 */
class ScanFormatMatrixTest {
  /** A kind of check, the files that configure it, and the text its one finding shows. */
  enum Kind {
    REGO("rego-mark"),
    CONSTRAINTS("constraint-mark"),
    GUARD("guard-mark"),
    SCHEMAS("BogusProperty");

    final String mark;

    Kind(String mark) {
      this.mark = mark;
    }
  }

  private static final String TEMPLATE =
      """
      Resources:
        Bucket:
          Type: AWS::S3::Bucket
          Properties:
            BogusProperty: 1
        Skipped:
          Type: AWS::S3::Bucket
          Metadata:
            cairn:
              skip: [MARK_REGO]
      """;

  private static final String REGO =
      """
      package main

      import rego.v1

      # METADATA
      # custom:
      #   id: MARK_REGO
      #   severity: high
      deny_unversioned contains msg if {
      	some name, r in input.Resources
      	r.Type == "AWS::S3::Bucket"
      	not r.Properties.VersioningConfiguration
      	msg := sprintf("rego-mark %s", [name])
      }
      """;

  private static final String GUARD =
      """
      let buckets = Resources.*[ Type == 'AWS::S3::Bucket' ]

      rule bucket_named when %buckets !empty {
        %buckets.Properties.BucketName exists
        <<
          guard-mark
        >>
      }
      """;

  private static final String CONSTRAINT_TEMPLATE =
      """
      apiVersion: templates.gatekeeper.sh/v1
      kind: ConstraintTemplate
      metadata:
        name: marktagged
      spec:
        crd:
          spec:
            names:
              kind: MarkTagged
        targets:
          - target: cloudformation.cairn.dev
            rego: |
              package marktagged

              violation[{"msg": msg}] {
                not input.review.object.Properties.Tags
                msg := sprintf("constraint-mark %v", [input.review.name])
              }
      """;

  private static final String CONSTRAINT =
      """
      apiVersion: constraints.gatekeeper.sh/v1beta1
      kind: MarkTagged
      metadata:
        name: buckets-tagged
      spec:
        match:
          kinds:
            - kinds: ["AWS::S3::Bucket"]
      """;

  @TempDir static Path dir;

  @BeforeAll
  static void writeFiles() throws Exception {
    Files.createDirectories(dir.resolve("rego"));
    Files.writeString(dir.resolve("rego/marks.rego"), REGO);
    Files.createDirectories(dir.resolve("guard"));
    Files.writeString(dir.resolve("guard/marks.guard"), GUARD);
    Files.createDirectories(dir.resolve("constraints"));
    Files.writeString(dir.resolve("constraints/template.yaml"), CONSTRAINT_TEMPLATE);
    Files.writeString(dir.resolve("constraints/constraint.yaml"), CONSTRAINT);
    Files.createDirectories(dir.resolve("inputs"));
    Files.writeString(dir.resolve("inputs/stack.yaml"), TEMPLATE);
    Files.createDirectories(dir.resolve("broken"));
    Files.writeString(dir.resolve("broken/stack.yaml"), TEMPLATE);
    Files.writeString(dir.resolve("broken/torn.yaml"), "Resources:\n  Bucket: [1,\n");
  }

  static Stream<Arguments> mixes() {
    List<Arguments> out = new ArrayList<>();
    Kind[] kinds = Kind.values();
    for (int mask = 1; mask < 1 << kinds.length; mask++) {
      EnumSet<Kind> mix = EnumSet.noneOf(Kind.class);
      for (Kind k : kinds) {
        if ((mask & 1 << k.ordinal()) != 0) {
          mix.add(k);
        }
      }
      for (String format : ScanCommand.FORMATS.names()) {
        out.add(Arguments.of(mix, format));
      }
    }
    return out.stream();
  }

  private static List<String> args(Set<Kind> mix, String format, String inputs) {
    List<String> args = new ArrayList<>(List.of("scan", "--no-color", "-o", format));
    for (Kind k : mix) {
      switch (k) {
        case REGO -> args.addAll(List.of("-p", dir.resolve("rego").toString()));
        case GUARD -> args.addAll(List.of("-p", dir.resolve("guard").toString()));
        case CONSTRAINTS -> args.addAll(List.of("-p", dir.resolve("constraints").toString()));
        case SCHEMAS -> args.add("--schemas");
      }
    }
    args.add(dir.resolve(inputs).toString());
    return args;
  }

  @ParameterizedTest(name = "{0} -o {1}")
  @MethodSource("mixes")
  void everyKindsFindingReachesEveryFormat(Set<Kind> mix, String format) throws Exception {
    CliRun r = CliRun.of(args(mix, format, "inputs").toArray(String[]::new));
    assertThat(r.err()).doesNotContain("Exception");
    assertThat(r.exitCode()).as(r.err()).isEqualTo(1);
    for (Kind k : Kind.values()) {
      if (mix.contains(k)) {
        assertThat(r.out()).as("%s finding in %s", k, format).contains(k.mark);
      } else if (!format.equals("html")) { // html shows the source around findings, other kinds' marks too
        assertThat(r.out()).as("no %s finding in %s", k, format).doesNotContain(k.mark);
      }
    }
    if (mix.contains(Kind.REGO) && format.equals("cdk")) {
      assertThat(new ObjectMapper().readTree(r.out()).at("/metadata/exempted").asText()).isEqualTo("1");
    }
    if (mix.contains(Kind.REGO) && format.equals("json")) {
      JsonNode root = new ObjectMapper().readTree(r.out());
      assertThat(root.at("/summary/exempted").asInt()).as(r.out()).isEqualTo(1);
    }
  }

  @ParameterizedTest(name = "{0} -o {1}")
  @MethodSource("mixes")
  void aFileThatDoesNotParseIsNamedInEveryFormat(Set<Kind> mix, String format) {
    CliRun r = CliRun.of(args(mix, format, "broken").toArray(String[]::new));
    assertThat(r.err()).doesNotContain("Exception");
    assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
    assertThat(r.out()).as("the torn file in %s", format).contains("torn.yaml");
    Kind first = mix.iterator().next();
    assertThat(r.out()).as("the good file still checked in %s", format).contains(first.mark);
  }
}
