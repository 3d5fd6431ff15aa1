from enum import StrEnum


class PlayerGameSeed(StrEnum):
    CHOSEN = "chosen"
    SERVER = "server"

    def __str__(self) -> str:
        return str(self.value)
