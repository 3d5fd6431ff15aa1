"""The application layer: the composition root (`bootstrap`), the ports it wires, and what follows an append.

Layers, each importing only those below it (checked by import-linter, `make lint`):
games < events < projections < app < service | workers.
"""
