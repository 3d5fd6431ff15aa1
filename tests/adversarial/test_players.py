"""Attacks on player identities (issue 41): forged, replayed and borrowed JWTs against sites the operator trusts
(local issuers: tests/support/issuer.py), a player claiming another's id, a flood of made-up key ids, a departed
seat or a spectator reading a player's history for sealed bets, and a local user reading Redis for player tokens.

The server is the attack suite's (gunicorn as the Procfile runs it, 2 workers, behind one trusted proxy), with
PLAYER_ISSUERS naming five local sites: `a` (RS256), `b` (ES256), `flood` and `rotating` (each sent tokens by one
test only: the flood's, the key rotation's) and `down` (its JWKS answers 503). A sixth, `stranger`, publishes valid
keys but is not configured.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import secrets
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

import jwt
import pytest
import requests

from app.identity import REFETCH_S
from events.vault import token_digest
from tests.e2e.conftest import gunicorn
from tests.support.authorization import STAKE_STEPS, Guest, as_player, secrets_of
from tests.support.issuer import LocalIssuer, issuers_setting, new_key, public_jwk, public_pem

from .conftest import ADMIN_TOKEN, Stack, secret_key

PLAYERS_DB = 10  # not 3, 5, 6, 9, 11, 12, 13 nor 14 (the other suites' databases)
WORKERS = 2  # as the Procfile runs gunicorn: each process keeps its own copy of an issuer's keys
TABLE = {"ruleset": "neck_and_neck", "seats": [{"name": "Ann"}, {"open": True}]}
AS_PLAYER = {"ruleset": "neck_and_neck", "seats": [{"player": True}, {"open": True}]}
REFUSED = ("player.token_unknown", "player.issuer_unknown", "player.token_expired", "player.wrong_audience",
           "player.token_invalid")  # fmt: skip


@dataclass
class Sites:
    """The local issuers: five the server trusts, one it does not."""

    a: LocalIssuer
    b: LocalIssuer
    flood: LocalIssuer
    rotating: LocalIssuer
    down: LocalIssuer
    stranger: LocalIssuer


@pytest.fixture(scope="module")
def sites() -> Iterator[Sites]:
    """The local issuers, serving their JWKS on 127.0.0.1 for the module."""
    with (
        LocalIssuer() as a,
        LocalIssuer(algorithm="ES256") as b,
        LocalIssuer() as flood,
        LocalIssuer(algorithm="PS256") as rotating,
        LocalIssuer() as down,
        LocalIssuer() as stranger,
    ):
        down.failing = 503
        yield Sites(a, b, flood, rotating, down, stranger)


@pytest.fixture(scope="module")
def stack(redis_server, signing_key, sites: Sites, tmp_path_factory) -> Iterator[Stack]:
    """The attack suite's server (no worker: nothing here needs a bot to move), trusting all sites but the stranger;
    each test is a client of its own address (the suite's `own_address`)."""
    access_log = tmp_path_factory.mktemp("players-stack") / "access.log"
    options = ["--workers", str(WORKERS), "--worker-class", "gthread", "--threads", "64"]
    env = {
        "FURLONG_ADMIN_TOKEN": ADMIN_TOKEN,
        "RATE_LIMIT_EXEMPT": "",
        "RATE_LIMIT_TRUSTED_PROXIES": "1",
        "PLAYER_ISSUERS": issuers_setting(sites.a, sites.b, sites.flood, sites.rotating, sites.down),
    }
    with gunicorn(redis_server, PLAYERS_DB, [*options, "--access-logfile", str(access_log)], env) as url:
        yield Stack(url, redis_server.url.rsplit("/", 1)[0] + f"/{PLAYERS_DB}", access_log)


def make_guest(stack: Stack, name: str) -> Guest:
    """POST /players."""
    made = stack.call("POST", "/players", json={"name": name})
    assert made.status_code == 201, made.text
    return Guest(made.json()["player_id"], made.json()["name"], made.json()["token"])


def me(stack: Stack, token: str) -> requests.Response:
    """GET /players/me with the player token."""
    return stack.call("GET", "/players/me", headers=as_player(token))


def my_id(stack: Stack, token: str) -> str:
    """The player id a token that verifies names."""
    answer = me(stack, token)
    assert answer.status_code == 200, answer.text
    return answer.json()["player_id"]


def join(stack: Stack, game_id: str, seat: int, body: dict, token: str | None = None) -> requests.Response:
    """POST /games/{game_id}/seats/{seat}/join, as a player when a player token is given."""
    headers = {"Idempotency-Key": secret_key(), **(as_player(token) if token else {})}
    return stack.call("POST", f"/games/{game_id}/seats/{seat}/join", json=body, headers=headers)


def history(stack: Stack, player_id: str, **kwargs: Any) -> requests.Response:
    """GET /players/{player_id}/games."""
    return stack.call("GET", f"/players/{player_id}/games", **kwargs)


def listed_games(stack: Stack, player_id: str) -> list[str]:
    """The ids of the games the player's public history lists."""
    answer = history(stack, player_id, params={"limit": 200})
    assert answer.status_code == 200, answer.text
    return [game["game_id"] for game in answer.json()["games"]]


def assert_refused_everywhere(stack: Stack, token: str, rules: tuple[str, ...]) -> None:
    """The player token is refused wherever it is sent (who am I; create a game with a seat of one's own; join a
    seat as a player) with a 401 naming one of `rules`; no game is made, nothing is appended, no seat token given."""
    table = stack.create(TABLE)
    games, version = stack.games(), stack.version(table["game_id"])
    answers = {
        "GET /players/me": me(stack, token),
        "POST /games": stack.call("POST", "/games", json=AS_PLAYER, headers=as_player(token)),
        "join": join(stack, table["game_id"], 1, {"name": "Eve"}, token),
    }
    for route, answer in answers.items():
        assert answer.status_code == 401, f"{route}: {answer.status_code} {answer.text}"
        assert answer.json()["rule"] in rules, f"{route}: {answer.json()}"
        assert "token" not in answer.json() and "player_id" not in answer.json(), route
    assert stack.games() == games and stack.version(table["game_id"]) == version


def b64url(data: bytes) -> str:
    """Base64url without padding, as JWS writes it."""
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def compact(header: dict, claims: dict, sign: Any = None) -> str:
    """A compact JWS built by hand: `sign(signing_input) -> bytes`, else an empty signature."""
    signing_input = f"{b64url(json.dumps(header).encode())}.{b64url(json.dumps(claims).encode())}"
    return f"{signing_input}.{b64url(sign(signing_input.encode()) if sign else b'')}"


def genuine_claims(site: LocalIssuer, sub: str) -> dict[str, Any]:
    """The claims of a token the site would sign for `sub`."""
    return jwt.decode(site.token(sub), options={"verify_signature": False})


def genuine(stack: Stack, site: LocalIssuer, sub: str = "control") -> str:
    """The site's own token for `sub` verifies (the control: the server trusts the site): its player id."""
    return my_id(stack, site.token(sub, name="Control"))


@pytest.mark.attack("sign a site's JWT with alg none, or with no signature at all", adversary="player")
@pytest.mark.parametrize("alg", ["none", "None", "NONE", "nOnE"])
def test_an_unsigned_jwt_is_refused(stack: Stack, sites: Sites, alg: str):
    genuine(stack, sites.a)
    forged = compact({"alg": alg, "typ": "JWT", "kid": sites.a.current}, genuine_claims(sites.a, "victim"))
    assert_refused_everywhere(stack, forged, ("player.token_invalid",))


@pytest.mark.attack("sign an HS256 JWT with the site's published key as the HMAC secret", adversary="player")
@pytest.mark.parametrize("secret_kind", ["public key PEM", "JWK JSON", "JWKS document", "RSA modulus"])
def test_an_hs256_jwt_keyed_with_the_sites_public_key_is_refused(stack: Stack, sites: Sites, secret_kind: str):
    genuine(stack, sites.a)
    kid = sites.a.current
    jwk = public_jwk(sites.a.keys[kid], kid, "RS256")
    secret = {
        "public key PEM": public_pem(sites.a.keys[kid]),
        "JWK JSON": json.dumps(jwk).encode(),
        "JWKS document": json.dumps(sites.a.jwks()).encode(),
        "RSA modulus": jwk["n"].encode(),
    }[secret_kind]
    forged = compact(
        {"alg": "HS256", "typ": "JWT", "kid": kid},
        genuine_claims(sites.a, "victim"),
        lambda signing_input: hmac.new(secret, signing_input, hashlib.sha256).digest(),
    )
    assert_refused_everywhere(stack, forged, ("player.token_invalid",))


@pytest.mark.attack("sign a site's JWT with one's own key under the site's published key id", adversary="player")
@pytest.mark.parametrize(
    ("site", "algorithm"),
    [
        ("a", "RS256"),
        ("a", "PS256"),
        ("b", "ES256"),
        ("a", "ES256"),
        ("b", "RS256"),
    ],
)
def test_a_jwt_signed_by_a_key_outside_the_jwks_under_a_published_kid_is_refused(
    stack: Stack, sites: Sites, site: str, algorithm: str
):
    named: LocalIssuer = getattr(sites, site)
    genuine(stack, named)
    forged = named.token("victim", key=new_key(algorithm), kid=named.current, algorithm=algorithm)
    assert_refused_everywhere(stack, forged, ("player.token_invalid",))


@pytest.mark.attack("sign with a key the site retired (leaked after its rotation)", adversary="player")
def test_a_key_the_site_rotated_out_is_refused_once_the_server_has_its_new_keys(stack: Stack, sites: Sites):
    site = sites.rotating
    retired = site.current
    assert me(stack, site.token("victim", kid=retired)).status_code == 200  # trusted while published
    site.rotate(keep_old=False)
    time.sleep(REFETCH_S + 0.5)  # each process's cooldown since its last fetch has passed
    new_users = [me(stack, site.token(f"user-{i}")) for i in range(20)]  # a new kid: each process refetches once
    assert {answer.status_code for answer in new_users} == {200}
    leaked = site.token("victim", kid=retired, key=site.keys[retired])
    for _ in range(2 * WORKERS):
        answer = me(stack, leaked)
        assert answer.status_code == 401 and answer.json()["rule"] == "player.token_invalid", answer.text


@pytest.mark.attack("replay a site's JWT after it expired", adversary="player")
def test_an_expired_jwt_is_refused(stack: Stack, sites: Sites):
    genuine(stack, sites.a)
    assert_refused_everywhere(stack, sites.a.token("victim", exp_in_s=-3600), ("player.token_expired",))


@pytest.mark.attack("send a site's JWT that never expires, or names nobody", adversary="player")
@pytest.mark.parametrize("dropped", ["exp", "sub"])
def test_a_jwt_without_an_expiry_or_a_subject_is_refused(stack: Stack, sites: Sites, dropped: str):
    genuine(stack, sites.a)
    token = sites.a.token(None) if dropped == "sub" else sites.a.token("victim", exp=None)
    assert_refused_everywhere(stack, token, ("player.token_invalid",))


@pytest.mark.attack("replay a JWT the site issued to another application", adversary="player")
def test_a_jwt_for_another_audience_is_refused(stack: Stack, sites: Sites):
    genuine(stack, sites.a)
    assert_refused_everywhere(stack, sites.a.token("victim", aud="another-app"), ("player.wrong_audience",))


@pytest.mark.attack("vouch for oneself as a site the operator never configured", adversary="player")
def test_a_jwt_of_an_issuer_that_is_not_configured_is_refused_without_fetching_its_keys(stack: Stack, sites: Sites):
    fetched = sites.stranger.hits
    assert_refused_everywhere(stack, sites.stranger.token("victim"), ("player.issuer_unknown",))
    assert sites.stranger.hits == fetched, "the server fetched the keys of an issuer it does not trust"


@pytest.mark.attack("point the server at one's own keys from the token's header (jku, x5u, jwk)", adversary="player")
@pytest.mark.parametrize("pointer", ["jku", "x5u", "jwk"])
def test_keys_named_by_the_token_itself_are_never_fetched_nor_used(stack: Stack, sites: Sites, pointer: str):
    genuine(stack, sites.a)
    own, kid = sites.stranger, sites.stranger.current
    value = public_jwk(own.keys[kid], kid, "RS256") if pointer == "jwk" else own.jwks_url
    fetched = own.hits
    forged = jwt.encode(
        {**genuine_claims(sites.a, "victim")}, own.keys[kid], algorithm="RS256", headers={"kid": kid, pointer: value}
    )
    assert_refused_everywhere(stack, forged, ("player.token_invalid",))
    assert own.hits == fetched, f"the server fetched the keys the token's {pointer} named"


@pytest.mark.attack("sign a JWT naming one trusted site with another trusted site's key", adversary="player")
@pytest.mark.parametrize("kid_of", ["the signer", "the named site"])
def test_a_jwt_whose_iss_names_one_site_but_signed_by_anothers_key_is_refused(stack: Stack, sites: Sites, kid_of: str):
    genuine(stack, sites.a)
    genuine(stack, sites.b)
    kid = sites.b.current if kid_of == "the signer" else sites.a.current
    forged = sites.b.token(
        "victim", iss=sites.a.issuer, aud=sites.a.audience, kid=kid, key=sites.b.keys[sites.b.current]
    )
    assert_refused_everywhere(stack, forged, ("player.token_invalid",))


@pytest.mark.attack("join a seat as another player by naming its id in the body", adversary="player")
@pytest.mark.parametrize(
    "claim",
    [{"player": "VICTIM"}, {"player_id": "VICTIM"}, {"player": True}, {"player": {"player_id": "VICTIM"}}],
    ids=json.dumps,
)
def test_a_joiner_cannot_claim_a_player_id_in_the_body(stack: Stack, claim: dict):
    victim, eve = make_guest(stack, "Vic"), make_guest(stack, "Eve")
    body = {"name": "Eve", **{k: victim.player_id if v == "VICTIM" else v for k, v in claim.items()}}
    table = stack.create(TABLE)
    before = stack.version(table["game_id"])
    for token in (None, eve.token):
        refused = join(stack, table["game_id"], 1, body, token)
        assert refused.status_code == 422 and "token" not in refused.json(), refused.text
    assert stack.version(table["game_id"]) == before
    assert table["game_id"] not in listed_games(stack, victim.player_id)


@pytest.mark.attack("create a table with a seat under another player's id", adversary="creator")
@pytest.mark.parametrize(
    "seat",
    [{"player": "VICTIM"}, {"name": "Eve", "player": "VICTIM"}, {"player": True, "player_id": "VICTIM"}],
    ids=json.dumps,
)
def test_a_creator_cannot_seat_another_player_by_its_id(stack: Stack, seat: dict):
    victim, eve = make_guest(stack, "Vic"), make_guest(stack, "Eve")
    claimed = {k: victim.player_id if v == "VICTIM" else v for k, v in seat.items()}
    body = {"ruleset": "neck_and_neck", "seats": [claimed, {"open": True}]}
    games = stack.games()
    for headers in ({}, as_player(eve.token)):
        refused = stack.call("POST", "/games", json=body, headers=headers)
        assert refused.status_code == 422 and "seats" not in refused.json(), refused.text
    assert stack.games() == games
    assert listed_games(stack, victim.player_id) == []


@pytest.mark.attack("act as another guest with one's own player token", adversary="player")
def test_a_guests_token_acts_only_as_its_own_player(stack: Stack):
    ann, bob = make_guest(stack, "Ann"), make_guest(stack, "Bob")
    assert my_id(stack, ann.token) == ann.player_id and my_id(stack, bob.token) == bob.player_id
    asked_for_bob = stack.call("GET", "/players/me", params={"player_id": bob.player_id}, headers=as_player(ann.token))
    assert asked_for_bob.json()["player_id"] == ann.player_id
    made = stack.create(AS_PLAYER, headers=as_player(ann.token))
    assert made["seats"][0]["name"] == "Ann"
    assert listed_games(stack, ann.player_id) == [made["game_id"]] and listed_games(stack, bob.player_id) == []
    assert me(stack, f"{ann.token},{bob.token}").status_code == 401  # two identities at once name nobody


@pytest.mark.attack("take a second seat of the same table under one player identity", adversary="player")
def test_one_player_holds_at_most_one_seat_of_a_game(stack: Stack):
    ann = make_guest(stack, "Ann")
    made = stack.create(AS_PLAYER, headers=as_player(ann.token))
    before = stack.version(made["game_id"])
    second = join(stack, made["game_id"], 1, {"name": "Annie"}, ann.token)
    assert second.status_code == 422 and second.json()["rule"] == "seat.player_seated", second.text
    assert stack.version(made["game_id"]) == before
    two_of_mine = {"ruleset": "neck_and_neck", "seats": [{"player": True}, {"player": True, "name": "Annie"}]}
    games = stack.games()
    assert stack.call("POST", "/games", json=two_of_mine, headers=as_player(ann.token)).status_code == 422
    assert stack.games() == games


@pytest.mark.attack("pass as another site's user by sharing its subject (sub)", adversary="player")
def test_the_same_subject_at_two_sites_is_two_players_and_neither_id_tells_the_subject_or_site(
    stack: Stack, sites: Sites
):
    sub = f"alice-{secrets.token_hex(4)}"
    at_a, at_b = my_id(stack, sites.a.token(sub, name="Alice")), my_id(stack, sites.b.token(sub, name="Alice"))
    assert at_a != at_b and at_a.startswith("p_") and at_b.startswith("p_")
    assert my_id(stack, sites.a.token(sub, name="Alice")) == at_a  # the same user at the same site: the same player
    for player_id in (at_a, at_b):
        profile = stack.call("GET", f"/players/{player_id}").text
        assert sub not in player_id and sub not in profile
        assert all(site.issuer not in profile for site in (sites.a, sites.b)) and "127.0.0.1" not in profile


@pytest.mark.attack("take a seat under a site's name claim that mimics a bot or a seated player", adversary="player")
@pytest.mark.parametrize("name", ["Bot 1 (basic)", "Seat 1 (open)", "ANN", "\u0410nn"])
def test_a_name_claim_that_mimics_a_bot_or_a_seated_player_names_no_seat(stack: Stack, sites: Sites, name: str):
    token = sites.a.token(f"mimic-{secrets.token_hex(4)}", name=name)
    table = stack.create(TABLE)
    before = stack.version(table["game_id"])
    joined = join(stack, table["game_id"], 1, {}, token)
    assert joined.status_code == 422 and "token" not in joined.json(), joined.text
    assert stack.version(table["game_id"]) == before


@pytest.mark.attack("make guests without end", adversary="flooding client")
def test_making_guests_meets_the_game_creation_limit(stack: Stack):
    answers = [stack.call("POST", "/players", json={"name": "Eve"}) for _ in range(12)]
    assert answers[0].status_code == 201
    assert answers[-1].status_code == 429 and answers[-1].json()["rule"] == "rate.create"
    assert stack.call("POST", "/games", json=TABLE).status_code == 429  # the same limit as creating a game


def made_up_key_ids(stack: Stack, site, count: int) -> tuple[list, int, int, float]:
    """`count` JWTs of the site naming made-up key ids, sent 8 at a time: the answers, the site's JWKS fetches they
    caused, how many the cooldown allows (once per REFETCH_S per web process), and the seconds they took."""
    forged = [site.token("victim", kid=f"made-up-{i}", key=site.keys[site.current]) for i in range(count)]
    fetched, started = site.hits, time.monotonic()
    with ThreadPoolExecutor(8) as pool:
        answers = list(pool.map(lambda token: me(stack, token), forged))
    elapsed = time.monotonic() - started
    return answers, site.hits - fetched, WORKERS * (1 + int(elapsed // REFETCH_S)), elapsed


@pytest.mark.attack(
    "flood the server with JWTs naming made-up key ids, to make it hammer the site's JWKS", adversary="flooding client"
)
def test_a_flood_of_made_up_key_ids_fetches_the_sites_keys_at_most_once_per_cooldown_per_process(
    stack: Stack, sites: Sites
):
    site = sites.flood
    answers, fetches, allowed, elapsed = made_up_key_ids(stack, site, 60)
    assert {a.status_code for a in answers} == {401} and {a.json()["rule"] for a in answers} == {"player.token_invalid"}
    assert fetches <= allowed, f"{fetches} fetches of the JWKS in {elapsed:.1f} s"
    genuine(stack, site)  # the site's users still get in


@pytest.mark.attack(
    "flood the server with JWTs naming made-up key ids while the site's JWKS is down", adversary="flooding client"
)
def test_a_flood_while_the_sites_keys_cannot_be_fetched_fetches_them_at_most_once_per_cooldown_per_process(
    stack: Stack, sites: Sites
):
    site = sites.down
    answers, fetches, allowed, elapsed = made_up_key_ids(stack, site, 30)
    assert {a.status_code for a in answers} <= {401, 503}
    assert fetches <= allowed, f"{fetches} fetches of the failing JWKS in {elapsed:.1f} s"


@pytest.mark.attack("read a player's history after leaving the table, for its sealed bets", adversary="departed seat")
def test_a_players_history_shows_a_departed_seat_and_a_spectator_no_sealed_bet(stack: Stack):
    ann, bob = make_guest(stack, "Ann"), make_guest(stack, "Bob")
    made = stack.create(AS_PLAYER, headers=as_player(ann.token))
    game_id, ann_seat = made["game_id"], made["seats"][0]["token"]
    joined = join(stack, game_id, 1, {}, bob.token)
    assert joined.status_code == 201, joined.text
    seat_tokens = [ann_seat, joined.json()["token"]]
    for seat, token in enumerate(seat_tokens):
        place_a_bet(stack, game_id, seat, token)
    sealed = {seat: secrets_of(own_view(stack, game_id, token)) for seat, token in enumerate(seat_tokens)}
    assert all(sealed.values()), f"a seat has no sealed bet to look for: {sealed}"
    assert stack.call("POST", f"/games/{game_id}/seats/0/leave", token=ann_seat).status_code == 200

    readers = {
        "the departed seat (its old seat token and player identity)": {
            "token": ann_seat,
            "headers": as_player(ann.token),
        },
        "the departed seat's player identity alone": {"headers": as_player(ann.token)},
        "a spectator": {},
        "a spectator with the admin token": {"token": ADMIN_TOKEN},
    }
    for label, credentials in readers.items():
        for player in (ann, bob):
            for query in ({}, {"status": "running"}, {"ruleset": "neck_and_neck"}, {"limit": 1}):
                answer = history(stack, player.player_id, params=query, **credentials)
                assert answer.status_code == 200, answer.text
                assert game_id in [game["game_id"] for game in answer.json()["games"]], (label, query)
                found = [
                    f"seat {seat}'s {p.pattern}" for seat, ps in sealed.items() for p in ps if p.search(answer.text)
                ]
                assert not found, f"{player.name}'s history {query} shows {label} {found}"


@pytest.mark.attack(
    "read guests' player tokens or sites' subjects out of Redis or the access log", adversary="local user"
)
def test_the_store_and_the_log_keep_no_player_token_nor_subject_in_the_clear(stack: Stack, sites: Sites):
    ann = make_guest(stack, "Ann")
    sub = f"alice-{secrets.token_hex(6)}"
    site_token = sites.a.token(sub, name="Alice")
    stack.create(AS_PLAYER, headers=as_player(ann.token))
    stack.create(AS_PLAYER, headers=as_player(site_token))
    client = stack.redis
    everything = b"\n".join(name + b"=" + stored(client, name) for name in client.scan_iter("*", count=1000))
    assert token_digest(ann.token).encode() in everything  # what the directory keeps, found: the scan saw it
    assert ann.token.encode() not in everything
    assert sub.encode() not in everything and site_token.encode() not in everything
    assert site_token.split(".")[2].encode() not in everything
    log = stack.access_log.read_text()
    assert ann.token not in log and site_token not in log and sub not in log


def place_a_bet(stack: Stack, game_id: str, seat: int, token: str) -> None:
    """The seat's first legal PlaceBet, its free amounts set to a seat-specific value (as the matrix bets)."""
    legal = stack.call("GET", f"/games/{game_id}/legal-commands", token=token).json()
    bets = [item for item in legal if item["command"]["type"] == "PlaceBet"]
    assert bets, f"seat {seat} may not bet now"
    command = dict(bets[0]["command"])
    for name, param in bets[0]["params"].items():
        command[name] = min(param["max"], param["min"] + STAKE_STEPS[seat] * param["multiple_of"])
    placed = stack.call("POST", f"/games/{game_id}/commands", json=command, token=token)
    assert placed.status_code == 201, placed.text


def own_view(stack: Stack, game_id: str, token: str) -> dict:
    """The seat's own part (`you`) of its view."""
    return stack.call("GET", f"/games/{game_id}", token=token).json()["view"]["you"]


def stored(client: Any, name: bytes) -> bytes:
    """Everything Redis keeps under a key, as bytes."""
    kind = client.type(name)
    if kind == b"string":
        return client.get(name) or b""
    if kind == b"hash":
        return b"|".join(k + b"=" + v for k, v in client.hgetall(name).items())
    if kind == b"stream":
        return b"|".join(str(entry).encode() for entry in client.xrange(name))
    if kind == b"zset":
        return b"|".join(member for member, _ in client.zrange(name, 0, -1, withscores=True))
    if kind == b"list":
        return b"|".join(client.lrange(name, 0, -1))
    if kind == b"set":
        return b"|".join(client.smembers(name))
    return b""
