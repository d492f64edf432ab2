"""widgets/wrapping_label.py: a wrapping label keeps the most lines it has needed at one width (KeptHeight).

Issue 14: side-panel texts that went from two lines to one and back changed the panel's height on every
move, and Tk laid out the whole window again each time (the clicks of bench/latency.py got slower).
"""

import tkinter as tk

import pytest

from gamepkg.i18n import Translator
from widgets.wrapping_label import KeptHeight, wrapping_label

LONG = "a text that is much longer than ten characters and needs several lines"


@pytest.fixture
def tk_root(tk_root, monkeypatch):
    """The test's Tk root as the suite's window is: it keeps the window's Translator (English), whose language
    every wrapping label outside a tab wraps by (widgets/wrapping_label.py language_of)."""
    monkeypatch.setattr(tk_root, "tr", Translator("en"), raising=False)
    return tk_root


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


def test_a_wrapping_label_measures_each_text_once_per_font_size(tk_root, monkeypatch):
    """A text shown again (after another) is wrapped from the widths measured the first time: only the font's
    "0" is measured again (it tells a zoom); issue 27 point 2, each measure is a call into Tk."""
    import tkinter.font as tkfont
    variable = tk.StringVar(master=tk_root)
    label = wrapping_label(tk_root, variable, 10)
    label.pack()
    variable.set(LONG)
    variable.set("short")
    measured = []
    real = tkfont.Font.measure
    monkeypatch.setattr(tkfont.Font, "measure", lambda font, text, *args: (measured.append(text),
                                                                            real(font, text, *args))[1])
    shown = label.cget("text")
    variable.set(LONG)
    assert set(measured) == {"0"}
    variable.set("short")
    variable.set(LONG)
    assert label.cget("text") != shown and set(measured) == {"0"}


def test_a_larger_font_with_a_zero_as_wide_wraps_again(tk_root):
    """Two font sizes whose "0" is as wide (12 and 13 points at 115 % and 130 % zoom on DejaVu Sans): a label
    wrapped at a fixed width in the smaller one wraps again in the larger one, as a new label would."""
    import tkinter.font as tkfont

    from widgets.wrapping_label import wrapped_keeping_indents
    font = tkfont.Font(tk_root, family="TkDefaultFont", size=8)
    pairs = []
    for size in range(8, 30):
        font.configure(size=size)
        zero = font.measure("0")
        font.configure(size=size + 1)
        if font.measure("0") == zero:
            pairs.append(size)
    sizes = widths = None
    for size in pairs:
        wraps = {}
        for step in (size, size + 1):
            font.configure(size=step)
            wraps[step] = {width: wrapped_keeping_indents(LONG, width, font.measure, "en")
                           for width in range(60, 400, 12)}
        widths = [width for width in wraps[size] if wraps[size][width] != wraps[size + 1][width]]
        if widths:
            sizes = (size, size + 1)
            break
    if sizes is None:
        pytest.skip("no two font sizes here have a '0' as wide and wrap the text differently")
    font.configure(size=sizes[0])
    variable = tk.StringVar(master=tk_root, value=LONG)
    label = wrapping_label(tk_root, variable, 10, font=font)
    label.wrapping.set_pixels(widths[0])
    font.configure(size=sizes[1])
    label.wrapping.rewrap()
    assert str(label.cget("text")).rstrip("\n") == wrapped_keeping_indents(LONG, widths[0], font.measure, "en")


def test_a_korean_window_wraps_dialogs_help_windows_and_labels_at_spaces_only(tk_root, tmp_path, monkeypatch):
    """A made-up Korean row (spaces between words) in the suite's window: a message box, a help window and a
    wrapping label outside any tab break its text at spaces only, never inside a Hangul word (the Japanese rules
    would), because each finds the window's language."""
    from gamepkg.savefile import DataStore
    from tests.fake_language import add_language
    from widgets import font_check
    from widgets.app import SuiteApp
    from widgets.dialogs import MessageDialog, TextWindow
    add_language(monkeypatch)
    monkeypatch.setattr(font_check, "font_missing", lambda root, language: False)
    suite = SuiteApp(tk_root, DataStore(tmp_path / "data"), language="ko")
    assert suite.tr.language == "ko"
    korean = " ".join(["지뢰를 모두 피해서 칸을 여세요"] * 30)
    words = set(korean.split())
    dialog = MessageDialog(suite.root, "?", korean, "OK")
    help_window = TextWindow(suite.root, "?", korean)
    label = wrapping_label(dialog.body, tk.StringVar(master=dialog, value=korean), 12)
    shown = {"dialog": str(dialog.message.cget("text")), "help": help_window.text.get("1.0", "end"),
             "label": str(label.cget("text"))}
    for where, text in shown.items():
        lines = text.strip().split("\n")
        assert len(lines) > 1, where
        assert all(set(line.split()) <= words for line in lines), (where, lines)
    dialog.destroy()
    help_window.destroy()
