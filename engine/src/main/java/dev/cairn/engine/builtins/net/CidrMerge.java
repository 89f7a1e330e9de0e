package dev.cairn.engine.builtins.net;

import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * net.cidr_merge: the smallest list of networks covering the given addresses and networks. Bare
 * IPv4 addresses take their classful default mask, as Go's IP.DefaultMask (so "192.0.2.1" stands
 * for 192.0.2.0/24); bare IPv6 addresses are an error. Networks that merge with nothing are
 * returned as written; merged ranges are split back into CIDRs.
 */
final class CidrMerge {
  private CidrMerge() {}

  /** An address range; {@code network} is the original network while it is unmerged. */
  private record Range(int length, BigInteger first, BigInteger last, Cidr network) {}

  static Value merge(Value operand) throws BuiltinException {
    List<Value> items;
    if (operand instanceof ArrayValue a) {
      items = a.items();
    } else if (operand instanceof SetValue s) {
      items = s.sorted();
    } else {
      throw BuiltinException.error("operand must be an array");
    }
    List<Range> v4 = new ArrayList<>();
    List<Range> v6 = new ArrayList<>();
    for (Value item : items) {
      Cidr net = network(item);
      Range r = new Range(net.address().length, net.first(), net.last(), net);
      (r.length() == 4 ? v4 : v6).add(r);
    }
    LinkedHashSet<Value> out = new LinkedHashSet<>();
    for (List<Range> family : List.of(v4, v6)) {
      for (Range r : mergeRanges(family)) {
        if (r.network() != null) {
          out.add(new StringValue(r.network().toString()));
        } else {
          for (Cidr c : toCidrs(r.first(), r.last(), r.length())) {
            out.add(new StringValue(c.toString()));
          }
        }
      }
    }
    return SetValue.wrap(out);
  }

  private static Cidr network(Value item) throws BuiltinException {
    if (!(item instanceof StringValue s)) {
      throw BuiltinException.error("element must be string");
    }
    byte[] ip = Cidr.parseIp(s.value());
    if (ip == null) {
      return NetBuiltins.parseCidr(s.value());
    }
    if (ip.length != 4) {
      throw BuiltinException.error("IPv6 invalid: needs prefix length");
    }
    int first = ip[0] & 0xff;
    int prefix = first < 0x80 ? 8 : first < 0xc0 ? 16 : 24;
    return new Cidr(ip, prefix);
  }

  private static List<Range> mergeRanges(List<Range> ranges) {
    List<Range> sorted = new ArrayList<>(ranges);
    sorted.sort(Comparator.comparing(Range::last).thenComparing(Range::first));
    // Walk from the end, folding each range into its predecessor when they touch or overlap.
    for (int i = sorted.size() - 1; i > 0; i--) {
      Range cur = sorted.get(i);
      Range prev = sorted.get(i - 1);
      if (cur.first().subtract(BigInteger.ONE).compareTo(prev.last()) <= 0) {
        BigInteger first = prev.first().min(cur.first());
        sorted.set(i - 1, new Range(cur.length(), first, cur.last(), null));
        sorted.remove(i);
      }
    }
    return sorted;
  }

  /** The fewest CIDRs exactly covering [first, last]. */
  private static List<Cidr> toCidrs(BigInteger first, BigInteger last, int length) {
    int bits = length * 8;
    List<Cidr> out = new ArrayList<>();
    BigInteger start = first;
    while (start.compareTo(last) <= 0) {
      int hostBits = start.signum() == 0 ? bits : start.getLowestSetBit();
      hostBits = Math.min(hostBits, bits);
      while (hostBits > 0 && start.add(BigInteger.ONE.shiftLeft(hostBits))
          .subtract(BigInteger.ONE).compareTo(last) > 0) {
        hostBits--;
      }
      out.add(new Cidr(Cidr.toBytes(start, length), bits - hostBits));
      start = start.add(BigInteger.ONE.shiftLeft(hostBits));
    }
    return out;
  }
}
