package dev.cairn.engine.builtins.net;

import dev.cairn.engine.builtins.Args;
import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinContext;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.FunctionDecl;
import dev.cairn.engine.builtins.Type;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;

/**
 * net.lookup_ip_addr: the host's addresses from the system resolver, as Go prints IPs. An IP
 * literal resolves to itself. Answers are kept for the evaluation, so repeated lookups agree.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class NetLookupBuiltins {
  private record CacheKey(String name) {}

  private NetLookupBuiltins() {}

  public static void register(BuiltinTable.Registrar r) {
    r.add(Builtin.nondeterministic("net.lookup_ip_addr",
        FunctionDecl.of(Type.setOf(Type.STRING), Type.STRING), NetLookupBuiltins::lookup));
  }

  private static Value lookup(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    String name = Args.string(a, 0);
    CacheKey key = new CacheKey(name);
    Object cached = ctx.cache().get(key);
    if (cached instanceof Value v) {
      return v;
    }
    ctx.checkCancelled();
    InetAddress[] found;
    try {
      if (name.isEmpty()) {
        throw new UnknownHostException(name); // the JDK would answer the loopback address
      }
      found = InetAddress.getAllByName(name);
    } catch (UnknownHostException | SecurityException e) {
      throw BuiltinException.error("lookup " + name + ": no such host");
    }
    List<Value> out = new ArrayList<>();
    for (InetAddress addr : found) {
      out.add(StringValue.of(Cidr.format(addr.getAddress())));
    }
    Value result = SetValue.of(out);
    ctx.cache().put(key, result);
    return result;
  }
}
