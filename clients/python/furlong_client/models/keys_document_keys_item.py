from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.keys_document_keys_item_status import KeysDocumentKeysItemStatus

T = TypeVar("T", bound="KeysDocumentKeysItem")


@_attrs_define
class KeysDocumentKeysItem:
    """
    Attributes:
        key_id (str): The first 16 hex digits of SHA-256 of the raw public key.
        public_key (str): Standard base64 of the raw 32-byte Ed25519 public key.
        status (KeysDocumentKeysItemStatus):
    """

    key_id: str
    public_key: str
    status: KeysDocumentKeysItemStatus

    def to_dict(self) -> dict[str, Any]:
        key_id = self.key_id

        public_key = self.public_key

        status = self.status.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "key_id": key_id,
                "public_key": public_key,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key_id = d.pop("key_id")

        public_key = d.pop("public_key")

        status = KeysDocumentKeysItemStatus(d.pop("status"))

        keys_document_keys_item = cls(
            key_id=key_id,
            public_key=public_key,
            status=status,
        )

        return keys_document_keys_item
