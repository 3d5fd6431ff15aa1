"""Event envelope, event store (port + Redis Streams), the game aggregate and the command handler."""
