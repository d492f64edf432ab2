"""Texts cut for a line: a value a message quotes, and what a status line of a few lines can show (pure Python,
so a command may cut a text without importing the line breaking, which the window's first frame does not need)."""

ELLIPSIS = "\u2026"  # ends a text cut to its room (ellipsized)
QUOTE_CHARS = 80  # a quoted value longer than this shows its first QUOTE_CHARS characters and "…"
SCREEN_CHARS = 1000  # a status line never shows more characters (it is a few lines tall)


def quoted(value, chars=QUOTE_CHARS):
    """``value`` as a message quotes it: whole when at most ``chars`` characters, else its first ones and "…"."""
    text = str(value)
    return text if len(text) <= chars else text[:chars] + ELLIPSIS


def quoted_fields(fields, chars=QUOTE_CHARS):
    """A message's ``fields`` with every text longer than ``chars`` cut by quoted() (numbers stay as they are)."""
    return {name: quoted(value, chars) if isinstance(value, str) else value for name, value in fields.items()}


def screenful(text, chars=SCREEN_CHARS):
    """``text`` cut to ``chars`` characters (and "…"): what a line of a few lines can show, never wrapped whole."""
    return quoted(text, chars)
