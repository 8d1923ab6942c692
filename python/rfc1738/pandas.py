# SPDX-License-Identifier: BSL-1.0
"""The pandas accessor ``Series.rfc1738`` (RFC 1738 §5, §3).

Registered by ``import rfc1738.pandas`` (not by ``import rfc1738``, which
does not import pandas). A Series of URLs (``str`` or ``bytes``, as
:func:`rfc1738.check` takes them; a missing value, ``None`` or NaN, is
not checked and gives missing values in its row; anything else is a
``TypeError``):

    >>> import pandas as pd
    >>> import rfc1738.pandas
    >>> s = pd.Series(["http://h/a?q", "http://user@h/", "x y"])
    >>> s.rfc1738.check()
       valid  conforms production scheme  error_offset
    0   True      True    httpurl   http          <NA>
    1   True     False   otherurl   http            11
    2  False     False       None   None             1

``check()`` runs :func:`rfc1738.check_batch` over the Series (the loop in
C++); ``components()`` gives one column per component present, named as
``rfc1738 parse`` names them (RFC 1738 §3; see :func:`rfc1738.url_forms`).
"""

from typing import Any, Dict, List

import numpy as np
import pandas

from . import _parse, check_batch, url_forms

__all__ = ["RFC1738Accessor"]

# Every component name in the order of the forms' BNF, the forms in url's
# order (the columns' order), from the generated table (rfc1738.url_forms).
_ORDER: Dict[str, int] = {}
for _form in url_forms():
    for _c in _form["components"]:
        _ORDER.setdefault(_c["name"], len(_ORDER))


@pandas.api.extensions.register_series_accessor("rfc1738")
class RFC1738Accessor:
    """``Series.rfc1738``: the verdicts and components of a Series of URLs (RFC 1738 §5, §3)."""

    def __init__(self, series: pandas.Series) -> None:
        self._s = series

    def check(self, *, ignore_scheme_case: bool = False, unwrap: bool = False, fragment: str = "strict") -> pandas.DataFrame:
        """A DataFrame with the Series' index and the columns ``valid``,
        ``conforms`` (nullable booleans), ``production``, ``scheme``
        (``str`` or None) and ``error_offset`` (nullable Int64: where the
        input stops conforming, RFC 1738 §5, §3) — the fields of
        :func:`rfc1738.check_batch`. A missing value gives ``<NA>`` and None."""
        values = self._s.tolist()
        missing = self._s.isna().to_numpy(dtype=bool)
        present = None if not missing.any() else np.flatnonzero(~missing)
        urls = values if present is None else [values[i] for i in present]
        r = check_batch(urls, ignore_scheme_case=ignore_scheme_case, unwrap=unwrap, fragment=fragment, error_offsets=True, lists=True)
        n = len(values)

        def objects(column: List[Any]) -> pandas.Series:
            if present is not None:
                out: List[Any] = [None] * n
                for i, v in zip(present.tolist(), column):
                    out[i] = v
                column = out
            return pandas.Series(column, dtype=object, index=self._s.index)

        def spread(a: Any, fill: Any) -> Any:
            if present is None:
                return a
            out = np.full(n, fill, dtype=a.dtype)
            out[present] = a
            return out

        def booleans(column: List[bool]) -> Any:
            return pandas.arrays.BooleanArray(spread(np.array(column, dtype=bool), False), missing.copy())

        offsets = spread(np.array(r["error_offset"], dtype=np.float64), np.nan)  # None: NaN
        no_offset = np.isnan(offsets)
        data = {
            "valid": booleans(r["valid"]),
            "conforms": booleans(r["conforms"]),
            "production": objects(r["production"]),
            "scheme": objects(r["scheme"]),
            "error_offset": pandas.arrays.IntegerArray(np.where(no_offset, 0, offsets).astype(np.int64), no_offset),
        }
        if "fragment" in r:
            data["fragment"] = objects(r["fragment"])
        return pandas.DataFrame(data, index=self._s.index)

    def components(self, *, ignore_scheme_case: bool = False, unwrap: bool = False, fragment: str = "strict") -> pandas.DataFrame:
        """A DataFrame with the Series' index and one column per component
        that some URL of the Series holds, named as ``rfc1738 parse`` names
        it ("host", "hpath", "fpath", "gopher+_string", ...; RFC 1738 §3, §5),
        in the order of the BNF; a value is the component as written
        (encoded; "" when empty), None where the URL has no such component
        or is not valid (a prospero "fieldspec" is the list
        :attr:`rfc1738.URL.components` gives)."""
        rows: List[Dict[str, Any]] = []
        for v, missing in zip(self._s.tolist(), self._s.isna().tolist()):
            u = None if missing else _parse(v, ignore_scheme_case=ignore_scheme_case, unwrap=unwrap, fragment=fragment)
            rows.append({} if u is None or isinstance(u, tuple) else u.components)
        names = sorted({k for c in rows for k in c}, key=lambda k: _ORDER.get(k, len(_ORDER)))
        return pandas.DataFrame({k: pandas.Series([c.get(k) for c in rows], dtype=object, index=self._s.index) for k in names},
                                index=self._s.index, columns=names)
