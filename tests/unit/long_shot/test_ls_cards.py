"""Every Long Shot card: its effect, its targets, and where the rules beat the card text."""

from __future__ import annotations

import pytest
from ls_helpers import R, card_id, given, rules

from games.base import RuleBroken
from games.long_shot.commands import DiscardCards, PlayCard
from games.long_shot.events import BetPlaced, CardPlayed, HandSeen, MoneyTaken
from games.long_shot.state import Bet
from tests.support.refusals import refuses
from tests.support.rules import bodies, of_type


def play(name, horse=None, target=None, values=(), **kw):
    """Seat 0 plays the named card in its action phase; the events and the state after."""
    card = card_id(name)
    hands = {0: (card,), **kw.pop("hands", {})}
    state = given(phase="action", roll=kw.pop("roll", (1, 1)), hands=hands, **kw)
    return rules.when(state, PlayCard(0, card, horse=horse, target=target), values)


def options(name, **kw):
    card = card_id(name)
    hands = {0: (card,), **kw.pop("hands", {})}
    state = given(phase="action", roll=kw.pop("roll", (1, 1)), hands=hands, **kw)
    return [(b.get("horse"), b.get("target")) for b in bodies(R.legal_commands(state, 0)) if b["type"] == "PlayCard"]


LEAD = {3: 5, 4: 5, 7: 2}  # horses 3 and 4 share the lead on space 5


def test_winners_circle_bonus_pays_10_to_the_owner_of_a_leader():
    """Given seat 0 owns #3 in the lead, then +$10; owning no leader, nothing."""
    assert play("Winner's Circle Bonus", spaces=LEAD, owners={3: 0})[1].cash[0] == 35
    assert play("Winner's Circle Bonus", spaces=LEAD)[1].cash[0] == 25


def test_back_the_leader_bets_5_on_a_leader_even_in_the_no_bets_stretch():
    """Given #3 leading on 18, then a $5 bet on #3 stands; only leaders may be chosen."""
    events, after = play("Back the Leader", horse=3, spaces={3: 18})
    assert after.bets[0].horse == 3 and after.cash[0] == 20 and of_type(events, BetPlaced)[0].card is not None
    assert options("Back the Leader", spaces={3: 18}) == [(3, None)]


def test_close_the_gap_moves_a_horse_up_to_the_lead_space():
    """Given leaders on 5 and #7 on 2, then #7 moves to 5."""
    assert play("Close the Gap", horse=7, spaces=LEAD)[1].space(7) == 5
    assert (3, None) not in options("Close the Gap", spaces=LEAD)


def test_leader_stumbles_moves_every_leader_back_2():
    """Given #3 and #4 leading on 5, then both go back to 3."""
    _, after = play("Leader Stumbles", spaces=LEAD)
    assert (after.space(3), after.space(4), after.space(7)) == (3, 3, 2)


def test_lead_cards_are_void_before_any_horse_leads_and_after_a_horse_finished_but_may_be_discarded():
    """Given horse 6 finished, then no lead card is playable; it may still be discarded for $5."""
    for name in ("Winner's Circle Bonus", "Back the Leader", "Close the Gap", "Leader Stumbles"):
        assert options(name, spaces=LEAD, placings=(6,)) == [] and options(name) == []
    with refuses("long_shot.card.lead_stumbles", RuleBroken, match="no horse leads"):
        play("Leader Stumbles", spaces=LEAD, placings=(6,))
    cards = (card_id("Leader Stumbles"), card_id("Payday"))
    state = given(phase="action", roll=(1, 1), hands={0: cards}, spaces=LEAD, placings=(6,))
    assert rules.when(state, DiscardCards(0, *cards))[1].cash[0] == 30


@pytest.mark.parametrize("name, paid", [("Payday", 5), ("Jackpot", 10)])
def test_money_cards_pay_from_the_bank(name, paid):
    """Given a money card, then the bank pays its amount."""
    assert play(name)[1].cash[0] == 25 + paid


def test_owners_purse_pays_5_per_horse_owned():
    """Given seat 0 owns three horses, then +$15."""
    assert play("Owner's Purse", owners={1: 0, 2: 0, 3: 0})[1].cash[0] == 40


def test_long_shot_bonus_pays_10_to_the_owner_of_a_last_place_horse():
    """Given seat 0 owns #7 alone in last place, then +$10; owning a leader only, nothing."""
    spaces = dict.fromkeys(range(1, 11), 3) | {7: 1}
    assert play("Long Shot Bonus", spaces=spaces, owners={7: 0})[1].cash[0] == 35
    assert play("Long Shot Bonus", spaces=spaces, owners={1: 0})[1].cash[0] == 25


