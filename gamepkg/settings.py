"""The player's remembered choices (language, options) and best times, kept in the data folder."""

import datetime

from gamepkg.session import SaveError

SETTINGS_FILE = "settings.json"
BEST_TIMES_FILE = "best_times.json"
BEST_TIMES_KEPT = 5
ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
DEFAULTS = {
    "language": "",
    "question_marks": True,
    "no_guess": False,
    "zoom": 100,
    "animation_speed": "normal",
}


def load_settings(store):
    """The saved settings merged over DEFAULTS; a missing or corrupt file gives the defaults."""
    settings = dict(DEFAULTS)
    try:
        data = store.read_json(SETTINGS_FILE)
    except SaveError:
        return settings
    if isinstance(data, dict):
        for key, default in DEFAULTS.items():
            value = data.get(key)
            if type(value) is type(default):
                settings[key] = value
    if settings["animation_speed"] not in ANIMATION_SPEEDS:
        settings["animation_speed"] = DEFAULTS["animation_speed"]
    return settings


def save_settings(store, settings):
    """Write the settings; returns False (and keeps going) when the folder cannot be written."""
    try:
        store.write_json(SETTINGS_FILE, {key: settings[key] for key in DEFAULTS})
        return True
    except SaveError:
        return False


def load_best_times(store):
    """{table key: [{"seconds": float, "date": "YYYY-MM-DD"}, ...]}; bad entries are dropped."""
    try:
        data = store.read_json(BEST_TIMES_FILE)
    except SaveError:
        return {}
    tables = {}
    if not isinstance(data, dict):
        return tables
    for key, rows in data.items():
        if not isinstance(key, str) or not isinstance(rows, list):
            continue
        good = [row for row in rows if _is_time_row(row)]
        tables[key] = sorted(good, key=lambda row: row["seconds"])[:BEST_TIMES_KEPT]
    return tables


def _is_time_row(row):
    """True for {"seconds": non-negative number, "date": str}."""
    return (isinstance(row, dict) and type(row.get("seconds")) in (int, float)
            and 0 <= row["seconds"] < 10 ** 7 and isinstance(row.get("date"), str)
            and len(row["date"]) <= 32)


def record_best_time(store, key, seconds, today=None):
    """Add a finished time to table ``key``; returns its 1-based rank, or None when not in the top five."""
    today = today or datetime.date.today().isoformat()
    tables = load_best_times(store)
    rows = tables.get(key, [])
    entry = {"seconds": round(float(seconds), 2), "date": today}
    rows = sorted(rows + [entry], key=lambda row: row["seconds"])
    if entry not in rows[:BEST_TIMES_KEPT]:
        return None
    tables[key] = rows[:BEST_TIMES_KEPT]
    try:
        store.write_json(BEST_TIMES_FILE, tables)
    except SaveError:
        return None
    return rows.index(entry) + 1
