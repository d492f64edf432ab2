"""The player's remembered choices (language, options) and best times, kept in the data folder.

Two windows may be open on one data folder. Each window writes only the settings it changed, merged
into the file as it is now (``DataStore.update_json`` re-reads it under a lock), and a best time goes
into the tables as they are now: no window wipes what another one wrote.

The suite's own settings are DEFAULTS below. A game keeps its own in its folder, ``gamepkg/GAME/settings.py``
with a ``DEFAULTS`` of its keys (found through the registry: game_defaults). They are read the first time a
game's key is asked for (``settings["no_guess"]``, when the game's tab is built), so the window's first frame
imports no game's module. Keys are the same as ever, so every saved file still reads.

A school settings file (gamepkg/school.py) may fix some of them for every pupil of a PC: ``load_settings(store,
fixed)`` uses the school's values, and the window never changes nor writes a fixed setting (``Settings.fixed``).
``keep_records`` (False: no records table is written) and ``offer_lessons`` (False: no tab offers its lesson) have
no menu: only a school file sets them.
"""

from gamepkg.i18n import LANGUAGES
from gamepkg.record_fields import today_text
from gamepkg.registry import GAMES, optional_game_module
from gamepkg.save_error import SaveError

SETTINGS_FILE = "settings.json"
BEST_TIMES_FILE = "best_times.json"
BEST_TIMES_KEPT = 5
ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
ZOOM_MIN, ZOOM_MAX = 70, 200  # the zoom steps the Options menu offers (widgets/app.py ZOOM_STEPS) span this
DEFAULTS = {  # the suite's settings (each game's own: gamepkg/GAME/settings.py)
    "language": "",
    "zoom": 100,
    "animation_speed": "normal",
    "class_levels": "",  # the class's levels folder (--levels), read-only (the Delayed Walls level library)
    "lessons_offered": "",  # the games whose lesson was offered at their tab's first start, space-separated
    "offer_lessons": True,  # a tab offers its lesson at its first start (a school file may turn it off)
    "keep_records": True,  # best times, statistics and bests are kept (a school file may turn it off)
}
MAX_FOLDER_TEXT = 1000


def game_defaults():
    """{key: default} of every game's own settings (the DEFAULTS of gamepkg/GAME/settings.py, in tab order);
    a game without that module keeps none."""
    found = {}
    for game in GAMES:
        module = optional_game_module(game, "settings")
        found.update(getattr(module, "DEFAULTS", {}))
    return found


def default_of(key):
    """The default of setting ``key``, the suite's or a game's; KeyError for a key no one declares."""
    return DEFAULTS[key] if key in DEFAULTS else game_defaults()[key]


class Settings(dict):
    """One window's settings: a dict that also remembers the values last read or written (``saved``).

    A game's setting is looked up in the file's values (``from_file``) the first time it is asked for.
    (``settings.get(key)`` does not do that: read a game's setting as ``settings[key]``.)
    The settings a school file fixes (``fixed``) keep the school's value: setting another one changes nothing.
    """

    def __init__(self, values, from_file=None, fixed=None):
        """Start with ``values``, all of them counted as saved; ``from_file``: the file's values as read;
        ``fixed``: {key: value} the school file sets (used here, never changed, never written)."""
        self.fixed = dict(fixed or {})
        super().__init__({**values, **self.fixed})
        self.saved = dict(self)
        self.from_file = dict(from_file or {})

    def __setitem__(self, key, value):
        """Set ``key`` to ``value``, unless the school file fixes it (then it keeps the school's value)."""
        super().__setitem__(key, self.fixed.get(key, value))

    def is_fixed(self, key):
        """True when the school file sets ``key`` (Options shows it greyed out)."""
        return key in self.fixed

    def __missing__(self, key):
        """A game's setting asked for the first time: the file's value when allowed, else its default."""
        default = game_defaults()[key]  # KeyError for a key no game declares
        value = self.from_file.get(key)
        self.use_unsaved(key, value if allowed_value(key, value) else default)
        return self[key]

    def changed(self):
        """{key: value} of the settings this window changed since they were last read or written."""
        return {key: value for key, value in self.items() if key not in self.saved or self.saved[key] != value}

    def use_unsaved(self, key, value):
        """Use ``value`` in this window without counting it as a change to write (e.g. --lang ja)."""
        self[key] = value
        self.saved[key] = self[key]  # a setting the school fixes keeps its value: nothing to write either


