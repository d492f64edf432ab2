"""Game keys: telling a fresh key press from a key held down (auto-repeat never plays a move twice), and
leaving a key pressed with Ctrl or Alt to the menus (Ctrl+W or Alt+G never plays a move).
"""

# Event.state bits that make a key press a shortcut rather than a game key: Control, and Alt (Mod1 on X11
# and macOS, 0x20000 on Windows). Shift, Caps Lock and Num Lock (Mod2 on X11) do not count.
SHORTCUT_MODIFIERS = 0x4 | 0x8 | 0x20000


def bind_game_key(widget, sequence, handler, gate=None):
    """Bind ``handler`` to a game key (``<KeyPress-x>``); with Ctrl or Alt held the key is left to the menus
    and the window (a binding for "w" also fires for Ctrl+W and Alt+W). With ``gate`` (a KeyGate) the handler
    runs once per press, never per auto-repeat, and the key's release is bound to the gate."""
    def on_key(event):
        """The game key's press: to the menus with Ctrl or Alt, ignored while held (with a gate), else handled."""
        if event.state & SHORTCUT_MODIFIERS:
            return None
        if gate is not None and not gate.fresh(event):
            return "break"
        return handler(event)

    widget.bind(sequence, on_key)
    if gate is not None:
        widget.bind(sequence.replace("KeyPress", "KeyRelease"), gate.release)
        gate.watch(widget)


class KeyGate:
    """Tells a fresh key press from a key still held down (auto-repeat), as the seed's "release, then Enter"."""

    def __init__(self):
        """No key is known to be down."""
        self.down = {}
        self.released_at = {}
        self.watched = set()  # the widgets whose focus going away makes the gate forget the keys down

    def watch(self, widget):
        """Forget the keys down when the focus leaves ``widget`` for a widget the gate does not watch: their release
        goes there (another window, a menu, a lesson's Next button that took the focus at a move), and the next
        press of that key is a fresh one. Between two watched widgets (the garden's board and curtain) a key held
        down stays down."""
        if str(widget) not in self.watched:  # on a bind tag of the gate's own: the widget's bindings stay its keys
            self.watched.add(str(widget))
            tag = f"KeyGate{id(self)}"
            widget.bind_class(tag, "<FocusOut>", self.focus_left)
            widget.bindtags(widget.bindtags() + (tag,))

    def focus_left(self, event):
        """The focus left a watched widget: forget the keys down unless it went to another watched one."""
        try:
            focus = event.widget.focus_get()
        except KeyError:  # the focus is in a widget tkinter does not know (a menu's popdown)
            focus = None
        if str(focus) not in self.watched:
            self.forget()

    def forget(self, event=None):
        """No key is known to be down any more."""
        self.down.clear()

    def fresh(self, event):
        """True for a new press; False while the key is held (X11 repeats come as release+press at one time)."""
        key = event.keysym
        held = self.down.get(key, False) or self.released_at.get(key) == event.time
        self.down[key] = True
        return not held

    def release(self, event):
        """The key went up."""
        self.down[event.keysym] = False
        self.released_at[event.keysym] = event.time
