"""The torture suite: real redis-server, gunicorn and RQ workers under load and faults (issue 12)."""
