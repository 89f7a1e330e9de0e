package dev.cairn.spark;

import dev.cairn.locator.InputFormat;
import dev.cairn.locator.LocatorException;
import dev.cairn.locator.TextFile;
import dev.cairn.report.ScanReport;
import dev.cairn.scan.ScanInput;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.Row;

/**
 * Scans one partition's files in batches with the bundle's scan, compiled once per executor JVM:
 * rows {@code (repo, commit, path, content, content_sha256)} in, {@link AuditSchema} rows out,
 * produced lazily a batch at a time so that a partition never holds more than one batch's
 * findings. Within a batch each path is unique (it is the name findings come back under); a file
 * the pipeline fails on becomes an error row of its own and the others are still scanned.
 */
final class PartitionScan implements MapPartitionsFunction<Row, Row> {
  private static final long serialVersionUID = 1L;

  private final Broadcast<PolicyBundle> bundle;
  private final String digest;
  private final int batchSize;
  private final int threads;
  private final boolean recognizedOnly;

  PartitionScan(Broadcast<PolicyBundle> bundle, String digest, int batchSize, int threads, boolean recognizedOnly) {
    this.bundle = bundle;
    this.digest = digest;
    this.batchSize = batchSize;
    this.threads = threads;
    this.recognizedOnly = recognizedOnly;
  }

  @Override
  public Iterator<Row> call(Iterator<Row> files) {
    CompiledBundle scan = BundleScans.of(bundle.value(), threads);
    return new Iterator<>() {
      private final ArrayDeque<Row> out = new ArrayDeque<>();
      private Row pending;

      @Override
      public boolean hasNext() {
        while (out.isEmpty() && (pending != null || files.hasNext())) {
          out.addAll(scanBatch(scan, nextBatch()));
        }
        return !out.isEmpty();
      }

      @Override
      public Row next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        return out.poll();
      }

      /** Rows up to the batch size, stopping before a path already in the batch. */
      private List<Row> nextBatch() {
        List<Row> batch = new ArrayList<>();
        java.util.Set<String> paths = new java.util.HashSet<>();
        while (batch.size() < batchSize && (pending != null || files.hasNext())) {
          Row r = pending != null ? pending : files.next();
          pending = null;
          String path = r.getString(2);
          if (recognizedOnly && (path == null || !InputFormat.recognizes(fileName(path)))) {
            continue;
          }
          if (!paths.add(String.valueOf(path))) {
            pending = r;
            break;
          }
          batch.add(r);
        }
        return batch;
      }
    };
  }

  private List<Row> scanBatch(CompiledBundle scan, List<Row> batch) {
    Map<String, AuditRows.Source> sources = new LinkedHashMap<>();
    List<ScanInput> inputs = new ArrayList<>(batch.size());
    for (Row r : batch) {
      String path = String.valueOf(r.getString(2));
      sources.put(path, new AuditRows.Source(r.getString(0), r.getString(1), path, r.getString(4)));
      inputs.add(input(path, r.get(3)));
    }
    try {
      return AuditRows.of(sources, scan.scan().run(inputs), scan, digest);
    } catch (RuntimeException | StackOverflowError e) {
      if (inputs.size() == 1) {
        AuditRows.Source s = sources.values().iterator().next();
        return List.of(AuditRows.fileRow(s, digest),
            AuditRows.error(s, null, null, 0, 0, "internal error scanning this file: " + e, digest));
      }
      // One file broke the pipeline itself: scan each on its own so that only that one is an error.
      List<Row> rows = new ArrayList<>();
      for (Row r : batch) {
        rows.addAll(scanBatch(scan, List.of(r)));
      }
      return rows;
    }
  }

  /** The content as text, decoded as {@code cairn scan} decodes a file; undecodable bytes an unusable input. */
  static ScanInput input(String path, Object content) {
    if (content == null) {
      return ScanInput.unusable(path, null, "no content");
    }
    if (content instanceof String text) {
      return ScanInput.text(path, text);
    }
    try {
      return ScanInput.text(path, TextFile.decode(path, (byte[]) content));
    } catch (LocatorException e) {
      return ScanInput.unusable(path, null, e.reason() + " at line " + e.line() + ", column " + e.column());
    }
  }

  private static String fileName(String path) {
    int slash = path.lastIndexOf('/');
    return slash < 0 ? path : path.substring(slash + 1);
  }
}
