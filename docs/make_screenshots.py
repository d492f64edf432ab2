"""Regenerate the pictures docs/<game>.<lang>.png: every tab at 150 % zoom, in Japanese and in English.

Run it on a virtual screen the size of a laptop's, from the project folder:

    xvfb-run -a -s "-screen 0 1366x768x24" python docs/make_screenshots.py

It uses a fresh temporary data folder (your own saves and settings are not touched), opens the suite
window at 150 % (it grows as far as the screen allows, as it would for a player), shows each tab as it
is after a new game (the Garden's hand-off curtain lifted), and saves the window with ImageMagick's
``import`` (as /work/shared/tools/shot does), reduced to 64 colours so that the pictures stay small.
It installs nothing: it stops with a message when ``import`` is missing.
"""

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

PROJECT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(PROJECT))

from bench.script_args import script_parser, tk_root_or_exit  # noqa: E402  (after the path is set)
from gamepkg.savefile import DataStore  # noqa: E402
from widgets.app import SuiteApp  # noqa: E402
from widgets.registry import VIEWS  # noqa: E402

ZOOM = 150
LANGUAGES = ("ja", "en")
COLOURS = 64


def settle(root, rounds=6):
    """Let Tk lay out and draw everything (a few rounds: texts wrap after their widths are known)."""
    for _ in range(rounds):
        root.update()


def save_window(root, path):
    """Save what the window shows (menu bar and frame included) to ``path`` as a small PNG."""
    window = root.wm_frame()
    subprocess.run(["import", "-window", window, "-colors", str(COLOURS), f"png8:{path}"], check=True)


def main(argv=None):
    """Show every tab in both languages at ZOOM % and save one picture of each."""
    script_parser(__doc__, display=True).parse_args(argv)
    root = tk_root_or_exit("docs/make_screenshots.py")
    if not shutil.which("import"):
        sys.exit("make_screenshots: ImageMagick's 'import' is needed (apt install imagemagick)")
    data = tempfile.mkdtemp(prefix="mirrorgames-shots-")
    os.environ["MIRRORGAMES_DATA"] = data
    root.geometry("+0+0")
    app = SuiteApp(root, DataStore(Path(data)), language=LANGUAGES[0])
    app.set_zoom(ZOOM)
    for language in LANGUAGES:
        app.set_language(language)
        for game in VIEWS:
            view = app.select_game(game)
            settle(root)
            lift_curtain = getattr(view, "lift_curtain", None)  # Mischief Garden: show the board, not the hand-off
            if lift_curtain is not None:
                lift_curtain()
                settle(root)
            path = PROJECT / "docs" / f"{game}.{language}.png"
            save_window(root, path)
            print(f"saved {path.relative_to(PROJECT)} ({path.stat().st_size // 1024} KB)")
    root.destroy()
    shutil.rmtree(data, ignore_errors=True)


if __name__ == "__main__":
    main()
