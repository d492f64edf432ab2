"""Mischief Garden solo lab: practise the mole's roots, the gardener's cut and the drain alone.

The garden of garden.py (same cells, nest, flowers and rock), with no paths, no turns and no end.
Three actions, in any order: ``"root:19"`` grows a root next to the nest's network, ``"cut:7"`` clears
the roots on a cell and its four sides (never the nest; allowed even where there is no root), and
``"drain"`` (``"drain:<any number>"`` too) takes one water from every flower the network reaches.

Exercises for a beginner:
1. Add a "rain" action that gives every flower one water (at most MAX_WATER).
2. Count the drains and show how many water the mole has taken in total.
3. Refuse a cut where there is no root at all, with its own reason code.
4. Add a goal: the lab is "won" when every flower is dry.
"""

from dataclasses import dataclass, replace

from gamepkg.garden.rules import (
    CELLS,
    ENTRY,
    FLOWERS,
    NEST,
    ROCKS,
    SIZE,
    START_WATER,
    connected,
    dig_area,
    drain,
    neighbors,
    parse_move,
)
from gamepkg.garden.sight import blocked_forecast
from gamepkg.rules import IllegalMove, ParamsError

GAME = "garden_lab"
KINDS = ("root", "cut", "drain")
OTHER_KINDS = ("path", "water", "dig", "wait")   # stage-5 kinds that the lab does not have


@dataclass(frozen=True)
class Params:
    """The lab has no settings; it is always encoded as ``"solo"``."""

    def encode(self):
        """The only encoding: ``"solo"``."""
        return "solo"

    @classmethod
    def decode(cls, text):
        """Accept ``"solo"`` only; ValueError otherwise."""
        if text != "solo":
            raise ParamsError("garden.params.lab")
        return cls()


DEFAULT_PARAMS = Params()
PRESETS = {"solo": Params()}


@dataclass(frozen=True)
class State:
    """The lab: roots, the flowers' water (FLOWERS order), the last drain and an action counter."""

    roots: tuple = (NEST,)
    water: tuple = (START_WATER,) * len(FLOWERS)
    drained: tuple = ()
    tick: int = 0
    events: tuple = ()


def new_game(params=DEFAULT_PARAMS, seed=0):
    """The lab's starting position (nothing is random)."""
    return State()


def status(state):
    """The lab never ends: always 'playing'."""
    return "playing"


def check(state, move):
    """Return (kind, cell) for a legal ``move`` or raise IllegalMove with the reason."""
    kind, cell = parse_move(move, bare_kinds=("drain", "wait"))
    if kind in OTHER_KINDS:
        raise IllegalMove("not_in_lab")
    if kind not in KINDS:
        raise IllegalMove("unknown_kind")
    if kind == "drain":
        return kind, cell
    if not 0 <= cell < SIZE * SIZE:
        raise IllegalMove("off_board", cell=cell)
    if cell in ROCKS:
        raise IllegalMove("rock", cell=cell)
    if kind == "cut":
        if cell == NEST:
            raise IllegalMove("nest", cell=cell)
        return kind, cell
    if cell in state.roots:
        raise IllegalMove("occupied", cell=cell)
    if not any(n in connected(state.roots, NEST) for n in neighbors(cell)):
        raise IllegalMove("not_adjacent", cell=cell)
    return kind, cell


def legal_moves(state):
    """Every legal lab move: roots, then cuts, then 'drain'."""
    moves = []
    for kind in ("root", "cut"):
        for cell in CELLS:
            try:
                check(state, f"{kind}:{cell}")
            except IllegalMove:
                continue
            moves.append(f"{kind}:{cell}")
    return moves + ["drain"]


def apply(state, move):
    """The state after ``move``; raises IllegalMove (and changes nothing) when it is not legal."""
    kind, cell = check(state, move)
    if kind == "root":
        return replace(state, roots=tuple(sorted((*state.roots, cell))), tick=state.tick + 1,
                       events=(("root", cell),))
    if kind == "cut":
        area = dig_area(cell)
        roots = tuple(r for r in state.roots if r not in area)
        return replace(state, roots=roots, tick=state.tick + 1,
                       events=(("cut", cell, len(state.roots) - len(roots)),))
    water, drained = drain(state.roots, state.water)
    events = tuple(("drained", f, water[FLOWERS.index(f)]) for f in drained)
    return replace(state, water=water, drained=drained, tick=state.tick + 1,
                   events=events or (("drain_none",),))


def visible(state):
    """The stage-2 view: everything is shown, drawn as the mole's solo lab (round 0)."""
    return {"paths": (ENTRY,), "roots": state.roots,
            "network": tuple(sorted(connected(state.roots, NEST))), "water": state.water,
            "role": "mole", "round": 0, "left": 0, "winner": "", "tick": state.tick,
            "drained": state.drained, "revealed": True}


def forecast(state, move):
    """What ``move`` would do, as data: ``{"legal", "code", "reason", "key", "cells", "details"}``."""
    try:
        kind, cell = check(state, move)
    except IllegalMove as error:
        return blocked_forecast(error)
    result = {"legal": True, "code": kind, "reason": "", "key": f"garden.forecast.{kind}",
              "cells": (), "details": {}}
    if kind == "root":
        result["cells"] = (cell,)
        before = connected(state.roots, NEST)
        result["details"]["rejoins"] = len(connected((*state.roots, cell), NEST) - before) - 1
    elif kind == "cut":
        result["cells"] = dig_area(cell)
        result["details"]["removes"] = tuple(r for r in state.roots if r in dig_area(cell))
    else:
        result["details"]["drains"] = drain(state.roots, state.water)[1]
    return result
