"""A whole Long Shot state sampled from one seat's view, for the expert's search (games/expert.py).

The view shows the track, the horses and their owners, cash, reroll tokens, every bet (with its id, so their order),
the dice, the discards in order, the seat's own hand and, while the seat is a Card Thief, the hand it looks at. What
it hides is the cards: the other seats' hands (the view gives their sizes) and the deck's order (its size). Those
are drawn here, never read: every card of the 104 (content.py) that is neither in the seat's hand, nor discarded,
nor in the hand the Card Thief looks at is shuffled and dealt, in the counts the view shows, to the other hands and
the deck.

Long Shot seals nothing (bets are placed openly; a Card Thief's pick is the next command, which the playout plays),
so no model of the other players is needed: a hidden hand is any draw of the unseen cards.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from games.base import View
from games.playout import per_view

from .content import DECK_SIZE
from .evolve import evolve
from .money_events import Settled
from .settle import purses, settlements
from .state import Bet, Roll, State

CUT_AFTER = 60  # playout steps before a playout's race is called where it stands
LEAD_SCALE = 30  # dollars: a race called mid-way leaves a lead of about this much uncertain


def determinize(view: View, rnd: random.Random) -> State:
    """A state that shows `view` to its seat, the other hands and the deck order drawn at random."""
    seen, unseen = shown(view)
    cards = list(unseen)
    rnd.shuffle(cards)
    hands, dealt = [], 0
    for seat, hand in enumerate(seen.hands):
        count = view["seats"][seat]["cards"]
        if len(hand) == count:  # shown in the view: the seat's own, or the hand its Card Thief looks at
            hands.append(hand)
        else:
            hands.append(tuple(cards[dealt : dealt + count]))
            dealt += count
    return replace(seen, hands=tuple(hands), deck=tuple(cards[dealt:]))


def read(view: View) -> tuple[State, tuple[int, ...]]:
    """What the view shows and the cards it hides."""
    seen = visible_state(view)
    return seen, hidden_cards(seen, view)


def visible_state(view: View) -> State:
    """The state as the view shows it: only the hands the seat sees (the others empty), an empty deck."""
    you, seats, roll, thief = view["you"], view["seats"], view["roll"], view["card_thief"]
    if you is None:
        raise ValueError("a Long Shot state is sampled from a seat's view, not a spectator's")
    return State(
        seats=len(seats),
        move_faces=tuple(view["move_die"]),
        cash=tuple(s["cash"] for s in seats),
        spaces=tuple(h["space"] for h in view["horses"]),
        owners=tuple(h["owner"] for h in view["horses"]),
        hands=seen_hands(you, len(seats)),
        discards=_card_ids(view["discards"]),
        rerolls=tuple(bool(s["reroll_token"]) for s in seats),
        bets=_bets(seats),
        placings=tuple(view["placings"]),
        phase=view["phase"],
        turn=view["turn"],
        turns=view["turns"],
        roll=Roll(roll["horse"], roll["move"]) if roll else None,
        pending=tuple(view["bar_moves"]),
        looking_at=thief["victim"] if thief else None,
    )


def seen_hands(you: dict[str, Any], seats: int) -> tuple[tuple[int, ...], ...]:
    """The seat's own hand and the hand it looks at as Card Thief; the other hands empty."""
    hands: list[tuple[int, ...]] = [()] * seats
    hands[you["seat"]] = _card_ids(you["hand"])
    if you["looking_at"]:
        hands[you["looking_at"]["seat"]] = _card_ids(you["looking_at"]["hand"])
    return tuple(hands)


def _card_ids(cards: Sequence[dict[str, Any]]) -> tuple[int, ...]:
    """The ids of cards as the view lists them, in order."""
    return tuple([c["card"] for c in cards])


def _bets(seats: Sequence[dict[str, Any]]) -> tuple[Bet, ...]:
    """Every seat's bets in the order they were placed (a bet's id is its place in that order)."""
    bets = [Bet(b["bet"], s["seat"], b["horse"], b["amount"], b["paid_by"]) for s in seats for b in s["bets"]]
    return tuple(sorted(bets, key=lambda b: b.id))


def hidden_cards(seen: State, view: View) -> tuple[int, ...]:
    """The cards the view does not show, in id order; their number must be what the hidden places hold."""
    if seen.phase == "waiting":  # before the shuffle: no card is anywhere yet
        return ()
    shown_cards = set(seen.discards).union(*seen.hands)
    unseen = tuple([card for card in range(DECK_SIZE) if card not in shown_cards])
    places = view["deck"] + sum(s["cards"] for s, hand in zip(view["seats"], seen.hands, strict=True) if not hand)
    if len(unseen) != places:
        raise ValueError(f"the view hides {len(unseen)} cards but shows {places} hidden places for them")
    return unseen


shown = per_view(read)  # what a view shows and hides, read once for the many samples drawn from it


def cut_short(state: State) -> State | None:
    """The race called where it stands: the horses still running placed by how far along they are (the lower number
    first among level horses) behind those home, purses and bets paid; None before the first turn or after the end."""
    if state.phase in ("waiting", "settling", "over"):
        return None
    running = sorted(state.racing(), key=lambda horse: -state.space(horse))
    placed = replace(state, placings=state.placings + tuple(running[: 3 - len(state.placings)]))
    return evolve(placed, Settled(purses(placed), settlements(placed)))
