# SPDX-License-Identifier: BSL-1.0
"""NotAURLError gives the why, as `rfc1738 parse --json` does (RFC 1738 §5)."""
import json
import subprocess

import pytest

import rfc1738


@pytest.mark.parametrize("text", ["www.example.com", "http://h/a b", "x", "", "ftp://h/%zz", "news:a b"])
def test_not_a_url_carries_its_diagnosis(program, text):
    with pytest.raises(rfc1738.NotAURLError) as e:
        rfc1738.parse(text)
    err = e.value
    assert err.error is not None
    assert err.error.offset == err.offset
    assert err.error.message in str(err)
    assert err.error.expected
    # The same as the program's parse --json.
    out = subprocess.run([program, "parse", "--json", "--keep-comments", "--", text], capture_output=True, check=False)
    line = json.loads(out.stdout.decode("utf-8"))
    assert line["valid"] is False
    assert line["error"]["offset"] == err.offset
    assert line["error"]["production"] == err.error.production
    assert line["error"]["expected"] == list(err.error.expected)
    assert line["error"]["message"] == err.error.message


def test_scheme_and_colon():
    with pytest.raises(rfc1738.NotAURLError) as e:
        rfc1738.parse("www.example.com")
    assert "a URL begins with its scheme and a \":\"" in str(e.value)
