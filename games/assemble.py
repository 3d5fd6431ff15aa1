"""One builder of a `Ruleset` from a game's modules, each part found under its conventional name.

A game package (games/<id>/) keeps each part of its ruleset in a module of a set name, and its `__init__.py`
hands those modules to `assemble`:

    from games.assemble import assemble
    from . import bot, commands, content, decide, events, evolve, legal, money, rules, state, view

    RULESET = assemble("homestretch", bot, commands, content, decide, events, evolve, legal, money, rules, state, view)

`PARTS` names, for every field of `Ruleset`, where it lives by convention. A ruleset written in one module (the
toy, devtools/toy.py) passes that module alone. A field with a default in `Ruleset` (money, upcasters, the bot,
...) may be left out, and so may `OPTIONS` (no options); a required part that no module defines is a `TypeError`
naming it.
"""

from __future__ import annotations

from dataclasses import MISSING, fields
from pathlib import Path
from types import ModuleType
from typing import Any

from games.base import Ruleset

# Each field of `Ruleset`: (the module of a game package that holds it, its name there).
PARTS: dict[str, tuple[str, str]] = {
    "title": ("content", "TITLE"),
    "min_seats": ("content", "MIN_SEATS"),
    "max_seats": ("content", "MAX_SEATS"),
    "options": ("rules", "OPTIONS"),
    "commands": ("commands", "COMMANDS"),
    "events": ("events", "EVENTS"),
    "upcasters": ("events", "UPCASTERS"),
    "state_type": ("state", "State"),
    "initial_state": ("rules", "initial_state"),
    "decide": ("decide", "decide"),
    "evolve": ("evolve", "evolve"),
    "legal_commands": ("legal", "legal_commands"),
    "view": ("view", "view"),
    "is_over": ("rules", "is_over"),
    "is_revealed": ("rules", "is_revealed"),
    "standings": ("rules", "standings"),
    "awaiting": ("rules", "awaiting"),
    "timeout_command": ("rules", "timeout_command"),
    "journal": ("money", "journal"),
    "anchors": ("money", "anchors"),
    "outcomes": ("money", "outcomes"),
    "rederive": ("money", "rederive"),
    "cash_floor": ("money", "CASH_FLOOR"),
    "bot": ("bot", "choose"),
    "sharp": ("bot", "sharp"),
    "determinize": ("sampling", "determinize"),
    "horizon": ("sampling", "HORIZON"),
    "cut_short": ("sampling", "cut_short"),
    "cut_after": ("sampling", "CUT_AFTER"),
    "lead_scale": ("sampling", "LEAD_SCALE"),
    "view_schema": ("view", "VIEW_SCHEMA"),
}

# A ruleset without options need not say so.
DEFAULTS: dict[str, Any] = {"options": ()}

# `Ruleset`'s fields without a default here or there: a ruleset must define each.
REQUIRED = (
    frozenset(f.name for f in fields(Ruleset) if f.init and f.default is MISSING and f.default_factory is MISSING)
    - set(DEFAULTS)
    - {"id"}
)

# The file of the page's race picture, beside the modules (not a name in them).
BOARD = "board.js"

assert {f.name for f in fields(Ruleset) if f.init} == set(PARTS) | {"id", "board"}, "every field has its place"


def assemble(id: str, *modules: ModuleType) -> Ruleset[Any]:
    """The ruleset `id` from the modules that hold its parts.

    Each field is read from the module whose last dotted name is the one `PARTS` gives (`games.jockey.rules`
    for `OPTIONS`); with a single module (a ruleset in one file), every field is read from it. The page's race
    picture is the folder's board.js (`Ruleset.board`), if there is one.
    """
    by_name = {module.__name__.rpartition(".")[2]: module for module in modules}
    found: dict[str, Any] = dict(DEFAULTS)
    for field_name, (module_name, name) in PARTS.items():
        module = modules[0] if len(modules) == 1 else by_name.get(module_name)
        if module is not None and hasattr(module, name):
            found[field_name] = getattr(module, name)
        elif field_name in REQUIRED:
            raise TypeError(f"ruleset {id}: no {name} in its {module_name} module")
    source = getattr(modules[0], "__file__", None)
    board = Path(source).parent / BOARD if source else None
    return Ruleset(id=id, board=board if board and board.is_file() else None, **found)
