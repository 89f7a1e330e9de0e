package dev.cairn.engine.builtins.crypto;

import dev.cairn.engine.builtins.net.Cidr;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.NullValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.net.URI;
import java.net.URISyntaxException;
import java.security.KeyFactory;
import java.security.PublicKey;
import java.security.interfaces.ECPublicKey;
import java.security.interfaces.RSAPublicKey;
import java.security.spec.X509EncodedKeySpec;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;

/**
 * Certificates and certificate requests as the JSON Go's encoding/json makes of x509.Certificate
 * and x509.CertificateRequest (which is what OPA returns): field names, integer enums for
 * algorithms and key usages, base64 for raw bytes, null for absent lists.
 */
final class X509Values {
  private static final Map<String, Integer> SIGNATURE_ALGORITHMS = Map.ofEntries(
      Map.entry("1.2.840.113549.1.1.2", 1), Map.entry("1.2.840.113549.1.1.4", 2),
      Map.entry("1.2.840.113549.1.1.5", 3), Map.entry("1.2.840.113549.1.1.11", 4),
      Map.entry("1.2.840.113549.1.1.12", 5), Map.entry("1.2.840.113549.1.1.13", 6),
      Map.entry("1.2.840.10040.4.3", 7), Map.entry("2.16.840.1.101.3.4.3.2", 8),
      Map.entry("1.2.840.10045.4.1", 9), Map.entry("1.2.840.10045.4.3.2", 10),
      Map.entry("1.2.840.10045.4.3.3", 11), Map.entry("1.2.840.10045.4.3.4", 12),
      Map.entry("1.2.840.113549.1.1.10", 13), Map.entry("1.3.101.112", 16));
  private static final Map<String, Integer> KEY_ALGORITHMS = Map.of(
      "1.2.840.113549.1.1.1", 1, "1.2.840.10040.4.1", 2, "1.2.840.10045.2.1", 3, "1.3.101.112", 4);
  private static final Map<String, Integer> EXT_KEY_USAGES = Map.ofEntries(
      Map.entry("2.5.29.37.0", 0), Map.entry("1.3.6.1.5.5.7.3.1", 1),
      Map.entry("1.3.6.1.5.5.7.3.2", 2), Map.entry("1.3.6.1.5.5.7.3.3", 3),
      Map.entry("1.3.6.1.5.5.7.3.4", 4), Map.entry("1.3.6.1.5.5.7.3.5", 5),
      Map.entry("1.3.6.1.5.5.7.3.6", 6), Map.entry("1.3.6.1.5.5.7.3.7", 7),
      Map.entry("1.3.6.1.5.5.7.3.8", 8), Map.entry("1.3.6.1.5.5.7.3.9", 9),
      Map.entry("1.3.6.1.4.1.311.10.3.3", 10), Map.entry("2.16.840.1.113730.4.1", 11),
      Map.entry("1.3.6.1.4.1.311.2.1.22", 12), Map.entry("1.3.6.1.4.1.311.61.1.1", 13));
  private static final Map<String, String> NAME_FIELDS = Map.of(
      "2.5.4.6", "Country", "2.5.4.10", "Organization", "2.5.4.11", "OrganizationalUnit",
      "2.5.4.7", "Locality", "2.5.4.8", "Province", "2.5.4.9", "StreetAddress",
      "2.5.4.17", "PostalCode");
  private static final String[] NULL_LISTS = {
    "ExtraExtensions", "UnhandledCriticalExtensions", "UnknownExtKeyUsage", "PermittedDNSDomains",
    "ExcludedDNSDomains", "PermittedIPRanges", "ExcludedIPRanges", "PermittedEmailAddresses",
    "ExcludedEmailAddresses", "PermittedURIDomains", "ExcludedURIDomains", "Policies"};

  private static final DateTimeFormatter DER_TIME = DateTimeFormatter.ofPattern("yyyyMMddHHmmss");

  private X509Values() {}

