# SPDX-License-Identifier: BSL-1.0
# Type stubs of the package rfc1738 (python/rfc1738/__init__.py).
from typing import Any, Dict, Iterable, List, Mapping, Optional, Sequence, Union

from ._rfc1738 import (
    Batch as Batch,
    Candidate as Candidate,
    Encoded as Encoded,
    Error as Error,
    FileURL as FileURL,
    FtpURL as FtpURL,
    GenericURL as GenericURL,
    GopherURL as GopherURL,
    HttpURL as HttpURL,
    IpSchemepart as IpSchemepart,
    MailtoURL as MailtoURL,
    NewsURL as NewsURL,
    NntpURL as NntpURL,
    ProsperoURL as ProsperoURL,
    Result as Result,
    TelnetURL as TelnetURL,
    URL as URL,
    WaisURL as WaisURL,
    Warning as Warning,
    check_batch as check_batch,
    check_lines as check_lines,
    check_many as check_many,
    components as components,
    components_of as components_of,
    default_port as default_port,
    derives as derives,
    extract as extract,
    fix as fix,
    url_forms as url_forms,
    version as version,
)
# The library's other reach (python/bind_*.cpp).
from ._rfc1738 import (
    annotate as annotate,
    diff_editions as diff_editions,
    editions as editions,
    fix_output as fix_output,
    lint as lint,
    parse_output as parse_output,
    set_output as set_output,
    trace_output as trace_output,
    editions_output as editions_output,
    lint_output as lint_output,
    printable as printable,
    production as production,
    productions as productions,
    suite as suite,
    trace as trace,
)

Text = Union[str, bytes, bytearray, memoryview]
__version__: str

def check(url: Text, *, ignore_scheme_case: bool = ..., unwrap: bool = ..., fragment: str = ...) -> Result:
    """Everything `rfc1738 check` says about one input (RFC 1738 §5, §3, §2.2, §6)."""

class NotAURLError(ValueError):
    """Not a URL (RFC 1738 §5): `offset` is where the text stops conforming, `error` why (the diagnosis `check` gives)."""
    offset: int
    text: Union[str, bytes]
    error: Optional[Error]
    def __init__(self, offset: int, text: Union[str, bytes], error: Optional[Error] = ...) -> None: ...

def parse(url: Text, *, ignore_scheme_case: bool = ..., unwrap: bool = ..., fragment: str = ...) -> URL: ...

class BuildError(ValueError):
    """The URL or component cannot be written (RFC 1738 §3, §5, §2.2): `component` is the part at fault."""
    component: str
    offset: Optional[int]
    message: str
    why: str
    section: Optional[str]
    def __init__(self, component: str, offset: Optional[int], message: str) -> None: ...

def compose(scheme: Text, components: Mapping[str, Any], like: Optional[Union[Text, URL]] = ..., form: Optional[str] = ...) -> str: ...
def set(url: Union[Text, URL], edits: Mapping[str, Optional[Any]], *, raw: bool = ...) -> Union[str, bytes]: ...
def encode(production: str, value: Text) -> str: ...

# The library's other reach (python/bind_*.cpp).
def build(scheme: Text, parts: Mapping[str, Any]) -> str:
    """The URL built from its decoded parts (RFC 1738 §3, §3.1, §2.2, §5), as `rfc1738 build`; BuildError names the part."""
def compare(answers: Iterable[Union[str, bytes, Mapping[str, Any]]], *, groups: Optional[int] = ...,
            editions: Optional[Sequence[str]] = ...) -> Dict[str, Any]:
    """Another implementation's answers against the library's (RFC 1738 §5, §3): the report of `rfc1738 compare --json`."""
