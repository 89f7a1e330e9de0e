package dev.cairn.cli.docs;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * A {@code java} block as a program. Its first line states the Maven coordinates a user adds,
 * {@code // Maven: dev.cairn:cairn-engine:VERSION} (several separated by commas); its {@code import}
 * lines become the imports of a class and the rest the body of its {@code main}. It compiles against
 * those artifacts and what they depend on, and nothing else of the project, so a missing or stale
 * coordinate is a compile error.
 */
record JavaExample(CodeBlock block, String className, Set<String> artifacts, String source, List<Integer> pageLines) {
  private static final Pattern COORDINATES = Pattern.compile("//\\s*Maven:\\s*(.+)");
  private static final Pattern COORDINATE = Pattern.compile("dev\\.cairn:([A-Za-z0-9_.-]+):([A-Za-z0-9_.-]+)");

  static JavaExample of(CodeBlock block, String className, Modules modules) {
    List<String> lines = block.lines();
    Matcher header = COORDINATES.matcher(lines.get(0).strip());
    if (!header.matches()) {
      throw new IllegalArgumentException(block.where() + ": a java example starts with its Maven coordinates,"
          + " // Maven: dev.cairn:ARTIFACT:VERSION");
    }
    Set<String> artifacts = new LinkedHashSet<>();
    for (String coordinate : header.group(1).split(",")) {
      Matcher m = COORDINATE.matcher(coordinate.strip());
      if (!m.matches()) {
        throw new IllegalArgumentException(block.where() + ": not a coordinate of the project: " + coordinate.strip());
      }
      Modules.Module module = modules.get(m.group(1));
      if (module == null) {
        throw new IllegalArgumentException(block.where() + ": no module of the project is " + m.group(1));
      }
      if (!m.group(2).equals(module.version())) {
        throw new IllegalArgumentException(block.where() + ": " + m.group(1) + " is at version " + module.version()
            + ", not " + m.group(2));
      }
      artifacts.add(m.group(1));
    }
    List<String> imports = new ArrayList<>();
    List<Integer> importLines = new ArrayList<>();
    List<String> body = new ArrayList<>();
    List<Integer> bodyLines = new ArrayList<>();
    for (int i = 1; i < lines.size(); i++) {
      boolean isImport = lines.get(i).startsWith("import ");
      (isImport ? imports : body).add(lines.get(i));
      (isImport ? importLines : bodyLines).add(block.line() + 1 + i);
    }
    StringBuilder source = new StringBuilder();
    List<Integer> pageLines = new ArrayList<>();
    for (int i = 0; i < imports.size(); i++) {
      source.append(imports.get(i)).append('\n');
      pageLines.add(importLines.get(i));
    }
    source.append("public final class ").append(className)
        .append(" { public static void main(String[] args) throws Exception {\n");
    pageLines.add(block.line());
    for (int i = 0; i < body.size(); i++) {
      source.append(body.get(i)).append('\n');
      pageLines.add(bodyLines.get(i));
    }
    source.append("}}\n");
    pageLines.add(block.line() + lines.size() + 1);
    return new JavaExample(block, className, Set.copyOf(artifacts), source.toString(), List.copyOf(pageLines));
  }

  /** Compiles into {@code out}; returns the errors, each at its page:line, or an empty list. */
  List<String> compile(Path out, Modules modules) throws IOException {
    Path dir = Files.createDirectories(out.resolve("src"));
    Path file = dir.resolve(className + ".java");
    Files.writeString(file, source, StandardCharsets.UTF_8);
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    String classpath = String.join(File.pathSeparator,
        modules.classpathFor(artifacts, System.getProperty("java.class.path")));
    try (StandardJavaFileManager files = compiler.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8)) {
      List<String> options = List.of("-classpath", classpath, "-d", out.toString(), "--release", "17", "-proc:none");
      boolean ok = compiler.getTask(null, files, diagnostics, options, null, files.getJavaFileObjects(file)).call();
      List<String> errors = new ArrayList<>();
      for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
        if (d.getKind() == Diagnostic.Kind.ERROR) {
          int line = (int) d.getLineNumber();
          int pageLine = line >= 1 && line <= pageLines.size() ? pageLines.get(line - 1) : block.line();
          errors.add(block.page() + ":" + pageLine + ": " + d.getMessage(null));
        }
      }
      if (!ok && errors.isEmpty()) {
        errors.add(block.where() + ": does not compile");
      }
      return errors;
    }
  }
}
