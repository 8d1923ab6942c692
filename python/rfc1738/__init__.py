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

from typing import Iterable, List, Union

from ._rfc1738 import (  # noqa: F401  (re-exported)
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
    _parse,
    check,
    check_batch,
    default_port,
    derives,
    extract,
    version,
)

__version__ = version

__all__ = [
    "Candidate", "Encoded", "Error", "FileURL", "FtpURL", "GenericURL", "GopherURL", "HttpURL", "IpSchemepart",
    "MailtoURL", "NewsURL", "NntpURL", "NotAURLError", "ProsperoURL", "Result", "TelnetURL", "URL",
    "WaisURL", "Warning", "check", "check_batch", "check_many", "default_port", "derives", "extract", "parse",
    "version", "__version__",
]

Text = Union[str, bytes, bytearray, memoryview]


class NotAURLError(ValueError):
    """Raised by :func:`parse` when the text is not a URL (RFC 1738 §5).

    ``offset`` is where the text stops being a URL (the longest prefix that
    derives from ``url`` or begins one); ``text`` is the text parsed (after
    the modes).
    """

    def __init__(self, offset: int, text: Union[str, bytes]) -> None:
        super().__init__(f"not a URL (RFC 1738 §5): stops at offset {offset}: {text!r}")
        self.offset = offset
        self.text = text


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


def check_many(urls: Iterable[Text], *, ignore_scheme_case: bool = False, unwrap: bool = False, fragment: str = "strict") -> List[Result]:
    """:func:`check` of each URL of an iterable, as a list of :class:`Result` (RFC 1738 §5, §3)."""
    return [check(u, ignore_scheme_case=ignore_scheme_case, unwrap=unwrap, fragment=fragment) for u in urls]
