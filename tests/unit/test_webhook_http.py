"""adapters/webhook_http: one webhook POST, safe against SSRF by default (no private targets, no DNS rebinding, no
redirects), bounded in time and size, and never raising for a network problem. The receivers are real local HTTP
servers in threads; loopback is allowed explicitly wherever a test expects a delivery."""

from __future__ import annotations

import datetime
import http.server
import ipaddress
import socket
import ssl
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import pytest

from adapters.webhook_http import USER_AGENT, Attempt, UnsafeUrl, checked_url, parse_networks, post, refusal

LOOPBACK = parse_networks("127.0.0.0/8")
HEADERS = {
    "webhook-id": "msg_2KWPBgLlAfxdpx2AI54pPJ85f4W",
    "webhook-timestamp": "1700000000",
    "webhook-signature": "v1,K5o=",
}
BODY = b'{"type":"game.ended","timestamp":"2023-11-14T22:13:20Z","data":{"game_id":"g1"}}'

Answer = Callable[[http.server.BaseHTTPRequestHandler, threading.Event], None]


@dataclass
class Received:
    """One request a receiver was sent."""

    path: str
    headers: dict[str, str]  # names in lower case
    body: bytes


@dataclass
class Receiver:
    """A local HTTP server: where it listens, what it was sent, and how many connections it accepted."""

    port: int
    url: str
    requests: list[Received] = field(default_factory=list)
    connections: int = 0
    server_names: list[str | None] = field(default_factory=list)  # the SNI names its TLS handshakes were sent


def answering(status: int, body: bytes = b"", headers: tuple[tuple[str, str], ...] = ()) -> Answer:
    """An answer with this status, headers and body."""

    def answer(handler: http.server.BaseHTTPRequestHandler, stop: threading.Event) -> None:
        handler.send_response(status)
        for name, value in headers:
            handler.send_header(name, value)
        handler.send_header("Content-Length", str(len(body)))
        handler.end_headers()
        handler.wfile.write(body)

    return answer


OK = answering(200)


@contextmanager
def receiver(answer: Answer = OK, *, tls: ssl.SSLContext | None = None) -> Iterator[Receiver]:
    """A ThreadingHTTPServer on 127.0.0.1 (a free port) that records each POST and answers it."""
    stop = threading.Event()
    made: list[Receiver] = []

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            made[0].requests.append(Received(self.path, {k.lower(): v for k, v in self.headers.items()}, body))
            try:
                answer(self, stop)
            except OSError:  # the client stopped reading (it read enough, or its deadline passed)
                self.close_connection = True

        def log_message(self, format: str, *args: Any) -> None:
            pass

    class Server(http.server.ThreadingHTTPServer):
        def verify_request(self, request: Any, client_address: Any) -> bool:
            made[0].connections += 1
            return True

    server = Server(("127.0.0.1", 0), Handler)
    port = server.server_address[1]
    made.append(Receiver(port, f"{'https' if tls else 'http'}://127.0.0.1:{port}/hooks"))
    if tls is not None:

        def record_server_name(_sock: ssl.SSLObject, name: str | None, _context: ssl.SSLContext) -> None:
            made[0].server_names.append(name)

        tls.sni_callback = record_server_name
        server.socket = tls.wrap_socket(server.socket, server_side=True)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield made[0]
    finally:
        stop.set()
        server.shutdown()
        server.server_close()
        thread.join(5)


def resolving(*answers: tuple[str, ...]) -> tuple[Callable[..., list[tuple[Any, ...]]], list[str]]:
    """A fake getaddrinfo answering its n-th call with answers[n] (the last one from then on), and its calls."""
    calls: list[str] = []

    def resolve(host: str, port: int, family: int = 0, type: int = 0, proto: int = 0, flags: int = 0) -> list[Any]:
        addresses = answers[min(len(calls), len(answers) - 1)]
        calls.append(host)
        return [
            (socket.AF_INET6, socket.SOCK_STREAM, 6, "", (a, port, 0, 0))
            if ":" in a
            else (socket.AF_INET, socket.SOCK_STREAM, 6, "", (a, port))
            for a in addresses
        ]

    return resolve, calls


