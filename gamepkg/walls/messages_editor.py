"""Delayed Walls level editor and level sharing texts (widgets/walls/editor*.py). MESSAGES = {key: (japanese, english)}.

``walls.level_files`` is Help > Level Files; docs/level-files.ja.md and docs/level-files.md hold the same
text under a heading (tests/test_walls_level_docs.py keeps them equal).
"""

LEVEL_FILES_JA = """\
後から来る壁のレベルは、ふつうのテキストファイル (`UTF-8`、拡張子 `.txt`) 1つで1レベルです。ゲーム > 新しいレベル... で作って保存すれば、このファイルができます。メモ帳で書くこともできます。

ファイルの書き方:

    1行目       タイトル (1〜40文字。日本語でもかまいません)
    2行目から   盤面。1行が盤面の1行、1文字が1マス。どの行も同じ文字数
    最後に      空の行を1行あけて、次の行を好きな順に (なくてもかまいません)
                  name ja 光ふたつ     日本語のタイトル
                  name en Two lights   英語のタイトル
                  par 11               最短の手数

マスの文字 (半角で書きます。全角の ＃ ． ＊ Ｓ Ｅ も読めます):

    #   何もない (通れない壁)
    .   床。踏むと3手後に壁になります
    *   光 (床の上)。光をすべて集めてから出口に着くとクリアです
    S   スタート (1つだけ。壁になりません)
    E   出口 (1つだけ。壁になりません)

盤面の大きさは3×3から12×9 (横×縦) までです。`par` がまちがっていても読みこめます (注意が出て、本当の最短を使います)。クリアできないレベルは、届かない光や出口が示されます (ゲーム > レベルを編集... で盤面に印が出ます)。エラーの行番号はファイルの行で数え、かっこの中に盤面の何行目かを書きます (ファイルの2行目が盤面の1行目です)。

例: 光がふたつ、出口がスタートのとなり (最短11手):

    Two lights
    #######
    #*...*#
    #.###.#
    #ES...#
    #######

    name ja 光ふたつ
    name en Two lights
    par 11

自分のレベルの置き場所: ゲーム > レベルフォルダを開く... で出るフォルダ (データフォルダの `levels`)。

クラスのレベル: 先生か情報担当の人が1回だけ決めるフォルダです。ゲーム > クラスのレベルフォルダ... で選ぶか、起動のショートカットに `--levels フォルダ` を付けるか、プログラム (`mirrorgames.exe`) と同じ場所に `levels` フォルダを置きます。読むだけで書きこまないので、読み取り専用のネットワーク共有でもかまいません。リストでは「[クラス]」の印が付きます。

共有: ゲーム > レベルをコピー で、レベルが1行の文字列 (`walls-level:` で始まり、2つのタイトルも入ります) になってクリップボードに入ります。受け取った人は ゲーム > レベルを貼り付け で、自分のレベルフォルダとリストに入れられます。
"""

LEVEL_FILES_EN = """\
A Delayed Walls level is one plain text file (UTF-8, ending in .txt). Make it with Game > New Level... and Save; you can also write it in Notepad.

How the file is written:

    line 1       the title (1 to 40 characters; Japanese is fine)
    from line 2  the board: one line per row, one character per cell, all rows as long
    at the end   a blank line, then any of these lines in any order (all optional)
                   name ja 光ふたつ     the Japanese title
                   name en Two lights   the English title
                   par 11               the fewest moves

The cell characters (half-width; full-width ＃ ． ＊ Ｓ Ｅ are read too):

    #   nothing there (a wall you cannot pass)
    .   floor: three moves after you step on it, it becomes a wall
    *   a light (on floor): collect every light, then reach the exit to win
    S   the start (exactly one; never becomes a wall)
    E   the exit (exactly one; never becomes a wall)

Boards are 3x3 up to 12x9 (width x height). A wrong par still loads (with a note; the real par is used). A level that cannot be won names the lights or the exit out of reach (Game > Edit Level... marks them on the board). Error messages count the file's lines and give the board row in brackets (line 2 of the file is board row 1).

Example: two lights, the exit next to the start (par 11):

    Two lights
    #######
    #*...*#
    #.###.#
    #ES...#
    #######

    name ja 光ふたつ
    name en Two lights
    par 11

Your own levels go in the folder that Game > Open Levels Folder... shows (levels in the data folder).

The class's levels: a folder the teacher or IT names once. Choose it with Game > Class Levels Folder..., add --levels FOLDER to the program's shortcut, or put a levels folder beside the program (mirrorgames.exe). It is only read, never written, so a read-only network share is fine. Its levels are marked [class] in the list.

Sharing: Game > Copy Level puts the level on the clipboard as one line of text (it starts with walls-level: and keeps both titles). Whoever gets it chooses Game > Paste Level, and the level goes into their own levels folder and the list.
"""

