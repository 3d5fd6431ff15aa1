"""What Homestretch declares for the ledger and the audit: entries, anchors, outcomes, re-derivations."""

from __future__ import annotations

from collections.abc import Mapping
from typing import cast

from games.base import Entry, Event, Outcome, Posting, known
from games.shuffle import shuffle_outcomes

from .content import CONTENT
from .events import (
    BettingOpened,
    BlindShareBought,
    BuyPileShuffled,
    DecksShuffled,
    DiceRolled,
    DraftFinished,
    GameSetUp,
    GhostDiscarded,
    PursesPaid,
    RaceFinished,
    RaceStarted,
    RowDealt,
    ShareBought,
    TokenPlaced,
    TokensSettled,
    draft_finished,
)
from .state import (
    PursePayment,
    State,
    TokenSettlement,
    betting_order,
    buying_order,
    hand_size,
    order_places,
    purse_payments,
    scoring_places,
    settle_tokens,
)

PLACES = {1: "won", 2: "placed", 3: "showed"}


def _entry(
    kind: str,
    seat: int,
    amount: int,
    rule: str,
    memo: str,
    refs: Mapping[str, str] | None = None,
    figures: Mapping[str, int] | None = None,
) -> Entry:
    """Money from the bank to a seat (amount > 0) or from a seat to the bank (amount < 0)."""
    postings = (Posting("bank", -amount), Posting(f"seat:{seat}:cash", amount))
    return Entry(kind, postings, rule, memo, seat, refs=refs or {}, figures=figures or {})


def _purse(race: int, p: PursePayment) -> Entry:
    memo = (
        f"horse {p.horse} {PLACES[p.place]} in race {race}: seat {p.seat} holds {p.seat_shares} of the "
        f"{p.held_shares} share(s) held, so gets ${p.amount:,} of the ${p.purse:,} purse"
    )
    figures = {"purse": p.purse, "seat_shares": p.seat_shares, "held_shares": p.held_shares, "amount": p.amount}
    return _entry(
        "payout",
        p.seat,
        p.amount,
        f"homestretch.purse.{p.place}",
        memo,
        refs={"result": f"race:{race}"},
        figures=figures,
    )


def _token(race: int, t: TokenSettlement, commitment: str) -> Entry:
    place = PLACES[known(t.place, "a paying token's place")]
    memo = (
        f"horse {t.horse} {place} in race {race}: the {t.value} token on {t.horse} to {t.line} "
        f"pays {t.tote} x {t.value} x $1,000 = ${t.payout:,}"
    )
    figures = {"stake": t.value * CONTENT.token_unit, "multiplier": t.tote, "amount": t.payout}
    return _entry(
        "payout",
        t.seat,
        t.payout,
        f"homestretch.token.{t.line}",
        memo,
        refs={"bet": f"bet:{commitment}", "result": f"race:{race}"},
        figures=figures,
    )


def _commitment(state: State, t: TokenSettlement) -> str:
    return next(k.commitment for k in state.board if (k.seat, k.salt) == (t.seat, t.salt))


def journal(state: State, event: Event) -> tuple[Entry, ...]:
    """Starting cash, the draft bill, purses, winning tokens and second-chance purchases."""
    match event:
        case GameSetUp(seats=seats):
            cash = CONTENT.starting_cash
            return tuple(
                _entry(
                    "deposit",
                    s,
                    cash,
                    "homestretch.starting_cash",
                    f"seat {s} starts with ${cash:,}",
                    figures={"amount": cash},
                )
                for s in range(seats)
            )
        case DraftFinished(costs=costs):
            return tuple(
                _entry(
                    "purchase",
                    s,
                    -cost,
                    "homestretch.draft.pay",
                    f"seat {s} pays ${cost:,} for the shares it drafted",
                    figures={"amount": cost},
                )
                for s, cost in enumerate(costs)
                if cost
            )
        case PursesPaid(race=race, payments=payments):
            return tuple(_purse(race, p) for p in payments if p.amount)
        case TokensSettled(race=race, settlements=settled):
            return tuple(_token(race, t, _commitment(state, t)) for t in settled if t.payout)
        case ShareBought(seat=seat, card=card, price=price):
            return (
                _entry(
                    "purchase",
                    seat,
                    -price,
                    "homestretch.buy.face_up",
                    f"seat {seat} buys {card} for ${price:,}",
                    figures={"amount": price},
                ),
            )
        case BlindShareBought(seat=seat, card=card, price=price, fee=fee):
            return (
                _entry(
                    "purchase",
                    seat,
                    -(price + fee),
                    "homestretch.buy.blind",
                    f"seat {seat} buys the top face-down card, {card}: ${fee:,} + ${price:,}",
                    figures={"amount": price + fee},
                ),
            )
    return ()


def anchors(event: Event) -> tuple[str, ...]:
    """A token by its commitment, a race result by its race number."""
    match event:
        case TokenPlaced(commitment=commitment):
            return (f"bet:{commitment}",)
        case RaceFinished(race=race):
            return (f"race:{race}",)
    return ()


def outcomes(event: Event) -> tuple[Outcome, ...]:
    """Shuffles, the ghost's discards, salts, tie-break dice and racing dice, in draw order."""
    match event:
        case DecksShuffled():
            return (
                shuffle_outcomes(event.blue, event.blue_nonces)
                + shuffle_outcomes(event.purple, event.purple_nonces)
                + shuffle_outcomes(event.green, event.green_nonces)
            )
        case GhostDiscarded(round=round_, index=index, nonce=nonce):
            return (Outcome(nonce, index, 0, hand_size(2) - round_),)
        case TokenPlaced(salt=salt, salt_nonce=nonce):
            return (Outcome(nonce, salt),)
        case RaceStarted(tie_rolls=rolls):
            return tuple(Outcome(r.nonce, r.value, 1, 6) for r in rolls)
        case DiceRolled(die_a=a, die_b=b, nonce_a=na, nonce_b=nb):
            return Outcome(na, a, 1, 6), Outcome(nb, b, 1, 6)
        case BuyPileShuffled(draws=draws, nonces=nonces):
            return shuffle_outcomes(draws, nonces)
    return ()


def rederive(state: State, event: Event) -> Event | None:
    """The draft bill, betting order, result, purses, token payouts and dealt rows the rules give."""
    match event:
        case DraftFinished():
            return draft_finished(state)
        case BettingOpened(race=race, places_by="order"):
            return BettingOpened(race, betting_order(state.cash), order_places(betting_order(state.cash)), "order")
        case BettingOpened(race=race):
            return BettingOpened(race, betting_order(state.cash), scoring_places(state.cash))
        case RaceFinished():
            # the podium as the state has it: a short one (a tampered log) reaches the audit as a mismatch
            return RaceFinished(state.race, cast(tuple[int, int, int], state.placings[:3]))
        case PursesPaid():
            return PursesPaid(state.race, purse_payments(state))
        case TokensSettled():
            return TokensSettled(state.race, settle_tokens(state))
        case RowDealt():
            return RowDealt(state.buy_round + 1, state.pile[: state.seats - len(state.row)], buying_order(state.cash))
    return None
