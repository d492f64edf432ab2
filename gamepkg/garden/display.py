"""Mischief Garden for the screen: who may see what, which actions a player has, and texts as message ids.

Pure functions (no tkinter) used by widgets/garden/view.py. The central one is ``seen_by(state, viewer)``:
it is built on the engine's ``visible``/``player_view`` and never hands the gardener the mole's roots,
whoever is to act. Texts come back as ``Text(key, fields)`` values that the view translates.
"""

from dataclasses import replace

from gamepkg.garden import lab as garden_lab
from gamepkg.garden import rules as garden
from gamepkg.garden import sight as garden_sight
from gamepkg.i18n import Text

ROLES = ("gardener", "mole")
KINDS_BY_ROLE = {"gardener": ("path", "water", "dig", "wait"), "mole": ("root", "wait"),
                 "lab": ("root", "cut", "drain")}
CELLESS_KINDS = ("wait", "drain")



def humans(params):
    """The roles played by a human, gardener first."""
    return tuple(role for role in ROLES if params.player(role) == "human")


def is_hot_seat(params):
    """True when two humans share the screen (both roles are human)."""
    return len(humans(params)) == 2


def viewer_for(params, state):
    """Whose eyes the screen is for: the role to act (hot-seat), the one human's role, or None (computers only)."""
    people = humans(params)
    if len(people) == 2:
        return state.role
    return people[0] if people else None


def seen_by(state, viewer):
    """What ``viewer`` ('gardener', 'mole' or None for a spectator) may see of ``state``, from the engine's views."""
    if state.winner or viewer == state.role:
        return garden_sight.player_view(state)
    if viewer is None:
        view = garden_sight.player_view(replace(state, role="mole", left=garden.ACTIONS_PER_TURN))
        events = state.events
    else:
        view = garden_sight.player_view(replace(state, role=viewer, left=garden.ACTIONS_PER_TURN))
        events = state.events if viewer == "mole" else ()
    view.update(role=state.role, left=state.left, events=events,
                last=state.last if viewer != "gardener" else "")
    return view


def handover_seen(state, mover):
    """What ``mover`` may see just after their turn ended, before the hand-over: their own side of ``state``
    (``seen_by``) and the events of their last action with what followed it in public (the hand-off, the
    drain, the next round). Nothing of the other side: the gardener's view still holds no root."""
    view = seen_by(state, mover)
    view["events"] = state.events  # (apply's events: the mover's own action, then the hand-off or the drain)
    return view


def turn_events(state_at, position, viewer):
    """The events ``viewer`` may know of the latest turn's actions, up to the position after ``position`` moves
    (``state_at(n)`` is the position after n moves): the status line names the whole turn, not only its last
    action. The mover's own actions come whole (as ``handover_seen`` shows them), the other side's as ``seen_by``
    tells them (the gardener never reads a root or the mole's dig results, whoever moved)."""
    first = position
    while first > 1 and state_at(first - 1).left != garden.ACTIONS_PER_TURN:
        first -= 1
    if first < 1:
        return ()
    mover = state_at(first - 1).role
    events = []
    for number in range(first, position + 1):
        state = state_at(number)
        events.extend(state.events if viewer == mover else seen_by(state, viewer)["events"])
    return tuple(events)


def lab_view(state):
    """What the solo lab shows: the lab engine's view plus the cut-off roots and the bloom count."""
    view = dict(garden_lab.visible(state))
    view["cut_off"] = tuple(r for r in view["roots"] if r not in view["network"])
    view["blooms"] = view["water"].count(garden.MAX_WATER)
    view["events"] = state.events
    return view


def kinds_for(role):
    """The action kinds offered to ``role`` ('gardener', 'mole' or 'lab'), in Tab order."""
    return KINDS_BY_ROLE[role]


def move_for(kind, cell):
    """The move string for ``kind`` at ``cell`` ('wait' and 'drain' take no cell)."""
    return kind if kind in CELLESS_KINDS else f"{kind}:{cell}"


def move_cells(move):
    """The cells a move touches, for highlighting: the dig or cut area, the cell, or none."""
    kind, _, number = move.partition(":")
    if not number or kind in CELLESS_KINDS:
        return ()
    cell = int(number)
    return garden.dig_area(cell) if kind in ("dig", "cut") else (cell,)


