# SPDX-License-Identifier: BSL-1.0
"""Validates a SARIF log against the SARIF 2.1.0 JSON schema (draft-04).

Usage: validate_sarif.py SCHEMA LOG
Exit status 0 when LOG is valid, 1 when it is not or cannot be read, and 1
when the jsonschema module (Debian python3-jsonschema) is missing: the test
that runs this must fail then, not skip.
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    sys.stderr.write("validate_sarif: the Python module jsonschema is missing (Debian: python3-jsonschema)\n")
    sys.exit(1)


RFC = "https://www.rfc-editor.org/rfc/rfc1738"


def contract(log):
    """What `rfc1738 lint --sarif` promises beyond the schema, for code scanning
    to place each result: the columns it declares, every rule with help and a
    helpUri to its RFC section, relative URIs against a declared base id,
    absolute ones as file: URIs, standard input as a named artifact, and an
    invocation saying whether every file was read."""
    problems = []
    for run in log["runs"]:
        if run.get("columnKind") != "utf16CodeUnits":
            problems.append("columnKind is %r, not utf16CodeUnits" % run.get("columnKind"))
        rules = {r["id"]: r for r in run["tool"]["driver"].get("rules", [])}
        for rid, r in rules.items():
            if not r.get("help", {}).get("text"):
                problems.append("rule %s has no help text" % rid)
            if not r.get("helpUri", "").startswith(RFC + "#"):
                problems.append("rule %s: helpUri %r is not a section of RFC 1738" % (rid, r.get("helpUri")))
        bases = run.get("originalUriBaseIds", {})
        for base in bases.values():
            if not base["uri"].startswith("file:///") or not base["uri"].endswith("/"):
                problems.append("base %r is not an absolute file: directory URI" % base["uri"])
        artifacts = run.get("artifacts", [])
        locations = [loc["physicalLocation"]["artifactLocation"] for r in run.get("results", []) for loc in r.get("locations", [])]
        for inv in run.get("invocations", []):
            for n in inv.get("toolExecutionNotifications", []):
                locations += [loc["physicalLocation"]["artifactLocation"] for loc in n.get("locations", [])]
        for a in locations:
            if "uri" in a:
                if "uriBaseId" in a:
                    if a["uriBaseId"] not in bases:
                        problems.append("uriBaseId %r is not declared" % a["uriBaseId"])
                    if a["uri"].startswith("/") or ":" in a["uri"].split("/")[0]:
                        problems.append("uri %r with a base id is not relative" % a["uri"])
                elif not a["uri"].startswith("file:///"):
                    problems.append("uri %r without a base id is not a file: URI" % a["uri"])
            elif not a.get("description", {}).get("text"):
                problems.append("an artifact location without a uri has no description: %r" % a)
            if "index" not in a or a["index"] >= len(artifacts):
                problems.append("artifact location %r has no index into run.artifacts" % a)
            elif {k: v for k, v in a.items() if k != "index"} != artifacts[a["index"]]["location"]:
                problems.append("artifact location %r differs from run.artifacts[%d]" % (a, a["index"]))
        for r in run.get("results", []):
            if r["ruleId"] not in rules:
                problems.append("result with undeclared rule %r" % r["ruleId"])
        if len(run.get("invocations", [])) != 1:
            problems.append("a run needs exactly one invocation")
    return problems


def main():
    if len(sys.argv) != 3:
        sys.stderr.write("usage: validate_sarif.py SCHEMA LOG\n")
        return 1
    with open(sys.argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    try:
        with open(sys.argv[2], encoding="utf-8") as f:
            log = json.load(f)
    except (OSError, ValueError) as e:
        sys.stderr.write("validate_sarif: %s: %s\n" % (sys.argv[2], e))
        return 1
    validator = jsonschema.Draft4Validator(schema)
    errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
    for e in errors:
        sys.stderr.write("validate_sarif: %s: %s\n" % ("/".join(str(p) for p in e.path), e.message))
    if errors:
        return 1
    problems = contract(log)
    for p in problems:
        sys.stderr.write("validate_sarif: %s\n" % p)
    if problems:
        return 1
    results = sum(len(run.get("results", [])) for run in log["runs"])
    print("valid SARIF 2.1.0: %d run(s), %d result(s)" % (len(log["runs"]), results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
