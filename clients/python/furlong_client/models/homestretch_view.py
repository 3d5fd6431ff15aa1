from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.homestretch_view_board_item import HomestretchViewBoardItem
    from ..models.homestretch_view_buying_type_0 import HomestretchViewBuyingType0
    from ..models.homestretch_view_card_type_0 import HomestretchViewCardType0
    from ..models.homestretch_view_horses_item import HomestretchViewHorsesItem
    from ..models.homestretch_view_results_item import HomestretchViewResultsItem
    from ..models.homestretch_view_seats_item import HomestretchViewSeatsItem
    from ..models.homestretch_view_turn_type_0 import HomestretchViewTurnType0
    from ..models.homestretch_view_you_type_0 import HomestretchViewYouType0


T = TypeVar("T", bound="HomestretchView")


@_attrs_define
class HomestretchView:
    """A game of `homestretch` as one seat (or the public) may see it: what its ruleset's `view` writes
    (games/homestretch/view.py).

        Attributes:
            ruleset (Literal['homestretch']):
            phase (str):
            race (int):
            races (int):
            finish (int):
            card (HomestretchViewCardType0 | None):
            horses (list[HomestretchViewHorsesItem]):
            seats (list[HomestretchViewSeatsItem]):
            bet_order (list[int]):
            bet_places (list[int]):
            board (list[HomestretchViewBoardItem]):
            turn (HomestretchViewTurnType0 | None):
            placings (list[int]):
            buying (HomestretchViewBuyingType0 | None):
            results (list[HomestretchViewResultsItem]):
            you (HomestretchViewYouType0 | None):
    """

    ruleset: Literal["homestretch"]
    phase: str
    race: int
    races: int
    finish: int
    card: HomestretchViewCardType0 | None
    horses: list[HomestretchViewHorsesItem]
    seats: list[HomestretchViewSeatsItem]
    bet_order: list[int]
    bet_places: list[int]
    board: list[HomestretchViewBoardItem]
    turn: HomestretchViewTurnType0 | None
    placings: list[int]
    buying: HomestretchViewBuyingType0 | None
    results: list[HomestretchViewResultsItem]
    you: HomestretchViewYouType0 | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.homestretch_view_buying_type_0 import HomestretchViewBuyingType0  # noqa: PLC0415
        from ..models.homestretch_view_card_type_0 import HomestretchViewCardType0  # noqa: PLC0415
        from ..models.homestretch_view_turn_type_0 import HomestretchViewTurnType0  # noqa: PLC0415
        from ..models.homestretch_view_you_type_0 import HomestretchViewYouType0  # noqa: PLC0415

        ruleset = self.ruleset

        phase = self.phase

        race = self.race

        races = self.races

        finish = self.finish

        card: dict[str, Any] | None
        if isinstance(self.card, HomestretchViewCardType0):
            card = self.card.to_dict()
        else:
            card = self.card

        horses = []
        for horses_item_data in self.horses:
            horses_item = horses_item_data.to_dict()
            horses.append(horses_item)

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        bet_order = self.bet_order

        bet_places = self.bet_places

        board = []
        for board_item_data in self.board:
            board_item = board_item_data.to_dict()
            board.append(board_item)

        turn: dict[str, Any] | None
        if isinstance(self.turn, HomestretchViewTurnType0):
            turn = self.turn.to_dict()
        else:
            turn = self.turn

        placings = self.placings

        buying: dict[str, Any] | None
        if isinstance(self.buying, HomestretchViewBuyingType0):
            buying = self.buying.to_dict()
        else:
            buying = self.buying

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        you: dict[str, Any] | None
        if isinstance(self.you, HomestretchViewYouType0):
            you = self.you.to_dict()
        else:
            you = self.you

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "phase": phase,
                "race": race,
                "races": races,
                "finish": finish,
                "card": card,
                "horses": horses,
                "seats": seats,
                "bet_order": bet_order,
                "bet_places": bet_places,
                "board": board,
                "turn": turn,
                "placings": placings,
                "buying": buying,
                "results": results,
                "you": you,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.homestretch_view_board_item import HomestretchViewBoardItem  # noqa: PLC0415
        from ..models.homestretch_view_buying_type_0 import HomestretchViewBuyingType0  # noqa: PLC0415
        from ..models.homestretch_view_card_type_0 import HomestretchViewCardType0  # noqa: PLC0415
        from ..models.homestretch_view_horses_item import HomestretchViewHorsesItem  # noqa: PLC0415
        from ..models.homestretch_view_results_item import HomestretchViewResultsItem  # noqa: PLC0415
        from ..models.homestretch_view_seats_item import HomestretchViewSeatsItem  # noqa: PLC0415
        from ..models.homestretch_view_turn_type_0 import HomestretchViewTurnType0  # noqa: PLC0415
        from ..models.homestretch_view_you_type_0 import HomestretchViewYouType0  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = cast(Literal["homestretch"], d.pop("ruleset"))
        if ruleset != "homestretch":
            raise ValueError(f"ruleset must match const 'homestretch', got '{ruleset}'")

        phase = d.pop("phase")

        race = d.pop("race")

        races = d.pop("races")

        finish = d.pop("finish")

        def _parse_card(data: object) -> HomestretchViewCardType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                card_type_0 = HomestretchViewCardType0.from_dict(data)

                return card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HomestretchViewCardType0 | None, data)

        card = _parse_card(d.pop("card"))

        horses = []
        _horses = d.pop("horses")
        for horses_item_data in _horses:
            horses_item = HomestretchViewHorsesItem.from_dict(horses_item_data)

            horses.append(horses_item)

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = HomestretchViewSeatsItem.from_dict(seats_item_data)

            seats.append(seats_item)

        bet_order = cast(list[int], d.pop("bet_order"))

        bet_places = cast(list[int], d.pop("bet_places"))

        board = []
        _board = d.pop("board")
        for board_item_data in _board:
            board_item = HomestretchViewBoardItem.from_dict(board_item_data)

            board.append(board_item)

        def _parse_turn(data: object) -> HomestretchViewTurnType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                turn_type_0 = HomestretchViewTurnType0.from_dict(data)

                return turn_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HomestretchViewTurnType0 | None, data)

        turn = _parse_turn(d.pop("turn"))

        placings = cast(list[int], d.pop("placings"))

        def _parse_buying(data: object) -> HomestretchViewBuyingType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                buying_type_0 = HomestretchViewBuyingType0.from_dict(data)

                return buying_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HomestretchViewBuyingType0 | None, data)

        buying = _parse_buying(d.pop("buying"))

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = HomestretchViewResultsItem.from_dict(results_item_data)

            results.append(results_item)

        def _parse_you(data: object) -> HomestretchViewYouType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                you_type_0 = HomestretchViewYouType0.from_dict(data)

                return you_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HomestretchViewYouType0 | None, data)

        you = _parse_you(d.pop("you"))

        homestretch_view = cls(
            ruleset=ruleset,
            phase=phase,
            race=race,
            races=races,
            finish=finish,
            card=card,
            horses=horses,
            seats=seats,
            bet_order=bet_order,
            bet_places=bet_places,
            board=board,
            turn=turn,
            placings=placings,
            buying=buying,
            results=results,
            you=you,
        )

        return homestretch_view
