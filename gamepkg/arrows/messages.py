"""Player-facing text of Arrow Rotation (gamepkg.arrows.rules): ``MESSAGES = {key: (japanese, english)}``.

Coordinates in these texts are 1-based for people: pass ``x + 1`` and ``y + 1``. ``{direction}`` is
the text of ``arrows.direction.<d>``; ``{name}`` is the seat's chosen name or ``arrows.player_default``.
"""

MESSAGES = {
    "arrows.title": ("矢印回転ゲーム", "Arrow Rotation"),
    "arrows.short_title": ("矢印回転", "Arrows"),  # on the tab when the full names do not fit

    # presets, in menu order (keys of gamepkg.arrows.rules.PRESETS)
    "arrows.preset.vs_normal_7x7": ("7×7・コンピューター (ふつう) と対戦", "7×7 against the computer (normal)"),
    "arrows.preset.duel_5x5": ("5×5・二人で対戦", "5×5 two players"),
    "arrows.preset.three_7x7": ("7×7・三人で対戦", "7×7 three players"),
    "arrows.preset.vs_easy_5x5": ("5×5・コンピューター (やさしい) と対戦", "5×5 against the computer (easy)"),
    "arrows.preset.vs_hard_9x9": ("9×9・コンピューター (つよい) と対戦", "9×9 against the computer (hard)"),
    "arrows.preset.four_9x9": ("9×9・四人 (コンピューター3人)", "9×9 four players (three computers)"),
    "arrows.preset.big_15x15": ("15×15・コンピューター (つよい) と対戦", "15×15 against the computer (hard)"),

    # seats and parameters
    "arrows.kind.human": ("人", "Human"),
    "arrows.kind.easy": ("コンピューター (やさしい)", "Computer (easy)"),
    "arrows.kind.normal": ("コンピューター (ふつう)", "Computer (normal)"),
    "arrows.kind.hard": ("コンピューター (つよい)", "Computer (hard)"),
    "arrows.player_default": ("プレイヤー{number}", "Player {number}"),
    "arrows.param.width": ("横のマス数", "Width"),
    "arrows.param.height": ("縦のマス数", "Height"),
    "arrows.param.players": ("人数", "Players"),
    "arrows.param.seat": ("プレイヤー{number}", "Player {number}"),
    "arrows.param.name": ("名前", "Name"),

    # directions (0 right, 1 down, 2 left, 3 up)
    "arrows.direction.0": ("右向き (→)", "right (→)"),
    "arrows.direction.1": ("下向き (↓)", "down (↓)"),
    "arrows.direction.2": ("左向き (←)", "left (←)"),
    "arrows.direction.3": ("上向き (↑)", "up (↑)"),

    # which way the walk turns an arrow ({turn} in the help; from arrows.turned, see widgets/arrows/draw.turn_sense)
    "arrows.turn.clockwise": ("時計回りに90度", "a quarter clockwise"),
    "arrows.turn.counterclockwise": ("反時計回りに90度", "a quarter counter-clockwise"),
    "arrows.turn.half": ("180度", "half a turn"),

    # status lines
    "arrows.status.turn": ("{name}の番です ({round}巡目)", "{name} to move (round {round})"),
    "arrows.status.thinking": ("{name}が考えています…", "{name} is thinking…"),
    "arrows.status.first_move": ("最初の矢印はどのマスにも置けます", "The first arrow may go on any cell"),
    "arrows.status.choose_direction": ("矢印の向きを選んでください", "Choose the arrow's direction"),

    # rejection reasons (IllegalMove.reason)
    "arrows.reason.occupied": ("そのマスにはもう矢印があります", "There is already an arrow on that cell"),
    "arrows.reason.not_adjacent": ("矢印の上下左右のマスにしか置けません",
                                   "An arrow must go next to another arrow (above, below, left or right)"),
    "arrows.reason.off_board": ("盤の外です", "That cell is off the board"),
    "arrows.reason.bad_direction": ("向きは右・下・左・上のどれかです", "The direction must be right, down, left or up"),
    "arrows.reason.game_over": ("ゲームは終わっています", "The game is over"),
    "arrows.reason.bad_move": ("手の書き方が正しくありません (例: 2,0,1)", "That move is not written as x,y,d (e.g. 2,0,1)"),

    # events (State.events)
    "arrows.event.stopped_empty": ("({x},{y}) の空きマスで止まりました", "The walk stopped on the empty cell ({x},{y})"),
    "arrows.event.stopped_off": ("盤の外に出て止まりました", "The walk left the board"),
    "arrows.event.game_over": ("盤が埋まりました。ゲーム終了!", "The board is full. Game over!"),

    # results
    "arrows.result.win": ("{name}の勝ち! ({score}点)", "{name} wins with {score:point|points}!"),
    "arrows.result.tie": ("{names}の引き分け ({score}点)", "A tie between {names} with {score:point|points}"),

    # the tab (widgets/arrows/view.py): score table, walk panel, selection, preview, hints
    "arrows.view.col.turn": ("手番", "Turn"),
    "arrows.view.col.name": ("プレイヤー", "Player"),
    "arrows.view.col.kind": ("操作", "Plays as"),
    "arrows.view.col.score": ("得点", "Score"),
    # the score table under zoom: Plays as folded under the table, one line per seat
    "arrows.view.seat_plays_as": ("{name}: {kind}", "{name}: {kind}"),
    "arrows.view.walk_box": ("今回の連鎖", "This walk"),
    "arrows.view.walk_points": ("+{points}点", "+{points}"),
    "arrows.view.walk_none": ("まだ矢印がありません", "No arrow placed yet"),
    "arrows.view.walk_of": ("{name}の連鎖", "{name}'s walk"),
    "arrows.view.skip": ("スキップ (Esc)", "Skip (Esc)"),
    "arrows.view.skip_menu": ("アニメーションをスキップ", "Skip Animation"),
    "arrows.view.replay": ("連鎖をもう一度見る", "Replay Walk"),
    "arrows.view.keys": ("キー操作\n矢印キー: カーソルを動かす\nSpace・Enter: マスを選ぶ\n矢印キー・WASD: 向きを選ぶ\n"
                         "Enter: 置く  Esc: 取り消し・スキップ",
                         "Keys\nArrow keys: move the cursor\nSpace, Enter: pick the cell\n"
                         "Arrow keys, WASD: choose the direction\nEnter: place   Esc: cancel or skip"),
    "arrows.view.legend": ("●のマスに置けます。回る矢印には{symbol}と回数が付きます。",
                           "You may place on cells with a ●. Arrows that turn show {symbol} and how many times."),
    "arrows.view.banner_turn": ("{name}の番です ({round}巡目・残り{count}マス)",
                                "{name} to move (round {round}, {count:cell|cells} left)"),
    "arrows.view.banner_walking": ("{name}の矢印が回っています… +{points}点", "{name}'s arrows are turning… +{points}"),
    "arrows.view.name_separator": ("、", ", "),
    "arrows.view.moved": ("{name}が ({x},{y}) に{direction}を置き、{points}点獲得",
                          "{name} placed {direction} on ({x},{y}) and scored {points:point|points}"),
    "arrows.view.moved_one": ("{name}が ({x},{y}) に{direction}を置き、1点獲得",
                              "{name} placed {direction} on ({x},{y}) and scored 1 point"),
    "arrows.view.moved_zero": ("{name}が ({x},{y}) に{direction}を置きました (得点なし)",
                               "{name} placed {direction} on ({x},{y}) and scored no points"),
    "arrows.view.direction_chosen": ("({x},{y}) に{direction}。Enter で置きます (Esc で取り消し)",
                                     "Arrow {direction} on ({x},{y}): Enter places it (Esc cancels)"),
    "arrows.view.walking": ("{name}が ({x},{y}) に{direction}を置きました。連鎖をたどっています…",
                            "{name} placed {direction} on ({x},{y}); following the chain…"),
    "arrows.view.selected": ("({x},{y}) を選びました。矢印キーか WASD、またはマスの辺のクリックで向きを選んでください (Esc で取り消し)",
                             "({x},{y}) chosen: pick a direction with the arrow keys or WASD, or click a side "
                             "of the cell (Esc cancels)"),
    "arrows.view.preview": ("({x},{y}) に{direction}を置くと矢印が{arrows}本回って{points}点。Enter かその辺のクリックで置きます",
                            "Placing {direction} on ({x},{y}) turns {arrows:arrow|arrows}: {points:point|points}. "
                            "Press Enter or click that side to place it"),
    "arrows.view.preview_one": ("({x},{y}) に{direction}を置くと矢印が1本回って1点。Enter かその辺のクリックで置きます",
                                "Placing {direction} on ({x},{y}) turns 1 arrow: 1 point. "
                                "Press Enter or click that side to place it"),
    "arrows.view.preview_zero": ("({x},{y}) に{direction}を置いても矢印は回りません (0点)。Enter かその辺のクリックで置きます",
                                 "Placing {direction} on ({x},{y}) turns no arrow: 0 points. "
                                 "Press Enter or click that side to place it"),
    "arrows.view.hint": ("ヒント: ({x},{y}) に{direction}を置くと矢印が{arrows}本回って{points}点。Enter で置けます",
                         "Hint: {direction} on ({x},{y}) turns {arrows:arrow|arrows}: {points:point|points}. "
                         "Press Enter to place it"),
    "arrows.view.hint_one": ("ヒント: ({x},{y}) に{direction}を置くと矢印が1本回って1点。Enter で置けます",
                             "Hint: {direction} on ({x},{y}) turns 1 arrow: 1 point. Press Enter to place it"),
    # the first arrow scores nothing wherever it goes: the hint weighs what it leaves the next player
    "arrows.view.hint_least": ("ヒント: 今はどこに置いても得点はありません。({x},{y}) に{direction}を置くと、"
                               "次の{name}が取れるのは多くても{points}点で、これより少なくなる置き方はありません。"
                               "Enter で置けます",
                               "Hint: no placement scores now. With {direction} on ({x},{y}), {name} can score "
                               "at most {points:point|points} next, and no placement leaves less. "
                               "Press Enter to place it"),
    "arrows.view.hint_blocks": ("ヒント: 今はどこに置いても得点はありません。({x},{y}) に{direction}を置くと、"
                                "次の{name}もどこに置いても得点できません。Enter で置けます",
                                "Hint: no placement scores now. With {direction} on ({x},{y}), {name} cannot "
                                "score next either. Press Enter to place it"),
    "arrows.view.no_walk": ("もう一度見られる連鎖はまだありません", "There is no walk to replay yet"),
    "arrows.view.replaying": ("直前の連鎖をもう一度表示しています (Esc でスキップ)", "Replaying the last walk (Esc skips)"),
    "arrows.view.not_animating": ("いまは動いている矢印はありません", "Nothing is moving right now"),
    "arrows.view.dialog.size": ("盤の大きさ", "Board size"),
    "arrows.view.dialog.seats": ("プレイヤー", "Players"),
    "arrows.view.error.size": ("{label}は{low}から{high}までの整数にしてください",
                               "{label} must be a whole number from {low} to {high}"),
    "arrows.view.error.players": ("人数は{low}人から{high}人までです", "There must be {low} to {high:player|players}"),
    "arrows.view.error.name": ("プレイヤー{number}の名前は{limit}文字までの表示できる文字にしてください",
                               "The name of player {number} must be at most {limit} printable characters"),

    # how to play
    "arrows.help": (
        "【遊び方】\n"
        "順番に、盤のマスに矢印を1本ずつ置きます。向き (右・下・左・上) は自分で選べます。\n"
        "最初の1本はどこに置いてもかまいません。2本目からは、空いていて、すでにある矢印の上下左右どれかに"
        "となり合うマスにだけ置けます (ななめは数えません)。\n"
        "置いたら、その矢印の向きに1マス進みます。進んだ先に矢印があれば、それを{turn}回し、"
        "回ったあとの向きにまた1マス進みます。空きマスか盤の外に着いたら止まります。"
        "同じ矢印を何度通ってもかまいません。\n"
        "回した回数がそのまま得点になります。盤がすべて埋まったらゲーム終了。"
        "得点がいちばん多い人の勝ちで、同点なら全員が勝ちです。\n"
        "コンピューターの強さ: 「つよい」は自分の得点から次の人が返せる得点を引いて選びます。"
        "「ふつう」はたいていそう選び、ときどき今の得点だけを見ます。"
        "「やさしい」は半分あまりの手でそう選び、残りの手では今の得点を見て、少し迷います。",
        "How to play\n"
        "Take turns placing one arrow on the board. You choose its direction: right, down, left or up.\n"
        "The first arrow may go anywhere. After that, an arrow must go on an empty cell next to an arrow "
        "already on the board (above, below, left or right; diagonals do not count).\n"
        "Then the walk begins: step one cell the way your arrow points. If that cell holds an arrow, turn it "
        "{turn} and step the way it points now. Keep going until you reach an empty cell or "
        "leave the board. The walk may pass the same arrow several times.\n"
        "You score one point for every turn. When the board is full the game ends: the highest score wins, "
        "and players who tie share the win.\n"
        "Computer levels: Hard takes the move whose score, minus what the next player can score in reply, is "
        "highest. Normal mostly does the same and sometimes looks only at its own score now. Easy does the "
        "same a little over half the time and otherwise takes a good score now, not always the best.",
    ),
    # parameters that cannot be used (game IDs, saves)
    "arrows.params.no_size": ("設定は 7x7,H,N のように、盤の大きさ (横のマス数、x、縦のマス数) から書きます。",
                              "The settings start with the board size (width x height), as in 7x7,H,N."),
    "arrows.params.width": ("盤の横のマス数は{min}〜{max}にしてください ({value}は使えません)。",
                            "The board width must be a whole number from {min} to {max}, not {value}."),
    "arrows.params.height": ("盤の縦のマス数は{min}〜{max}にしてください ({value}は使えません)。",
                             "The board height must be a whole number from {min} to {max}, not {value}."),
    "arrows.params.players": ("プレイヤーは{min}〜{max}人にしてください。",
                              "There must be {min} to {max:player|players}."),
    "arrows.params.seat_letter": ("{number}人目のプレイヤーは H (人)、E (やさしい)、N (ふつう)、X (つよい) のどれかで書いてください。",
                                  "Player {number} must be H (human), E (easy), N (normal) or X (hard)."),
    "arrows.params.name_not_encoded": ("{number}人目の名前がパーセントエンコードされていません。",
                                       "The name of player {number} is not percent-encoded text."),
    "arrows.params.name_not_utf8": ("{number}人目の名前が UTF-8 の文字として読めません。",
                                    "The name of player {number} is not valid UTF-8."),
    "arrows.params.name_not_standard": ("{number}人目の名前が決まった書き方 (パーセントエンコード) になっていません。",
                                        "The name of player {number} is not written the standard way."),
    "arrows.params.extra_names": ("名前の数がプレイヤーの数より多くなっています。", "There are more names than players."),
    "arrows.params.bad_name": ("{number}人目の名前は、表示できる文字で{most}文字までにしてください。",
                               "The name of player {number} must be printable text of at most {most:character|characters}."),

    # exercises of Help → How This Game Is Made (gamepkg/source_info.py numbers them; the same in both languages)
    "arrows.exercise.1": (
        "矢印が反時計回りに回るようにしましょう: gamepkg/arrows/rules.py の `TURN_STEP` を -1にするだけです。"
        "コンピューター、アニメーション、遊び方の文はこの規則を読むので、そのまま従います "
        "(tests/test_arrows_rule_change.py が両方の向きで確かめています)。食い違うシードの記録: "
        "tests/data/conformance/arrows/ のすべてと、ブログの例を写したテスト (時計回りの記録です)。"
        "時計回りの点数や盤面を書いた tests/test_arrows_rules.py と tests/test_gui_arrows.py のテストも、"
        "新しい向きの値に直します。",
        "Make the arrows turn counter-clockwise: set `TURN_STEP` in gamepkg/arrows/rules.py to -1, that is all. The "
        "computer players, the animation and How to Play read the rule and follow (tests/test_arrows_rule_change.py "
        "checks both ways). Seed playthroughs that will differ: all of tests/data/conformance/arrows/ and the "
        "tests that copy the blog's examples (they record clockwise turns). The tests of tests/test_arrows_rules.py "
        "and tests/test_gui_arrows.py that expect clockwise boards and scores need the new values."),
    "arrows.exercise.2": (
        "歩きが盤の外で終わったら (空いたマスで止まったのではなく) 1点のおまけを付けましょう。gamepkg/arrows/rules.py "
        "の `run_walk` が `Walk` に入れる点数と、コンピューターの見積もり (gamepkg/arrows/ai.py の "
        "`FlatBoard.gain` と `FlatBoard.probe`。`gain` は最初の一歩で外に出ると0を返します) を書きかえ、"
        "遊び方の点数の説明 (gamepkg/arrows/messages.py の `arrows.help`、日本語と英語) にも書きます。"
        "食い違うシードの記録: tests/data/conformance/arrows/ (点数と `gained`。元の点数の記録です)。",
        "Give one bonus point when a walk ends off the board rather than on an empty cell. Change the points "
        "`run_walk` puts in its `Walk` (gamepkg/arrows/rules.py) and the computer's estimate (`FlatBoard.gain` and "
        "`FlatBoard.probe` in gamepkg/arrows/ai.py; `gain` returns 0 early when the first step leaves the board), "
        "and say so in the scoring line of `arrows.help` (gamepkg/arrows/messages.py, both languages). Seed "
        "playthroughs that will differ: tests/data/conformance/arrows/ (the scores and `gained`: they record the "
        "original points)."),
    "arrows.exercise.3": (
        "ななめのとなりも「矢印にふれている」ことにして遊んでみましょう。おもしろくなるでしょうか? "
        "gamepkg/arrows/rules.py の `touches_arrow` (いまは上下左右の `STEPS` だけを見ます) と、コンピューターが次の"
        "手を探すときの `FlatBoard.empty_neighbours` (gamepkg/arrows/ai.py)、遊び方の置ける場所の説明 "
        "(`arrows.help`) を書きかえます。食い違うシードの記録: tests/data/conformance/arrows/ のうち、ななめに"
        "置こうとして断られた手 (`not_adjacent`) のある記録です。",
        "Let diagonal neighbours count in `touches_arrow` and try a game: is it better or worse? Change "
        "`touches_arrow` in gamepkg/arrows/rules.py (today it looks at the four `STEPS` only), "
        "`FlatBoard.empty_neighbours` in gamepkg/arrows/ai.py (the computer's next cells) and the line of "
        "`arrows.help` about where an arrow may go. Seed playthroughs that will differ: those of "
        "tests/data/conformance/arrows/ where a diagonal placement was refused (`not_adjacent`)."),
    "arrows.exercise.4": (
        "回した矢印の「種類」を数えるようにしましょう。同じ矢印を2回回しても1点です。gamepkg/arrows/rules.py の "
        "`run_walk` の点数を `turns` の重ならないマスの数にし、コンピューターの `FlatBoard.gain` と "
        "`FlatBoard.probe` (gamepkg/arrows/ai.py) も同じ数え方にして、遊び方の点数の説明を直します。"
        "食い違うシードの記録: tests/data/conformance/arrows/ のうち、同じ矢印を2回回す歩きのある記録です。",
        "Score the number of different arrows turned, so an arrow turned twice counts once. Make the points of "
        "`run_walk` (gamepkg/arrows/rules.py) the number of distinct cells in `turns`, count the same way in "
        "`FlatBoard.gain` and `FlatBoard.probe` (gamepkg/arrows/ai.py), and change the scoring line of How to Play. "
        "Seed playthroughs that will differ: those of tests/data/conformance/arrows/ with a walk that turns an "
        "arrow twice."),
}
