# SPDX-License-Identifier: BSL-1.0
"""RFC 1738, Uniform Resource Locators (URL), December 1994, with erratum 5118.

The reference implementation's verdicts, diagnoses and typed views, from C++
(the extension ``rfc1738._rfc1738``).

Inputs: a ``str`` is checked as its UTF-8 bytes (strictly: a lone surrogate
raises ``ValueError`` naming its position), ``bytes``, ``bytearray`` and
``memoryview`` as they are; anything else raises ``TypeError``. NUL and
bytes >= 0x80 are ordinary input (and never part of a URL: RFC 1738 §2.2).
Offsets count bytes (UTF-8 bytes for a ``str``).

    >>> import rfc1738
    >>> r = rfc1738.check("ftp://myname@host.dom/%2Fetc/motd")
    >>> r.conforms, r.production, r.components["user"]
    (True, 'ftpurl', 'myname')
    >>> u = rfc1738.parse("ftp://myname@host.dom/%2Fetc/motd")
    >>> u.ftp.name.decoded, u.effective_port
    (b'motd', 21)
"""

import json as _json
import re as _re
from typing import Any, Dict, Iterable, List, Mapping, Optional, Sequence, Union

from ._rfc1738 import (  # noqa: F401  (re-exported)
    Batch,
    Candidate,
    Encoded,
    Error,
    FileURL,
    FtpURL,
    GenericURL,
    GopherURL,
    HttpURL,
    IpSchemepart,
    MailtoURL,
    NewsURL,
    NntpURL,
    ProsperoURL,
    Result,
    TelnetURL,
    URL,
    WaisURL,
    Warning,
    _build,
    _compare,
    _compose,
    _encode,
    _parse,
    _set,
    annotate,
    check as _check,
    check_batch,
    check_lines,
    check_many,
    components,
    components_of,
    default_port,
    derives,
    diff_editions,
    editions,
    extract,
    fix,
    fix_output,
    lint,
    parse_output,
    set_output,
    trace_output,
    editions_output,
    lint_output,
    printable,
    production,
    productions,
    suite,
    trace,
    url_forms,
    version,
)

__version__ = version

# `set` is left out of __all__: `from rfc1738 import *` must not hide the builtin set (use rfc1738.set).
__all__ = [
    "Batch", "BuildError", "Candidate", "Encoded", "Error", "FileURL", "FtpURL", "GenericURL", "GopherURL", "HttpURL", "IpSchemepart",
    "MailtoURL", "NewsURL", "NntpURL", "NotAURLError", "ProsperoURL", "Result", "TelnetURL", "URL",
    "WaisURL", "Warning", "check", "check_batch", "check_lines", "check_many", "components", "components_of", "compose", "default_port", "derives", "encode", "extract", "fix",
    "parse", "url_forms",
    "version", "__version__",
    # The library's other reach (bind_*.cpp): build, the grammar, editions, lint, the suite and compare.
    "annotate", "build", "compare", "diff_editions", "editions", "fix_output", "lint", "parse_output", "set_output", "printable", "production", "productions", "suite", "trace",
    "trace_output", "editions_output", "lint_output",
]

Text = Union[str, bytes, bytearray, memoryview]


def check(url: Text, *, ignore_scheme_case: bool = False, unwrap: bool = False, fragment: str = "strict") -> Result:
    # A function of Python, so that help() and inspect show its parameters
    # (the extension's own is a builtin of pybind11); its text is the extension's.
    return _check(url, ignore_scheme_case=ignore_scheme_case, unwrap=unwrap, fragment=fragment)


check.__doc__ = _check.__doc__.split("\n\n", 2)[-1]


class NotAURLError(ValueError):
    """Raised by :func:`parse` when the text is not a URL (RFC 1738 §5).

    ``offset`` is where the text stops conforming; ``text`` is the text
    parsed (after the modes); ``error`` the one diagnosis of the input, the
    one :func:`check` gives (against the production of its scheme): the
    offset, the production, what was expected there and why (an
    :class:`Error`, as ``rfc1738 parse --json`` writes it), and the message
    says it.
    """

    def __init__(self, offset: int, text: Union[str, bytes], error: Optional["Error"] = None) -> None:
        why = f": {error.message}" if error is not None else ""
        super().__init__(f"not a URL (RFC 1738 §5): stops at offset {offset}{why}: {text!r}")
        self.offset = offset
        self.text = text
        self.error = error


