"""view(state, seat): what a seat (or the public, seat None) may see; JSON-able."""

from __future__ import annotations

from typing import Any

from games.base import schema_beside
from games.codec import to_jsonable

from .content import CONTENT, FINISH, LINES
from .state import PursePayment, RaceResult, State, TokenSettlement, colour, current_buyer

VIEW_SCHEMA = schema_beside(__file__)  # what every view below meets (openapi.yaml's <Id>View)


def _card(card_id: str | None) -> dict[str, Any] | None:
    """The flipped race card."""
    if card_id is None:
        return None
    card = CONTENT.race_cards[card_id]
    return {
        "id": card.id,
        "deck": card.deck,
        "name": card.name,
        "purses": dict(zip(LINES, card.purses)),
        "handicaps": {str(h): t for h, t in card.handicaps.items()},
    }


# Each horse's fixed facts, in content order: its number, name, price and tote values by line.
HORSE_FACTS = tuple(
    (h.horse, h.name, h.price, dict(zip(LINES, CONTENT.tote[h.horse]))) for h in CONTENT.horses.values()
)


def _horses(state: State) -> list[dict[str, Any]]:
    """Every horse: name, price, tote values, and in a race its space, unused token and place."""
    runners = state.runners  # in a race, the runner of horse n is runners[n - 2]
    return [
        {
            "horse": n,
            "name": name,
            "price": price,
            "tote": tote.copy(),
            "position": runners[n - 2].position if runners else 0,
            "token": runners[n - 2].token if runners else None,
            "place": runners[n - 2].place if runners else None,
        }
        for n, name, price, tote in HORSE_FACTS
    ]


def _seats(state: State) -> list[dict[str, Any]]:
    """Public facts per seat: colour, cash, shares owned (face up), tokens in hand, draft progress."""
    return [
        {
            "seat": s,
            "colour": colour(s),
            "cash": state.cash[s],
            "shares": list(state.stables[s]) if state.stables else [],
            "tokens_left": len(state.tokens_left(s)) if state.phase == "betting" else 0,
            "hand_size": len(state.hand_of(s)) if state.phase == "draft" else 0,
            "picked": state.picks[s] is not None if state.phase == "draft" and state.picks else None,
        }
        for s in range(state.seats)
    ]


def _board(state: State, seat: int | None) -> list[dict[str, Any]]:
    """The tokens on the tote board; a value shows only to its owner."""
    return [
        {"seat": t.seat, "horse": t.horse, "line": t.line, "value": t.value if t.seat == seat else None}
        for t in state.board
    ]


def _you(state: State, seat: int) -> dict[str, Any]:
    """The viewer's own secrets: its hand, its picks so far and its tokens left."""
    drafting = state.phase == "draft" and bool(state.picks)  # not once the draft's last event has emptied it
    drafted = list(state.drafted[seat]) if drafting and state.drafted else []
    pick = state.picks[seat] if drafting else None
    return {
        "seat": seat,
        "colour": colour(seat),
        "hand": list(state.hand_of(seat)) if state.phase == "draft" else [],
        "drafted": drafted + ([pick] if pick else []),
        "tokens_left": list(state.tokens_left(seat)),
    }


def _buying(state: State) -> dict[str, Any] | None:
    if state.phase != "buying":
        return None
    return {
        "round": state.buy_round,
        "row": list(state.row),
        "pile_size": len(state.pile),
        "order": list(state.buy_order),
        "buyer": current_buyer(state),
        "blind_fee": CONTENT.blind_buy_fee,
    }


def _scalars(record: PursePayment | TokenSettlement) -> dict[str, Any]:
    """A record of scalar fields as the codec encodes it: its fields in order (frozen dataclasses keep them in
    `__dict__`, as games.records relies on)."""
    return record.__dict__.copy()


def _result(result: RaceResult) -> dict[str, Any]:
    """A finished race as the codec encodes it."""
    return {
        "race": result.race,
        "card": result.card,
        "placings": list(result.placings),
        "purses": [_scalars(p) for p in result.purses],
        "tokens": [_scalars(t) for t in result.tokens],
    }


def view(state: State, seat: int | None) -> dict[str, Any]:
    """The game as `seat` may see it: never the deck orders, others' hands or picks, or others' token values."""
    you = _you(state, seat) if seat is not None and 0 <= seat < state.seats else None
    return {
        "ruleset": "homestretch",
        "phase": state.phase,
        "race": state.race,
        "races": len(CONTENT.race_decks),
        "finish": FINISH,
        "card": _card(state.card),
        "horses": _horses(state),
        "seats": _seats(state),
        "bet_order": list(state.bet_order),
        "bet_places": list(state.bet_places),
        "board": _board(state, seat),
        "turn": to_jsonable(state.turn),
        "placings": list(state.placings),
        "buying": _buying(state),
        "results": [_result(r) for r in state.results],
        "you": you,
    }