def test_giddy_up_moves_its_horse_2_forward():
    """Given Giddy Up #6, then #6 moves 2; it names only horse 6."""
    assert play("Giddy Up #6", horse=6)[1].space(6) == 2
    assert options("Giddy Up #6") == [(6, None)]


def test_muddy_track_sends_any_horse_2_back_never_behind_the_start():
    """Given #2 on 1, then it ends on 0."""
    assert play("Muddy Track", horse=2, spaces={2: 1})[1].space(2) == 0


def test_spur_moves_any_horse_1_forward_and_can_carry_it_across_the_line():
    """Given #2 on 20, then Spur finishes it first."""
    _events, after = play("Spur", horse=2, spaces={2: 20})
    assert after.placings == (2,)


def test_sprint_moves_one_of_the_seat_s_own_horses_3():
    """Given seat 0 owns #8 only, then only #8 may be sprinted, 3 spaces."""
    assert options("Sprint", owners={8: 0}) == [(8, None)]
    assert play("Sprint", horse=8, owners={8: 0})[1].space(8) == 3
    with refuses("long_shot.card.sprint.choice", RuleBroken):
        play("Sprint", horse=2, owners={8: 0})


def test_lucky_numba_is_playable_only_when_the_horse_die_shows_its_number():
    """Given the roll showed 7, then Lucky Numba 7 moves #7 3; with a roll of 2 it cannot be played."""
    assert play("Lucky Numba 7", horse=7, roll=(7, 1))[1].space(7) == 3
    assert options("Lucky Numba 7", roll=(2, 1)) == []


def test_pickpocket_takes_5_dollars_or_all_a_seat_has():
    """Given seat 2 has $3, then seat 0 takes $3 from it (cash never below 0)."""
    events, after = play("Pickpocket", target=2, cash={2: 3})
    assert of_type(events, MoneyTaken)[0].amount == 3 and (after.cash[0], after.cash[2]) == (28, 0)
    entry = R.journal(given(cash={2: 3}), of_type(events, MoneyTaken)[0])[0]
    assert [(p.account, p.amount) for p in entry.postings] == [("seat:2:cash", -3), ("seat:0:cash", 3)]


def test_card_thief_targets_a_seat_with_cards_and_looks_at_its_hand():
    """Given seat 1 holds two cards and seat 2 none, then only seat 1 may be robbed; the thief sees both cards
    (the pick itself: test_ls_card_thief.py)."""
    assert options("Card Thief", hands={1: (30, 31)}) == [(None, 1)]
    events, after = play("Card Thief", target=1, hands={1: (30, 31)})
    assert of_type(events, HandSeen)[0].cards == (30, 31) and after.phase == "stealing"


def test_inside_tip_bets_5_on_any_racing_horse_even_in_the_stretch():
    """Given #5 on 19, then Inside Tip bets on it; a finished horse may never be backed, whatever the card says."""
    assert play("Inside Tip", horse=5, spaces={5: 19})[1].bets[0].horse == 5
    assert 4 not in [h for h, _ in options("Inside Tip", placings=(4,))]
    with refuses("long_shot.card.finished_horse", RuleBroken, match="finished"):
        play("Inside Tip", horse=4, placings=(4,))


FIVE_A_TURN = "You MAY NOT bet more than $5 per turn."


def test_no_card_bets_more_than_5_dollars_a_turn():
    """FIVE_A_TURN: given every bet card, then none stakes more than the $5 bet unit."""
    from games.long_shot.cards import BETS
    from games.long_shot.content import CONTENT

    assert {c.amount for c in CONTENT.cards if c.kind in BETS} == {CONTENT.bet_unit} == {5}


def test_double_down_adds_5_dollars_to_a_horse_the_seat_has_backed_even_in_the_no_bets_stretch():
    """FIVE_A_TURN: given seat 0 backed #5 (now on 17, in the stretch) and seat 1 backed #2, then Double Down may
    back #5 only, for $5; the bets on #5 accumulate."""
    backed = (Bet(0, 0, 5, 5), Bet(1, 1, 2, 5))
    assert options("Double Down", spaces={5: 17}, bets=backed) == [(5, None)]
    events, after = play("Double Down", horse=5, spaces={5: 17}, bets=backed)
    assert of_type(events, BetPlaced)[0].amount == 5 and after.cash[0] == 20
    assert [b.amount for b in after.bets if (b.seat, b.horse) == (0, 5)] == [5, 5]


