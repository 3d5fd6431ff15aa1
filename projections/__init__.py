"""Read models folded from events: snapshots of game state, the lobby index."""
