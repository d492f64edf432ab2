"""Small modal dialogs shared by every game: a form with validation, and a read-only text window."""

import tkinter as tk
import tkinter.font as tkfont
from tkinter import ttk

from widgets.line_breaking import wrapped
from widgets.wrapping_label import language_of
from widgets.zoom import screen_room


class ModalDialog(tk.Toplevel):
    """A modal window: a body that subclasses fill, a line for errors, OK and Cancel; ``check()`` decides."""

    def __init__(self, parent, title, ok_text, cancel_text):
        """Create the (still hidden) window and its empty ``body`` frame."""
        super().__init__(parent)
        self.withdraw()
        self.title(title)
        self.transient(parent.winfo_toplevel())
        self.resizable(False, False)
        self.result = None
        self._button_texts = (ok_text, cancel_text)
        self.body = ttk.Frame(self, padding=10)
        self.body.pack(fill="both", expand=True)
        self.error_var = tk.StringVar(master=self)

    def finish(self, row, columnspan=1, wraplength=280):
        """Put the error line and the buttons below the body's rows, bind Enter and Escape, and show."""
        error = ttk.Label(self.body, foreground="#b00020", justify="left")
        error.grid(row=row, column=0, columnspan=columnspan, sticky="w", pady=(6, 0))
        font = tkfont.nametofont("TkDefaultFont", root=self)
        self.error_var.trace_add("write", lambda *trace: error.configure(
            text=wrapped(self.error_var.get(), wraplength, font.measure, language_of(self))))
        buttons = ttk.Frame(self.body)
        buttons.grid(row=row + 1, column=0, columnspan=columnspan, sticky="e", pady=(8, 0))
        ok_text, cancel_text = self._button_texts
        self.ok_button = ttk.Button(buttons, text=ok_text, command=self.on_ok)
        self.ok_button.pack(side="left", padx=4)
        self.cancel_button = None
        if cancel_text is not None:
            self.cancel_button = ttk.Button(buttons, text=cancel_text, command=self.destroy)
            self.cancel_button.pack(side="left")
        self.bind("<Return>", self.on_return)
        self.bind("<KP_Enter>", self.on_return)
        self.bind("<Escape>", lambda event: self.destroy())
        centre_over(self, self.master)
        if self.winfo_exists():  # (the window may close it while its size is worked out: Quit, keys mashed)
            self.deiconify()

    def check(self):
        """(result, None) when the input is good, else (None, the error text to show)."""
        raise NotImplementedError

    def take_focus(self):
        """Once shown: where the keyboard goes (a subclass chooses; by default it stays where it was put)."""

    def on_return(self, event=None):
        """Enter: press the focused button (a question's default is No), or OK from a field."""
        focused = event.widget if event is not None else self.focus_get()  # the key goes to the focused widget
        if isinstance(focused, ttk.Button) and str(focused.winfo_toplevel()) == str(self):
            focused.invoke()
            return "break"
        return self.on_ok()

    def on_ok(self, event=None):
        """Close with the result, or show what is wrong and stay open."""
        result, error = self.check()
        if error:
            self.error_var.set(error)
            return "break"
        self.result = result
        self.destroy()
        return "break"

    def run(self):
        """Show the dialog modally and return its result (None when cancelled, or closed before it showed)."""
        try:
            self.wait_visibility()
            self.grab_set()
            self.take_focus()
            self.wait_window()
        except tk.TclError:  # closed before it was shown or while it took the focus (the window quitting)
            pass
        return self.result


class FormDialog(ModalDialog):
    """A modal form of labelled entry fields; ``validate(values)`` returns (result, error text)."""

    def __init__(self, parent, tr, title, fields, validate, entry_width=12):
        """Build the form: ``fields`` is [(label text, initial value)], ``validate`` checks the values."""
        super().__init__(parent, title, tr.t("dialog.ok"), tr.t("dialog.cancel"))
        self._validate = validate
        self.entries = []
        for row, (label, initial) in enumerate(fields):
            ttk.Label(self.body, text=label).grid(row=row, column=0, sticky="w", padx=(0, 8), pady=2)
            entry = ttk.Entry(self.body, width=entry_width)
            entry.insert(0, str(initial))
            entry.grid(row=row, column=1, sticky="ew", pady=2)
            self.entries.append(entry)
        self.finish(len(fields), columnspan=2)
        if self.entries and self.winfo_exists():
            self.entries[0].focus_set()
            self.entries[0].select_range(0, "end")

    def values(self):
        """The text of every field, stripped."""
        return [entry.get().strip() for entry in self.entries]

    def check(self):
        """Validate the fields with the caller's function."""
        return self._validate(self.values())


