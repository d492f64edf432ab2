"""A label that wraps its text by the line-breaking rules of its window's language (widgets/line_breaking.py).

Tk's ``wraplength`` breaks at ASCII spaces only, and elsewhere anywhere: a line may start with 「。」 or
split "Shift+Tab". ``wrapping_label(parent, variable, chars)`` shows ``variable``'s text broken by
``line_breaking.wrap`` (leading spaces kept as an indent) to ``chars`` average characters of the label's
font (or to a width in pixels, ``set_pixels``), and wraps again when the text changes or ``rewrap()`` is
called (after a zoom changed the font). The label stays as many lines tall as the most it has needed at
that width (``KeptHeight``, the status line uses it too), so a shorter text never moves the board.

A text quoted in a message (a game ID, a field of a damaged save) may be 250 kB long: ``quoted()`` cuts it to
a short part, and ``screenful()`` cuts a line that is only ever a few lines tall (the status line), so that
no callback wraps a text longer than a screen (issue 36).
"""

import tkinter.font as tkfont

from widgets.line_breaking import wrap
from widgets.redraw import plain_label

MEASURED_TEXTS = 2000  # a label forgets the widths it measured beyond this many texts
def language_of(widget):
    """The language of the window ``widget`` sits in: of its first master with a Translator (a tab's view, or the
    suite's root window, which keeps the window's one: dialogs and help windows), else None (wrap refuses it)."""
    while widget is not None:
        translator = getattr(widget, "tr", None)
        if translator is not None:
            return translator.language
        widget = widget.master
    return None


def wrapped_keeping_indents(text, width, measure, language):
    """``text`` wrapped to ``width`` pixels; a paragraph's leading spaces indent each of its lines."""
    lines = []
    for paragraph in text.split("\n"):
        body = paragraph.lstrip(" ")
        indent = paragraph[:len(paragraph) - len(body)]
        room = max(measure("0") * 4, width - measure(indent)) if indent else width
        lines.extend(indent + line for line in wrap(body, room, measure, language))
    return "\n".join(lines)


class KeptHeight:
    """Keeps a wrapped text as many lines tall as the most it has needed in one layout (width, font...).

    A label that grew and shrank with its texts would move everything below it on each move (the board
    too), and a panel that changes height makes Tk lay out the whole window again.
    """

    def __init__(self, least=1):
        """Nothing shown yet; the text is always at least ``least`` lines tall."""
        self.layout = None
        self.least = least
        self.most = least

    def padded(self, text, layout):
        """``text`` with blank lines below, as many lines as the most shown in ``layout`` (a new layout starts over)."""
        lines = text.count("\n") + 1
        if layout != self.layout:
            self.layout, self.most = layout, max(self.least, lines)
        self.most = max(self.most, lines)
        return text + "\n" * (self.most - lines)


class WrappingLabel:
    """Keeps one Label's text wrapped from a StringVar; ``label`` is the Tk widget to pack or grid."""

    def __init__(self, parent, variable, chars, **options):
        """A plain label showing ``variable`` wrapped to ``chars`` average characters (``options`` as plain_label)."""
        self.label = plain_label(parent, **options)
        self.variable = variable
        self.chars = chars
        self.pixels = None  # a width in pixels set with set_pixels(), instead of chars
        self.squeeze = 1.0  # the zoom's share of ``chars`` (widgets/zoom.py: side panels give way to the board)
        self._shown_for = None
        self._font = (None, None)  # (the label's font option, its Font): looking a font up costs Tk calls
        self._widths = {}  # text -> pixels in the font as it is now (see measure)
        self._widths_for = None  # (the Font, its size) the widths were measured in
        self.height_keeper = KeptHeight()
        variable.trace_add("write", self.rewrap)
        self.rewrap()

    def font(self):
        """The label's font (a named font follows the zoom), looked up again only when the option changes."""
        name = str(self.label.cget("font"))
        if self._font[0] != name:
            try:
                font = tkfont.nametofont(name, root=self.label)
            except Exception:  # a font description rather than a name
                font = tkfont.Font(root=self.label, font=name)
            self._font = (name, font)
        return self._font[1]

    def width(self, font, zero=None):
        """The wrap width in pixels: ``chars`` average characters of ``font`` (``zero``: its "0", if measured),
        or the pixels set."""
        if self.pixels is not None:
            return self.pixels
        return round((font.measure("0") if zero is None else zero) * self.chars * self.squeeze)

    def measure(self, text):
        """The pixels of ``text`` in the label's font, measured once for each size of the font (wrapping measures
        the same words and lines on every change of the text, and each measure is a call into Tk)."""
        width = self._widths.get(text)
        if width is None:
            width = self._widths[text] = self._widths_for[0].measure(text)
        return width

    def rewrap(self, *trace):
        """Wrap the variable's text again (only when the text or the width changed)."""
        font = self.font()
        language = language_of(self.label)  # how lines break: at spaces only in English or Korean
        # The width follows the font's size (zoom); the font's "0" and size are in the key too: a squeezed wrap can
        # keep its pixels at a larger font (and two sizes can have a "0" as wide), and the label's width (in
        # characters of that font) must follow.
        zero = font.measure("0")
        key = (self.variable.get(), self.width(font, zero), language, zero, font.cget("size"))
        if key == self._shown_for:
            return
        self._shown_for = key
        if self._widths_for != (font, key[4]) or len(self._widths) > MEASURED_TEXTS:  # a zoom changed the font
            self._widths_for, self._widths = (font, key[4]), {}
        text = wrapped_keeping_indents(key[0], key[1], self.measure, language) if key[0] else ""
        text = self.height_keeper.padded(text, (key[1], font))
        # Ask for the wrap width whatever the text: a label as wide as its longest line would widen and
        # narrow its panel as texts change, and every change would resize the board beside it.
        chars = max(1, round(key[1] / max(1, key[3])))
        changes = {name: value for name, value in (("text", text), ("width", chars))
                   if str(self.label.cget(name)) != str(value)}
        if changes:
            self.label.configure(**changes)

    def set_pixels(self, pixels):
        """Wrap to ``pixels`` from now on (a width measured from fonts, never from the label's own size)."""
        self.pixels = pixels
        self.rewrap()


def wrapping_label(parent, variable, chars, **options):
    """A WrappingLabel's Tk label (the WrappingLabel is kept on it as ``label.wrapping``)."""
    keeper = WrappingLabel(parent, variable, chars, **options)
    keeper.label.wrapping = keeper
    return keeper.label
