"""Replay a Minesweeper trace (fixed mine layout, "open" actions) through gamepkg.mines.rules."""

import json

from gamepkg.mines import rules as mines
from gamepkg.rules import IllegalMove
from tests.replayers.field_diff import differences, labelled


def params_from_trace(trace_params):
    """Params with the trace's size and its fixed mine layout."""
    layout = frozenset((x, y) for x, y in trace_params["mines"])
    return mines.Params(trace_params["w"], trace_params["h"], len(layout), layout=layout)


def move_for(action):
    """The engine move for a trace action; anything but a well-formed open becomes a move the engine refuses."""
    if (isinstance(action, list) and len(action) == 3 and action[0] == "open"
            and all(type(v) is int for v in action[1:])):
        return f"o{action[1]},{action[2]}"
    return "?" + json.dumps(action)


def observed(state):
    """The trace's view of a state: opened cells as sorted [x, y] lists and the status."""
    return {"opened": [list(cell) for cell in sorted(state.opened)], "status": mines.status(state)}


def counts_grid(state):
    """The mine counts as rows, -1 on mines, like the trace's "counts"."""
    return [[state.counts[y * state.width + x] for x in range(state.width)] for y in range(state.height)]


def replay(trace):
    """Replay ``trace``; returns the mismatch lines (empty when the engine matches it)."""
    problems = []
    state = mines.new_game(params_from_trace(trace["params"]), 0)
    if "counts" in trace:
        problems += labelled("counts", differences(counts_grid(state), trace["counts"], "counts"))
    problems += labelled("initial", differences(observed(state), trace["initial"]["state"]))
    for number, step in enumerate(trace["steps"], start=1):
        try:
            state = mines.apply(state, move_for(step["action"]))
            accepted = True
        except IllegalMove:
            accepted = False
        if accepted != step["accepted"]:
            problems.append(f"step {number} {step['action']}: accepted {accepted}, expected {step['accepted']}")
        problems += labelled(f"step {number} {step['action']}", differences(observed(state), step["state"]))
        if problems:
            break
    return problems
