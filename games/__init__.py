"""Pure rules of the five rulesets; nothing here touches Flask, Redis, marshmallow or RQ."""
