"""The entry of the installed suite: ``python -m mirrorgames`` and the ``mirrorgames`` command (see launcher.py)."""
