package dev.cairn.scan;

import dev.cairn.locator.DocumentLoader;
import dev.cairn.locator.InputFormat;
import dev.cairn.locator.Limits;
import dev.cairn.report.InputError;
import dev.cairn.report.ScanReport;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;
import java.util.List;

/**
 * The scan pipeline every front end uses ({@code cairn scan}, {@code cairn conftest test}, {@code
 * cairn lint}, {@code serve}'s locate API, the library): each input file is read and indexed once,
 * every configured {@link Check} runs over the same files, and their reports become one. A path
 * that cannot be read at all is one error of its own, and every check goes on with the others.
 *
 * <pre>{@code
 * ScanReport report = Scan.builder()
 *     .check(RegoCheck.builder().policy(Path.of("policy")).build())
 *     .build()
 *     .run(ScanInputs.under(List.of(Path.of("templates"))));
 * }</pre>
 *
 * <p>A single check runs the same way: {@code Scan.of(check).run(inputs)}.
 */
public final class Scan {
  private final List<Check> checks;
  private final DocumentLoader loader;
  private final InputFormat parser;
  private final Progress progress;
  private final Clock clock;

  private Scan(Builder b) {
    this.checks = List.copyOf(b.checks);
    this.loader = DocumentLoader.builder().limits(b.limits).build();
    this.parser = b.parser;
    this.progress = b.progress;
    this.clock = b.clock;
  }

  /** A scan running these checks with the default limits. */
  public static Scan of(Check... checks) {
    Builder b = builder();
    for (Check c : checks) {
      b.check(c);
    }
    return b.build();
  }

  /** Told how far a scan has gone: files checked so far, of all the checks' files. */
  @FunctionalInterface
  public interface Progress {
    void update(int done, int total);
  }

  public static Builder builder() {
    return new Builder();
  }

  /** Runs every check over the inputs; the report counts each input once. */
  public ScanReport run(List<ScanInput> inputs) {
    List<InputFile> files = new ArrayList<>(inputs.size());
    List<InputError> unreadable = new ArrayList<>();
    for (ScanInput in : inputs) {
      if (in.usable()) {
        files.add(new InputFile(in, loader, parser));
      } else {
        unreadable.add(new InputError(in.name(), 0, 0, in.problem()));
      }
    }
    List<ScanReport> reports = new ArrayList<>(checks.size() + 1);
    int total = files.size() * checks.size();
    for (int i = 0; i < checks.size(); i++) {
      int before = i * files.size();
      reports.add(checks.get(i).check(files, done -> progress.update(before + done, total)));
    }
    reports.add(new ScanReport(List.of(), unreadable, inputs.size(), 0, 0));
    Map<String, InputFile> byName = new HashMap<>();
    files.forEach(f -> byName.putIfAbsent(f.name(), f));
    return InlineSuppressions.apply(ScanReport.merge(reports), byName, LocalDate.now(clock));
  }

  /** Configures a {@link Scan}. */
  public static final class Builder {
    private final List<Check> checks = new ArrayList<>();
    private Limits limits = Limits.DEFAULT;
    private InputFormat parser;
    private Progress progress = (done, total) -> {};
    private Clock clock = Clock.systemUTC();

    /** A check to run; checks run in the order added, and their findings are merged in report order. */
    public Builder check(Check check) {
      checks.add(check);
      return this;
    }

    /** The limits every file is read within (size, depth, aliases, expansion). */
    public Builder limits(Limits limits) {
      this.limits = limits;
      return this;
    }

    /**
     * Reads every input in this format (conftest's {@code --parser}) instead of choosing it by file
     * name; null (the default) chooses by name.
     */
    public Builder parser(InputFormat format) {
      this.parser = format;
      return this;
    }

    /** Told, as files are checked, how many of all the checks' files are done. */
    public Builder progress(Progress progress) {
      this.progress = progress;
      return this;
    }

    /** The clock that decides whether a suppression's {@code until} date has passed. */
    public Builder clock(Clock clock) {
      this.clock = clock;
      return this;
    }

    public Scan build() {
      return new Scan(this);
    }
  }
}
