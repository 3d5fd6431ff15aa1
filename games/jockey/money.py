"""What Jockey declares for the ledger and the audit: money entries, anchors, outcomes, re-derivations."""

from __future__ import annotations

from collections.abc import Mapping

from games.base import Entry, Event, Outcome, Posting
from games.codec import sha256_hex
from games.shuffle import shuffle_outcomes

from .events import (
    BetPlaced,
    BetsSettled,
    CapitalIssued,
    CardPlayed,
    DeckShuffled,
    LoansSettled,
    LoanTaken,
    RaceFinished,
    RacingEnded,
    RoundClosed,
)
from .evolve import final_accounts
from .playing import card_effect
from .settle import repayments, round_results, settle
from .state import Repayment, RoundResult, Settlement, State


def bet_key(s: Settlement) -> str:
    """The anchor of a bet: its commitment, which its settlement can recompute."""
    fields = {
        "kind": s.kind,
        "horse": s.horse,
        "stake": s.stake,
        "second": s.second,
        "second_stake": s.second_stake,
        "salt": s.salt,
    }
    return "bet:" + sha256_hex(fields)


def _entry(
    kind: str,
    seat: int,
    moves: dict[str, int],
    rule: str,
    memo: str,
    refs: Mapping[str, str] | None = None,
    figures: Mapping[str, int] | None = None,
) -> Entry:
    """An entry from {account: amount} (amounts sum to zero)."""
    postings = tuple(Posting(a, n) for a, n in moves.items())
    return Entry(kind, postings, rule, memo, seat, refs=refs or {}, figures=figures or {})


def _payoff(race: int, s: Settlement) -> Entry:
    """The bank pays a winning bet, a losing bet pays the bank."""
    cash = f"seat:{s.seat}:cash"
    refs = {"bet": bet_key(s), "result": f"race:{race}"}
    figures = {"stake": s.stake, "second_stake": s.second_stake, "amount": s.amount}
    kind = "payout" if s.amount >= 0 else "loss"
    memo = f"race {race}: seat {s.seat}'s {s.kind} bet ({s.outcome}) " + (
        f"wins ${s.amount:,} from the bank" if s.amount >= 0 else f"pays the bank ${-s.amount:,}"
    )
    return _entry(kind, s.seat, {cash: s.amount, "bank": -s.amount}, s.rule, memo, refs=refs, figures=figures)


def _repaid(race: int, r: Repayment) -> tuple[Entry, ...]:
    """Repayment from cash, and the new loan that pays off what cash could not."""
    loan, cash, refs = f"seat:{r.seat}:loan", f"seat:{r.seat}:cash", {"result": f"race:{race}"}
    figures = {"owed": r.owed, "repaid": r.repaid, "rolled_over": r.rolled_over}
    found = []
    if r.repaid:
        found.append(
            _entry(
                "loan_repaid",
                r.seat,
                {cash: -r.repaid, loan: r.repaid},
                "jockey.loan.repay",
                f"seat {r.seat} repays ${r.repaid:,} of its loans",
                refs=refs,
                figures=figures,
            )
        )
    if r.rolled_over:
        found.append(
            Entry(
                "loan_rolled_over",
                (Posting(loan, r.rolled_over), Posting(loan, -r.rolled_over)),
                "jockey.loan.roll_over",
                f"seat {r.seat} cannot repay ${r.rolled_over:,}: a new loan pays off the old",
                r.seat,
                refs,
                figures,
            )
        )
    return tuple(found)


def _banked(round_: int, r: RoundResult) -> Entry:
    """A round's result moves to the banked account; the loans are cleared against it."""
    moves = {f"seat:{r.seat}:cash": -r.cash, f"seat:{r.seat}:loan": r.debt, f"seat:{r.seat}:banked": r.result}
    return _entry(
        "round_banked",
        r.seat,
        moves,
        "jockey.round.result",
        f"round {round_}: seat {r.seat} ends with ${r.cash:,} cash and ${r.debt:,} of loans",
        figures={"cash": r.cash, "debt": r.debt, "result": r.result},
    )


def _netted(state: State, seat: int) -> Entry | None:
    """At the end: banked results and loans netted into cash, or into the loan account when money is negative."""
    cash, debt = final_accounts(state, seat)
    banked, loan = state.banked[seat], -state.debt[seat]
    moves = {
        f"seat:{seat}:cash": cash - state.cash[seat],
        f"seat:{seat}:banked": -banked,
        f"seat:{seat}:loan": -debt - loan,
    }
    if not any(moves.values()):
        return None
    return _entry(
        "accounts_closed",
        seat,
        moves,
        "jockey.final_money",
        f"seat {seat}'s banked rounds and loans are netted into its final money ${cash - debt:,}",
        figures={"money": cash - debt},
    )


def journal(state: State, event: Event) -> tuple[Entry, ...]:
    """Capital issued, loans taken and repaid, bets settled, rounds banked."""
    match event:
        case CapitalIssued(round=round_, amount=amount):
            return tuple(
                _entry(
                    "deposit",
                    s,
                    {"bank": -amount, f"seat:{s}:cash": amount},
                    "jockey.capital",
                    f"round {round_}: the bank gives seat {s} ${amount:,}",
                    figures={"amount": amount},
                )
                for s in range(state.seats)
            )
        case LoanTaken(seat=seat, race=race, amount=amount):
            return (
                _entry(
                    "loan",
                    seat,
                    {f"seat:{seat}:cash": amount, f"seat:{seat}:loan": -amount},
                    "jockey.loan.take",
                    f"race {race}: the bank lends seat {seat} ${amount:,}",
                    figures={"amount": amount},
                ),
            )
        case BetsSettled(race=race, settlements=settlements):
            return tuple(_payoff(race, s) for s in settlements)
        case LoansSettled(race=race, repayments=found):
            return tuple(e for r in found for e in _repaid(race, r))
        case RoundClosed(round=round_, results=results):
            return tuple(_banked(round_, r) for r in results)
        case RacingEnded():
            return tuple(e for s in range(state.seats) if (e := _netted(state, s)) is not None)
    return ()


def anchors(event: Event) -> tuple[str, ...]:
    """A bet is referred to by its commitment, a race result by its race number."""
    match event:
        case BetPlaced(commitment=commitment):
            return ("bet:" + commitment,)
        case RaceFinished(race=race):
            return (f"race:{race}",)
    return ()


def outcomes(event: Event) -> tuple[Outcome, ...]:
    """The draws of a shuffle and the salt of a sealed bet, with their nonces."""
    match event:
        case DeckShuffled(draws=draws, nonces=nonces):
            return shuffle_outcomes(draws, nonces)
        case BetPlaced(salt=salt, salt_nonce=nonce):
            return (Outcome(nonce, salt),)
    return ()


def rederive(state: State, event: Event) -> Event | None:
    """What the rules give for a card's move, a result, a settlement, loan repayments and a round's results."""
    match event:
        case CardPlayed(card=card, horse=horse):
            return card_effect(state, card, horse)
        case RaceFinished():
            return RaceFinished(state.race, state.finishers[0], state.finishers[1])
        case BetsSettled():
            first, second = state.finishers[0], state.finishers[1]
            return BetsSettled(state.race, first, second, settle(state.bets, first, second))
        case LoansSettled():
            return LoansSettled(state.race, repayments(state))
        case RoundClosed():
            return RoundClosed(state.round, round_results(state))
    return None
