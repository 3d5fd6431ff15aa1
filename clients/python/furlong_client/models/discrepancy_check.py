from enum import StrEnum


class DiscrepancyCheck(StrEnum):
    CHAIN = "chain"
    COMMITMENTS = "commitments"
    LEDGER = "ledger"
    PAYOUTS = "payouts"
    RANDOMNESS = "randomness"

    def __str__(self) -> str:
        return str(self.value)
