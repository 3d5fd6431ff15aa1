"""What Long Shot declares for the ledger and the audit: money entries, anchors, outcomes, re-derivations."""

from __future__ import annotations

from games.base import Entry, Event, Outcome, Posting, known
from games.shuffle import shuffle_outcomes

from .content import CONTENT
from .events import (
    BetPlaced,
    CardStolen,
    DeckShuffled,
    DiceRolled,
    DieRerolled,
    HorseBought,
    MoneyCollected,
    MoneyDealt,
    MoneyTaken,
    Purse,
    RaceFinished,
    Settled,
    Settlement,
    StartDieRolled,
)
from .settle import purses, settlements
from .state import State

PLACES = {1: "won", 2: "placed", 3: "showed"}
RESULT = "race:1"


def _cash(seat: int) -> str:
    return f"seat:{seat}:cash"


def journal(state: State, event: Event) -> tuple[Entry, ...]:
    """Starting cash, purchases, bets, bank payments, steals and the final payouts."""
    match event:
        case MoneyDealt(amount=amount):
            return tuple(
                Entry(
                    "deposit",
                    (Posting("bank", -amount), Posting(_cash(s), amount)),
                    "long_shot.starting_cash",
                    f"the bank gives seat {s} ${amount}",
                    s,
                    figures={"amount": amount},
                )
                for s in range(state.seats)
            )
        case HorseBought(seat=seat, horse=horse, price=price):
            return (
                Entry(
                    "purchase",
                    (Posting(_cash(seat), -price), Posting("bank", price)),
                    "long_shot.buy",
                    f"seat {seat} buys horse {horse} for ${price}",
                    seat,
                    figures={"amount": price},
                ),
            )
        case BetPlaced(seat=seat, horse=horse, amount=amount, paid_by=paid_by, bet=bet):
            source = _cash(seat) if paid_by == "cash" else "bank"
            memo = f"seat {seat} bets ${amount} on horse {horse}" + (
                " (the bank stakes it)" if paid_by == "bank" else ""
            )
            return (
                Entry(
                    "stake",
                    (Posting(source, -amount), Posting(f"seat:{seat}:stakes", amount)),
                    "long_shot.bet",
                    memo,
                    seat,
                    figures={"stake": amount, "bet": bet},
                ),
            )
        case MoneyCollected(seat=seat, amount=amount, reason=reason):
            return (
                Entry(
                    "collect",
                    (Posting("bank", -amount), Posting(_cash(seat), amount)),
                    "long_shot.collect",
                    f"the bank pays seat {seat} ${amount}: {reason}",
                    seat,
                    figures={"amount": amount},
                ),
            )
        case MoneyTaken(seat=seat, victim=victim, amount=amount):
            return (
                Entry(
                    "steal",
                    (Posting(_cash(victim), -amount), Posting(_cash(seat), amount)),
                    "long_shot.card.pickpocket",
                    f"seat {seat} takes ${amount} from seat {victim}",
                    seat,
                    figures={"amount": amount},
                ),
            )
        case Settled(purses=paid, settlements=settled):
            return tuple(_purse(p) for p in paid) + tuple(_payoff(s) for s in settled)
    return ()


def _purse(purse: Purse) -> Entry:
    return Entry(
        "purse",
        (Posting("bank", -purse.amount), Posting(_cash(purse.seat), purse.amount)),
        f"long_shot.purse.place_{purse.place}",
        f"horse {purse.horse} finished {purse.place}: its owner, seat {purse.seat}, receives ${purse.amount}",
        purse.seat,
        {"result": RESULT},
        {"place": purse.place, "amount": purse.amount},
    )


def _payoff(s: Settlement) -> Entry:
    refs = {"bet": f"bet:{s.bet}", "result": RESULT}
    figures = {"stake": s.amount, "multiplier": s.odds, "amount": s.payout}
    stakes = f"seat:{s.seat}:stakes"
    if s.place is None:
        memo = f"horse {s.horse} did not finish in the first three: the ${s.amount} stake goes to the bank"
        return Entry(
            "loss",
            (Posting(stakes, -s.amount), Posting("bank", s.amount)),
            "long_shot.payout.lost",
            memo,
            s.seat,
            refs,
            figures,
        )
    memo = (
        f"horse {s.horse} {PLACES[s.place]}: the ${s.amount} stake goes to the bank, which pays "
        f"${s.amount} x {s.odds} = ${s.payout}"
    )
    postings = (Posting(stakes, -s.amount), Posting("bank", s.amount - s.payout), Posting(_cash(s.seat), s.payout))
    return Entry("payout", postings, f"long_shot.payout.place_{s.place}", memo, s.seat, refs, figures)


def anchors(event: Event) -> tuple[str, ...]:
    """A bet is referred to by its number, the race result by "race:1"."""
    match event:
        case BetPlaced(bet=bet):
            return (f"bet:{bet}",)
        case RaceFinished():
            return (RESULT,)
    return ()


def outcomes(event: Event) -> tuple[Outcome, ...]:
    """Every random outcome an event records, in draw order."""
    sides = CONTENT.horse_sides
    match event:
        case DeckShuffled(draws=draws, nonces=nonces):
            return shuffle_outcomes(draws, nonces)
        case StartDieRolled(value=value, nonce=nonce):
            return (Outcome(nonce, value, 1, sides),)
        case DiceRolled(horse_rolls=rolls, horse_nonces=nonces, face=face, face_nonce=face_nonce):
            return tuple(Outcome(n, v, 1, sides) for v, n in zip(rolls, nonces)) + (Outcome(face_nonce, face, 0, 5),)
        case DieRerolled(die="horse", rolls=rolls, nonces=nonces):
            return tuple(Outcome(n, v, 1, sides) for v, n in zip(rolls, nonces))
        case DieRerolled(rolls=rolls, nonces=nonces):
            return (Outcome(nonces[0], rolls[0], 0, 5),)
        case CardStolen(chosen=False, index=index, hand_size=size, nonce=nonce):
            return (Outcome(known(nonce, "a drawn steal's nonce"), known(index, "a drawn steal's index"), 0, size - 1),)
    return ()


def rederive(state: State, event: Event) -> Event | None:
    """The result and the settlement the rules give for the state before them."""
    match event:
        case RaceFinished():
            return RaceFinished(state.placings)
        case Settled():
            return Settled(purses(state), settlements(state))
    return None
