"""Answers kept per Game object: made once while the game is the same object, made again when it changes."""

from bootstrap import in_memory_platform
from events.game import new_game
from games.records import replace
from service import create_app
from service.answers import EXTENSION, PER_GAME, KeptAnswers


def counting_maker(made):
    def make():
        made.append(1)
        return f"body {len(made)}".encode()

    return make


def test_an_answer_is_made_once_for_the_same_game_and_seat():
    kept, made, game = KeptAnswers(), [], new_game("g1", "toy")
    first = kept.body("game", game, 0, counting_maker(made))
    assert kept.body("game", game, 0, counting_maker(made)) == first and len(made) == 1


def test_a_new_game_object_another_seat_or_route_makes_its_own_answer():
    kept, made, game = KeptAnswers(), [], new_game("g1", "toy")
    kept.body("game", game, 0, counting_maker(made))
    kept.body("game", game, 1, counting_maker(made))
    kept.body("game", game, None, counting_maker(made))
    kept.body("legal-commands", game, 0, counting_maker(made))
    changed = replace(game, version=1)
    assert kept.body("game", changed, 0, counting_maker(made)) == b"body 5"
    assert len(made) == 5


def test_an_equal_but_other_game_object_is_not_taken_for_the_kept_one():
    kept, made, game = KeptAnswers(), [], new_game("g1", "toy")
    kept.body("game", game, 0, counting_maker(made))
    kept.body("game", replace(game), 0, counting_maker(made))
    assert len(made) == 2


def test_past_its_limit_the_oldest_answers_are_dropped():
    kept = KeptAnswers(limit=2)
    for i in range(4):
        kept.body("game", new_game(f"g{i}", "toy"), None, lambda: b"x")
    assert len(kept) == 2


def test_an_app_keeps_answers_for_as_many_games_as_it_keeps_hot_states():
    app = create_app({"TESTING": True}, platform=in_memory_platform(config={"HOT_GAMES": 3}))
    kept = app.extensions[EXTENSION]
    for i in range(4 * PER_GAME):
        kept.body("game", new_game(f"g{i}", "toy"), None, lambda: b"x")
    assert len(kept) == 3 * PER_GAME