def free_port() -> int:
    """A loopback port nothing listens on."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def timed(action: Callable[[], Attempt]) -> tuple[Attempt, float]:
    """An attempt and the seconds it took."""
    started = time.monotonic()
    attempt = action()
    return attempt, time.monotonic() - started


# Delivery


def test_a_2xx_receiver_gets_the_exact_body_and_headers_and_the_attempt_is_delivered():
    with receiver(answering(200, b'{"ok":true}')) as hooks:
        attempt = post(hooks.url + "?x=1", BODY, HEADERS, allowed=LOOPBACK)
    assert attempt.delivered and attempt.status == 200 and attempt.error is None
    assert 0 < attempt.latency_ms < 5_000
    [request] = hooks.requests
    assert request.path == "/hooks?x=1" and request.body == BODY
    assert request.headers["host"] == f"127.0.0.1:{hooks.port}"
    assert request.headers["content-type"] == "application/json"
    assert request.headers["user-agent"] == USER_AGENT == "Furlong-Webhooks/1"
    assert request.headers["content-length"] == str(len(BODY))
    assert {name: request.headers[name] for name in HEADERS} == HEADERS


def test_any_answer_is_an_answer_but_only_a_2xx_is_delivered():
    with receiver(answering(500, b"oops")) as hooks:
        failed = post(hooks.url, BODY, HEADERS, allowed=LOOPBACK)
    with receiver(answering(204)) as hooks:
        empty = post(hooks.url, BODY, HEADERS, allowed=LOOPBACK)
    assert (failed.status, failed.error, failed.delivered) == (500, None, False)
    assert (empty.status, empty.error, empty.delivered) == (204, None, True)


def test_a_loopback_receiver_is_refused_unless_the_operator_allows_loopback():
    with receiver() as hooks:
        refused = post(hooks.url, BODY, HEADERS)
        assert hooks.connections == 0
        allowed = post(hooks.url, BODY, HEADERS, allowed=LOOPBACK)
    assert refused.error == "refused address 127.0.0.1 (loopback)" and refused.status is None
    assert not refused.delivered and allowed.delivered and len(hooks.requests) == 1


# SSRF: every resolved address is checked, and only the checked one is connected to


@pytest.mark.parametrize(
    ("host", "error"),
    [
        ("127.0.0.1", "refused address 127.0.0.1 (loopback)"),
        ("localhost", "(loopback)"),
        ("[::1]", "refused address ::1 (loopback)"),
        ("[::ffff:127.0.0.1]", "refused address ::ffff:7f00:1 (loopback)"),
        ("0.0.0.0", "refused address 0.0.0.0 (unspecified)"),
        ("2130706433", "refused address 127.0.0.1 (loopback)"),
        ("0x7f.1", "refused address 127.0.0.1 (loopback)"),
        ("0x7f000001", "refused address 127.0.0.1 (loopback)"),
        ("0177.0.0.1", "refused address 127.0.0.1 (loopback)"),
        ("017700000001", "refused address 127.0.0.1 (loopback)"),
        ("127.1", "refused address 127.0.0.1 (loopback)"),
        ("10.0.0.1", "refused address 10.0.0.1 (private)"),
        ("172.16.0.1", "refused address 172.16.0.1 (private)"),
        ("192.168.1.1", "refused address 192.168.1.1 (private)"),
        ("169.254.169.254", "refused address 169.254.169.254 (metadata)"),
        ("[fd00:ec2::254]", "refused address fd00:ec2::254 (metadata)"),
        ("100.64.0.1", "refused address 100.64.0.1 (shared (100.64.0.0/10))"),
        ("[fe80::1]", "refused address fe80::1 (link-local)"),
    ],
)
def test_an_internal_address_is_refused_before_any_connection_whatever_its_spelling(host: str, error: str):
    with receiver() as hooks:
        attempt = post(f"http://{host}:{hooks.port}/hooks", BODY, HEADERS, timeout_s=1)
        assert hooks.connections == 0
    assert attempt.error is not None and attempt.error.startswith("refused address") and attempt.error.endswith(error)
    assert attempt.status is None and not attempt.delivered


def test_an_ip_literal_in_another_spelling_is_judged_as_the_address_it_denotes():
    with receiver() as hooks:
        attempt = post(f"http://2130706433:{hooks.port}/hooks", BODY, HEADERS, allowed=LOOPBACK)
    assert attempt.delivered and hooks.requests[0].headers["host"] == f"2130706433:{hooks.port}"


@pytest.mark.parametrize(
    "answer",
    [
        ("8.8.8.8", "1.1.1.1", "10.0.0.7"),
        ("10.0.0.7", "8.8.8.8"),
        ("2001:4860:4860::8888", "10.0.0.7"),
        ("127.0.0.1", "10.0.0.7"),  # the first would be allowed (loopback is) and reach the receiver: never tried
    ],
)
def test_a_host_whose_answer_includes_one_private_address_among_others_is_refused(answer: tuple[str, ...]):
    resolve, calls = resolving(answer)
    with receiver() as hooks:
        attempt = post(f"http://hooks.example.com:{hooks.port}/", BODY, HEADERS, allowed=LOOPBACK, resolve=resolve)
        assert hooks.connections == 0
    assert attempt.error == "refused address 10.0.0.7 (private)" and calls == ["hooks.example.com"]


def test_dns_is_resolved_once_per_attempt_and_the_checked_address_is_the_one_connected_to():
    # 127.0.0.1 plays the allowed public address; 127.0.0.2 (not allowed, nothing listens) the internal one a
    # second resolution would give: a second lookup would show as a refusal or a failed connection.
    resolve, calls = resolving(("127.0.0.1",), ("127.0.0.2",))
    with receiver() as hooks:
        url = f"http://hooks.example.com:{hooks.port}/hooks"
        attempt = post(url, BODY, HEADERS, allowed=parse_networks("127.0.0.1"), resolve=resolve)
        assert attempt.delivered and calls == ["hooks.example.com"]
        assert hooks.requests[0].headers["host"] == f"hooks.example.com:{hooks.port}"
        again = post(url, BODY, HEADERS, allowed=parse_networks("127.0.0.1"), resolve=resolve)
    assert again.error == "refused address 127.0.0.2 (loopback)" and len(calls) == 2


def test_an_internal_first_answer_is_refused_even_if_a_later_lookup_would_answer_public():
    resolve, calls = resolving(("127.0.0.1",), ("8.8.8.8",))
    attempt = post("http://hooks.example.com/hooks", BODY, HEADERS, resolve=resolve)
    assert attempt.error == "refused address 127.0.0.1 (loopback)" and len(calls) == 1


# Redirects, sizes and time


def test_a_redirect_is_an_answer_not_followed_and_not_delivered():
    with receiver() as elsewhere:
        moved = answering(302, headers=(("Location", elsewhere.url),))
        with receiver(moved) as hooks:
            attempt = post(hooks.url, BODY, HEADERS, allowed=LOOPBACK)
        assert elsewhere.connections == 0 and elsewhere.requests == []
    assert (attempt.status, attempt.error, attempt.delivered) == (302, None, False)


def endless(handler: http.server.BaseHTTPRequestHandler, stop: threading.Event) -> None:
    """A 200 whose body never ends (until the client stops reading)."""
    handler.send_response(200)
    handler.send_header("Content-Length", str(10**12))
    handler.end_headers()
    while not stop.is_set():
        handler.wfile.write(b"x" * 65_536)


def test_an_answer_larger_than_the_limit_is_cut_and_the_attempt_ends_promptly_with_its_status():
    with receiver(endless) as hooks:
        attempt, took = timed(lambda: post(hooks.url, BODY, HEADERS, allowed=LOOPBACK, max_answer_bytes=1_024))
    assert (attempt.status, attempt.error, attempt.delivered) == (200, None, True)
    assert took < 1


def test_a_huge_answer_head_is_not_read_past_the_limit():
    with receiver(answering(200, headers=tuple((f"x-filler-{n}", "y" * 1_000) for n in range(90)))) as hooks:
        attempt = post(hooks.url, BODY, HEADERS, allowed=LOOPBACK, max_answer_bytes=1_024)
    assert attempt.error == "answer head too long" and attempt.status is None


def sleeping(handler: http.server.BaseHTTPRequestHandler, stop: threading.Event) -> None:
    """An answer after 5 s (or when the receiver stops)."""
    stop.wait(5)
    OK(handler, stop)


def trickling(head_first: bool) -> Answer:
    """An answer sent one byte every 0.2 s: from its status line, or (head_first) only its body."""

    def answer(handler: http.server.BaseHTTPRequestHandler, stop: threading.Event) -> None:
        head, body = b"HTTP/1.1 200 OK\r\nContent-Length: 20\r\n\r\n", b"0123456789" * 2
        if head_first:
            handler.wfile.write(head)
        for byte in body if head_first else head + body:
            if stop.wait(0.2):
                return
            handler.wfile.write(bytes([byte]))

    return answer


@pytest.mark.parametrize(
    ("answer", "status"),
    [(sleeping, None), (trickling(head_first=False), None), (trickling(head_first=True), 200)],
    ids=["sleeping", "trickling-from-the-status-line", "trickling-the-body"],
)
def test_a_slow_or_trickling_receiver_is_cut_at_the_deadline(answer: Answer, status: int | None):
    with receiver(answer) as hooks:
        attempt, took = timed(lambda: post(hooks.url, BODY, HEADERS, allowed=LOOPBACK, timeout_s=0.7))
    assert attempt.error == "timed out after 0.7 s" and attempt.status == status and not attempt.delivered
    assert 0.6 < took < 1.7 and 600 < attempt.latency_ms < 1_700


def test_a_slow_dns_answer_counts_against_the_deadline():
    answered = threading.Event()

    def slow(host: str, port: int, *args: Any) -> list[Any]:
        answered.wait(5)
        return resolving(("127.0.0.1",))[0](host, port)

    attempt, took = timed(lambda: post("http://hooks.example.com/", BODY, HEADERS, timeout_s=0.5, resolve=slow))
    answered.set()
    assert attempt.error == "timed out after 0.5 s" and took < 1.5


# Failures come back as errors, never exceptions


def test_a_closed_port_is_connection_refused():
    attempt = post(f"http://127.0.0.1:{free_port()}/hooks", BODY, HEADERS, allowed=LOOPBACK, timeout_s=1)
    assert (attempt.status, attempt.error, attempt.delivered) == (None, "connection refused", False)


@pytest.mark.parametrize("failure", [socket.gaierror(socket.EAI_NONAME, "Name or service not known"), UnicodeError()])
def test_an_unresolvable_host_is_an_error(failure: Exception):
    def resolve(*args: Any) -> list[Any]:
        raise failure

    attempt = post("http://nowhere.example/hooks", BODY, HEADERS, resolve=resolve)
    assert (attempt.status, attempt.error) == (None, "could not resolve host")


def test_a_resolver_answer_without_an_ip_address_is_an_error():
    resolve, _ = resolving(())
    assert post("http://empty.example/", BODY, HEADERS, resolve=resolve).error == "could not resolve host"


def test_a_receiver_that_closes_without_answering_is_an_error():
    def hang_up(handler: http.server.BaseHTTPRequestHandler, stop: threading.Event) -> None:
        handler.close_connection = True

    with receiver(hang_up) as hooks:
        attempt = post(hooks.url, BODY, HEADERS, allowed=LOOPBACK)
    assert (attempt.status, attempt.error) == (None, "connection closed without an answer")


def test_an_unsafe_url_is_an_error_not_an_exception():
    attempt = post("file:///etc/passwd", BODY, HEADERS)
    assert attempt.status is None and attempt.error == "unsafe URL: not http or https"


@pytest.mark.parametrize(
    "headers",
    [{"Host": "elsewhere.example"}, {"content-length": "1"}, {"webhook-id": "a\r\nX-Injected: 1"}, {"bad name": "x"}],
)
def test_headers_the_caller_may_not_send_are_a_value_error(headers: dict[str, str]):
    with pytest.raises(ValueError, match="header"):
        post("http://127.0.0.1:9/", BODY, headers, allowed=LOOPBACK)


# TLS: the TCP socket goes to the checked address, the certificate is checked against the URL's host name


@pytest.fixture(scope="module")
def certificate(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, str]:
    """A self-signed certificate for hooks.example (PEM file paths: certificate, key)."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "hooks.example")])
    now = datetime.datetime.now(datetime.UTC)
    issued = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(x509.SubjectAlternativeName([x509.DNSName("hooks.example")]), critical=False)
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .sign(key, hashes.SHA256())
    )
    folder = tmp_path_factory.mktemp("tls")
    (folder / "cert.pem").write_bytes(issued.public_bytes(serialization.Encoding.PEM))
    unencrypted = serialization.NoEncryption()
    pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, unencrypted)
    (folder / "key.pem").write_bytes(pem)
    return str(folder / "cert.pem"), str(folder / "key.pem")


