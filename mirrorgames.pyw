"""mirrorgames: five classic games in one window. Run: python mirrorgames.pyw [--lang ja|en]."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from widgets.main import main  # noqa: E402  (the path above must come first)

if __name__ == "__main__":
    sys.exit(main())
