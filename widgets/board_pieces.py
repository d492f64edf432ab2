"""Round pieces above the cells of a BoardCanvas (widgets/board.py): a counter, a stone, a disc dropped in a column.

A mixin of BoardCanvas. A piece lies above its cell's background and under the cell's text, so the text is the
piece's label (a number, a letter): what the piece means is never told by its colour alone.
"""


class Pieces:
    """The pieces part of BoardCanvas (``self`` is the board: its cells, its cursor and ``_pieces``)."""

    def piece_bbox(self, x, y, inset=0.12):
        """Pixel box of the round piece on cell (x, y): the cell less ``inset`` of its size on each side."""
        x0, y0, x1, y1 = self.cell_bbox(x, y)
        gap = self.cell * inset
        return (x0 + gap, y0 + gap, x1 - gap, y1 - gap)

    def set_piece(self, x, y, fill=None, outline="black"):
        """Draw a round piece above cell (x, y), over its background and under its text; ``fill=None`` takes it away.

        Like ``set_cell`` it costs nothing when the piece looks the same as before. Say a piece's meaning
        in the cell's text (drawn on the piece: give it a colour that reads on the piece) or the status line
        too: a colour alone tells nothing to some players.
        """
        drawn = self._pieces.get((x, y))
        if fill is None:
            if drawn is not None:
                self.delete(drawn[0])
                del self._pieces[(x, y)]
            return
        look = (fill, outline)
        if drawn is not None:
            if drawn[1] != look:
                self.itemconfigure(drawn[0], fill=fill, outline=outline)
                self._pieces[(x, y)] = (drawn[0], look)
            return
        item = self.create_oval(*self.piece_bbox(x, y), fill=fill, outline=outline, width=2, tags=("piece",))
        self._pieces[(x, y)] = (item, look)
        self.tag_raise("celltext")  # the texts (a piece's label) stay readable above it
        for above in (self._column_item, self._cursor_item):
            if above is not None:
                self.tag_raise(above)

    def piece_look(self, x, y):
        """What ``set_piece`` last drew at (x, y): (fill, outline), or None when no piece is there."""
        drawn = self._pieces.get((x, y))
        return drawn[1] if drawn is not None else None
