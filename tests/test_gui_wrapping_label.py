"""widgets/wrapping_label.py: a wrapping label keeps the most lines it has needed at one width (KeptHeight).

Issue 14: side-panel texts that went from two lines to one and back changed the panel's height on every
move, and Tk laid out the whole window again each time (the clicks of bench/latency.py got slower).
"""

import tkinter as tk

from widgets.wrapping_label import KeptHeight, wrapping_label

LONG = "a text that is much longer than ten characters and needs several lines"


def test_kept_height_pads_a_shorter_text_to_the_most_lines_of_its_layout():
    """Pure: blank lines below a shorter text; a new layout starts counting again."""
    keeper = KeptHeight()
    assert keeper.padded("one\ntwo\nthree", (100, "font")) == "one\ntwo\nthree"
    assert keeper.padded("one", (100, "font")) == "one\n\n"
    assert keeper.padded("one\ntwo", (100, "font")) == "one\ntwo\n"
    assert keeper.padded("one", (200, "font")) == "one"


def test_a_wrapping_label_keeps_its_height_until_its_width_changes(tk_root):
    """A long text then a short one: the label keeps its height (its first line shows the short text); a
    wider wrap width fits the short text again."""
    variable = tk.StringVar(master=tk_root)
    label = wrapping_label(tk_root, variable, 10)
    label.pack()
    variable.set("short")
    tk_root.update()
    one_line = label.winfo_reqheight()
    variable.set(LONG)
    tk_root.update()
    tall = label.winfo_reqheight()
    assert tall > one_line
    variable.set("short")
    tk_root.update()
    assert label.winfo_reqheight() == tall
    assert str(label.cget("text")).split("\n")[0] == "short"
    label.wrapping.set_pixels(400)
    tk_root.update()
    assert label.winfo_reqheight() == one_line


def test_a_squeezed_label_asks_for_its_wrap_width_at_a_larger_font(tk_root):
    """Twice the font with half the characters (a zoom's panel squeeze) keeps the wrap's pixels: the label's
    width in characters must halve too, or it asks for twice its wrap width (the Skirmish legend at 200 %)."""
    import tkinter.font as tkfont
    font = tkfont.Font(root=tk_root, family="DejaVu Sans", size=10)
    variable = tk.StringVar(master=tk_root, value=LONG)
    label = wrapping_label(tk_root, variable, 20, font=font)
    label.pack(anchor="w")
    tk_root.update()
    narrow = label.winfo_reqwidth()
    wrap = label.wrapping.width(font)
    font.configure(size=20)
    label.wrapping.squeeze = wrap / label.wrapping.width(font)
    label.wrapping.rewrap()
    tk_root.update()
    assert abs(label.wrapping.width(font) - wrap) <= 1
    assert label.winfo_reqwidth() <= narrow * 1.2, (narrow, label.winfo_reqwidth())
