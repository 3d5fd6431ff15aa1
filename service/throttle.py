"""The rate limits on every route: per client address (and IPv6 network) and per seat token, and per address on the
routes that cost more (creating games, all-bot games above all; audits and disputes), checked before anything
else runs; and the cap on each address's live feeds. Safe by default: nobody is exempt unless configured, and no
header value or missing hop makes a client exempt or switches a limit off (docs/rate-limits.md)."""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import hmac
import ipaddress
import math
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from flask import Flask, current_app, g, request

from app.archived_reads import LOAD_GUARD
from app.rate_limits import Limit, RateLimiter, Subject, key_of, retry_after_s
from bootstrap import Platform
from events.lifecycle import EXPERT_MS

from .context import platform
from .errors import Problem

Network = ipaddress.IPv4Network | ipaddress.IPv6Network
EXTENSION = "furlong.rate_limits"
LEASES = "furlong.feed_leases"
COSTLY = frozenset({"audit.get_audit", "disputes.open_dispute"})  # endpoints whose answer re-audits a whole log
UNLIMITED_PATHS = frozenset({"/healthz", "/metrics"})
PAGE_FILES = "/web/"  # the page's modules, styles and pictures: read from disk, never from Redis
SETTINGS = {
    "RATE_LIMITS": "on",
    "RATE_LIMIT_ADDRESS_PER_S": "20",
    "RATE_LIMIT_ADDRESS_BURST": "120",
    "RATE_LIMIT_SEAT_PER_S": "10",
    "RATE_LIMIT_SEAT_BURST": "50",
    "RATE_LIMIT_NETWORK_PER_S": "80",
    "RATE_LIMIT_NETWORK_BURST": "480",
    "RATE_LIMIT_CREATE_PER_S": "0.2",
    "RATE_LIMIT_CREATE_BURST": "10",
    "RATE_LIMIT_BOTS_PER_S": "0.05",
    "RATE_LIMIT_BOTS_BURST": "3",
    "RATE_LIMIT_COSTLY_PER_S": "1",
    "RATE_LIMIT_COSTLY_BURST": "10",
    "RATE_LIMIT_EXEMPT": "",
    "RATE_LIMIT_TRUSTED_PROXIES": "0",
    "FEED_MAX_PER_ADDRESS": "32",
}
ROUTE_LIMITS = ("CREATE", "BOTS", "COSTLY")
EXPERT_UNITS = 10  # all-bot games an expert seat at the default thinking time counts as (docs/rate-limits.md: why)
SWITCH = {"on": True, "true": True, "1": True, "off": False, "false": False, "0": False}
SEAT_KEY_HEX = 16  # 64 bits of the token's SHA-256: no raw token is ever stored
ADDRESSES_KEPT = 4096  # client addresses whose exemption and subject are kept worked out


@dataclass(frozen=True)
class RateLimitSettings:
    """The limits (None: that limit is off), the exempt networks, how many proxies to trust, the feed cap."""

    enabled: bool
    address: Limit | None
    seat: Limit | None
    exempt: tuple[Network, ...]
    trusted_proxies: int
    network: Limit | None = None
    routes: Mapping[str, Limit | None] = dataclasses.field(default_factory=dict)
    feeds_per_address: int = 0


def setting(config: Mapping[str, Any], name: str) -> str:
    """App config, else environment, else the default."""
    return str(config.get(name, os.environ.get(name, SETTINGS[name]))).strip()


def limit_setting(config: Mapping[str, Any], subject: str) -> Limit | None:
    """RATE_LIMIT_<subject>_PER_S and _BURST; a rate of 0 turns that limit off."""
    per_s, burst = setting(config, f"RATE_LIMIT_{subject}_PER_S"), setting(config, f"RATE_LIMIT_{subject}_BURST")
    try:
        limit = Limit(float(per_s), int(burst))
    except ValueError:
        raise ValueError(f"RATE_LIMIT_{subject}_PER_S must be a number and _BURST a whole number") from None
    if limit.per_s < 0 or limit.burst < 1:
        raise ValueError(f"RATE_LIMIT_{subject}_PER_S must be >= 0 and RATE_LIMIT_{subject}_BURST >= 1")
    return limit if limit.per_s > 0 else None


def settings_from(config: Mapping[str, Any]) -> RateLimitSettings:
    """Read and check every setting; a bad one stops the app from starting, named."""
    switch = setting(config, "RATE_LIMITS").lower()
    if switch not in SWITCH:
        raise ValueError(f"RATE_LIMITS must be on or off, not {switch!r}")
    try:
        exempt = tuple(ipaddress.ip_network(n.strip()) for n in setting(config, "RATE_LIMIT_EXEMPT").split(",") if n)
        proxies = int(setting(config, "RATE_LIMIT_TRUSTED_PROXIES"))
    except ValueError as error:
        raise ValueError(f"RATE_LIMIT_EXEMPT or RATE_LIMIT_TRUSTED_PROXIES: {error}") from None
    if proxies < 0:
        raise ValueError("RATE_LIMIT_TRUSTED_PROXIES must be >= 0")
    try:
        feeds = int(setting(config, "FEED_MAX_PER_ADDRESS"))
    except ValueError:
        raise ValueError("FEED_MAX_PER_ADDRESS must be a whole number (0: no cap)") from None
    return RateLimitSettings(
        SWITCH[switch],
        limit_setting(config, "ADDRESS"),
        limit_setting(config, "SEAT"),
        exempt,
        proxies,
        limit_setting(config, "NETWORK"),
        {name: limit_setting(config, name) for name in ROUTE_LIMITS},
        max(0, feeds),
    )


