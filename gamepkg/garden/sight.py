"""Mischief Garden: what each player may see, and forecasts of a move (a preview without playing it).

The rules are in gamepkg/garden/rules.py; this module only reads them (through ``garden.``, so a rule changed
there is followed here too). The gardener never sees the roots: ``visible(state)`` hides them on the
gardener's turn, and a gardener's forecast reads nothing else.
"""

from gamepkg.garden import rules as garden
from gamepkg.rules import IllegalMove


def visible(state):
    """The seed's view for the player to act: roots and network are hidden on the gardener's turn."""
    reveal = state.role == "mole" or bool(state.winner)
    return {"paths": state.paths, "water": state.water, "round": state.round, "role": state.role,
            "left": state.left, "drained": state.drained, "winner": state.winner, "tick": state.tick,
            "roots": state.roots if reveal else (),
            "network": tuple(sorted(garden.root_network(state))) if reveal else (),
            "revealed": reveal}


def _event_is_public(event, viewer):
    """True when ``viewer`` may see ``event`` (the gardener never sees the mole's underground work)."""
    if viewer != "gardener":
        return True
    return event[0] not in ("root", "dig") and event != ("wait", "mole")


def player_view(state):
    """Everything the player to act may see, for drawing and for computer players.

    ``visible(state)`` plus: ``cut_off`` (roots no longer joined to the nest), ``path_network``,
    ``blooms``, ``waterable`` (flowers the gardener can water now), ``last`` (the seed's last message
    when this player may read it, else ''), ``events`` (the latest move's events this player may see),
    ``digs`` and ``drains`` (the public history, see State).
    """
    view = dict(visible(state))
    viewer = "all" if state.winner else state.role
    own_action = state.left == 1            # the latest action was this player's own first action
    view["cut_off"] = tuple(r for r in view["roots"] if r not in view["network"])
    view["path_network"] = tuple(sorted(garden.connected(state.paths, garden.ENTRY)))
    view["blooms"] = state.water.count(garden.MAX_WATER)
    view["waterable"] = tuple(f for f, w in zip(garden.FLOWERS, state.water)
                              if w < garden.MAX_WATER and garden.touches(f, view["path_network"]))
    view["last"] = state.last if (own_action or viewer == "all" or state.last in
                                  ("ready", "handoff", "drain_finished")) else ""
    view["events"] = tuple(e for e in state.events
                           if own_action or viewer == "all" or _event_is_public(e, viewer))
    view["digs"] = state.digs
    view["drains"] = state.drains
    return view


def needs_handoff(before, after):
    """True when the screen must be hidden between two states: the other player takes over."""
    return before.role != after.role and not after.winner


# ---------------------------------------------------------------- forecast (preview without playing)

SEED_FORECAST = {"blocked": "BLOCKED / NO COST", "path": "EXTEND FROM ENTRY",
                 "water": "WATER +1 / MAX 2", "root": "EXTEND FROM NEST",
                 "dig": "DIG CENTER + 4 SIDES", "cut": "LAB: CUT CENTER + SIDES",
                 "drain": "LAB: DRAIN CONNECTED", "wait": "SPEND ONE ACTION"}


def blocked_forecast(error):
    """The forecast of a move the rules refuse: not legal, with the IllegalMove's reason."""
    return {"legal": False, "code": "blocked", "reason": error.reason,
            "key": "garden.forecast.blocked", "cells": (), "details": {}}


def forecast(state, move):
    """What ``move`` would do, as data, from the knowledge of the player to act.

    Returns ``{"legal", "code", "reason", "key", "cells", "details"}``: ``code`` is a SEED_FORECAST key,
    ``key`` the message id. On the gardener's turn it reads only ``visible(state)``, so a dig forecast
    never tells whether hidden roots would be cut.
    """
    try:
        kind, cell = garden.check(state, move)
    except IllegalMove as error:
        return blocked_forecast(error)
    result = {"legal": True, "code": kind, "reason": "", "key": f"garden.forecast.{kind}",
              "cells": (), "details": {"ends_turn": state.left == 1}}
    if state.role == "gardener":
        _gardener_forecast(visible(state), kind, cell, result)
    else:
        _mole_forecast(state, kind, cell, result)
    return result


def _gardener_forecast(view, kind, cell, result):
    """Fill in a gardener forecast from the public view only."""
    details = result["details"]
    network = garden.connected(view["paths"], garden.ENTRY)
    if kind == "path":
        before = {f for f in garden.FLOWERS if garden.touches(f, network)}
        after = {f for f in garden.FLOWERS if garden.touches(f, network | {cell})}
        details["reaches"] = tuple(f for f in garden.FLOWERS if f in after - before)
        result["cells"] = (cell,)
    elif kind == "water":
        new = view["water"][garden.FLOWERS.index(cell)] + 1
        details["water"] = new
        details["bloom"] = new == garden.MAX_WATER
        result["cells"] = (cell,)
    elif kind == "dig":
        result["cells"] = garden.dig_area(cell)


def _mole_forecast(state, kind, cell, result):
    """Fill in a mole forecast (the mole sees its roots)."""
    roots = state.roots
    if kind == "root":
        roots = tuple(sorted((*roots, cell)))
        before = garden.root_network(state)
        after = garden.connected(roots, garden.NEST)
        details = result["details"]
        details["rejoins"] = len(after - before) - 1
        result["cells"] = (cell,)
    if state.left == 1:
        result["details"]["drains"] = garden.drain(roots, state.water)[1]
