"""mirrorgames: classic games in one window, one tab each. Run: python mirrorgames.pyw [--lang ja|en]."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from mirrorgames.launcher import run  # noqa: E402  (after the line that lets it be found from any folder)

if __name__ == "__main__":
    sys.exit(run())
