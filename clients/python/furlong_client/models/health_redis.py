from enum import StrEnum


class HealthRedis(StrEnum):
    OK = "ok"

    def __str__(self) -> str:
        return str(self.value)