def serving(certificate: tuple[str, str]) -> ssl.SSLContext:
    """A server-side TLS context with the certificate."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(*certificate)
    return context


@pytest.fixture
def trusting(certificate: tuple[str, str], monkeypatch: pytest.MonkeyPatch) -> None:
    """ssl.create_default_context() (what post uses) also trusts the test certificate, as a real CA's would be."""
    default = ssl.create_default_context

    def create_default_context(*args: Any, **kwargs: Any) -> ssl.SSLContext:
        context = default(*args, **kwargs)
        context.load_verify_locations(cafile=certificate[0])
        return context

    monkeypatch.setattr(ssl, "create_default_context", create_default_context)


def test_https_connects_to_the_checked_address_and_checks_the_certificate_by_host_name(certificate, trusting):
    resolve, calls = resolving(("127.0.0.1",))
    with receiver(tls=serving(certificate)) as hooks:
        attempt = post(f"https://hooks.example:{hooks.port}/hooks", BODY, HEADERS, allowed=LOOPBACK, resolve=resolve)
    assert attempt.delivered, attempt.error
    assert hooks.server_names == ["hooks.example"] and calls == ["hooks.example"]
    assert hooks.requests[0].headers["host"] == f"hooks.example:{hooks.port}" and hooks.requests[0].body == BODY


