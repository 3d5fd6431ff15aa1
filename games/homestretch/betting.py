"""Deciding a race's set-up and its betting: card flip, order, sealed tokens, the start player."""

from __future__ import annotations

from games.base import Event, Rng, RuleBroken
from games.codec import sha256_hex
from games.guards import require_int, require_not_done

from .commands import PlaceToken
from .content import CONTENT
from .events import BettingOpened, RaceCardFlipped, RaceStarted, TokenPlaced
from .evolve import evolve
from .guards import require_phase
from .order import betting_order, least_money, scoring_places
from .state import State, TieRoll
from .track import HORSES, LINES


def open_race(state: State, race: int) -> tuple[Event, ...]:
    """Flip the race's card (its handicaps go behind the horses) and open betting in money order, with places."""
    opened = BettingOpened(race, betting_order(state.cash), scoring_places(state.cash))
    return RaceCardFlipped(race, state.race_cards[race - 1]), opened


def on_spot(state: State, seat: int, horse: int, line: str) -> int:
    """How many of the seat's tokens lie on one spot."""
    return sum(1 for t in state.board if (t.seat, t.horse, t.line) == (seat, horse, line))


def _check_token(state: State, command: PlaceToken) -> None:
    """A token the seat still holds, on a real spot that has room for another of the seat's tokens."""
    horse = require_int(command.horse, "homestretch.bet.horse", "the horse")
    value = require_int(command.value, "homestretch.bet.value", "the token value")
    if horse not in HORSES:
        raise RuleBroken("homestretch.bet.horse", f"there is no horse {horse}: the horses are 2 to 12")
    if command.line not in LINES:
        raise RuleBroken("homestretch.bet.line", f"{command.line!r} is not a line: bet to win, place or show")
    left = state.tokens_left(command.seat)
    if value not in left:
        detail = f"seat {command.seat} holds no {value} token; its tokens left are {', '.join(map(str, left))}"
        raise RuleBroken("homestretch.bet.token", detail)
    room = state.capacity(command.seat)
    if on_spot(state, command.seat, horse, command.line) >= room:
        detail = (
            f"seat {command.seat} is number {room} in the scoring and may put at most {room} "
            f"token(s) on one spot; {horse} to {command.line} is full"
        )
        raise RuleBroken("homestretch.bet.capacity", detail)


def place_token(state: State, command: PlaceToken, rng: Rng) -> tuple[Event, ...]:
    """Seal one token; when the last token of the table is down, the race starts."""
    require_phase(state, command.seat, "betting")
    detail = f"seat {command.seat} has placed all five tokens this race"
    require_not_done(not state.tokens_left(command.seat), "homestretch.bet.done", detail)
    _check_token(state, command)
    draw = rng.salt()
    salt = format(draw.value, "032x")
    commitment = sha256_hex({"value": command.value, "salt": salt})
    placed = TokenPlaced(
        command.seat, state.race, command.horse, command.line, command.value, salt, commitment, draw.nonce
    )
    if len(state.board) + 1 < state.seats * len(CONTENT.bet_tokens):  # a seat still holds a token after this one
        return (placed,)
    return placed, start_race(evolve(state, placed), rng)


def start_race(state: State, rng: Rng) -> RaceStarted:
    """The seat with the least money starts; tied seats each roll a die, highest wins, ties roll again."""
    contenders, rolls = least_money(state.cash), []
    while len(contenders) > 1:
        drawn = [(seat, rng.randint(1, 6)) for seat in contenders]
        rolls += [TieRoll(seat, d.value, d.nonce) for seat, d in drawn]
        top = max(d.value for _, d in drawn)
        contenders = tuple(seat for seat, d in drawn if d.value == top)
    return RaceStarted(state.race, contenders[0], tuple(rolls))
