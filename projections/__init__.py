"""Read models folded from events: the lobby index and the ledger; and redaction, what a viewer may see of the log.
(The game loader is events/loader.py; the audit, disputes and receipts are the audit package.)"""