MESSAGES = {
    # Help > Level Files (the same text as docs/level-files.ja.md and docs/level-files.md)
    "walls.level_files": (LEVEL_FILES_JA, LEVEL_FILES_EN),
    # the level editor window (widgets/walls/editor.py)
    "walls.editor.title": ("レベルエディタ (後から来る壁)", "Level editor (Delayed Walls)"),
    "walls.editor.title_in": ("タイトル ({language})", "Title ({language})"),  # the language's own name
    "walls.editor.width": ("横 ({low}〜{high})", "Width ({low} to {high})"),
    "walls.editor.height": ("縦 ({low}〜{high})", "Height ({low} to {high})"),
    "walls.editor.palette": ("マスの種類", "Cells"),
    "walls.editor.tool.wall": ("{char}  何もない (壁)  [{number}]", "{char}  nothing there (wall)  [{number}]"),
    "walls.editor.tool.floor": ("{char}  床 (踏むと3手後に壁)  [{number}]",
                                "{char}  floor (a wall 3 moves after a step)  [{number}]"),
    "walls.editor.tool.light": ("{char}  光 (全部集める)  [{number}]", "{char}  light (collect them all)  [{number}]"),
    "walls.editor.tool.start": ("{char}  スタート (1つ)  [{number}]", "{char}  start (one)  [{number}]"),
    "walls.editor.tool.exit": ("{char}  出口 (1つ)  [{number}]", "{char}  exit (one)  [{number}]"),
    "walls.editor.keys": ("クリックかドラッグでぬる。右クリックで壁。\n矢印キーで動き、スペースでぬる。\n"
                          "# . * S E (か 1〜5) で種類を選んでぬる。\nCtrl+Z: 戻す  Ctrl+S: 保存",
                          "Click or drag to paint; right-click: wall.\nArrow keys move, Space paints.\n"
                          "# . * S E (or 1 to 5) choose and paint.\nCtrl+Z: undo  Ctrl+S: save"),
    "walls.editor.button.undo": ("戻す", "Undo"),
    "walls.editor.button.try": ("遊んでみる", "Try it"),
    "walls.editor.button.save": ("保存", "Save"),
    "walls.editor.button.publish": ("クラスのフォルダに出す", "Publish to Class Folder"),
    "walls.editor.button.copy": ("レベルをコピー", "Copy Level"),
    "walls.editor.button.close": ("閉じる", "Close"),
    "walls.editor.untitled": ("(タイトルなし)", "(untitled)"),
    "walls.editor.answer.thinking": ("ソルバーが調べています…", "The solver is working it out..."),
    "walls.editor.answer.par": ("クリアできます。最短{par}手です。", "This level can be won: par {par}."),
    "walls.editor.answer.unwinnable": ("このままではクリアできません。赤い枠と「!」のマス:",
                                       "This level cannot be won yet. See the cells framed in red with a “!”:"),
    "walls.editor.answer.obstacle": ("\u30fb{why}", "\u2022 {why}"),
    "walls.editor.answer.too_hard": ("大きすぎて調べきれません。遊べますが、最短は「?」になります。",
                                     "Too big to work out here: it can be played, with the par shown as “?”."),
    "walls.editor.answer.broken": ("まだレベルになっていません: {reason}", "Not a level yet: {reason}"),
    "walls.editor.confirm_close": ("このレベルは保存していません。閉じると変更はなくなります。閉じますか?",
                                   "This level is not saved: closing drops the changes. Close anyway?"),
    "walls.editor.undone": ("1つ戻しました。", "Undone."),
    "walls.editor.nothing_to_undo": ("戻すものはありません。", "Nothing to undo."),
    "walls.editor.not_a_level": ("まだ遊べません: {reason}", "Not playable yet: {reason}"),
    "walls.editor.cannot_try": ("クリアできないレベルは遊べません。赤い枠のマスを直してください。",
                                "A level that cannot be won cannot be played: fix the cells framed in red."),
    "walls.editor.trying": ("タブで遊べます。エディタで直して、もう一度「遊んでみる」を押せます。",
                            "Playing it in the tab. Change it here and press Try it again."),
    "walls.view.trying_draft": ("エディタは閉じずによけてあります。盤面で遊んでみてください。"
                                "ゲーム → レベルを編集... でエディタがもどります。",
                                "The editor stepped aside (nothing is lost): play the level on the board. "
                                "Game → Edit Level... brings the editor back."),
    "walls.editor.not_saved": ("保存できませんでした: {reason}", "Not saved: {reason}"),
    "walls.editor.changed_elsewhere": ("{file} は、ここで開いたあとに ほかのウィンドウで保存されました。"
                                       "上書きすると、そちらの変更はなくなります。上書きしますか?",
                                       "{file} was saved from another window after it was opened here. Saving "
                                       "overwrites those changes. Save anyway?"),
    "walls.editor.not_saved_changed": ("保存していません。{file} はほかのウィンドウで保存されたままです。",
                                       "Not saved: {file} stays as the other window saved it."),
    "walls.editor.saved": ("{file} に保存しました (フォルダ: {folder})。", "Saved as {file} (folder: {folder})."),
    "walls.editor.not_copied": ("コピーできませんでした: {reason}", "Not copied: {reason}"),
    "walls.editor.copied": ("レベルの文字列をコピーしました。ゲーム > レベルを貼り付け で読みこめます。",
                            "The level's text is on the clipboard: Game > Paste Level reads it."),
    # Game menu: the editor and sharing (widgets/walls/editor_commands.py)
    "walls.view.menu.new_level": ("新しいレベル...", "New Level..."),
    "walls.view.menu.edit_level": ("レベルを編集...", "Edit Level..."),
    "walls.view.menu.copy_level": ("レベルをコピー", "Copy Level"),
    "walls.view.menu.paste_level": ("レベルを貼り付け", "Paste Level"),
    "walls.view.menu.class_folder": ("クラスのレベルフォルダ...", "Class Levels Folder..."),
    "walls.view.menu.level_files": ("レベルファイルの書き方", "Level Files"),
    "walls.view.level_copied": ("「{title}」をコピーしました。ゲーム > レベルを貼り付け で読みこめます。",
                                "“{title}” is on the clipboard: Game > Paste Level reads it."),
    "walls.view.paste_refused": ("レベルを貼り付けられません: {reason}", "The level cannot be pasted: {reason}"),
    "walls.view.paste_not_saved": ("レベルをレベルフォルダに保存できませんでした ({reason})。今回だけ遊べます。",
                                   "The level could not be saved in the levels folder ({reason}): it can be played "
                                   "this time only."),
    "walls.view.pasted": ("「{title}」をリストに入れました ({file})。", "“{title}” is in the list now ({file})."),
    "walls.view.class_folder_title": ("クラスのレベルフォルダを選ぶ", "Choose the class levels folder"),
    # Publish to Class Folder (widgets/walls/editor_commands.py publish)
    "walls.view.menu.publish_level": ("クラスのフォルダに出す", "Publish to Class Folder"),
    "walls.publish.done": ("{file} をクラスのレベルフォルダに出しました。みんなが読めます:\n{folder}",
                           "Published as {file} in the class levels folder, readable by everyone:\n{folder}"),
    "walls.publish.no_folder": ("クラスのレベルフォルダが決まっていません (ゲーム → クラスのレベルフォルダ)。",
                                "No class levels folder is named (Game → Class Levels Folder...)."),
    "walls.publish.not_allowed": ("クラスのレベルフォルダに書きこめません ({reason}):\n{folder}",
                                  "This account may not write into the class levels folder ({reason}):\n{folder}"),
    "walls.publish.save_as_no_folder": ("クラスのレベルフォルダが決まっていないので、出せません。"
                                        "ファイルとして保存して、あとでクラスのフォルダにコピーしますか?",
                                        "No class levels folder is named, so the level cannot be published. Save it "
                                        "as a file, to copy into the class folder later?"),
    "walls.publish.save_as_not_allowed": ("クラスのレベルフォルダ {folder} に書きこめません。"
                                          "ファイルとして保存して、あとでそのフォルダにコピーしますか?",
                                          "This account may not write into the class levels folder {folder}. Save "
                                          "the level as a file, to copy there later?"),
    "walls.publish.save_as_title": ("レベルをファイルに保存", "Save the Level as a File"),
    "walls.publish.saved_as": ("{path} に保存しました。クラスのフォルダにコピーしてください。",
                               "Saved as {path}: copy it into the class folder."),
    "walls.publish.refused": ("クラスのフォルダに出せません: {reason}", "Not published: {reason}"),
    "walls.view.class_folder_fixed": ("クラスのレベルフォルダは、学校の設定ファイルで決まっています:\n{folder}",
                                      "The class levels folder is set by the school's settings file:\n{folder}"),
    "walls.view.class_folder_set": ("クラスのレベルフォルダ:\n{path}\n\n{count}個のファイルがリストに入りました "
                                    "(「[クラス]」の印)。ゲームはこのフォルダを読むだけです (書きこむのはエディターの"
                                    "「クラスのフォルダに出す」だけです)。",
                                    "Class levels folder:\n{path}\n\n{count:file is|files are} in the list now "
                                    "(marked “[class]”). The games only read this folder (the editor's Publish to Class "
                                    "Folder writes into it)."),
}
