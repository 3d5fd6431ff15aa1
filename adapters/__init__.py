"""Every Redis, Redis Cluster and RQ piece: the adapters behind the ports, wired only by bootstrap/."""
