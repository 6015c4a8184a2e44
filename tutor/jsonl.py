"""Reading ``--jsonl`` input: one JSON object a line, one answer a line, whatever the bytes.

Every ``--jsonl`` command of the tutor (``showdown``, ``raspisnoy legal|trick|score|
schedule``) reads its input through :func:`answer_lines`, so each keeps the same
promises: a line ends at LF, CRLF or a lone CR; a line is read in bounded pieces
(a 1 GiB line without a newline costs at most :data:`MAX_LINE` bytes of memory and is
answered "too long"); bad UTF-8, a byte-order mark, deep nesting, huge numbers and
lone surrogates are each answered ``{"error": "…"}`` naming what is wrong, and the
lines after them are answered as usual.

>>> import io
>>> out = io.StringIO()
>>> answer_lines(lambda obj: {"echo": obj}, io.BytesIO(b'1\\r[2]\\n\\xff\\n' + b'[' * 10**5), out)
0
>>> print(out.getvalue(), end="")
{"echo": 1}
{"echo": [2]}
{"error": "line 3 is not valid UTF-8 (byte 0xff at position 0)"}
{"error": "line 4 is nested too deeply to read"}
"""

from __future__ import annotations

import io
import json
import re
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, BinaryIO, TextIO

from tutor.errors import TutorError
from tutor.texts import N_

MAX_LINE = 100_000
"""Longest ``--jsonl`` line read, in bytes (a question fits in a few hundred)."""

_CHUNK = 1 << 16
_END = re.compile(rb"\r\n|\r|\n")
_BOM = b"\xef\xbb\xbf"


class JsonLineError(TutorError):
    """A ``--jsonl`` line that is not a JSON value the command can read."""


@dataclass(frozen=True)
class LongLine:
    """A line longer than the cap, dropped while it was read: its size and first bytes."""

    size: int
    head: bytes = b""


def input_lines(stream: BinaryIO, limit: int = MAX_LINE) -> Iterator[bytes | LongLine]:
    """Lines of a byte stream ended by LF, CRLF or a lone CR, without their ends.

    A line longer than ``limit`` bytes is not kept: it comes as :class:`LongLine`.

    >>> list(input_lines(io.BytesIO(b"a\\r\\nb\\rc\\n\\nd")))
    [b'a', b'b', b'c', b'', b'd']
    >>> list(input_lines(io.BytesIO(b"xxxxxx\\nok\\n"), limit=4))
    [LongLine(size=6, head=b'xxxx'), b'ok']
    """
    buf = bytearray()
    dropped = 0  # bytes of an over-long line read so far; 0 while the line fits
    head = b""

    def add(piece: bytes) -> None:
        nonlocal dropped, head
        if dropped:
            dropped += len(piece)
            return
        buf.extend(piece)
        if len(buf) > limit:
            dropped, head = len(buf), bytes(buf[:min(limit, 80)])
            buf.clear()

    def finish() -> bytes | LongLine:
        nonlocal dropped
        line: bytes | LongLine = LongLine(dropped, head) if dropped else bytes(buf)
        buf.clear()
        dropped = 0
        return line

    after_cr = False
    read = getattr(stream, "read1", stream.read)
    while True:
        chunk: bytes = read(_CHUNK)
        if not chunk:
            break
        start = 1 if after_cr and chunk[:1] == b"\n" else 0  # the LF of a CRLF cut in two
        after_cr = False
        for end in _END.finditer(chunk, start):
            add(chunk[start:end.start()])
            yield finish()
            start = end.end()
            after_cr = start == len(chunk) and end.group() == b"\r"
        add(chunk[start:])
    if buf or dropped:
        yield finish()


def decode_line(raw: bytes | LongLine, n: int) -> Any:
    """Line ``n`` as JSON data; :class:`JsonLineError` naming what is wrong with it.

    >>> decode_line(b"\\xef\\xbb\\xbf[1]", 1)  # a byte-order mark (Notepad) is skipped
    [1]
    """
    if isinstance(raw, LongLine):
        raise JsonLineError(N_("line {n} is too long ({size} bytes; at most {MAX_LINE})"),
                            n=n, size=format(raw.size, ","), MAX_LINE=format(MAX_LINE, ","))
    if raw.startswith(_BOM):
        raw = raw[len(_BOM):]
    try:
        text = raw.decode("utf-8").strip()
    except UnicodeDecodeError as err:
        raise JsonLineError(N_("line {n} is not valid UTF-8 (byte 0x{raw} at position {start})"),
                            n=n, raw=format(raw[err.start], "02x"), start=err.start) from None
    if not text:
        raise JsonLineError(N_("line {n} is empty; expected a JSON object"), n=n)
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        raise JsonLineError(N_("line {n} is not valid JSON ({msg} at column {colno})"),
                            n=n, msg=err.msg, colno=err.colno
                            ) from None
    except RecursionError:
        raise JsonLineError(N_("line {n} is nested too deeply to read"), n=n) from None
    except ValueError:  # Python's cap on the digits of an int
        raise JsonLineError(N_("line {n} holds a number too long to read"), n=n) from None


def answer_line(answer: dict[str, Any]) -> str:
    """``answer`` as one JSON line that is valid UTF-8 whatever strings it holds.

    >>> answer_line({"error": "\\ud800"})
    '{"error": "\\\\ud800"}'
    """
    line = json.dumps(answer, ensure_ascii=False)
    try:
        line.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: escape it as JSON does
        line = json.dumps(answer, ensure_ascii=True)
    return line


def binary_stdin() -> BinaryIO:
    """Standard input as bytes (bad UTF-8 is then answered, not fatal)."""
    stream = getattr(sys.stdin, "buffer", None)
    if stream is None:  # a text stand-in (tests)
        return io.BytesIO(sys.stdin.read().encode("utf-8", "surrogateescape"))
    return stream  # type: ignore[no-any-return]


def answer_lines(answer: Callable[[Any], dict[str, Any]], inp: BinaryIO, out: TextIO,
                 error_text: Callable[[TutorError], str] = str) -> int:
    """Answer each line of ``inp`` with ``answer(data)``: one JSON line out per line in.

    A :class:`~tutor.errors.TutorError` (from reading the line or from ``answer``) is
    answered ``{"error": error_text(err)}`` and the next line is read as usual.
    """
    for n, raw in enumerate(input_lines(inp), 1):
        result: dict[str, Any]
        try:
            result = answer(decode_line(raw, n))
        except TutorError as err:
            result = {"error": error_text(err)}
        out.write(answer_line(result) + "\n")
        out.flush()
    return 0
