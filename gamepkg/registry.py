"""The list of games in the suite, in tab order: adding a game is one line in GAMES.

A game lives in two folders of its own: gamepkg/<game>/ (its rules, computer players, lesson, texts: no tkinter)
and widgets/<game>/ (its view, drawing and panels). Each line names the game's rule engine (gamepkg/<game>/rules.py),
its view ("module:Class" in widgets/<game>/, named as text so that gamepkg never imports tkinter) and its message
modules (gamepkg/<game>/messages*.py).
The window's tabs (widgets/registry.py), the message catalogs (gamepkg/i18n.py), saving, game IDs and
the tests that fuzz every game all read this one table. It imports nothing of the suite, so that every
module may read it (gamepkg/game_id.py reads a game ID with it).
"""

import importlib
from collections import namedtuple
from collections.abc import Mapping


class Game(namedtuple("Game", "engine view messages")):
    """One game of the suite: where its rules, its view and its texts live.

    - engine: the rule engine module, e.g. "gamepkg.mines.rules"
    - view: the view class as "module:Class", e.g. "widgets.mines.view:MinesView"
    - messages: its message modules, e.g. ("gamepkg.mines.messages", "gamepkg.mines.messages_lesson")

    (A collections.namedtuple: typing.NamedTuple would import typing, which the window's start does not need.)
    """

    __slots__ = ()


GAMES = {
    "mines": Game("gamepkg.mines.rules", "widgets.mines.view:MinesView",
                  ("gamepkg.mines.messages", "gamepkg.mines.messages_lesson")),
    "skirmish": Game("gamepkg.skirmish.rules", "widgets.skirmish.view:SkirmishView",
                     ("gamepkg.skirmish.messages", "gamepkg.skirmish.messages_view",
                      "gamepkg.skirmish.messages_lesson")),
    "walls": Game("gamepkg.walls.rules", "widgets.walls.view:WallsView",
                  ("gamepkg.walls.messages", "gamepkg.walls.messages_view", "gamepkg.walls.messages_editor")),
    "garden": Game("gamepkg.garden.rules", "widgets.garden.view:GardenView",
                   ("gamepkg.garden.messages", "gamepkg.garden.messages_view", "gamepkg.garden.messages_lesson")),
    "arrows": Game("gamepkg.arrows.rules", "widgets.arrows.view:ArrowsView",
                   ("gamepkg.arrows.messages", "gamepkg.arrows.messages_lesson")),
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


def game_module(game, name):
    """The dotted name of module ``name`` in ``game``'s folder of gamepkg/ (``game_module("walls", "lesson")`` ->
    ``"gamepkg.walls.lesson"``): the folder is the one of the game's engine."""
    return ENGINES[game].rpartition(".")[0] + "." + name


def optional_game_module(game, name):
    """The module ``name`` of ``game``'s folder (its lesson, its statistics...), or None when the game has none
    or is no game of the suite; an error inside the module still raises."""
    if game not in GAMES:
        return None
    dotted = game_module(game, name)
    try:
        return importlib.import_module(dotted)
    except ModuleNotFoundError as error:
        if error.name != dotted:
            raise
        return None


def message_groups():
    """{COMMON_GROUP or a game id: its message modules}: the common texts (gamepkg/messages/) first, then each game's
    in tab order; every key of a game's modules starts with the game's id and a dot (``mines.title``)."""
    common = ("gamepkg.messages.common", "gamepkg.messages.lesson", "gamepkg.messages.folders")
    return {COMMON_GROUP: common, **{game: entry.messages for game, entry in GAMES.items()}}