  /** One certificate's DER as Go's x509.Certificate JSON. */
  static ObjectValue certificate(Der cert) throws Der.Malformed {
    Der tbs = cert.child(0);
    List<Der> f = tbs.children();
    int i = 0;
    int version = 1;
    if (f.get(i).isContext(0)) {
      version = f.get(i).child(0).integer().intValueExact() + 1;
      i++;
    }
    ObjectValue.Builder o = ObjectValue.builder();
    o.put("Raw", bytes(cert.encoded()));
    o.put("RawTBSCertificate", bytes(tbs.encoded()));
    o.put("Version", NumberValue.of(version));
    o.put("SerialNumber", NumberValue.of(f.get(i++).integer()));
    i++; // the inner signature algorithm repeats the outer one
    Der issuer = f.get(i++);
    Der validity = f.get(i++);
    Der subject = f.get(i++);
    Der spki = f.get(i++);
    o.put("RawIssuer", bytes(issuer.encoded()));
    o.put("RawSubject", bytes(subject.encoded()));
    o.put("RawSubjectPublicKeyInfo", bytes(spki.encoded()));
    o.put("Issuer", name(issuer));
    o.put("Subject", name(subject));
    o.put("NotBefore", new StringValue(time(validity.child(0))));
    o.put("NotAfter", new StringValue(time(validity.child(1))));
    signatureAndKey(o, cert, spki);
    for (String field : NULL_LISTS) {
      o.put(field, new NullValue());
    }
    o.put("KeyUsage", NumberValue.of(0));
    o.put("ExtKeyUsage", new NullValue());
    o.put("BasicConstraintsValid", BooleanValue.FALSE);
    o.put("IsCA", BooleanValue.FALSE);
    o.put("MaxPathLen", NumberValue.of(0));
    o.put("MaxPathLenZero", BooleanValue.FALSE);
    o.put("SubjectKeyId", new NullValue());
    o.put("AuthorityKeyId", new NullValue());
    o.put("OCSPServer", new NullValue());
    o.put("IssuingCertificateURL", new NullValue());
    o.put("CRLDistributionPoints", new NullValue());
    o.put("PolicyIdentifiers", new NullValue());
    o.put("PermittedDNSDomainsCritical", BooleanValue.FALSE);
    sanDefaults(o);
    o.put("URIStrings", new NullValue());
    List<Value> extensions = new ArrayList<>();
    for (; i < f.size(); i++) {
      if (f.get(i).isContext(3)) {
        for (Der ext : f.get(i).child(0).children()) {
          extensions.add(extension(o, ext, true));
        }
      }
    }
    o.put("Extensions", extensions.isEmpty() ? new NullValue() : ArrayValue.of(extensions));
    return o.build();
  }

  /** A certificate request's DER as Go's x509.CertificateRequest JSON. */
  static ObjectValue certificateRequest(Der csr) throws Der.Malformed {
    Der info = csr.child(0);
    List<Der> f = info.children();
    Der subject = f.get(1);
    Der spki = f.get(2);
    ObjectValue.Builder o = ObjectValue.builder();
    o.put("Raw", bytes(csr.encoded()));
    o.put("RawTBSCertificateRequest", bytes(info.encoded()));
    o.put("RawSubjectPublicKeyInfo", bytes(spki.encoded()));
    o.put("RawSubject", bytes(subject.encoded()));
    o.put("Version", NumberValue.of(f.get(0).integer()));
    o.put("Subject", name(subject));
    signatureAndKey(o, csr, spki);
    o.put("Attributes", new NullValue());
    o.put("ExtraExtensions", new NullValue());
    sanDefaults(o);
    List<Value> extensions = new ArrayList<>();
    if (f.size() > 3 && f.get(3).isContext(0)) {
      for (Der attr : f.get(3).children()) {
        if (Der.oidText(attr.child(0).oid()).equals("1.2.840.113549.1.9.14")) {
          for (Der ext : attr.child(1).child(0).children()) {
            extensions.add(extension(o, ext, false));
          }
        }
      }
    }
    o.put("Extensions", extensions.isEmpty() ? new NullValue() : ArrayValue.of(extensions));
    return o.build();
  }

  private static void sanDefaults(ObjectValue.Builder o) {
    o.put("DNSNames", new NullValue());
    o.put("EmailAddresses", new NullValue());
    o.put("IPAddresses", new NullValue());
    o.put("URIs", new NullValue());
  }

