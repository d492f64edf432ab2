"""Minesweeper events and refusals as message ids with fields (the engine itself reports only data)."""


def _shown(fields):
    """Copy ``fields`` adding ``column`` and ``row``: x and y counted from 1, as every message shows them."""
    shown = dict(fields)
    if "x" in shown and "y" in shown:
        shown["column"], shown["row"] = shown["x"] + 1, shown["y"] + 1
    return shown


def event_message(event):
    """The message (key, fields) for an event tuple of ``state.events``."""
    code, numbers = event[0], event[1:]
    if code in ("open", "boom"):
        return f"mines.event.{code}", _shown({"x": numbers[0], "y": numbers[1]})
    if code == "chord":
        return "mines.event.chord", _shown({"x": numbers[0], "y": numbers[1], "count": numbers[2]})
    if code == "mark":
        return f"mines.event.mark_{numbers[2]}", _shown({"x": numbers[0], "y": numbers[1]})
    if code in ("opened", "mines_placed"):
        return f"mines.event.{code}", {"count": numbers[0]}
    return f"mines.event.{code}", {}


def reason_message(error):
    """The message (key, fields) explaining an IllegalMove raised by ``apply``."""
    return f"mines.reason.{error.reason}", _shown(error.details)
