package dev.cairn.scan;

import java.io.IOException;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.HashMap;
import java.util.Map;
import org.eclipse.jgit.diff.DiffEntry;
import org.eclipse.jgit.diff.DiffFormatter;
import org.eclipse.jgit.diff.Edit;
import org.eclipse.jgit.errors.RevisionSyntaxException;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.ObjectReader;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;
import org.eclipse.jgit.treewalk.CanonicalTreeParser;
import org.eclipse.jgit.treewalk.FileTreeIterator;
import org.eclipse.jgit.treewalk.filter.NotIgnoredFilter;
import org.eclipse.jgit.util.io.DisabledOutputStream;

/**
 * What changed between a revision and the working tree of the git repository holding a path
 * ({@code cairn scan --changed-since REF}), read with JGit: the files added, modified or renamed
 * (renames followed, so a moved file counts as the new path with only its edited lines touched),
 * ignored files left out, and for each the lines of the working tree's text the change touched.
 *
 * <pre>{@code
 * ChangedFiles changed = GitChanges.builder().at(Path.of(".")).since("origin/main").build().changedFiles();
 * }</pre>
 */
public final class GitChanges {
  private final Path at;
  private final String since;

  private GitChanges(Builder b) {
    this.at = b.at;
    this.since = b.since;
  }

  public static Builder builder() {
    return new Builder();
  }

  /**
   * The changed files.
   *
   * @throws GitChangesException when no repository holds the path, the revision does not exist, or
   *     the repository cannot be read
   */
  public ChangedFiles changedFiles() throws GitChangesException {
    Path start = at.toAbsolutePath().normalize();
    FileRepositoryBuilder found = new FileRepositoryBuilder().readEnvironment().findGitDir(start.toFile());
    if (found.getGitDir() == null) {
      throw new GitChangesException("no git repository at or above " + start + " (--changed-since needs one)");
    }
    try (Repository repo = found.setMustExist(true).build()) {
      if (repo.isBare()) {
        throw new GitChangesException(repo.getDirectory() + ": a bare repository has no working tree to compare");
      }
      ObjectId tree;
      try {
        tree = repo.resolve(since + "^{tree}");
      } catch (RevisionSyntaxException e) {
        tree = null;
      }
      if (tree == null) {
        throw new GitChangesException("--changed-since " + since + ": no such revision in " + repo.getWorkTree());
      }
      return diff(repo, tree);
    } catch (IOException e) {
      throw new GitChangesException("cannot read the git repository at " + start + ": " + e.getMessage());
    }
  }

  private static ChangedFiles diff(Repository repo, ObjectId tree) throws IOException {
    Path root = repo.getWorkTree().toPath().toAbsolutePath().normalize();
    Map<Path, BitSet> lines = new HashMap<>();
    try (ObjectReader reader = repo.newObjectReader();
        DiffFormatter diff = new DiffFormatter(DisabledOutputStream.INSTANCE)) {
      diff.setRepository(repo);
      diff.setDetectRenames(true);
      diff.setPathFilter(new NotIgnoredFilter(1));
      CanonicalTreeParser old = new CanonicalTreeParser();
      old.reset(reader, tree);
      for (DiffEntry entry : diff.scan(old, new FileTreeIterator(repo))) {
        if (entry.getChangeType() == DiffEntry.ChangeType.DELETE) {
          continue;
        }
        BitSet touched = new BitSet();
        for (Edit edit : diff.toFileHeader(entry).toEditList()) {
          if (edit.getEndB() > edit.getBeginB()) {
            touched.set(edit.getBeginB() + 1, edit.getEndB() + 1); // Edit lines are 0-based
          } else {
            // a deletion: the lines either side of it
            touched.set(Math.max(1, edit.getBeginB()), edit.getBeginB() + 2);
          }
        }
        lines.put(root.resolve(entry.getNewPath()).normalize(), touched);
      }
    }
    return new ChangedFiles(lines);
  }

  /** Configures a {@link GitChanges}. */
  public static final class Builder {
    private Path at = Path.of(".");
    private String since = "HEAD";

    private Builder() {}

    /** A path inside the repository (the repository is found from it upwards); default the current directory. */
    public Builder at(Path path) {
      this.at = path;
      return this;
    }

    /** The revision to compare the working tree with: a branch, tag, commit or expression; default HEAD. */
    public Builder since(String revision) {
      this.since = revision;
      return this;
    }

    public GitChanges build() {
      return new GitChanges(this);
    }
  }
}
