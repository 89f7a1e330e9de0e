package dev.cairn.locator;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.DecimalNode;
import com.fasterxml.jackson.databind.node.NullNode;
import java.io.IOException;
import java.util.List;

/**
 * Reads one JSON document with Jackson's streaming parser over characters, so its columns are UTF-16
 * code units. Duplicate keys keep the last value, as OPA does, with a warning.
 */
final class JsonReader {

  private JsonReader() {}

  static List<Document> read(String file, String text, Limits limits) {
    JsonFactory factory = JsonFactory.builder()
        .streamReadConstraints(StreamReadConstraints.builder()
            // our own depth check reports first, with the limit's name
            .maxNestingDepth(limits.maxDepth() == Integer.MAX_VALUE ? Integer.MAX_VALUE : limits.maxDepth() + 1)
            .maxNumberLength(limits.maxNumberLength())
            .maxStringLength((int) Math.min(Integer.MAX_VALUE, limits.maxFileChars()))
            .build())
        .build();
    TreeAssembler assembler = new TreeAssembler(file, limits);
    try (JsonParser p = factory.createParser(text)) {
      JsonToken token = p.nextToken();
      if (token == null) {
        throw assembler.error(1, 1, "no JSON value");
      }
      int rootLine = p.currentTokenLocation().getLineNr();
      int rootColumn = p.currentTokenLocation().getColumnNr();
      do {
        JsonLocation at = p.currentTokenLocation();
        switch (token) {
          case START_OBJECT:
          case START_ARRAY:
            assembler.begin(token == JsonToken.START_OBJECT, at.getLineNr(), at.getColumnNr());
            break;
          case END_OBJECT:
          case END_ARRAY:
            JsonLocation end = p.currentLocation();
            assembler.attach(assembler.end(true, end.getLineNr(), end.getColumnNr()));
            break;
          case FIELD_NAME:
            assembler.key(p.currentName(), false, at.getLineNr(), at.getColumnNr());
            break;
          default:
            JsonNode value = scalar(p, token);
            JsonLocation after = p.currentLocation();
            assembler.attach(new Built(value, SourceIndex.LEAF, 1, 0,
                at.getLineNr(), at.getColumnNr(), after.getLineNr(), after.getColumnNr()));
            break;
        }
      } while (assembler.depth() > 0 && (token = p.nextToken()) != null);
      if (p.nextToken() != null) {
        JsonLocation extra = p.currentTokenLocation();
        throw assembler.error(extra.getLineNr(), extra.getColumnNr(), "unexpected content after the JSON value");
      }
      return List.of(assembler.finish(0, rootLine, rootColumn));
    } catch (JsonProcessingException ex) {
      JsonLocation at = ex.getLocation();
      throw at == null
          ? assembler.error(1, 1, ex.getOriginalMessage())
          : assembler.error(Math.max(1, at.getLineNr()), Math.max(1, at.getColumnNr()), ex.getOriginalMessage());
    } catch (IOException ex) {
      throw assembler.error(1, 1, "cannot read: " + ex.getMessage());
    }
  }

  private static JsonNode scalar(JsonParser p, JsonToken token) throws IOException {
    switch (token) {
      case VALUE_STRING:
        return TreeAssembler.NODES.textNode(p.getText());
      case VALUE_NUMBER_INT:
        switch (p.getNumberType()) {
          case INT:
            return TreeAssembler.NODES.numberNode(p.getIntValue());
          case LONG:
            return TreeAssembler.NODES.numberNode(p.getLongValue());
          default:
            return CoreScalars.integerNode(p.getBigIntegerValue());
        }
      case VALUE_NUMBER_FLOAT:
        return DecimalNode.valueOf(p.getDecimalValue());
      case VALUE_TRUE:
        return BooleanNode.TRUE;
      case VALUE_FALSE:
        return BooleanNode.FALSE;
      default:
        return NullNode.getInstance();
    }
  }
}
