"""The generated client in clients/python is what `make client` makes from today's openapi.yaml, and it imports."""

from __future__ import annotations

import filecmp
import importlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GENERATOR = Path(sys.executable).parent / "openapi-python-client"


def differences(left: Path, right: Path) -> list[str]:
    """Files that differ, or exist on one side only, between two trees (caches ignored)."""
    found: list[str] = []
    compared = filecmp.dircmp(left, right, ignore=["__pycache__", ".ruff_cache"])
    stack = [(compared, "")]
    while stack:
        node, prefix = stack.pop()
        found += [prefix + name for name in node.left_only + node.right_only + node.diff_files]
        stack += [(sub, f"{prefix}{name}/") for name, sub in node.subdirs.items()]
    return sorted(found)


@pytest.mark.skipif(not GENERATOR.exists(), reason="openapi-python-client is not installed (make setup installs it)")
def test_the_committed_client_is_generated_without_a_warning_from_todays_openapi_yaml(tmp_path):
    output = tmp_path / "python"
    environment = {**os.environ, "PATH": f"{GENERATOR.parent}{os.pathsep}{os.environ['PATH']}"}
    run = subprocess.run(
        [
            str(GENERATOR),
            "generate",
            "--path",
            "openapi.yaml",
            "--config",
            "clients/openapi-python-client.yaml",
            "--meta",
            "setup",
            "--output-path",
            str(output),
        ],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0 and "Warning" not in run.stdout + run.stderr, run.stdout + run.stderr
    stale = differences(ROOT / "clients" / "python", output)
    assert not stale, f"clients/python is out of date (run `make client`): {stale[:10]}"


def test_every_module_of_the_client_imports():
    sys.path.insert(0, str(ROOT / "clients" / "python"))
    package = importlib.import_module("furlong_client")
    modules = [p for p in (ROOT / "clients" / "python" / "furlong_client").rglob("*.py") if p.name != "__init__.py"]
    for path in modules:
        relative = path.relative_to(ROOT / "clients" / "python").with_suffix("")
        importlib.import_module(".".join(relative.parts))
    assert package.AuthenticatedClient and len(modules) > 50
