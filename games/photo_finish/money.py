"""What Photo Finish declares for the ledger and the audit: entries, anchors, outcomes, re-derivations."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from games.base import Entry, Event, Outcome, Posting
from games.codec import sha256_hex
from games.shuffle import shuffle_outcomes

from .content import CONTENT
from .events import (
    BetPlaced,
    BetsSettled,
    DiceRolled,
    PhotoFinish,
    RaceFinished,
    RaceOpened,
    SideBetsSettled,
    SideBetWon,
    TilesShuffled,
)
from .finish import photo_winner, result
from .settle import cash_side_payments, next_start_seat, settle, side_payments, turned_up
from .state import Bonus, Settlement, SidePayment, State


def bet_key(kind: str, horses: Iterable[int], amount: int, salt: str) -> str:
    """The anchor of a bet: its commitment, which its settlement can recompute."""
    return "bet:" + sha256_hex({"kind": kind, "horses": list(horses), "amount": amount, "salt": salt})


def _cash(seat: int) -> str:
    return f"seat:{seat}:cash"


def _deposit(race: int, seat: int) -> Entry:
    amount = CONTENT.deposits[race]
    return Entry(
        "deposit",
        (Posting("bank", -amount), Posting(_cash(seat), amount)),
        "photo_finish.capital",
        f"seat {seat} gets ${amount:,} of betting capital before race {race}",
        seat,
        figures={"amount": amount},
    )


def _stake(event: BetPlaced) -> Entry:
    seat, amount = event.seat, event.amount
    return Entry(
        "stake",
        (Posting(_cash(seat), -amount), Posting(f"seat:{seat}:stakes", amount)),
        f"photo_finish.bet.{event.kind}",
        f"seat {seat} stakes ${amount:,} on a {event.kind} bet",
        seat,
        figures={"stake": amount},
    )


def _payoff(race: int, s: Settlement) -> Entry:
    refs = {"bet": bet_key(s.kind, s.horses, s.amount, s.salt), "result": f"race:{race}"}
    figures = {"stake": s.amount, "multiplier": s.odds, "amount": s.payout}
    horses = "-".join(map(str, s.horses))
    stakes = Posting(f"seat:{s.seat}:stakes", -s.amount)
    if not s.payout:
        return Entry(
            "loss",
            (stakes, Posting("bank", s.amount)),
            s.rule,
            f"{s.kind} bet on {horses} lost in race {race}: the ${s.amount:,} stake goes to the bank",
            s.seat,
            refs,
            figures,
        )
    postings = (stakes, Posting(_cash(s.seat), s.payout), Posting("bank", s.amount - s.payout))
    return Entry(
        "payout",
        postings,
        s.rule,
        f"{s.kind} bet on {horses} won race {race}: ${s.amount:,} x {s.odds} = ${s.payout:,}",
        s.seat,
        refs,
        figures,
    )


def _bonus(race: int, b: Bonus) -> Entry:
    refs = {"bet": bet_key(b.kind, b.horses, b.stake, b.salt), "result": f"race:{race}"}
    return Entry(
        "bonus",
        (Posting("bank", -b.amount), Posting(_cash(b.seat), b.amount)),
        f"photo_finish.outsider.{b.kind}",
        f"outsider bonus on horse {b.horse}: ${b.amount:,}",
        b.seat,
        refs,
        {"amount": b.amount},
    )


def _sheet(seat: int) -> str:
    return f"seat:{seat}:sidebets"


def _side(payments: tuple[SidePayment, ...]) -> tuple[Entry, ...]:
    """Each side bet in full from the debtor's score-sheet account to the creditor's (may go negative)."""
    return tuple(
        _side_bet(n, p, _sheet, p.owed, f"side bet {n}: -${p.owed:,} on seat {p.debtor}'s score sheet, +${p.owed:,} "
                  f"on seat {p.creditor}'s")
        for n, p in enumerate(payments, start=1)
    )  # fmt: skip


def _side_from_cash(payments: tuple[SidePayment, ...]) -> tuple[Entry, ...]:
    """Schema 1: each side bet paid from the debtor's cash as far as it went."""
    return tuple(
        _side_bet(n, p, _cash, p.paid, f"seat {p.debtor} pays seat {p.creditor} ${p.paid:,} of a ${p.owed:,} side bet")
        for n, p in enumerate(payments, start=1)
        if p.paid
    )


def _side_bet(n: int, p: SidePayment, account: Callable[[int], str], amount: int, text: str) -> Entry:
    """Side bet `n`'s entry: `amount` from the debtor's `account` to the creditor's."""
    return Entry(
        "side_bet",
        (Posting(account(p.debtor), -amount), Posting(account(p.creditor), amount)),
        "photo_finish.side_bet",
        text,
        p.debtor,
        {"side_bet": f"side_bet:{n}"},
        {"owed": p.owed, "amount": amount},
    )


def journal(state: State, event: Event) -> tuple[Entry, ...]:
    """Capital before each race, stakes moved aside, payoffs, bonuses and side bets."""
    match event:
        case RaceOpened(race=race):
            return tuple(_deposit(race, seat) for seat in range(state.seats))
        case BetPlaced():
            return (_stake(event),)
        case BetsSettled(race=race, settlements=settlements, bonuses=bonuses):
            return tuple(_payoff(race, s) for s in settlements) + tuple(_bonus(race, b) for b in bonuses)
        case SideBetsSettled(payments=payments, account=account):
            return _side_from_cash(payments) if account == "cash" else _side(payments)
    return ()


def anchors(event: Event) -> tuple[str, ...]:
    """A bet by its commitment, a race result by its race, a side bet by its number."""
    match event:
        case BetPlaced(kind=kind, horses=horses, amount=amount, salt=salt):
            return (bet_key(kind, horses, amount, salt),)
        case RaceFinished(race=race):
            return (f"race:{race}",)
        case SideBetWon(number=number):
            return (f"side_bet:{number}",)
    return ()


def outcomes(event: Event) -> tuple[Outcome, ...]:
    """The tile shuffle, each rolled die's face, the photo's dice and each bet's salt, with nonces."""
    match event:
        case TilesShuffled(draws=draws, nonces=nonces):
            return shuffle_outcomes(draws, nonces)
        case DiceRolled(faces=faces, nonces=nonces) | PhotoFinish(faces=faces, nonces=nonces):
            return tuple(Outcome(n, f, 0, 5) for f, n in zip(faces, nonces))
        case BetPlaced(salt=salt, salt_nonce=nonce):
            return (Outcome(nonce, salt),)
    return ()


def rederive(state: State, event: Event) -> Event | None:
    """The turned-up row, the photo's winner, the result, the payoff and the side bets the rules give."""
    match event:
        case RaceOpened(race=race):
            start = 0 if race == 1 else next_start_seat(state.cash, state.start_seat)
            return RaceOpened(race, start, turned_up(state, race))
        case PhotoFinish(faces=faces, nonces=nonces):
            horses = (state.track.row[-1], state.track.row[-2])
            return PhotoFinish(state.race, horses, faces, nonces, photo_winner(horses, faces))
        case RaceFinished():
            return result(state)
        case BetsSettled(place_bonus_per=per):
            return BetsSettled(state.race, *settle(state, state.track.row[-1], state.track.row[-2], per), per)
        case SideBetsSettled(account="cash"):
            return SideBetsSettled(cash_side_payments(state), "cash")
        case SideBetsSettled():
            return SideBetsSettled(side_payments(state))
    return None