def parse(url: Text, *, ignore_scheme_case: bool = False, unwrap: bool = False, fragment: str = "strict") -> URL:
    """Parse a URL (RFC 1738 §5) into a :class:`URL` with a typed view of its scheme.

    ``url.ftp``, ``url.http``, ... (§3.2 ... §3.11) are present exactly when that
    scheme's production derives the URL, else ``None``; components are ``None``
    when absent and ``""`` when empty. Raises :class:`NotAURLError` (a
    ``ValueError``) when the text is not a URL. With ``fragment="split"`` the
    text before the first ``#`` is parsed and the bytes after it are
    ``URL.fragment`` (RFC 1738 §2.2: not part of the URL).
    """
    r = _parse(url, ignore_scheme_case=ignore_scheme_case, unwrap=unwrap, fragment=fragment)
    if isinstance(r, tuple):
        raise NotAURLError(*r)
    return r


class BuildError(ValueError):
    """Raised by :func:`compose`, :func:`set` and :func:`encode` when the URL
    or the component cannot be written (RFC 1738 §3, §5, §2.2).

    ``component`` is the part at fault, as the RFC spells its production
    (``"host"``, ``"hsegment"``, ``"gopher+_string"``) or ``"scheme"``;
    ``offset`` the offset of the byte at fault in that part's (decoded) bytes
    when one byte is, else ``None``; ``message`` (also ``why``, and
    ``str(error)``) the program's sentence, as ``rfc1738 build``, ``set`` and
    ``encode`` print it after ``rfc1738 COMMAND: PART:``; ``section`` the
    sections of RFC 1738 it names first (``"§3.3, §5"``), ``None`` when it
    names none (a name the URL's form has no component of: the message
    lists the form's components instead).

        >>> import rfc1738
        >>> try:
        ...     rfc1738.build("http", {"user": "u", "host": "h"})
        ... except rfc1738.BuildError as e:
        ...     print(e.component, "|", e.section, "|", e.why)
        user | §3.3, §5 | an http URL has no user (RFC 1738 §3.3, §5); an http user name cannot be moved anywhere else in the URL
    """

    def __init__(self, component: str, offset: Optional[int], message: str) -> None:
        super().__init__(message)
        self.component = component
        self.offset = offset
        self.message = message
        self.why = message
        sections = _re.search(r"§[0-9.]*[0-9](?:, §[0-9.]*[0-9])*", message)
        self.section: Optional[str] = sections.group(0) if sections else None


def _written(name: str, value: Any) -> Any:
    # A prospero URL's "fieldspec" as URL.components gives it (a list of
    # {"fieldname", "fieldvalue"} dicts, or of (fieldname, fieldvalue) pairs)
    # is written as the run ";name=value..." (RFC 1738 §3.11); an empty list
    # is no field (None).
    if name == "fieldspec" and isinstance(value, (list, tuple)):
        if not value:
            return None
        out = []
        for f in value:
            n, v = (f["fieldname"], f["fieldvalue"]) if isinstance(f, Mapping) else f
            out.append(f";{n}={v}")
        return "".join(out)
    return value


def _text_of(url: Any) -> Any:
    return url.text if isinstance(url, URL) else url


def compose(scheme: Text, components: Mapping[str, Any], like: Optional[Union[Text, URL]] = None,
            form: Optional[str] = None) -> str:
    """The URL of scheme ``scheme`` written from ``components`` (RFC 1738 §3, §5).

    ``components`` maps names to values as written in a URL (encoded, as
    :attr:`URL.components` gives them): the RFC names ``parse`` writes
    (``"hpath"``, ``"fpath"``, ``"gopher+_string"``) or their roles
    (``"path"``, ``"type"``; see :func:`components_of`). A prospero
    ``"fieldspec"`` is the run ``";name=value..."`` or the list
    :attr:`URL.components` gives (an empty list: no field). A value of
    ``None`` is a component not given. Each literal of the scheme's BNF is written
    and each option holding a given component; ``like`` (a URL, its text or
    a :class:`URL`) decides the options that hold no component (a telnet
    URL's final "/"). ``form="otherurl"`` writes a URL of one of the ten
    schemes through genericurl (§5). The result is parsed again: each
    component reads back as given, else :class:`BuildError` names it.
    Returns a ``str``.

        >>> import rfc1738
        >>> rfc1738.compose("ftp", {"user": "u", "host": "h", "path": "a%20b/c", "type": "i"})
        'ftp://u@h/a%20b/c;type=i'
    """
    written = [(n, _written(n, v)) for n, v in components.items()]
    r = _compose(scheme, [(n, v) for n, v in written if v is not None], _text_of(like), form)
    if isinstance(r, tuple):
        raise BuildError(*r)
    return r


