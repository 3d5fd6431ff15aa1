from enum import StrEnum


class GuestKind(StrEnum):
    GUEST = "guest"

    def __str__(self) -> str:
        return str(self.value)
