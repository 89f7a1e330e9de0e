package dev.cairn.cli.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.Heading;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.SourceSpan;
import org.commonmark.node.Text;
import org.commonmark.parser.IncludeSourceSpans;
import org.commonmark.parser.Parser;

/** One Markdown page, parsed by commonmark: its fenced code blocks, links, inline code and anchors. */
record Page(String path, String text, List<CodeBlock> blocks, List<Reference> links, List<Reference> codeSpans,
    Set<String> anchors) {

  /** A link destination or an inline code span, with the line it is on. */
  record Reference(int line, String value) {}

  private static final Parser PARSER = Parser.builder().includeSourceSpans(IncludeSourceSpans.BLOCKS_AND_INLINES).build();

  static Page read(String path) {
    try {
      return parse(path, Files.readString(Repo.root().resolve(path), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static Page parse(String path, String text) {
    Node document = PARSER.parse(text);
    List<CodeBlock> blocks = new ArrayList<>();
    List<Reference> links = new ArrayList<>();
    List<Reference> spans = new ArrayList<>();
    Set<String> anchors = new LinkedHashSet<>();
    Map<String, Integer> slugs = new HashMap<>();
    document.accept(new AbstractVisitor() {
      @Override
      public void visit(FencedCodeBlock block) {
        blocks.add(CodeBlock.of(path, line(block), block.getInfo(), block.getLiteral()));
      }

      @Override
      public void visit(Link link) {
        links.add(new Reference(line(link), link.getDestination()));
        visitChildren(link);
      }

      @Override
      public void visit(Code code) {
        spans.add(new Reference(line(code), code.getLiteral()));
      }

      @Override
      public void visit(Heading heading) {
        String slug = slug(plainText(heading));
        int seen = slugs.merge(slug, 1, Integer::sum);
        anchors.add(seen == 1 ? slug : slug + "-" + (seen - 1));
        visitChildren(heading);
      }
    });
    return new Page(path, text, List.copyOf(blocks), List.copyOf(links), List.copyOf(spans), Set.copyOf(anchors));
  }

  /** GitHub's anchor for a heading: lower case, punctuation other than '-' and '_' dropped, spaces to '-'. */
  static String slug(String heading) {
    StringBuilder out = new StringBuilder();
    heading.toLowerCase(Locale.ROOT).codePoints().forEach(c -> {
      if (Character.isLetterOrDigit(c) || c == '-' || c == '_') {
        out.appendCodePoint(c);
      } else if (c == ' ') {
        out.append('-');
      }
    });
    return out.toString();
  }

  private static String plainText(Node node) {
    StringBuilder out = new StringBuilder();
    node.accept(new AbstractVisitor() {
      @Override
      public void visit(Text text) {
        out.append(text.getLiteral());
      }

      @Override
      public void visit(Code code) {
        out.append(code.getLiteral());
      }
    });
    return out.toString();
  }

  private static int line(Node node) {
    List<SourceSpan> spans = node.getSourceSpans();
    return spans.isEmpty() ? 0 : spans.get(0).getLineIndex() + 1;
  }
}
