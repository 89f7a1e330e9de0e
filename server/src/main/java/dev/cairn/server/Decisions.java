package dev.cairn.server;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.QueryResult;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.RuleSummary;
import dev.cairn.engine.value.Value;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;

/**
 * Evaluates queries against a snapshot with the engine's own entry point ({@code
 * CompiledPolicy.evaluate}, as {@code cairn eval} does), within the server's deadline, and turns
 * engine errors into OPA's API errors.
 */
final class Decisions {
  private final Duration timeout;
  private final Consumer<String> printSink;

  Decisions(Duration timeout, Consumer<String> printSink) {
    this.timeout = timeout;
    this.printSink = printSink;
  }

  QueryResult evaluate(Snapshot snapshot, String query, Value input, boolean strictBuiltinErrors) {
    EvalOptions.Builder options =
        EvalOptions.builder().input(input).strictBuiltinErrors(strictBuiltinErrors).printSink(printSink);
    if (timeout != null) {
      options.timeout(timeout);
    }
    try {
      return snapshot.compiled().evaluate(query, options.build());
    } catch (RegoException e) {
      throw apiError(e, MessageKind.QUERY);
    }
  }

  /** Which step failed, for OPA's message. */
  enum MessageKind { QUERY, MODULE }

  /**
   * Evaluation errors (time-outs included) are OPA's 500 {@code internal_error}; parse and compile
   * errors are 400 {@code invalid_parameter}. Either way the engine's errors, with their codes and
   * locations, are listed.
   */
  static ApiError apiError(RegoException e, MessageKind kind) {
    boolean evaluation = e.code().startsWith("eval_");
    if (evaluation) {
      return new ApiError(500, ApiError.INTERNAL, ApiError.MSG_EVALUATION, e.errors());
    }
    String message = kind == MessageKind.MODULE
        ? ApiError.MSG_COMPILE_MODULE
        : e.code().equals("rego_parse_error") ? ApiError.MSG_PARSE_QUERY : ApiError.MSG_COMPILE_QUERY;
    return new ApiError(400, ApiError.INVALID_PARAMETER, message, e.errors());
  }

  /** The query for a data path: {@code data["a"]["b"][0]}; numeric segments index arrays, as in OPA. */
  static String dataQuery(List<String> path) {
    StringBuilder sb = new StringBuilder("data");
    for (String seg : path) {
      if (seg.indexOf('"') >= 0) {
        throw ApiError.invalidParameter("invalid path: invalid ref term '" + seg + "'");
      }
      if (isIndex(seg)) {
        sb.append('[').append(seg).append(']');
      } else {
        sb.append("[\"").append(JsonStringEncoder.getInstance().quoteAsString(seg)).append("\"]");
      }
    }
    return sb.toString();
  }

  /** The reference as OPA prints it in messages: {@code data.system.main}. */
  static String dataRef(List<String> path) {
    StringBuilder sb = new StringBuilder("data");
    for (String seg : path) {
      if (isIndex(seg)) {
        sb.append('[').append(seg).append(']');
      } else if (isIdentifier(seg)) {
        sb.append('.').append(seg);
      } else {
        sb.append("[\"").append(seg).append("\"]");
      }
    }
    return sb.toString();
  }

  /** Whether rules define the document at {@code path} or below it (OPA's "undefined" vs "missing"). */
  static boolean hasRules(Snapshot snapshot, List<String> path) {
    String ref = dataRef(path);
    for (RuleSummary r : snapshot.compiled().rules()) {
      if (r.path().equals(ref) || r.path().startsWith(ref + ".") || ref.startsWith(r.path() + ".")) {
        return true;
      }
    }
    return false;
  }

  private static boolean isIdentifier(String seg) {
    if (seg.isEmpty() || Character.isDigit(seg.charAt(0))) {
      return false;
    }
    for (int i = 0; i < seg.length(); i++) {
      char c = seg.charAt(i);
      if (!(c == '_' || c < 128 && Character.isLetterOrDigit(c))) {
        return false;
      }
    }
    return true;
  }

  private static boolean isIndex(String seg) {
    if (seg.isEmpty() || seg.length() > 9) {
      return false;
    }
    for (int i = 0; i < seg.length(); i++) {
      if (!Character.isDigit(seg.charAt(i))) {
        return false;
      }
    }
    return true;
  }
}
