"""Replay Mischief Garden traces (stage 5): actions [kind, cell] become move strings "kind:cell"."""

from gamepkg.garden import rules as garden
from gamepkg.garden import sight as garden_sight
from gamepkg.rules import IllegalMove
from tests.replayers.field_diff import differences, labelled

# the seed's `last` texts for the engine's LAST_CODES
LAST_TEXT = {"ready": "READY", "path_added": "PATH ADDED", "water_added": "WATER ADDED",
             "underground_work_done": "UNDERGROUND WORK DONE", "waited": "WAITED",
             "root_cut": "ROOT CUT", "no_root": "NO ROOT", "handoff": "HANDOFF",
             "drain_finished": "DRAIN FINISHED"}


def to_move(action):
    """The trace's [kind, cell] as a move string (a non-int cell makes a string the engine refuses)."""
    kind, cell = action
    if type(cell) is not int:
        cell = repr(cell)
    return f"{kind}:{cell}"


def as_json(value):
    """Tuples (also nested) as lists, the way the trace stores them."""
    if isinstance(value, (tuple, list)):
        return [as_json(v) for v in value]
    if isinstance(value, dict):
        return {k: as_json(v) for k, v in value.items()}
    return value


def state_json(state):
    """The engine state in the trace's layout."""
    return {"paths": list(state.paths), "roots": list(state.roots), "water": list(state.water),
            "round": state.round, "role": state.role, "left": state.left,
            "drained": list(state.drained), "winner": state.winner, "tick": state.tick,
            "last": LAST_TEXT[state.last]}


def compare(label, state, record, sight=garden_sight, state_to_json=state_json):
    """Mismatch lines between the engine and one trace record (state, and visible as ``sight`` shows it)."""
    return (labelled(label, differences(state_to_json(state), record["state"]))
            + labelled(f"{label}: visible", differences(as_json(sight.visible(state)), record["visible"])))


def replay(trace, module=garden, state_to_json=state_json, sight=garden_sight):
    """Replay ``trace`` through ``module`` (what a player sees from ``sight``): mismatch lines, [] when it matches."""
    state = module.new_game(module.DEFAULT_PARAMS, 0)
    problems = compare("initial", state, trace["initial"], sight, state_to_json)
    for number, step in enumerate(trace["steps"], start=1):
        move = to_move(step["action"])
        try:
            state = module.apply(state, move)
            accepted = True
        except IllegalMove:
            accepted = False
        if accepted != step["accepted"]:
            problems.append(f"step {number} {move!r}: accepted {accepted}, trace says {step['accepted']}")
        problems += compare(f"step {number} {move!r}", state, step, sight, state_to_json)
        if problems:
            break
    return problems