  private static void signatureAndKey(ObjectValue.Builder o, Der outer, Der spki)
      throws Der.Malformed {
    String sigOid = Der.oidText(outer.child(1).child(0).oid());
    o.put("SignatureAlgorithm", NumberValue.of(SIGNATURE_ALGORITHMS.getOrDefault(sigOid, 0)));
    o.put("Signature", bytes(outer.child(2).bits()));
    String keyOid = Der.oidText(spki.child(0).child(0).oid());
    int keyAlgorithm = KEY_ALGORITHMS.getOrDefault(keyOid, 0);
    o.put("PublicKeyAlgorithm", NumberValue.of(keyAlgorithm));
    o.put("PublicKey", publicKey(spki.encoded(), keyAlgorithm));
  }

  private static Value publicKey(byte[] spki, int algorithm) {
    String kind = switch (algorithm) {
      case 1 -> "RSA";
      case 2 -> "DSA";
      case 3 -> "EC";
      case 4 -> "Ed25519";
      default -> null;
    };
    if (kind == null) {
      return new NullValue();
    }
    try {
      PublicKey key = KeyFactory.getInstance(kind).generatePublic(new X509EncodedKeySpec(spki));
      if (key instanceof RSAPublicKey rsa) {
        return ObjectValue.builder()
            .put("N", NumberValue.of(rsa.getModulus()))
            .put("E", NumberValue.of(rsa.getPublicExponent()))
            .build();
      }
      if (key instanceof ECPublicKey ec) {
        return ObjectValue.builder()
            .put("Curve", ObjectValue.EMPTY)
            .put("X", NumberValue.of(ec.getW().getAffineX()))
            .put("Y", NumberValue.of(ec.getW().getAffineY()))
            .build();
      }
      return ObjectValue.EMPTY;
    } catch (java.security.GeneralSecurityException e) {
      return new NullValue();
    }
  }

  /** Records what Go decodes from a known extension into {@code o}; returns the raw extension. */
  private static Value extension(ObjectValue.Builder o, Der ext, boolean certificate)
      throws Der.Malformed {
    List<Der> parts = ext.children();
    int[] id = parts.get(0).oid();
    boolean critical = parts.size() > 2 && parts.get(1).bool();
    byte[] value = parts.get(parts.size() - 1).content();
    String oid = Der.oidText(id);
    Der v = Der.parse(value);
    switch (oid) {
      case "2.5.29.17" -> subjectAltNames(o, v, certificate);
      case "2.5.29.15" -> {
        if (certificate) {
          o.put("KeyUsage", NumberValue.of(keyUsage(v.bits())));
        }
      }
      case "2.5.29.37" -> {
        if (certificate) {
          extKeyUsage(o, v);
        }
      }
      case "2.5.29.19" -> {
        if (certificate) {
          basicConstraints(o, v);
        }
      }
      case "2.5.29.14" -> {
        if (certificate) {
          o.put("SubjectKeyId", bytes(v.content()));
        }
      }
      case "2.5.29.35" -> {
        if (certificate) {
          for (Der c : v.children()) {
            if (c.isContext(0)) {
              o.put("AuthorityKeyId", bytes(c.content()));
            }
          }
        }
      }
      case "1.3.6.1.5.5.7.1.1" -> {
        if (certificate) {
          authorityInfo(o, v);
        }
      }
      case "2.5.29.31" -> {
        if (certificate) {
          o.put("CRLDistributionPoints", strings(uris(v)));
        }
      }
      case "2.5.29.32" -> {
        if (certificate) {
          List<Value> policies = new ArrayList<>();
          for (Der p : v.children()) {
            policies.add(oidValue(p.child(0).oid()));
          }
          o.put("PolicyIdentifiers", ArrayValue.of(policies));
        }
      }
      default -> { }
    }
    return ObjectValue.builder()
        .put("Id", oidValue(id))
        .put("Critical", BooleanValue.of(critical))
        .put("Value", bytes(value))
        .build();
  }

