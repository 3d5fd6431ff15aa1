"""legal_commands(state, seat): complete command bodies a client may send now."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from games.base import LegalCommand, Param

from .racing import destinations, special_moves
from .standstill import held_back
from .state import BET_UNIT, HORSES, State
from .track import default_track

ROLL, PASS, FINISH = (LegalCommand({"type": kind}) for kind in ("RollDice", "Pass", "FinishBetting"))


@cache
def move_offers(kind: str) -> Mapping[int, Mapping[str, LegalCommand]]:
    """Every `kind` (MoveHorse or SpecialMove) command a seat may be offered, by horse and hex (made once)."""
    hexes = default_track().hexes
    return {h: {to: LegalCommand({"type": kind, "horse": h, "to": to}) for to in hexes} for h in range(1, HORSES + 1)}


def _betting(state: State, seat: int) -> tuple[LegalCommand, ...]:
    """A bet on each horse (amount within the seat's available cash) and finishing."""
    available = state.available(seat)
    top = available // BET_UNIT * BET_UNIT
    bets = (
        tuple(
            LegalCommand({"type": "PlaceBet", "horse": h}, {"amount": Param(BET_UNIT, top, BET_UNIT)})
            for h in range(1, HORSES + 1)
        )
        if top >= BET_UNIT
        else ()
    )
    return bets + (FINISH,)


def _moves(state: State) -> tuple[LegalCommand, ...]:
    """Every destination of the red die's horse, every special move after double ones, and passing.

    Passing is left out once a round of rolls has brought no move and a move exists (standstill.py).
    """
    roll = state.dice
    offers = move_offers("MoveHorse")[roll.red]
    moves = tuple(map(offers.__getitem__, sorted(destinations(state, roll.red, roll.white))))
    if roll.double_ones:  # special moves only after double ones
        specials = move_offers("SpecialMove")
        moves += tuple(specials[h][to] for h, options in special_moves(state).items() for to in sorted(options))
    if moves and held_back(state):
        return moves
    return moves + (PASS,)


def legal_commands(state: State, seat: int) -> tuple[LegalCommand, ...]:
    """What `seat` may do now; () when it must wait or the game is over."""
    if not 0 <= seat < state.seats:
        return ()
    if state.phase == "betting":
        return () if state.done[seat] else _betting(state, seat)
    if state.turn != seat:
        return ()
    if state.phase == "rolling":
        return (ROLL,)
    if state.phase == "moving":
        return _moves(state)
    return ()
