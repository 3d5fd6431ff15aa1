from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="JockeyCardPlayedData")


@_attrs_define
class JockeyCardPlayedData:
    """The data of a `CardPlayed` (Jockey).

    Attributes:
        seat (int):
        card (str):
        kind (str):
        colour (None | str):
        horse (None | str):
        steps (int):
        square (int | None):
    """

    seat: int
    card: str
    kind: str
    colour: None | str
    horse: None | str
    steps: int
    square: int | None

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        card = self.card

        kind = self.kind

        colour: None | str
        colour = self.colour

        horse: None | str
        horse = self.horse

        steps = self.steps

        square: int | None
        square = self.square

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "card": card,
                "kind": kind,
                "colour": colour,
                "horse": horse,
                "steps": steps,
                "square": square,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        card = d.pop("card")

        kind = d.pop("kind")

        def _parse_colour(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        colour = _parse_colour(d.pop("colour"))

        def _parse_horse(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        horse = _parse_horse(d.pop("horse"))

        steps = d.pop("steps")

        def _parse_square(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        square = _parse_square(d.pop("square"))

        jockey_card_played_data = cls(
            seat=seat,
            card=card,
            kind=kind,
            colour=colour,
            horse=horse,
            steps=steps,
            square=square,
        )

        return jockey_card_played_data
