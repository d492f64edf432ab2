"""Sharp text on high-DPI Windows laptops: the process says it draws for the monitor's DPI itself.

Without this, Windows at 125-200% display scaling draws the window at 96 DPI and stretches it as a blurred
bitmap. Declared before Tk starts (the executable's manifest says the same), then Tk's scaling follows the
DPI of the monitor the window is on, so text keeps its physical size and stays crisp. Elsewhere (macOS,
Linux) every function here does nothing.
"""

import sys

PER_MONITOR_AWARE = 2  # PROCESS_PER_MONITOR_DPI_AWARE of SetProcessDpiAwareness
POINTS_PER_INCH = 72


def windows_dlls(platform=None):
    """ctypes.windll on Windows, else None."""
    if (platform or sys.platform) != "win32":
        return None
    import ctypes  # only on Windows: keeps start-up quick elsewhere
    return ctypes.windll


def declare_dpi_awareness(windll=None, platform=None):
    """Declare per-monitor DPI awareness (Windows 8.1+), else system awareness (Vista+); True when declared."""
    windll = windll if windll is not None else windows_dlls(platform)
    if windll is None:
        return False
    try:
        return windll.shcore.SetProcessDpiAwareness(PER_MONITOR_AWARE) == 0
    except (AttributeError, OSError):
        pass
    try:
        return bool(windll.user32.SetProcessDPIAware())
    except (AttributeError, OSError):
        return False


def monitor_dpi(root, windll):
    """The DPI of the monitor ``root`` is on (Windows 10+), or None when Windows cannot say."""
    try:
        return windll.user32.GetDpiForWindow(root.winfo_id()) or None
    except (AttributeError, OSError):
        return None


class DpiFollower:
    """Keeps Tk's scaling (pixels per point) equal to the DPI of the monitor the window is on."""

    def __init__(self, root, windll=None, platform=None):
        """Follow ``root`` on Windows; does nothing elsewhere."""
        self.root = root
        self.windll = windll if windll is not None else windows_dlls(platform)
        self.dpi = None
        if self.windll is not None:
            self.follow()
            root.bind("<Configure>", self.follow, add="+")

    def follow(self, event=None):
        """Set Tk's scaling when the window's monitor has another DPI than before (e.g. after a move)."""
        if event is not None and event.widget is not self.root:
            return
        dpi = monitor_dpi(self.root, self.windll)
        if dpi and dpi != self.dpi:
            self.dpi = dpi
            self.root.tk.call("tk", "scaling", dpi / POINTS_PER_INCH)
