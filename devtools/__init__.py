"""Tools for development only: a throwaway redis-server, the toy ruleset and its helpers.

Tests, benches and `make run` use them; the runtime packages never import them (import-linter, `make lint`).
"""
