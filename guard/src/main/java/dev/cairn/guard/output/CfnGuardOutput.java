package dev.cairn.guard.output;

import dev.cairn.guard.Validation;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.XMLStreamException;
import org.snakeyaml.engine.v2.api.Dump;
import org.snakeyaml.engine.v2.api.DumpSettings;
import org.snakeyaml.engine.v2.common.FlowStyle;

/**
 * cfn-guard 3.1.1's structured output formats of {@code validate}, written from Cairn's validations.
 * Without {@code structured}, JSON and YAML give one document per (rules file, data file), rules files
 * outermost, as cfn-guard does (YAML documents separated by {@code ---}, so the stream stays valid
 * YAML); with it, one list with one document per data file, all rules files merged. SARIF and JUnit
 * need {@code structured}, as in cfn-guard.
 */
public enum CfnGuardOutput {
  JSON("json"), YAML("yaml"), SARIF("sarif"), JUNIT("junit");

  private static final ObjectMapper MAPPER = new ObjectMapper().configure(JsonGenerator.Feature.AUTO_CLOSE_TARGET, false);
  private static final ObjectWriter PRETTY = MAPPER.writer(new CfnGuardPrettyPrinter());

  private final String flag;

  CfnGuardOutput(String flag) {
    this.flag = flag;
  }

  /** The {@code -o} value that selects this format. */
  public String flag() {
    return flag;
  }

  /** Whether the format is only available with {@code --structured}, as in cfn-guard. */
  public boolean needsStructured() {
    return this == SARIF || this == JUNIT;
  }

  /**
   * Writes the validations, given in cfn-guard's order (rules files outermost, then data files).
   *
   * @param millis the run's duration, which JUnit reports
   */
  public void write(List<Validation> validations, boolean structured, long millis, Writer out) throws IOException {
    switch (this) {
      case SARIF -> {
        PRETTY.writeValue(out, CfnGuardSarif.of(validations));
        out.write('\n');
      }
      case JUNIT -> {
        try {
          CfnGuardJunit.write(validations, millis, out);
        } catch (XMLStreamException e) {
          throw new IOException(e);
        }
        out.write('\n');
      }
      default -> writeDocuments(documents(validations, structured), structured, out);
    }
    out.flush();
  }

  private static List<ObjectNode> documents(List<Validation> validations, boolean structured) {
    List<ObjectNode> docs = new ArrayList<>();
    if (structured) {
      Map<String, List<Validation>> byData = new LinkedHashMap<>();
      validations.forEach(v -> byData.computeIfAbsent(v.dataFile(), k -> new ArrayList<>()).add(v));
      byData.forEach((name, vs) -> docs.add(CfnGuardDocuments.of(name, vs)));
    } else {
      validations.forEach(v -> docs.add(CfnGuardDocuments.of(v.dataFile(), List.of(v))));
    }
    return docs;
  }

  private void writeDocuments(List<ObjectNode> docs, boolean structured, Writer out) throws IOException {
    if (this == JSON) {
      if (structured) {
        ArrayNode all = JsonNodeFactory.instance.arrayNode();
        all.addAll(docs);
        PRETTY.writeValue(out, all);
        out.write('\n');
      } else {
        for (ObjectNode d : docs) {
          PRETTY.writeValue(out, d);
          out.write('\n');
        }
      }
      return;
    }
    Dump dump = new Dump(DumpSettings.builder().setDefaultFlowStyle(FlowStyle.BLOCK).setExplicitStart(!structured).build());
    if (structured) {
      out.write(dump.dumpToString(MAPPER.convertValue(docs, Object.class)));
    } else {
      List<Object> plain = new ArrayList<>();
      docs.forEach(d -> plain.add(MAPPER.convertValue(d, Object.class)));
      dump.dumpAll(plain.iterator(), new YamlWriter(out));
    }
  }

  /** SnakeYAML Engine's stream interface over a Writer. */
  private record YamlWriter(Writer out) implements org.snakeyaml.engine.v2.api.StreamDataWriter {
    @Override
    public void write(String str) {
      try {
        out.write(str);
      } catch (IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    }

    @Override
    public void write(String str, int off, int len) {
      try {
        out.write(str, off, len);
      } catch (IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    }
  }
}
