"""Delayed Walls text: MESSAGES = {key: (japanese, english)} with the same {placeholders} in both."""

MESSAGES = {
    "walls.title": ("後から来る壁", "Delayed Walls"),
    "walls.help": (
        "矢印キーで 1 マスずつ歩きます。踏んだ床は {countdown} 手後に壁になります。\n"
        "カウント中の床にもう一度乗っても、残り手数は戻りません。\n"
        "スタートと出口は壁になりません。行き止まりで向きを変えるときに使えます。\n"
        "光をすべて集めてから出口に着くとクリアです。動ける床がなくなると、立ち往生です。\n"
        "考える時間は手数に入りません。待つ操作はありません。",
        "Walk one cell at a time with the arrow keys. A floor you step on becomes a wall {countdown:move|moves} later.\n"
        "Stepping on a counting-down floor again does not reset its timer.\n"
        "The start and the exit never become walls: use them to turn around.\n"
        "Collect every light, then reach the exit to win. With no free floor next to you, you are stranded.\n"
        "Thinking time is free; there is no way to wait."),
    # rejections (IllegalMove.reason)
    "walls.reason.game_over": ("ゲームは終わりました。戻すかやり直してください",
                               "The game is over: undo or restart"),
    # teacher level files
    "walls.level_error.unreadable": ("ファイルを読めません ({error})", "cannot read the file ({error})"),
    "walls.level_error.not_utf8": ("UTF-8 のテキストではありません", "the file is not UTF-8 text"),
    "walls.level_error.too_long": ("ファイルが {limit} バイトを超えています", "the file is longer than {limit} bytes"),
    "walls.level_error.no_title": ("1 行目にタイトルを書いてください", "the first line must be the title"),
    "walls.level_error.title_too_long": ("タイトルが {limit} 文字を超えています",
                                         "the title is longer than {limit} characters"),
    "walls.level_error.bad_title": ("タイトルに表示できない文字があります",
                                    "the title contains a character that cannot be shown"),
    "walls.level_error.no_board": ("タイトルの下に盤面がありません", "there is no board under the title"),
    "walls.level_error.bad_char": ("{column} 文字目の {char} は使えません (# . * S E を使います)",
                                   "unknown character {char} in column {column} (use # . * S E)"),
    "walls.level_error.ragged_row": ("この行は {got} マスですが、1 行目は {expected} マスです",
                                     "this row has {got} cells, the first row has {expected}"),
    "walls.level_error.too_narrow": ("盤面の幅 {width} は小さすぎます (最小 {limit})",
                                     "the board is {width} cells wide, at least {limit} needed"),
    "walls.level_error.too_wide": ("盤面の幅 {width} は大きすぎます (最大 {limit})",
                                   "the board is {width} cells wide, at most {limit} allowed"),
    "walls.level_error.too_short": ("盤面の高さ {height} は小さすぎます (最小 {limit})",
                                    "the board has {height} rows, at least {limit} needed"),
    "walls.level_error.too_tall": ("盤面の高さ {height} は大きすぎます (最大 {limit})",
                                   "the board has {height} rows, at most {limit} allowed"),
    "walls.level_error.no_start": ("スタート S がありません", "there is no start S"),
    "walls.level_error.two_starts": ("スタート S が 2 つ以上あります", "there is more than one start S"),
    "walls.level_error.no_exit": ("出口 E がありません", "there is no exit E"),
    "walls.level_error.two_exits": ("出口 E が 2 つ以上あります", "there is more than one exit E"),
    "walls.level_error.bad_par": ("par は「par 12」のように書いてください",
                                  "write the par as 'par' and a whole number, e.g. 'par 12'"),
    "walls.level_error.bad_name": ("名前は「name ja 光ふたつ」のように、name、言語 (ja か en)、名前の順に書いてください",
                                   "write a name as 'name', a language (ja or en) and the name, e.g. 'name en Two lights'"),
    "walls.level_error.two_names": ("{language} の名前が 2 回書かれています", "the name in {language} is given twice"),
    "walls.level_error.extra_text": ("盤面の後ろに余計な文字があります", "unexpected text after the board"),
    "walls.level_error.unsolvable": ("このレベルはクリアできません", "the level cannot be won"),
    "walls.level_error.id_not_ascii": ("レベルの文字列には ASCII 文字だけを使います", "level text must be ASCII"),
    "walls.level_error.id_no_title": ("レベルの文字列には、盤面、「,」、タイトルが必要です",
                                      "level text needs the board, a ',' and the title"),
    "walls.level_error.id_hash": ("レベルの文字列では、壁は「x」と書きます", "write walls as 'x' in level text"),
    "walls.level_error.id_bad_title": ("タイトルが正しいパーセントエンコードの UTF-8 ではありません",
                                       "the title is not valid percent-encoded UTF-8"),
    "walls.level_error.wrong_par": ("par は {par} と書かれていますが、最短は {shortest} 手です",
                                    "the par says {par} but the shortest solution takes {shortest} moves"),
}
