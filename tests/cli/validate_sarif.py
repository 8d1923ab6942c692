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
    results = sum(len(run.get("results", [])) for run in log["runs"])
    print("valid SARIF 2.1.0: %d run(s), %d result(s)" % (len(log["runs"]), results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
