"""Every recorded seed trace in tests/data/conformance/ replays without a mismatch."""

import pathlib

import pytest

from tests.conformance import replay_file

DATA = pathlib.Path(__file__).parent / "data" / "conformance"
TRACES = sorted(p for p in DATA.glob("*/*.json")
                if p.parent.name != "skirmish_saves" and p.name not in ("optimal.json", "manifest.json"))


def test_traces_are_present():
    """The copied traces are there, so the replay below cannot pass by finding nothing."""
    folders = {p.parent.name for p in TRACES}
    assert "mines" in folders


@pytest.mark.parametrize("path", TRACES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_trace_replays(path):
    """The engine reproduces the seed's recorded playthrough exactly."""
    assert replay_file(path) == []
