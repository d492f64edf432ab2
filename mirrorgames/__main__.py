"""python -m mirrorgames: start the suite, from the source folder and from an installed wheel alike."""

import sys

from mirrorgames.launcher import run

if __name__ == "__main__":
    sys.exit(run())
