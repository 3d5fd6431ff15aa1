"""(3) The one action of a turn: play a card, buy a horse, bet $5, discard two cards for $5, or pass."""

from __future__ import annotations

from games.base import Event, RuleBroken
from games.guards import is_int

from .cards import choices, play
from .commands import BuyHorse, DiscardCards, Pass, PlaceBet, PlayCard, StealCard
from .content import CONTENT
from .events import BetPlaced, CardPlayed, CardsDiscarded, CardStolen, HorseBought, Passed
from .flow import Flow, collected
from .guards import require_horse, require_racing, require_turn
from .state import State
from .turn import closing, end_turn


def _then_end(state: State, seat: int, *events: Event) -> tuple[Event, ...]:
    """The action's events, then the draw and the next turn: the turn goes on (its phase is the action's) and the
    action's events change neither the deck, the seats, the turn count nor the phase, so `state` gives the end's."""
    return events + closing(state, seat)


def buy_horse(state: State, command: BuyHorse) -> tuple[Event, ...]:
    """Buy an unowned horse still racing at its price (cash may not go below 0)."""
    require_turn(state, command.seat, "action")
    horse = require_horse(command.horse, "long_shot.buy.horse")
    if state.finished(horse):
        raise RuleBroken("long_shot.buy.finished", f"horse {horse} has finished the race: it can no longer be bought")
    if state.owner(horse) is not None:
        raise RuleBroken("long_shot.buy.owned", f"horse {horse} is owned by seat {state.owner(horse)}")
    price = CONTENT.horse(horse).price
    if state.cash[command.seat] < price:
        raise RuleBroken(
            "long_shot.buy.cash", f"horse {horse} costs ${price}; seat {command.seat} has ${state.cash[command.seat]}"
        )
    return _then_end(state, command.seat, HorseBought(command.seat, horse, price))


def place_bet(state: State, command: PlaceBet) -> tuple[Event, ...]:
    """Bet $5 on a racing horse outside the No-bets stretch (own horses too)."""
    require_turn(state, command.seat, "action")
    horse = require_horse(command.horse, "long_shot.bet.horse")
    require_racing(state, horse, "long_shot.bet.finished")
    if state.in_stretch(horse):
        raise RuleBroken("long_shot.bet.no_bets_stretch", f"horse {horse} is in the No-bets stretch: no $5 bets")
    unit = CONTENT.bet_unit
    if state.cash[command.seat] < unit:
        raise RuleBroken(
            "long_shot.bet.cash", f"a bet costs ${unit}; seat {command.seat} has ${state.cash[command.seat]}"
        )
    bet = BetPlaced(command.seat, len(state.bets), horse, unit, "cash", None)
    return _then_end(state, command.seat, bet)


def _card_in_hand(state: State, seat: int, card: object) -> int:
    if not is_int(card) or card not in state.hands[seat]:
        raise RuleBroken("long_shot.card.in_hand", f"card {card!r} is not in seat {seat}'s hand")
    return card


def discard_cards(state: State, command: DiscardCards) -> tuple[Event, ...]:
    """Discard two different cards from the hand, unplayed, for $5 from the bank."""
    require_turn(state, command.seat, "action")
    cards = (_card_in_hand(state, command.seat, command.first), _card_in_hand(state, command.seat, command.second))
    if cards[0] == cards[1]:
        raise RuleBroken("long_shot.discard.two", "discard two different cards")
    paid = collected(command.seat, CONTENT.discard_pay, "two cards discarded")
    return _then_end(state, command.seat, CardsDiscarded(command.seat, cards), *paid)


def play_card(state: State, command: PlayCard) -> tuple[Event, ...]:
    """Play a card with the horse / target seat it needs; card text beats the rules except where it may not."""
    require_turn(state, command.seat, "action")
    card = _card_in_hand(state, command.seat, command.card)
    spec, choice = CONTENT.cards[card], (command.horse, command.target)
    if is_int(command.horse) and 1 <= command.horse <= 10:
        require_racing(state, command.horse, "long_shot.card.finished_horse")
    options = choices(state, command.seat, card)
    if not options:
        why = (
            "no horse leads (before the first move or after a horse has finished)"
            if spec.lead
            else "its condition does not hold now"
        )
        raise RuleBroken(f"long_shot.card.{spec.kind}", f"{spec.name} cannot be played now: {why}")
    if choice not in options:
        listed = "; ".join(
            f"horse {h}" if h is not None else f"seat {t}" if t is not None else "no horse and no seat"
            for h, t in options
        )
        raise RuleBroken(
            f"long_shot.card.{spec.kind}.choice", f"{spec.name} ({spec.text}) may be played with: {listed}"
        )
    flow = Flow(state)
    flow.emit(CardPlayed(command.seat, card, spec.name, command.horse, command.target))
    play(flow, command.seat, card, choice)
    if flow.state.phase != "stealing":
        end_turn(flow, command.seat)
    return flow.done()


def steal_card(state: State, command: StealCard) -> tuple[Event, ...]:
    """The Card Thief takes the card it picked from the hand it looked at; then the turn goes on (the draw)."""
    require_turn(state, command.seat, "stealing")
    hand = state.hands[state.victim]
    if not is_int(command.card) or command.card not in hand:
        raise RuleBroken(
            "long_shot.card_thief.card",
            f"card {command.card!r} is not in the hand of seat "
            f"{state.looking_at}, which seat {command.seat} is looking at",
        )
    stolen = CardStolen(command.seat, state.victim, command.card, None, len(hand), None, chosen=True)
    return _then_end(state, command.seat, stolen)


def pass_turn(state: State, command: Pass) -> tuple[Event, ...]:
    """No action this turn."""
    require_turn(state, command.seat, "action")
    return _then_end(state, command.seat, Passed(command.seat))
