"""Fixed mine layouts as short text, for game IDs such as ``mines:3x2n2:a4``, and the largest game played.

A layout is a bitmap over the cells in reading order (row 0 left to right, then row 1, ...):
cell number ``y * width + x``. Four cells make one lowercase hex digit, the first cell being
the highest bit (8), so ``a`` = cells 0 and 2. Unused bits of the last digit must be 0, which
makes the text unique: every layout has exactly one spelling.
"""

from gamepkg.rules import ParamsError

HEX_DIGITS = "0123456789abcdef"
BYTE_BITS = tuple(tuple(bit for bit in range(8) if value & (128 >> bit)) for value in range(256))  # high bit first

# The suite plays every board a game ID may ask for (up to 1000x1000): the window draws only the cells
# in view, a cascade costs the cells it opens and a move copies only the rows it changes (bench/mines_scale.py
# prints the figures). Saves hold at most 1 move per cell plus 1000 (a game opens each safe cell and flags
# each mine at most once in its history, so that leaves 1000 moves for changed minds).
PLAY_MAX_CELLS = 1_000_000
PLAY_MOVES_PER_CELL = 1
PLAY_EXTRA_MOVES = 1000


def too_big(params, moves=0):
    """(message id, fields) when a game ID or save is too big to play smoothly here, else None."""
    if params.cells > PLAY_MAX_CELLS:
        return "mines.too_big.board", {"width": params.width, "height": params.height,
                                       "cells": params.cells, "most": PLAY_MAX_CELLS}
    most_moves = PLAY_MOVES_PER_CELL * params.cells + PLAY_EXTRA_MOVES
    if moves > most_moves:
        return "mines.too_big.save", {"width": params.width, "height": params.height,
                                      "moves": moves, "most": most_moves}
    return None


def hex_length(width, height):
    """How many hex digits a layout of ``width`` x ``height`` cells takes."""
    return (width * height + 3) // 4


def layout_to_hex(width, height, cells):
    """The hex text of the mine cells ``cells`` (a set of (x, y)) on a ``width`` x ``height`` board."""
    data = bytearray((width * height + 7) // 8)  # a byte per two digits, the high bit first
    for x, y in cells:
        index = y * width + x
        data[index >> 3] |= 128 >> (index & 7)
    return data.hex()[:hex_length(width, height)]


def layout_from_hex(width, height, text):
    """The frozenset of mine cells in ``text``; ParamsError (a ValueError with a message id) for bad text.

    Two digits at a time, as a byte (a 1000x1000 layout is 250,000 digits): only its set bits cost a step."""
    expected = hex_length(width, height)
    if len(text) != expected:
        raise ParamsError("mines.params.layout_length", width=width, height=height, expected=expected,
                          found=len(text))
    if set(text) - set(HEX_DIGITS):
        raise ParamsError("mines.params.layout_digits")
    data = bytes.fromhex(text + "0" * (len(text) % 2))  # an odd last digit: its byte's low half is 0
    cells = []
    for byte_index, value in enumerate(data):
        if value:
            first = byte_index * 8
            for bit in BYTE_BITS[value]:
                cells.append(((first + bit) % width, (first + bit) // width))
    if cells and cells[-1][1] >= height:
        raise ParamsError("mines.params.layout_past_end")
    return frozenset(cells)
