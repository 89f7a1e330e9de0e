package dev.cairn.cli.hostile;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.cairn.testkit.Unreadable;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What one file of a hostile case is: text, bytes (UTF-16, binary), a symbolic link (broken or
 * looping), a FIFO, or a path this process cannot read. Making one that this machine cannot make
 * (no mkfifo; root reads mode-000 directories) skips that case, saying why.
 */
sealed interface Content {
  void create(Path path) throws IOException;

  static Content text(String text) {
    return new Bytes(text.getBytes(StandardCharsets.UTF_8));
  }

  static Content utf16(String text) {
    return new Bytes(text.getBytes(StandardCharsets.UTF_16));
  }

  /** {@code prefix}, then a byte that is never valid UTF-8. */
  static Content binary(String prefix) {
    byte[] head = prefix.getBytes(StandardCharsets.UTF_8);
    byte[] out = new byte[head.length + 3];
    System.arraycopy(head, 0, out, 0, head.length);
    out[head.length] = (byte) 0xC3;
    out[head.length + 1] = (byte) 0x28;
    out[head.length + 2] = '\n';
    return new Bytes(out);
  }

  record Bytes(byte[] bytes) implements Content {
    @Override
    public void create(Path path) throws IOException {
      Files.createDirectories(path.getParent());
      Files.write(path, bytes);
    }
  }

  /** A symbolic link to {@code target} (relative to the link), which may not exist or be the link itself. */
  record Link(String target) implements Content {
    @Override
    public void create(Path path) throws IOException {
      Files.createDirectories(path.getParent());
      Files.createSymbolicLink(path, Path.of(target));
    }
  }

  record Fifo() implements Content {
    @Override
    public void create(Path path) throws IOException {
      Files.createDirectories(path.getParent());
      boolean made;
      try {
        made = new ProcessBuilder("mkfifo", path.toString()).inheritIO().start().waitFor() == 0;
      } catch (IOException e) {
        made = false;
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        made = false;
      }
      assumeTrue(made, "SKIPPED: mkfifo is not available here");
    }
  }

  record UnreadableFile() implements Content {
    @Override
    public void create(Path path) throws IOException {
      Files.createDirectories(path.getParent());
      assumeTrue(Unreadable.file(path.getParent(), path.getFileName().toString()).isPresent(), Unreadable.whyNot());
    }
  }

  record UnreadableDirectory() implements Content {
    @Override
    public void create(Path path) throws IOException {
      Files.createDirectories(path.getParent());
      assumeTrue(Unreadable.directory(path.getParent(), path.getFileName().toString()).isPresent(),
          Unreadable.whyNot());
    }
  }
}
