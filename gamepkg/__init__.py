"""The rules of the mirrorgames suite: pure Python, no tkinter anywhere in this package."""
