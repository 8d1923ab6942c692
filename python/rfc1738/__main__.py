# SPDX-License-Identifier: BSL-1.0
"""python3 -m rfc1738 [check] [options] [URL...]: the program's ``rfc1738 check``.

The words are the program's to read and run (``_rfc1738._check_main``: its
command line on check's options, usage errors and ``--help``, then its inputs,
line engine, writers, summaries, messages and exit status, on this process's
standard streams). Here only a first word naming another command of the
program is refused. A closed pipe (``python3 -m rfc1738 -f big | head -1``)
ends the process quietly by SIGPIPE, as it ends the program.
"""

import os
import signal
import sys
from typing import List, Optional

from ._rfc1738 import _check_main


def _stderr(t: str) -> None:
    """Standard error as the program writes it (UTF-8, a failed write ignored)."""
    try:
        sys.stderr.buffer.write(t.encode("utf-8", "surrogateescape"))
        sys.stderr.buffer.flush()
    except (OSError, ValueError, AttributeError):
        pass


# The program's other commands, each with the function of this package that
# does what it does: a first argument that names one is no URL (a URL has a
# ":", §2.1), and is refused with where to go instead.
_COMMANDS = {
    "parse": "parse", "trace": "trace", "lint": "lint", "build": "build", "encode": "encode",
    "set": "set", "fix": "fix", "editions": "editions", "diff-editions": "diff_editions",
    "grammar": "productions", "suite": "suite", "compare": "compare",
}


def main(argv: Optional[List[str]] = None) -> int:
    """The program: python3 -m rfc1738 [check] [options] [URL...]; its exit status.

    A failed write to standard output ends the process with the program's
    message and status 2; a closed pipe ends it by SIGPIPE (whose default
    action comes back here: Python ignores it), as the program's."""
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["check"]:
        argv = argv[1:]
    elif argv[:1] and argv[0] in _COMMANDS:
        _stderr(f"python3 -m rfc1738: '{argv[0]}' is a command of the program rfc1738; this module's command line is "
                f"'check' alone (python3 -m rfc1738 [check] [options] [URL...]): run 'rfc1738 {argv[0]}', "
                f"or call rfc1738.{_COMMANDS[argv[0]]}() in Python\n")
        return 2
    return _check_main([os.fsencode(a) for a in argv])  # the words as bytes, as the program takes them


if __name__ == "__main__":
    sys.exit(main())
