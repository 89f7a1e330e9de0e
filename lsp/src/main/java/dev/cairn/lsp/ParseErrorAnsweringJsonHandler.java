package dev.cairn.lsp;

import com.google.gson.JsonParseException;
import java.io.Reader;
import java.util.List;
import java.util.Map;
import org.eclipse.lsp4j.jsonrpc.MessageIssueException;
import org.eclipse.lsp4j.jsonrpc.json.JsonRpcMethod;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;
import org.eclipse.lsp4j.jsonrpc.messages.Message;
import org.eclipse.lsp4j.jsonrpc.messages.MessageIssue;
import org.eclipse.lsp4j.jsonrpc.messages.RequestMessage;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;

/**
 * LSP4J's message reader, answering content that is not JSON at all as JSON-RPC requires: a
 * Parse error response with a null id. LSP4J answers JSON it can read part of (an id) itself, but
 * logs and drops bytes it cannot read at all, leaving a client waiting.
 */
final class ParseErrorAnsweringJsonHandler extends MessageJsonHandler {
  ParseErrorAnsweringJsonHandler(Map<String, JsonRpcMethod> methods) {
    super(methods);
  }

  @Override
  public Message parseMessage(Reader input) {
    try {
      return super.parseMessage(input);
    } catch (MessageIssueException e) {
      throw e;
    } catch (JsonParseException e) {
      // A request without an id: RemoteEndpoint answers it with an error response whose id is null.
      RequestMessage unreadable = new RequestMessage();
      String reason = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().lines().findFirst().orElse("");
      throw new MessageIssueException(unreadable, List.of(
          new MessageIssue("Parse error: " + reason, ResponseErrorCode.ParseError.getValue(), e)));
    }
  }
}
