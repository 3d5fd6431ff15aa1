"""evolve(state, event): fold one event into the state; no checks, no randomness."""

from __future__ import annotations

from games.base import Event
from games.dispatch import Fold, evolver
from games.records import replace

from .content import COLOURS, CONTENT
from .effects import apply_face, horseshoe, put_out
from .events import (
    BetPlaced,
    BetsSettled,
    BettingFinished,
    DeadHeatBroken,
    DiceRolled,
    DiePutAway,
    DieUsed,
    ExtraMovePlayed,
    FinishLineCrossed,
    PhotoFinish,
    RaceFinished,
    RaceOpened,
    RaceStarted,
    SideBetsSettled,
    SideBetWon,
    TilesShuffled,
)
from .placements import target
from .pool import full_pool, take
from .state import Bet, Race, RaceResult, RolledDie, SideBet, SidePayment, State

ROLLED = {(c, f): RolledDie(c, face) for c in COLOURS for f, face in enumerate(CONTENT.faces[c])}  # shared dice


def next_extra_seat(saved: tuple[int, ...], last_seat: int, seats: int) -> int | None:
    """Who plays the next saved extra-move die: turn order from the seat after the last player."""
    return min(saved, key=lambda s: (s - last_seat - 1) % seats) if saved else None


def _open(state: State, event: RaceOpened) -> State:
    """Deposit the race's money, lay out the row, fill the pool, open betting."""
    cash = tuple(c + CONTENT.deposits[event.race] for c in state.cash)
    return replace(
        state,
        cash=cash,
        phase="betting",
        race=event.race,
        starting=event.row,
        start_seat=event.start_seat,
        turn=None,
        hand=(),
        roll=(),
        track=Race(row=event.row, pool=full_pool()),
        saved=(),
        bets=(),
        done=(False,) * state.seats,
    )


def _bet(state: State, event: BetPlaced) -> State:
    """A sealed bet: its stake leaves the seat's cash."""
    cash = tuple(c - event.amount if s == event.seat else c for s, c in enumerate(state.cash))
    bet = Bet(event.seat, event.kind, event.horses, event.amount, event.salt)
    return replace(state, cash=cash, bets=state.bets + (bet,))


def _rolled(state: State, event: DiceRolled) -> State:
    """The taken dice leave the pool; the three dice in hand show their faces."""
    race = replace(state.track, pool=take(state.track, event.take))
    roll = tuple(ROLLED.get((c, f)) or RolledDie(c, CONTENT.faces[c][f]) for c, f in zip(event.colours, event.faces))
    return replace(state, phase="using", track=race, hand=(), roll=roll)


def _pass_on(state: State, race: Race, seat: int, die: int, skip: bool = False) -> State:
    """The other two dice go to the next player (the one after, when a side bet skips the next)."""
    hand = tuple(d.colour for i, d in enumerate(state.roll) if i != die)
    turn = (seat + (2 if skip else 1)) % state.seats
    return replace(state, phase="rolling", track=race, roll=(), hand=hand, turn=turn, last_seat=seat)


def _used(state: State, event: DieUsed) -> State:
    """The die's effect, then the dice pass on; an extra-move die is saved in front of the seat."""
    race = apply_face(state.track, event.colour, event.face, target(event.tile, event.to, event.order, event.back))
    after = _pass_on(state, race, event.seat, event.die, skip=event.face == "side_bet")
    return replace(after, saved=after.saved + (event.seat,)) if event.face == "extra_move" else after


def _extra(state: State, event: ExtraMovePlayed) -> State:
    """A saved black die acts as a horseshoe on its tile."""
    saved = list(state.saved)
    saved.remove(event.seat)
    race = horseshoe(state.track, event.tile, "black")
    turn = next_extra_seat(tuple(saved), state.last_seat, state.seats)
    return replace(state, track=race, saved=tuple(saved), turn=turn)


