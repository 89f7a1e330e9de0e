package dev.cairn.tracer;

import static dev.cairn.tracer.Traces.trace;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The patterns by which real policy libraries, written by people who never heard of Cairn, put the
 * primary location on the wrong line, each with the principle that places it right
 * (docs/concepts/locations.md; ../shared/location-cases has one reproduction of each). Every
 * policy here is written for this test in the shape the libraries use.
 */
class RealLibraryPatternsTest {
  private static String primary(String policy, String input) {
    Map<String, List<String>> out = trace("package p\n" + policy, "data.p.deny", input);
    assertThat(out).hasSize(1);
    return out.values().iterator().next().get(0);
  }

  @Test
  void aHelpersFailedElseBranchesOnlySayWhichBranchRan() {
    String policy =
        """
        spec_of(o) := s if {
          s := o.body.legacy.spec
        } else := s if {
          s := o.body.spec
        }
        deny contains c.id if {
          c := spec_of(input).jobs[_]
          c.root == true
        }
        """;
    assertThat(primary(policy, "{\"body\": {\"spec\": {\"jobs\": [{\"id\": \"a\", \"root\": false}, {\"id\": \"b\", \"root\": true}]}}}"))
        .isEqualTo("body/spec/jobs/1/root (cause)");
  }

  @Test
  void aValuePassedThroughANameHelperCarriesNothingItRead() {
    String policy =
        """
        label(x, fallback) := n if {
          n := x.about.caption
        } else := fallback
        deny contains msg if {
          some k
          app := input.apps[k]
          app.port == 21
          msg := sprintf("%s listens on ftp", [label(app, k)])
        }
        """;
    assertThat(primary(policy, "{\"apps\": {\"files\": {\"about\": {\"team\": \"x\"}, \"port\": 21}}}"))
        .isEqualTo("apps/files/port (cause)");
  }

  @Test
  void aFailureOutsideTheSubjectRanksAfterTheTestedValueInIt() {
    String policy =
        """
        deny contains name if {
          some i, name
          d := input.stacks[i]
          r := d.Resources[name]
          r.Type == "Acme::Queue"
          r.Properties.RetentionDays > 30
          not d.Parameters
        }
        """;
    assertThat(primary(policy, "{\"stacks\": [{\"Resources\": {\"Q\": {\"Type\": \"Acme::Queue\", \"Properties\": {\"RetentionDays\": 90}}}}]}"))
        .isEqualTo("stacks/0/Resources/Q/Properties/RetentionDays (cause)");
  }

  @Test
  void aTypeSelectorIsNeverTheLocationButTheSubjectItPickedIs() {
    String policy =
        """
        has_backup(all, db) if {
          some b
          all[b].Type == "Acme::Backup"
          all[b].Properties.Of == db
        }
        deny contains name if {
          some name
          input.Resources[name].Type == "Acme::Db"
          not has_backup(input.Resources, name)
        }
        """;
    String input =
        "{\"Resources\": {\"Orders\": {\"Type\": \"Acme::Db\", \"Properties\": {\"Size\": 2}},"
            + " \"Nightly\": {\"Type\": \"Acme::Backup\", \"Properties\": {\"Of\": \"Users\"}}}}";
    assertThat(primary(policy, input)).isEqualTo("Resources/Orders (cause)");
  }

  @Test
  void aReferenceNotFoundWhereItMustBeIsTheCause() {
    String policy =
        """
        declared(all, wanted) if {
          some k
          all[k].Type == "Acme::Role"
          k == wanted
        }
        deny contains name if {
          some name
          vm := input.Resources[name]
          vm.Type == "Acme::Vm"
          not declared(input.Resources, vm.Properties.RunsAs)
        }
        """;
    String input =
        "{\"Resources\": {\"Web\": {\"Type\": \"Acme::Vm\", \"Properties\": {\"Cpu\": 2, \"RunsAs\": \"WebRole\"}},"
            + " \"DbRole\": {\"Type\": \"Acme::Role\"}}}";
    assertThat(primary(policy, input)).isEqualTo("Resources/Web/Properties/RunsAs (cause)");
  }

  @Test
  void anInputValueLookedUpInThePolicysTableIsTested() {
    String policy =
        """
        retired := {"v1": "v3", "v2": "v3"}
        deny contains msg if {
          msg := sprintf("%s: api %s is retired", [input.owner, retired[input.api]])
        }
        """;
    assertThat(primary(policy, "{\"owner\": \"ops\", \"api\": \"v2\"}")).isEqualTo("api (cause)");
  }