def set(url: Union[Text, URL], edits: Mapping[str, Optional[Any]], *, raw: bool = False) -> Any:  # noqa: A001
    """``url`` with the components named in ``edits`` changed and every other byte kept (RFC 1738 §3, §5).

    ``edits`` maps a component's RFC name or role (as for :func:`compose`;
    ``"gopher+_string"`` is no Python identifier, hence a mapping) to its
    new value, or to ``None`` to remove it; they are applied in the
    mapping's order (a prospero ``"fieldspec"`` as for :func:`compose`, an
    empty list removing the fields). A value is the bytes the component stands for, encoded
    by :func:`encode` for its production (a ``str`` is taken as its UTF-8
    bytes), or with ``raw=True`` the text as written in a URL (escapes kept).
    A path's leading "/" is read as ``rfc1738 build --path`` reads it
    (the library's ``rfc1738::path_segments``): an absolute ftp path, ``%2F``
    (``{"path": "/etc/motd"}`` gives ``ftp://h/%2Fetc/motd``, §3.2.2), the
    "/" before an http or file path. ``url`` must conform to its scheme's
    production. The result is a ``str`` when ``url`` is a ``str`` (or a
    :class:`URL` parsed from one), else
    ``bytes``. Raises :class:`BuildError` naming the component at fault.

        >>> import rfc1738
        >>> rfc1738.set("http://h/a/b?q", {"host": "example.com", "search": None})
        'http://example.com/a/b'
    """
    r = _set(_text_of(url), [(n, _written(n, v)) for n, v in edits.items()], raw)
    if isinstance(r, tuple):
        raise BuildError(*r)
    return r


def encode(production: str, value: Text) -> str:
    """The shortest text that derives from the production named ``production``
    (RFC 1738 §5: ``"user"``, ``"hsegment"``, ``"fpath"``, ``"host"``, ...) and
    decodes (§2.2) to ``value`` (a ``str`` is taken as its UTF-8 bytes).

    Raises :class:`BuildError` when the production cannot hold the bytes
    (``ValueError`` for a production that is not one component of a URL).

        >>> import rfc1738
        >>> rfc1738.encode("user", "a b@c")
        'a%20b%40c'
    """
    r = _encode(production, value)
    if isinstance(r, tuple):
        raise BuildError(*r)
    return r


# The library's other reach, in the component vocabulary (python/bind_*.cpp).

_PATH_PARTS = ("segments", "segment", "fsegment", "hsegment", "psegment")