  /** Certificates also get OPA's URIStrings: the URIs as plain strings. */
  private static void subjectAltNames(ObjectValue.Builder o, Der san, boolean certificate)
      throws Der.Malformed {
    List<String> uriStrings = new ArrayList<>();
    List<Value> dns = new ArrayList<>();
    List<Value> emails = new ArrayList<>();
    List<Value> ips = new ArrayList<>();
    List<Value> uris = new ArrayList<>();
    for (Der n : san.children()) {
      if (n.isContext(2)) {
        dns.add(new StringValue(n.string()));
      } else if (n.isContext(1)) {
        emails.add(new StringValue(n.string()));
      } else if (n.isContext(7)) {
        ips.add(new StringValue(Cidr.format(n.content())));
      } else if (n.isContext(6)) {
        uris.add(url(n.string()));
        uriStrings.add(n.string());
      }
    }
    o.put("DNSNames", dns.isEmpty() ? new NullValue() : ArrayValue.of(dns));
    o.put("EmailAddresses", emails.isEmpty() ? new NullValue() : ArrayValue.of(emails));
    o.put("IPAddresses", ips.isEmpty() ? new NullValue() : ArrayValue.of(ips));
    o.put("URIs", uris.isEmpty() ? new NullValue() : ArrayValue.of(uris));
    if (certificate) {
      o.put("URIStrings", strings(uriStrings));
    }
  }

  /** Go's url.URL as JSON. */
  private static Value url(String text) {
    ObjectValue.Builder u = ObjectValue.builder();
    String scheme = "";
    String opaque = "";
    String host = "";
    String path = "";
    String query = "";
    String fragment = "";
    try {
      URI uri = new URI(text);
      scheme = nz(uri.getScheme());
      if (uri.isOpaque()) {
        opaque = nz(uri.getRawSchemeSpecificPart());
      } else {
        host = nz(uri.getRawAuthority());
        path = nz(uri.getPath());
        query = nz(uri.getRawQuery());
      }
      fragment = nz(uri.getFragment());
    } catch (URISyntaxException e) {
      path = text;
    }
    return u.put("Scheme", new StringValue(scheme)).put("Opaque", new StringValue(opaque))
        .put("User", new NullValue()).put("Host", new StringValue(host))
        .put("Path", new StringValue(path)).put("RawPath", new StringValue(""))
        .put("OmitHost", BooleanValue.FALSE).put("ForceQuery", BooleanValue.FALSE)
        .put("RawQuery", new StringValue(query)).put("Fragment", new StringValue(fragment))
        .put("RawFragment", new StringValue(""))
        .build();
  }

  private static String nz(String s) {
    return s == null ? "" : s;
  }

  private static int keyUsage(byte[] bits) {
    int usage = 0;
    for (int i = 0; i < 9; i++) {
      int b = i / 8;
      if (b < bits.length && (bits[b] & (0x80 >> (i % 8))) != 0) {
        usage |= 1 << i;
      }
    }
    return usage;
  }

  private static void extKeyUsage(ObjectValue.Builder o, Der v) throws Der.Malformed {
    List<Value> known = new ArrayList<>();
    List<Value> unknown = new ArrayList<>();
    for (Der u : v.children()) {
      int[] oid = u.oid();
      Integer k = EXT_KEY_USAGES.get(Der.oidText(oid));
      if (k != null) {
        known.add(NumberValue.of(k));
      } else {
        unknown.add(oidValue(oid));
      }
    }
    o.put("ExtKeyUsage", known.isEmpty() ? new NullValue() : ArrayValue.of(known));
    o.put("UnknownExtKeyUsage", unknown.isEmpty() ? new NullValue() : ArrayValue.of(unknown));
  }

  private static void basicConstraints(ObjectValue.Builder o, Der v) throws Der.Malformed {
    boolean ca = false;
    int maxPathLen = -1;
    for (Der c : v.children()) {
      if (c.tag() == 0x01) {
        ca = c.bool();
      } else if (c.tag() == Der.INTEGER) {
        maxPathLen = c.integer().intValue();
      }
    }
    o.put("BasicConstraintsValid", BooleanValue.TRUE);
    o.put("IsCA", BooleanValue.of(ca));
    o.put("MaxPathLen", NumberValue.of(maxPathLen));
    o.put("MaxPathLenZero", BooleanValue.of(maxPathLen == 0));
  }

