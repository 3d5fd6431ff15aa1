"""Matching seekers (app/seeks.py): first come first served, within every seeker's rating window, never a player
twice, bots only for seekers who allow them and only once the oldest has waited long enough."""

from __future__ import annotations

from app.seeks import Seek, find_group, match_id, seated


def seek(n, rating=0.0, below=None, above=None, bots_after_s=None, player=None, seats=2, created_at=None):
    return Seek(f"s{n}", player or f"p{n}", f"P{n}", "photo_finish", seats, {}, rating,
                float(n if created_at is None else created_at), below, above, bots_after_s)  # fmt: skip


def ids(found):
    group, bots = found
    return [s.seek_id for s in group], bots


def test_the_first_seekers_to_arrive_are_matched_first():
    assert ids(find_group([seek(1), seek(2), seek(3)], now=10)) == (["s1", "s2"], 0)


def test_a_seeker_is_seated_only_with_seekers_in_its_window_and_whose_window_holds_it():
    waiting = [seek(1, rating=0, below=5, above=5), seek(2, rating=20), seek(3, rating=3, below=1, above=1)]
    assert find_group(waiting, now=10) is None  # 1 and 3 fit 1's window, but 1 is not in 3's
    waiting.append(seek(4, rating=4))
    assert ids(find_group(waiting, now=10)) == (["s1", "s4"], 0)


def test_a_group_that_only_a_search_finds_is_found():
    waiting = [seek(1, rating=0, above=10, seats=3), seek(2, rating=9, seats=3, below=1), seek(3, rating=5, seats=3),
               seek(4, rating=6, seats=3)]  # fmt: skip
    assert ids(find_group(waiting, now=10)) == (["s1", "s3", "s4"], 0)  # 2 fits 1, but not 3 or 4


def test_one_player_never_fills_two_seats():
    assert find_group([seek(1, player="ann"), seek(2, player="ann")], now=10) is None


def test_bots_fill_the_table_once_the_oldest_seeker_has_waited_and_only_with_seekers_who_allow_them():
    waiting = [seek(1, seats=4, bots_after_s=30), seek(2, seats=4), seek(3, seats=4, bots_after_s=300)]
    assert find_group(waiting, now=20) is None
    assert ids(find_group(waiting, now=31)) == (["s1", "s3"], 2)


def test_a_group_always_makes_the_same_game_and_alike_names_are_numbered_apart():
    assert match_id(["s2", "s1"]) == match_id(["s1", "s2"]) != match_id(["s1", "s3"])
    a, b = seek(1), seek(2)
    b = Seek(b.seek_id, b.player_id, "P1", "photo_finish", 3, {}, 0.0, 2.0)
    seats = seated([a, b], bots=1)
    assert [(s.name, s.player, s.bot) for s in seats] == [
        ("P1", "p1", None),
        ("P1 2", "p2", None),
        (None, None, "basic"),
    ]