def build(scheme: Text, parts: Mapping[str, Any]) -> str:
    """The URL of scheme ``scheme`` built from its decoded parts, in the
    canonical form, conforming to its scheme's production (RFC 1738 §3, §3.1,
    §2.2, §5), as ``rfc1738 build`` writes it.

    ``parts`` maps the names ``rfc1738 parse`` gives the components
    (``"user"``, ``"password"``, ``"host"``, ``"port"``, ``"ftptype"``,
    ``"search"``, ``"gtype"``, ``"selector"``, ``"gopher+_string"``,
    ``"encoded822addr"``, ``"grouppart"``, ``"group"``, ``"digits"``,
    ``"database"``, ``"wtype"``, ``"wpath"``, ``"schemepart"``,
    ``"urlpath"``) to the bytes they stand for (a ``str`` is its UTF-8
    bytes; ``None``: not given); ``"segments"`` to the list of path
    segments (``[""]`` is the empty path), or ``"path"`` to a decoded path
    split at each "/", a leading "/" read as ``rfc1738 build --path`` reads
    it (an absolute ftp path, ``%2F``, §3.2.2; the "/" before an http or
    file path); ``"fieldspecs"`` to a list of
    (fieldname, fieldvalue) pairs or ``{"fieldname", "fieldvalue"}`` dicts
    (prospero, §3.11); ``"slash"`` to ``True`` for a "/" after the login
    with nothing after it (``telnet://h/``). Each part is escaped exactly
    where its production needs it (upper-case hex). Raises
    :class:`BuildError` naming the part that cannot be written, ``KeyError``
    for a name no URL has. :func:`compose` takes parts as written instead.

        >>> import rfc1738
        >>> rfc1738.build("ftp", {"user": "me", "host": "host.dom", "segments": ["etc", "mo td"], "ftptype": "a"})
        'ftp://me@host.dom/etc/mo%20td;type=a'
    """
    pairs: List[Any] = []
    for name, value in parts.items():
        if value is None:
            continue
        if name in _PATH_PARTS and isinstance(value, (list, tuple)):
            pairs += [("segment", v) for v in value]
        elif name in ("fieldspecs", "fieldspec") and isinstance(value, (list, tuple)):
            for f in value:
                n, v = (f["fieldname"], f["fieldvalue"]) if isinstance(f, Mapping) else f
                pairs += [("fieldname", n), ("fieldvalue", v)]
        elif name == "slash":
            if not isinstance(value, bool):
                raise TypeError("rfc1738.build: slash must be a bool")
            if value:
                pairs.append(("slash", ""))
        else:
            pairs.append((name, value))
    r = _build(scheme, pairs)
    if isinstance(r, tuple):
        raise BuildError(*r)
    return r


def compare(answers: Iterable[Union[str, bytes, Mapping[str, Any]]], *, groups: Optional[int] = None,
            editions: Optional[Sequence[str]] = None) -> Dict[str, Any]:
    """Another implementation's answers against this library's (RFC 1738 §5,
    §3), the report of ``rfc1738 compare --json`` as a dict.

    ``answers``: one answer per input, each a dict or a line of JSON (str or
    bytes) with ``"input"`` (one code point per byte, as ``check --json``
    writes it) and any of ``"valid"``, ``"conforms"``, ``"production"``,
    ``"scheme"``, ``"components"``, ``"error"`` (``{"offset": N}`` or
    ``None``) and ``"covers"`` (from :func:`suite`); a field not given is not
    compared. The report: ``compared``, ``fields`` and ``by_production``
    (agree, disagree, not_compared), ``groups`` (the disagreements by field
    and cause, the largest first, at most ``groups``: field, production,
    cause, covers, by_covers, count, examples), and ``bad_lines`` /
    ``bad_count`` (answers that compared nothing, as the program says them
    on standard error). ``editions`` (names, or ``["all"]``): also which
    editions each answer follows, on ``"valid"`` and on its ``"roles"``, as
    ``rfc1738 compare --editions`` reports it (``attributed``, ``editions``,
    ``findings``).

        >>> import rfc1738
        >>> r = rfc1738.compare([{"input": "news:*", "valid": True}, {"input": "http://h/a b", "conforms": True}])
        >>> r["compared"], r["fields"]["conforms"]
        (2, {'agree': 0, 'disagree': 1, 'not_compared': 1})
        >>> g = r["groups"][0]
        >>> g["field"], g["count"], g["examples"][0]["input"], g["cause"].split(";")[0]
        ('conforms', 1, 'http://h/a b', 'only this implementation accepts')
        >>> a = rfc1738.compare([{"input": "ftp://a?b@c/", "valid": True, "roles": {"scheme": "ftp", "host": "a", "path": "", "query": "b@c/"}}],
        ...                     editions=["rfc1738", "rfc3986"])
        >>> a["editions"]["rfc3986"]["follows"], a["editions"]["rfc1738"]["follows"]
        (1, 0)
    """
    def line(a: Any) -> Any:
        return _json.dumps(a) if isinstance(a, Mapping) else a

    return _compare((line(a) for a in answers), groups, None if editions is None else list(editions))
