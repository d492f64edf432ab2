"""High-DPI Windows: awareness is declared before Tk starts and Tk's scaling follows the monitor.

Windows' DLLs are replaced by stand-ins that record the calls, so this runs on any system; the scaling
check drives a real Tk window.
"""

import pytest

from widgets.dpi import DpiFollower, declare_dpi_awareness


class FakeFunction:
    """A DLL function that records its calls and returns ``result``."""

    def __init__(self, result, calls, name):
        """Answer ``result`` and record calls under ``name``."""
        self.result, self.calls, self.name = result, calls, name

    def __call__(self, *args):
        """Record the call."""
        self.calls.append((self.name,) + args)
        return self.result


class FakeDll:
    """A namespace of fake functions."""

    def __init__(self, calls, **results):
        """One fake function per keyword."""
        for name, result in results.items():
            setattr(self, name, FakeFunction(result, calls, name))


class FakeWindll:
    """ctypes.windll's stand-in: shcore and user32 with the functions a Windows version has."""

    def __init__(self, calls, shcore=True, dpi=144):
        """Windows 8.1+ (with shcore) or older; windows report ``dpi``."""
        if shcore:
            self.shcore = FakeDll(calls, SetProcessDpiAwareness=0)
        self.user32 = FakeDll(calls, SetProcessDPIAware=1, GetDpiForWindow=dpi)


def test_nothing_happens_outside_windows():
    """On Linux and macOS no DLL is touched and nothing is declared."""
    assert declare_dpi_awareness(platform="linux") is False


def test_per_monitor_awareness_is_declared_where_windows_has_it():
    """Windows 8.1+: SetProcessDpiAwareness(per monitor); older Windows: SetProcessDPIAware()."""
    calls = []
    assert declare_dpi_awareness(FakeWindll(calls)) is True
    assert calls == [("SetProcessDpiAwareness", 2)]
    calls.clear()
    assert declare_dpi_awareness(FakeWindll(calls, shcore=False)) is True
    assert calls == [("SetProcessDPIAware",)]


def test_tk_scaling_follows_the_monitor_dpi(tk_root):
    """At 144 DPI (150% scaling) Tk draws 2 pixels per point; a move to a 96 DPI monitor gives 4/3."""
    calls = []
    windll = FakeWindll(calls, dpi=144)
    before = tk_root.tk.call("tk", "scaling")
    try:
        follower = DpiFollower(tk_root, windll)
        assert float(tk_root.tk.call("tk", "scaling")) == pytest.approx(2.0, rel=0.01)
        windll.user32.GetDpiForWindow.result = 96
        tk_root.event_generate("<Configure>")
        tk_root.update()
        assert follower.dpi == 96
        assert float(tk_root.tk.call("tk", "scaling")) == pytest.approx(96 / 72, rel=0.01)
    finally:  # Tk keeps the scaling per display, for every later window of this process: put it back
        tk_root.tk.call("tk", "scaling", before)
