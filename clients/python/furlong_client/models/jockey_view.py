from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.jockey_view_horses_item import JockeyViewHorsesItem
    from ..models.jockey_view_played_item import JockeyViewPlayedItem
    from ..models.jockey_view_results_item import JockeyViewResultsItem
    from ..models.jockey_view_seats_item import JockeyViewSeatsItem
    from ..models.jockey_view_you_type_0 import JockeyViewYouType0


T = TypeVar("T", bound="JockeyView")


@_attrs_define
class JockeyView:
    """A game of `jockey` as one seat (or the public) may see it: what its ruleset's `view` writes (games/jockey/view.py).

    Attributes:
        ruleset (Literal['jockey']):
        track_length (int):
        horses (list[JockeyViewHorsesItem]):
        rounds (int):
        races (int):
        race (int):
        round_ (int):
        phase (str):
        dealer (int):
        turn (int | None):
        finishers (list[str]):
        played (list[JockeyViewPlayedItem]):
        reserve_size (int):
        seats (list[JockeyViewSeatsItem]):
        results (list[JockeyViewResultsItem]):
        round_results (list[Any]):
        you (JockeyViewYouType0 | None):
    """

    ruleset: Literal["jockey"]
    track_length: int
    horses: list[JockeyViewHorsesItem]
    rounds: int
    races: int
    race: int
    round_: int
    phase: str
    dealer: int
    turn: int | None
    finishers: list[str]
    played: list[JockeyViewPlayedItem]
    reserve_size: int
    seats: list[JockeyViewSeatsItem]
    results: list[JockeyViewResultsItem]
    round_results: list[Any]
    you: JockeyViewYouType0 | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.jockey_view_you_type_0 import JockeyViewYouType0  # noqa: PLC0415

        ruleset = self.ruleset

        track_length = self.track_length

        horses = []
        for horses_item_data in self.horses:
            horses_item = horses_item_data.to_dict()
            horses.append(horses_item)

        rounds = self.rounds

        races = self.races

        race = self.race

        round_ = self.round_

        phase = self.phase

        dealer = self.dealer

        turn: int | None
        turn = self.turn

        finishers = self.finishers

        played = []
        for played_item_data in self.played:
            played_item = played_item_data.to_dict()
            played.append(played_item)

        reserve_size = self.reserve_size

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        round_results = self.round_results

        you: dict[str, Any] | None
        if isinstance(self.you, JockeyViewYouType0):
            you = self.you.to_dict()
        else:
            you = self.you

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "track_length": track_length,
                "horses": horses,
                "rounds": rounds,
                "races": races,
                "race": race,
                "round": round_,
                "phase": phase,
                "dealer": dealer,
                "turn": turn,
                "finishers": finishers,
                "played": played,
                "reserve_size": reserve_size,
                "seats": seats,
                "results": results,
                "round_results": round_results,
                "you": you,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.jockey_view_horses_item import JockeyViewHorsesItem  # noqa: PLC0415
        from ..models.jockey_view_played_item import JockeyViewPlayedItem  # noqa: PLC0415
        from ..models.jockey_view_results_item import JockeyViewResultsItem  # noqa: PLC0415
        from ..models.jockey_view_seats_item import JockeyViewSeatsItem  # noqa: PLC0415
        from ..models.jockey_view_you_type_0 import JockeyViewYouType0  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = cast(Literal["jockey"], d.pop("ruleset"))
        if ruleset != "jockey":
            raise ValueError(f"ruleset must match const 'jockey', got '{ruleset}'")

        track_length = d.pop("track_length")

        horses = []
        _horses = d.pop("horses")
        for horses_item_data in _horses:
            horses_item = JockeyViewHorsesItem.from_dict(horses_item_data)

            horses.append(horses_item)

        rounds = d.pop("rounds")

        races = d.pop("races")

        race = d.pop("race")

        round_ = d.pop("round")

        phase = d.pop("phase")

        dealer = d.pop("dealer")

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        finishers = cast(list[str], d.pop("finishers"))

        played = []
        _played = d.pop("played")
        for played_item_data in _played:
            played_item = JockeyViewPlayedItem.from_dict(played_item_data)

            played.append(played_item)

        reserve_size = d.pop("reserve_size")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = JockeyViewSeatsItem.from_dict(seats_item_data)

            seats.append(seats_item)

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = JockeyViewResultsItem.from_dict(results_item_data)

            results.append(results_item)

        round_results = cast(list[Any], d.pop("round_results"))

        def _parse_you(data: object) -> JockeyViewYouType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                you_type_0 = JockeyViewYouType0.from_dict(data)

                return you_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JockeyViewYouType0 | None, data)

        you = _parse_you(d.pop("you"))

        jockey_view = cls(
            ruleset=ruleset,
            track_length=track_length,
            horses=horses,
            rounds=rounds,
            races=races,
            race=race,
            round_=round_,
            phase=phase,
            dealer=dealer,
            turn=turn,
            finishers=finishers,
            played=played,
            reserve_size=reserve_size,
            seats=seats,
            results=results,
            round_results=round_results,
            you=you,
        )

        return jockey_view
