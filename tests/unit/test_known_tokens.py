"""A process's memory of confirmed seat tokens: bounded, oldest out first."""

from events.known_tokens import KnownTokens


def test_a_learned_token_gives_its_seat_for_its_game_only():
    known = KnownTokens()
    known.learn("g1", "tok", 2)
    assert (known.seat("g1", "tok"), known.seat("g2", "tok"), known.seat("g1", "other")) == (2, None, None)


def test_a_forgotten_token_gives_no_seat():
    known = KnownTokens()
    known.learn("g1", "tok", 0)
    known.forget("g1", "tok")
    assert known.seat("g1", "tok") is None


def test_past_its_limit_the_memory_forgets_the_oldest_tokens_first():
    known = KnownTokens(limit=3)
    for i in range(5):
        known.learn("g", f"t{i}", i)
    assert len(known) == 3
    assert [known.seat("g", f"t{i}") for i in range(5)] == [None, None, 2, 3, 4]
