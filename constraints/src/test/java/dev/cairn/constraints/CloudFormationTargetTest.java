package dev.cairn.constraints;

import static dev.cairn.constraints.Docs.doc;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Cairn's CloudFormation target: a template's resources reviewed with the same template/constraint split. */
class CloudFormationTargetTest {
  private static final Path FIXTURES = Path.of("../fixtures/constraints/cloudformation");

  private static SourceDocument fixture(String name) throws Exception {
    return doc(FIXTURES.resolve(name).toString(), Files.readString(FIXTURES.resolve(name)));
  }

  private static Client client(String constraint) throws Exception {
    Client client = Client.builder().target(new CloudFormationTarget()).build();
    client.add(fixture("template.yaml"));
    client.add(doc("constraint.yaml", constraint));
    return client;
  }

  private static List<Result> reviewStack(Client client) throws Exception {
    SourceDocument stack = fixture("stack.yaml");
    return new CloudFormationTarget().objects(stack).stream().flatMap(o -> client.review(o).stream()).toList();
  }

  @Test
  void eachResourceIsReviewedAndLocatedInTheTemplate() throws Exception {
    List<Result> results = reviewStack(client(Files.readString(FIXTURES.resolve("constraint.yaml"))));
    assertThat(results).extracting(Result::msg)
        .containsExactly("bucket Logs is not encrypted", "bucket Assets uses AES256, not one of [\"aws:kms\"]");
    Result logs = results.get(0);
    assertThat(logs.object()).isEqualTo(new ObjectId("", "", "AWS::S3::Bucket", "", "Logs"));
    assertThat(logs.primary().where().path()).containsExactly("Resources", "Logs", "Properties", "BucketEncryption");
    assertThat(logs.primary().toString()).endsWith("stack.yaml:5:5");
    assertThat(logs.primary().where().missing()).containsExactly("BucketEncryption");
    Result assets = results.get(1);
    assertThat(assets.primary().toString()).endsWith("stack.yaml:13:15");
    // `not allowed(algorithm)` searched the parameter list and nothing matched: the list is where.
    assertThat(assets.locations()).extracting(ResultLocation::toString).contains("constraint.yaml:10:5");
  }

  @Test
  void matchesByResourceTypeGlobAndLogicalId() throws Exception {
    String base = "apiVersion: constraints.gatekeeper.sh/v1beta1\nkind: CfnBucketEncryption\nmetadata: {name: c}\nspec:\n"
        + "  parameters: {algorithms: ['aws:kms']}\n  match:\n";
    assertThat(reviewStack(client(base + "    kinds: [{kinds: ['AWS::SQS::*']}]\n")))
        .extracting(Result::msg).containsExactly("bucket Queue is not encrypted");
    assertThat(reviewStack(client(base + "    kinds: [{kinds: ['AWS::S3::Bucket']}]\n    name: Ass*\n")))
        .extracting(Result::msg).containsExactly("bucket Assets uses AES256, not one of [\"aws:kms\"]");
  }

  @Test
  void inventoryHoldsResourcesByTypeAndLogicalId() throws Exception {
    SourceDocument stack = fixture("stack.yaml");
    var inv = new CloudFormationTarget().inventory(new CloudFormationTarget().objects(stack));
    assertThat(inv.path("AWS::S3::Bucket").path("Data").path("Type").asText()).isEqualTo("AWS::S3::Bucket");
    assertThat(inv.path("AWS::SQS::Queue").has("Queue")).isTrue();
  }

  @Test
  void kubernetesObjectsAreNotCloudFormationResources() {
    assertThat(new CloudFormationTarget().objects(doc("p.yaml", "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\n"))).isEmpty();
    assertThat(new KubernetesTarget().objects(doc("s.yaml", "Resources:\n  B:\n    Type: AWS::S3::Bucket\n"))).isEmpty();
  }
}