def allowed_value(key, value):
    """True when ``value`` has the type of the default of ``key`` and is one the menus could set."""
    if type(value) is not type(default_of(key)):
        return False
    if key == "zoom":
        return ZOOM_MIN <= value <= ZOOM_MAX
    if key == "language":
        return value in ("",) + LANGUAGES
    if key == "animation_speed":
        return value in ANIMATION_SPEEDS
    if key == "class_levels":
        return len(value) < MAX_FOLDER_TEXT and value.isprintable()
    return True


def load_settings(store, fixed=None):
    """The saved settings merged over DEFAULTS; a missing, corrupt or out-of-range value gives its default;
    ``fixed``: {key: value} of the school file, which wins over both."""
    settings = dict(DEFAULTS)
    try:
        data = store.read_json(SETTINGS_FILE)
    except SaveError:
        data = None
    if not isinstance(data, dict):
        data = {}
    for key in DEFAULTS:
        if allowed_value(key, data.get(key)):
            settings[key] = data[key]
    return Settings(settings, from_file=data, fixed=fixed)


def save_settings(store, settings):
    """Write the settings this window changed, keeping the file's others; False when saving is off or fails."""
    if not store.writable:
        return False
    if isinstance(settings, Settings):
        changed = {key: value for key, value in settings.changed().items()
                   if key in DEFAULTS or key in game_defaults()}
    else:
        changed = {key: settings[key] for key in DEFAULTS}
    if not changed:
        return True
    if not store.try_update_json(SETTINGS_FILE, lambda old: {**(old or {}), **changed}):
        return False
    if isinstance(settings, Settings):
        settings.saved.update(changed)
    return True


def check_record_files(store):
    """Note the record files that are there but cannot be read, so the window says at once they are not saved."""
    for name in (SETTINGS_FILE, BEST_TIMES_FILE):
        store.check(name)


def clean_best_times(data, kept=BEST_TIMES_KEPT):
    """{table key: [{"seconds": float, "date": "YYYY-MM-DD"}, ...]} (the ``kept`` fastest) from loaded JSON."""
    tables = {}
    if not isinstance(data, dict):
        return tables
    for key, rows in data.items():
        if not isinstance(key, str) or not isinstance(rows, list):
            continue
        good = [row for row in rows if _is_time_row(row)]
        tables[key] = sorted(good, key=lambda row: row["seconds"])[:kept]
    return tables


def load_best_times(store):
    """The best-times tables of the data folder ({} when missing, unreadable or damaged)."""
    try:
        return clean_best_times(store.read_json(BEST_TIMES_FILE))
    except SaveError:
        return {}


def _is_time_row(row):
    """True for {"seconds": non-negative number, "date": str}."""
    return (isinstance(row, dict) and type(row.get("seconds")) in (int, float)
            and 0 <= row["seconds"] < 10 ** 7 and isinstance(row.get("date"), str)
            and len(row["date"]) <= 32)


def time_entry(seconds, today=None):
    """The row a finished time adds to a table: seconds to 1/100 and the date (today unless given)."""
    return {"seconds": round(float(seconds), 2), "date": today or today_text()}


def record_best_time(store, key, seconds, today=None):
    """Add a finished time to table ``key``; returns its 1-based rank, or None when not in the top five.

    None also when the time cannot be stored (saving off, or a best-times file that cannot be read:
    that file is never overwritten, see DataStore.update_json).
    """
    entry = time_entry(seconds, today)

    def with_time(old):
        """The tables in the file now with the new time added, or None when it misses the top five."""
        tables = clean_best_times(old)
        rows = sorted(tables.get(key, []) + [entry], key=lambda row: row["seconds"])[:BEST_TIMES_KEPT]
        return {**tables, key: rows} if entry in rows else None

    try:
        written = store.update_json(BEST_TIMES_FILE, with_time, clean=clean_best_times)
    except SaveError:
        return None
    return None if written is None else written[key].index(entry) + 1
