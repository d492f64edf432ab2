"""Player-facing text of Mischief Garden (the two-player game and the solo lab)."""

MESSAGES = {
    # titles, presets, roles, players
    "garden.title": ("いたずら庭師", "Mischief Garden"),
    "garden.short_title": ("庭師", "Garden"),  # on the tab when the full names do not fit
    "garden.lab.title": ("いたずら庭師: ひとり練習", "Mischief Garden: solo lab"),
    "garden.preset.hotseat": ("ふたりで交代 (ホットシート)", "Two players, one screen"),
    "garden.preset.vs_computer_mole_normal": ("庭師で遊ぶ (モグラ: ふつう)", "Play the gardener (mole: normal)"),
    "garden.preset.vs_computer_mole_easy": ("庭師で遊ぶ (モグラ: やさしい)", "Play the gardener (mole: easy)"),
    "garden.preset.vs_computer_mole_hard": ("庭師で遊ぶ (モグラ: むずかしい)", "Play the gardener (mole: hard)"),
    "garden.preset.vs_computer_gardener_normal": ("モグラで遊ぶ (庭師: ふつう)", "Play the mole (gardener: normal)"),
    "garden.preset.vs_computer_gardener_easy": ("モグラで遊ぶ (庭師: やさしい)", "Play the mole (gardener: easy)"),
    "garden.preset.vs_computer_gardener_hard": ("モグラで遊ぶ (庭師: むずかしい)", "Play the mole (gardener: hard)"),
    "garden.preset.computer_vs_computer": ("コンピューター同士を観る", "Watch the computer play itself"),
    "garden.role.gardener": ("庭師", "Gardener"),
    "garden.role.mole": ("モグラ", "Mole"),
    "garden.player.human": ("人", "Human"),
    "garden.player.easy": ("コンピューター (やさしい)", "Computer (easy)"),
    "garden.player.normal": ("コンピューター (ふつう)", "Computer (normal)"),
    "garden.player.hard": ("コンピューター (むずかしい)", "Computer (hard)"),
    # actions
    "garden.kind.path": ("小道", "Path"),
    "garden.kind.water": ("水やり", "Water"),
    "garden.kind.dig": ("掘る", "Dig"),
    "garden.kind.root": ("根をのばす", "Root"),
    "garden.kind.wait": ("待つ", "Wait"),
    "garden.kind.cut": ("根を切る", "Cut"),
    "garden.kind.drain": ("吸水", "Drain"),
    # status lines
    "garden.status.drained": ("前回の吸水: {flowers}", "Last drain took water from: {flowers}"),
    "garden.status.no_drain": ("前回の吸水はありません", "The last drain took nothing"),
    # the seed's last messages
    # events
    "garden.event.path": ("{cell}に小道", "Path on {cell}"),
    "garden.event.water": ("花{cell}の水が{water}に", "Flower {cell} now has {water} water"),
    "garden.event.bloom": ("花{cell}が満開!", "Flower {cell} is in bloom!"),
    "garden.event.dig.root_cut": ("{cell}を掘りました: 根を切りました!", "Dug at {cell}: root cut!"),
    "garden.event.dig.no_root": ("{cell}を掘りました: 根はありませんでした", "Dug at {cell}: no root there"),
    "garden.event.root": ("{cell}に根", "Root on {cell}"),
    "garden.event.cut": ("{cell}で根を{count}本切りました", "Cut at {cell}: roots removed: {count}"),
    "garden.event.wait": ("{role}は待ちました", "The {role} waited"),
    "garden.event.handoff": ("{role}に交代", "Over to the {role}"),
    "garden.event.drained": ("花{cell}が水を吸われました (残り{water})", "Flower {cell} was drained (water {water})"),
    "garden.event.drain_none": ("吸われた花はありません", "No flower was drained"),
    "garden.event.round": ("ラウンド{round}へ", "Round {round} begins"),
    "garden.event.winner": ("{role}の勝ち (満開の花{blooms}本)", "The {role} wins (blooms: {blooms})"),
    # rejections
    "garden.reason.bad_move": ("その手は読めません", "That move cannot be read"),
    "garden.reason.unknown_kind": ("そんな操作はありません", "There is no such action"),
    "garden.reason.game_over": ("勝負はついています。役を交代してもう一度どうぞ", "The game is over: swap roles and play again"),
    "garden.reason.lab_only": ("その操作はひとり練習だけです", "That action is only in the solo lab"),
    "garden.reason.not_in_lab": ("ひとり練習では根・切る・吸水だけです", "The lab has only root, cut and drain"),
    "garden.reason.not_your_kind": ("それは相手の操作です。今は{role}の番です", "That is the other side's action: it is the {role}'s turn"),
    "garden.reason.off_board": ("庭の外です", "That is outside the garden"),
    "garden.reason.occupied": ("{cell}にはもうあります", "There is already one on {cell}"),
    "garden.reason.flower": ("花の上に小道は作れません", "A path cannot go on a flower"),
    "garden.reason.rock": ("岩 ({cell}) には何もできません", "Nothing can be done on the rock ({cell})"),
    "garden.reason.nest": ("巣 ({cell}) には何もできません", "Nothing can be done on the nest ({cell})"),
    "garden.reason.not_adjacent": ("つながっていません: 入口 (または巣) からのびた所のとなりだけです",
                                   "Not connected: only next to what grows from the entry (or the nest)"),
    "garden.reason.not_flower": ("水やりは花だけです", "Only flowers can be watered"),
    "garden.reason.full": ("その花はもう満開です (水{max_water})", "That flower is already in bloom (water {max_water})"),
    # forecast (the seed's preview on the first selection)
    "garden.forecast.blocked": ("できません / 手は減りません", "Blocked / no cost"),
    "garden.forecast.path": ("入口から小道をのばす", "Extend the path from the entry"),
    "garden.forecast.path_reaches": ("花{flowers}に水をやれるようになります", "Flowers {flowers} can then be watered"),
    "garden.forecast.path_reaches_one": ("花{cell}に水をやれるようになります", "Flower {cell} can then be watered"),
    "garden.forecast.water": ("水 +1 (最大{max_water})", "Water +1 (at most {max_water})"),
    "garden.forecast.water_bloom": ("水 +1: 満開になります", "Water +1: it will bloom"),
    "garden.forecast.dig": ("中央と四方を掘る (根があれば切れます)", "Dig the centre and its 4 sides (cuts any roots there)"),
    "garden.forecast.root": ("巣から根をのばす", "Extend the roots from the nest"),
    "garden.forecast.root_rejoins": ("切れた根{count}本がまたつながります", "Cut-off roots that join again: {count}"),
    "garden.forecast.cut": ("練習: 中央と四方の根を切る", "Lab: cut the centre and its sides"),
    "garden.forecast.drain": ("練習: つながった花から吸水", "Lab: drain the connected flowers"),
    "garden.forecast.drains": ("このあと吸われる花: {flowers}", "Then drained: {flowers}"),
    "garden.forecast.wait": ("一手を使う", "Spend one action"),
    "garden.forecast.ends_turn": ("これで手番が終わります", "This ends the turn"),
    # hand-off screen and results
    "garden.handoff.title": ("交代 / 盤面は隠しています", "Handoff / board hidden"),
    "garden.handoff.next": ("次は{role}", "Next: {role}"),
    "garden.handoff.look_away": ("もうひとりは画面を見ないでください", "Other player: look away"),
    "garden.handoff.ready": ("準備ができたら Enter", "Press Enter when ready"),
    "garden.handoff.note": ("約束ごとであって、秘密を守る仕組みではありません", "A play convention, not security"),
    "garden.result.gardener": ("庭師の勝ち! 満開の花は{blooms}本でした", "The gardener wins! Blooms: {blooms}"),
    "garden.result.mole": ("モグラの勝ち! 満開の花は{blooms}本でした", "The mole wins! Blooms: only {blooms}"),
    "garden.result.swap": ("Space: 役を交代してもう一度", "Space: swap roles and play again"),
    # hints
    "garden.hint.gardener": ("小道で花に近づき、水を{max_water}にしよう。巣 ({nest}) の近くを掘ると根の元を切れます",
                             "Bring paths to the flowers and water them to {max_water}. "
                             "Digging near the nest ({nest}) cuts the roots where they start"),
    "garden.hint.mole": ("巣から花まで根をのばすと、毎ラウンドの終わりに水を吸えます",
                         "Grow roots from the nest onto flowers: each round ends with a drain"),
    "garden.hint.drained": ("吸われた花の近くに根があります", "Roots are near the flowers that were drained"),
    # help (every rule number is a field: see garden.rule_numbers)
    "garden.help": (
        "庭師とモグラのふたりで遊びます (コンピューターが相手でも、コンピューター同士を観るのでもかまいません)。\n\n"
        "庭: {size}×{size}マスで、左上から行ごとに1から番号がついています。庭師の小道は入口 ({entry}) から、"
        "モグラの根は巣 ({nest}) からのびます。岩 ({rocks}) には何も置けません。花は{flower_count}つで、"
        "どれも水{start_water}から始まり、水{max_water}で満開です。\n\n"
        "手番: どちらも1回の番で{actions}手ずつ、庭師が先です。モグラの最後の手のあとに吸水があり、"
        "巣とつながった根が届いている花は水を1つ失います。{rounds}ラウンド目の吸水のあと、満開の花が"
        "{blooms_to_win}つ以上なら庭師の勝ち、そうでなければモグラの勝ちです。\n\n"
        "庭師の手:\n"
        "・小道: 小道の網 (入口とつながった小道) のとなりの空いたマスにだけ置けます。花・岩・巣には置けません。"
        "根の上には置けます。\n"
        "・水やり: 小道の網のとなりにある花だけに水を1つやれます (花の上に小道は置けません)。{max_water}までです。\n"
        "・掘る: 小道の網の上かそのとなりのマスで掘れます (岩と巣はだめ)。そのマスと上下左右の4マスの根を切ります"
        "が、巣は切れません。わかるのは根を切ったか (根を切りました!) 切らなかったか (根はありませんでした) "
        "だけで、何本切ったかはわかりません。\n"
        "・待つ: 1手を使います。\n\n"
        "モグラの手:\n"
        "・根をのばす: 巣とつながった根のとなりのマスにのばせます。根の上と岩にはのばせません。小道・花・入口の上には"
        "のばせます。\n"
        "・待つ: 1手を使います。\n"
        "掘られて巣から切れた根は地中に残り、そのマスをふさぎますが、また根がつながるまで水は吸いません。\n\n"
        "見えない根: 庭師には根が見えません。ふたりで遊ぶときは、番の最後の手の結果をその人が見てから「交代する」"
        " (Enter) を押すと、盤面が幕で隠れます。もうひとりは画面を見ないようにし、次の人が Enter を押します。ひとりだけに聞く質問 (やり直しなど) も幕の向こうで聞きます。"
        "保存ファイルにはふたりの秘密 (モグラの根も) がすべて入っています。ひと目では読めない形にしてありますが、"
        "暗号ではありません。相手に保存ファイルを見せないでください。\n\n"
        "盤面の見方: 花の「1/{max_water}」は水の量です。「吸」は前回の吸水で水を吸われた花です。モグラには根が見え、"
        "「根」と実線は巣とつながった根、「切」と点線は切れた根です。紫の点線の枠と「!」は、見てよいコンピューターの"
        "直前の手です (モグラで遊ぶときのコンピューター庭師の手、コンピューター同士なら両方の手)。細い緑の点線の枠は"
        "選んだ操作ができるマス、オレンジの枠は選んだマスとその手が届く範囲です。\n\n"
        "キー:\n"
        "・マスをクリック: 選んで予告を見ます。もう一度クリック (または Enter) で決定します。\n"
        "・矢印キー: カーソルを動かします。Z: カーソルのマスを選びます。Enter か Space: 選んでから決定します。\n"
        "・Tab / Shift+Tab: 次 / 前の操作 (操作のボタンをクリックしても選べます)。\n"
        "・X、F、右クリック: 選択を取り消します (「元に戻す」はありません)。\n"
        "・R: 最初からやり直します (人のプレイヤー全員の賛成が必要です)。\n"
        "・Esc: 選択を取り消します (終了はメニューか Ctrl+Q)。\n"
        "・勝負がついたあとの Space: 役を交代してもう一度。\n"
        "・番がおわったあとの Enter: 「交代する」と同じで、幕をおろします。\n"
        "・幕が出ているときの Enter: 次の人に盤面を見せます。\n"
        "・Ctrl+Tab: 次のゲームのタブ。F1: この説明。Ctrl+H: ヒント。\n"
        "ゲームメニューの「ひとり練習」では、根をのばす・切る・吸水をひとりで試せます。",
        "Two players, the gardener and the mole, share one screen (or play against the computer, or watch the "
        "computer play itself).\n\n"
        "The garden: {size} x {size:cell|cells}, numbered from 1 row by row from the top left. The gardener's paths "
        "start at the entry ({entry}), the mole's roots at the nest ({nest}). The rock ({rocks}) takes nothing. "
        "There are {flower_count:flower|flowers}; each starts with {start_water} water and is in bloom at "
        "{max_water}.\n\n"
        "Turns: each side has {actions:action|actions} per turn, the gardener first. After the mole's last action comes "
        "the drain: every flower reached by roots joined to the nest loses one water. After the drain of round "
        "{rounds} the gardener wins with {blooms_to_win} or more flowers in bloom; otherwise the mole wins.\n\n"
        "The gardener's actions:\n"
        "- Path: on an empty cell next to the path network (the paths joined to the entry); not on a flower, "
        "the rock or the nest. A path may go on a root.\n"
        "- Water: one more water for a flower next to the path network (only flowers next to a path can be "
        "watered; a flower never holds a path), up to {max_water}.\n"
        "- Dig: on a cell in or next to the path network (not the rock or the nest). It cuts the roots on the "
        "centre cell and its four sides (left, right, up, down), never the nest. You learn only whether a root "
        "was cut (Root cut!) or not (No root there), never how many.\n"
        "- Wait: spend one action.\n\n"
        "The mole's actions:\n"
        "- Root: on a cell next to the roots joined to the nest; not on a root or the rock. Roots may grow on "
        "paths, flowers and the entry.\n"
        "- Wait: spend one action.\n"
        "Roots cut off from the nest by a dig stay in the ground and block their cells, but drain nothing until "
        "a new root joins them to the nest again.\n\n"
        "Hidden roots: the gardener never sees the roots. With two people, the player who has just ended a turn "
        "sees its result and presses Hand Over (Enter); then a curtain covers the board: the other player looks "
        "away and the next one presses Enter. A question for one player "
        "(a reset) is asked behind the curtain too. A save holds both players' secrets (the mole's roots too): "
        "they are scrambled so that a glance at the file does not show them, but that is no lock, so keep "
        "your save away from the other player.\n\n"
        "On the board: \"1/{max_water}\" on a flower is its water; D marks a flower the last drain took water "
        "from. The mole sees its roots: R with solid lines is joined to the nest, x with dashed lines is cut "
        "off. Purple dashed frames with \"!\" show the computer's latest actions that you may see (the computer "
        "gardener's when you play the mole; both sides' when computers play each other). Thin green dashed "
        "frames are the cells where the chosen action is allowed; orange frames are your selection and the "
        "cells it touches.\n\n"
        "Keys:\n"
        "- Click a cell: select it and read the forecast; click it again (or press Enter) to do it.\n"
        "- Arrow keys: move the cursor. Z: select the cursor's cell. Enter or Space: select, then do it.\n"
        "- Tab / Shift+Tab: the next / previous action (or click the action buttons).\n"
        "- X, F or a right click: cancel the selection (there is no undo).\n"
        "- R: reset the game (every human player must agree).\n"
        "- Esc: cancel the selection (Ctrl+Q or the menu quits).\n"
        "- Space after a result: swap roles and play again.\n"
        "- Enter after your turn's last action: Hand Over, the curtain drops.\n"
        "- Enter on the curtain: show the board to the next player.\n"
        "- Ctrl+Tab: the next game tab. F1: this help. Ctrl+H: a hint.\n"
        "Game > Practice lab lets you try roots, cuts and drains alone."),
    # parameters that cannot be used (game IDs, saves)
    "garden.params.shape": ("設定は2文字です。庭師、モグラの順に h (人)、e (コンピューター・やさしい)、"
                            "n (コンピューター・ふつう)、x (コンピューター・むずかしい) を書きます (例: garden:hn)。",
                            "The settings are two letters, the gardener's then the mole's player: h (human), "
                            "e (computer, easy), n (computer, normal) or x (computer, hard); for example garden:hn."),
    "garden.params.bad_gardener": ("1文字目 (庭師を動かす人) は h (人)、e (コンピューター・やさしい)、n (コンピューター・ふつう)、x (コンピューター・むずかしい) のどれかです。",
                                   "The gardener's letter must be h (human), e (computer, easy), n (computer, normal) or x (computer, hard)."),
    "garden.params.bad_mole": ("2文字目 (モグラを動かす人) は h (人)、e (コンピューター・やさしい)、n (コンピューター・ふつう)、x (コンピューター・むずかしい) のどれかです。",
                               "The mole's letter must be h (human), e (computer, easy), n (computer, normal) or x (computer, hard)."),
    "garden.params.lab": ("庭の実験室には設定がありません。設定は solo だけです。",
                          "The garden lab has no settings: its only setting is solo."),
    # exercises of Help → How This Game Is Made (gamepkg/source_info.py numbers them; the same in both languages)
    "garden.exercise.1": (
        "ゲームを長くしましょう: gamepkg/garden/rules.py の `ROUNDS` を変えます。ラウンドの表示、遊び方、"
        "コンピューター (gamepkg/garden/ai.py) はこの数を読むので、そのまま従います (文には `rule_numbers` で"
        "渡ります)。食い違うシードの記録: tests/data/conformance/garden/ のうち、8ラウンド目の終わりまで進む"
        "記録です (8ラウンドのゲームと、その勝者の記録です)。8ラウンドで終わることを確かめているテストも"
        "新しい数に直します。",
        "Make the game longer: change `ROUNDS` in gamepkg/garden/rules.py. The round counter, How to Play and the "
        "computer players (gamepkg/garden/ai.py) read it and follow (texts get it through `rule_numbers`). Seed "
        "playthroughs that will differ: the games of tests/data/conformance/garden/ that reach the end of round 8 "
        "(they record an 8-round game and its winner). Tests that expect the end after round 8 need the new "
        "number too."),
    "garden.exercise.2": (
        "岩をもう1つ置きましょう: gamepkg/garden/rules.py の `ROCKS` にマスの番号を足します (入口・巣・花のマスは"
        "避けます)。盤の絵 (widgets/garden/draw.py)、遊び方の岩の番号、コンピューター (gamepkg/garden/ai.py の "
        "`PATH_BLOCKED`) はこの表を読むので、そのまま従います。どの花に届きにくくなったでしょう? "
        "食い違うシードの記録: tests/data/conformance/garden/ と garden_lab/ のうち、そのマスに小道や根を"
        "置いた記録です (元の岩1つのルールの記録だからです)。",
        "Put a second rock in the garden: add a cell number to `ROCKS` in gamepkg/garden/rules.py (not the entry, the "
        "nest or a flower). The drawing (widgets/garden/draw.py), the rock numbers in How to Play and the computer "
        "players (`PATH_BLOCKED` in gamepkg/garden/ai.py) read it and follow. Which flowers become harder to reach? "
        "Seed playthroughs that will differ: those of tests/data/conformance/garden/ and garden_lab/ that put a "
        "path or a root on that cell (they record the one-rock rules)."),
    "garden.exercise.3": (
        "花がもっと水をためられるようにしましょう: gamepkg/garden/rules.py の `MAX_WATER` を3にし、勝つのに"
        "いる花の数 `BLOOMS_TO_WIN` を決め直します。花の水の表示 (widgets/garden/draw.py)、遊び方、"
        "コンピューターの評価 (gamepkg/garden/ai.py) はこの数を読みます。食い違うシードの記録: "
        "tests/data/conformance/garden/ (水の量と勝者。元の数の記録です)。",
        "Let a flower hold more water: set `MAX_WATER` in gamepkg/garden/rules.py to 3 and decide again how many blooms "
        "win (`BLOOMS_TO_WIN`). The water shown on the flowers (widgets/garden/draw.py), How to Play and the "
        "computer's scoring (gamepkg/garden/ai.py) read them. Seed playthroughs that will differ: "
        "tests/data/conformance/garden/ (the water and the winner: they record the original numbers)."),
    "garden.exercise.4": (
        "掘る範囲を中央のマスだけにしましょう (上下左右は掘らない): gamepkg/garden/rules.py の `dig_area` です。"
        "コンピューター (gamepkg/garden/ai.py) と、ひとり練習の「切る」 (gamepkg/garden/lab.py) も `dig_area` を"
        "使うので従います。文は自分で直します: 掘る手の予告 `garden.forecast.dig` と、遊び方の「掘る」の行 "
        "(gamepkg/garden/messages.py、日本語と英語)。どちらがよく勝つようになるでしょう? "
        "食い違うシードの記録: tests/data/conformance/garden/ と garden_lab/ のうち、掘る手や切る手のある記録"
        "です (中央と四方を掘るルールの記録だからです)。",
        "Make a dig smaller: only its centre cell, not the four cells around it (`dig_area` in "
        "gamepkg/garden/rules.py). The computer players (gamepkg/garden/ai.py) and the solo lab's cut "
        "(gamepkg/garden/lab.py) use `dig_area` and follow; the texts you change yourself: the dig forecast "
        "`garden.forecast.dig` and the dig line of How to Play (gamepkg/garden/messages.py, both languages). Who "
        "wins more often now? Seed playthroughs that will differ: those of tests/data/conformance/garden/ and "
        "garden_lab/ with a dig or a cut (they record the dig of the centre and its four sides)."),
}
