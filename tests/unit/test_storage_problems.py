"""Storage that does not answer, on one Redis or on a cluster mid-failover, is a 503 with Retry-After, never a 500."""

from __future__ import annotations

import pytest
import redis
from redis.exceptions import ClusterDownError, MasterDownError, SlotNotCoveredError, TryAgainError

from adapters.cluster_store import SlotUnavailable
from adapters.outages import OUTAGES
from service.errors import as_problem


@pytest.mark.parametrize(
    "error",
    [
        redis.ConnectionError("refused"),
        redis.TimeoutError("slow"),
        ClusterDownError("CLUSTERDOWN The cluster is down"),
        MasterDownError("MASTERDOWN Link with MASTER is down"),
        TryAgainError("TRYAGAIN Multiple keys request during rehashing of slot"),
        SlotNotCoveredError("slot 9 is not covered"),
        SlotUnavailable("the slot kept moving"),
    ],
)
def test_storage_that_does_not_answer_is_a_503_with_retry_after(error):
    problem = as_problem(error, OUTAGES)
    assert problem is not None and problem.status == 503 and "Retry-After" in problem.headers
