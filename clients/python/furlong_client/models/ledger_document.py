from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.entry import Entry
    from ..models.ledger_document_accounts_item import LedgerDocumentAccountsItem
    from ..models.redacted_entry import RedactedEntry


T = TypeVar("T", bound="LedgerDocument")


@_attrs_define
class LedgerDocument:
    """
    Attributes:
        game_id (str):
        version (int): The last event the ledger includes.
        seat (int | None): The seat whose statement this is; null for the whole ledger.
        accounts (list[LedgerDocumentAccountsItem]):
        journal (list[Entry | RedactedEntry]):
        total_entries (int):
        offset (int):
        limit (int):
    """

    game_id: str
    version: int
    seat: int | None
    accounts: list[LedgerDocumentAccountsItem]
    journal: list[Entry | RedactedEntry]
    total_entries: int
    offset: int
    limit: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.entry import Entry  # noqa: PLC0415

        game_id = self.game_id

        version = self.version

        seat: int | None
        seat = self.seat

        accounts = []
        for accounts_item_data in self.accounts:
            accounts_item = accounts_item_data.to_dict()
            accounts.append(accounts_item)

        journal = []
        for journal_item_data in self.journal:
            journal_item: dict[str, Any]
            if isinstance(journal_item_data, Entry):
                journal_item = journal_item_data.to_dict()
            else:
                journal_item = journal_item_data.to_dict()

            journal.append(journal_item)

        total_entries = self.total_entries

        offset = self.offset

        limit = self.limit

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "version": version,
                "seat": seat,
                "accounts": accounts,
                "journal": journal,
                "total_entries": total_entries,
                "offset": offset,
                "limit": limit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.entry import Entry  # noqa: PLC0415
        from ..models.ledger_document_accounts_item import LedgerDocumentAccountsItem  # noqa: PLC0415
        from ..models.redacted_entry import RedactedEntry  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        version = d.pop("version")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        accounts = []
        _accounts = d.pop("accounts")
        for accounts_item_data in _accounts:
            accounts_item = LedgerDocumentAccountsItem.from_dict(accounts_item_data)

            accounts.append(accounts_item)

        journal = []
        _journal = d.pop("journal")
        for journal_item_data in _journal:

            def _parse_journal_item(data: object) -> Entry | RedactedEntry:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_journal_entry_type_0 = Entry.from_dict(data)

                    return componentsschemas_journal_entry_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_journal_entry_type_1 = RedactedEntry.from_dict(data)

                return componentsschemas_journal_entry_type_1

            journal_item = _parse_journal_item(journal_item_data)

            journal.append(journal_item)

        total_entries = d.pop("total_entries")

        offset = d.pop("offset")

        limit = d.pop("limit")

        ledger_document = cls(
            game_id=game_id,
            version=version,
            seat=seat,
            accounts=accounts,
            journal=journal,
            total_entries=total_entries,
            offset=offset,
            limit=limit,
        )

        return ledger_document