def client_address(remote_addr: str | None, forwarded_for: str, trusted_proxies: int) -> tuple[str | None, bool]:
    """The client's address, and whether it was found as configured: with N trusted proxies, the Nth
    X-Forwarded-For entry from the right. With fewer entries, or one that is not an IP address, the request is
    counted against the peer (the proxy: every such request shares its bucket) and is never exempt."""
    if not trusted_proxies:
        return remote_addr, True
    hops = [hop.strip() for hop in forwarded_for.split(",") if hop.strip()]
    if len(hops) >= trusted_proxies and parsed_ip(hops[-trusted_proxies]) is not None:
        return hops[-trusted_proxies], True
    return remote_addr, False


def parsed_ip(address: str | None) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    """The address as an IP (an IPv4-mapped IPv6 one as IPv4); None if it is not one."""
    try:
        ip = ipaddress.ip_address((address or "").split("%")[0])
    except ValueError:
        return None
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped:
        return ip.ipv4_mapped
    return ip


@functools.lru_cache(maxsize=ADDRESSES_KEPT)
def network_subject(address: str | None) -> str | None:
    """`net:<the /48>` of an IPv6 address (a site's whole allocation: 65,536 /64s), None for IPv4 or none."""
    ip = parsed_ip(address)
    return f"net:{ipaddress.ip_network(f'{ip}/48', strict=False)}" if isinstance(ip, ipaddress.IPv6Address) else None


@functools.lru_cache(maxsize=ADDRESSES_KEPT)
def address_subject(address: str | None) -> str | None:
    """`addr:<ip>` (an IPv6 address counts as its /64, which one client usually holds); None if not an address."""
    ip = parsed_ip(address)
    if isinstance(ip, ipaddress.IPv6Address):
        return f"addr:{ipaddress.ip_network(f'{ip}/64', strict=False)}"
    return None if ip is None else f"addr:{ip}"


def is_exempt(address: str | None, exempt: tuple[Network, ...]) -> bool:
    """Whether the address lies in an exempt network."""
    ip = parsed_ip(address)
    return ip is not None and any(ip.version == network.version and ip in network for network in exempt)


def seat_subject(token: str) -> str:
    """`seat:<first 16 hex digits of the token's SHA-256>`."""
    return f"seat:{hashlib.sha256(token.encode()).hexdigest()[:SEAT_KEY_HEX]}"


def bearer_token() -> str:
    """The bearer token of the request, or ''."""
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    return token.strip() if scheme.lower() == "bearer" else ""


def is_house(token: str) -> bool:
    """Whether the token is the admin token (FURLONG_ADMIN_TOKEN), which is never throttled."""
    admin = str(platform().settings.get("FURLONG_ADMIN_TOKEN") or "")
    return bool(admin and token) and hmac.compare_digest(admin.encode(), token.encode())


def subjects_of(settings: RateLimitSettings, address: str | None, token: str) -> list[Subject]:
    """What this request counts against: its address (and IPv6 /48), its seat token, and its route's limit."""
    subjects = []
    client = address_subject(address)
    if settings.address and client:
        subjects.append(Subject("rate.address", key_of(client), settings.address))
    if settings.network and (network := network_subject(address)):
        subjects.append(Subject("rate.network", key_of(network), settings.network))
    if settings.seat and token:
        subjects.append(Subject("rate.seat", key_of(seat_subject(token)), settings.seat))
    for route in route_limits(request.endpoint, request.method) if client else ():
        if (limit := settings.routes.get(route)) is not None:
            units = bot_units(request.get_json(silent=True)) if route == "BOTS" else 1
            subjects.append(Subject(f"rate.{route.lower()}", key_of(f"{route.lower()}:{client}"), limit.costing(units)))
    return subjects


def route_limits(endpoint: str | None, method: str) -> tuple[str, ...]:
    """The route limits a request meets besides its address's: creating a game (an all-bot one: also BOTS, since
    its bots take the workers' time), and the reads that re-audit a whole log (COSTLY)."""
    if endpoint == "games.create_game" and method == "POST":
        body = request.get_json(silent=True)
        return ("CREATE", "BOTS") if all_bots(body) or experts_stand_in(body) else ("CREATE",)
    if endpoint in ("players.create_guest", "seeks.seek", "seeks.player_seat_token", "webhooks.subscribe") and (
        method == "POST"
    ):
        return ("CREATE",)
    return ("COSTLY",) if endpoint in COSTLY else ()


