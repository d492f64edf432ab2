"""The tabs of the suite, in order: game id -> "module:ViewClass". A finished game adds one line."""

import importlib

VIEWS = {
    "mines": "widgets.mines_view:MinesView",
    "skirmish": "widgets.skirmish_view:SkirmishView",
    "walls": "widgets.walls_view:WallsView",
    "garden": "widgets.garden_view:GardenView",
    "arrows": "widgets.arrows_view:ArrowsView",
}


def view_class(game):
    """Import and return the view class of ``game``."""
    module_name, class_name = VIEWS[game].split(":")
    return getattr(importlib.import_module(module_name), class_name)
