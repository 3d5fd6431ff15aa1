"""Given/when/then helpers for the Homestretch unit tests."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace

from games.homestretch import RULESET
from games.homestretch.content import CONTENT, HORSES
from games.homestretch.state import Runner, State, Token, Turn, betting_order, scoring_places
from tests.support.rng import SeededRng
from tests.support.rules import Rules

R = RULESET
rules: Rules[State] = Rules(RULESET)
RACES = ("P11", "P01", "G06", "G01")


def started(seats: int = 3, seed: int = 1) -> State:
    """A game just started: the draft's first hands are dealt."""
    return rules.start(seats, SeededRng(seed))[0]


def stables(*horses_per_seat: Iterable[int]) -> tuple[tuple[str, ...], ...]:
    """Share cards for the given horses per seat (blue a/b first, then red)."""
    free = list(CONTENT.share_cards)
    result = []
    for horses in horses_per_seat:
        cards = []
        for h in horses:
            card = next(c for c in free if CONTENT.share_cards[c].horse == h)
            free.remove(card)
            cards.append(card)
        result.append(tuple(cards))
    return tuple(result)


def given_betting(
    seats: int = 3,
    card: str = "P11",
    cash: tuple[int, ...] | None = None,
    owned: tuple[tuple[str, ...], ...] | None = None,
    board: tuple[Token, ...] = (),
) -> State:
    """Race 1 set up with `card`, betting open in money order."""
    cash = cash or (50000,) * seats
    handicaps = CONTENT.race_cards[card].handicaps
    return State(
        seats=seats,
        cash=cash,
        phase="betting",
        stables=owned or ((),) * seats,
        race_cards=RACES,
        race=1,
        card=card,
        runners=tuple(Runner(h, 0, handicaps.get(h)) for h in HORSES),
        bet_order=betting_order(cash),
        bet_places=scoring_places(cash),
        board=board,
    )


def given_race(
    seats: int = 3,
    card: str = "P11",
    turn: int = 0,
    positions: Mapping[int, int] | None = None,
    tokens: Mapping[int, str | None] | None = None,
    placings: tuple[int, ...] = (),
    race: int = 1,
    **betting,
) -> State:
    """A race under way: `turn` holds the dice, horses on the given spaces with the given tokens."""
    state = given_betting(seats, card, **betting)
    positions, tokens = positions or {}, tokens if tokens is not None else {}
    runners = tuple(
        replace(
            r,
            position=10 if r.horse in placings else positions.get(r.horse, 0),
            token=tokens.get(r.horse, r.token if not tokens else None),
            place=placings.index(r.horse) + 1 if r.horse in placings else None,
        )
        for r in state.runners
    )
    return replace(state, phase="racing", race=race, runners=runners, placings=placings, turn=Turn(turn))


def token(seat: int, horse: int, line: str, value: int) -> Token:
    """A token on the board (unique fake salt and commitment)."""
    return Token(seat, horse, line, value, f"salt-{seat}-{horse}-{line}-{value}", f"c-{seat}-{horse}-{line}-{value}")