def legal_targets(engine, state, kind):
    """The cells where ``kind`` is legal now (none for the cell-less kinds), from the acting player's knowledge."""
    if kind in CELLESS_KINDS or getattr(state, "winner", ""):
        return frozenset()
    prefix = kind + ":"
    return frozenset(int(move[len(prefix):]) for move in engine.legal_moves(state) if move.startswith(prefix))


FIRST_SHOWN_CELL = 1  # players count cells from 1 (the engine and the saves count from 0)


def shown_cell(cell):
    """The number a player sees for engine cell ``cell`` (display only: moves and saves keep the engine's)."""
    return cell + FIRST_SHOWN_CELL


def rule_numbers():
    """The engine's rule numbers as texts show them: the entry, the nest and the rocks numbered as the board
    numbers its cells (garden.rule_numbers keeps the engine's cell numbers, from 0)."""
    numbers = garden.rule_numbers()
    numbers.update(entry=shown_cell(garden.ENTRY), nest=shown_cell(garden.NEST), rocks=cell_list(garden.ROCKS))
    return numbers


def cell_list(cells):
    """Cell numbers as players see them, e.g. '2, 12'."""
    return ", ".join(str(shown_cell(cell)) for cell in cells)


def forecast_texts(forecast):
    """The lines of a legal move's forecast (engine data) as Text values."""
    details = forecast["details"]
    lines = [Text(forecast["key"], {})]
    reaches = details.get("reaches", ())
    if len(reaches) == 1:   # "Flower 2 can ...", "Flowers 2, 12 can ..." (#34 point 16)
        lines.append(Text("garden.forecast.path_reaches_one", {"cell": shown_cell(reaches[0])}))
    elif reaches:
        lines.append(Text("garden.forecast.path_reaches", {"flowers": cell_list(reaches)}))
    if details.get("bloom"):
        lines[0] = Text("garden.forecast.water_bloom", {})
    if details.get("rejoins", 0) > 0:
        lines.append(Text("garden.forecast.root_rejoins", {"count": details["rejoins"]}))
    if "removes" in details:
        lines.append(Text("garden.view.forecast_removes", {"count": len(details["removes"])}))
    if "drains" in details:
        if details["drains"]:
            lines.append(Text("garden.forecast.drains", {"flowers": cell_list(details["drains"])}))
        else:
            lines.append(Text("garden.view.forecast_drains_none", {}))
    if details.get("ends_turn"):
        lines.append(Text("garden.forecast.ends_turn", {}))
    return lines


def event_text(event):
    """One engine event as a Text."""
    kind, *rest = event
    if kind in ("path", "root", "bloom"):
        return Text(f"garden.event.{kind}", {"cell": shown_cell(rest[0])})
    if kind == "water":
        return Text("garden.event.water", {"cell": shown_cell(rest[0]), "water": rest[1]})
    if kind == "dig":
        return Text(f"garden.event.dig.{rest[1]}", {"cell": shown_cell(rest[0])})
    if kind == "cut":
        return Text("garden.event.cut", {"cell": shown_cell(rest[0]), "count": rest[1]})
    if kind in ("wait", "handoff"):
        return Text(f"garden.event.{kind}", {"role": Text(f"garden.role.{rest[0]}", {})})
    if kind == "drained":
        return Text("garden.event.drained", {"cell": shown_cell(rest[0]), "water": rest[1]})
    if kind == "round":
        return Text("garden.event.round", {"round": rest[0]})
    if kind == "winner":
        return Text("garden.event.winner", {"role": Text(f"garden.role.{rest[0]}", {}), "blooms": rest[1]})
    return Text("garden.event.drain_none", {})


def event_texts(events):
    """Every event as a Text, skipping the hand-off (the screen tells it anyway)."""
    return [event_text(event) for event in events if event[0] != "handoff"]


def result_text(state):
    """The result line of a finished game, or None while it goes on."""
    if not state.winner:
        return None
    return Text(f"garden.result.{state.winner}", {"blooms": state.water.count(garden.MAX_WATER)})
