from enum import StrEnum


class SeekStatus(StrEnum):
    CANCELLED = "cancelled"
    MATCHED = "matched"
    WAITING = "waiting"

    def __str__(self) -> str:
        return str(self.value)
