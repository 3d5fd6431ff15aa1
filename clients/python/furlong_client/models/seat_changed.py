from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.checkpoint import Checkpoint


T = TypeVar("T", bound="SeatChanged")


@_attrs_define
class SeatChanged:
    """
    Attributes:
        game_id (str):
        seat (int):
        version (int):
        checkpoint (Checkpoint): The server's signed word that the game's log was at `version`, whose
            event has the chain hash `hash`, at time `at`. Keep it: it is a
            receipt (see docs/fairness.md, "Signed checkpoints"). It holds
            nothing sealed: a version and a chain hash, both public. The
            signature is Ed25519 by key `key_id` (from `GET
            /.well-known/furlong-keys`) over the UTF-8 bytes
            `furlong-checkpoint/v1\\n<game_id>\\n<version>\\n<hash>\\n<at>\\n<key_id>\\n
            `.
        autoplay (bool | Unset):
        left (bool | Unset): Present (true) when the seat left.
    """

    game_id: str
    seat: int
    version: int
    checkpoint: Checkpoint
    autoplay: bool | Unset = UNSET
    left: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        seat = self.seat

        version = self.version

        checkpoint = self.checkpoint.to_dict()

        autoplay = self.autoplay

        left = self.left

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "seat": seat,
                "version": version,
                "checkpoint": checkpoint,
            }
        )
        if autoplay is not UNSET:
            field_dict["autoplay"] = autoplay
        if left is not UNSET:
            field_dict["left"] = left

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.checkpoint import Checkpoint  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        seat = d.pop("seat")

        version = d.pop("version")

        checkpoint = Checkpoint.from_dict(d.pop("checkpoint"))

        autoplay = d.pop("autoplay", UNSET)

        left = d.pop("left", UNSET)

        seat_changed = cls(
            game_id=game_id,
            seat=seat,
            version=version,
            checkpoint=checkpoint,
            autoplay=autoplay,
            left=left,
        )

        return seat_changed
