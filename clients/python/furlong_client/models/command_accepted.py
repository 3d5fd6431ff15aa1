from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.checkpoint import Checkpoint
    from ..models.event import Event


T = TypeVar("T", bound="CommandAccepted")


@_attrs_define
class CommandAccepted:
    """
    Attributes:
        version (int): The game's version after this command's events.
        events (list[Event]):
        checkpoint (Checkpoint): The server's signed word that the game's log was at `version`, whose
            event has the chain hash `hash`, at time `at`. Keep it: it is a
            receipt (see docs/fairness.md, "Signed checkpoints"). It holds
            nothing sealed: a version and a chain hash, both public. The
            signature is Ed25519 by key `key_id` (from `GET
            /.well-known/furlong-keys`) over the UTF-8 bytes
            `furlong-checkpoint/v1\\n<game_id>\\n<version>\\n<hash>\\n<at>\\n<key_id>\\n
            `.
    """

    version: int
    events: list[Event]
    checkpoint: Checkpoint

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        checkpoint = self.checkpoint.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "version": version,
                "events": events,
                "checkpoint": checkpoint,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.checkpoint import Checkpoint  # noqa: PLC0415
        from ..models.event import Event  # noqa: PLC0415

        d = dict(src_dict)
        version = d.pop("version")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = Event.from_dict(events_item_data)

            events.append(events_item)

        checkpoint = Checkpoint.from_dict(d.pop("checkpoint"))

        command_accepted = cls(
            version=version,
            events=events,
            checkpoint=checkpoint,
        )

        return command_accepted