  @Test
  void aJoinRelatesTwoResourcesAndTheValueTestedInTheOtherIsTheLocation() {
    String policy =
        """
        deny contains gw if {
          some gw, fw
          g := input.Resources[gw]
          g.Type == "Acme::Gateway"
          fw == g.Properties.Firewalls[_]
          input.Resources[fw].Type == "Acme::Firewall"
          input.Resources[fw].Properties.Rules[_].Source == "*"
        }
        """;
    String input =
        "{\"Resources\": {\"Edge\": {\"Type\": \"Acme::Gateway\", \"Properties\": {\"Firewalls\": [\"Open\"]}},"
            + " \"Open\": {\"Type\": \"Acme::Firewall\", \"Properties\": {\"Rules\": [{\"Port\": 80, \"Source\": \"*\"}]}}}}";
    assertThat(primary(policy, input)).isEqualTo("Resources/Open/Properties/Rules/0/Source (cause)");
  }

  @Test
  void aNegatedGuardSayingTheRuleAppliesRanksAfterTheValueItThenTests() {
    String policy =
        """
        disabled(v) if v == false
        deny contains name if {
          some name
          c := input.Resources[name]
          c.Type == "Acme::Cache"
          not disabled(c.Properties.Settings.Encrypt)
          startswith(c.Properties.Settings.Cipher, "des")
        }
        """;
    String input = "{\"Resources\": {\"C\": {\"Type\": \"Acme::Cache\", \"Properties\": {\"Settings\": {\"Encrypt\": true, \"Cipher\": \"des-cbc\"}}}}}";
    assertThat(primary(policy, input)).isEqualTo("Resources/C/Properties/Settings/Cipher (cause)");
  }

  @Test
  void aKeyMissingUnderAnExistingParentIsPlacedAtThatParent() {
    String policy =
        """
        valid_key(obj, key) if {
          _ = obj[key]
          not is_null(obj[key])
        } else := false
        deny contains name if {
          some name
          r := input.Resources[name]
          r.Type == "Acme::Broker"
          not valid_key(r.Properties.Encryption, "KeyId")
        }
        """;
    String input = "{\"Resources\": {\"B\": {\"Type\": \"Acme::Broker\", \"Properties\": {\"Encryption\": {\"Managed\": false}}}}}";
    assertThat(primary(policy, input)).isEqualTo("Resources/B/Properties/Encryption/?KeyId (cause)");
  }

  @Test
  void keysTestedByARuleStandForTheirEntries() {
    String policy =
        """
        deny contains code if {
          some code
          input.responses[code]
          not startswith(code, "2")
          not startswith(code, "4")
        }
        """;
    assertThat(primary(policy, "{\"responses\": {\"200\": {}, \"7xx\": {\"d\": 1}}}")).isEqualTo("responses/7xx (cause)");
  }

  @Test
  void aKeyFoundByWalkingIsTestedWhereItStands() {
    String policy =
        """
        known := {"name", "version"}
        deny contains k if {
          [path, _] := walk(input)
          count(path) == 1
          k := path[0]
          not known[k]
        }
        """;
    // Taking walk's pairs apart binds them; the key tested against the table is the entry.
    assertThat(primary(policy, "{\"name\": \"a\", \"verison\": 2}")).isEqualTo("verison (cause)");
  }

  @Test
  void aTypeFieldComparedForOrderIsAValueNotASelector() {
    String policy =
        """
        deny contains name if {
          some name
          r := input.Resources[name]
          r.type == "Acme::Cluster"
          r.apiVersion < "2021-01-01"
        }
        """;
    assertThat(primary(policy, "{\"Resources\": {\"K\": {\"type\": \"Acme::Cluster\", \"apiVersion\": \"2019-06-01\"}}}"))
        .isEqualTo("Resources/K/apiVersion (cause)");
  }

