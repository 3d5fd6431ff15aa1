"""Folding races: card, betting, dice, moves, finishes, payouts."""

from __future__ import annotations

from games.base import Event
from games.dispatch import Fold
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


def _runners_with(state: State, runner: Runner) -> tuple[Runner, ...]:
    """The runners with one of them replaced (runners are listed by horse, 2 to 12)."""
    runners, i = state.runners, runner.horse - 2
    return runners[:i] + (runner,) + runners[i + 1 :]


def _with_runner(state: State, runner: Runner) -> State:
    return replace(state, runners=_runners_with(state, runner))


def _flipped(state: State, event: RaceCardFlipped) -> State:
    handicaps = CONTENT.race_cards[event.card].handicaps
    runners = tuple(Runner(h, 0, handicaps.get(h)) for h in HORSES)
    return replace(
        state, phase="betting", race=event.race, card=event.card, runners=runners, board=(), placings=(), turn=None
    )


def _betting_opened(state: State, event: BettingOpened) -> State:
    return replace(state, bet_order=event.order, bet_places=event.places)


def _token_placed(state: State, event: TokenPlaced) -> State:
    token = Token(event.seat, event.horse, event.line, event.value, event.salt, event.commitment)
    return replace(state, board=state.board + (token,))


def _race_started(state: State, event: RaceStarted) -> State:
    return replace(state, phase="racing", turn=Turn(event.first_seat))


def _rolled(state: State, event: DiceRolled) -> State:
    a, b, holder = event.die_a, event.die_b, state.holder
    step = "special" if state.runner(a + b).place is not None else "choose"
    return replace(state, turn=replace(holder, rolls=holder.rolls + 1, dice=(a, b), step=step))


def _handicap_spent(state: State, event: HandicapSpent) -> State:
    return _with_runner(state, replace(state.runner(event.horse), token=None))


def _moved(state: State, event: HorseMoved) -> State:
    runner = state.runner(event.horse)
    runners = _runners_with(state, replace(runner, position=advanced(runner.position, event.spaces)))
    turn = replace(state.holder, step=event.then if event.then != "end" else "done")
    return replace(state, runners=runners, turn=turn)


def _finished(state: State, event: HorseFinished) -> State:
    runners = _runners_with(state, replace(state.runner(event.horse), place=event.place))
    return replace(state, runners=runners, placings=state.placings + (event.horse,))


def _turn_ended(state: State, event: TurnEnded) -> State:
    return replace(state, turn=Turn(event.next_seat))


def _race_finished(state: State, event: RaceFinished) -> State:
    return replace(state, turn=None)


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


RACE_FOLDS: dict[type[Event], Fold[State]] = {
    RaceCardFlipped: _flipped,
    BettingOpened: _betting_opened,
    TokenPlaced: _token_placed,
    RaceStarted: _race_started,
    DiceRolled: _rolled,
    HandicapSpent: _handicap_spent,
    HorseMoved: _moved,
    HorseFinished: _finished,
    TurnEnded: _turn_ended,
    RaceFinished: _race_finished,
    PursesPaid: _purses,
    TokensSettled: _tokens,
}
