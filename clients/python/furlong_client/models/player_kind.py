from enum import StrEnum


class PlayerKind(StrEnum):
    BOT = "bot"
    GUEST = "guest"
    SITE = "site"

    def __str__(self) -> str:
        return str(self.value)
