"""Player-facing text of Mischief Garden (the two-player game and the solo lab)."""

MESSAGES = {
    # titles, presets, roles, players
    "garden.title": ("いたずら庭師", "Mischief Garden"),
    "garden.lab.title": ("いたずら庭師: ひとり練習", "Mischief Garden: solo lab"),
    "garden.preset.hotseat": ("ふたりで交代 (ホットシート)", "Two players, one screen"),
    "garden.preset.vs_computer_mole_normal": ("庭師で遊ぶ (モグラ: ふつう)", "Play the gardener (mole: normal)"),
    "garden.preset.vs_computer_mole_easy": ("庭師で遊ぶ (モグラ: やさしい)", "Play the gardener (mole: easy)"),
    "garden.preset.vs_computer_gardener_normal": ("モグラで遊ぶ (庭師: ふつう)", "Play the mole (gardener: normal)"),
    "garden.preset.vs_computer_gardener_easy": ("モグラで遊ぶ (庭師: やさしい)", "Play the mole (gardener: easy)"),
    "garden.preset.computer_vs_computer": ("コンピュータ同士を観る", "Watch the computer play itself"),
    "garden.lab.preset.solo": ("ひとり練習", "Solo lab"),
    "garden.role.gardener": ("庭師", "Gardener"),
    "garden.role.mole": ("モグラ", "Mole"),
    "garden.player.human": ("人", "Human"),
    "garden.player.easy": ("コンピュータ (やさしい)", "Computer (easy)"),
    "garden.player.normal": ("コンピュータ (ふつう)", "Computer (normal)"),
    # actions
    "garden.kind.path": ("小道", "Path"),
    "garden.kind.water": ("水やり", "Water"),
    "garden.kind.dig": ("掘る", "Dig"),
    "garden.kind.root": ("根をのばす", "Root"),
    "garden.kind.wait": ("待つ", "Wait"),
    "garden.kind.cut": ("根を切る", "Cut"),
    "garden.kind.drain": ("吸水", "Drain"),
    # status lines
    "garden.status.turn": ("{role}の番 / ラウンド {round}/8 / 残り {left} 手",
                           "{role} to play / round {round} of 8 / {left} actions left"),
    "garden.status.blooms": ("満開 {blooms} / 5 (勝つには 3)", "Blooms {blooms} of 5 (3 to win)"),
    "garden.status.roots_hidden": ("根は見えません", "Roots: hidden"),
    "garden.status.roots_shown": ("根: 黄色は巣とつながり、灰色は切れた根", "Roots: yellow joined to the nest, grey cut off"),
    "garden.status.drained": ("前回の吸水: {flowers}", "Last drain took water from: {flowers}"),
    "garden.status.no_drain": ("前回の吸水はありません", "The last drain took nothing"),
    "garden.lab.status": ("ひとり練習 / 操作 {tick} 回", "Solo lab / {tick} actions"),
    # the seed's last messages
    "garden.last.ready": ("準備できました", "Ready"),
    "garden.last.path_added": ("小道をのばしました", "Path added"),
    "garden.last.water_added": ("水をやりました", "Water added"),
    "garden.last.underground_work_done": ("地下の作業が終わりました", "Underground work done"),
    "garden.last.waited": ("待ちました", "Waited"),
    "garden.last.root_cut": ("根を切りました!", "Root cut!"),
    "garden.last.no_root": ("根はありませんでした", "No root there"),
    "garden.last.handoff": ("交代です", "Handoff"),
    "garden.last.drain_finished": ("吸水が終わりました", "Drain finished"),
    # events
    "garden.event.path": ("{cell} に小道", "Path on {cell}"),
    "garden.event.water": ("花 {cell} の水が {water} に", "Flower {cell} now has {water} water"),
    "garden.event.bloom": ("花 {cell} が満開!", "Flower {cell} is in bloom!"),
    "garden.event.dig.root_cut": ("{cell} を掘りました: 根を切りました!", "Dug at {cell}: root cut!"),
    "garden.event.dig.no_root": ("{cell} を掘りました: 根はありませんでした", "Dug at {cell}: no root there"),
    "garden.event.root": ("{cell} に根", "Root on {cell}"),
    "garden.event.cut": ("{cell} で根を {count} 本切りました", "Cut at {cell}: roots removed: {count}"),
    "garden.event.wait": ("{role}は待ちました", "The {role} waited"),
    "garden.event.handoff": ("{role}に交代", "Over to the {role}"),
    "garden.event.drained": ("花 {cell} が水を吸われました (残り {water})", "Flower {cell} was drained (water {water})"),
    "garden.event.drain_none": ("吸われた花はありません", "No flower was drained"),
    "garden.event.round": ("ラウンド {round} へ", "Round {round} begins"),
    "garden.event.winner": ("{role}の勝ち (満開 {blooms})", "The {role} wins ({blooms} blooms)"),
    # rejections
    "garden.reason.bad_move": ("その手は読めません", "That move cannot be read"),
    "garden.reason.unknown_kind": ("そんな操作はありません", "There is no such action"),
    "garden.reason.game_over": ("勝負はついています。役を交代してもう一度どうぞ", "The game is over: swap roles and play again"),
    "garden.reason.lab_only": ("その操作はひとり練習だけです", "That action is only in the solo lab"),
    "garden.reason.not_in_lab": ("ひとり練習では根・切る・吸水だけです", "The lab has only root, cut and drain"),
    "garden.reason.not_your_kind": ("それは相手の操作です。今は{role}の番です", "That is the other side's action: it is the {role}'s turn"),
    "garden.reason.off_board": ("庭の外です", "That is outside the garden"),
    "garden.reason.occupied": ("{cell} にはもうあります", "There is already one on {cell}"),
    "garden.reason.flower": ("花の上に小道は作れません", "A path cannot go on a flower"),
    "garden.reason.rock": ("岩 (12) には何もできません", "Nothing can be done on the rock (12)"),
    "garden.reason.nest": ("巣 (14) には何もできません", "Nothing can be done on the nest (14)"),
    "garden.reason.not_adjacent": ("つながっていません: 入口 (または巣) からのびた所のとなりだけです",
                                   "Not connected: only next to what grows from the entry (or the nest)"),
    "garden.reason.not_flower": ("水やりは花だけです", "Only flowers can be watered"),
    "garden.reason.full": ("その花はもう満開です (水 2)", "That flower is already in bloom (water 2)"),
    # forecast (the seed's preview on the first selection)
    "garden.forecast.blocked": ("できません / 手は減りません", "Blocked / no cost"),
    "garden.forecast.path": ("入口から小道をのばす", "Extend the path from the entry"),
    "garden.forecast.path_reaches": ("花 {flowers} に水をやれるようになります", "Flowers {flowers} can then be watered"),
    "garden.forecast.water": ("水 +1 (最大 2)", "Water +1 (at most 2)"),
    "garden.forecast.water_bloom": ("水 +1: 満開になります", "Water +1: it will bloom"),
    "garden.forecast.dig": ("中央と四方を掘る (根があれば切れます)", "Dig the centre and its 4 sides (cuts any roots there)"),
    "garden.forecast.root": ("巣から根をのばす", "Extend the roots from the nest"),
    "garden.forecast.root_rejoins": ("切れた根 {count} 本がまたつながります", "{count} cut-off roots join again"),
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
    "garden.result.gardener": ("庭師の勝ち! 満開 {blooms}", "The gardener wins! {blooms} blooms"),
    "garden.result.mole": ("モグラの勝ち! 満開は {blooms} だけ", "The mole wins! Only {blooms} blooms"),
    "garden.result.swap": ("Space: 役を交代してもう一度", "Space: swap roles and play again"),
    # hints
    "garden.hint.gardener": ("小道で花に近づき、水を 2 にしよう。巣の近くの花 (8, 18) を掘ると根の元を切れます",
                             "Bring paths to the flowers and water them to 2. Digging flower 8 or 18 cuts the roots near the nest"),
    "garden.hint.mole": ("巣から花まで根をのばすと、毎ラウンドの終わりに水を吸えます",
                         "Grow roots from the nest onto flowers: each round ends with a drain"),
    "garden.hint.drained": ("吸われた花の近くに根があります", "Roots are near the flowers that were drained"),
    # help
    "garden.help": (
        "庭師とモグラのふたりで遊びます。庭師は入口 (10) から小道をのばし、花に水をやり、掘って根を切ります。"
        "モグラは巣 (14) から根をのばします。どちらも 1 回の番で 2 手ずつ、庭師が先です。"
        "モグラの 2 手目のあと、巣とつながった根が届いている花は水を 1 つ失います。"
        "8 ラウンド目の吸水のあと、水 2 (満開) の花が 3 つ以上なら庭師の勝ち、そうでなければモグラの勝ちです。"
        "庭師の番には根が見えません。交代のときは、もうひとりは画面を見ないでください。",
        "Two players: the gardener and the mole. The gardener lays paths from the entry (10), waters flowers "
        "and digs to cut roots. The mole grows roots from its nest (14). Each turn is two actions, gardener "
        "first. After the mole's second action every flower reached by roots joined to the nest loses one "
        "water. After the drain of round 8 the gardener wins with three or more flowers at water 2 (in bloom); "
        "otherwise the mole wins. Roots are hidden on the gardener's turn: at each handoff the other player "
        "looks away."),
    "garden.lab.help": (
        "ひとりで根の動きを試す練習場です。根をのばす・根を切る・吸水の 3 つを好きな順に使えます。"
        "切るのは中央と四方で、巣は切れません。吸水すると、巣とつながった根が届いている花の水が 1 つ減ります。",
        "A place to try out roots alone. Use root, cut and drain in any order. A cut clears the centre and its "
        "four sides but never the nest. A drain takes one water from every flower reached by roots joined "
        "to the nest."),
}
