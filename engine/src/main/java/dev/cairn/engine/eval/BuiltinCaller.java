package dev.cairn.engine.eval;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.ast.Location;
import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.value.Value;
import java.util.List;

/**
 * Calls built-ins. A failing built-in makes its expression undefined, or with strict built-in
 * errors raises {@code eval_type_error}/{@code eval_builtin_error} named after the built-in, as
 * OPA does.
 */
final class BuiltinCaller {
  private final Evaluator ev;

  BuiltinCaller(Evaluator ev) {
    this.ev = ev;
  }

  boolean call(Builtin bi, List<Value> args, Location loc, ValueCont k) {
    // Only a relation's results are alternatives that need a mark to go back to.
    int cp = ev.listener == null || !bi.isRelation() ? 0 : ev.listener.checkpoint();
    if (ev.listener != null) {
      ev.listener.builtin(bi.name(), args, loc);
    }
    ev.state.setCallLocation(loc);
    if (bi.isRelation()) {
      return relation(bi, args, loc, k, cp);
    }
    Value result;
    try {
      result = bi.function().apply(ev.state, args);
    } catch (BuiltinException e) {
      return failed(bi, e.code(), e.getMessage(), loc);
    } catch (RegoException e) {
      throw e;
    } catch (RuntimeException e) {
      return failed(bi, ErrorCodes.BUILTIN, String.valueOf(e.getMessage()), loc);
    }
    if (result == null) {
      return false;
    }
    if (ev.listener != null) {
      ev.listener.builtinResult(result);
    }
    return k.accept(result);
  }

  /**
   * A relation's results are alternatives, like iteration: with a listener, each result after the
   * first restores {@code cp} (taken before the call's event) and reports the call again with it.
   */
  private boolean relation(Builtin bi, List<Value> args, Location loc, ValueCont k, int cp) {
    boolean[] stop = {false};
    boolean[] first = {true};
    EvalListener l = ev.listener;
    try {
      bi.relation()
          .apply(
              ev.state,
              args,
              v -> {
                if (!stop[0]) {
                  if (l != null) {
                    if (!first[0]) {
                      l.restore(cp);
                      l.builtin(bi.name(), args, loc);
                    }
                    first[0] = false;
                    l.builtinResult(v);
                  }
                  stop[0] = k.accept(v);
                }
              });
      if (l != null && !stop[0]) {
        l.restore(cp);
      }
    } catch (BuiltinException e) {
      return failed(bi, e.code(), e.getMessage(), loc) || stop[0];
    } catch (RegoException e) {
      throw e;
    } catch (RuntimeException e) {
      return failed(bi, ErrorCodes.BUILTIN, String.valueOf(e.getMessage()), loc) || stop[0];
    }
    return stop[0];
  }

  private boolean failed(Builtin bi, String code, String message, Location loc) {
    if (ev.state.strictBuiltinErrors()) {
      throw new RegoException(code, bi.name() + ": " + message, loc);
    }
    return false;
  }
}
