"""Replay Mischief Garden solo-lab traces (stage 2) with the garden replayer's translation."""

from gamepkg.garden import lab as garden_lab
from tests.replayers.garden import replay as replay_garden


def state_json(state):
    """The lab state in the trace's layout."""
    return {"roots": list(state.roots), "water": list(state.water),
            "drained": list(state.drained), "tick": state.tick}


def replay(trace):
    """Replay ``trace`` through the lab engine; returns mismatch lines (empty when it matches)."""
    return replay_garden(trace, garden_lab, state_json, sight=garden_lab)