def all_bots(body: Any) -> bool:
    """Whether a POST /games body asks for a game whose every seat is a bot."""
    seats = body.get("seats") if isinstance(body, dict) else None
    return isinstance(seats, list) and bool(seats) and all(isinstance(s, dict) and "bot" in s for s in seats)


def experts_stand_in(body: Any) -> bool:
    """Whether a POST /games body hands its human seats to expert bots when they leave or time out (its people
    may leave at once: the table then costs what a table of experts does)."""
    options = body.get("options") if isinstance(body, dict) else None
    return isinstance(options, dict) and options.get("stand_in") == "expert"


def bot_units(body: Any) -> int:
    """How many all-bot games a game meeting `rate.bots` counts as: one, plus each expert seat (each seat, if experts
    stand in for its people) by its thinking time (an expert seat thinking `EXPERT_MS` per decision costs the
    workers about as much as `EXPERT_UNITS` games)."""
    options = body.get("options") if isinstance(body, dict) else None
    think_ms = options.get("expert_ms", EXPERT_MS) if isinstance(options, dict) else EXPERT_MS
    think_ms = think_ms if isinstance(think_ms, int) and not isinstance(think_ms, bool) and think_ms > 0 else EXPERT_MS
    seats = [seat for seat in body.get("seats", []) if isinstance(seat, dict)] if isinstance(body, dict) else []
    experts = len(seats) if experts_stand_in(body) else sum(1 for seat in seats if seat.get("bot") == "expert")
    return 1 + math.ceil(experts * EXPERT_UNITS * think_ms / EXPERT_MS)


def too_many(subject: Subject, wait_us: int) -> Problem:
    """The 429 for a subject over its limit."""
    (who, what), seconds = WHAT[subject.rule], retry_after_s(wait_us)
    return Problem(
        429,
        "Too Many Requests",
        f"{who} more than {subject.limit.per_s:g} {what}/s (bursts of {subject.limit.burst}); retry after {seconds} s",
        headers={"Retry-After": str(seconds)},
        rule=subject.rule,
    )


WHAT = {  # who did what, and of what the limit counts
    "rate.address": ("this client address sent", "requests"),
    "rate.network": ("this IPv6 network (/48) sent", "requests"),
    "rate.seat": ("this seat token sent", "requests"),
    "rate.create": ("this client address created", "games"),
    "rate.bots": ("this client address created", "all-bot games"),
    "rate.costly": ("this client address asked for", "audits, disputes or loads of archived games"),
}


def check(settings: RateLimitSettings, exempt: Callable[[str | None], bool]) -> None:
    """Before every request: admit it, or refuse it with a 429 before any command runs (`exempt`: `is_exempt`
    for the settings' networks)."""
    LOAD_GUARD.set(no_charge)  # this thread's previous request may have set one
    if request.path in UNLIMITED_PATHS or request.path.startswith(PAGE_FILES):
        return
    address, found = client_address(
        request.remote_addr, request.headers.get("X-Forwarded-For", ""), settings.trusted_proxies
    )
    g.client_subject = None if found and exempt(address) else address_subject(address)  # the live feeds' cap
    if found and exempt(address):
        return
    token = bearer_token()
    if token and is_house(token):
        return
    subjects = subjects_of(settings, address, token)
    if not subjects:
        return
    limiter: RateLimiter = current_app.extensions[EXTENSION]
    for subject, wait_us in zip(subjects, limiter.admit(subjects), strict=True):
        if wait_us:
            raise too_many(subject, wait_us)
    if (costly := settings.routes.get("COSTLY")) is not None and (client := address_subject(address)):
        subject = Subject("rate.costly", key_of(f"costly:{client}"), costly)
        LOAD_GUARD.set(functools.partial(charge_archive_load, limiter, subject))


def no_charge(game_id: str) -> None:
    """Loading an archived game costs a request no limit applies to nothing."""


def charge_archive_load(limiter: RateLimiter, subject: Subject, game_id: str) -> None:
    """A read of a game Redis does not hold fetches, decompresses and verifies its archived log (tens of ms, and
    an object store's GET): it counts as a costly read of its client's; a 429 over the limit."""
    [wait_us] = limiter.admit([subject])
    if wait_us:
        raise too_many(subject, wait_us)


def enable_rate_limits(app: Flask, wired: Platform) -> None:
    """Check the limits before every request, on the platform's limiter and feed leases."""
    settings = settings_from(app.config)
    if not settings.enabled:
        return
    app.extensions[EXTENSION] = wired.rate_limiter
    app.extensions[LEASES] = (settings.feeds_per_address, wired.feed_leases)
    exempt = functools.lru_cache(maxsize=ADDRESSES_KEPT)(functools.partial(is_exempt, exempt=settings.exempt))
    app.before_request(lambda: check(settings, exempt))  # the cache's key is the address alone (networks hash slowly)
