"""Replays a Mirror Skirmish seed trace: states, legal lists and digests compared step by step."""

from gamepkg.rules import IllegalMove
from gamepkg.skirmish import board as skirmish_board
from gamepkg.skirmish import rules as skirmish
from gamepkg.skirmish.seed_saves import SeedCodec
from tests.replayers.field_diff import differences, labelled

MAX_PROBLEMS = 10
UNIT_NAMES = {"hp": ("A1", "A2", "E1", "E2"), "pos": ("A1", "A2", "E1", "E2")}  # allies, enemies


def _compare(label, codec, state, record):
    """Mismatch lines between the engine's ``state`` and one trace record."""
    problems = labelled(label, differences(codec.state_dict(state), record["state"], names=UNIT_NAMES))
    problems += labelled(label, differences(sorted(skirmish_board.legal_moves(state)), record["legal"], "legal"))
    digest = codec.digest(state)
    if digest != record["digest"]:
        problems.append(f"{label}: digest {digest} != trace {record['digest']}")
    return problems


def replay(trace):
    """Replay ``trace`` through gamepkg.skirmish.rules; returns mismatch lines (empty when it matches)."""
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
