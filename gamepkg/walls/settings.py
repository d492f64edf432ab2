"""The settings Delayed Walls keeps in the data folder's settings.json, with their defaults (gamepkg/settings.py finds
them through the registry; a saved value of another type reads as its default)."""

DEFAULTS = {
    "walls_level": "",  # the level last played (its list key), opened again at the next start
    "walls_level_file": "",  # its file, folder and all, when it came from a levels folder (a class one too)
    "walls_levels_open": False,  # the level list was left open (widgets/walls/panes.py)
}
