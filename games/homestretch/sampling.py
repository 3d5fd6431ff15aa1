"""A whole Homestretch state sampled from one seat's view, for the expert's search (games/expert.py).

The view shows the board, the horses, the stables, cash, the turn, the row and the results; what it hides is drawn
here, never read:

- Cards: the share cards the seat cannot see (the blue deck, plus the red one in the second-chance buy at 4-6 seats,
  less every card in a stable, in the row, in the seat's hand and among its own picks) are shuffled and dealt, in
  the counts the view shows, to the other hands (the ghost's too), the other seats' earlier picks, the cards set
  aside, or the face-down pile. The race cards of the races to come are drawn from their decks' unseen cards.
- Sealed choices, from a model of the other players: a seat that has picked this draft round picks, most of the time
  (BASIC_SHARE), the card the basic strategy takes from its sampled hand, else one at random; a seat's tokens on the
  board are, most of the time, its biggest tokens first (the basic strategy lays its biggest token left each time),
  else a random draw of its tokens. Earlier draft picks are dealt at random (the hands they came from are not seen).
- Salts and commitments of the tokens on the board (the seat's own too: the view shows neither) are placeholders
  that differ by token, the commitment the rules' hash of value and salt; the rules only carry them to the payout.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Sequence
from functools import cache
from typing import Any

from games.base import LegalCommand, View
from games.codec import sha256_hex
from games.playout import per_view
from games.records import replace

from .bot import HORSE_OF, pick_command
from .content import CONTENT
from .state import (
    BET_TOKENS,
    PursePayment,
    RaceResult,
    Runner,
    State,
    Token,
    TokenSettlement,
    Turn,
    drafters,
)

BASIC_SHARE = 0.75  # how often another seat is taken to have chosen as the basic strategy would
SALT = "sampled"  # a sampled token's salt, followed by its place on the board
HORIZON = "game"  # an expert plays on to the end, or to a race's betting where `cut_short` values the shares
LEAD_SCALE = 30_000  # money: shares valued at their expected earnings leave a lead of about this much uncertain
CUT_AFTER = 0  # a playout is cut short at the first race's betting after one race has been run (`cut_short`)
BLUE, RED = CONTENT.deck("blue"), CONTENT.deck("red")
BIGGEST_FIRST = tuple(sorted(BET_TOKENS, reverse=True))  # the basic strategy's tokens, in the order it lays them
RACE_DECKS = {deck: tuple(c.id for c in CONTENT.race_cards.values() if c.deck == deck) for deck in CONTENT.race_decks}


def determinize(view: View, rnd: random.Random) -> State:
    """A state that shows `view` to its seat, every hidden part drawn at random."""
    seen, me = shown(view), view["you"]["seat"]
    drawn: dict[str, Any] = {"race_cards": sampled_race_cards(seen, rnd), "board": sampled_board(seen, me, rnd)}
    if seen.phase == "draft":
        drawn |= sampled_draft(seen, view, rnd)
    elif seen.phase == "buying":
        pool = BLUE + (RED if seen.seats >= 4 else ())
        drawn["pile"] = unseen(pool, _owned(seen) | set(seen.row), rnd)
    elif seen.race == 1:  # betting or racing the first race: the blue cards nobody drafted wait aside
        drawn["aside"] = unseen(BLUE, _owned(seen), rnd)
    return replace(seen, **drawn)


def visible_state(view: View) -> State:
    """The state as the view shows it: no hidden share cards or race cards to come, and the other seats' tokens on
    the board without their values (0)."""
    me, seats, phase, buying = view["you"]["seat"], view["seats"], view["phase"], view["buying"]
    turn = view["turn"]
    order = tuple(buying["order"]) if buying else ()
    buyer = buying["buyer"] if buying else None
    return State(
        seats=len(seats),
        cash=tuple(s["cash"] for s in seats),
        phase=phase,
        stables=tuple(tuple(s["shares"]) for s in seats),
        drafters=drafters(len(seats)),
        race=view["race"],
        card=view["card"]["id"] if view["card"] else None,
        runners=() if phase == "draft" else _runners(view["horses"]),
        bet_order=tuple(view["bet_order"]),
        bet_places=tuple(view["bet_places"]),
        board=tuple(_token(i, t, me) for i, t in enumerate(view["board"])),
        placings=tuple(view["placings"]),
        turn=Turn(turn["seat"], turn["rolls"], tuple(turn["dice"]), turn["step"]) if turn else None,
        row=tuple(buying["row"]) if buying else (),
        buy_round=buying["round"] if buying else 0,
        buy_order=order,
        buyers_done=len(order) if buyer is None else order.index(buyer),
        results=tuple(_result(r) for r in view["results"]),
    )


def _token(index: int, token: dict[str, Any], me: int) -> Token:
    """The index-th token on the board; its value as shown (the seat's own) or 0 (another seat's, drawn later)."""
    value = token["value"] if token["seat"] == me else 0
    return Token(token["seat"], token["horse"], token["line"], value, f"{SALT}{index}", commitment(value, index))


def _runners(horses: Sequence[dict[str, Any]]) -> tuple[Runner, ...]:
    """The runners of the race, by horse (the view lists the horses in content order)."""
    return tuple(Runner(h["horse"], h["position"], h["token"], h["place"]) for h in sorted(horses, key=_horse))


def _horse(horse: dict[str, Any]) -> int:
    """A horse's number, from its view."""
    return int(horse["horse"])


