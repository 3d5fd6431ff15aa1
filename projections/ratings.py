"""Ratings anyone can re-derive (issue 41): per ruleset, OpenSkill's Plackett-Luce model over each finished game's
final standings, one update per game, each hash-chained to the one before in the ratings log.

Who is rated at a table: a seat's player identity; a bot seat's level (`b_random`, `b_basic`: the level's first
seat at the table; a second seat of the same level plays unrated, since one rated player cannot hold two places);
an anonymous seat plays unrated, at the model's starting rating, and keeps nothing. Ties share a rank. A game that
never began has no standings and is not rated. Pure: the same function updates the server's ratings and the
offline re-derivation's (audit/ratings.py).
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib.metadata import version
from typing import Any

from openskill.models import PlackettLuce

from events.game import Game
from games.codec import canonical_json

MODEL: dict[str, Any] = {
    "name": "openskill.PlackettLuce",
    "version": version("openskill"),
    "mu": 25.0,
    "sigma": 25.0 / 3.0,
    "beta": 25.0 / 6.0,
    "kappa": 0.0001,
    "tau": 25.0 / 300.0,
}
PROVISIONAL_GAMES = 10  # a rating from fewer rated games than this is marked provisional
FIRST_HASH = "0" * 64  # the hash before the ratings log's first update
BOT_PREFIX = "b_"  # a bot level's rated id: b_random, b_basic


@dataclass(frozen=True)
class Rating:
    """A player's rating in one ruleset: the model's mean and uncertainty, and how many games made it."""

    mu: float
    sigma: float
    games: int = 0

    @property
    def ordinal(self) -> float:
        """The leaderboard's order: a conservative estimate, mu - 3 sigma."""
        return self.mu - 3 * self.sigma

    def as_json(self) -> dict[str, Any]:
        """The rating as the API and the log show it."""
        return {"mu": self.mu, "sigma": self.sigma, "games": self.games, "ordinal": self.ordinal,
                "provisional": self.games < PROVISIONAL_GAMES}  # fmt: skip


def starting(model: Mapping[str, Any] = MODEL) -> Rating:
    """A rating before any game."""
    return Rating(float(model["mu"]), float(model["sigma"]))


def rated_ids(game: Game) -> list[str | None]:
    """Each seat's rated id: its player's, its bot level's (the level's first seat only), or None (unrated)."""
    ids: list[str | None] = []
    for seat in game.seats:
        bot = BOT_PREFIX + seat.bot if seat.bot and not seat.left and seat.player is None else None
        rated = seat.player or bot
        ids.append(rated if rated is not None and rated not in ids else None)
    return ids


def ranks_of(game: Game) -> list[int]:
    """Each seat's rank in the game's final standings (ties share a rank)."""
    by_seat = {standing.seat: standing.rank for standing in game.standings}
    return [by_seat[seat] for seat in range(len(game.seats))]


def update_for(
    game: Game, current: Mapping[str, Rating], n: int, previous: str, model: Mapping[str, Any] = MODEL
) -> dict[str, Any]:
    """The ratings log's `n`-th entry, for a finished game, from the players' ratings before it (`current`; a player
    not in it starts afresh), chained to the entry hashed `previous`."""
    ids, ranks = rated_ids(game), ranks_of(game)
    before = [current.get(i, starting(model)) if i else starting(model) for i in ids]
    after = rate(before, ranks, model)
    seats = [
        {"seat": seat, "player": rated, "rank": rank,
         "before": _pair(old) if rated else None, "after": _pair(new) if rated else None}
        for seat, (rated, rank, old, new) in enumerate(zip(ids, ranks, before, after))
    ]  # fmt: skip
    entry = {"n": n, "game_id": game.game_id, "ruleset": game.ruleset, "final_version": game.version,
             "final_hash": game.last_hash, "model": dict(model), "seats": seats, "previous": previous}  # fmt: skip
    return {**entry, "hash": entry_hash(entry)}


def rate(before: Sequence[Rating], ranks: Sequence[int], model: Mapping[str, Any] = MODEL) -> list[Rating]:
    """Every seat's rating after a game in which they finished at `ranks` (each seat a team of one)."""
    plackett_luce = PlackettLuce(mu=model["mu"], sigma=model["sigma"], beta=model["beta"], kappa=model["kappa"],
                                 tau=model["tau"])  # fmt: skip
    teams = [[plackett_luce.rating(mu=r.mu, sigma=r.sigma)] for r in before]
    rated = plackett_luce.rate(teams, ranks=list(ranks))
    return [Rating(team[0].mu, team[0].sigma, old.games + 1) for team, old in zip(rated, before)]


def entry_hash(entry: Mapping[str, Any]) -> str:
    """An update's hash: SHA-256 of its canonical JSON without `hash` (it includes the previous entry's hash)."""
    return hashlib.sha256(canonical_json({k: v for k, v in entry.items() if k != "hash"})).hexdigest()


def applied(current: Mapping[str, Rating], entry: Mapping[str, Any]) -> dict[str, Rating]:
    """The rated players' new ratings an update gives (only theirs)."""
    return {seat["player"]: _after(seat, current) for seat in entry["seats"] if seat["player"]}


def _after(seat: Mapping[str, Any], current: Mapping[str, Rating]) -> Rating:
    games = current[seat["player"]].games if seat["player"] in current else 0
    return Rating(seat["after"]["mu"], seat["after"]["sigma"], games + 1)


def players_of(entry: Mapping[str, Any]) -> list[str]:
    """The rated players of an update."""
    return [seat["player"] for seat in entry["seats"] if seat["player"]]


def _pair(rating: Rating) -> dict[str, float]:
    return {"mu": rating.mu, "sigma": rating.sigma}
