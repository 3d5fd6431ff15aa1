# Furlong: set-up, run and test. GNU make.
#   make run    - set up (venv, dependencies) and serve the API with a local Redis
#   make run-cluster - the same on a local Redis Cluster (3 masters, 3 replicas), 2 web and 2 worker processes
#   make test   - set up and run the whole test suite
#   make screenshots - the page's pictures (desktop and phone) into docs/screenshots/, to commit
#   make lint   - ruff, import-linter and mypy
#   make torture - the full torture run: load and faults against real processes
#   make soak   - games archived as they end, for SOAK_MINUTES (30), under faults
SHELL := /bin/bash

# python3.11 if on PATH, else python3 (which must then be 3.11).
PYTHON ?= $(shell command -v python3.11 2>/dev/null || command -v python3 2>/dev/null)
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.furlong-installed
PORT ?= 8000
PYTEST_ARGS ?=

.DEFAULT_GOAL := setup
.PHONY: setup .venv run run-cluster test screenshots lint openapi-check contract-check mutation bench bench-compare bench-sustained bench-streams bench-cluster tournament torture torture-cluster soak lock clean client fuzz attack

# `make setup` and `make .venv` are the same thing: the stamp is redone only when
# pyproject.toml or constraints.txt is newer than the last install.
setup .venv: $(STAMP)

$(STAMP): pyproject.toml constraints.txt
	@test -n "$(PYTHON)" || { echo "make: no python3.11 or python3 on PATH" >&2; exit 1; }
	@test -x $(PY) || { echo "Creating $(VENV) with $(PYTHON)"; $(PYTHON) -m venv $(VENV); }
	@$(PY) -c 'import sys; sys.exit(sys.version_info[:2] != (3, 11))' || { \
	  echo "make: $(VENV) uses Python $$($(PY) -c 'import platform; print(platform.python_version())'); Furlong needs 3.11." >&2; \
	  echo "      Install python3.11, then 'make clean setup'." >&2; exit 1; }
	$(PY) -m pip install --quiet --disable-pip-version-check --upgrade pip
	$(PY) -m pip install --quiet --disable-pip-version-check -c constraints.txt -e '.[test,lint]'
	@touch $@

run: $(STAMP)
	PORT=$(PORT) $(PY) scripts/run_local.py

# docs/scaling.md, "Local cluster": the cluster's nodes on FURLONG_CLUSTER_PORT (7000) and the next five.
run-cluster: $(STAMP)
	PORT=$(PORT) $(PY) scripts/run_cluster.py

test: $(STAMP)
	$(PY) -m pytest -q $(PYTEST_ARGS)

# The page's pictures (docs/web.md): each ruleset mid-race and the lobby, at 1400 x 1000 and 390 x 844, written to
# docs/screenshots/ (commit them). `make test` runs the same test with its pictures in a temporary folder.
screenshots: $(STAMP)
	SCREENSHOTS_DIR=docs/screenshots $(PY) -m pytest -q -p no:cacheprovider tests/browser/test_screenshots.py $(PYTEST_ARGS)

# The attack suite alone (docs/security.md): each adversary's attacks against a real server; prints a table of
# attack, adversary and outcome. `make test` runs it too.
attack: $(STAMP)
	$(PY) -m pytest -q -p no:cacheprovider tests/adversarial $(PYTEST_ARGS)

# Quality gates (docs/architecture.md): lint and format (ruff), layers and cycles (import-linter), types (mypy).
lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/lint-imports --no-cache
	$(VENV)/bin/mypy

openapi-check: $(STAMP)
	$(PY) -m pytest -q tests/unit/test_openapi_file.py tests/unit/test_openapi_commands.py

# The contract as client developers' tools read it (docs/contract.md): Redocly's and Spectral's recommended rulesets,
# and the TypeScript client generated, compiled strict and played (Node 20+ and npm; part of `make test` too).
contract-check: $(STAMP)
	$(PY) -m pytest -q tests/integration/test_contract_linters.py tests/e2e/test_typescript_client.py

# Mutation testing (mutmut, configured in pyproject.toml) of the modules that guard money and secrets;
# not part of `make test`. mutmut mutates a copy in mutants/, never the tree; each mutant runs only the
# selected tests that reach its function. Prints mutants/killed/survived per module (docs/reliability.md).
MUTATION_JOBS ?= 2
MUTATION_MIN ?= 90
mutation: $(STAMP)
	rm -rf mutants
	$(VENV)/bin/mutmut run --max-children $(MUTATION_JOBS) > mutants.log 2>&1 || { tail -c 3000 mutants.log; exit 1; }
	$(PY) scripts/mutation_report.py --survivors --min $(MUTATION_MIN)

# The full torture run (issue 12): 10,000 commands under SIGKILLs of gunicorn, RQ and Redis; prints its table.
# Its processes' logs and Redis data stay in TORTURE_DIR (emptied at the start of each run).
TORTURE_DIR ?= /tmp/furlong-torture
torture: $(STAMP)
	FURLONG_TORTURE=full $(PY) -m pytest -q -s -p no:cacheprovider --basetemp=$(TORTURE_DIR) \
	  tests/torture/test_torture.py -k ten_thousand $(PYTEST_ARGS)

