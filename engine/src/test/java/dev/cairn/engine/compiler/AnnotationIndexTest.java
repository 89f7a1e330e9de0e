package dev.cairn.engine.compiler;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.ast.Annotations;
import java.util.List;
import org.junit.jupiter.api.Test;

class AnnotationIndexTest {
  @Test
  void chainIsRuleThenPackageThenEnclosingPackagesInnermostFirst() {
    CompiledModules m =
        TestCompiler.compile(
            """
            # METADATA
            # scope: subpackages
            # title: root
            package a
            """,
            """
            # METADATA
            # scope: subpackages
            # title: middle
            package a.b
            """,
            """
            # METADATA
            # title: pkg
            package a.b.c

            # METADATA
            # title: rule
            p := 1
            """);
    List<Annotations> chain = m.annotationsByRule().get("data.a.b.c.p");
    assertThat(chain).extracting(Annotations::title).containsExactly("rule", "pkg", "middle", "root");
  }
}
