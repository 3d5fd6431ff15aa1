"""A site's users verified against a local issuer made by the test (its own keys, its JWKS served over HTTP): a valid
token names a stable pseudonymous player; an expired one, one for another audience and one signed by a key not
published are refused, each naming why; when the issuer rotates its keys, tokens of the new key verify at once and
tokens of a withdrawn key no more."""

from __future__ import annotations

import pytest

from app.identity import IdentityRefused, Issuers, issuers_from_setting
from app.players import Identities, InMemoryPlayerDirectory, vouched_id
from tests.support.issuer import LocalIssuer, issuers_setting, new_key

pytestmark = pytest.mark.integration
SECRET = b"s" * 32


@pytest.fixture
def issuer():
    with LocalIssuer() as started:
        yield started


def identities(issuer, refetch_s=0.0):
    return Identities(InMemoryPlayerDirectory(), Issuers(issuers_from_setting(issuers_setting(issuer)), refetch_s),
                      SECRET)  # fmt: skip


def refused(identities_, token):
    with pytest.raises(IdentityRefused) as caught:
        identities_.player_for(token)
    return caught.value.rule


def test_a_valid_token_names_the_same_pseudonymous_player_each_time(issuer):
    known = identities(issuer)
    first = known.player_for(issuer.token("user-7", name="Zoe"))
    again = known.player_for(issuer.token("user-7", name="Zoe B."))
    assert first.player_id == again.player_id == vouched_id(SECRET, issuer.issuer, "user-7")
    assert (again.name, known.directory.get(first.player_id).name) == ("Zoe B.", "Zoe B.")
    assert known.player_for(issuer.token("user-8")).player_id != first.player_id


def test_an_expired_token_is_refused(issuer):
    assert refused(identities(issuer), issuer.token("user-7", exp_in_s=-120)) == "player.token_expired"


def test_a_token_for_another_audience_is_refused(issuer):
    assert refused(identities(issuer), issuer.token("user-7", aud="another-game")) == "player.wrong_audience"


def test_a_token_signed_by_a_key_the_issuer_never_published_is_refused(issuer):
    forged = issuer.token("user-7", key=new_key(issuer.algorithm), kid=issuer.current)
    assert refused(identities(issuer), forged) == "player.token_invalid"


def test_after_a_key_rotation_the_new_key_verifies_and_a_withdrawn_one_no_more(issuer):
    known = identities(issuer)
    old_token = issuer.token("user-7")
    player = known.player_for(old_token)
    issuer.rotate(keep_old=False)
    new_token = issuer.token("user-7")
    assert known.player_for(new_token) == player  # the unknown key id fetched the keys again
    assert refused(known, old_token) == "player.token_invalid"
    assert issuer.hits == 3  # the first fetch, the rotation's, and one more for the withdrawn key id


def test_the_app_answers_a_sites_user_its_player_id(issuer, redis_client):
    from bootstrap import build_platform
    from service import create_app

    platform = build_platform({"PLAYER_ISSUERS": issuers_setting(issuer), "PLAYER_ID_SECRET": SECRET.hex()},
                              client=redis_client)  # fmt: skip
    http = create_app({"TESTING": True}, platform=platform).test_client()
    me = http.get("/players/me", headers={"Furlong-Player": issuer.token("user-7", name="Zoe")})
    assert me.status_code == 200 and me.json == {
        "player_id": vouched_id(SECRET, issuer.issuer, "user-7"), "name": "Zoe", "kind": "site"}  # fmt: skip
    late = http.get("/players/me", headers={"Furlong-Player": issuer.token("user-7", exp_in_s=-120)})
    assert late.status_code == 401 and late.json["rule"] == "player.token_expired"
