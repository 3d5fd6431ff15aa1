"""Seat names that cannot pass for a bot, a platform label or another seat: printable, one script, distinct.

A name is shown in the lobby, the log and the page beside labels the platform makes itself ("Bot 1 (basic)",
"Seat 2 (open)"). So a name may hold no invisible or direction-changing character, may not mix scripts where a
letter of one passes for a letter of another (Unicode's confusables, through `confusable_homoglyphs`), may not read
as a bot or a seat label, and may not look like another seat's name at the same table.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterable

from confusable_homoglyphs import confusables

from .lifecycle import BOT_LEVELS

# Control, format (zero-width, bidi overrides and isolates), private-use, surrogate and unassigned characters, and
# line or paragraph separators; of the spaces, only U+0020.
_REFUSED_CATEGORIES = {"Cc", "Cf", "Co", "Cs", "Cn", "Zl", "Zp"}
_LABELS = re.compile(
    rf"(^|[^a-z])bot([^a-z]|$)|^seat[^a-z]*\d|\((open|{'|'.join(BOT_LEVELS)}|expert)\)",
)


def name_problem(name: str) -> str | None:
    """Why a seat name is refused, or None."""
    for char in name:
        category = unicodedata.category(char)
        if category in _REFUSED_CATEGORIES or (category == "Zs" and char != " "):
            return f"it holds the invisible or control character U+{ord(char):04X} ({unicodedata.name(char, '?')})"
    if name != name.strip() or "  " in name:
        return "it starts or ends with a space, or holds two spaces in a row"
    if confusables.is_dangerous(name):
        return "it mixes scripts whose letters look alike (a letter of one passing for a letter of another)"
    if _LABELS.search(latin_lookalike(name)):
        return 'it reads as a label the platform shows itself ("Bot 1 (basic)", "Seat 2 (open)")'
    return None


def clash(name: str, others: Iterable[str | None]) -> str | None:
    """The name of another seat this name would look like, if any."""
    mine = skeleton(name)
    return next((other for other in others if other is not None and skeleton(other) == mine), None)


def skeleton(name: str) -> str:
    """What a name looks like: compatibility-normalized, case-folded, look-alike letters as Latin, letters and
    digits only."""
    return "".join(char for char in latin_lookalike(name) if char.isalnum())


@functools.lru_cache(maxsize=4096)
def latin_lookalike(name: str) -> str:
    """The name NFKC-normalized, each letter that passes for a Latin one written as that letter, case-folded."""
    return "".join(_as_latin(char) for char in unicodedata.normalize("NFKC", name)).casefold()


@functools.lru_cache(maxsize=4096)
def _as_latin(char: str) -> str:
    if char.isascii():
        return char
    found = confusables.is_confusable(char, greedy=True, preferred_aliases=["latin"]) or []
    for entry in found:
        for glyph in entry["homoglyphs"]:
            if glyph["n"].startswith("LATIN") and glyph["c"].isascii():
                return str(glyph["c"])
    return char
