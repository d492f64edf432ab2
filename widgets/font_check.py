"""Can this computer show a language's letters? A window in Japanese (or Korean) without such a font shows boxes.

Tk draws a character no installed font has as a fallback box, and every such box is as wide as any
other: when a language's sample letters (``script_sample`` of its row in gamepkg/i18n.py LANGUAGE_TABLE)
measure exactly like a code point no font draws, no font has them.
"""

import tkinter.font as tkfont

from gamepkg.i18n import LANGUAGE_BY_CODE

UNDRAWN_SAMPLE = "\u0378"  # an unassigned code point: always the fallback box


def font_missing(root, language):
    """True when the default font shows every sample letter of ``language`` (a code of LANGUAGE_TABLE) as the
    fallback box; False for a language without a sample (Latin letters) and for an unknown code."""
    known = LANGUAGE_BY_CODE.get(language)
    if known is None or not known.script_sample:
        return False
    font = tkfont.nametofont("TkDefaultFont", root=root)
    box = font.measure(UNDRAWN_SAMPLE)
    return all(font.measure(sample) == box for sample in known.script_sample)
