package dev.cairn.server;

import java.util.List;
import java.util.Locale;

/**
 * Bytes of heap that requests may hold at once: the bodies being read and the documents parsed
 * from them. Each request charges its own {@link Reservation} as it reads and parses, before the
 * memory is taken, so concurrent large bodies are bounded together and one that does not fit is
 * refused (413) instead of pushing the JVM into garbage collection.
 */
final class MemoryBudget {
  private final long capacity;
  private long used;

  MemoryBudget(long capacity) {
    this.capacity = capacity;
  }

  long capacity() {
    return capacity;
  }

  synchronized long used() {
    return used;
  }

  Reservation open() {
    return new Reservation();
  }

  private synchronized boolean take(long bytes) {
    if (bytes > capacity - used) {
      return false;
    }
    used += bytes;
    return true;
  }

  private synchronized void give(long bytes) {
    used -= bytes;
  }

  /** What one request holds; {@link #close} gives it all back (once). */
  final class Reservation implements AutoCloseable {
    private long held;
    private boolean closed;

    /**
     * Takes {@code bytes} more, for {@code what} (named in the refusal).
     *
     * @throws ApiError 413 when the budget cannot give them; with a retry hint when other requests
     *     hold what is missing, so the same request may fit later
     */
    void grow(long bytes, String what) {
      if (bytes <= 0) {
        return;
      }
      synchronized (this) {
        if (!closed && take(bytes)) {
          held += bytes;
          return;
        }
      }
      long wanted;
      synchronized (this) {
        wanted = held + bytes;
      }
      boolean alone = wanted <= capacity;
      throw new ApiError(
          413,
          ApiError.INVALID_PARAMETER,
          alone
              ? "request body too large for the server's memory right now: " + what + " needs about "
                  + mib(wanted) + " and other requests hold the rest of the " + mib(capacity)
                  + " budget (--memory-budget); retry later"
              : "request body too large: " + what + " needs about " + mib(wanted) + ", more than the server's "
                  + mib(capacity) + " memory budget (--memory-budget)",
          List.of(),
          alone);
    }

    /** Gives back {@code bytes} of what this request holds (a buffer it has replaced). */
    void release(long bytes) {
      long back;
      synchronized (this) {
        if (closed) {
          return;
        }
        back = Math.min(bytes, held);
        held -= back;
      }
      give(back);
    }

    synchronized long held() {
      return held;
    }

    @Override
    public void close() {
      long back;
      synchronized (this) {
        if (closed) {
          return;
        }
        closed = true;
        back = held;
        held = 0;
      }
      give(back);
    }
  }

  static String mib(long bytes) {
    return String.format(Locale.ROOT, "%.1f MiB", bytes / (1024.0 * 1024.0));
  }
}
