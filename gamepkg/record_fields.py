"""What a record file holds that this version of the suite does not understand, and keeping it.

A record file (statistics, best times) may come from a newer version with fields this one does not know, or be
partly damaged (a count that is NaN, a time whose seconds is a string). Each record module has a cleaner: a
function from the file's JSON to what it understands (bad values replaced, unknown fields left out).
Comparing the file with its cleaned form tells the two apart:

- a value the cleaner *changed or dropped from a list* was not understood: the file is kept as a
  ``.damaged-`` copy before it is rewritten (``lost_in_cleaning``);
- a field the cleaner *left out* is unknown: it is written back as it was (``with_unknown_fields``), so a
  newer version finds its fields again.
"""

import time


def today_text():
    """Today's local date as a record writes it, "2026-12-01" (the time module: datetime costs start-up time)."""
    return time.strftime("%Y-%m-%d")


def lost_in_cleaning(old, cleaned):
    """True when cleaning changed a value of ``old`` it kept, or dropped an item of a list (NaN counts too)."""
    if isinstance(old, dict) and isinstance(cleaned, dict):
        return any(lost_in_cleaning(value, cleaned[key]) for key, value in old.items() if key in cleaned)
    if isinstance(old, list) and isinstance(cleaned, list):
        return len(old) != len(cleaned) or any(lost_in_cleaning(a, b) for a, b in zip(old, cleaned))
    return type(old) is not type(cleaned) or old != cleaned


def with_unknown_fields(old, cleaned, new):
    """``new`` with every field of ``old`` that cleaning left out put back (at every depth of objects)."""
    if not (isinstance(old, dict) and isinstance(cleaned, dict) and isinstance(new, dict)):
        return new
    merged = dict(new)
    for key, value in old.items():
        if key not in cleaned:
            merged.setdefault(key, value)
        elif key in new:
            merged[key] = with_unknown_fields(value, cleaned[key], new[key])
    return merged
