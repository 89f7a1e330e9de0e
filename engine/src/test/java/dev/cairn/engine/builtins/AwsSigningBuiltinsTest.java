package dev.cairn.engine.builtins;

import static dev.cairn.engine.builtins.Calls.call;
import static dev.cairn.engine.builtins.Calls.error;
import static dev.cairn.engine.builtins.Calls.json;
import static dev.cairn.engine.builtins.Calls.num;
import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.Value;
import org.junit.jupiter.api.Test;

class AwsSigningBuiltinsTest {
  private static final String SIGN = "providers.aws.sign_req";
  private static final Value CONFIG = json("{'aws_access_key': 'MYAWSACCESSKEYGOESHERE',"
      + " 'aws_secret_access_key': 'MYAWSSECRETACCESSKEYGOESHERE', 'aws_service': 's3',"
      + " 'aws_region': 'us-east-1'}");
  private static final Value TIME = num("1451311705000000000");

  private static ObjectValue headers(Value signed) {
    return (ObjectValue) ((ObjectValue) signed).get("headers");
  }

  @Test
  void signsARequestWithoutBody() throws Exception {
    Value signed = call(SIGN, json("{'method': 'get', 'url': 'http://example.com'}"), CONFIG, TIME);
    assertThat(headers(signed)).isEqualTo(json("{"
        + "'Authorization': 'AWS4-HMAC-SHA256 Credential=MYAWSACCESSKEYGOESHERE/20151228/us-east-1/s3/aws4_request,"
        + "SignedHeaders=host;x-amz-content-sha256;x-amz-date,"
        + "Signature=0047a7016c81e5c7f29cd522f97e911e04fc472fced0aee7916cbc287ad6c8e3',"
        + "'host': 'example.com',"
        + "'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',"
        + "'x-amz-date': '20151228T140825Z'}"));
    assertThat(((ObjectValue) signed).get("method")).isEqualTo(json("'get'"));
  }

  @Test
  void rawBodyIsSignedInsteadOfBody() throws Exception {
    Value req = json("{'method': 'get', 'url': 'http://example.com',"
        + " 'body': {'example': [1, 2, 3, 4]}, 'raw_body': '{\\'example\\': {1, 2, 3, 4}}'}");
    Value h = headers(call(SIGN, req, CONFIG, TIME));
    assertThat(((ObjectValue) h).get("x-amz-content-sha256"))
        .isEqualTo(json("'22906461e2a98a3e780d0fd260e341bed5e544661e97c5936fc7f3af11aaad8b'"));
    assertThat(((ObjectValue) h).get("Authorization").toString())
        .contains("Signature=5bf26e169cb8b02330dba39d53932532438fc856c2f10537689a09ed807c7195");
  }

  @Test
  void sessionTokenIsSentAndSigned() throws Exception {
    Value config = json("{'aws_access_key': 'MYAWSACCESSKEYGOESHERE',"
        + " 'aws_secret_access_key': 'MYAWSSECRETACCESSKEYGOESHERE', 'aws_service': 's3',"
        + " 'aws_region': 'us-east-1', 'aws_session_token': 'MYAWSSECURITYTOKENGOESHERE'}");
    ObjectValue h = headers(call(SIGN, json("{'method': 'get', 'url': 'http://example.com'}"), config, TIME));
    assertThat(h.get("x-amz-security-token")).isEqualTo(json("'MYAWSSECURITYTOKENGOESHERE'"));
    assertThat(h.get("Authorization").toString()).contains(
        "SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-amz-security-token,"
            + "Signature=23c31bda8a74630c0a94f6b82a3511e7e74728df98e6f54ed0840488dbbdc8d1");
  }

  @Test
  void unsignedPayloadForS3WhenAsked() throws Exception {
    Value config = json("{'aws_access_key': 'a', 'aws_secret_access_key': 'b', 'aws_service': 's3',"
        + " 'aws_region': 'us-east-1', 'disable_payload_signing': true}");
    ObjectValue h = headers(call(SIGN, json("{'method': 'put', 'url': 'https://b.s3.amazonaws.com/k?x=1', 'raw_body': 'data'}"), config, TIME));
    assertThat(h.get("x-amz-content-sha256")).isEqualTo(json("'UNSIGNED-PAYLOAD'"));
    assertThat(h.get("host")).isEqualTo(json("'b.s3.amazonaws.com'"));
  }

  @Test
  void userHeadersAreSignedExceptTheOnesProxiesRewrite() throws Exception {
    Value req = json("{'method': 'get', 'url': 'http://example.com',"
        + " 'headers': {'X-Custom': 'v', 'User-Agent': 'ua'}}");
    ObjectValue h = headers(call(SIGN, req, CONFIG, TIME));
    assertThat(h.get("X-Custom")).isEqualTo(json("'v'"));
    assertThat(h.get("Authorization").toString())
        .contains("SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-custom,");
  }

  @Test
  void missingAndMistypedParametersAreTypeErrors() {
    BuiltinException e = error(SIGN, json("{}"), CONFIG, TIME);
    assertThat(e.code()).isEqualTo(ErrorCodes.EVAL_TYPE);
    assertThat(e.getMessage())
        .isEqualTo("operand 1 missing required request parameters(s): {\"method\", \"url\"}");
    assertThat(error(SIGN, json("{'method': 1, 'url': 'u'}"), CONFIG, TIME).getMessage())
        .isEqualTo("operand 1 invalid values for required request parameters(s): {\"method\"}");
    assertThat(error(SIGN, json("{'method': 'get', 'url': 'u'}"), json("{'aws_region': 1}"), TIME).getMessage())
        .isEqualTo("operand 2 missing required AWS config parameters(s): "
            + "{\"aws_access_key\", \"aws_secret_access_key\", \"aws_service\"}");
    assertThat(error(SIGN, json("{'method': 'get', 'url': 'u'}"), CONFIG, num("-1e9")).getMessage())
        .isEqualTo("operand 3 could not convert time_ns value into a unix timestamp");
  }
}
