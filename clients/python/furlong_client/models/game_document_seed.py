from enum import StrEnum


class GameDocumentSeed(StrEnum):
    CHOSEN = "chosen"
    SERVER = "server"

    def __str__(self) -> str:
        return str(self.value)
