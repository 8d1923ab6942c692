# SPDX-License-Identifier: BSL-1.0
"""The Python examples of docs/manual/python.md (the `>>>` lines) run as
doctests and give what the page says."""
import doctest

import rfc1738
from conftest import SOURCE


def test_manual_examples():
    page = SOURCE / "docs" / "manual" / "python.md"
    failed, attempted = doctest.testfile(str(page), module_relative=False, globs={"rfc1738": rfc1738}, optionflags=doctest.ELLIPSIS)
    assert attempted >= 20 and failed == 0, (failed, attempted)
