#!/usr/bin/env python3
"""Generates the CloudFormation templates of Guard's differential test (fixtures/guard/corpus).

For each family of the Control Tower rules (a directory: s3, ec2, ...) it writes templates whose
resources are the family's resource types with properties built from the keys, strings and numbers
the family's rules mention, chosen at random with a fixed seed: some compliant, most not, some with
no resource of the type (SKIP), and per family a few "friendly" templates that set every key the
rules mention to values checks tend to accept (true, the rules' own strings and numbers). YAML files use CloudFormation short tags (!Ref, !GetAtt, !Sub, !If);
every fourth file is JSON. Run: generate-corpus.py RULES_DIR OUT_DIR [TEMPLATES_PER_FAMILY]
"""
import json, os, random, re, sys

rules_dir, out_dir = sys.argv[1], sys.argv[2]
per_family = int(sys.argv[3]) if len(sys.argv) > 3 else 12
SKIP_WORDS = {"AWS", "FIX", "CT", "Resources", "Properties", "Type", "Metadata", "AWSTemplateFormatVersion",
              "Fn", "Ref", "GetAtt", "Sub", "Join", "If", "Condition", "Scenario", "Given", "Then", "And"}

class Tag:
    def __init__(self, name, value): self.name, self.value = name, value

def family_words(texts):
    keys, strings, numbers, types = set(), set(), set(), set()
    for text in texts:
        code = "\n".join(l for l in text.splitlines() if not l.strip().startswith("#"))
        code = re.sub(r"<<.*?>>", "", code, flags=re.S)
        types.update(re.findall(r"AWS::[A-Za-z0-9]+::[A-Za-z0-9]+", code))
        for s in re.findall(r"'([^'\n]*)'|\"([^\"\n]*)\"", code):
            s = s[0] or s[1]
            if not s.startswith("AWS::") and len(s) < 60: strings.add(s)
        numbers.update(int(n) for n in re.findall(r"(?<![\w.])(\d{1,6})(?![\w.])", code))
        for w in re.findall(r"\b[A-Z][A-Za-z0-9]+\b", code):
            if w not in SKIP_WORDS and not w.isupper(): keys.add(w)
    return sorted(keys), sorted(strings), sorted(numbers), sorted(types)

def value(rnd, keys, strings, numbers, depth):
    r = rnd.random()
    if depth < 3 and r < 0.25:
        return struct(rnd, keys, strings, numbers, depth + 1)
    if depth < 3 and r < 0.38:
        return [struct(rnd, keys, strings, numbers, depth + 1) for _ in range(rnd.randint(0, 2))]
    if r < 0.62 and strings: return rnd.choice(strings)
    if r < 0.70: return rnd.choice([True, False])
    if r < 0.77: return rnd.choice(numbers) if numbers and rnd.random() < 0.7 else rnd.randint(0, 4000)
    if r < 0.82: return Tag("Ref", rnd.choice(["Key", "Role", "AWS::NoValue", "Param"]))
    if r < 0.85: return Tag("GetAtt", "Key.Arn")
    if r < 0.88: return Tag("Sub", "arn:${AWS::Partition}:s3:::x")
    if r < 0.90: return Tag("If", ["Cond", rnd.choice(strings) if strings else "a", Tag("Ref", "AWS::NoValue")])
    if r < 0.93: return []
    if r < 0.95: return ""
    if r < 0.97: return [rnd.choice(strings) if strings else "x" for _ in range(rnd.randint(1, 3))]
    return "value-%d" % rnd.randint(0, 99)

def friendly(rnd, keys, strings, numbers, depth):
    """A value a check is likely to accept: true, a string or number the rules compare with, a shallow struct."""
    r = rnd.random()
    if depth < 3 and r < 0.2:
        return {k: friendly(rnd, keys, strings, numbers, depth + 1) for k in rnd.sample(keys, min(len(keys), 3))}
    if depth < 3 and r < 0.3:
        return [{k: friendly(rnd, keys, strings, numbers, depth + 1) for k in rnd.sample(keys, min(len(keys), 2))}]
    if r < 0.55: return True
    if r < 0.85 and strings: return rnd.choice(strings)
    if r < 0.95 and numbers: return rnd.choice(numbers)
    return False

def struct(rnd, keys, strings, numbers, depth):
    chosen = rnd.sample(keys, min(len(keys), rnd.randint(1, 4))) if keys else []
    return {k: value(rnd, keys, strings, numbers, depth) for k in chosen}

