"""Where a webhook may be sent (issue 43): the URLs a subscription may name and the addresses an attempt may reach,
safe against SSRF by default; and an attempt's outcome. Pure: the sending is adapters/webhook_http.py's."""

from __future__ import annotations

import ipaddress
import re
import urllib.parse
from collections.abc import Sequence
from dataclasses import dataclass

Address = ipaddress.IPv4Address | ipaddress.IPv6Address
Network = ipaddress.IPv4Network | ipaddress.IPv6Network

MAX_URL_LENGTH = 2_000
# Cloud metadata services: AWS, GCP, Azure, Oracle (169.254.169.254, fd00:ec2::254), Alibaba (100.100.100.200),
# Oracle Cloud Classic (192.0.0.192) and Azure's WireServer (168.63.129.16, a public address reachable from VMs).
METADATA = frozenset(
    ipaddress.ip_address(text)
    for text in ("169.254.169.254", "fd00:ec2::254", "100.100.100.200", "192.0.0.192", "168.63.129.16")
)
SHARED = ipaddress.IPv4Network("100.64.0.0/10")
PRIVATE = tuple(ipaddress.ip_network(text) for text in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"))
# Not global whatever the Python patch release says (is_global's tables changed within 3.11).
NOT_GLOBAL = tuple(ipaddress.ip_network(text) for text in ("0.0.0.0/8", "192.0.0.0/24", "64:ff9b:1::/48"))
NAT64 = ipaddress.IPv6Network("64:ff9b::/96")

_URL_CHARACTERS = re.compile(r"[\x21-\x7e]*")


@dataclass(frozen=True)
class Attempt:
    """One delivery attempt's outcome."""

    status: int | None  # the HTTP status, None when no answer came
    latency_ms: float  # from the start of the attempt (DNS included) to the end of reading the answer, or the failure
    # None on an answer read in time (any status); else a short reason naming what failed, e.g. "refused address
    # 127.0.0.1 (loopback)", "timed out after 10 s", "could not resolve host", "connection refused", "TLS: ...". A
    # failure while reading the body keeps the status beside the error (then not delivered).
    error: str | None

    @property
    def delivered(self) -> bool:
        """A 2xx answer, read to its end (or to the size limit) in time."""
        return self.error is None and self.status is not None and 200 <= self.status < 300


class UnsafeUrl(ValueError):
    """A URL no webhook may target (the message says why)."""


def checked_url(url: str) -> str:
    """The URL if a subscription may use it, else UnsafeUrl: http or https, a host, no user:password@, no fragment,
    at most 2,000 printable ASCII characters, a port 1..65535 (no DNS here: addresses are checked at each attempt)."""
    if len(url) > MAX_URL_LENGTH:
        raise UnsafeUrl(f"longer than {MAX_URL_LENGTH:,} characters")
    if not _URL_CHARACTERS.fullmatch(url):
        raise UnsafeUrl("only printable ASCII, without spaces (an international host in its xn-- form)")
    try:
        parts = urllib.parse.urlsplit(url)
        port = parts.port
    except ValueError as exc:
        raise UnsafeUrl(f"not a URL: {exc}") from None
    if parts.scheme not in ("http", "https"):
        raise UnsafeUrl("not http or https")
    if not parts.hostname:
        raise UnsafeUrl("no host")
    if "@" in parts.netloc:
        raise UnsafeUrl("user or password in the URL")
    if "#" in url:
        raise UnsafeUrl("a fragment")
    if port == 0:
        raise UnsafeUrl("port 0")
    return url


def parse_networks(text: str) -> tuple[Network, ...]:
    """Comma-separated addresses or CIDR networks (e.g. "127.0.0.0/8,::1"); ValueError naming a bad entry."""
    networks = []
    for entry in (piece.strip() for piece in text.split(",")):
        if entry:
            try:
                networks.append(ipaddress.ip_network(entry))
            except ValueError as exc:
                raise ValueError(f"not an address or network: {entry!r} ({exc})") from None
    return tuple(networks)


def refusal(address: Address, allowed: Sequence[Network]) -> str | None:
    """Why an address may not be targeted, or None when it may (an `allowed` one, or a global unicast one)."""
    if any(address in network for network in allowed):
        return None
    inside = _embedded(address)
    if inside:
        return next((reason for reason in (refusal(v4, allowed) for v4 in inside) if reason), None)
    return _class_refusal(address)


def _embedded(address: Address) -> tuple[ipaddress.IPv4Address, ...]:
    """The IPv4 addresses an IPv6 address carries (IPv4-mapped, 6to4, Teredo, NAT64), else ()."""
    if isinstance(address, ipaddress.IPv4Address):
        return ()
    if address.ipv4_mapped:
        return (address.ipv4_mapped,)
    if address.sixtofour:
        return (address.sixtofour,)
    if address.teredo:
        return address.teredo
    if address in NAT64:
        return (ipaddress.IPv4Address(int(address) & 0xFFFFFFFF),)
    return ()


def _class_refusal(address: Address) -> str | None:
    """Why an address outside every allowed network may not be targeted, or None for a global unicast one."""
    checks = (
        (address in METADATA, "metadata"),
        (address.is_unspecified, "unspecified"),
        (address.is_loopback, "loopback"),
        (address.is_link_local, "link-local"),
        (address.is_multicast, "multicast"),
        (address in SHARED, "shared (100.64.0.0/10)"),
        (any(address in network for network in PRIVATE), "private"),
        (isinstance(address, ipaddress.IPv6Address) and address.is_site_local, "site-local"),
        (address.is_reserved, "reserved"),
        (not address.is_global or any(address in network for network in NOT_GLOBAL), "not globally routable"),
    )
    return next((reason for refused, reason in checks if refused), None)
