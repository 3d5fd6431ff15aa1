from enum import StrEnum


class KeysDocumentKeysItemStatus(StrEnum):
    CURRENT = "current"
    RETIRED = "retired"

    def __str__(self) -> str:
        return str(self.value)