  @Test
  void theDefinitionAResultNamesOutranksTheReferenceItWasComparedWith() {
    // An unused definition: the result names the definition by its key; the reference it was
    // compared with (and did not match) is elsewhere in the document and ranks after it.
    String policy =
        """
        deny contains msg if {
          some name
          input.definitions[name]
          some path, value
          walk(input, [path, value])
          ref := value["$ref"]
          count({x | ref == sprintf("#/definitions/%s", [name]); x := ref}) == 0
          msg := sprintf("definition %s is not used", [name])
        }
        """;
    String input = "{\"paths\": {\"a\": {\"schema\": {\"$ref\": \"#/definitions/Other\"}}}, \"definitions\": {\"Tag\": {\"type\": \"object\"}}}";
    assertThat(primary(policy, input)).isEqualTo("definitions/Tag (cause)");
  }

  @Test
  void aScalarTheMessageNamesIsOnlyALabel() {
    // The message names the kind, a scalar: it does not pull the kind ahead of the value tested.
    String policy =
        """
        deny contains msg if {
          input.kind in {"Service", "Ingress"}
          input.spec.type == "NodePort"
          msg := sprintf("%s uses a node port", [input.kind])
        }
        """;
    assertThat(primary(policy, "{\"kind\": \"Service\", \"spec\": {\"type\": \"NodePort\"}}")).isEqualTo("spec/type (cause)");
  }

  @Test
  void eachOccurrenceOfADuplicateIsTheLocationOfItsOwnResult() {
    // Both results compare the same two names; each is about the parameter its derivation picked
    // first, the other is only what it was found equal to.
    String policy =
        """
        deny contains sprintf("%d duplicates %d", [i, j]) if {
          some i, j
          a := input.parameters[i]
          b := input.parameters[j]
          i != j
          a.name == b.name
        }
        """;
    Map<String, List<String>> out =
        trace("package p\n" + policy, "data.p.deny", "{\"parameters\": [{\"name\": \"id\"}, {\"name\": \"q\"}, {\"name\": \"id\"}]}");
    assertThat(out.get("\"0 duplicates 2\"").get(0)).isEqualTo("parameters/0/name (cause)");
    assertThat(out.get("\"2 duplicates 0\"").get(0)).isEqualTo("parameters/2/name (cause)");
  }

  @Test
  void anArrayIndexPassedThroughAHelperIsNotWhatTheHelperProbed() {
    // The index comes back unchanged from the name helper's last branch, and is then tested by the
    // path-printing helper: it must not bring the name helper's absent probes along.
    String policy =
        """
        tag_name(r) := n if {
          n := r.tags.Name
        } else := n if {
          t := r.properties.labels[_]
          t.key == "Name"
          n := t.value
        } else := n if {
          t := r.spec.provider.labels[_]
          t.key == "Name"
          n := t.value
        }
        with_name := {"a": "name", "b": "name"}
        name_of(r, fallback) := n if {
          att := with_name[r.Type]
          n := r.Properties[att]
        } else := n if {
          n := tag_name(r)
        } else := n if {
          n := fallback
        }
        line(path, obj) := p if {
          a := [x | item := path[_]; x := segment(item)]
          b := [x | item := obj[_]; x := segment(item)]
          p := array.concat(a, b)
        }
        segment(s) := out if {
          is_number(s)
          out := sprintf("%d", [s])
        } else := sprintf("%s", [s])
        deny contains msg if {
          some i
          r := input.resources[i]
          r.kind == "Search"
          r.properties.https == false
          msg := {"name": name_of(r, i), "at": line(["resources", i, "properties"], [])}
        }
        """;
    assertThat(primary(policy, "{\"resources\": [{\"kind\": \"Search\", \"properties\": {\"https\": false}}]}"))
        .isEqualTo("resources/0/properties/https (cause)");
  }

  @Test
  void anAlwaysDefinedVersionHelperTestsTheVersionNotTheDocument() {
    // object.get only hands the document over; what decided the helper's value is the version.
    String policy =
        """
        version(doc) := v if {
          object.get(doc, "openapi", "none") != "none"
          v := "3"
        } else := v if {
          object.get(doc, "swagger", "none") != "none"
          v := "2"
        } else := "none"
        deny contains s if {
          version(input) == "3"
          input.components.schemes[s].type == "apiKey"
        }
        """;
    assertThat(trace("package p\n" + policy, "data.p.deny",
            "{\"openapi\": \"3.0.1\", \"components\": {\"schemes\": {\"k\": {\"type\": \"apiKey\", \"in\": \"query\"}}}}")
        .values().iterator().next())
        .doesNotContain(" (cause)")
        .contains("openapi (cause)");
  }
}
