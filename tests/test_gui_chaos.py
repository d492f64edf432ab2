"""Chaos: thousands of random clicks, keys, tab switches, menu commands and resizes never raise in Tk.

ACTIONS actions from one seed (about 15 s): enough to visit every tab many times in both languages, at
several zoom steps, while keeping the whole test run within its five minutes.
"""

import random

import pytest

from tests.conftest import click

ACTIONS = 1200
KEYS = ("Left", "Right", "Up", "Down", "space", "Return", "Escape", "Tab", "f", "t", "z", "x", "y", "r",
        "w", "a", "s", "d", "n", "p", "1", "2", "BackSpace")


def menu_commands(app):
    """The menu commands that open no modal dialog, by name."""
    return {
        "undo": app.undo, "redo": app.redo, "restart": app.restart, "new": app.new_same,
        "hint": app.hint, "save": app.save, "load": app.load, "copy_id": app.copy_game_id,
        "zoom_in": app.zoom_in, "zoom_out": app.zoom_out,
        "ja": lambda: app.set_language("ja"), "en": lambda: app.set_language("en"),
        "speed": lambda: app.set_animation_speed(random.Random().choice(("fast", "instant"))),
    }


def random_point(rng, widget):
    """A random pixel inside (and a little outside) ``widget``."""
    width, height = max(widget.winfo_width(), 2), max(widget.winfo_height(), 2)
    return rng.randint(-5, width + 5), rng.randint(-5, height + 5)


def focus_target(app):
    """The widget that has the keyboard focus, or the current board."""
    focused = app.root.focus_get()
    return focused if focused is not None else app.current_view().board


@pytest.mark.parametrize("seed", [20261129])
def test_random_input_never_raises_inside_tk(app, dialogs, seed):
    """Clicks, keys, tab switches, menu commands and resizes in random order raise nothing in callbacks."""
    errors = []
    app.root.report_callback_exception = lambda kind, value, trace: errors.append(f"{kind.__name__}: {value}")
    app.root.after(0, lambda: 1 / 0)
    app.root.update()
    assert errors and errors.pop().startswith("ZeroDivisionError"), "the hook must see callback errors"
    quits = []
    app.root.destroy = lambda: quits.append("quit")  # a confirmed Quit (Esc in the garden) is fine: keep going
    app.set_animation_speed("fast")
    rng = random.Random(seed)
    commands = menu_commands(app)
    games = list(app.games)
    counts = {}
    for step in range(ACTIONS):
        roll = rng.random()
        view = app.current_view()
        dialogs.answer = rng.random() < 0.5
        if roll < 0.40:
            kind = "click"
            click(view.board, *random_point(rng, view.board), button=rng.choice((1, 1, 1, 3)))
        elif roll < 0.75:
            kind = "key"
            target = focus_target(app)
            target.event_generate(f"<KeyPress-{rng.choice(KEYS)}>")
        elif roll < 0.82:
            kind = "tab"
            app.select_game(rng.choice(games))
        elif roll < 0.95:
            kind = "menu"
            commands[rng.choice(sorted(commands))]()
        else:
            kind = "resize"
            app.root.geometry(f"{rng.randint(480, 1300)}x{rng.randint(400, 950)}")
        counts[kind] = counts.get(kind, 0) + 1
        app.root.update()
        assert not errors, f"step {step} ({kind}): {errors[:3]}"
    del app.root.destroy
    assert all(counts.get(kind, 0) > 50 for kind in ("click", "key", "tab", "menu", "resize"))
