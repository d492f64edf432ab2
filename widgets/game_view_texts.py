"""The texts of every game tab (a mixin of GameView, widgets/game_view.py): translation with the engine's rule
numbers, field values (Texts, lists, sentences) and the status line, wrapped to its width and kept as message ids
so that a language switch translates it again."""

import tkinter.font as tkfont

from gamepkg.i18n import Text
from gamepkg.quoting import screenful
from gamepkg.sentences import Sentences, join_sentences, sentence_line
from widgets.line_breaking import join_texts, wrapped

STATUS_LINES = 2  # lines the status line keeps from the start: a two-line text never moves the board
STATUS_PADDING = 20  # pixels of the status line's padding and border, left and right together


class ViewTexts:
    """The texts part of GameView: it uses the view's translator, status line and rule numbers."""

    def t(self, key, **fields):
        """Translate ``key`` in the current language; Text values and lists in the fields are translated too.

        Every text may also use the engine's rule numbers (``rule_numbers()``, e.g. {rounds}) as fields.
        """
        if self._rule_numbers is not None:
            missing = self.tr.fields_of(key).difference(fields)
            if missing:  # most texts get every field they use from the caller
                numbers = self._rule_numbers()
                fields = {**{name: numbers[name] for name in missing if name in numbers}, **fields}
        return self.tr.t(key, **{name: self.resolve(value) for name, value in fields.items()})

    def resolve(self, value):
        """The display text of a field value: a Text is translated, a list joined with ``list_separator``, the
        parts of a Sentences joined as sentences (gamepkg/sentences.py)."""
        if isinstance(value, Sentences):
            return join_sentences([self.resolve(part) for part in value.parts], self.tr.t("common.full_stop"))
        if isinstance(value, Text):
            return self.t(value.key, **value.fields)
        if isinstance(value, list):
            return join_texts([str(self.resolve(item)) for item in value], self.tr.t(self.list_separator))
        return value

    def status_key(self):
        """(message id, fields) of what the status line shows now."""
        return self._status

    def status_keys(self):
        """The message ids the status line shows now: its own, and those of the sentences it is made of."""
        key, fields = self._status
        line = fields.get("sentences")
        return [key] + ([part.key for part in line.parts if isinstance(part, Text)] if line is not None else [])

    def set_status(self, key, **fields):
        """Show a message in this tab's status line (kept as a key so it follows the language)."""
        self._status = (key, fields)
        self.status_var.set(self.t(key, **fields) if key else "")

    def set_sentences(self, *parts, key="common.sentences"):
        """Show the Texts ``parts`` in the status line as sentences, one after another (gamepkg/sentences.py)."""
        line = sentence_line(*parts, key=key)
        self.set_status(line.key, **line.fields)

    def _show_status_lines(self, *event):
        """Show the status text broken into lines that fit the status line's width (Japanese rules too).

        The line keeps the most lines it has needed at this width and font (blank lines below a shorter
        text): a status line that grew and shrank with its texts would move the board up and down.
        """
        text = screenful(self.status_var.get())  # a 250 kB text is cut, never wrapped whole
        room = self.status_label.winfo_width() - STATUS_PADDING
        if room > STATUS_PADDING:
            if self._status_font is None:  # looked up once: a named font follows the zoom by itself
                self._status_font = tkfont.nametofont("TkDefaultFont", root=self)
            layout = (room, self._status_font.metrics("linespace"), self.tr.language)
            if (text, layout) == self._status_shown_for:
                return  # the same text at the same width and font: shown already
            self._status_shown_for = (text, layout)
            text = wrapped(text, room, self._status_font.measure, self.tr.language)
            text = self._status_height.padded(text, layout)
        else:  # not laid out yet: the text as it is, as tall as it will be (the first layout is the last)
            self._status_shown_for, text = None, text + "\n" * max(0, STATUS_LINES - 1 - text.count("\n"))
        if self.status_label.cget("text") != text:
            self.status_label.configure(text=text)

    def show_position_status(self):
        """Put position_status() in the status line."""
        key, fields = self.position_status()
        self.set_status(key, **fields)
