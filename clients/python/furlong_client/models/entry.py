from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.entry_figures import EntryFigures
    from ..models.entry_refs import EntryRefs
    from ..models.posting import Posting


T = TypeVar("T", bound="Entry")


@_attrs_define
class Entry:
    """
    Attributes:
        id (str): `<event version>.<index>`.
        version (int): The event this entry comes from.
        kind (str):
        rule (str): Stable id of the rule that priced it, e.g. `neck_and_neck.payout.first`.
        memo (str):
        seat (int | None):
        postings (list[Posting]):
        refs (EntryRefs): What a payout depends on: role (`bet`, `result`) -> event version.
        figures (EntryFigures): The arithmetic, e.g. `stake`, `multiplier`, `amount`.
        sealed (bool): The entry comes from an event with sealed fields.
    """

    id: str
    version: int
    kind: str
    rule: str
    memo: str
    seat: int | None
    postings: list[Posting]
    refs: EntryRefs
    figures: EntryFigures
    sealed: bool

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        kind = self.kind

        rule = self.rule

        memo = self.memo

        seat: int | None
        seat = self.seat

        postings = []
        for postings_item_data in self.postings:
            postings_item = postings_item_data.to_dict()
            postings.append(postings_item)

        refs = self.refs.to_dict()

        figures = self.figures.to_dict()

        sealed = self.sealed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "version": version,
                "kind": kind,
                "rule": rule,
                "memo": memo,
                "seat": seat,
                "postings": postings,
                "refs": refs,
                "figures": figures,
                "sealed": sealed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.entry_figures import EntryFigures  # noqa: PLC0415
        from ..models.entry_refs import EntryRefs  # noqa: PLC0415
        from ..models.posting import Posting  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        kind = d.pop("kind")

        rule = d.pop("rule")

        memo = d.pop("memo")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        postings = []
        _postings = d.pop("postings")
        for postings_item_data in _postings:
            postings_item = Posting.from_dict(postings_item_data)

            postings.append(postings_item)

        refs = EntryRefs.from_dict(d.pop("refs"))

        figures = EntryFigures.from_dict(d.pop("figures"))

        sealed = d.pop("sealed")

        entry = cls(
            id=id,
            version=version,
            kind=kind,
            rule=rule,
            memo=memo,
            seat=seat,
            postings=postings,
            refs=refs,
            figures=figures,
            sealed=sealed,
        )

        return entry
