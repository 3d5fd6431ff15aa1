from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.created_game_status import CreatedGameStatus

if TYPE_CHECKING:
    from ..models.checkpoint import Checkpoint
    from ..models.created_seat import CreatedSeat


T = TypeVar("T", bound="CreatedGame")


@_attrs_define
class CreatedGame:
    """
    Attributes:
        game_id (str):
        version (int): The game's version right after creation (before bots moved).
        status (CreatedGameStatus): `open` while a seat is open, else `running`.
        seats (list[CreatedSeat]):
        checkpoint (Checkpoint): The server's signed word that the game's log was at `version`, whose
            event has the chain hash `hash`, at time `at`. Keep it: it is a
            receipt (see docs/fairness.md, "Signed checkpoints"). It holds
            nothing sealed: a version and a chain hash, both public. The
            signature is Ed25519 by key `key_id` (from `GET
            /.well-known/furlong-keys`) over the UTF-8 bytes
            `furlong-checkpoint/v1\\n<game_id>\\n<version>\\n<hash>\\n<at>\\n<key_id>\\n
            `.
    """

    game_id: str
    version: int
    status: CreatedGameStatus
    seats: list[CreatedSeat]
    checkpoint: Checkpoint

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        version = self.version

        status = self.status.value

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        checkpoint = self.checkpoint.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "version": version,
                "status": status,
                "seats": seats,
                "checkpoint": checkpoint,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.checkpoint import Checkpoint  # noqa: PLC0415
        from ..models.created_seat import CreatedSeat  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        version = d.pop("version")

        status = CreatedGameStatus(d.pop("status"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = CreatedSeat.from_dict(seats_item_data)

            seats.append(seats_item)

        checkpoint = Checkpoint.from_dict(d.pop("checkpoint"))

        created_game = cls(
            game_id=game_id,
            version=version,
            status=status,
            seats=seats,
            checkpoint=checkpoint,
        )

        return created_game
