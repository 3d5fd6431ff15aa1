"""The rules stay pure: nothing in games/ imports a framework, a database or a queue."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

GAMES = Path(__file__).resolve().parents[2] / "games"
FORBIDDEN = {
    "flask",
    "redis",
    "marshmallow",
    "rq",
    "werkzeug",
    "fakeredis",
    "gunicorn",
    "requests",
    "events",
    "service",
    "projections",
    "audit",
    "workers",
}


def imported_roots(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize("path", sorted(GAMES.rglob("*.py")), ids=lambda p: str(p.relative_to(GAMES)))
def test_no_module_in_games_imports_infrastructure(path):
    assert imported_roots(path).isdisjoint(FORBIDDEN)


def test_the_purity_check_would_catch_a_forbidden_import(tmp_path):
    module = tmp_path / "bad.py"
    module.write_text("import redis\nfrom flask import Flask\n")
    assert imported_roots(module) & FORBIDDEN == {"redis", "flask"}
