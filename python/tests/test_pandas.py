# SPDX-License-Identifier: BSL-1.0
# The pandas accessor Series.rfc1738 (rfc1738.pandas). pandas is required
# here (python3-pandas, scripts/setup.sh --tests): without it these tests
# fail on the import below, they do not skip.
import doctest

import pandas as pd

import rfc1738
import rfc1738.pandas
from conftest import rfc_examples
from test_check import mutants


def test_check_is_check_batch_row_by_row():
    urls = rfc_examples() + [m.decode("latin-1") for m in mutants(rfc_examples())[:3000]]
    s = pd.Series(urls, index=range(100, 100 + len(urls)))
    df = s.rfc1738.check()
    assert list(df.columns) == ["valid", "conforms", "production", "scheme", "error_offset"]
    assert list(df.index) == list(s.index)
    assert [str(t) for t in df.dtypes] == ["boolean", "boolean", "object", "object", "Int64"]
    for (i, row), u in zip(df.iterrows(), urls):
        r = rfc1738.check(u)
        assert (row.valid, row.conforms, row.production, row.scheme) == (r.valid, r.conforms, r.production, r.scheme), u
        if r.error is None:
            assert row.error_offset is pd.NA, u
        else:
            assert row.error_offset == r.error.offset, u


def test_check_missing_bytes_and_modes():
    s = pd.Series(["http://h/", None, b"FTP://h/", float("nan"), "x y"], index=["a", "b", "c", "d", "e"])
    df = s.rfc1738.check()
    assert df.loc["a", "conforms"] == True  # noqa: E712 (a numpy/pandas boolean)
    assert df.loc["b", "valid"] is pd.NA and df.loc["b", "production"] is None and df.loc["b", "error_offset"] is pd.NA
    assert df.loc["d", "conforms"] is pd.NA
    assert df.loc["c", "conforms"] == False and df.loc["e", "error_offset"] == 1  # noqa: E712
    assert s.rfc1738.check(ignore_scheme_case=True).loc["c", "conforms"] == True  # noqa: E712
    split = pd.Series(["http://h/p#top"]).rfc1738.check(fragment="split")
    assert split.loc[0, "conforms"] == True and split.loc[0, "fragment"] == "top"  # noqa: E712
    assert len(pd.Series([], dtype=object).rfc1738.check()) == 0
    try:
        pd.Series(["http://h/", 3]).rfc1738.check()
    except TypeError:
        pass
    else:
        raise AssertionError("an int is a TypeError")


def test_components_one_column_per_component_present():
    s = pd.Series(["http://h/a?q", "ftp://u@h/f;type=i", None, "x y", "prospero://h/p;a=b", "gopher://h/1s%09%09p"])
    df = s.rfc1738.components()
    assert list(df.columns) == ["host", "hpath", "search", "user", "fpath", "ftptype", "gtype", "selector", "gopher+_string", "ppath", "fieldspec"]
    assert df.loc[0, "host"] == "h" and df.loc[0, "hpath"] == "a" and df.loc[0, "user"] is None
    assert df.loc[1, "ftptype"] == "i" and df.loc[1, "user"] == "u"
    assert df.iloc[2].isna().all() and df.iloc[3].isna().all()
    assert df.loc[4, "fieldspec"] == [{"fieldname": "a", "fieldvalue": "b"}]
    assert df.loc[5, "gopher+_string"] == "p"
    for i, u in enumerate(s):
        if u is not None and rfc1738.check(u).valid:
            assert {k: v for k, v in df.iloc[i].items() if v is not None} == rfc1738.parse(u).components, u
    assert list(pd.Series(["http://h:80/"]).rfc1738.components().columns) == ["host", "port", "hpath"] or \
        list(pd.Series(["http://h:80/"]).rfc1738.components().columns) == ["host", "port"]


def test_docstring_example():
    failed, attempted = doctest.testmod(rfc1738.pandas)
    assert attempted >= 3 and failed == 0
