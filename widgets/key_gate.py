"""Telling a fresh key press from a key held down, so that auto-repeat never plays a move twice."""


class KeyGate:
    """Tells a fresh key press from a key still held down (auto-repeat), as the seed's "release, then Enter"."""

    def __init__(self):
        """No key is known to be down."""
        self.down = {}
        self.released_at = {}

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