def test_double_down_needs_a_bet_of_the_seat_s_own_on_a_racing_horse_and_5_dollars():
    """Given no bet of seat 0, or its only bet on a finished horse, or $4 in cash, then Double Down is not playable."""
    assert options("Double Down") == []
    assert options("Double Down", bets=(Bet(0, 0, 4, 5),), placings=(4,)) == []
    assert options("Double Down", bets=(Bet(0, 0, 5, 5),), cash={0: 4}) == []
    with refuses("long_shot.card.double_down.choice", RuleBroken):
        play("Double Down", horse=2, bets=(Bet(0, 0, 5, 5),))


def test_an_old_10_dollar_double_down_bet_still_settles_at_10_dollars():
    """Given a log of the old rules with a $10 Double Down bet on #4, when #4 places, then it pays $10 x 6."""
    from games.long_shot.events import Settled
    from games.long_shot.settle import settlements

    old = BetPlaced(0, 0, 4, 10, "cash", card_id("Double Down"))
    state = rules.fold(given(placings=(7, 4, 5)), (old,))
    assert state.cash[0] == 15 and [(s.amount, s.payout) for s in settlements(state)] == [(10, 60)]
    assert isinstance(R.rederive(state, Settled((), ())), Settled)


def test_on_the_house_has_the_bank_stake_5_for_the_seat():
    """Given On the House on #9, then a $5 bank-paid bet stands and the seat's cash is untouched."""
    events, after = play("On the House", horse=9, cash={0: 0})
    bet = of_type(events, BetPlaced)[0]
    assert bet.paid_by == "bank" and after.cash[0] == 0
    entry = R.journal(given(), bet)[0]
    assert [(p.account, p.amount) for p in entry.postings] == [("bank", -5), ("seat:0:stakes", 5)]


def test_a_played_card_is_shown_and_discarded_and_a_card_not_in_hand_is_refused():
    """Given seat 0 plays Payday, then CardPlayed names it and it lies on the discards; a foreign card is refused."""
    events, after = play("Payday")
    assert of_type(events, CardPlayed)[0].name == "Payday" and after.discards[-1] == card_id("Payday")
    with refuses("long_shot.card.in_hand", RuleBroken, match="not in seat 0"):
        R.decide(given(phase="action", roll=(1, 1)), PlayCard(0, 3), None)


def test_a_card_lists_and_takes_only_the_horse_or_seat_it_needs():
    """Given Payday, Spur and Pickpocket in hand, then their legal bodies omit the fields they do not need,
    and a body sending them as null is the same command."""
    payday, spur, pick = card_id("Payday"), card_id("Spur"), card_id("Pickpocket")
    state = given(phase="action", roll=(1, 1), hands={0: (payday, spur, pick)})
    plays = [b for b in bodies(R.legal_commands(state, 0)) if b["type"] == "PlayCard"]
    assert {"type": "PlayCard", "card": payday} in plays
    assert {"type": "PlayCard", "card": spur, "horse": 4} in plays
    assert {"type": "PlayCard", "card": pick, "target": 2} in plays
    assert all(None not in b.values() for b in plays)
    from service.command_codec import parse_command

    assert parse_command(R, {"type": "PlayCard", "card": payday, "horse": None, "target": None}, 0) == PlayCard(
        0, payday
    )
    played = of_type(rules.when(state, PlayCard(0, payday))[0], CardPlayed)[0]
    assert (played.horse, played.target) == (None, None)


def test_a_card_given_a_horse_or_seat_it_does_not_take_is_refused():
    """Given Payday, when it is sent with a horse, then it is refused naming how it may be played."""
    with refuses("long_shot.card.collect.choice", RuleBroken, match="no horse and no seat"):
        play("Payday", horse=3)
    with refuses("long_shot.card.pickpocket.choice", RuleBroken, match="seat 1"):
        play("Pickpocket")


def test_card_played_events_of_schema_1_read_their_0_and_minus_1_as_none():
    """Given a stored schema-1 CardPlayed with horse 0 and target -1, when upcast, then both are None."""
    from events.upcast import upcast

    data = {"seat": 0, "card": 13, "name": "Payday", "horse": 0, "target": -1}
    assert CardPlayed.SCHEMA == 2
    assert upcast(R.upcasters, "CardPlayed", 1, data, 7) == {**data, "horse": None, "target": None}
    assert upcast(R.upcasters, "CardPlayed", 1, {**data, "horse": 5}, 7)["horse"] == 5
