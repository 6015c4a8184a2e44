"""A slow network link in front of the site's server, for ``tutor bench-site --link``.

Loopback hides the network: a learner on a phone or a school Wi-Fi waits for every
byte. :class:`Link` is what a static host's visitor gets on a mobile link, applied
by the benchmark's own server (``tutor.site.serve``), so every request of the page,
its workers and its service worker goes through it:

- one shared **bandwidth** budget for all of the browser's connections at once (a
  mobile link is one pipe, however many requests are in flight): bytes leave in
  order of arrival, each block when the pipe is free;
- a fixed **delay** before each response (the round trip and the server's think time);
- compression as a static host sends it (the server's precompressed ``FILE.gz`` with
  ``Content-Encoding: gzip`` when the browser accepts gzip).

The presets are the usual ones of browser tools: "fast 4G" 9,000 kbit/s and 60 ms;
"slow 4G" 1,600 kbit/s and 150 ms.

>>> LINKS["slow-4g"]
Link(name='slow-4g', kbit_s=1600, delay_s=0.15)
>>> clock = FakeClock()
>>> pipe = Pipe(LINKS["slow-4g"], clock.now, clock.sleep)
>>> pipe.send(200_000)  # 200 kB at 1,600 kbit/s: one second
>>> round(clock.t, 3)
1.0
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Link:
    """A network link: its bandwidth (kbit/s, shared by every connection) and the delay
    before each response (seconds)."""

    name: str
    kbit_s: int
    delay_s: float

    @property
    def bytes_per_s(self) -> float:
        return self.kbit_s * 1000 / 8


LINKS: dict[str, Link | None] = {
    "none": None,
    "fast-4g": Link("fast-4g", 9000, 0.060),
    "slow-4g": Link("slow-4g", 1600, 0.150),
}
"""The links ``tutor bench-site --link`` knows; ``none`` is loopback as it is."""


class Pipe:
    """The link's bandwidth, shared: :meth:`send` waits until ``n`` bytes have gone through.

    Senders queue in the order they ask; a block leaves when the blocks before it have,
    so two downloads at once each take twice as long, as on a real link.

    >>> clock = FakeClock()
    >>> pipe = Pipe(Link("x", 8, 0.0), clock.now, clock.sleep)  # 1,000 bytes a second
    >>> pipe.send(500); pipe.send(500); round(clock.t, 3)
    1.0
    """

    def __init__(self, link: Link, now: Callable[[], float] = time.monotonic,
                 sleep: Callable[[float], None] = time.sleep) -> None:
        self.link = link
        self._now = now
        self._sleep = sleep
        self._lock = threading.Lock()
        self._free_at = 0.0  # when the bytes already queued have gone through

    def send(self, n: int) -> None:
        """Wait until ``n`` more bytes have gone through the link."""
        with self._lock:
            start = max(self._now(), self._free_at)
            self._free_at = start + n / self.link.bytes_per_s
            done = self._free_at
        wait = done - self._now()
        if wait > 0:
            self._sleep(wait)

    def respond(self) -> None:
        """Wait the link's delay before a response (the round trip)."""
        if self.link.delay_s > 0:
            self._sleep(self.link.delay_s)


class FakeClock:
    """A clock for tests: ``sleep`` moves time on at once.

    >>> c = FakeClock(); c.sleep(2.5); c.now()
    2.5
    """

    def __init__(self) -> None:
        self.t = 0.0

    def now(self) -> float:
        return self.t

    def sleep(self, seconds: float) -> None:
        self.t += max(0.0, seconds)


def parse_link(name: str) -> Link | None:
    """A link by name (``none``, ``fast-4g``, ``slow-4g``); a clear error otherwise.

    >>> parse_link("fast-4g").kbit_s
    9000
    >>> parse_link("5g")
    Traceback (most recent call last):
    ...
    ValueError: unknown link `5g` (use none, fast-4g, slow-4g)
    """
    if name not in LINKS:
        raise ValueError(f"unknown link `{name}` (use {', '.join(LINKS)})")
    return LINKS[name]
