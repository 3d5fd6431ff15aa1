"""Benchmarks (`make bench`): figures for the closing notes, never asserted by tests."""
