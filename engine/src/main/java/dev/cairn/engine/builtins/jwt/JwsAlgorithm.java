package dev.cairn.engine.builtins.jwt;

import dev.cairn.engine.builtins.crypto.CryptoBuiltins;
import dev.cairn.engine.builtins.net.Cidr;
import java.math.BigInteger;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.security.interfaces.ECKey;
import java.security.interfaces.ECPublicKey;
import java.security.interfaces.RSAPublicKey;
import java.security.spec.MGF1ParameterSpec;
import java.security.spec.PSSParameterSpec;
import java.util.Arrays;

/**
 * The JWS signature algorithms OPA knows (RFC 7518): HMAC, RSA PKCS #1 v1.5, RSA-PSS and ECDSA
 * with SHA-2. RSA-PSS verification detects the salt length, as Go's rsa.VerifyPSS does by
 * default, so tokens signed with any salt length verify.
 */
enum JwsAlgorithm {
  HS256("HmacSHA256", "SHA-256"), HS384("HmacSHA384", "SHA-384"), HS512("HmacSHA512", "SHA-512"),
  RS256("SHA256withRSA", "SHA-256"), RS384("SHA384withRSA", "SHA-384"),
  RS512("SHA512withRSA", "SHA-512"),
  PS256("RSASSA-PSS", "SHA-256"), PS384("RSASSA-PSS", "SHA-384"), PS512("RSASSA-PSS", "SHA-512"),
  ES256("SHA256withECDSAinP1363Format", "SHA-256"),
  ES384("SHA384withECDSAinP1363Format", "SHA-384"),
  ES512("SHA512withECDSAinP1363Format", "SHA-512");

  private final String jca;
  private final String hash;

  JwsAlgorithm(String jca, String hash) {
    this.jca = jca;
    this.hash = hash;
  }

  /** The key does not suit the algorithm (Go's "incorrect public key type"). */
  static final class WrongKey extends Exception {
    WrongKey(String message) {
      super(message, null, false, false);
    }
  }

  /** The algorithm called {@code name}, or null. */
  static JwsAlgorithm of(String name) {
    for (JwsAlgorithm a : values()) {
      if (a.name().equals(name)) {
        return a;
      }
    }
    return null;
  }

  boolean hmac() {
    return name().startsWith("HS");
  }

  /** Checks {@code signature} over {@code input} with the key (secret for HMAC). */
  boolean verify(Jwk key, byte[] input, byte[] signature) throws WrongKey {
    if (hmac()) {
      if (key.secret() == null) {
        throw new WrongKey("incorrect symmetric key type");
      }
      return MessageDigest.isEqual(CryptoBuiltins.mac(jca, key.secret(), input), signature);
    }
    PublicKey pub = key.publicKey();
    boolean rsa = name().startsWith("RS") || name().startsWith("PS");
    if (rsa ? !(pub instanceof RSAPublicKey) : !(pub instanceof ECPublicKey)) {
      throw new WrongKey("incorrect public key type");
    }
    try {
      if (name().startsWith("PS")) {
        return verifyPss((RSAPublicKey) pub, input, signature);
      }
      byte[] sig = signature;
      if (!rsa) {
        sig = ecSignature((ECPublicKey) pub, signature);
        if (sig == null) {
          return false;
        }
      }
      Signature s = Signature.getInstance(jca);
      s.initVerify(pub);
      s.update(input);
      return s.verify(sig);
    } catch (GeneralSecurityException | RuntimeException e) {
      return false;
    }
  }

  /** Signs {@code input}; ECDSA and PSS signatures are randomised. */
  byte[] sign(Jwk key, byte[] input) throws WrongKey {
    if (hmac()) {
      if (key.secret() == null) {
        throw new WrongKey("invalid key type for HMAC signing");
      }
      return CryptoBuiltins.mac(jca, key.secret(), input);
    }
    PrivateKey priv = key.privateKey();
    boolean rsa = name().startsWith("RS") || name().startsWith("PS");
    if (priv == null || !priv.getAlgorithm().equals(rsa ? "RSA" : "EC")) {
      throw new WrongKey("invalid key type for " + name() + " signing");
    }
    try {
      Signature s = Signature.getInstance(jca);
      if (name().startsWith("PS")) {
        s.setParameter(pssParameters());
      }
      s.initSign(priv);
      s.update(input);
      return s.sign();
    } catch (GeneralSecurityException e) {
      throw new WrongKey("failed to sign payload: " + e.getMessage());
    }
  }

