"""The offline audit of a game's log, and what it stands on: the chain, randomness, commitments, payouts and
ledger checks, the explanations of a payout, signed dispute reports and kept receipts, and the verifier's command
line (`python -m audit`). Pure: no Redis, no Flask; it reads the events and the rules, and folds the ledger with
the read model's own code (projections/ledger.py)."""
