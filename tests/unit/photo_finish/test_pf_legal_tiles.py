"""What legal-commands offers for a die face is worked out directly for tile faces, tempo changes and interference;
it is exactly what the check of a command allows (`legal_targets`: every candidate `problem` finds nothing against),
in every race of seeded random games."""

from __future__ import annotations

import random

from events.rng import HmacRng
from games.base import StartGame
from games.photo_finish import RULESET
from games.photo_finish.legal import _die_uses, _face_targets, _target_body
from games.photo_finish.placements import TILE_FACES, legal_targets, legal_tiles, tile_problem
from workers.bots import as_command, filled


def races_of_random_games(games: int, seats: int = 3):
    """Every race state met in seeded games where each seat plays a random legal command."""
    for number in range(games):
        rnd, version = random.Random(number), 0
        state = RULESET.initial_state(seats, {})
        for event in RULESET.decide(state, StartGame(), HmacRng(f"seed-{number}", "g", version, f"sealing-{number}")):
            state = RULESET.evolve(state, event)
        while not RULESET.is_over(state):
            if state.track is not None:
                yield state.track
            seat, legal = rnd.choice([(s, lc) for s in range(seats) if (lc := RULESET.legal_commands(state, s))])
            command = as_command(RULESET, filled(rnd.choice(legal), rnd), seat)
            version += 1
            for event in RULESET.decide(state, command, HmacRng(f"seed-{number}", "g", version, f"sealing-{number}")):
                state = RULESET.evolve(state, event)


def test_every_tile_face_is_offered_on_exactly_the_tiles_its_checks_allow():
    checked = 0
    for race in races_of_random_games(12):
        for face in sorted(TILE_FACES):
            allowed = [tile for tile in race.row if tile_problem(race, face, tile) is None]
            assert legal_tiles(race, face) == allowed, (face, race)
            checked += 1
    assert checked > 1000


def offered(race, face):
    """The target fields of each use legal-commands offers for a die showing `face`, in its order."""
    uses = _die_uses(0, face, _face_targets(race, face))
    return [{k: v for k, v in use.command.items() if k not in ("type", "die")} for use in uses]


def test_tile_faces_tempo_changes_and_interference_are_offered_exactly_as_the_commands_check_allows():
    checked = 0
    for race in races_of_random_games(6):
        for face in [*sorted(TILE_FACES), "tempo_change", "interference"]:
            assert offered(race, face) == [_target_body(t) for t in legal_targets(race, face)], (face, race)
            checked += 1
    assert checked > 500
