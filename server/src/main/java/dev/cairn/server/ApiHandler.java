package dev.cairn.server;

import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/** The Jetty handler: each request becomes an {@link Exchange} under the server's limits. */
final class ApiHandler extends Handler.Abstract {
  private ServeContext context;

  /** Set once, before the server starts. */
  void context(ServeContext context) {
    this.context = context;
  }

  @Override
  public boolean handle(Request request, Response response, Callback callback) {
    Exchange.start(request, response, callback, context);
    return true;
  }
}
