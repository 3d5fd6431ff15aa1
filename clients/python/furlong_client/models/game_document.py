from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_document_seed import GameDocumentSeed
from ..models.game_status import GameStatus
from ..models.ruleset_id import RulesetId
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.game_document_deadlines_item import GameDocumentDeadlinesItem
    from ..models.game_document_time_banks_item import GameDocumentTimeBanksItem
    from ..models.homestretch_view import HomestretchView
    from ..models.jockey_view import JockeyView
    from ..models.long_shot_view import LongShotView
    from ..models.neck_and_neck_view import NeckAndNeckView
    from ..models.photo_finish_view import PhotoFinishView
    from ..models.public_seat import PublicSeat
    from ..models.standing import Standing


T = TypeVar("T", bound="GameDocument")


@_attrs_define
class GameDocument:
    """The game as the caller (a seat, or a spectator) may see it.

    Attributes:
        game_id (str):
        ruleset (RulesetId): A ruleset id, as listed by `GET /rulesets`.
        status (GameStatus): `open` until every seat is filled, `running` until the rules say the game is over, then
            `finished`.
        version (int): The version of the last event folded in.
        created_at (datetime.datetime):
        seed (GameDocumentSeed): Who chose the game's seed: `server` (drawn in secret; nobody can know a roll in
            advance) or `chosen` (its creator chose it with the `seed` option, so they know every roll, draw and shuffle in
            advance; only all-bot games and the operator's admin token may; see docs/fairness.md).
        seats (list[PublicSeat]):
        seat (int | None): The caller's seat; null for a spectator.
        view (HomestretchView | JockeyView | LongShotView | NeckAndNeckView | None | PhotoFinishView): The ruleset's
            state as the caller may see it (`GameView`: each
            ruleset's view, told apart by its `ruleset`; for `neck_and_neck`:
            track, race, phase, turn, roll, horses, placings, seats' cash,
            results and `you`, the caller's own sealed bets; each ruleset's
            doc in docs/rules/ describes its view). Others' hands, sealed bets
            and the order of any deck never appear in it. Null until the game
            has started.
        standings (list[Standing] | None): Final money and rank per seat once the game is finished; null before.
        deadlines (list[GameDocumentDeadlinesItem]): Each human seat that owes a command, with the UTC time its turn
            times out
            (option `turn_timeout_s`, or its time bank with `time_bank_s`; empty when neither). At the deadline the seat's
            default
            action is played for it (betting: done, no further bet; otherwise the basic
            bot), after a `TurnTimedOut` event.
        time_banks (list[GameDocumentTimeBanksItem] | Unset): With the `time_bank_s` option: each seat's seconds left in
            its bank as its
            current (or next) turn began; a seat that owes now has until its `deadlines` time.
    """

    game_id: str
    ruleset: RulesetId
    status: GameStatus
    version: int
    created_at: datetime.datetime
    seed: GameDocumentSeed
    seats: list[PublicSeat]
    seat: int | None
    view: HomestretchView | JockeyView | LongShotView | NeckAndNeckView | None | PhotoFinishView
    standings: list[Standing] | None
    deadlines: list[GameDocumentDeadlinesItem]
    time_banks: list[GameDocumentTimeBanksItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.homestretch_view import HomestretchView  # noqa: PLC0415
        from ..models.jockey_view import JockeyView  # noqa: PLC0415
        from ..models.long_shot_view import LongShotView  # noqa: PLC0415
        from ..models.neck_and_neck_view import NeckAndNeckView  # noqa: PLC0415
        from ..models.photo_finish_view import PhotoFinishView  # noqa: PLC0415

        game_id = self.game_id

        ruleset = self.ruleset.value

        status = self.status.value

        version = self.version

        created_at = self.created_at.isoformat()

        seed = self.seed.value

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        seat: int | None
        seat = self.seat

        view: dict[str, Any] | None
        if isinstance(self.view, NeckAndNeckView):
            view = self.view.to_dict()
        elif isinstance(self.view, JockeyView):
            view = self.view.to_dict()
        elif isinstance(self.view, LongShotView):
            view = self.view.to_dict()
        elif isinstance(self.view, PhotoFinishView):
            view = self.view.to_dict()
        elif isinstance(self.view, HomestretchView):
            view = self.view.to_dict()
        else:
            view = self.view

        standings: list[dict[str, Any]] | None
        if isinstance(self.standings, list):
            standings = []
            for standings_type_0_item_data in self.standings:
                standings_type_0_item = standings_type_0_item_data.to_dict()
                standings.append(standings_type_0_item)

        else:
            standings = self.standings

        deadlines = []
        for deadlines_item_data in self.deadlines:
            deadlines_item = deadlines_item_data.to_dict()
            deadlines.append(deadlines_item)

        time_banks: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.time_banks, Unset):
            time_banks = []
            for time_banks_item_data in self.time_banks:
                time_banks_item = time_banks_item_data.to_dict()
                time_banks.append(time_banks_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "ruleset": ruleset,
                "status": status,
                "version": version,
                "created_at": created_at,
                "seed": seed,
                "seats": seats,
                "seat": seat,
                "view": view,
                "standings": standings,
                "deadlines": deadlines,
            }
        )
        if time_banks is not UNSET:
            field_dict["time_banks"] = time_banks

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_document_deadlines_item import GameDocumentDeadlinesItem  # noqa: PLC0415
        from ..models.game_document_time_banks_item import GameDocumentTimeBanksItem  # noqa: PLC0415
        from ..models.homestretch_view import HomestretchView  # noqa: PLC0415
        from ..models.jockey_view import JockeyView  # noqa: PLC0415
        from ..models.long_shot_view import LongShotView  # noqa: PLC0415
        from ..models.neck_and_neck_view import NeckAndNeckView  # noqa: PLC0415
        from ..models.photo_finish_view import PhotoFinishView  # noqa: PLC0415
        from ..models.public_seat import PublicSeat  # noqa: PLC0415
        from ..models.standing import Standing  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        ruleset = RulesetId(d.pop("ruleset"))

        status = GameStatus(d.pop("status"))

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        seed = GameDocumentSeed(d.pop("seed"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = PublicSeat.from_dict(seats_item_data)

            seats.append(seats_item)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        def _parse_view(
            data: object,
        ) -> HomestretchView | JockeyView | LongShotView | NeckAndNeckView | None | PhotoFinishView:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_0 = NeckAndNeckView.from_dict(data)

                return componentsschemas_game_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_1 = JockeyView.from_dict(data)

                return componentsschemas_game_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_2 = LongShotView.from_dict(data)

                return componentsschemas_game_view_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_3 = PhotoFinishView.from_dict(data)

                return componentsschemas_game_view_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_4 = HomestretchView.from_dict(data)

                return componentsschemas_game_view_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HomestretchView | JockeyView | LongShotView | NeckAndNeckView | None | PhotoFinishView, data)

        view = _parse_view(d.pop("view"))

        def _parse_standings(data: object) -> list[Standing] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                standings_type_0 = []
                _standings_type_0 = data
                for standings_type_0_item_data in _standings_type_0:
                    standings_type_0_item = Standing.from_dict(standings_type_0_item_data)

                    standings_type_0.append(standings_type_0_item)

                return standings_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[Standing] | None, data)

        standings = _parse_standings(d.pop("standings"))

        deadlines = []
        _deadlines = d.pop("deadlines")
        for deadlines_item_data in _deadlines:
            deadlines_item = GameDocumentDeadlinesItem.from_dict(deadlines_item_data)

            deadlines.append(deadlines_item)

        _time_banks = d.pop("time_banks", UNSET)
        time_banks: list[GameDocumentTimeBanksItem] | Unset = UNSET
        if _time_banks is not UNSET:
            time_banks = []
            for time_banks_item_data in _time_banks:
                time_banks_item = GameDocumentTimeBanksItem.from_dict(time_banks_item_data)

                time_banks.append(time_banks_item)

        game_document = cls(
            game_id=game_id,
            ruleset=ruleset,
            status=status,
            version=version,
            created_at=created_at,
            seed=seed,
            seats=seats,
            seat=seat,
            view=view,
            standings=standings,
            deadlines=deadlines,
            time_banks=time_banks,
        )

        return game_document
