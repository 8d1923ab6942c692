# SPDX-License-Identifier: BSL-1.0
"""The stubs (rfc1738/__init__.pyi, rfc1738/_rfc1738.pyi) against the module:
every public name of either is declared in the other, every function with
the same parameters (names, positional or keyword-only, with or without a
default), every class with the same public members."""
import ast
import inspect
import pathlib

import pytest

import rfc1738
import rfc1738._rfc1738 as ext

HERE = pathlib.Path(rfc1738.__file__).parent


def stub(name):
    return ast.parse((HERE / name).read_text())


def top_level(tree):
    """name -> ast node: the functions, classes and annotated names a stub declares."""
    out = {}
    for n in tree.body:
        if isinstance(n, (ast.FunctionDef, ast.ClassDef)):
            out[n.name] = n
        elif isinstance(n, ast.AnnAssign):
            out[n.target.id] = n
        elif isinstance(n, ast.Assign):
            for t in n.targets:
                out[t.id] = n
    return out


def stub_params(f):
    """[(name, kind, has_default)] of a stub's function (self dropped)."""
    a = f.args
    positional = a.posonlyargs + a.args
    defaults = [False] * (len(positional) - len(a.defaults)) + [True] * len(a.defaults)
    out = [(p.arg, "positional", d) for p, d in zip(positional, defaults)]
    out += [(p.arg, "keyword", d is not None) for p, d in zip(a.kwonlyargs, a.kw_defaults)]
    return [p for p in out if p[0] != "self"]


def split_top(s):
    parts, depth, cur, quote = [], 0, "", None
    for c in s:
        if quote:
            cur += c
            quote = None if c == quote else quote
            continue
        if c in "'\"":
            quote = c
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 0:
            parts.append(cur.strip())
            cur = ""
            continue
        cur += c
    if cur.strip():
        parts.append(cur.strip())
    return parts


def runtime_params(f):
    """The same of a function: inspect's signature for Python, the signature
    line pybind11 writes first in a compiled function's __doc__ otherwise."""
    try:
        sig = inspect.signature(f)
    except (TypeError, ValueError):
        sig = None
    if sig is not None:
        kinds = {inspect.Parameter.KEYWORD_ONLY: "keyword"}
        return [(p.name, kinds.get(p.kind, "positional"), p.default is not inspect.Parameter.empty)
                for p in sig.parameters.values() if p.name != "self"]
    first = f.__doc__.splitlines()[0]
    assert first.startswith(f.__name__ + "("), first
    inside = first[len(f.__name__) + 1:first.rindex(") -> ")]
    out, kind = [], "positional"
    for p in split_top(inside):
        if p == "*":
            kind = "keyword"
            continue
        name = p.split(":")[0].strip()
        if name != "self":
            out.append((name, kind, "=" in p))
    return out


def public(names):
    return {n for n in names if not n.startswith("__")}


def test_every_extension_name_is_in_its_stub():
    declared = top_level(stub("_rfc1738.pyi"))
    names = public(n for n in dir(ext) if not n.startswith("__"))
    assert names - set(declared) == set(), "in the module, not in _rfc1738.pyi"
    missing = {n for n in declared if n not in ("Text", "_HostPort", "_Login") and not hasattr(ext, n)}
    assert missing == set(), "in _rfc1738.pyi, not in the module"


def test_every_package_name_is_in_its_stub():
    tree = stub("__init__.pyi")
    declared = set(top_level(tree))
    declared |= {a.asname or a.name for n in tree.body if isinstance(n, ast.ImportFrom) for a in n.names}
    names = {n for n in dir(rfc1738) if not n.startswith("_") and n not in ("Any", "Dict", "Iterable", "List", "Mapping", "Optional", "Union")}
    names -= {m for m in names if inspect.ismodule(getattr(rfc1738, m))}
    assert names - declared == set(), "in the package, not in __init__.pyi"
    assert {n for n in declared if n not in ("Text",) and not hasattr(rfc1738, n)} == set()
    assert set(rfc1738.__all__) <= declared


def functions():
    out = []
    for module, name in ((ext, "_rfc1738.pyi"), (rfc1738, "__init__.pyi")):
        for n, node in top_level(stub(name)).items():
            if isinstance(node, ast.FunctionDef):
                out.append(pytest.param(module, node, id=f"{module.__name__}.{n}"))
    return out


def overloads(tree, name):
    """Every top-level def of `name` (several when it is @overload-ed)."""
    return [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == name]


@pytest.mark.parametrize("module,node", functions())
def test_function_signatures_match(module, node):
    f = getattr(module, node.name)
    name = "_rfc1738.pyi" if module is ext else "__init__.pyi"
    defs = overloads(stub(name), node.name)
    if len(defs) == 1:
        assert stub_params(node) == runtime_params(f), node.name
    else:
        # @overload: the runtime signature takes every overload's parameters;
        # the overloads differ in defaults only where a Literal picks the form.
        assert any(stub_params(d) == runtime_params(f) for d in defs), node.name
        assert {tuple(p[:2] for p in stub_params(d)) for d in defs} == {tuple(p[:2] for p in runtime_params(f))}, node.name


def classes():
    tree = stub("_rfc1738.pyi")
    nodes = top_level(tree)
    out = []
    for n, node in nodes.items():
        if isinstance(node, ast.ClassDef) and not n.startswith("_"):
            out.append(pytest.param(node, nodes, id=n))
    return out


@pytest.mark.parametrize("node,nodes", classes())
def test_class_members_match(node, nodes):
    members = {}
    stack = [node]
    while stack:
        c = stack.pop()
        for b in c.body:
            if isinstance(b, ast.FunctionDef):
                members.setdefault(b.name, b)
        stack += [nodes[base.id] for base in c.bases if isinstance(base, ast.Name) and base.id in nodes]
    cls = getattr(ext, node.name)
    runtime = {n for n in dir(cls) if not n.startswith("_")}
    declared = {n for n in members if not n.startswith("_")}
    assert runtime == declared, node.name
    for n in declared:
        attr = inspect.getattr_static(cls, n)
        if not isinstance(attr, property):
            assert stub_params(members[n]) == runtime_params(getattr(cls, n)), f"{node.name}.{n}"


def test_docstrings_name_the_sections():
    for n in ("build", "compare", "diff_editions", "editions", "lint", "production", "productions", "suite", "trace"):
        assert "RFC 1738 §" in getattr(rfc1738, n).__doc__, n
