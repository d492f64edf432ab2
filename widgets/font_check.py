"""Can this computer show Japanese? A window in Japanese without a Japanese font shows boxes everywhere.

Tk draws a character no installed font has as a fallback box, and every such box is as wide as any
other: when the Japanese samples measure exactly like a code point no font draws, no font has them.
"""

import tkinter.font as tkfont

JAPANESE_SAMPLES = "\u3042\u30a2\u6f22"  # あ ア 漢: hiragana, katakana, a kanji
UNDRAWN_SAMPLE = "\u0378"  # an unassigned code point: always the fallback box


def japanese_font_missing(root):
    """True when the default font shows every Japanese sample as the fallback box (no font has them)."""
    font = tkfont.nametofont("TkDefaultFont", root=root)
    box = font.measure(UNDRAWN_SAMPLE)
    return all(font.measure(sample) == box for sample in JAPANESE_SAMPLES)
