"""Replay a Delayed Walls trace through gamepkg.walls.rules and the shared Session (undo included)."""

from gamepkg.rules import IllegalMove
from gamepkg.session import Session
from gamepkg.walls import rules as walls
from tests.replayers.field_diff import differences, labelled


def cell_or_none(cell):
    """A cell as a JSON list, or None."""
    return None if cell is None else list(cell)


def record(accepted, reason, matured, scheduled, blocked, state, past_len):
    """One step in the trace's layout."""
    return {"accepted": accepted, "reason": reason, "matured": [list(cell) for cell in matured],
            "scheduled": cell_or_none(scheduled), "blocked": cell_or_none(blocked),
            "state": walls.to_dict(state), "past_len": past_len}


def perform(session, action):
    """Play one trace action on the session and describe what happened."""
    if action == "undo":
        accepted = session.undo()
        return record(accepted, "undo" if accepted else "nothing_to_undo", (), None, None,
                      session.state, session.position)
    try:
        state = session.play(action)
    except IllegalMove as error:
        return record(False, error.reason, (), None, error.details.get("blocked"), session.state, session.position)
    result = state.last
    return record(True, result.reason, result.matured, result.scheduled, result.blocked, state, session.position)


def replay(trace):
    """Return one line per difference between the trace and the engine (empty when they match)."""
    params = trace["params"]
    key = walls.SEED_LEVELS[params["level"]]
    level = walls.PRESETS[key]
    problems = []
    if level.title != params["title"]:
        problems.append(f"level {params['level']} is titled {level.title!r}, trace says {params['title']!r}")
    session = Session(walls, level, 0)
    problems += labelled("initial", differences(walls.to_dict(session.state), trace["initial"]["state"]))
    if session.position != trace["initial"]["past_len"]:
        problems.append(f"initial past_len {session.position} != {trace['initial']['past_len']}")
    for number, step in enumerate(trace["steps"], start=1):
        got = perform(session, step["action"])
        problems += labelled(f"step {number} ({step['action']!r})",
                             differences(got, {name: step.get(name) for name in got}))
        if problems:
            break
    return problems