# The archiving soak (issue 40): SOAK_MINUTES of games of every ruleset archived as they end, under SIGKILLs of
# gunicorn, the RQ workers (the archivers) and Redis; prints Redis's keys and memory over the run. A short version
# (the torture's short case, archived 1 s after each game's end) is in `make test`.
SOAK_MINUTES ?= 30
soak: $(STAMP)
	FURLONG_SOAK_MINUTES=$(SOAK_MINUTES) $(PY) -m pytest -q -s -p no:cacheprovider --basetemp=$(TORTURE_DIR)-soak \
	  tests/torture/test_torture.py -k soak $(PYTEST_ARGS)

# Sizing on a local Redis Cluster (docs/scaling.md): 1 shard and 3, WAIT 1 and 0, Redis CPU and memory per game.
bench-cluster: $(STAMP)
	$(PY) -m bench.cluster $(BENCH_CLUSTER_ARGS)

# The cluster torture run (issue 15): 2,000 commands on a local Redis Cluster while masters are killed and slots
# move; prints its table with the failover times.
torture-cluster: $(STAMP)
	FURLONG_TORTURE=cluster $(PY) -m pytest -q -s -p no:cacheprovider --basetemp=$(TORTURE_DIR)-cluster \
	  tests/cluster/test_cluster_torture.py -k thousands $(PYTEST_ARGS)

# Regenerate the typed Python client (clients/python) from openapi.yaml with the
# pinned openapi-python-client; tests/unit/test_generated_client.py fails when it is stale.
client: $(STAMP)
	PATH=$(abspath $(VENV))/bin:$$PATH $(VENV)/bin/openapi-python-client generate --path openapi.yaml \
	  --config clients/openapi-python-client.yaml --meta setup --output-path clients/python --overwrite

# Schemathesis against a live server, longer than the suite's run (FUZZ_EXAMPLES per operation).
FUZZ_EXAMPLES ?= 200
fuzz: $(STAMP)
	FURLONG_FUZZ_EXAMPLES=$(FUZZ_EXAMPLES) $(PY) -m pytest -q -o timeout=3600 tests/e2e/test_fuzzing.py

# Issue 14's figures, each beside its anchor from the same run (docs/performance.md); stops by itself.
# wrk (Debian's `apt-get install wrk`) is the HTTP load generator; without it P1a/P1b say so and are skipped.
# PAGE (issue 39) drives Debian's chromium and chromium-driver; without them it says so and is skipped.
bench: $(STAMP)
	$(PY) -m bench

# make bench on two trees in interleaved rounds, every figure's median: BEFORE=<commit or folder> [AFTER=...].
BENCH_ROUNDS ?= 5
bench-compare: $(STAMP)
	$(PY) -m bench.compare $(BEFORE) $(AFTER) --rounds $(BENCH_ROUNDS)

# P1b for BENCH_MINUTES minutes with deadlines on: per-minute throughput and the RQ/deadline backlog.
BENCH_MINUTES ?= 5
bench-sustained: $(STAMP)
	$(PY) -m bench p1b --minutes $(BENCH_MINUTES)

# P6: concurrent live streams against a throwaway server under the Procfile's web line.
BENCH_STREAMS ?= 2000
bench-streams: $(STAMP)
	$(PY) -m bench.streams --serve --streams $(BENCH_STREAMS) --games 20

TOURNAMENT_ARGS ?= --ruleset neck_and_neck --games 1000 --seats 3
tournament: $(STAMP)
	$(PY) -m workers.tournament $(TOURNAMENT_ARGS)

# Re-resolve every dependency to its newest allowed version in a throw-away venv
# and pin the result (minus the project itself) into constraints.txt.
lock:
	@test -n "$(PYTHON)" || { echo "make: no python3.11 or python3 on PATH" >&2; exit 1; }
	@set -euo pipefail; \
	tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; \
	echo "Resolving dependencies in a fresh venv ($$tmp)"; \
	$(PYTHON) -m venv "$$tmp/venv"; \
	"$$tmp/venv/bin/python" -m pip install --quiet --disable-pip-version-check --upgrade pip; \
	"$$tmp/venv/bin/python" -m pip install --quiet --disable-pip-version-check -e '.[test]'; \
	{ echo "# Pinned versions of everything 'pip install -e .[test]' installs (Python 3.11, Linux)."; \
	  echo "# Regenerate with 'make lock'; the Makefile installs with 'pip install -c constraints.txt'."; \
	  "$$tmp/venv/bin/python" -m pip freeze --disable-pip-version-check --exclude-editable | grep -v -i '^furlong\b'; \
	} > "$$tmp/constraints.txt"; \
	if cmp -s "$$tmp/constraints.txt" constraints.txt; then \
	  echo "constraints.txt unchanged"; \
	else \
	  cp "$$tmp/constraints.txt" constraints.txt; \
	  echo "constraints.txt rewritten: $$(grep -c '==' constraints.txt) pins"; \
	fi

clean:
	rm -rf $(VENV) data furlong.egg-info
