"""Build progress on stderr: one line per step, with its duration."""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TextIO


class BuildError(RuntimeError):
    """The site build stopped: the message says which input or check failed."""


class Progress:
    """Print ``[n/total] step ... done (1.2 s)`` lines.

    >>> import io
    >>> out = io.StringIO()
    >>> p = Progress(2, stream=out, clock=iter([0.0, 1.5]).__next__)
    >>> with p.step("fetch"):
    ...     pass
    >>> out.getvalue()
    '[1/2] fetch ...\\n[1/2] fetch done (1.5 s)\\n'
    """

    def __init__(self, total: int, stream: TextIO | None = None,
                 clock: object = time.perf_counter, quiet: bool = False) -> None:
        self.total = total
        self.n = 0
        self.stream = stream if stream is not None else sys.stderr
        self.clock = clock
        self.quiet = quiet
        self.times: dict[str, float] = {}

    def _now(self) -> float:
        clock = self.clock
        if not callable(clock):
            raise TypeError(f"Progress needs a clock function, got {clock!r}")
        return float(clock())

    def say(self, text: str) -> None:
        """Print a note under the current step."""
        if not self.quiet:
            print(f"      {text}", file=self.stream, flush=True)

    @contextmanager
    def step(self, what: str) -> Iterator[None]:
        """Time one step and print its start and end."""
        self.n += 1
        tag = f"[{self.n}/{self.total}]"
        if not self.quiet:
            print(f"{tag} {what} ...", file=self.stream, flush=True)
        t0 = self._now()
        yield
        dt = self._now() - t0
        self.times[what] = dt
        if not self.quiet:
            print(f"{tag} {what} done ({dt:.1f} s)", file=self.stream, flush=True)
