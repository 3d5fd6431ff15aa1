"""Given/when/then helpers for the Jockey unit tests."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from games.jockey import RULESET
from games.jockey.content import CARDS, HORSES
from games.jockey.state import Bet, State
from tests.support.rng import SeededRng
from tests.support.rules import Rules

R = RULESET
rules: Rules[State] = Rules(RULESET, lambda: SeededRng(3))


def card(kind: str, colour: str | None = None, nth: int = 0) -> str:
    """The id of the nth card of that kind (and colour)."""
    return [c.id for c in CARDS.values() if c.kind == kind and c.colour == colour][nth]


def given_betting(seats: int = 3, seed: int = 1, rounds: int = 1) -> State:
    """A started game: race 1 dealt, betting open."""
    return rules.start(seats, SeededRng(seed), {"rounds": rounds})[0]


def squares(**at: int) -> tuple[int, ...]:
    """Squares by horse name (missing horses at 0)."""
    return tuple(at.get(h, 0) for h in HORSES)


def given_race(
    hands: Mapping[int, tuple[str, ...]] | None = None,
    at: Mapping[str, int] | None = None,
    finishers: tuple[str, ...] = (),
    seats: int = 3,
    turn: int = 0,
    bets: tuple[Bet, ...] = (),
    cash: tuple[int, ...] | None = None,
    debt: tuple[int, ...] | None = None,
) -> State:
    """Race 1 running with the given hands, squares, finished horses, bets and money; `turn` to play."""
    state = given_betting(seats)
    held = {c for hand in (hands or {}).values() for c in hand}
    rest = tuple(c for c in CARDS if c not in held)
    return replace(
        state,
        phase="racing",
        turn=turn,
        done=(True,) * seats,
        bets=bets,
        hands=tuple(tuple((hands or {}).get(s, ())) for s in range(seats)),
        reserve=rest,
        played=(),
        squares=squares(**(at or {})),
        finishers=finishers,
        cash=cash or state.cash,
        debt=debt or (0,) * seats,
    )


def bet(seat: int, kind: str, horse: str, stake: int, second: str | None = None, second_stake: int = 0) -> Bet:
    """A sealed bet as the state holds it."""
    return Bet(seat, kind, horse, stake, second, second_stake, f"salt{seat}")
