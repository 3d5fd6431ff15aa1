"""(3) One action (buy, bet $5, discard two for $5, pass) and (4) the draw; the No-bets stretch."""

from __future__ import annotations

import pytest
from ls_helpers import R, card_id, given, rules

from games.base import OutOfTurn, RuleBroken
from games.long_shot.commands import BuyHorse, DiscardCards, Pass, PlaceBet
from games.long_shot.events import BetPlaced, HorseBought, MoneyCollected
from tests.support.refusals import refuses
from tests.support.rules import bodies, of_type, types


def action(**kw):
    return given(phase="action", roll=(1, 1), **kw)


def postings(state, event):
    return [(p.account, p.amount) for e in R.journal(state, event) for p in e.postings]


def test_buying_an_unowned_horse_costs_its_price_paid_to_the_bank():
    """Given seat 0 with $25, when it buys Six Gun ($20), then it owns it, has $5 and the bank has $20."""
    events, after = rules.when(action(), BuyHorse(0, 6))
    assert after.owner(6) == 0 and after.cash[0] == 5
    assert postings(action(), of_type(events, HorseBought)[0]) == [("seat:0:cash", -20), ("bank", 20)]


def test_an_owned_horse_or_one_beyond_the_seat_s_cash_cannot_be_bought():
    """Given #6 owned by seat 1, or seat 0 with $15, then buying #6 is refused and not listed."""
    with refuses("long_shot.buy.owned", RuleBroken, match="owned"):
        R.decide(action(owners={6: 1}), BuyHorse(0, 6), None)
    poor = action(cash={0: 15})
    with refuses("long_shot.buy.cash", RuleBroken, match="costs"):
        R.decide(poor, BuyHorse(0, 6), None)
    assert {"type": "BuyHorse", "horse": 6} not in bodies(R.legal_commands(poor, 0))


def test_a_finished_horse_cannot_be_bought():
    """Given unowned #6 has finished, then buying it is refused and not listed (its purse is no longer at stake)."""
    state = action(placings=(6,))
    with pytest.raises(RuleBroken, match="finished") as refused:
        R.decide(state, BuyHorse(0, 6), None)
    assert refused.value.rule == "long_shot.buy.finished"
    assert {"type": "BuyHorse", "horse": 6} not in bodies(R.legal_commands(state, 0))


def test_a_5_dollar_bet_moves_cash_to_the_seat_s_stakes_and_bets_accumulate():
    """Given a $5 bet already on #4, when seat 0 bets on #4 again, then two $5 bets stand on #4."""
    events, state = rules.when(action(), PlaceBet(0, 4))
    bet = of_type(events, BetPlaced)[0]
    assert postings(action(), bet) == [("seat:0:cash", -5), ("seat:0:stakes", 5)] and R.anchors(bet) == ("bet:0",)
    state = given(phase="action", roll=(1, 1), bets=state.bets, cash={0: 20})
    _, after = rules.when(state, PlaceBet(0, 4))
    assert [(b.horse, b.amount) for b in after.bets] == [(4, 5), (4, 5)] and after.cash[0] == 15


def test_an_owner_may_bet_on_its_own_horse():
    """Given seat 0 owns #5, when it bets on #5, then the bet stands."""
    _, after = rules.when(action(owners={5: 0}), PlaceBet(0, 5))
    assert after.bets[0].horse == 5


def test_one_action_per_turn_so_at_most_5_dollars_bet_per_turn():
    """Given a bet placed, then the turn has passed on: seat 0 may not bet again."""
    _, after = rules.when(action(), PlaceBet(0, 4))
    assert after.turn == 1 and after.phase == "rolling"
    with refuses("long_shot.turn", OutOfTurn):
        R.decide(after, PlaceBet(0, 4), None)


def test_no_5_dollar_bet_on_a_horse_in_the_no_bets_stretch():
    """Given #4 on space 16 (the stretch), then a bet on it is refused and not listed; on 15 it is allowed."""
    state = action(spaces={4: 16})
    with refuses("long_shot.bet.no_bets_stretch", RuleBroken, match="No-bets stretch"):
        R.decide(state, PlaceBet(0, 4), None)
    assert {"type": "PlaceBet", "horse": 4} not in bodies(R.legal_commands(state, 0))
    assert {"type": "PlaceBet", "horse": 4} in bodies(R.legal_commands(action(spaces={4: 15}), 0))


def test_a_horse_forced_back_out_of_the_stretch_takes_bets_again():
    """Given #4 on 17 is sent back 2 to 15 by Muddy Track, then bets on #4 are allowed again."""
    from games.long_shot.commands import PlayCard

    mud = card_id("Muddy Track")
    _, after = rules.when(action(spaces={4: 17}, hands={0: (mud,)}), PlayCard(0, mud, horse=4))
    assert after.space(4) == 15 and after.can_bet_on(4)


def test_no_bet_on_a_finished_horse():
    """Given #4 finished, then a bet on it is refused."""
    with refuses("long_shot.bet.finished", RuleBroken, match="finished"):
        R.decide(action(placings=(4,)), PlaceBet(0, 4), None)


def test_cash_never_goes_below_zero_a_bet_needs_5_dollars():
    """Given seat 0 with $0, then no bet is listed and a bet is refused."""
    broke = action(cash={0: 0})
    assert not [b for b in bodies(R.legal_commands(broke, 0)) if b["type"] in ("PlaceBet", "BuyHorse")]
    with refuses("long_shot.bet.cash", RuleBroken):
        R.decide(broke, PlaceBet(0, 1), None)


def test_discarding_two_cards_pays_5_dollars_from_the_bank():
    """Given seat 0 holds 3 cards, when it discards two, then +$5 and one card left (plus the draw)."""
    state = action(hands={0: (1, 2, 3)})
    events, after = rules.when(state, DiscardCards(0, 1, 3))
    assert after.cash[0] == 30 and 2 in after.hands[0] and after.discards[-2:] == (1, 3)
    assert postings(state, of_type(events, MoneyCollected)[0]) == [("bank", -5), ("seat:0:cash", 5)]
    with refuses("long_shot.discard.two", RuleBroken):
        R.decide(state, DiscardCards(0, 1, 1), None)
    with refuses("long_shot.card.in_hand", RuleBroken):
        R.decide(state, DiscardCards(0, 1, 9), None)


def test_after_the_action_the_seat_draws_and_the_dice_pass_clockwise():
    """Given seat 3 of 4 passes, then it draws the top card and seat 0 rolls next."""
    state = given(turn=3, phase="action", roll=(1, 1))
    events, after = rules.when(state, Pass(3))
    assert types(events) == ["Passed", "CardDrawn", "TurnBegan"] and after.turn == 0
    assert after.hands[3] == (state.deck[0],) and after.turns == state.turns + 1


def test_once_the_deck_is_exhausted_nobody_draws():
    """Given an empty deck, when a seat passes, then no card is drawn."""
    events, _ = rules.when(given(phase="action", roll=(1, 1), deck=()), Pass(0))
    assert types(events) == ["Passed", "TurnBegan"]


def test_the_action_phase_lists_pass_buys_bets_and_discards():
    """Given seat 0 with two cards and $25, then pass, every affordable horse, 10 bets and one discard are listed."""
    kinds = [b["type"] for b in bodies(R.legal_commands(action(hands={0: (4, 5)}), 0))]
    assert kinds.count("Pass") == 1 and kinds.count("BuyHorse") == 10 and kinds.count("PlaceBet") == 10
    assert kinds.count("DiscardCards") == 1