def template(rnd, keys, strings, numbers, types, index):
    resources = {}
    if index % per_family != 1:  # every family keeps one template without its resource types
        for t in types:
            for n in range(rnd.randint(1, 2)):
                res = {"Type": t}
                if index % per_family != 0:  # and one whose resources have no properties
                    res["Properties"] = {k: value(rnd, keys, strings, numbers, 1)
                                         for k in rnd.sample(keys, min(len(keys), rnd.randint(1, 6)))} if keys else {}
                resources["%s%d" % (t.split("::")[-1], n)] = res
    resources["Other"] = {"Type": "AWS::SNS::Topic", "Properties": {"TopicName": "t"}}
    doc = {"Resources": resources}
    if rnd.random() < 0.5: doc = {"AWSTemplateFormatVersion": "2010-09-09", **doc}
    return doc

def to_json(v):
    if isinstance(v, Tag):
        name = v.name if v.name in ("Ref", "Condition") else "Fn::" + v.name
        inner = v.value.split(".") if v.name == "GetAtt" and isinstance(v.value, str) else v.value
        return {name: to_json(inner)}
    if isinstance(v, dict): return {k: to_json(x) for k, x in v.items()}
    if isinstance(v, list): return [to_json(x) for x in v]
    return v

def scalar(v):
    if isinstance(v, bool): return "true" if v else "false"
    if isinstance(v, int): return str(v)
    return json.dumps(v) if (v == "" or re.search(r"[:#{}\[\],&*!|>'\"%@`]|^[-?\s]|\s$|^(true|false|null|~|yes|no|on|off|\d.*)$", v, re.I)) else v

def yaml(v, indent):
    pad = "  " * indent
    if isinstance(v, Tag):
        if isinstance(v.value, (dict, list)) and v.value:
            return "!%s\n%s" % (v.name, yaml(v.value, indent))
        return "!%s %s" % (v.name, scalar(v.value) if not isinstance(v.value, (dict, list)) else json.dumps(to_json(v.value)))
    if isinstance(v, dict):
        if not v: return "{}"
        lines = []
        for k, x in v.items():
            if isinstance(x, (dict, list)) and x:
                lines.append("%s%s:\n%s" % (pad, scalar(k), yaml(x, indent + 1)))
            elif isinstance(x, Tag) and isinstance(x.value, (dict, list)) and x.value:
                lines.append("%s%s: !%s\n%s" % (pad, scalar(k), x.name, yaml(x.value, indent + 1)))
            else:
                lines.append("%s%s: %s" % (pad, scalar(k), yaml(x, indent + 1)))
        return "\n".join(lines)
    if isinstance(v, list):
        if not v: return "[]"
        lines = []
        for x in v:
            if isinstance(x, dict) and x:
                body = yaml(x, indent + 1).lstrip()
                lines.append("%s- %s" % (pad, body))
            elif isinstance(x, list) and x:
                lines.append("%s-\n%s" % (pad, yaml(x, indent + 1)))
            else:
                lines.append("%s- %s" % (pad, yaml(x, indent + 1)))
        return "\n".join(lines)
    return scalar(v)

for family in sorted(os.listdir(rules_dir)):
    path = os.path.join(rules_dir, family)
    if not os.path.isdir(path): continue
    texts = [open(os.path.join(path, f)).read() for f in sorted(os.listdir(path)) if f.endswith(".guard")]
    keys, strings, numbers, types = family_words(texts)
    rnd = random.Random(family)
    os.makedirs(os.path.join(out_dir, family), exist_ok=True)
    friendly_rnd = random.Random(family + "/friendly")
    for i in range(per_family // 6):
        resources = {"%s0" % t.split("::")[-1]: {"Type": t, "Properties": {k: friendly(friendly_rnd, keys, strings, numbers, 1) for k in keys}} for t in types}
        doc = {"AWSTemplateFormatVersion": "2010-09-09", "Resources": resources}
        with open(os.path.join(out_dir, family, "%s-friendly-%02d.yaml" % (family, i)), "w") as f: f.write(yaml(doc, 0) + "\n")
    for i in range(per_family):
        doc = template(rnd, keys, strings, numbers, types, i)
        name = os.path.join(out_dir, family, "%s-%02d" % (family, i))
        if i % 4 == 3:
            with open(name + ".json", "w") as f: json.dump(to_json(doc), f, indent=2); f.write("\n")
        else:
            with open(name + ".yaml", "w") as f: f.write(yaml(doc, 0) + "\n")