  private static void authorityInfo(ObjectValue.Builder o, Der v) throws Der.Malformed {
    List<String> ocsp = new ArrayList<>();
    List<String> issuers = new ArrayList<>();
    for (Der ad : v.children()) {
      String method = Der.oidText(ad.child(0).oid());
      Der location = ad.child(1);
      if (!location.isContext(6)) {
        continue;
      }
      if (method.equals("1.3.6.1.5.5.7.48.1")) {
        ocsp.add(location.string());
      } else if (method.equals("1.3.6.1.5.5.7.48.2")) {
        issuers.add(location.string());
      }
    }
    o.put("OCSPServer", strings(ocsp));
    o.put("IssuingCertificateURL", strings(issuers));
  }

  /** URIs anywhere in a structure of general names (CRL distribution points). */
  private static List<String> uris(Der v) throws Der.Malformed {
    List<String> out = new ArrayList<>();
    if (v.isContext(6)) {
      out.add(v.string());
    } else if ((v.tag() & 0x20) != 0) {
      for (Der c : v.children()) {
        out.addAll(uris(c));
      }
    }
    return out;
  }

  private static Value strings(List<String> xs) {
    if (xs.isEmpty()) {
      return new NullValue();
    }
    List<Value> out = new ArrayList<>();
    for (String x : xs) {
      out.add(new StringValue(x));
    }
    return ArrayValue.of(out);
  }

  /** Go's pkix.Name as JSON. */
  private static Value name(Der rdnSequence) throws Der.Malformed {
    ObjectValue.Builder fields = ObjectValue.builder();
    for (String f : new String[] {"Country", "Organization", "OrganizationalUnit", "Locality",
        "Province", "StreetAddress", "PostalCode"}) {
      fields.put(f, new NullValue());
    }
    Map<String, List<Value>> lists = new java.util.HashMap<>();
    String serial = "";
    String commonName = "";
    List<Value> names = new ArrayList<>();
    for (Der rdn : rdnSequence.children()) {
      for (Der atv : rdn.children()) {
        int[] type = atv.child(0).oid();
        String value = atv.child(1).string();
        names.add(ObjectValue.builder().put("Type", oidValue(type))
            .put("Value", new StringValue(value)).build());
        String oid = Der.oidText(type);
        if (oid.equals("2.5.4.3")) {
          commonName = value;
        } else if (oid.equals("2.5.4.5")) {
          serial = value;
        } else if (NAME_FIELDS.containsKey(oid)) {
          lists.computeIfAbsent(NAME_FIELDS.get(oid), k -> new ArrayList<>())
              .add(new StringValue(value));
        }
      }
    }
    for (Map.Entry<String, List<Value>> e : lists.entrySet()) {
      fields.put(e.getKey(), ArrayValue.of(e.getValue()));
    }
    return fields.put("SerialNumber", new StringValue(serial))
        .put("CommonName", new StringValue(commonName))
        .put("Names", names.isEmpty() ? new NullValue() : ArrayValue.of(names))
        .put("ExtraNames", new NullValue())
        .build();
  }

  /** UTCTime or GeneralizedTime as Go's time JSON (RFC 3339). */
  private static String time(Der t) throws Der.Malformed {
    String s = new String(t.content(), java.nio.charset.StandardCharsets.US_ASCII);
    try {
      LocalDateTime dt;
      if (t.tag() == 0x17) {
        int yy = Integer.parseInt(s.substring(0, 2));
        String full = (yy < 50 ? "20" : "19") + s;
        dt = LocalDateTime.parse(full.substring(0, 14), DER_TIME);
      } else {
        dt = LocalDateTime.parse(s.substring(0, 14), DER_TIME);
      }
      return DateTimeFormatter.ISO_OFFSET_DATE_TIME.format(dt.atOffset(ZoneOffset.UTC))
          .replace("+00:00", "Z");
    } catch (RuntimeException e) {
      throw new Der.Malformed("invalid time " + s);
    }
  }

  private static Value oidValue(int[] oid) {
    Value[] out = new Value[oid.length];
    for (int i = 0; i < oid.length; i++) {
      out[i] = NumberValue.of(oid[i]);
    }
    return ArrayValue.wrap(out);
  }

  private static Value bytes(byte[] b) {
    return new StringValue(Base64.getEncoder().encodeToString(b));
  }
}
