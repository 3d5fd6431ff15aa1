"""Webhook delivery over HTTP: one POST per attempt, safe against SSRF by default (no private targets, no DNS
rebinding, no redirects), bounded in time (one deadline for DNS, connect, TLS, send and read) and in size."""

from __future__ import annotations

import http.client
import io
import ipaddress
import re
import socket
import ssl
import threading
import time
import urllib.parse
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, cast

from app.webhook_targets import (  # noqa: F401 (the module's public names, as callers and tests import them)
    Address,
    Attempt,
    Network,
    UnsafeUrl,
    checked_url,
    parse_networks,
    refusal,
)

if TYPE_CHECKING:
    from _typeshed import WriteableBuffer

Resolver = Callable[[str, int, int, int], Sequence[tuple[Any, ...]]]

USER_AGENT = "Furlong-Webhooks/1"
HEAD_ROOM = 65_536  # the bytes an answer may take beyond its body's limit (status line, headers, chunk sizes)

_TOKEN = re.compile(r"[!#$%&'*+\-.^_`|~0-9A-Za-z]+")
_FIELD_VALUE = re.compile(r"[\t\x20-\x7e]*")
_OWN_HEADERS = frozenset({"host", "content-type", "user-agent", "content-length", "transfer-encoding", "connection"})


class _Failure(Exception):
    """An attempt that ends before an answer, with the reason as its message."""


class _Enough(Exception):
    """The answer took all the bytes an attempt reads."""


def post(
    url: str,
    body: bytes,
    headers: Mapping[str, str],
    *,
    allowed: Sequence[Network] = (),
    timeout_s: float = 10.0,
    max_answer_bytes: int = 65_536,
    resolve: Resolver = socket.getaddrinfo,
) -> Attempt:
    """POST `body` once to a checked address, within `timeout_s` in all; network problems come back as `error`."""
    started = time.monotonic()
    try:
        parts = urllib.parse.urlsplit(checked_url(url))
    except UnsafeUrl as exc:
        return Attempt(None, _since(started), f"unsafe URL: {exc}")
    request = _request_head(parts, body, headers) + body
    status: int | None = None
    try:
        status, failure = _exchange(parts, request, allowed, started + timeout_s, max_answer_bytes, resolve)
    except (_Failure, OSError, http.client.HTTPException) as exc:
        failure = exc
    return Attempt(status, _since(started), None if failure is None else _reason(failure, timeout_s))


def _since(started: float) -> float:
    """The milliseconds since `started` (a time.monotonic())."""
    return (time.monotonic() - started) * 1000


def _request_head(parts: urllib.parse.SplitResult, body: bytes, headers: Mapping[str, str]) -> bytes:
    """The request line and header fields (ValueError for a header the caller may not send or spell so)."""
    target = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    fields = {
        "Host": parts.netloc,
        "Content-Type": "application/json",
        "User-Agent": USER_AGENT,
        "Content-Length": str(len(body)),
        "Connection": "close",
    }
    for name, value in headers.items():
        if not _TOKEN.fullmatch(name) or not _FIELD_VALUE.fullmatch(value):
            raise ValueError(f"header {name!r}: not a header name and printable ASCII value")
        if name.lower() in _OWN_HEADERS:
            raise ValueError(f"header {name!r}: post sends it itself")
        fields[name] = value
    lines = [f"POST {target} HTTP/1.1"] + [f"{name}: {value}" for name, value in fields.items()]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("ascii")


def _exchange(
    parts: urllib.parse.SplitResult,
    request: bytes,
    allowed: Sequence[Network],
    deadline: float,
    max_answer_bytes: int,
    resolve: Resolver,
) -> tuple[int, Exception | None]:
    """Send the request to the first resolved address once every one is checked, and read the answer."""
    host = cast(str, parts.hostname)
    port = parts.port or (443 if parts.scheme == "https" else 80)
    family, sockaddr = _checked_address(host, port, allowed, deadline, resolve)
    with socket.socket(family, socket.SOCK_STREAM) as plain:
        plain.settimeout(_remaining(deadline))
        plain.connect(sockaddr)
        if parts.scheme == "https":
            with ssl.create_default_context().wrap_socket(
                plain, server_hostname=host, do_handshake_on_connect=False
            ) as tls:
                tls.settimeout(_remaining(deadline))
                tls.do_handshake()
                return _send_and_read(tls, request, deadline, max_answer_bytes)
        return _send_and_read(plain, request, deadline, max_answer_bytes)


