package dev.cairn.engine.parser;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.ParseMode;
import dev.cairn.engine.RegoError;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.ast.Body;
import dev.cairn.engine.ast.Location;
import dev.cairn.engine.ast.Module;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.parser.Token.Kind;
import java.util.List;
import java.util.function.Function;

/**
 * Parses Rego source into the AST. Every failure is a {@link RegoException} with code {@code
 * rego_parse_error} and the file:line:column of the problem.
 */
public final class Parser {
  private Parser() {}

  /**
   * Parses a module. {@link ParseMode#AUTO} tries v1 syntax, then v0; when both fail it reports
   * the errors of the attempt that got further into the file (v1's if the module imports {@code
   * rego.v1}).
   */
  public static Module parseModule(String file, String source, ParseMode mode) {
    Lexer lexed = Lexer.run(source);
    if (mode != ParseMode.AUTO) {
      return attempt(file, lexed, mode == ParseMode.V1).orThrow();
    }
    Attempt v1 = attempt(file, lexed, true);
    if (v1.module != null) {
      return v1.module;
    }
    Attempt v0 = attempt(file, lexed, false);
    if (v0.module != null) {
      return v0.module;
    }
    boolean preferV1 = v1.importsRegoV1 || v0.importsRegoV1 || v1.progress > v0.progress;
    return (preferV1 ? v1 : v0).orThrow();
  }

  /** Parses a query: expressions separated by {@code ;} or newlines, all keywords enabled. */
  public static Body parseQuery(String file, String source) {
    return parseAlone(
        file,
        source,
        p -> {
          if (p.at(Kind.EOF)) {
            throw p.error(p.here(), "empty query");
          }
          return p.parseBody(Kind.EOF);
        });
  }

  /** Parses one term, such as a conformance case's {@code input_term}. */
  public static Term parseTerm(String file, String source) {
    return parseAlone(file, source, p -> p.parseTermIn(true, null));
  }

  private static <T> T parseAlone(String file, String source, Function<BodyParser, T> parse) {
    BodyParser p = new BodyParser(file, Lexer.run(source).tokens());
    p.futureKeywords.addAll(TokenCursor.FUTURE_KEYWORDS);
    try {
      T result = parse.apply(p);
      if (!p.at(Kind.EOF)) {
        throw p.unexpected(null);
      }
      return result;
    } catch (ParseFailure e) {
      throw new RegoException(ErrorCodes.PARSE, e.getMessage(), e.location);
    } catch (StackOverflowError e) {
      throw tooDeep(file);
    }
  }

  private static RegoException tooDeep(String file) {
    return new RegoException(
        ErrorCodes.PARSE, "max parsing recursion depth exceeded", new Location(file, 1, 1));
  }

  /** One parse of a module with one Rego version: the module, or its errors and progress. */
  private record Attempt(Module module, List<RegoError> errors, int progress, boolean importsRegoV1) {
    Module orThrow() {
      if (module == null) {
        throw new RegoException(errors);
      }
      return module;
    }
  }

  private static Attempt attempt(String file, Lexer lexed, boolean v1) {
    ModuleParser p = null;
    try {
      p = new ModuleParser(file, lexed, v1);
      Module m = p.parse();
      if (p.errors().isEmpty()) {
        return new Attempt(m, List.of(), Integer.MAX_VALUE, p.importsRegoV1);
      }
      return new Attempt(null, p.errors(), Integer.MAX_VALUE, p.importsRegoV1);
    } catch (ParseFailure e) {
      RegoError err = new RegoError(ErrorCodes.PARSE, e.getMessage(), e.location);
      return new Attempt(null, List.of(err), e.offset, p != null && p.importsRegoV1);
    } catch (StackOverflowError e) {
      return new Attempt(null, tooDeep(file).errors(), 0, false);
    }
  }
}
