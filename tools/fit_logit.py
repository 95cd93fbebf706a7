"""The conditional logit the bots' judgements are fitted with (tools/fit_*_judge.py).

Each sample is one position: a row of features per seat and the seat that won. Seat i
wins with probability exp(w . f_i) / sum_j exp(w . f_j); `fit` finds the weights w of
the largest likelihood (Newton's method, a little ridge), `log_loss` scores weights on
other samples. numpy, a development tool, is imported only here.
"""
from __future__ import annotations


def _groups(data):
    import numpy as np
    groups: dict[int, list] = {}
    for rows, winner in data:
        groups.setdefault(len(rows), []).append((rows, winner))
    return [(np.array([r for r, _ in g], dtype=float), np.array([w for _, w in g]))
            for g in groups.values()]


def fit(data: list[tuple[list, int]], k: int, iterations: int = 30, ridge: float = 1e-3):
    """(weights, mean log-loss) of the conditional logit over `data`, k features a seat."""
    import numpy as np
    mats = _groups(data)
    beta = np.zeros(k)
    loss = 0.0
    for _ in range(iterations):
        grad = -ridge * beta
        hess = -ridge * np.eye(k)
        loss = 0.0
        count = 0
        for x, y in mats:                     # x: (n, seats, k), y: (n,)
            s = x @ beta
            s -= s.max(axis=1, keepdims=True)
            p = np.exp(s)
            p /= p.sum(axis=1, keepdims=True)
            idx = np.arange(len(y))
            loss -= np.log(p[idx, y] + 1e-12).sum()
            count += len(y)
            mean = (p[:, :, None] * x).sum(axis=1)
            grad += (x[idx, y] - mean).sum(axis=0)
            second = np.einsum("ns,nsi,nsj->ij", p, x, x) - np.einsum("ni,nj->ij", mean, mean)
            hess -= second
        step = np.linalg.solve(hess, grad)
        beta -= step
        if np.abs(step).max() < 1e-8:
            break
    return beta, loss / max(count, 1)


def log_loss(data: list[tuple[list, int]], beta) -> float:
    """The mean log-loss of weights `beta` over `data`."""
    import numpy as np
    total = count = 0.0
    for x, y in _groups(data):
        s = x @ np.asarray(beta)
        s -= s.max(axis=1, keepdims=True)
        p = np.exp(s)
        p /= p.sum(axis=1, keepdims=True)
        total -= np.log(p[np.arange(len(y)), y] + 1e-12).sum()
        count += len(y)
    return total / max(count, 1)
