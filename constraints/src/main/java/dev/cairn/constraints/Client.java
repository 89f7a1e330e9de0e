package dev.cairn.constraints;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.Value;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * The constraint framework's client, as in OPA's frameworks: templates, constraints and cached
 * objects (the inventory) are added and removed; {@link #review} checks one object against every
 * constraint that matches it, {@link #audit} every cached object. Not thread-safe: one client per
 * thread, or synchronise around it.
 *
 * <pre>{@code
 * Client client = Client.builder().build();            // the Kubernetes admission target
 * client.add(SourceDocument.of("template.yaml", doc));   // templates, constraints, Config, data
 * List<Result> results = client.review(ReviewObject.of(SourceDocument.of("pod.yaml", podDoc)));
 * }</pre>
 */
public final class Client {
  private final Map<String, Target> targets;
  private final TemplateEvaluation evaluation;
  private final Map<String, CompiledTemplate> templates = new LinkedHashMap<>();
  private final Map<String, ParameterSchema> schemas = new LinkedHashMap<>();
  private final Map<String, Constraint> constraints = new LinkedHashMap<>();
  private final Map<ObjectId, ReviewObject> data = new LinkedHashMap<>();
  private final Exemptions exemptions = new Exemptions();
  private final Expander expander = new Expander();
  /** {@code data} per target, built when a template first reads it after the cache changed. */
  private final Map<String, Value> dataValues = new LinkedHashMap<>();

  private Client(Builder b) {
    this.targets = Map.copyOf(b.targets);
    this.evaluation = new TemplateEvaluation(b.locate, b.timeout, expander);
  }

  public static Builder builder() {
    return new Builder();
  }

  /**
   * Adds what a document holds: a ConstraintTemplate, a constraint, a gatekeeper Config (namespace
   * exemptions), an ExpansionTemplate, or else an object to cache as data.
   *
   * @return what the document was
   * @throws ConstraintException located, when the document is a template or constraint that cannot be used
   */
  public Kind add(SourceDocument doc) {
    JsonNode v = doc.value();
    if (TemplateReader.isTemplate(v)) {
      addTemplate(TemplateReader.read(doc));
      return Kind.TEMPLATE;
    }
    if (ConstraintReader.isConstraint(v)) {
      addConstraint(ConstraintReader.read(doc));
      return Kind.CONSTRAINT;
    }
    if (Exemptions.isConfig(v)) {
      exemptions.add(doc);
      return Kind.CONFIG;
    }
    if (Expander.isExpansionTemplate(v)) {
      expander.add(ExpansionTemplate.read(doc));
      return Kind.EXPANSION;
    }
    for (Target t : targets.values()) {
      for (ReviewObject o : t.objects(doc)) {
        addData(o);
      }
    }
    return Kind.DATA;
  }

  /** What {@link #add} found in a document. */
  public enum Kind { TEMPLATE, CONSTRAINT, CONFIG, EXPANSION, DATA }

  /** Adds (or replaces) a template; its Rego is checked and compiled now. */
  public void addTemplate(ConstraintTemplate template) {
    if (!targets.containsKey(template.target())) {
      throw template.source().error(
          List.of("spec", "targets", 0, "target"),
          "unknown target \"" + template.target() + "\" (known: " + String.join(", ", targets.keySet()) + ")");
    }
    CompiledTemplate compiled = new CompiledTemplate(template);
    ParameterSchema schema;
    try {
      schema = new ParameterSchema(template.schema());
    } catch (RuntimeException e) {
      throw template.source().error(
          List.of("spec", "crd", "spec", "validation", "openAPIV3Schema"), "invalid parameter schema: " + e.getMessage());
    }
    templates.put(template.kind(), compiled);
    schemas.put(template.kind(), schema);
  }

  public void removeTemplate(String kind) {
    templates.remove(kind);
    schemas.remove(kind);
    constraints.values().removeIf(c -> c.kind().equals(kind));
  }

  /** Adds (or replaces) a constraint; its template must be added first, and its parameters fit its schema. */
  public void addConstraint(Constraint c) {
    if (!templates.containsKey(c.kind())) {
      throw c.source().error(List.of("kind"), "no template defines the constraint kind " + c.kind());
    }
    schemas.get(c.kind()).validate(c);
    constraints.put(c.id(), c);
  }

  public void removeConstraint(String kind, String name) {
    constraints.remove(kind + "/" + name);
  }

  /** Caches an object: it is part of {@code data.inventory} and of what {@link #audit} reviews. */
  public void addData(ReviewObject object) {
    data.put(object.id(), object);
    dataValues.clear();
  }

  public void removeData(ObjectId id) {
    if (data.remove(id) != null) {
      dataValues.clear();
    }
  }

  public List<Constraint> constraints() {
    return List.copyOf(constraints.values());
  }

  /** Every violation of the object (and of the objects expansion makes of it), as at admission. */
  public List<Result> review(ReviewObject object) {
    return reviewAll(object, "webhook", (c, e) -> {
      throw e;
    });
  }

  /**
   * As {@link #review(ReviewObject)}, but a constraint that cannot be evaluated for the object (a
   * namespaceSelector whose Namespace is unknown, an evaluation error) goes to {@code errors} with
   * the constraint, and the other constraints still report.
   */
  public List<Result> review(ReviewObject object, BiConsumer<Constraint, ConstraintException> errors) {
    return reviewAll(object, "webhook", errors);
  }

  /** Every violation of every cached object, as Gatekeeper's audit finds them. */
  public List<Result> audit() {
    List<Result> out = new ArrayList<>();
    for (ReviewObject o : List.copyOf(data.values())) {
      out.addAll(reviewAll(o, "audit", (c, e) -> {
        throw e;
      }));
    }
    return out;
  }

  private List<Result> reviewAll(ReviewObject object, String process, BiConsumer<Constraint, ConstraintException> errors) {
    List<Result> out = new ArrayList<>(reviewOne(object, process, errors));
    for (ReviewObject expanded : expander.expand(object)) {
      out.addAll(reviewOne(expanded, process, errors));
    }
    return out;
  }

  private List<Result> reviewOne(ReviewObject object, String process, BiConsumer<Constraint, ConstraintException> errors) {
    if (exemptions.exempt(object.id(), process)) {
      return List.of();
    }
    List<Result> out = new ArrayList<>();
    for (Constraint c : constraints.values()) {
      CompiledTemplate t = templates.get(c.kind());
      Target target = targets.get(t.template().target());
      try {
        if (target.name().equals(object.target()) && target.matches(c, object, this::namespace)) {
          out.addAll(evaluation.run(t, target, c, object, t.readsInventory() ? data(target) : ObjectValue.EMPTY));
        }
      } catch (ConstraintException e) {
        errors.accept(c, e);
      }
    }
    return out;
  }

  private Value data(Target target) {
    return dataValues.computeIfAbsent(target.name(), name -> {
      ObjectNode d = JsonNodeFactory.instance.objectNode();
      d.set("inventory", target.inventory(data.values().stream().filter(o -> o.target().equals(name)).toList()));
      return Json.fromJson(d);
    });
  }

  private JsonNode namespace(String name) {
    ReviewObject ns = data.get(new ObjectId("", "v1", "Namespace", "", name));
    return ns == null ? null : ns.value();
  }

  /** Configures a {@link Client}. */
  public static final class Builder {
    private final Map<String, Target> targets = new LinkedHashMap<>();
    private boolean locate = true;
    private Duration timeout;

    /** Adds a target; with none, the Kubernetes admission target. */
    public Builder target(Target t) {
      targets.put(t.name(), t);
      return this;
    }

    /** Whether results of objects read from files are located (traced); on by default. */
    public Builder locate(boolean locate) {
      this.locate = locate;
      return this;
    }

    /** Bounds each template evaluation. */
    public Builder timeout(Duration timeout) {
      this.timeout = timeout;
      return this;
    }

    public Client build() {
      if (targets.isEmpty()) {
        target(new KubernetesTarget());
      }
      return new Client(this);
    }
  }
}
