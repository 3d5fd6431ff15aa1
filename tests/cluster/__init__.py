"""Tests against a real local Redis Cluster (issue 15)."""
