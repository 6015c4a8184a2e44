"""The benchmark's slow link: every response of the server goes through one
shared pipe, waits the link's delay, and is sent gzipped when a ``.gz`` copy exists."""

from __future__ import annotations

import gzip
import threading
import urllib.request
from pathlib import Path

import pytest

from tutor.site.link import LINKS, FakeClock, Link, Pipe, parse_link
from tutor.site.serve import start_server


class CountingPipe(Pipe):
    """The link's pipe on a fake clock, counting what goes through it."""

    def __init__(self, link: Link) -> None:
        self.clock = FakeClock()
        super().__init__(link, self.clock.now, self.clock.sleep)
        self.sent = 0
        self.responses = 0
        self._count = threading.Lock()

    def send(self, n: int) -> None:
        with self._count:
            self.sent += n
        super().send(n)

    def respond(self) -> None:
        with self._count:
            self.responses += 1
        super().respond()


def test_every_byte_and_response_goes_through_the_link(tmp_path: Path) -> None:
    big = bytes(range(256)) * 1000
    (tmp_path / "big.bin").write_bytes(big)
    (tmp_path / "page.html").write_text("<p>hello</p>" * 100)
    (tmp_path / "page.html.gz").write_bytes(gzip.compress((tmp_path / "page.html").read_bytes()))
    server, base = start_server(tmp_path, 0, link=LINKS["slow-4g"])
    pipe = CountingPipe(Link("slow-4g", 1600, 0.150))
    server.RequestHandlerClass.func.pipe = pipe  # type: ignore[attr-defined]
    try:
        assert urllib.request.urlopen(base + "big.bin").read() == big
        req = urllib.request.Request(base + "page.html", headers={"Accept-Encoding": "gzip"})
        with urllib.request.urlopen(req) as r:
            assert r.headers["Content-Encoding"] == "gzip"
            body = r.read()
    finally:
        server.shutdown()
        server.server_close()
    assert gzip.decompress(body) == (tmp_path / "page.html").read_bytes()
    assert pipe.sent == len(big) + len(body)
    assert pipe.responses == 2
    # 1,600 kbit/s is 200,000 bytes a second, plus 150 ms before each response
    assert pipe.clock.t == pytest.approx(pipe.sent / 200_000 + 2 * 0.150)


def test_unknown_link_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="unknown link `5g`"):
        parse_link("5g")
    assert parse_link("none") is None