def _photo(state: State, event: PhotoFinish) -> State:
    """The photo's winner leads alone, the other is second."""
    loser = next(h for h in event.horses if h != event.winner)
    row = tuple(t for t in state.track.row if t not in event.horses) + (loser, event.winner)
    return replace(state, track=replace(state.track, row=row, dead_even=False))


def _settled(state: State, event: BetsSettled) -> State:
    """Payouts and bonuses to cash, the result recorded, the bets cleared."""
    cash = list(state.cash)
    for settled in event.settlements:
        cash[settled.seat] += settled.payout
    for bonus in event.bonuses:
        cash[bonus.seat] += bonus.amount
    result = RaceResult(event.race, state.track.row[-1], state.track.row[-2], event.settlements, event.bonuses)
    return replace(state, cash=tuple(cash), bets=(), results=state.results + (result,))


def _moved(totals: tuple[int, ...], payments: tuple[SidePayment, ...]) -> tuple[int, ...]:
    """Per-seat totals after each payment leaves its debtor and reaches its creditor."""
    moved = list(totals)
    for p in payments:
        moved[p.debtor] -= p.paid
        moved[p.creditor] += p.paid
    return tuple(moved)


def _sides(state: State, event: SideBetsSettled) -> State:
    """Side bets onto the score sheets (schema 1: paid from cash); the game is over."""
    over = replace(state, side_payments=event.payments, phase="over", turn=None)
    if event.account == "cash":
        return replace(over, cash=_moved(state.cash, event.payments))
    return replace(over, side_totals=_moved((0,) * state.seats, event.payments))


def _shuffled(state: State, event: TilesShuffled) -> State:
    """The face-down pile in its shuffled order."""
    return replace(state, pile=event.order)


def _finished_betting(state: State, event: BettingFinished) -> State:
    """The seat is done betting."""
    seat = event.seat
    return replace(state, done=tuple(d or s == seat for s, d in enumerate(state.done)))


def _started(state: State, event: RaceStarted) -> State:
    """The start seat takes the first dice."""
    return replace(state, phase="rolling", turn=event.start_seat, hand=(), roll=())


def _heat_broken(state: State, event: DeadHeatBroken) -> State:
    """The dead heat is over."""
    return replace(state, track=replace(state.track, dead_even=False))


def _put_away(state: State, event: DiePutAway) -> State:
    """The die leaves the race; the other two pass on."""
    return _pass_on(state, put_out(state.track, [event.colour]), event.seat, event.die)


def _side_bet(state: State, event: SideBetWon) -> State:
    """A side bet to settle at game end."""
    return replace(state, side_bets=state.side_bets + (SideBet(event.race, event.creditor, event.debtor),))


def _crossed(state: State, event: FinishLineCrossed) -> State:
    """The pool is empty: saved extra moves are played, else the race is settled."""
    last = event.last_seat
    turn = next_extra_seat(state.saved, last, state.seats)
    return replace(state, phase="extra" if state.saved else "settling", turn=turn, hand=(), roll=(), last_seat=last)


def _race_finished(state: State, event: RaceFinished) -> State:
    """The race waits to be settled."""
    return replace(state, phase="settling", turn=None)


FOLDS: dict[type[Event], Fold[State]] = {
    TilesShuffled: _shuffled,
    RaceOpened: _open,
    BetPlaced: _bet,
    BettingFinished: _finished_betting,
    RaceStarted: _started,
    DiceRolled: _rolled,
    DieUsed: _used,
    DeadHeatBroken: _heat_broken,
    DiePutAway: _put_away,
    SideBetWon: _side_bet,
    FinishLineCrossed: _crossed,
    ExtraMovePlayed: _extra,
    PhotoFinish: _photo,
    RaceFinished: _race_finished,
    BetsSettled: _settled,
    SideBetsSettled: _sides,
}

evolve = evolver("photo_finish", FOLDS)