def test_https_to_another_host_name_than_the_certificates_is_a_tls_error(certificate, trusting):
    resolve, _ = resolving(("127.0.0.1",))
    with receiver(tls=serving(certificate)) as hooks:
        attempt = post(f"https://other.example:{hooks.port}/", BODY, HEADERS, allowed=LOOPBACK, resolve=resolve)
        assert hooks.requests == []
    assert attempt.error is not None and attempt.error.startswith("TLS: certificate verify failed: Hostname mismatch")


def test_https_with_an_untrusted_certificate_is_a_tls_error(certificate):
    resolve, _ = resolving(("127.0.0.1",))
    with receiver(tls=serving(certificate)) as hooks:
        attempt = post(f"https://hooks.example:{hooks.port}/", BODY, HEADERS, allowed=LOOPBACK, resolve=resolve)
        assert hooks.requests == []
    assert attempt.error == "TLS: certificate verify failed: self-signed certificate" and not attempt.delivered


def test_https_to_a_plain_http_receiver_is_a_tls_error():
    with receiver() as hooks:
        attempt = post(f"https://127.0.0.1:{hooks.port}/", BODY, HEADERS, allowed=LOOPBACK, timeout_s=1)
        assert hooks.requests == []
    assert attempt.error is not None and attempt.error.startswith("TLS: ") and attempt.status is None


