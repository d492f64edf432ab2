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
    "mit", "license",  # About names the licence and its file, LICENSE, by their own names
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


DOTTED_NAME = re.compile(r"[a-z]\.[a-z]")  # a module's dotted name, e.g. gamepkg.walls.solver


def english_words(text):
    """The English words in ``text`` outside the allowed list (game IDs, paths, file names, `code` are skipped)."""
    words = []
    for token in text.split():
        if any(mark in token for mark in (":", "/", "\\", "#", "=", "_", "`", ".py", ".json", ".txt")) or \
                DOTTED_NAME.search(token):
            continue  # a game ID, a path, a file name, a setting, a module (gamepkg.walls.solver) or `code`: not prose
        for word in WORD.findall(token):
            if word.lower() not in ALLOWED_ENGLISH and len(word) > 1:
                words.append(word)
    return words


def font_of(widget):
    """The font a widget draws its text in (ttk widgets: from their style)."""
    try:
        name = widget.cget("font")
    except tk.TclError:
        name = ""
    if not name and isinstance(widget, ttk.Widget):  # the widget's own style first (e.g. Arrows.Treeview)
        style = ttk.Style(widget)
        name = style.lookup(str(widget.cget("style") or widget.winfo_class()), "font") or style.lookup(
            widget.winfo_class(), "font") or "TkDefaultFont"
    return font_of_name(widget, name)


def font_of_name(widget, name):
    """The Font a font option names: a named font, or one made from a description."""
    import tkinter.font as tkfont
    name = str(name or "TkDefaultFont")
    try:
        return tkfont.nametofont(name, root=widget)
    except tk.TclError:
        return tkfont.Font(root=widget, font=name)


TEXT_WIDGETS = (tk.Label, ttk.Label, tk.Button, ttk.Button, ttk.Checkbutton, tk.Checkbutton, ttk.Radiobutton,
                tk.Radiobutton, ttk.Menubutton)


def cut_texts(root, slack=1):
    """(widget path, text, problem) for every shown text that does not fit the room it was given."""
    problems = []
    for widget in all_widgets(root):
        if not widget.winfo_ismapped():
            continue
        if isinstance(widget, TEXT_WIDGETS):
            text = str(widget.cget("text"))
            if not text.strip():
                continue
            if widget.winfo_reqwidth() > widget.winfo_width() + slack:
                problems.append((str(widget), text, f"needs {widget.winfo_reqwidth()} px wide, got "
                                                    f"{widget.winfo_width()}"))
            elif widget.winfo_reqheight() > widget.winfo_height() + slack:
                problems.append((str(widget), text, f"needs {widget.winfo_reqheight()} px high, got "
                                                    f"{widget.winfo_height()}"))
        elif isinstance(widget, ttk.Treeview):
            problems.extend(cut_tree_cells(widget))
        elif isinstance(widget, tk.Listbox):
            font = font_of(widget)
            for item in widget.get(0, "end"):
                if font.measure(str(item)) + 4 > widget.winfo_width():
                    problems.append((str(widget), str(item), "list item wider than the list"))
    return problems


def cut_tree_cells(tree):
    """The Treeview cells and headings whose text is wider than their column as shown: a column that reaches
    past the tree's right edge (a list narrower than its columns) shows only what is left of it."""
    style = ttk.Style(tree)
    body = font_of(tree)
    own = str(tree.cget("style") or "Treeview")
    heading_name = style.lookup(f"{own}.Heading", "font") or style.lookup("Heading", "font") or "TkHeadingFont"
    heading = font_of_name(tree, heading_name)
    problems = []
    shown = tree.cget("displaycolumns")
    columns = list(tree.cget("columns")) if shown in ("#all", ("#all",)) else list(shown)
    if "tree" in str(tree.cget("show")):
        columns = ["#0"] + columns
    room = tree.winfo_width() - 2 if tree.winfo_ismapped() else None  # inside the tree's border
    left = 0
    for column in columns:
        width = int(tree.column(column, "width"))
        if room is not None:
            left, width = left + width, max(0, min(width, room - left))
        title = str(tree.heading(column, "text"))
        if title and heading.measure(title) + 8 > width:
            problems.append((str(tree), title, f"heading wider than its column ({width} px)"))
        for item in all_tree_items(tree, ""):
            text = str(tree.item(item, "text")) if column == "#0" else str(tree.set(item, column))
            indent = 20 * tree_depth(tree, item) + 20 if column == "#0" else 0
            if text and body.measure(text) + 8 + indent > width:
                problems.append((str(tree), text, f"cell wider than its column ({width} px)"))
    return problems


def all_tree_items(tree, parent):
    """Every item of a Treeview below ``parent``."""
    for item in tree.get_children(parent):
        yield item
        yield from all_tree_items(tree, item)


def tree_depth(tree, item):
    """How deep ``item`` sits in the tree (0 for a top-level row)."""
    depth = 0
    while tree.parent(item):
        item = tree.parent(item)
        depth += 1
    return depth


def cut_tab_titles(notebook, font):
    """The tabs of ``notebook`` narrower on screen than their title in ``font`` (Tk squeezes tabs that do not
    fit and cuts their texts): [(title, pixels shown, pixels needed)]. Finds each tab's pixels by asking the
    notebook which tab is under each point of the tab row."""
    row_y = font.metrics("linespace") // 2 + 3
    widths = {}
    for x in range(notebook.winfo_width()):
        try:
            index = notebook.index(f"@{x},{row_y}")
        except tk.TclError:  # no tab there
            continue
        widths[index] = widths.get(index, 0) + 1
    cut = []
    for index, width in sorted(widths.items()):
        title = str(notebook.tab(index, "text"))
        if width < font.measure(title) + 8:  # the text and the tab's padding (4 pixels each side)
            cut.append((title, width, font.measure(title) + 8))
    return cut


def window_on_screen(tk_root, tmp_path, monkeypatch, screen, language, yes=False):
    """The suite window as it opens on a screen of ``screen`` (width, height) as widgets/zoom.py ``screen_of``
    reports it, with a fresh data folder in ``tmp_path``; ``yes``: every question is answered yes."""
    import widgets.app
    import widgets.zoom
    from gamepkg.savefile import DataStore
    monkeypatch.setattr(widgets.zoom, "screen_of", lambda widget: screen)
    monkeypatch.setattr(widgets.app, "screen_of", lambda widget: screen)
    monkeypatch.setenv("MIRRORGAMES_DATA", str(tmp_path / "data"))
    app = widgets.app.SuiteApp(tk_root, DataStore(tmp_path / "data"), language=language)
    if yes:
        app.ask_yes_no = lambda key, **fields: True
    return app


def box_of(widget):
    """(left, top, right, bottom) of ``widget`` on the screen."""
    left, top = widget.winfo_rootx(), widget.winfo_rooty()
    return left, top, left + widget.winfo_width(), top + widget.winfo_height()


def within(inner, outer):
    """True when the box ``inner`` lies wholly inside the box ``outer``."""
    return outer[0] <= inner[0] and outer[1] <= inner[1] and inner[2] <= outer[2] and inner[3] <= outer[3]
