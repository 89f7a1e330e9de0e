package dev.cairn.server;

import java.io.ByteArrayInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPInputStream;

/**
 * A request body as it arrives: a byte array that grows (doubling, up to the length the client
 * declared) within the body limit, each growth charged to the request's reservation before it is
 * allocated, the replaced array given back after.
 */
final class BodyBuffer {
  private static final int FIRST = 16 * 1024;

  private final long limit;
  private final long declared;
  private final MemoryBudget.Reservation memory;
  private byte[] bytes = new byte[0];
  private int size;

  /** {@code declared}: the Content-Length, or -1 when unknown or not the decoded length. */
  BodyBuffer(long limit, long declared, MemoryBudget.Reservation memory) {
    this.limit = limit;
    this.declared = declared;
    this.memory = memory;
  }

  void append(ByteBuffer chunk) {
    int n = chunk.remaining();
    ensure(n);
    chunk.get(bytes, size, n);
    size += n;
  }

  void append(byte[] chunk, int offset, int n) {
    ensure(n);
    System.arraycopy(chunk, offset, bytes, size, n);
    size += n;
  }

  private void ensure(int n) {
    if ((long) size + n > limit) {
      throw tooLarge();
    }
    if (size + n <= bytes.length) {
      return;
    }
    long wanted = Math.max((long) size + n, Math.max(FIRST, 2L * bytes.length));
    if (declared >= (long) size + n) {
      wanted = Math.min(wanted, declared);
    }
    int capacity = (int) Math.min(wanted, limit);
    memory.grow(capacity, "the request body");
    byte[] grown = Arrays.copyOf(bytes, capacity);
    memory.release(bytes.length);
    bytes = grown;
  }

  /** The body, exactly its length; this buffer is spent. */
  byte[] toArray() {
    byte[] out = bytes;
    if (out.length != size) {
      memory.grow(size, "the request body");
      out = Arrays.copyOf(bytes, size);
      memory.release(bytes.length);
    }
    bytes = null;
    return out;
  }

  static ApiError tooLarge() {
    return new ApiError(413, ApiError.INVALID_PARAMETER, "request body too large", List.of());
  }

  /**
   * Decodes a gzip body within the same limit (a small body that inflates past it is refused as it
   * inflates), and gives back the memory of the encoded one.
   */
  static byte[] gunzip(byte[] packed, long limit, MemoryBudget.Reservation memory) {
    BodyBuffer out = new BodyBuffer(limit, -1, memory);
    try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(packed), 8192)) {
      byte[] chunk = new byte[8192];
      int n;
      while ((n = in.read(chunk)) > 0) {
        out.append(chunk, 0, n);
      }
    } catch (EOFException e) {
      throw ApiError.invalidParameter("the request body is not valid gzip (Content-Encoding: gzip): it ends early");
    } catch (IOException e) {
      throw ApiError.invalidParameter("the request body is not valid gzip (Content-Encoding: gzip): " + e.getMessage());
    }
    byte[] body = out.toArray();
    memory.release(packed.length);
    return body;
  }
}
