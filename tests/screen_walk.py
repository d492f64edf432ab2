"""Reading what the player sees: every text of every widget, menu and window, for the screen tests."""

import re
import tkinter as tk
from tkinter import ttk

# Words that stay as they are in the Japanese window: key names, the suite's own name, units of the ID.
ALLOWED_ENGLISH = {
    "ctrl", "shift", "alt", "tab", "enter", "esc", "escape", "space", "backspace", "delete", "home", "end",
    "pageup", "pagedown", "wasd", "ok", "id", "f1", "f2", "mirrorgames", "python", "tkinter", "pytest", "json",
    "txt", "xvfb",
    "english", "language",  # the language menu names itself in both languages, so anyone can find it
}
WORD = re.compile(r"[A-Za-z][A-Za-z']+")


def all_widgets(widget):
    """``widget`` and everything below it, toplevel windows included."""
    yield widget
    for child in widget.winfo_children():
        yield from all_widgets(child)


def texts_of(widget):
    """The texts ``widget`` shows (labels, buttons, lists, tables, canvas texts, text areas, tabs)."""
    texts = []
    if isinstance(widget, tk.Menu):
        return texts
    try:
        text = widget.cget("text")
    except (tk.TclError, AttributeError):
        text = ""
    if text:
        texts.append(str(text))
    if isinstance(widget, tk.Text):
        texts.append(widget.get("1.0", "end-1c"))
    elif isinstance(widget, tk.Listbox):
        texts.extend(str(item) for item in widget.get(0, "end"))
    elif isinstance(widget, ttk.Treeview):
        for column in ("#0",) + tuple(widget.cget("columns")):
            texts.append(str(widget.heading(column, "text")))
        texts.extend(tree_texts(widget, ""))
    elif isinstance(widget, tk.Canvas):
        for item in widget.find_all():
            if widget.type(item) == "text" and widget.itemcget(item, "state") != "hidden":
                texts.append(widget.itemcget(item, "text"))
    elif isinstance(widget, ttk.Notebook):
        texts.extend(str(widget.tab(tab, "text")) for tab in widget.tabs())
    elif isinstance(widget, ttk.Combobox):
        texts.append(widget.get())
        texts.extend(str(value) for value in widget.cget("values"))
    return [text for text in texts if text.strip()]


def tree_texts(tree, parent):
    """Every item text and value of a Treeview, depth first."""
    for item in tree.get_children(parent):
        yield str(tree.item(item, "text"))
        yield from (str(value) for value in tree.item(item, "values"))
        yield from tree_texts(tree, item)


def menu_texts(menu):
    """Every entry label of ``menu`` and its cascades (after their postcommand has run)."""
    try:
        command = menu.cget("postcommand")
        if command:
            menu.tk.eval(command)
    except tk.TclError:
        pass
    texts = []
    last = menu.index("end")
    for index in range(0 if last is None else last + 1):
        if menu.type(index) in ("separator", "tearoff"):
            continue
        texts.append(str(menu.entrycget(index, "label")))
        if menu.type(index) == "cascade":
            texts.extend(menu_texts(menu.nametowidget(menu.entrycget(index, "menu"))))
    return texts


def screen_texts(root):
    """Every text of the window: the title, the menus, and every widget of every window."""
    texts = [root.title()]
    menubar = root.cget("menu")
    if menubar:
        texts.extend(menu_texts(root.nametowidget(menubar)))
    for widget in all_widgets(root):
        if widget.winfo_ismapped() or isinstance(widget, tk.Toplevel):
            texts.extend(texts_of(widget))
    return texts


def english_words(text):
    """The English words in ``text`` outside the allowed list (game IDs, paths and file names are skipped)."""
    words = []
    for token in text.split():
        if any(mark in token for mark in (":", "/", "\\", "#", "=", "_", ".py", ".json", ".txt")):
            continue  # a game ID, a path, a file name or a setting: not prose
        for word in WORD.findall(token):
            if word.lower() not in ALLOWED_ENGLISH and len(word) > 1:
                words.append(word)
    return words
