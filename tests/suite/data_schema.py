#!/usr/bin/env python3
# SPDX-License-Identifier: BSL-1.0
"""conformance/schema.json is a valid JSON Schema (draft 2020-12); every line
of conformance/rfc1738-tests.jsonl validates against it; its enums are the
grammar's (generated/rfc1738/grammar/production.hpp, components.hpp); it
refuses lines the program never writes; conformance/VERSION counts the lines.
The same of conformance/schema-editions.json and each other edition's
conformance/EDITION-tests.jsonl (editions()).

    data_schema.py SOURCE_DIR
"""
import copy
import json
import re
import sys

import jsonschema


def fail(message):
    print("data_schema: " + message, file=sys.stderr)
    sys.exit(1)


def main():
    source = sys.argv[1]
    with open(source + "/conformance/schema.json", encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)

    # The enums are the grammar's, as generated today.
    with open(source + "/generated/rfc1738/grammar/production.hpp", encoding="utf-8") as f:
        names = re.search(r"production_names\[ production_count \] = \{(.*?)\};", f.read(), re.S)
    productions = re.findall(r'"([^"]+)"', names.group(1))
    with open(source + "/generated/rfc1738/grammar/components.hpp", encoding="utf-8") as f:
        components = re.findall(r'^   \{ "([^"]+)", production::', f.read(), re.M)
    props = schema["properties"]
    if props["error"]["properties"]["production"]["enum"] != productions:
        fail("error.production's enum is not the %d productions of production.hpp" % len(productions))
    if list(props["components"]["properties"]) != components:
        fail("components' names are not the %d of components.hpp" % len(components))
    forms = props["production"]["oneOf"][0]["enum"]
    if not set(forms) <= set(productions) or "otherurl" not in forms:
        fail("production's enum is not URL forms of the grammar")

    # Every line validates; together they reach every kind, every URL form.
    lines = []
    seen_kinds, seen_forms, seen_keys = set(), set(), set()
    with open(source + "/conformance/rfc1738-tests.jsonl", encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            case = json.loads(line)
            errors = list(validator.iter_errors(case))
            if errors:
                fail("line %d: %s" % (number, errors[0].message[:300]))
            seen_kinds.add(case["kind"])
            seen_forms.add(case["production"])
            seen_keys.update(case)
            if len(line) < 2000:
                lines.append(case)
    if seen_kinds != set(props["kind"]["enum"]):
        fail("kinds reached: %s" % sorted(seen_kinds))
    if seen_forms != set(forms) | {None}:
        fail("URL forms reached: %s" % sorted(f for f in seen_forms if f))
    if seen_keys != set(props):
        fail("keys written: %s, in the schema: %s" % (sorted(seen_keys), sorted(props)))
    with open(source + "/conformance/VERSION", encoding="utf-8") as f:
        version = dict(l.rstrip("\n").split(": ", 1) for l in f)
    cases = sum(1 for _ in open(source + "/conformance/rfc1738-tests.jsonl", "rb"))
    if int(version["cases"]) != cases:
        fail("VERSION says %s cases, the file has %d" % (version["cases"], cases))

    # The schema refuses what the program never writes.
    valid = next(c for c in lines if c["valid"] and c["conforms"] and c["components"])
    invalid = next(c for c in lines if not c["valid"])
    broken = []

    def mutate(base, change):
        case = copy.deepcopy(base)
        change(case)
        broken.append(case)

    mutate(valid, lambda c: c.update(extra=1))
    mutate(valid, lambda c: c.pop("kind"))
    mutate(valid, lambda c: c.update(valid="true"))
    mutate(valid, lambda c: c.update(production="url"))
    mutate(valid, lambda c: c.update(kind="not-a-url"))
    mutate(valid, lambda c: c.pop("components"))
    mutate(valid, lambda c: c["components"].update(path="x"))
    mutate(valid, lambda c: c.update(input=c["input"] + "\u0100"))
    mutate(valid, lambda c: c.update(error={"offset": 0, "production": "url", "expected": [], "message": ""}))
    mutate(valid, lambda c: c.update(covers=[]))
    mutate(invalid, lambda c: c.update(valid=True))
    mutate(invalid, lambda c: c.pop("error"))
    mutate(invalid, lambda c: c["error"].update(production="nonesuch"))
    mutate(invalid, lambda c: c["error"].update(offset=-1))
    mutate(invalid, lambda c: c.update(components={}))
    mutate(invalid, lambda c: c.update(warnings=[{"code": "nonesuch", "offset": 0, "message": ""}]))
    mutate(invalid, lambda c: c.update(fix=[{"edit": "nonesuch", "offset": 0, "section": "", "message": "", "url": ""}]))
    for case in broken:
        if validator.is_valid(case):
            fail("the schema accepts %s" % json.dumps(case)[:300])
    print("data_schema: %d lines valid, %d broken ones refused, %d productions, %d components"
          % (cases, len(broken), len(productions), len(components)))
    editions(source, version)


def editions(source, version):
    """conformance/schema-editions.json is a valid JSON Schema; every line of
    each conformance/EDITION-tests.jsonl that VERSION names validates
    against it, says its edition, names only that edition's productions, and
    VERSION counts its lines; the schema refuses lines the program never
    writes."""
    with open(source + "/conformance/schema-editions.json", encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    namespaces = {}
    with open(source + "/grammar/editions.facts", encoding="utf-8") as f:
        for line in f:
            if re.match(r"[a-z]", line):
                words = line.split()
                namespaces[words[0]] = words[2]
    names = [k[: -len("-tests")] for k in version if k.endswith("-tests") and k != "tests"]
    if sorted(names) != sorted(schema["properties"]["edition"]["enum"]):
        fail("VERSION's editions %s are not the schema's %s" % (names, schema["properties"]["edition"]["enum"]))
    keys = set()
    for name in names:
        with open("%s/generated/rfc1738/%s/production.hpp" % (source, namespaces[name]), encoding="utf-8") as f:
            table = re.search(r"production_names\[ production_count \] = \{(.*?)\};", f.read(), re.S)
        productions = set(re.findall(r'"([^"]+)"', table.group(1)))
        kinds, lines = set(), []
        with open(source + "/conformance/" + version[name + "-tests"], encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                case = json.loads(line)
                errors = list(validator.iter_errors(case))
                if errors:
                    fail("%s line %d: %s" % (name, number, errors[0].message[:300]))
                if case["edition"] != name:
                    fail("%s line %d: edition %s" % (name, number, case["edition"]))
                used = {case["target"]} | set(case.get("components", {}))
                used |= {case["production"]} if case["production"] else set()
                used |= {case["error"]["production"]} if "error" in case else set()
                if not used <= productions:
                    fail("%s line %d: not productions of %s: %s" % (name, number, name, sorted(used - productions)))
                kinds.add(case["kind"])
                keys.update(case)
                lines.append(case)
        if int(version[name + "-cases"]) != len(lines):
            fail("VERSION says %s cases of %s, the file has %d" % (version[name + "-cases"], name, len(lines)))
        if not {"conforming", "not-a-url"} <= kinds:
            fail("%s: kinds reached: %s" % (name, sorted(kinds)))
        if not any(c["covers"][0].startswith("differs-from:") for c in lines):
            fail("%s: no witness of diff-editions" % name)
        valid = next(c for c in lines if c["valid"] and c["conforms"])
        invalid = next(c for c in lines if not c["valid"])
        broken = []
        for base, change in ((valid, lambda c: c.update(extra=1)), (valid, lambda c: c.pop("target")), (valid, lambda c: c.update(kind="not-a-url")),
                             (valid, lambda c: c.update(error={"offset": 0, "production": "x", "expected": [], "message": ""})),
                             (valid, lambda c: c.update(edition="rfc1738")), (valid, lambda c: c.update(covers=[])),
                             (invalid, lambda c: c.update(valid=True, production=None)), (invalid, lambda c: c.update(components={}, roles={})),
                             (invalid, lambda c: c.update(conforms=True)), (invalid, lambda c: c.update(input=c["input"] + "\u0100"))):
            case = copy.deepcopy(base)
            change(case)
            if validator.is_valid(case):
                fail("%s: the schema accepts %s" % (name, json.dumps(case)[:300]))
        print("data_schema: %s: %d lines valid, %d broken ones refused" % (name, len(lines), 10))
    if keys != set(schema["properties"]):
        fail("keys written: %s, in the schema: %s" % (sorted(keys), sorted(schema["properties"])))


if __name__ == "__main__":
    main()
