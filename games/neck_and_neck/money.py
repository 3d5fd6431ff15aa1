"""What Neck and Neck declares for the ledger and the audit: money entries, anchors, outcomes, re-derivations."""

from __future__ import annotations

from typing import cast

from games.base import Entry, Event, Outcome, Posting
from games.codec import sha256_hex

from .content import CONTENT
from .events import BetPlaced, BetsSettled, BettingOpened, DiceRolled, RaceCalled, RaceFinished
from .settle import settle
from .standstill import called_placings
from .state import Settlement, State

PLACES = {1: "first", 2: "second", 3: "third"}


def bet_key(horse: int, amount: int, salt: str) -> str:
    """The anchor of a bet: its commitment, which its settlement can recompute."""
    return "bet:" + sha256_hex({"horse": horse, "amount": amount, "salt": salt})


def journal(state: State, event: Event) -> tuple[Entry, ...]:
    """Starting cash, stakes moved aside when a bet is placed, and each bet's payoff."""
    match event:
        case BettingOpened(race=1):
            return tuple(_deposit(seat) for seat in range(state.seats))
        case BetPlaced(seat=seat, horse=horse, amount=amount):
            return (
                Entry(
                    "stake",
                    (Posting(f"seat:{seat}:cash", -amount), Posting(f"seat:{seat}:stakes", amount)),
                    "neck_and_neck.bet",
                    f"seat {seat} stakes ${amount:,} on horse {horse}",
                    seat,
                    figures={"stake": amount},
                ),
            )
        case BetsSettled(race=race, settlements=settlements):
            return tuple(_payoff(race, s) for s in settlements)
    return ()


def _deposit(seat: int) -> Entry:
    cash = CONTENT.starting_cash
    return Entry(
        "deposit",
        (Posting("bank", -cash), Posting(f"seat:{seat}:cash", cash)),
        "neck_and_neck.starting_cash",
        f"the banker gives seat {seat} ${cash:,}",
        seat,
        figures={"amount": cash},
    )


def _payoff(race: int, settled: Settlement) -> Entry:
    seat, stake, paid = settled.seat, settled.amount, settled.payout
    refs = {"bet": bet_key(settled.horse, stake, settled.salt), "result": f"race:{race}"}
    figures = {"stake": stake, "multiplier": settled.multiplier, "amount": paid}
    if settled.place is None:
        memo = f"horse {settled.horse} was not in the first three of race {race}: the ${stake:,} stake goes to the bank"
        postings: tuple[Posting, ...] = (Posting(f"seat:{seat}:stakes", -stake), Posting("bank", stake))
        return Entry("loss", postings, settled.rule, memo, seat, refs, figures)
    memo = (
        f"horse {settled.horse} finished {PLACES[settled.place]} in race {race}: stake ${stake:,} "
        f"x {settled.multiplier} = ${paid:,} paid by the bank, and the stake comes back"
    )
    postings = (
        Posting(f"seat:{seat}:stakes", -stake),
        Posting(f"seat:{seat}:cash", stake + paid),
        Posting("bank", -paid),
    )
    return Entry("payout", postings, settled.rule, memo, seat, refs, figures)


def anchors(event: Event) -> tuple[str, ...]:
    """A bet is referred to by its commitment, a race result by its race number."""
    match event:
        case BetPlaced(horse=horse, amount=amount, salt=salt):
            return (bet_key(horse, amount, salt),)
        case RaceFinished(race=race):
            return (f"race:{race}",)
    return ()


def outcomes(event: Event) -> tuple[Outcome, ...]:
    """The dice of a roll and the salt of a sealed bet, with their nonces."""
    match event:
        case DiceRolled(red=red, white=white, red_nonce=red_nonce, white_nonce=white_nonce):
            return (Outcome(red_nonce, red, 1, 6), Outcome(white_nonce, white, 1, 6))
        case BetPlaced(salt=salt, salt_nonce=nonce):
            return (Outcome(nonce, salt),)
    return ()


def rederive(state: State, event: Event) -> Event | None:
    """The call of a standstill race, the result and the settlement the rules give for the state before them."""
    match event:
        case RaceCalled():
            return RaceCalled(state.race, state.still, called_placings(state))
        case RaceFinished():
            # the podium as the state has it: a short one (a tampered log) reaches the audit as a mismatch
            return RaceFinished(state.race, cast(tuple[int, int, int], state.placings[:3]))
        case BetsSettled():
            return BetsSettled(state.race, settle(state.bets, state.placings, CONTENT.payouts))
    return None