# checked_url


@pytest.mark.parametrize(
    "url",
    [
        "ftp://example.com/hooks",
        "file:///etc/passwd",
        "javascript:alert(1)",
        "gopher://example.com:70/",
        "http:///hooks",
        "http://:8080/hooks",
        "https://user:pass@example.com/hooks",
        "https://user@example.com/hooks",
        "https://example.com/hooks#part",
        "https://example.com/hooks#",
        "https://example.com/" + "a" * 1_981,
        "http://example.com:0/hooks",
        "http://example.com:70000/hooks",
        "http://example.com:http/hooks",
        "http://[::1/hooks",
        "http://exa mple.com/hooks",
        "http://example.com/hooks\r\nX-Injected: 1",
        "http://example.com/\thooks",
        "http://exämple.com/hooks",
        "",
    ],
)
def test_checked_url_refuses_what_no_webhook_may_target(url: str):
    with pytest.raises(UnsafeUrl):
        checked_url(url)


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.1:8080/hook",
        "https://example.com/webhooks?x=1",
        "HTTPS://Example.COM:443/",
        "http://[2001:db8::1]:65535/",
        "https://xn--exmple-cua.com/",
        "https://example.com/" + "a" * 1_980,
    ],
)
def test_checked_url_accepts_http_and_https_urls_with_a_host(url: str):
    assert len(url) <= 2_000 and checked_url(url) == url


