"""The task machinery the round runs on: Task, the registry TASKS and run.

The state keeps a stack of small JSON-ready task dicts ({"t": name, ...}); `run` works
the top task until one needs a decision (a seat in `to_move()`), so every forced step
shows only as events. A task type is a Task(run, owners, options, decide, describe):
`run` returns True to wait for a decision, else it has popped itself (and maybe pushed
follow-ups); `owners` are the seats to move; `options` the legal actions of a seat ([] for
a seat that is not an owner: it checks the seat itself, so that legal_actions asks once);
`decide` applies a legal Action and leaves the rest to `run`, or returns True when it knows
the top task waits for another decision (nothing to run: e.g. seats still to choose their
card). The modules flow (the round), loading, voyage and combat register their tasks here.

A step whose next step needs no decision does that step at once instead of pushing it and
coming back through `run` (a turn plays its day and night actions and the discard straight
on; a card's move or load is pushed as a task only to wait for the branch or the hold):
the stack at every decision is the one the step-by-step tasks would leave.

`ev` is the list the events go to, or None in trusted play (State.apply_trusted): then
no event is built at all, and nothing else changes (every event is guarded by
`if ev is not None`, and nothing the rules decide is computed inside that guard).
`owners` and `options` return new lists (apply's callers may keep them); the actions in
them may be shared instances (they are frozen values).
"""
from __future__ import annotations

from typing import Callable, NamedTuple


class Task(NamedTuple):
    run: Callable
    owners: Callable = lambda st, t: []
    options: Callable = lambda st, t, seat: []
    decide: Callable = lambda st, t, seat, action, ev: None
    describe: Callable = lambda st, t: ""


class Registry(dict):
    """TASKS: name -> Task. Registering a task also files its functions by name in RUN,
    OWNERS, OPTIONS and DECIDE, so the hot paths call them straight from a task's name."""

    def __setitem__(self, name: str, task: Task) -> None:
        super().__setitem__(name, task)
        RUN[name], OWNERS[name], OPTIONS[name], DECIDE[name] = (
            task.run, task.owners, task.options, task.decide)


RUN: dict[str, Callable] = {}
OWNERS: dict[str, Callable] = {}
OPTIONS: dict[str, Callable] = {}
DECIDE: dict[str, Callable] = {}
TASKS: dict[str, Task] = Registry()


def run(st, ev: list | None) -> None:
    """Work the stack until a decision is needed or the game is over (State.apply_trusted
    has this loop inline)."""
    stack, run_of = st.stack, RUN
    while stack:
        task = stack[-1]
        if run_of[task["t"]](st, task, ev):
            return
        stack = st.stack          # a task may have replaced the stack (the end of the game)