  private PSSParameterSpec pssParameters() {
    int saltLength = Integer.parseInt(hash.substring(4)) / 8;
    return new PSSParameterSpec(hash, "MGF1", new MGF1ParameterSpec(hash), saltLength, 1);
  }

  /** Go splits an ECDSA signature into two halves, r and s; re-encode them at the curve's size. */
  private static byte[] ecSignature(ECPublicKey key, byte[] sig) {
    if (sig.length == 0 || sig.length % 2 != 0) {
      return null;
    }
    int size = (((ECKey) key).getParams().getOrder().bitLength() + 7) / 8;
    int half = sig.length / 2;
    byte[] out = new byte[2 * size];
    for (int part = 0; part < 2; part++) {
      byte[] v = new BigInteger(1, Arrays.copyOfRange(sig, part * half, (part + 1) * half))
          .toByteArray();
      int start = v.length > 1 && v[0] == 0 ? 1 : 0;
      int len = v.length - start;
      if (len > size) {
        return null;
      }
      System.arraycopy(v, start, out, part * size + size - len, len);
    }
    return out;
  }

  /** RFC 8017 EMSA-PSS verification with the salt length read from the encoded message. */
  private boolean verifyPss(RSAPublicKey key, byte[] input, byte[] signature)
      throws GeneralSecurityException {
    BigInteger n = key.getModulus();
    int k = (n.bitLength() + 7) / 8;
    if (signature.length != k) {
      return false;
    }
    BigInteger s = new BigInteger(1, signature);
    if (s.compareTo(n) >= 0) {
      return false;
    }
    int emBits = n.bitLength() - 1;
    int emLen = (emBits + 7) / 8;
    byte[] em = Cidr.toBytes(s.modPow(key.getPublicExponent(), n), emLen);
    MessageDigest md = MessageDigest.getInstance(hash);
    int hLen = md.getDigestLength();
    byte[] mHash = md.digest(input);
    if (emLen < hLen + 2 || em[emLen - 1] != (byte) 0xbc) {
      return false;
    }
    int dbLen = emLen - hLen - 1;
    byte[] h = Arrays.copyOfRange(em, dbLen, dbLen + hLen);
    int topBits = 8 * emLen - emBits;
    int topMask = 0xff >>> topBits;
    if ((em[0] & ~topMask & 0xff) != 0) {
      return false;
    }
    byte[] db = mgf1(md, h, dbLen);
    for (int i = 0; i < dbLen; i++) {
      db[i] ^= em[i];
    }
    db[0] &= (byte) topMask;
    int ps = 0;
    while (ps < dbLen && db[ps] == 0) {
      ps++;
    }
    if (ps == dbLen || db[ps] != 1) {
      return false;
    }
    byte[] salt = Arrays.copyOfRange(db, ps + 1, dbLen);
    md.reset();
    md.update(new byte[8]);
    md.update(mHash);
    md.update(salt);
    return MessageDigest.isEqual(h, md.digest());
  }

  private static byte[] mgf1(MessageDigest md, byte[] seed, int length) {
    byte[] out = new byte[length];
    int pos = 0;
    for (int counter = 0; pos < length; counter++) {
      md.reset();
      md.update(seed);
      md.update(new byte[] {(byte) (counter >>> 24), (byte) (counter >>> 16),
          (byte) (counter >>> 8), (byte) counter});
      byte[] block = md.digest();
      int n = Math.min(block.length, length - pos);
      System.arraycopy(block, 0, out, pos, n);
      pos += n;
    }
    return out;
  }
}