def _result(result: dict[str, Any]) -> RaceResult:
    """A finished race from its view."""
    purses = tuple(PursePayment(**p) for p in result["purses"])
    tokens = tuple(TokenSettlement(**t) for t in result["tokens"])
    return RaceResult(result["race"], result["card"], tuple(result["placings"]), purses, tokens)


def _owned(state: State) -> set[str]:
    """The share cards in any stable."""
    return {card for stable in state.stables for card in stable}


def unseen(cards: Sequence[str], seen: set[str], rnd: random.Random) -> tuple[str, ...]:
    """The cards not seen, shuffled."""
    left = [c for c in cards if c not in seen]
    rnd.shuffle(left)
    return tuple(left)


def sampled_race_cards(state: State, rnd: random.Random) -> tuple[str, ...]:
    """Each race's card: the flipped ones as shown, the races to come drawn from their decks' unseen cards."""
    known = {r.race: r.card for r in state.results}
    if state.card is not None:
        known[state.race] = state.card
    used = set(known.values())
    cards = []
    for race, deck in enumerate(CONTENT.race_decks, start=1):
        card = known.get(race)
        if card is None:
            card = rnd.choice([c for c in RACE_DECKS[deck] if c not in used])
            used.add(card)
        cards.append(card)
    return tuple(cards)


def sampled_board(state: State, me: int, rnd: random.Random) -> tuple[Token, ...]:
    """The tokens on the board, in the order laid: the seat's own as shown, the others' values drawn per seat."""
    laid = Counter(t.seat for t in state.board if t.seat != me)
    if not laid:
        return state.board
    values = {seat: iter(sampled_values(count, rnd)) for seat, count in laid.items()}
    return tuple(t if t.seat == me else _valued(t, i, next(values[t.seat])) for i, t in enumerate(state.board))


def _valued(token: Token, index: int, value: int) -> Token:
    """Another seat's token with its drawn value (and the commitment to it)."""
    return Token(token.seat, token.horse, token.line, value, token.salt, commitment(value, index))


def sampled_values(count: int, rnd: random.Random) -> tuple[int, ...]:
    """One other seat's `count` token values, in the order laid: the basic strategy's, or a random draw."""
    if rnd.random() < BASIC_SHARE:
        return BIGGEST_FIRST[:count]
    return tuple(rnd.sample(BET_TOKENS, count))


@cache
def commitment(value: int, index: int) -> str:
    """The rules' commitment to a sampled token: the hash of its value and salt."""
    return sha256_hex({"value": value, "salt": f"{SALT}{index}"})


def sampled_draft(state: State, view: View, rnd: random.Random) -> dict[str, Any]:
    """The draft's hidden cards dealt (other hands, other seats' earlier picks, the cards set aside) and the picks
    of the other seats that have picked this round drawn."""
    you, seats = view["you"], view["seats"]
    me, hand = you["seat"], tuple(you["hand"])
    mine = tuple(you["drafted"])
    my_pick = mine[-1] if seats[me]["picked"] else None
    earlier = mine[:-1] if my_pick else mine
    deck = iter(unseen(BLUE, set(hand) | set(mine), rnd))
    hands = tuple(hand if d == me else _dealt(deck, len(hand)) for d in state.drafters)
    drafted = tuple(earlier if s == me else _dealt(deck, len(earlier)) for s in range(state.seats))
    held = dict(zip(state.drafters, hands))
    theirs = {s: sampled_pick(held[s], view, rnd) for s in range(state.seats) if s != me and seats[s]["picked"]}
    picks = tuple(my_pick if s == me else theirs.get(s) for s in range(state.seats))
    return {"hands": hands, "drafted": drafted, "picks": picks, "aside": tuple(deck)}


def _dealt(deck: Iterator[str], count: int) -> tuple[str, ...]:
    """The next `count` cards of the deck."""
    return tuple(next(deck) for _ in range(count))


def sampled_pick(hand: tuple[str, ...], view: View, rnd: random.Random) -> str:
    """Another seat's pick from its hand: the basic strategy's (it reads no seat's secrets to pick), or any card."""
    if rnd.random() < BASIC_SHARE:
        return str(pick_command(view, tuple(LegalCommand({"type": "PickShare", "card": c}) for c in hand))["card"])
    return rnd.choice(hand)


shown = per_view(visible_state)  # what a view shows, read once for the many samples drawn from it


@cache
def purses_expected(card: str, horse: int) -> float:
    """The purse money a horse is expected to earn its holders on a race card (its chances of each place)."""
    win, place, show = CONTENT.odds[card][horse]
    purses = CONTENT.race_cards[card].purses
    return win * purses[0] + (place - win) * purses[1] + (show - place) * purses[2]


def cut_short(state: State) -> State | None:
    """At the start of a race's betting, from the second race on: the state scored as if each seat's shares had
    already paid what they are expected to in the races left (split among the shares held, as purses are); None
    elsewhere. Mid-game cash alone counts a share bought as money lost."""
    if state.phase != "betting" or state.race < 2 or state.board:
        return None
    held = Counter(HORSE_OF[card] for stable in state.stables for card in stable)
    cards = state.race_cards[state.race - 1 :]
    return replace(
        state, cash=tuple(cash + earnings(stable, held, cards) for cash, stable in zip(state.cash, state.stables))
    )


def earnings(stable: Sequence[str], held: Counter[int], cards: Sequence[str]) -> int:
    """What a stable's shares are expected to earn on the race cards left, each horse's purses split among the
    shares of it held (as purses are)."""
    return round(
        sum(purses_expected(card, HORSE_OF[share]) / held[HORSE_OF[share]] for share in stable for card in cards)
    )
