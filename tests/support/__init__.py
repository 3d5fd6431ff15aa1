"""Helpers shared by the test suites (scripted and seeded randomness)."""
