from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.checkpoint import Checkpoint


T = TypeVar("T", bound="DisputeByVersion")


@_attrs_define
class DisputeByVersion:
    """A dispute of every entry of one event.

    Attributes:
        version (int): Every entry of the event at this version.
        receipts (list[Checkpoint] | Unset): Checkpoints the caller kept; each is checked against the log.
    """

    version: int
    receipts: list[Checkpoint] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        receipts: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.receipts, Unset):
            receipts = []
            for componentsschemas_dispute_receipts_item_data in self.receipts:
                componentsschemas_dispute_receipts_item = componentsschemas_dispute_receipts_item_data.to_dict()
                receipts.append(componentsschemas_dispute_receipts_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "version": version,
            }
        )
        if receipts is not UNSET:
            field_dict["receipts"] = receipts

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.checkpoint import Checkpoint  # noqa: PLC0415

        d = dict(src_dict)
        version = d.pop("version")

        _receipts = d.pop("receipts", UNSET)
        receipts: list[Checkpoint] | Unset = UNSET
        if _receipts is not UNSET:
            receipts = []
            for componentsschemas_dispute_receipts_item_data in _receipts:
                componentsschemas_dispute_receipts_item = Checkpoint.from_dict(
                    componentsschemas_dispute_receipts_item_data
                )

                receipts.append(componentsschemas_dispute_receipts_item)

        dispute_by_version = cls(
            version=version,
            receipts=receipts,
        )

        return dispute_by_version
