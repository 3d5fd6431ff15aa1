"""Deterministic Rng implementations for tests: scripted values, or a seeded random.Random."""

from __future__ import annotations

import random
from collections.abc import Iterable

from games.base import Draw


class ScriptedRng:
    """randint returns the next scripted value (asserted to lie in [low, high]) with nonce "s<k>"."""

    def __init__(self, values: Iterable[int] = ()):
        self.values = list(values)
        self.used = 0
        self.salts = 0

    def randint(self, low: int, high: int) -> Draw:
        """The next scripted value."""
        assert self.used < len(self.values), f"ScriptedRng ran out of values after {self.used}"
        value = self.values[self.used]
        assert low <= value <= high, f"scripted value {value} is not in [{low}, {high}]"
        self.used += 1
        return Draw(value, f"s{self.used}")

    def salt(self) -> Draw:
        """A deterministic 128-bit salt, different on every call."""
        self.salts += 1
        return Draw((0x5A17 << 112) + self.salts, f"salt{self.salts}")

    def exhausted(self) -> bool:
        """True when every scripted value has been used."""
        return self.used == len(self.values)


class SeededRng:
    """A deterministic Rng over random.Random(seed); nonces count draws."""

    def __init__(self, seed: int | random.Random):
        self.random = seed if isinstance(seed, random.Random) else random.Random(seed)
        self.draws = 0

    def randint(self, low: int, high: int) -> Draw:
        """A uniform integer in [low, high]."""
        self.draws += 1
        return Draw(self.random.randint(low, high), f"r{self.draws}")

    def salt(self) -> Draw:
        """A random 128-bit salt."""
        self.draws += 1
        return Draw(self.random.getrandbits(128), f"r{self.draws}")
