"""Player identities vouched for by a third-party site: its access tokens (JWT) checked against its published keys
(JWKS) with PyJWT, each configured issuer with its own audience.

Only asymmetric algorithms are accepted (a key published in a JWKS is public: an HMAC "key" from it would let anyone
sign), and every token must name its key id, issuer, audience, subject and expiry. An unknown key id fetches the
issuer's keys again (its keys rotated), at most once per REFETCH_S per issuer, so a flood of made-up key ids cannot
make the server hammer the issuer.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NoReturn

import jwt

FAMILIES = {  # the asymmetric algorithms a published key of each type may verify (never "none", never HMAC)
    "RSA": ("RS256", "RS384", "RS512", "PS256", "PS384", "PS512"),
    "EC": ("ES256", "ES384", "ES512"),
    "OKP": ("EdDSA",),
}
LEEWAY_S = 30  # clock skew allowed on exp and nbf
REFETCH_S = 10.0  # an unknown key id refetches an issuer's keys at most this often
CACHE_S = 300  # how long an issuer's keys are kept before they are fetched again
NAME_CLAIMS = ("name", "preferred_username", "nickname")


@dataclass(frozen=True)
class Issuer:
    """An issuer the operator trusts: its `iss` value, where its keys are published, and the audience it names us."""

    issuer: str
    jwks_url: str
    audience: str


@dataclass(frozen=True)
class Vouched:
    """What a verified token says: its issuer, the subject's stable id there, and a display name."""

    issuer: str
    subject: str
    name: str


class IdentityRefused(Exception):
    """A player token that does not verify; `rule` names why."""

    def __init__(self, rule: str, detail: str):
        super().__init__(detail)
        self.rule, self.detail = rule, detail


def issuers_from_setting(value: str) -> tuple[Issuer, ...]:
    """PLAYER_ISSUERS: a JSON list of {"issuer", "jwks_url", "audience"} ("" or "[]": none)."""
    listed = json.loads(value or "[]")
    if not isinstance(listed, list):
        raise ValueError("PLAYER_ISSUERS must be a JSON list of {issuer, jwks_url, audience}")
    return tuple(Issuer(str(i["issuer"]), str(i["jwks_url"]), str(i["audience"])) for i in listed)


def looks_like_jwt(token: str) -> bool:
    """A compact JWS has three dot-separated parts; a guest's player token has none."""
    return token.count(".") == 2


class _Keys:
    """One issuer's published keys, through PyJWT's client: a key id found among the kept keys is used at once; an
    unknown one, or no keys kept, fetches them again, one fetch at a time and at most once per `refetch_s` whether
    the last fetch succeeded or failed (so neither a flood of made-up key ids nor an issuer that is down makes us
    hammer it, and a token whose key is kept never waits behind a fetch)."""

    def __init__(self, issuer: Issuer, refetch_s: float):
        self.issuer, self.refetch_s = issuer, refetch_s
        self._client = jwt.PyJWKClient(issuer.jwks_url, lifespan=CACHE_S, timeout=5, cooldown_duration=0)
        self._fetching = threading.Lock()
        self._last_fetch = -float("inf")

    def key_for(self, kid: Any) -> jwt.PyJWK:
        """The published key the token's `kid` names."""
        if not isinstance(kid, str):
            raise IdentityRefused("player.token_invalid", "the token's header names no key id (kid)")
        if (kept := self._kept(kid)) is not None:
            return kept
        with self._fetching:
            if (kept := self._kept(kid)) is not None:  # fetched by another request meanwhile
                return kept
            if time.monotonic() - self._last_fetch < self.refetch_s:
                return self._refused()
            self._last_fetch = time.monotonic()
            try:
                keys = self._client.get_signing_keys(refresh=True)
            except jwt.PyJWKClientError:
                return self._refused()
        if (found := next((key for key in keys if key.key_id == kid), None)) is None:
            raise IdentityRefused("player.token_invalid", "the token's key is not among its issuer's keys")
        return found

    def _kept(self, kid: str) -> jwt.PyJWK | None:
        kept = self._client.jwk_set_cache.get() if self._client.jwk_set_cache is not None else None
        return next((key for key in kept.keys if key.key_id == kid), None) if kept is not None else None

    def _refused(self) -> NoReturn:
        """No fetch now: the issuer is down (no keys kept), else the key id is unknown."""
        if self._client.jwk_set_cache is None or self._client.jwk_set_cache.get() is None:
            raise IdentityRefused("player.issuer_unreachable", "the issuer's keys could not be fetched")
        raise IdentityRefused("player.token_invalid", "the token's key is not among its issuer's keys")


class Issuers:
    """The configured issuers: verify a player's access token, or say why not."""

    def __init__(self, issuers: Sequence[Issuer], refetch_s: float = REFETCH_S):
        self._keys = {issuer.issuer: _Keys(issuer, refetch_s) for issuer in issuers}

    def __bool__(self) -> bool:
        return bool(self._keys)

    def verify(self, token: str) -> Vouched:
        """The token's issuer, subject and name, once its signature, issuer, audience and times check."""
        try:
            header = jwt.get_unverified_header(token)
            claimed = jwt.decode(token, options={"verify_signature": False})
        except jwt.PyJWTError:
            raise IdentityRefused("player.token_invalid", "the player token is not a well-formed JWT") from None
        keys = self._keys.get(str(claimed.get("iss")))
        if keys is None:
            raise IdentityRefused("player.issuer_unknown", "the token's issuer (iss) is not one this server trusts")
        claims = self._checked(token, keys, header.get("kid"))
        return Vouched(keys.issuer.issuer, str(claims["sub"]), display_name(claims))

    @staticmethod
    def _checked(token: str, keys: _Keys, kid: str | None) -> dict[str, Any]:
        key = keys.key_for(kid)
        try:
            return jwt.decode(
                token, key.key, algorithms=list(FAMILIES.get(key.key_type or "", ())), audience=keys.issuer.audience,
                issuer=keys.issuer.issuer, leeway=LEEWAY_S, options={"require": ["exp", "iss", "aud", "sub"]},
            )  # fmt: skip
        except jwt.ExpiredSignatureError:
            raise IdentityRefused("player.token_expired", "the player token has expired") from None
        except jwt.InvalidAudienceError:
            raise IdentityRefused("player.wrong_audience", "the player token is meant for another audience") from None
        except (jwt.PyJWTError, TypeError, ValueError) as error:  # TypeError: a key of another type than alg's
            raise IdentityRefused("player.token_invalid", f"the player token does not verify: {error}") from None


def display_name(claims: dict[str, Any]) -> str:
    """The first name-like claim, trimmed to 40 characters ("player" if none)."""
    for claim in NAME_CLAIMS:
        if isinstance(value := claims.get(claim), str) and value.strip():
            return value.strip()[:40]
    return "player"
