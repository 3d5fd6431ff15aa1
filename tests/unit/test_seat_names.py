"""Seat names cannot pass for a bot, a platform label or another seat."""

from __future__ import annotations

import pytest

from events.names import clash, name_problem, skeleton

PLAIN = ["Ann", "Anna María", "Robot Ann", "Abbot", "\u0410\u043d\u043d\u0430", "\u674e\u96f7", "O'Brien-Smith 2"]


@pytest.mark.parametrize("name", PLAIN)
def test_a_plain_name_in_any_one_script_is_accepted(name):
    assert name_problem(name) is None


@pytest.mark.parametrize(
    ("name", "why"),
    [
        ("Bot 1 (basic)", "label"),
        ("BOT", "label"),
        ("\u0412\u041e\u0422 1", "label"),  # Cyrillic look-alikes of B, O, T
        ("Seat 3 (open)", "label"),
        ("Ann (random)", "label"),
        ("Ann\u200b", "U+200B"),
        ("\u202eAnn", "U+202E"),
        ("\u2066Ann\u2069", "U+2066"),
        ("Ann\u00a0Lee", "U+00A0"),
        ("Ann\x07", "U+0007"),
        ("\u0410nn", "mixes scripts"),
        (" Ann", "space"),
        ("Ann  Lee", "space"),
    ],
)
def test_a_disguised_name_is_refused_saying_why(name, why):
    assert why in (name_problem(name) or "")


def test_a_name_clashes_with_a_seated_name_that_looks_the_same():
    assert clash("ANN", ["Bob", "Ann"]) == "Ann"
    assert clash("\uff21nn", ["Ann"]) == "Ann"  # a fullwidth A
    assert clash("A-n n", ["Ann"]) == "Ann"
    assert clash("Anna", ["Ann", None]) is None


def test_a_skeleton_keeps_letters_and_digits_and_writes_look_alikes_in_latin():
    assert skeleton("\u0412\u041e\u0422-1") == skeleton("bot 1") == "bot1"