# parse_networks and refusal


def test_parse_networks_reads_the_operators_comma_separated_list():
    assert parse_networks("127.0.0.0/8, ::1,10.1.2.3") == (
        ipaddress.ip_network("127.0.0.0/8"),
        ipaddress.ip_network("::1/128"),
        ipaddress.ip_network("10.1.2.3/32"),
    )
    assert parse_networks("") == () == parse_networks(" , ")


@pytest.mark.parametrize(("text", "named"), [("127.0.0.0/8,nope", "'nope'"), ("10.0.0.1/8", "'10.0.0.1/8'")])
def test_parse_networks_names_a_bad_entry(text: str, named: str):
    with pytest.raises(ValueError, match=named):
        parse_networks(text)


@pytest.mark.parametrize(
    ("address", "reason"),
    [
        ("127.0.0.1", "loopback"),
        ("127.255.0.9", "loopback"),
        ("::1", "loopback"),
        ("10.0.0.1", "private"),
        ("172.16.0.1", "private"),
        ("192.168.1.1", "private"),
        ("fd12:3456::1", "private"),
        ("169.254.169.254", "metadata"),
        ("fd00:ec2::254", "metadata"),
        ("169.254.1.1", "link-local"),
        ("fe80::1", "link-local"),
        ("100.64.0.1", "shared (100.64.0.0/10)"),
        ("0.0.0.0", "unspecified"),
        ("::", "unspecified"),
        ("224.0.0.1", "multicast"),
        ("239.255.255.250", "multicast"),
        ("ff02::1", "multicast"),
        ("240.0.0.1", "reserved"),
        ("255.255.255.255", "reserved"),
        ("::7f00:1", "reserved"),
        ("fec0::1", "site-local"),
        ("0.1.2.3", "not globally routable"),
        ("192.0.2.1", "not globally routable"),
        ("198.18.0.1", "not globally routable"),
        ("192.0.0.9", "not globally routable"),
        ("2001:db8::1", "not globally routable"),
        ("::ffff:127.0.0.1", "loopback"),  # IPv4-mapped
        ("::ffff:10.0.0.1", "private"),
        ("::ffff:169.254.169.254", "metadata"),
        ("2002:7f00:1::", "loopback"),  # 6to4 of 127.0.0.1
        ("2002:a9fe:a9fe::1", "metadata"),  # 6to4 of 169.254.169.254
        ("2001:0:4136:e378:8000:63bf:80ff:fffe", "loopback"),  # Teredo, client 127.0.0.1
        ("64:ff9b::a00:1", "private"),  # NAT64 of 10.0.0.1
        ("8.8.8.8", None),
        ("2001:4860:4860::8888", None),
        ("::ffff:8.8.8.8", None),
        ("2002:808:808::1", None),
        ("64:ff9b::808:808", None),
    ],
)
def test_refusal_names_the_class_of_an_address_no_webhook_may_target(address: str, reason: str | None):
    assert refusal(ipaddress.ip_address(address), ()) == reason


@pytest.mark.parametrize(
    ("address", "allowed", "reason"),
    [
        ("127.0.0.1", "127.0.0.0/8", None),
        ("::ffff:127.0.0.1", "127.0.0.0/8", None),
        ("::1", "127.0.0.0/8", "loopback"),
        ("::1", "127.0.0.0/8,::1", None),
        ("10.9.8.7", "10.0.0.0/8", None),
        ("10.9.8.7", "10.0.0.0/16", "private"),
        ("169.254.169.254", "169.254.169.254", None),
    ],
)
def test_an_address_inside_an_allowed_network_may_always_be_targeted(address: str, allowed: str, reason: str | None):
    assert refusal(ipaddress.ip_address(address), parse_networks(allowed)) == reason