class MessageDialog(ModalDialog):
    """The suite's own message box: its buttons speak the player's language, not the system's.

    A yes/no question has No as its default button (focused, and pressed by Enter): a question may be the one
    that loses progress, and Enter is many games' own key, so a hurried Enter never throws anything away.
    """

    def __init__(self, parent, title, message, ok_text, cancel_text=None, yes_first=False):
        """A message with OK (or Yes/No when ``cancel_text`` is given); run() is True for OK/Yes. ``yes_first``: an
        offer that loses nothing, whose default button is Yes."""
        super().__init__(parent, title, ok_text, cancel_text)
        font = tkfont.nametofont("TkDefaultFont", root=self)
        width = font.measure("0") * 48
        text = wrapped(message, width, font.measure, language_of(self))
        self.message = ttk.Label(self.body, text=text, justify="left")
        self.message.grid(row=0, column=0, sticky="w")
        self.finish(1, wraplength=width)
        self.default_button = self.cancel_button if self.cancel_button is not None and not yes_first else self.ok_button
        if self.winfo_exists():  # (see finish: the window may have closed it already)
            self.default_button.configure(default="active")
            self.default_button.focus_set()

    def check(self):
        """Nothing to validate: OK/Yes answers True."""
        return True, None

    def run(self):
        """Show the message modally; True for OK/Yes, False for No, Escape or closing the window."""
        return super().run() is True

    def take_focus(self):
        """Put the keyboard on the default button once shown (No for a question, else OK)."""
        self.default_button.focus_force()


def centre_over(window, parent):
    """Place ``window`` (not shown yet) over the middle of ``parent``'s window, a little above the centre, and
    on the screen: left alone, a new window opens wherever the system puts it (on Windows near the screen's
    top left, far from the game on a projector). A view may still move it (place_dialog)."""
    window.update_idletasks()  # its size, worked out from its widgets
    if not window.winfo_exists():  # an idle callback closed it meanwhile
        return
    top = parent.winfo_toplevel()
    width, height = window.winfo_reqwidth(), window.winfo_reqheight()
    x = top.winfo_rootx() + (top.winfo_width() - width) // 2
    y = top.winfo_rooty() + (top.winfo_height() - height) // 3
    x = max(0, min(x, window.winfo_screenwidth() - width))
    y = max(0, min(y, window.winfo_screenheight() - height))
    window.geometry(f"+{x}+{y}")


def closes_on_escape(window):
    """Esc in ``window`` (or any of its widgets) closes it; the window takes the keyboard focus."""
    window.bind("<Escape>", lambda event: window.destroy())
    window.focus_set()


def scroll_across(frame, text):
    """A horizontal scrollbar at the bottom of ``frame`` for the Text ``text``: its long lines scroll, never cut."""
    across = ttk.Scrollbar(frame, orient="horizontal", command=text.xview)
    text.configure(xscrollcommand=across.set)
    across.pack(side="bottom", fill="x")
    return across


def keep_on_screen(window):
    """Let ``window`` grow no larger than the screen less room for a taskbar and frame (it scrolls instead)."""
    window.maxsize(*screen_room(window))


class TextWindow(tk.Toplevel):
    """A read-only scrolling text window (help, best times, source code).

    Prose is wrapped here by the line-breaking rules of the window's language (widgets/line_breaking.py) to the
    text area's width, and again when the window is resized; ``monospace`` text (code) is shown as it is.
    """

    def __init__(self, parent, title, text, monospace=False, width=72, height=24):
        """Show ``text`` in a new window titled ``title``."""
        super().__init__(parent)
        self.title(title)
        self.transient(parent.winfo_toplevel())
        keep_on_screen(self)
        frame = ttk.Frame(self, padding=6)
        frame.pack(fill="both", expand=True)
        self.font = tkfont.nametofont("TkFixedFont" if monospace else "TkTextFont", root=self)
        self.source_text = text
        self.monospace = monospace
        self._wrapped_to = None
        self.text = tk.Text(frame, wrap="none", width=width, height=height, font=self.font, padx=8, pady=6)
        scroll = ttk.Scrollbar(frame, orient="vertical", command=self.text.yview)
        self.text.configure(yscrollcommand=scroll.set)
        if monospace:  # code is not wrapped: its long lines scroll across, never cut
            scroll_across(frame, self.text)
        scroll.pack(side="right", fill="y")
        self.text.pack(side="left", fill="both", expand=True)
        self.show_text(self.font.measure("0") * width)
        if not monospace:
            self.text.bind("<Configure>", self.on_resize, add="+")
        closes_on_escape(self)

    def text_room(self):
        """Pixels a line may take in the text area as it is now (its width less padding and border)."""
        inset = 2 * (int(self.text.cget("padx")) + int(self.text.cget("borderwidth"))
                     + int(self.text.cget("highlightthickness"))) + 4
        return self.text.winfo_width() - inset

    def on_resize(self, event=None):
        """The window changed size: wrap the text again to the new width."""
        room = self.text_room()
        if room > self.font.measure("0") * 8:
            self.show_text(room)

    def show_text(self, room):
        """Show the text wrapped to ``room`` pixels (code as it is), unless it already is."""
        if self._wrapped_to == room:
            return
        self._wrapped_to = room
        shown = self.source_text if self.monospace else wrapped(self.source_text, room, self.font.measure,
                                                                        language_of(self))
        self.text.configure(state="normal")
        self.text.delete("1.0", "end")
        self.text.insert("1.0", shown)
        self.text.configure(state="disabled")
