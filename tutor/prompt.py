"""What a person types at a ``--human`` game's prompt, read safely.

A move ends at LF, CRLF or a lone CR (a terminal in raw mode, an old Mac file), as
``--jsonl`` lines do (:func:`tutor.jsonl.input_lines`); a line is read in bounded
pieces (of an over-long one only the first bytes are kept, so it is refused, not
stored); bytes that are not UTF-8 become U+FFFD, so whatever is echoed back is valid
UTF-8 (error messages quote it with :func:`tutor.errors.quote`, which escapes control
characters).

>>> import io
>>> typed = TypedLines(io.StringIO("b1\\rAh\\r\\n7s:lowest\\n" + "9" * 5000 + "\\rpass"))
>>> [typed.next(), typed.next(), typed.next(), typed.next()[:5], typed.next(), typed.next()]
['b1', 'Ah', '7s:lowest', '99999', 'pass', None]
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from typing import BinaryIO, TextIO

from tutor.jsonl import LongLine, input_lines

LIMIT = 1000
"""Most bytes of one typed move kept (a move is a few characters)."""


class TypedLines:
    """The moves typed at ``stdin``, one at a time; ``None`` once input has ended."""

    def __init__(self, stdin: TextIO) -> None:
        raw: BinaryIO | None = getattr(stdin, "buffer", None)
        if raw is None:  # a text stream (tests): its text at once
            raw = io.BytesIO(stdin.read().encode("utf-8", "surrogateescape"))
        self._lines: Iterator[bytes | LongLine] = input_lines(raw, LIMIT)

    def next(self) -> str | None:
        """The next move, stripped of spaces; ``None`` at the end of input."""
        line = next(self._lines, None)
        if line is None:
            return None
        data = line.head + b"\xe2\x80\xa6" if isinstance(line, LongLine) else line
        return data.decode("utf-8", "replace").strip()


def ask(prompt: str, typed: TypedLines, stdout: TextIO) -> str | None:
    """Write ``prompt`` and return the next move typed (``None`` at the end of input)."""
    stdout.write(prompt)
    stdout.flush()
    return typed.next()
