"""A local identity provider for tests: a site that vouches for its users with JWTs, its public keys published as
a JWKS document on 127.0.0.1, as app/identity.py expects of an issuer in PLAYER_ISSUERS.

    with LocalIssuer() as site:                          # an RSA key; LocalIssuer(algorithm="ES256") for EC
        settings = {"PLAYER_ISSUERS": issuers_setting(site)}
        token = site.token("user-1", name="Ada")         # RS256, signed by its current key, `kid` in the header
        site.token("user-1", exp_in_s=-3600)             # expired an hour ago
        site.token("user-1", aud="another-app")          # for another audience
        site.rotate(keep_old=False)                      # a new current key; the old one leaves the JWKS
        site.hits                                        # how many times the JWKS document was fetched
        site.failing = 500                               # the JWKS answers 500 until set back to None
        site.delay_s = 6                                 # the JWKS answers 6 s late

Every key of the issuer is kept (`site.keys[kid]`), published or not, so a test can sign with a retired key.
"""

from __future__ import annotations

import contextlib
import json
import secrets
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import jwt
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, rsa

AUDIENCE = "furlong-tests"
JWKS_PATH = "/.well-known/jwks.json"
CURVES = {"ES256": ec.SECP256R1, "ES384": ec.SECP384R1, "ES512": ec.SECP521R1}


def new_key(algorithm: str) -> Any:
    """A fresh private key for `algorithm` (RS*/PS*: RSA 2048; ES*: its curve)."""
    if algorithm in CURVES:
        return ec.generate_private_key(CURVES[algorithm]())
    return rsa.generate_private_key(public_exponent=65537, key_size=2048)


def public_jwk(private_key: Any, kid: str, algorithm: str) -> dict[str, Any]:
    """The JWK of the key's public half, as an issuer publishes it."""
    jwk = json.loads(jwt.get_algorithm_by_name(algorithm).to_jwk(private_key.public_key()))
    return {**jwk, "kid": kid, "use": "sig", "alg": algorithm}


def public_pem(private_key: Any) -> bytes:
    """The key's public half as PEM (what an attacker may try as an HMAC secret)."""
    return private_key.public_key().public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
    )


class LocalIssuer:
    """An issuer (`iss`), its signing keys, and its JWKS served from a thread on 127.0.0.1 (port 0)."""

    def __init__(self, issuer: str | None = None, audience: str = AUDIENCE, algorithm: str = "RS256"):
        self.algorithm, self.audience = algorithm, audience
        self.keys: dict[str, Any] = {}  # every key it ever had, by kid
        self.current = self._add_key()
        self.published = [self.current]  # the kids its JWKS lists
        self.failing: int | None = None  # an HTTP status the JWKS answers instead of the keys
        self.delay_s = 0.0  # how long the JWKS takes to answer
        self._hits, self._lock = 0, threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, name="local-issuer", daemon=True)
        self.issuer = issuer or f"http://127.0.0.1:{self._server.server_port}/"

    def __enter__(self) -> LocalIssuer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def start(self) -> LocalIssuer:
        """Serve the JWKS."""
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop serving."""
        self._server.shutdown()
        self._server.server_close()

    @property
    def jwks_url(self) -> str:
        """Where its JWKS is published."""
        return f"http://127.0.0.1:{self._server.server_port}{JWKS_PATH}"

    @property
    def setting(self) -> dict[str, str]:
        """Its entry in PLAYER_ISSUERS."""
        return {"issuer": self.issuer, "jwks_url": self.jwks_url, "audience": self.audience}

    @property
    def hits(self) -> int:
        """How many times its JWKS document was requested."""
        with self._lock:
            return self._hits

    def jwks(self) -> dict[str, Any]:
        """The JWKS document: the public half of each published key."""
        return {"keys": [public_jwk(self.keys[kid], kid, self.algorithm) for kid in self.published]}

    def rotate(self, keep_old: bool = True) -> str:
        """A new current key, published; the previous ones stay published only with `keep_old`. The new kid."""
        kept = list(self.published) if keep_old else []
        self.current = self._add_key()
        self.published = [*kept, self.current]
        return self.current

    def token(
        self,
        sub: str | None,
        name: str | None = None,
        aud: str | None = None,
        exp_in_s: int = 600,
        kid: str | None = None,
        key: Any = None,
        iss: str | None = None,
        algorithm: str | None = None,
        **claims: Any,
    ) -> str:
        """A JWT for user `sub` (None: no `sub`), signed by its current key (or `key`, named `kid`), for its audience
        (or `aud`), expiring `exp_in_s` from now; `claims` add or (as None) drop claims."""
        now = int(time.time())
        body = {"iss": iss or self.issuer, "sub": sub, "aud": aud or self.audience, "iat": now, "exp": now + exp_in_s}
        body.update({"name": name} if name else {})
        body.update(claims)
        body = {claim: value for claim, value in body.items() if value is not None}
        kid = kid or self.current
        signer = key if key is not None else self.keys[kid]
        return jwt.encode(body, signer, algorithm=algorithm or self.algorithm, headers={"kid": kid})

    def _add_key(self) -> str:
        kid = secrets.token_urlsafe(8)
        self.keys[kid] = new_key(self.algorithm)
        return kid

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        issuer = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                if self.path != JWKS_PATH:
                    self.send_error(404)
                    return
                with issuer._lock:
                    issuer._hits += 1
                time.sleep(issuer.delay_s)
                if issuer.failing:
                    self.send_error(issuer.failing)
                    return
                body = json.dumps(issuer.jwks()).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                with contextlib.suppress(ConnectionError):  # a client that gave up waiting (delay_s)
                    self.wfile.write(body)

            def log_message(self, format: str, *args: Any) -> None:
                pass

        return Handler


def issuers_setting(*issuers: LocalIssuer) -> str:
    """PLAYER_ISSUERS naming these issuers."""
    return json.dumps([issuer.setting for issuer in issuers])
