package dev.cairn.scan;

import dev.cairn.locator.DocumentLoader;
import dev.cairn.locator.InputFormat;
import dev.cairn.locator.LocatorException;
import dev.cairn.locator.SourceFile;
import dev.cairn.locator.TextFile;
import java.nio.file.Path;

/**
 * A file of a scan as every check sees it: its text read, and its documents parsed and indexed,
 * each at most once whichever checks ask (a Rego check wants the documents, a Guard check the text
 * too). A file that cannot be read or parsed fails each ask the same way, with the same located
 * error. Safe to share between threads.
 */
public final class InputFile {
  private final ScanInput input;
  private final DocumentLoader loader;
  private final InputFormat parser;
  private final Once<String> text = new Once<>();
  private final Once<SourceFile> source = new Once<>();

  InputFile(ScanInput input, DocumentLoader loader, InputFormat parser) {
    this.input = input;
    this.loader = loader;
    this.parser = parser;
  }

  /** A file of its own, read with a default loader (tests, a single check run on its own). */
  public static InputFile of(ScanInput input) {
    return new InputFile(input, DocumentLoader.builder().build(), null);
  }

  /** The name reports show. */
  public String name() {
    return input.name();
  }

  /** The file on disk, or null for text given directly (standard input). */
  public Path path() {
    return input.path();
  }

  /**
   * The file's text.
   *
   * @throws LocatorException naming where it is not text, or why it cannot be read
   */
  public String text() {
    return text.get(() -> input.text() != null ? input.text() : TextFile.read(input.path()));
  }

  /**
   * The file's documents with their source index, in the format its name says (or the scan's
   * {@code --parser}).
   *
   * @throws LocatorException located where the file does not parse or exceeds a limit
   */
  public SourceFile source() {
    return source.get(() -> input.path() != null && input.text() == null
        ? loader.load(input.path(), parser)
        : loader.load(input.name(), input.text() != null ? input.text() : text(), parser));
  }

  /** The input this file was made from. */
  public ScanInput input() {
    return input;
  }

  /** A value computed at most once, its located failure remembered as the value would be. */
  private static final class Once<T> {
    interface Computation<T> {
      T compute();
    }

    private volatile Object result;

    @SuppressWarnings("unchecked")
    T get(Computation<T> computation) {
      Object r = result;
      if (r == null) {
        synchronized (this) {
          r = result;
          if (r == null) {
            try {
              r = computation.compute();
            } catch (LocatorException e) {
              r = e;
            }
            result = r;
          }
        }
      }
      if (r instanceof LocatorException e) {
        throw e;
      }
      return (T) r;
    }
  }
}
