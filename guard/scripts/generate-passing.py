#!/usr/bin/env python3
"""Generates compliant templates for Guard's differential test: one per Control Tower rule that can be
brought to PASS (fixtures/guard/corpus/FAMILY/FAMILY-pass-RULE.json).

For each rules file it starts from one resource of each type the file mentions, without properties,
runs the cfn-guard binary on it (-o json) and repairs what cfn-guard reports, until every rule of the
file passes or 30 tries are spent: a missing property is added (true, a list or a map as its query
needs), a value that fails a comparison is replaced by one that satisfies it (the value compared with
for ==, the first for IN, one above or below for < and >, a value of the right kind for IS_*, a
removed key for a negated EXISTS). Templates that never pass are not written. cfn-guard is the oracle
here only to find compliant inputs; the differential test then compares both tools on them.
Run: generate-passing.py RULES_DIR OUT_DIR CFN_GUARD
"""
import json, os, re, subprocess, sys, tempfile

rules_dir, out_dir, binary = sys.argv[1], sys.argv[2], sys.argv[3]
TRIES = 30

def run(rules_file, doc):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(doc, f)
    try:
        out = subprocess.run([binary, "validate", "-r", rules_file, "-d", f.name, "-o", "json", "-S", "none"],
                             capture_output=True, text=True, timeout=60).stdout
        return json.loads(out) if out.strip().startswith("{") else None
    finally:
        os.unlink(f.name)

def steps(path):
    return [int(s) if s.isdigit() else s for s in path.strip("/").split("/")] if path.strip("/") else []

def get_parent(doc, path):
    node = doc
    for s in path[:-1]:
        node = node[s]
    return node

def put(doc, path, value):
    try:
        get_parent(doc, path)[path[-1]] = value
        return True
    except (KeyError, IndexError, TypeError):
        return False

def placeholder(op):
    name, negated = op
    if name == "IsString": return "x"
    if name == "IsList": return ["x"]
    if name == "IsMap": return {"Key": "x"}
    if name == "IsInt": return 1
    if name == "Empty": return "x" if negated else []
    return True

def add_missing(doc, at, remaining, op):
    """Creates the keys of the remaining query below the path cfn-guard got to."""
    if "(" in remaining or "%" in remaining:
        return False
    node = doc
    for s in steps(at):
        node = node[s]
    parts = [p for p in re.split(r"\.", remaining) if p]
    for i, p in enumerate(parts):
        is_list = p.endswith("[*]")
        key = p[:-3] if is_list else p
        if not isinstance(node, dict) or not re.fullmatch(r"[A-Za-z0-9_:-]+", key):
            return False
        last = i == len(parts) - 1
        if last and not is_list:
            node[key] = placeholder(op)
            return True
        child = node.get(key)
        if is_list:
            if not isinstance(child, list) or not child:
                child = [{} if not last else placeholder(op)]
                node[key] = child
            if last:
                return True
            node = child[0]
        else:
            if not isinstance(child, dict):
                child = {}
                node[key] = child
            node = child
    return True

def satisfying(current, to, op):
    name, negated = op
    target = to[0]["value"] if isinstance(to, list) and to else (to or {}).get("value") if isinstance(to, dict) else None
    if name == "Eq":
        if isinstance(target, str) and target.startswith("/") and target.endswith("/"):
            return None  # a regex: not solved here
        if not negated: return target
        if isinstance(target, bool): return not target
        if isinstance(target, (int, float)): return target + 1
        return "other-value"
    if name == "In":
        values = target if isinstance(target, list) else [target]
        if negated: return "other-value"
        return values[0] if values else None
    if name in ("Lt", "Le", "Gt", "Ge") and isinstance(target, (int, float)) and not isinstance(target, bool):
        return target - 1 if name == "Lt" else target + 1 if name == "Gt" else target
    if name.startswith("Is") or name == "Empty":
        return placeholder(op)
    return None

def repair(doc, checks):
    changed = False
    def walk(n):
        nonlocal changed
        if isinstance(n, dict):
            for k, v in n.items():
                if k == "UnResolved" and isinstance(v, dict) and "value" in v:
                    u = v["value"]
                    changed |= add_missing(doc, u["traversed_to"]["path"], u.get("remaining_query", ""),
                                           v.get("comparison", ["Exists", False]))
                elif k in ("Resolved", "InResolved") and isinstance(v, dict) and "from" in v:
                    path = steps(v["from"]["path"])
                    op = v.get("comparison", ["Eq", False])
                    if not path: continue
                    if op == ["Exists", True]:
                        try:
                            del get_parent(doc, path)[path[-1]]
                            changed = True
                        except (KeyError, IndexError, TypeError):
                            pass
                        continue
                    value = satisfying(v["from"].get("value"), v.get("to"), op)
                    if value is not None and value != v["from"].get("value"):
                        changed |= put(doc, path, value)
                else:
                    walk(v)
        elif isinstance(n, list):
            for x in n: walk(x)
    walk(checks)
    return changed

written = 0
for family in sorted(os.listdir(rules_dir)):
    path = os.path.join(rules_dir, family)
    if not os.path.isdir(path): continue
    for f in sorted(os.listdir(path)):
        if not f.endswith(".guard"): continue
        rules_file = os.path.join(path, f)
        text = open(rules_file).read()
        code = "\n".join(l for l in text.splitlines() if not l.strip().startswith("#"))
        types = sorted(set(re.findall(r"AWS::[A-Za-z0-9]+::[A-Za-z0-9]+", code)))
        if not types: continue
        doc = {"AWSTemplateFormatVersion": "2010-09-09",
               "Resources": {"%s0" % t.split("::")[-1]: {"Type": t, "Properties": {}} for t in types}}
        for _ in range(TRIES):
            report = run(rules_file, doc)
            if report is None: break
            if not report["not_compliant"]:
                if report["compliant"]:
                    os.makedirs(os.path.join(out_dir, family), exist_ok=True)
                    name = os.path.join(out_dir, family, "%s-pass-%s.json" % (family, f[:-len(".guard")]))
                    with open(name, "w") as out: json.dump(doc, out, indent=2); out.write("\n")
                    written += 1
                break
            if not repair(doc, report["not_compliant"]): break
print("wrote %d passing templates" % written)
