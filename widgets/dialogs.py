"""Small modal dialogs shared by every game: a form with validation, and a read-only text window."""

import tkinter as tk
from tkinter import ttk


class FormDialog(tk.Toplevel):
    """A modal form of labelled entry fields; ``validate(values)`` returns (result, error text)."""

    def __init__(self, parent, tr, title, fields, validate):
        """Build the form: ``fields`` is [(label text, initial value)], ``validate`` checks the values."""
        super().__init__(parent)
        self.withdraw()
        self.title(title)
        self.transient(parent.winfo_toplevel())
        self.resizable(False, False)
        self.result = None
        self._validate = validate
        body = ttk.Frame(self, padding=10)
        body.pack(fill="both", expand=True)
        self.entries = []
        for row, (label, initial) in enumerate(fields):
            ttk.Label(body, text=label).grid(row=row, column=0, sticky="w", padx=(0, 8), pady=2)
            entry = ttk.Entry(body, width=12)
            entry.insert(0, str(initial))
            entry.grid(row=row, column=1, sticky="ew", pady=2)
            self.entries.append(entry)
        self.error_var = tk.StringVar(master=self)
        ttk.Label(body, textvariable=self.error_var, foreground="#b00020", wraplength=280).grid(
            row=len(fields), column=0, columnspan=2, sticky="w", pady=(6, 0))
        buttons = ttk.Frame(body)
        buttons.grid(row=len(fields) + 1, column=0, columnspan=2, sticky="e", pady=(8, 0))
        ttk.Button(buttons, text=tr.t("dialog.ok"), command=self.on_ok).pack(side="left", padx=4)
        ttk.Button(buttons, text=tr.t("dialog.cancel"), command=self.destroy).pack(side="left")
        self.bind("<Return>", self.on_ok)
        self.bind("<Escape>", lambda event: self.destroy())
        self.deiconify()
        if self.entries:
            self.entries[0].focus_set()
            self.entries[0].select_range(0, "end")

    def values(self):
        """The text of every field, stripped."""
        return [entry.get().strip() for entry in self.entries]

    def on_ok(self, event=None):
        """Check the values; close with a result, or show the error and stay open."""
        result, error = self._validate(self.values())
        if error:
            self.error_var.set(error)
            return "break"
        self.result = result
        self.destroy()
        return "break"

    def run(self):
        """Show the dialog modally and return its result (None when cancelled)."""
        self.wait_visibility()
        self.grab_set()
        self.wait_window()
        return self.result


class TextWindow(tk.Toplevel):
    """A read-only scrolling text window (help, best times, source code)."""

    def __init__(self, parent, title, text, monospace=False, width=72, height=24):
        """Show ``text`` in a new window titled ``title``."""
        super().__init__(parent)
        self.title(title)
        self.transient(parent.winfo_toplevel())
        frame = ttk.Frame(self, padding=6)
        frame.pack(fill="both", expand=True)
        font = "TkFixedFont" if monospace else "TkTextFont"
        self.text = tk.Text(frame, wrap="none" if monospace else "word", width=width, height=height,
                            font=font, padx=8, pady=6)
        scroll = ttk.Scrollbar(frame, orient="vertical", command=self.text.yview)
        self.text.configure(yscrollcommand=scroll.set)
        scroll.pack(side="right", fill="y")
        self.text.pack(side="left", fill="both", expand=True)
        self.text.insert("1.0", text)
        self.text.configure(state="disabled")
        self.bind("<Escape>", lambda event: self.destroy())
        self.focus_set()
