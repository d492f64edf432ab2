"""The list of games in the suite, in tab order: adding a game is one line in GAMES.

Each line names the game's rule engine (a module of gamepkg/), its view ("module:Class" in widgets/,
named as text so that gamepkg never imports tkinter) and its message modules (in gamepkg/messages/).
The window's tabs (widgets/registry.py), the message catalogs (gamepkg/i18n.py), saving, game IDs and
the tests that fuzz every game all read this one table. It imports nothing of the suite, so that every
module may read it (gamepkg/game_id.py reads a game ID with it).
"""

import importlib
from collections import namedtuple
from collections.abc import Mapping


class Game(namedtuple("Game", "engine view messages")):
    """One game of the suite: where its rules, its view and its texts live.

    - engine: the rule engine module, e.g. "gamepkg.mines"
    - view: the view class as "module:Class", e.g. "widgets.mines_view:MinesView"
    - messages: its modules in gamepkg/messages/, e.g. ("mines",)

    (A collections.namedtuple: typing.NamedTuple would import typing, which the window's start does not need.)
    """

    __slots__ = ()


GAMES = {
    "mines": Game("gamepkg.mines", "widgets.mines_view:MinesView", ("mines",)),
    "skirmish": Game("gamepkg.skirmish", "widgets.skirmish_view:SkirmishView", ("skirmish", "skirmish_view")),
    "walls": Game("gamepkg.walls", "widgets.walls_view:WallsView", ("walls", "walls_view", "walls_editor")),
    "garden": Game("gamepkg.garden", "widgets.garden_view:GardenView", ("garden", "garden_view")),
    "arrows": Game("gamepkg.arrows", "widgets.arrows_view:ArrowsView", ("arrows",)),
}


class GameColumn(Mapping):
    """A read-only view of one column of GAMES (game id -> that field), always in step with GAMES."""

    def __init__(self, field):
        """View the ``field`` ("engine", "view" or "messages") of every game."""
        self.field = field

    def __getitem__(self, game):
        """The field of ``game``; KeyError for a game that is not in GAMES."""
        return getattr(GAMES[game], self.field)

    def __iter__(self):
        """The game ids in tab order."""
        return iter(GAMES)

    def __len__(self):
        """How many games there are."""
        return len(GAMES)

    def __repr__(self):
        """Show it like the dict it stands for."""
        return repr(dict(self))


# game id -> engine module, in tab order (read from GAMES)
ENGINES = GameColumn("engine")


def engine_for(game):
    """Import and return the engine module of ``game``; ValueError names an unknown game."""
    if game not in ENGINES:
        raise ValueError(f"unknown game: {game!r}")
    return importlib.import_module(ENGINES[game])


COMMON_GROUP = "common"  # the suite's own texts (menus, dialogs, records): their keys start with no game's id


def message_groups():
    """{COMMON_GROUP or a game id: its modules of gamepkg/messages/}: the common texts first, then each game's
    in tab order; every key of a game's modules starts with the game's id and a dot (``mines.title``)."""
    return {COMMON_GROUP: (COMMON_GROUP,), **{game: entry.messages for game, entry in GAMES.items()}}
