"""Replays a Mirror Skirmish seed trace: states, legal lists and digests compared step by step."""

from gamepkg import skirmish
from gamepkg.rules import IllegalMove
from gamepkg.skirmish_lesson import SeedCodec

MAX_PROBLEMS = 10


def _compare(label, codec, state, record):
    """Mismatch lines between the engine's ``state`` and one trace record."""
    problems = []
    seed_state = codec.state_dict(state)
    if seed_state != record["state"]:
        problems.append(f"{label}: state {seed_state} != trace {record['state']}")
    legal = sorted(skirmish.legal_moves(state))
    if legal != record["legal"]:
        problems.append(f"{label}: legal {legal} != trace {record['legal']}")
    digest = codec.digest(state)
    if digest != record["digest"]:
        problems.append(f"{label}: digest {digest} != trace {record['digest']}")
    return problems


def replay(trace):
    """Replay ``trace`` through gamepkg.skirmish; returns mismatch lines (empty when it matches)."""
    codec = SeedCodec()
    params = skirmish.Params(trace["params"]["case"], trace["params"]["variant"])
    state = skirmish.new_game(params, 0)
    problems = _compare("initial", codec, state, trace["initial"])
    for number, step in enumerate(trace["steps"], start=1):
        label = f"step {number} {step['action']!r}"
        try:
            state = skirmish.apply(state, step["action"])
            accepted = True
        except IllegalMove:
            accepted = False
        if accepted != step["accepted"]:
            problems.append(f"{label}: accepted {accepted} != trace {step['accepted']}")
        problems += _compare(label, codec, state, step)
        if len(problems) >= MAX_PROBLEMS:
            break
    return problems[:MAX_PROBLEMS]
