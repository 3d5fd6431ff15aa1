from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.joined_status import JoinedStatus

if TYPE_CHECKING:
    from ..models.checkpoint import Checkpoint


T = TypeVar("T", bound="Joined")


@_attrs_define
class Joined:
    """
    Attributes:
        game_id (str):
        seat (int):
        name (str):
        token (str): The seat's bearer token. Shown once.
        version (int):
        status (JoinedStatus): `running` when this was the last open seat.
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
    seat: int
    name: str
    token: str
    version: int
    status: JoinedStatus
    checkpoint: Checkpoint

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        seat = self.seat

        name = self.name

        token = self.token

        version = self.version

        status = self.status.value

        checkpoint = self.checkpoint.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "seat": seat,
                "name": name,
                "token": token,
                "version": version,
                "status": status,
                "checkpoint": checkpoint,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.checkpoint import Checkpoint  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        seat = d.pop("seat")

        name = d.pop("name")

        token = d.pop("token")

        version = d.pop("version")

        status = JoinedStatus(d.pop("status"))

        checkpoint = Checkpoint.from_dict(d.pop("checkpoint"))

        joined = cls(
            game_id=game_id,
            seat=seat,
            name=name,
            token=token,
            version=version,
            status=status,
            checkpoint=checkpoint,
        )

        return joined
