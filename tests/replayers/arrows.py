"""Replay an Arrow Rotation trace: actions [x, y, d] become move strings "x,y,d" for gamepkg.arrows.rules."""

import json

from gamepkg.arrows import rules as arrows
from gamepkg.rules import IllegalMove
from tests.replayers.field_diff import differences, labelled


def action_text(action):
    """The move string for a trace action; a part that is not a plain int keeps its JSON text (never legal)."""
    if not isinstance(action, list):
        return json.dumps(action)
    parts = []
    for value in action:
        if type(value) is int:
            parts.append(str(value))
        else:
            parts.append(json.dumps(value))  # 1.0, true, "2", null: the seed's int(input()) refuses them
    return ",".join(parts)


def state_record(state):
    """The engine state in the trace's JSON shape."""
    return {
        "board": [list(row) for row in state.board],
        "scores": list(state.scores),
        "current": state.current,
        "round": state.round,
        "placements": state.placements,
        "ended": state.ended,
        "winners": list(arrows.winners(state)),
    }


def params_from(trace_params):
    """Engine Params for the trace's {w, h, players} (all seats human; the engine never asks who plays)."""
    players = trace_params["players"]
    return arrows.Params(trace_params["w"], trace_params["h"], ("human",) * players)


def replay(trace):
    """Replay ``trace``; returns mismatch lines (empty when the engine matches the seed)."""
    problems = []
    state = arrows.new_game(params_from(trace["params"]), 0)
    problems += labelled("initial", differences(state_record(state), trace["initial"]["state"]))
    for number, step in enumerate(trace["steps"]):
        move = action_text(step["action"])
        try:
            state = arrows.apply(state, move)
            accepted, gained = True, state.last_walk.gained
        except IllegalMove:
            accepted, gained = False, None
        if accepted != step["accepted"]:
            problems.append(f"step {number} {move!r}: accepted {accepted}, trace says {step['accepted']}")
        if gained != step.get("gained"):
            problems.append(f"step {number} {move!r}: gained {gained}, trace says {step.get('gained')}")
        problems += labelled(f"step {number} {move!r}", differences(state_record(state), step["state"]))
        if problems:
            break
    return problems
