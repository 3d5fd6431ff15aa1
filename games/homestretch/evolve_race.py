"""Folding races: card, betting, dice, moves, finishes, payouts."""

from __future__ import annotations

from games.base import Event
from games.records import replace

from .content import CONTENT
from .events import (
    BettingOpened,
    DiceRolled,
    HandicapSpent,
    HorseFinished,
    HorseMoved,
    PursesPaid,
    RaceCardFlipped,
    RaceFinished,
    RaceStarted,
    TokenPlaced,
    TokensSettled,
    TurnEnded,
)
from .state import RaceResult, Runner, State, Token, Turn
from .track import HORSES, advanced


def _with_runner(state: State, runner: Runner) -> State:
    runners = tuple(runner if r.horse == runner.horse else r for r in state.runners)
    return replace(state, runners=runners)


def _flipped(state: State, race: int, card: str) -> State:
    handicaps = CONTENT.race_cards[card].handicaps
    runners = tuple(Runner(h, 0, handicaps.get(h)) for h in HORSES)
    return replace(state, phase="betting", race=race, card=card, runners=runners, board=(), placings=(), turn=None)


def _rolled(state: State, a: int, b: int) -> State:
    step = "special" if state.runner(a + b).place is not None else "choose"
    return replace(state, turn=replace(state.holder, rolls=state.holder.rolls + 1, dice=(a, b), step=step))


def _moved(state: State, event: HorseMoved) -> State:
    position = advanced(state.runner(event.horse).position, event.spaces)
    after = _with_runner(state, replace(state.runner(event.horse), position=position))
    return replace(after, turn=replace(state.holder, step=event.then if event.then != "end" else "done"))


def _paid(state: State, amounts: dict[int, int]) -> State:
    return replace(state, cash=tuple(c + amounts.get(s, 0) for s, c in enumerate(state.cash)))


def _purses(state: State, event: PursesPaid) -> State:
    amounts: dict[int, int] = {}
    for p in event.payments:
        amounts[p.seat] = amounts.get(p.seat, 0) + p.amount
    result = RaceResult(event.race, state.race_card, state.placings, event.payments, ())
    return replace(_paid(state, amounts), results=state.results + (result,))


def _tokens(state: State, event: TokensSettled) -> State:
    amounts: dict[int, int] = {}
    for s in event.settlements:
        amounts[s.seat] = amounts.get(s.seat, 0) + s.payout
    results = state.results[:-1] + (replace(state.results[-1], tokens=event.settlements),)
    over = event.race >= len(CONTENT.race_decks)
    return replace(_paid(state, amounts), results=results, board=(), phase="over" if over else state.phase)


def evolve_race(state: State, event: Event) -> State | None:
    """The state after a race event (None for other events)."""
    match event:
        case RaceCardFlipped(race=race, card=card):
            return _flipped(state, race, card)
        case BettingOpened(order=order, places=places):
            return replace(state, bet_order=order, bet_places=places)
        case TokenPlaced(seat=seat, horse=horse, line=line, value=value, salt=salt, commitment=commitment):
            return replace(state, board=state.board + (Token(seat, horse, line, value, salt, commitment),))
        case RaceStarted(first_seat=first):
            return replace(state, phase="racing", turn=Turn(first))
        case DiceRolled(die_a=a, die_b=b):
            return _rolled(state, a, b)
        case HandicapSpent(horse=horse):
            return _with_runner(state, replace(state.runner(horse), token=None))
        case HorseMoved():
            return _moved(state, event)
        case HorseFinished(horse=horse, place=place):
            return replace(
                _with_runner(state, replace(state.runner(horse), place=place)), placings=state.placings + (horse,)
            )
        case TurnEnded(next_seat=seat):
            return replace(state, turn=Turn(seat))
        case RaceFinished():
            return replace(state, turn=None)
        case PursesPaid():
            return _purses(state, event)
        case TokensSettled():
            return _tokens(state, event)
    return None
