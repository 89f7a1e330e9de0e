package dev.cairn.scan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.eclipse.jgit.api.Git;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The files and lines a change touched, on real repositories made with JGit. */
class GitChangesTest {
  static void commitAll(Git git, String message) throws Exception {
    git.add().addFilepattern(".").call();
    git.add().addFilepattern(".").setUpdate(true).call(); // deletions and the old side of moves
    git.commit().setMessage(message).setAuthor("t", "t@example.com").setCommitter("t", "t@example.com").setSign(false).call();
  }

  @Test
  void editedAddedAndMovedFilesWithTheirTouchedLines(@TempDir Path dir) throws Exception {
    try (Git git = Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
      Files.writeString(dir.resolve("a.yaml"), "one: 1\ntwo: 2\nthree: 3\nfour: 4\n");
      Files.createDirectories(dir.resolve("old"));
      Files.writeString(dir.resolve("old/b.yaml"), "x: 1\ny: 2\nz: 3\nw: 4\nv: 5\n");
      Files.writeString(dir.resolve("same.yaml"), "k: v\n");
      Files.writeString(dir.resolve(".gitignore"), "ignored.yaml\n");
      commitAll(git, "first");
      git.tag().setName("v1").call();

      Files.writeString(dir.resolve("a.yaml"), "one: 1\ntwo: 22\nthree: 3\nfour: 4\n");
      Files.createDirectories(dir.resolve("new"));
      Files.move(dir.resolve("old/b.yaml"), dir.resolve("new/b.yaml"));
      Files.writeString(dir.resolve("new/b.yaml"), "x: 1\ny: 2\nz: 3\nw: 4\nv: 55\n");
      commitAll(git, "moved");
      Files.writeString(dir.resolve("c.yaml"), "fresh: true\n"); // untracked, in the working tree
      Files.writeString(dir.resolve("ignored.yaml"), "no: 1\n");
      Files.writeString(dir.resolve("same.yaml"), "k: v\nadded: line\n");
      Files.writeString(dir.resolve("same.yaml"), "added: line\n"); // the first line deleted
    }
    ChangedFiles changed = GitChanges.builder().at(dir).since("v1").build().changedFiles();
    assertThat(changed.contains(dir.resolve("a.yaml"))).isTrue();
    assertThat(changed.contains(dir.resolve("new/b.yaml"))).isTrue();
    assertThat(changed.contains(dir.resolve("old/b.yaml"))).isFalse();
    assertThat(changed.contains(dir.resolve("c.yaml"))).isTrue();
    assertThat(changed.contains(dir.resolve("ignored.yaml"))).isFalse();
    assertThat(changed.touches(dir.resolve("a.yaml"), 2, 2)).isTrue();
    assertThat(changed.touches(dir.resolve("a.yaml"), 3, 4)).isFalse();
    assertThat(changed.touches(dir.resolve("a.yaml"), 1, 1)).isFalse();
    // the rename is followed: only the edited line of the moved file is touched
    assertThat(changed.touches(dir.resolve("new/b.yaml"), 5, 5)).isTrue();
    assertThat(changed.touches(dir.resolve("new/b.yaml"), 1, 4)).isFalse();
    assertThat(changed.touches(dir.resolve("same.yaml"), 1, 1)).isTrue();

    ChangedFiles sinceHead = GitChanges.builder().at(dir.resolve("a.yaml")).since("HEAD").build().changedFiles();
    assertThat(sinceHead.contains(dir.resolve("a.yaml"))).isFalse();
    assertThat(sinceHead.contains(dir.resolve("c.yaml"))).isTrue();
  }

  @Test
  void anUnknownRevisionOrNoRepositoryIsAnError(@TempDir Path dir) throws Exception {
    Path plain = Files.createDirectories(dir.resolve("plain"));
    assertThatThrownBy(() -> GitChanges.builder().at(plain).since("HEAD").build().changedFiles())
        .isInstanceOf(GitChangesException.class).hasMessageContaining("no git repository");
    Path repo = Files.createDirectories(dir.resolve("repo"));
    try (Git git = Git.init().setDirectory(repo.toFile()).call()) {
      Files.writeString(repo.resolve("a.yaml"), "a: 1\n");
      commitAll(git, "first");
    }
    assertThatThrownBy(() -> GitChanges.builder().at(repo).since("no-such-branch").build().changedFiles())
        .isInstanceOf(GitChangesException.class).hasMessageContaining("--changed-since no-such-branch: no such revision");
    assertThatThrownBy(() -> GitChanges.builder().at(repo).since("HEAD~~~^{bad").build().changedFiles())
        .isInstanceOf(GitChangesException.class).hasMessageContaining("no such revision");
  }
}
