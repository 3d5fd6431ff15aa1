from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.checkpoint import Checkpoint
    from ..models.dispute_report_asked import DisputeReportAsked
    from ..models.dispute_report_audit import DisputeReportAudit
    from ..models.dispute_report_chain import DisputeReportChain
    from ..models.dispute_report_receipts import DisputeReportReceipts
    from ..models.keys_document import KeysDocument
    from ..models.payout_explanation import PayoutExplanation


T = TypeVar("T", bound="DisputeReport")


@_attrs_define
class DisputeReport:
    """Signed with Ed25519 by `key_id` over the canonical JSON of the report
    without `signature` (docs/fairness.md, "Dispute reports").

        Attributes:
            kind (Literal['furlong-dispute/v1']):
            game_id (str):
            asked (DisputeReportAsked): The question: `entry_id` or `version`.
            at (datetime.datetime):
            entries (list[PayoutExplanation]):
            depends_on (list[int]): The versions of the events the entries depend on.
            chain (DisputeReportChain): Every event from the first dependency to the head, as the caller may see it.
            checkpoint (Checkpoint): The server's signed word that the game's log was at `version`, whose
                event has the chain hash `hash`, at time `at`. Keep it: it is a
                receipt (see docs/fairness.md, "Signed checkpoints"). It holds
                nothing sealed: a version and a chain hash, both public. The
                signature is Ed25519 by key `key_id` (from `GET
                /.well-known/furlong-keys`) over the UTF-8 bytes
                `furlong-checkpoint/v1\\n<game_id>\\n<version>\\n<hash>\\n<at>\\n<key_id>\\n
                `.
            receipts (DisputeReportReceipts):
            audit (DisputeReportAudit):
            keys (KeysDocument):
            key_id (str):
            signature (str):
    """

    kind: Literal["furlong-dispute/v1"]
    game_id: str
    asked: DisputeReportAsked
    at: datetime.datetime
    entries: list[PayoutExplanation]
    depends_on: list[int]
    chain: DisputeReportChain
    checkpoint: Checkpoint
    receipts: DisputeReportReceipts
    audit: DisputeReportAudit
    keys: KeysDocument
    key_id: str
    signature: str

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        game_id = self.game_id

        asked = self.asked.to_dict()

        at = self.at.isoformat()

        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)

        depends_on = self.depends_on

        chain = self.chain.to_dict()

        checkpoint = self.checkpoint.to_dict()

        receipts = self.receipts.to_dict()

        audit = self.audit.to_dict()

        keys = self.keys.to_dict()

        key_id = self.key_id

        signature = self.signature

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "game_id": game_id,
                "asked": asked,
                "at": at,
                "entries": entries,
                "depends_on": depends_on,
                "chain": chain,
                "checkpoint": checkpoint,
                "receipts": receipts,
                "audit": audit,
                "keys": keys,
                "key_id": key_id,
                "signature": signature,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.checkpoint import Checkpoint  # noqa: PLC0415
        from ..models.dispute_report_asked import DisputeReportAsked  # noqa: PLC0415
        from ..models.dispute_report_audit import DisputeReportAudit  # noqa: PLC0415
        from ..models.dispute_report_chain import DisputeReportChain  # noqa: PLC0415
        from ..models.dispute_report_receipts import DisputeReportReceipts  # noqa: PLC0415
        from ..models.keys_document import KeysDocument  # noqa: PLC0415
        from ..models.payout_explanation import PayoutExplanation  # noqa: PLC0415

        d = dict(src_dict)
        kind = cast(Literal["furlong-dispute/v1"], d.pop("kind"))
        if kind != "furlong-dispute/v1":
            raise ValueError(f"kind must match const 'furlong-dispute/v1', got '{kind}'")

        game_id = d.pop("game_id")

        asked = DisputeReportAsked.from_dict(d.pop("asked"))

        at = datetime.datetime.fromisoformat(d.pop("at"))

        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:
            entries_item = PayoutExplanation.from_dict(entries_item_data)

            entries.append(entries_item)

        depends_on = cast(list[int], d.pop("depends_on"))

        chain = DisputeReportChain.from_dict(d.pop("chain"))

        checkpoint = Checkpoint.from_dict(d.pop("checkpoint"))

        receipts = DisputeReportReceipts.from_dict(d.pop("receipts"))

        audit = DisputeReportAudit.from_dict(d.pop("audit"))

        keys = KeysDocument.from_dict(d.pop("keys"))

        key_id = d.pop("key_id")

        signature = d.pop("signature")

        dispute_report = cls(
            kind=kind,
            game_id=game_id,
            asked=asked,
            at=at,
            entries=entries,
            depends_on=depends_on,
            chain=chain,
            checkpoint=checkpoint,
            receipts=receipts,
            audit=audit,
            keys=keys,
            key_id=key_id,
            signature=signature,
        )

        return dispute_report
