package dev.cairn.lsp;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;
import org.eclipse.lsp4j.jsonrpc.json.StreamMessageProducer;
import org.eclipse.lsp4j.jsonrpc.messages.Message;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseMessage;
import org.eclipse.lsp4j.jsonrpc.services.ServiceEndpoints;
import org.eclipse.lsp4j.services.LanguageClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Bytes no client library would send, written raw: each gets a JSON-RPC error response, and the
 * server answers the next request. The responses are read with LSP4J's own message reader.
 */
class MalformedMessageTest {
  private LanguageServerSession session;
  private OutputStream toServer;
  private final BlockingQueue<Message> responses = new LinkedBlockingQueue<>();

  @BeforeEach
  void start() throws IOException {
    PipedOutputStream out = new PipedOutputStream();
    PipedInputStream serverIn = new PipedInputStream(out, 1 << 16);
    PipedOutputStream serverOut = new PipedOutputStream();
    PipedInputStream fromServer = new PipedInputStream(serverOut, 1 << 16);
    session = LanguageServerSession.start(serverIn, serverOut);
    toServer = out;
    MessageJsonHandler json = new NullIdTolerantJsonHandler();
    Thread reader = new Thread(() -> new StreamMessageProducer(fromServer, json).listen(responses::add));
    reader.setDaemon(true);
    reader.start();
  }

  /**
   * LSP4J's reader, except that it reads the response JSON-RPC gives to a message without a readable
   * id ({@code "id": null}), which LSP4J's own reader rejects.
   */
  private static final class NullIdTolerantJsonHandler extends MessageJsonHandler {
    NullIdTolerantJsonHandler() {
      super(ServiceEndpoints.getSupportedMethods(LanguageClient.class));
    }

    @Override
    public Message parseMessage(Reader input) {
      JsonObject o = JsonParser.parseReader(input).getAsJsonObject();
      if (o.has("id") && o.get("id").isJsonNull() && o.has("error")) {
        JsonObject e = o.getAsJsonObject("error");
        ResponseMessage r = new ResponseMessage();
        r.setError(new ResponseError(e.get("code").getAsInt(), e.get("message").getAsString(), null));
        return r;
      }
      return super.parseMessage(new StringReader(o.toString()));
    }
  }

  @AfterEach
  void stop() {
    session.close();
  }

  private void send(String content) throws IOException {
    toServer.write(LanguageServerSessionTest.frame(content));
    toServer.flush();
  }

  private ResponseMessage response() throws InterruptedException {
    Message m = responses.poll(60, TimeUnit.SECONDS);
    assertThat(m).as("a response within 60s").isInstanceOf(ResponseMessage.class);
    return (ResponseMessage) m;
  }

  private void assertStillAnswers(int id) throws Exception {
    send("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"shutdown\"}");
    ResponseMessage ok = response();
    assertThat(ok.getId()).isEqualTo(String.valueOf(id));
    assertThat(ok.getError()).isNull();
  }

  @Test
  void jsonThatDoesNotParseGetsAParseError() throws Exception {
    send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{");

    ResponseMessage error = response();

    assertThat(error.getError()).isNotNull();
    assertThat(error.getError().getCode()).isEqualTo(ResponseErrorCode.ParseError.getValue());
    assertStillAnswers(2);
  }

  @Test
  void paramsOfTheWrongShapeGetAnError() throws Exception {
    send("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"initialize\",\"params\":[1,2,3]}");

    ResponseMessage error = response();

    assertThat(error.getId()).isEqualTo("7");
    assertThat(error.getError()).isNotNull();
    assertStillAnswers(8);
  }

  @Test
  void anUnknownMethodGetsMethodNotFound() throws Exception {
    send("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"cairn/noSuchThing\",\"params\":{}}");

    ResponseMessage error = response();

    assertThat(error.getError().getCode()).isEqualTo(ResponseErrorCode.MethodNotFound.getValue());
    assertStillAnswers(4);
  }

  @Test
  void aFrameThatIsNotJsonAtAllGetsAParseError() throws Exception {
    toServer.write("Content-Length: 5\r\n\r\nhello".getBytes(StandardCharsets.US_ASCII));
    toServer.flush();

    ResponseMessage error = response();

    assertThat(error.getId()).isNull();
    assertThat(error.getError().getCode()).isEqualTo(ResponseErrorCode.ParseError.getValue());
    assertStillAnswers(5);
  }
}
