package dev.cairn.compat.rego.gen;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.compat.rego.RegoCase;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;

/**
 * The generated corpus: case {@code i} of seed {@code s} is always the same module, input and
 * query ({@code data.gen = x}, every rule's value at once), in one of the four dialects.
 */
public final class RandomCases {
  public static final String QUERY = "data.gen = x";

  private RandomCases() {}

  /**
   * @param size how many rules a module may have beyond two (the corpus's default is 5)
   */
  public static RegoCase generate(long seed, int index, int size) {
    // SplittableRandom mixes the bits: java.util.Random's first draws for nearby seeds are alike
    Random r = new Random(new SplittableRandom(seed).split().nextLong() ^ new SplittableRandom(index).nextLong());
    Dialect d = Dialect.values()[r.nextInt(Dialect.values().length)];
    String module = RandomModule.write(r, d, size);
    JsonNode input = new RandomInput(r).document();
    return new RegoCase(
        "gen-" + seed + "-" + index + "-" + d.name().toLowerCase(), d.mode, List.of(new RegoCase.Module("gen.rego", module)),
        QUERY, null, input, null, false, false);
  }
}
