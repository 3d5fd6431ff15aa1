"""Components: horses, prices, share decks, handicap tokens, race cards and the tote board's printed cells."""

from __future__ import annotations

from collections import Counter

from games.homestretch.content import CONTENT, FAVOURITES, FIELD, LONGSHOTS

KNOWN_NAMES = {2: "Emalus", 6: "Pressure Point", 7: "Time's Up", 8: "My Lucky Day", 12: "Pants on Fire"}


def test_horses_two_to_twelve_have_names_and_the_known_prices():
    """Then horses 2-12 cost 2k 4k 6k 8k 10k 10k 10k 8k 6k 4k 2k and carry the five names the rules know."""
    assert [CONTENT.horses[h].price for h in range(2, 13)] == [
        2000,
        4000,
        6000,
        8000,
        10000,
        10000,
        10000,
        8000,
        6000,
        4000,
        2000,
    ]
    assert all(CONTENT.horses[h].name == name for h, name in KNOWN_NAMES.items())
    assert len({h.name for h in CONTENT.horses.values()}) == 11


def test_three_shares_per_horse_two_blue_one_red():
    """Then 33 share cards: 22 blue (two per horse) and 11 red (one per horse)."""
    horses = Counter((c.horse, c.deck) for c in CONTENT.share_cards.values())
    assert len(CONTENT.share_cards) == 33 and len(CONTENT.deck("blue")) == 22 and len(CONTENT.deck("red")) == 11
    assert all(horses[(h, "blue")] == 2 and horses[(h, "red")] == 1 for h in range(2, 13))


def test_handicap_tokens_and_bet_tokens():
    """Then 2 x (+2), 2 x (+4), 2 x (+6), 3 x X, and bet tokens 1, 1, 2, 2, 3 worth $1,000 a point."""
    assert CONTENT.handicap_tokens == {"+2": 2, "+4": 2, "+6": 2, "X": 3}
    assert CONTENT.bet_tokens == (1, 1, 2, 2, 3) and CONTENT.token_unit == 1000


def test_twelve_purple_and_eleven_green_race_cards_within_their_purse_ranges():
    """Then purple purses lie in $6k-$24k, green in $12k-$36k, and no card needs more tokens than exist."""
    cards = list(CONTENT.race_cards.values())
    assert Counter(c.deck for c in cards) == {"purple": 12, "green": 11}
    for card in cards:
        low, high = (6000, 24000) if card.deck == "purple" else (12000, 36000)
        assert all(low <= p <= high for p in card.purses)
        used = Counter(card.handicaps.values())
        assert all(used[t] <= n for t, n in CONTENT.handicap_tokens.items())


def test_race_cards_differ_in_what_they_favour():
    """Then the favourite to win differs between cards (handicaps change the race a player should back)."""
    favourites = {max(CONTENT.odds[c], key=lambda h: CONTENT.odds[c][h][0]) for c in CONTENT.race_cards}
    assert len(favourites) >= 5


def test_the_tote_board_prints_eleven_to_win_at_ten_and_seven_to_place_at_two():
    """Then the two cells the rules fix hold exactly."""
    assert CONTENT.tote[11][0] == 10 and CONTENT.tote[7][1] == 2


def test_the_groups_for_the_tie_breaks():
    """Then longshots 2, 3, 11, 12; field 4, 5, 9, 10; favourites 6, 7, 8."""
    assert sorted(LONGSHOTS + FIELD + FAVOURITES) == list(range(2, 13))