def _checked_address(
    host: str, port: int, allowed: Sequence[Network], deadline: float, resolve: Resolver
) -> tuple[int, tuple[Any, ...]]:
    """The family and socket address to connect to: the first answer of one resolution whose every address is safe."""
    answers = []
    for entry in _resolved(host, port, deadline, resolve):
        family, sockaddr = entry[0], entry[4]
        if family in (socket.AF_INET, socket.AF_INET6):
            address = ipaddress.ip_address(str(sockaddr[0]).split("%", 1)[0])
            reason = refusal(address, allowed)
            if reason:
                raise _Failure(f"refused address {address} ({reason})")
            scope = sockaddr[3] if family == socket.AF_INET6 and len(sockaddr) == 4 else 0
            answers.append(
                (family, (str(address), port) if family == socket.AF_INET else (str(address), port, 0, scope))
            )
    if not answers:
        raise _Failure("could not resolve host")
    return answers[0]


def _resolved(host: str, port: int, deadline: float, resolve: Resolver) -> Sequence[tuple[Any, ...]]:
    """One call of `resolve`, given up at the deadline (getaddrinfo has no timeout: it runs in a daemon thread)."""
    outcome: list[Sequence[tuple[Any, ...]] | BaseException] = []

    def run() -> None:
        try:
            outcome.append(resolve(host, port, 0, socket.SOCK_STREAM))
        except Exception as exc:
            outcome.append(exc)

    thread = threading.Thread(target=run, name="webhook-resolve", daemon=True)
    thread.start()
    thread.join(_remaining(deadline))
    if not outcome:
        raise TimeoutError("resolving the host")
    if isinstance(outcome[0], OSError | UnicodeError):
        raise _Failure("could not resolve host")
    if isinstance(outcome[0], BaseException):
        raise outcome[0]
    return outcome[0]


def _send_and_read(
    sock: socket.socket, request: bytes, deadline: float, max_answer_bytes: int
) -> tuple[int, Exception | None]:
    """Send the request before the deadline, then read the answer's head and at most `max_answer_bytes` of its body
    (a failure while reading the body comes back beside the status)."""
    with memoryview(request) as view:
        sent = 0
        while sent < len(view):
            sock.settimeout(_remaining(deadline))
            sent += sock.send(view[sent:])
    source = _Source(sock, deadline, max_answer_bytes + HEAD_ROOM)
    # http.client reads an answer only through its socket's makefile("rb"): `source` gives it the bounded reader.
    answer = http.client.HTTPResponse(cast(socket.socket, source), method="POST")
    try:
        answer.begin()
    except _Enough:
        raise _Failure("answer head too long") from None
    try:
        answer.read(max_answer_bytes)
    except _Enough:
        pass
    except (OSError, http.client.HTTPException) as exc:
        return answer.status, exc
    finally:
        answer.close()
    return answer.status, None


class _Source(io.RawIOBase):
    """A socket's bytes for http.client, each read given only the time left, and no more than `limit` bytes."""

    def __init__(self, sock: socket.socket, deadline: float, limit: int) -> None:
        self._sock, self._deadline, self._left = sock, deadline, limit

    def makefile(self, mode: str) -> io.BufferedReader:
        """What http.client reads the answer from."""
        return io.BufferedReader(self)

    def readable(self) -> bool:
        """It is."""
        return True

    def readinto(self, buffer: WriteableBuffer) -> int:
        """Up to the buffer's size of the answer, before the deadline."""
        if self._left <= 0:
            raise _Enough
        self._sock.settimeout(_remaining(self._deadline))
        with memoryview(buffer) as view:
            count = self._sock.recv_into(view[: self._left])
        self._left -= count
        return count


def _remaining(deadline: float) -> float:
    """The seconds left before the deadline (TimeoutError when none are)."""
    left = deadline - time.monotonic()
    if left <= 0:
        raise TimeoutError("the deadline passed")
    return left


def _reason(exc: Exception, timeout_s: float) -> str:
    """The short reason an attempt failed."""
    if isinstance(exc, _Failure):
        return str(exc)
    if isinstance(exc, TimeoutError):
        return f"timed out after {timeout_s:g} s"
    if isinstance(exc, ssl.SSLCertVerificationError):
        return f"TLS: certificate verify failed: {exc.verify_message}"
    if isinstance(exc, ssl.SSLError):
        return f"TLS: {exc.reason or exc}"
    if isinstance(exc, http.client.RemoteDisconnected):
        return "connection closed without an answer"
    if isinstance(exc, http.client.HTTPException):
        return f"bad answer: {type(exc).__name__}"
    if isinstance(exc, ConnectionRefusedError):
        return "connection refused"
    if isinstance(exc, ConnectionResetError):
        return "connection reset"
    if isinstance(exc, OSError):
        return f"network: {exc.strerror or exc}"
    return f"failed: {type(exc).__name__}"
