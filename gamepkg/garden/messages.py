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
    # the lesson (issue 38, gamepkg/garden/lesson.py and rulebook.py): its chapters, per step what to try (task),
    # why it worked, the rule it adds, a hint and one text per likely mistake; the rule book; the game after it
    "garden.lesson_chapter.gardener": ("にわしの小道", "The gardener's paths"),
    "garden.lesson_chapter.mole": ("モグラの根", "The mole's roots"),
    "garden.lesson_chapter.rounds": ("水やりと勝ち負け", "Water, blooms and who wins"),
    "garden.lesson_chapter.dig": ("ほること", "Digging"),
    "garden.lesson_chapter.two_players": ("ふたりで遊ぶ", "Two players"),
    "garden.lesson_real_game": ("にわしになって、コンピューターのモグラ (やさしい) と遊ぶゲーム",
                                "a game where you are the gardener against the computer mole (easy)"),
    "garden.lesson_step.turn.task": ("あなたはにわしです。にわしは、さいごのラウンドのおわりに満開の花が{blooms_to_win}本あれば"
                                     "勝ちです。モグラは、見えない根で花の水をすって、じゃまをします。どの動きも、マスを2回クリック"
                                     "して決めます (1回目で結果が見え、2回目で決まります)。右の「待つ」を選んで、どこかのマスを2回"
                                     "クリックしよう。これを2回やると、あなたの番はおわりです。",
                                     "You are the gardener. The gardener wins with {blooms_to_win:flower|flowers} "
                                     "in bloom at the end of the last round; the mole drinks the flowers' water with "
                                     "hidden roots to stop that. Every action takes two clicks on a cell: the first "
                                     "shows what will happen, the second does it. Choose Wait on the right and click "
                                     "any cell twice. Do it two times: then your turn is over."),
    "garden.lesson_step.turn.why": ("1回の番に、にわしもモグラも{actions}回ずつ動けます。にわしが先で、次がモグラの番です。"
                                    "モグラの根は見えません。見えるのは、根に水をすわれた花のしるしだけです。",
                                    "The gardener and the mole each have {actions:action|actions} a turn, the "
                                    "gardener first. You never see the mole's roots: only a mark on the flowers "
                                    "they drank from."),
    "garden.lesson_step.turn.rule": ("{actions}回動いたら交代", "{actions:action|actions}, then the other side"),
    "garden.lesson_step.turn.hint": ("このステップは「待つ」を{actions}回です。「待つ」を選び、どこかのマスを2回クリックしよう。",
                                     "This step is Wait, {actions:time|times}: choose Wait and click any cell twice."),
    "garden.lesson_step.turn.mistake.path": ("小道を作りました。ゲームではよい手ですが、このステップでは「待つ」をためします。",
                                             "You laid a path: fine in a game, but this step tries Wait."),
    "garden.lesson_step.turn.mistake.water": ("花に水をやりました。ゲームではよい手ですが、このステップでは「待つ」をためします。",
                                              "You watered a flower: fine in a game, but this step tries Wait."),
    "garden.lesson_step.paths.task": ("「小道」を選び、入口のすぐ上のマスに小道を作ろう。次に、左上のかどにも作ろう。",
                                      "Choose Path and lay a path on the cell just above the entry (IN). Then lay "
                                      "one in the top-left corner."),
    "garden.lesson_step.paths.why": ("小道は、入口からつながった小道のとなりにだけ作れます。花と岩の上には作れません。水やりも、"
                                     "ほるのも、小道のとなりでします。",
                                     "A path goes only next to the paths joined to the entry, never on a flower or "
                                     "the rock. You water and dig next to your paths too."),
    "garden.lesson_step.paths.rule": ("入口からの小道", "Paths from the entry"),
    "garden.lesson_step.paths.hint": ("小道は、入口とつながった小道のとなりだけです。まず入口のすぐ上、次に左上のかどです。",
                                      "A path must touch your paths from the entry: first the cell just above the "
                                      "entry, then the top-left corner."),
    "garden.lesson_step.paths.mistake.below": ("そこは入口のすぐ下です。よい小道ですが、このステップでは入口のすぐ上に作ろう。",
                                               "That is just below the entry. A good path, but this step goes up: "
                                               "lay one just above the entry."),
    "garden.lesson_step.paths.mistake.waited": ("「待つ」で1回分を使いました。「小道」を選んで、入口のすぐ上に作ろう。",
                                                "Wait used up an action. Choose Path and lay one just above the entry."),
    "garden.lesson_step.paths.mistake.water": ("花に水をやりました。このステップは小道です。「小道」を選ぼう。",
                                               "You watered a flower. This step is for paths: choose Path."),
    "garden.lesson_step.paths.mistake.not_corner": ("その小道も入口とつながっています。でもこのステップでは、左上のかど "
                                                    "(いちばん上のだんの左はし) に作ろう。",
                                                    "That path joins the entry's paths too, but this step goes to the "
                                                    "top-left corner: the left end of the top row."),
    "garden.lesson_step.roots.task": ("こんどはあなたがモグラです (にわしはコンピューター)。モグラには自分の根が見えます。"
                                      "「根をのばす」を選び、巣のすぐ左に根をのばそう。次に、そのすぐ下の花 (右下の花) の上にも。",
                                      "Now you are the mole (the computer is the gardener). The mole sees its own "
                                      "roots. Choose Root and grow one just left of the nest (NEST). Then grow one "
                                      "onto the flower just below it (the lower-right flower)."),
    "garden.lesson_step.roots.why": ("根は、巣とつながった根のとなりにのびます。花や小道の上にものびます。モグラの番のおわりに、"
                                     "巣とつながった根がとどいている花は、水が1へります。",
                                     "A root grows next to the roots joined to the nest, even onto flowers and "
                                     "paths. At the end of the mole's turn, every flower those roots reach loses 1 "
                                     "water."),
    "garden.lesson_step.roots.rule": ("巣からのびる根", "Roots from the nest"),
    "garden.lesson_step.roots.hint": ("根は、巣とつながった根のとなりにだけのびます。右下の花には、巣の左か、巣の下からとどきます。",
                                      "A root grows only next to the roots joined to the nest. The lower-right "
                                      "flower is reached from the cell left of the nest or the one below it."),
    "garden.lesson_step.roots.mistake.up": ("巣の上にのばしました。右下の花は下のほうです。巣の左か下にのばそう。",
                                            "That root went above the nest. The lower-right flower is lower down: "
                                            "grow left of the nest or below it."),
    "garden.lesson_step.roots.mistake.waited": ("「待つ」で1回分を使いました。「根をのばす」を選ぼう。",
                                                "Wait used up an action. Choose Root."),
    "garden.lesson_step.roots.mistake.other_flower": ("根は右上の花にとどきました。このステップでは、下の右下の花にのばそう。",
                                                      "That root reached the upper-right flower. This step asks for "
                                                      "the lower-right one, below."),
    "garden.lesson_step.rock.task": ("あなたはモグラです。岩には根ものびません。岩をまわって、入口の右の花をめざそう。"
                                     "岩のすぐ下の小道の上に根をのばし、次に、その左の小道の上にも。",
                                     "You are the mole. Nothing grows on the rock (ROCK), not even roots. Go round it "
                                     "toward the flower right of the entry: grow a root under the path just below "
                                     "the rock, then under the path left of that one."),
    "garden.lesson_step.rock.why": ("岩には、小道も根も置けず、ほることもできません。だから、どちらもまわり道をします。"
                                    "根は小道の下にものびます。",
                                    "Nothing goes on the rock: no path, no root, no dig. So both sides go round it. "
                                    "Roots grow under paths too."),
    "garden.lesson_step.rock.rule": ("岩", "The rock"),
    "garden.lesson_step.rock.hint": ("岩はとおれません。右下の花の根から左へ、岩のすぐ下のマスにのばし、そのまた左へのばそう。",
                                     "The rock blocks the way. From the root on the lower-right flower, grow left into "
                                     "the cell below the rock, then one more to the left."),
    "garden.lesson_step.rock.mistake.away": ("巣の下にのばしました。入口の右の花は左のほうです。岩のすぐ下にのばそう。",
                                             "That root went below the nest, away from the flower by the entry. Grow "
                                             "into the cell just below the rock."),
    "garden.lesson_step.rock.mistake.waited": ("「待つ」で1回分を使いました。「根をのばす」を選んで、岩のすぐ下にのばそう。",
                                               "Wait used up an action. Choose Root and grow into the cell just below "
                                               "the rock."),
    "garden.lesson_step.rock.mistake.down": ("右下の花の下にのばしました。岩のすぐ下 (右下の花の左) にのばそう。",
                                             "That root went below the lower-right flower. Grow into the cell just "
                                             "below the rock, left of that flower."),
    "garden.lesson_step.water.task": ("「水やり」を選び、いちばん上のだんの左の花に水をやろう。もう一度やってみよう: 水は{max_water}"
                                      "までです。次に、入口の右の花にも水をやろう。",
                                      "Choose Water and water the flower in the top row, on the left. Try it once "
                                      "more: water stops at {max_water}. Then water the flower right of the entry."),
    "garden.lesson_step.water.why": ("1回の水やりで、花の水が1ふえます (花の数字)。水が{max_water}の花は満開で、もう入りません。"
                                     "水をやれるのは、小道のとなりの花だけです。",
                                     "Each watering adds 1 water (the number on the flower). At {max_water} a flower "
                                     "is in bloom and takes no more. You can only water flowers next to your paths."),
    "garden.lesson_step.water.rule": ("水やりと満開", "Water and blooms"),
    "garden.lesson_step.water.hint": ("水をやれるのは、小道のとなりの花だけです。上のだんの左の花と、入口の右の花に水をやろう。",
                                      "You can water only flowers next to your paths: the top-left flower and the "
                                      "flower right of the entry."),
    "garden.lesson_step.water.mistake.path": ("小道を作りました。このステップは水やりです。「水やり」を選ぼう。",
                                              "You laid a path. This step is for watering: choose Water."),
    "garden.lesson_step.water.mistake.waited": ("「待つ」で1回分を使いました。「水やり」を選ぼう。",
                                                "Wait used up an action. Choose Water."),
    "garden.lesson_step.win.task": ("さいごのラウンドです。満開の花は2本です。左下の花に水をやって、満開を{blooms_to_win}本に"
                                    "しよう。そのあと、モグラのさいごの番を見よう。",
                                    "It is the last round and two flowers are in bloom. Water the lower-left flower to "
                                    "make {blooms_to_win:bloom|blooms}, then watch the mole's last turn."),
    "garden.lesson_step.win.why": ("ラウンド{rounds}のおわりに、根が水をすったあとで、満開の花が{blooms_to_win}本以上あれば"
                                   "にわしの勝ちです。",
                                   "At the end of round {rounds}, after the roots drink, the gardener wins with "
                                   "{blooms_to_win:flower|flowers} or more in bloom."),
    "garden.lesson_step.win.rule": ("にわしの勝ち", "How the gardener wins"),
    "garden.lesson_step.win.hint": ("満開の花は今2本です。小道のとなりで、まだ満開でない花に水をやろう: 左下の花です。",
                                    "Two flowers are in bloom now. Water the one next to your paths that is not in "
                                    "bloom yet: the lower-left flower."),
    "garden.lesson_step.win.mistake.waited": ("「待つ」で、さいごの1回を使いました。満開が2本のままなので、モグラの勝ちです。"
                                              "左下の花に水をやろう。",
                                              "Wait used your last action: only two blooms, so the mole wins. Water "
                                              "the lower-left flower."),
    "garden.lesson_step.win.mistake.dug": ("ほっても、満開はふえません。さいごの1回で、左下の花に水をやろう。",
                                           "A dig adds no bloom. Use your last action to water the lower-left flower."),
    "garden.lesson_step.win.mistake.path": ("小道では、満開はふえません。さいごの1回で、左下の花に水をやろう。",
                                            "A path adds no bloom. Use your last action to water the lower-left flower."),
    "garden.lesson_step.mole_wins.task": ("あなたはモグラです。さいごのラウンドで、にわしの満開の花は{blooms_to_win}本です。"
                                          "満開の花の水をすって、へらそう。巣の左の根から、そのすぐ上の花 (右上の花) に根をのばし、"
                                          "次に「待つ」を選ぼう。",
                                          "You are the mole. It is the last round, and the gardener has "
                                          "{blooms_to_win:flower|flowers} in bloom. Drink from one to take it away: "
                                          "from your root left of the nest, grow onto the flower just above it (the "
                                          "upper-right flower), then Wait."),
    "garden.lesson_step.mole_wins.why": ("ラウンド{rounds}のおわりに根が水をすって、満開の花が{blooms_to_win}本より少なくなれば、"
                                         "モグラの勝ちです。",
                                         "When, after the roots drink at the end of round {rounds}, fewer than "
                                         "{blooms_to_win:flower is|flowers are} in bloom, the mole wins."),
    "garden.lesson_step.mole_wins.rule": ("モグラの勝ち", "How the mole wins"),
    "garden.lesson_step.mole_wins.hint": ("満開の花から水をすわないと、満開はへりません。巣の左の根のすぐ上が、満開の花です。",
                                          "Only drinking from a flower in bloom takes a bloom away. The flower just "
                                          "above your root left of the nest is in bloom."),
    "garden.lesson_step.mole_wins.mistake.not_in_bloom": ("右下の花は満開ではありません。すっても満開はへらず、にわしの勝ちです。"
                                                          "右上の満開の花に根をのばそう。",
                                                          "The lower-right flower was not in bloom, so no bloom was "
                                                          "lost and the gardener won. Grow onto the upper-right "
                                                          "flower: it is in bloom."),
    "garden.lesson_step.mole_wins.mistake.waited": ("待つだけでは、水をすえません。にわしの勝ちです。右上の満開の花に根を"
                                                    "のばそう。",
                                                    "Waiting drinks nothing, so the gardener won. Grow onto the "
                                                    "upper-right flower: it is in bloom."),
    "garden.lesson_step.mole_wins.mistake.no_flower": ("その根は花にとどいていません。にわしの勝ちです。右上の満開の花に根を"
                                                       "のばそう。",
                                                       "That root reached no flower, so the gardener won. Grow onto "
                                                       "the upper-right flower: it is in bloom."),
    "garden.lesson_step.dig.task": ("右下の花の水は0です。モグラの根が、巣の左と巣の下から、水をすったのです。まず、その花に"
                                    "水をやろう。次に「ほる」を選んで、巣のすぐ下のマスをほろう。これが、この番の"
                                    "さいごの1回です。",
                                    "The lower-right flower has no water: the mole's roots drank it, from left of "
                                    "the nest and from below it. First water that flower. Then choose Dig and dig the "
                                    "cell just below the nest: your last action this turn."),
    "garden.lesson_step.dig.why": ("ほると、そのマスと上下左右のマスの根が切れます。でも、巣はなくなりません。巣から切れた根は"
                                   "のこりますが、水はすいません。ほるのも1回分で、さいごの1回なら番はおわりです。モグラは"
                                   "すぐに、巣から根をのばしなおせます。",
                                   "A dig cuts the roots on its cell and on the four cells beside it, but never the "
                                   "nest. Roots cut off from the nest stay, but drink nothing. A dig is one action: "
                                   "as your last, it ends your turn. The mole can grow back from the nest at once."),
    "garden.lesson_step.dig.rule": ("ほること", "Digging"),
    "garden.lesson_step.dig.hint": ("ほれるのは、小道の上か、そのとなりのマスです。右下の花に水をやり、巣のすぐ下をほろう。",
                                    "You can dig on or next to your paths. Water the lower-right flower, then dig "
                                    "just below the nest."),
    "garden.lesson_step.dig.mistake.one_way": ("右下のかどをほっても、花にはとどきません。花の上の根はのこります。"
                                               "巣のすぐ下をほろう。",
                                               "A dig in the bottom-right corner does not reach the flower: the root "
                                               "on it stays. Dig just below the nest."),
    "garden.lesson_step.dig.mistake.waited": ("「待つ」で1回分を使いました。右下の花に水をやり、巣のすぐ下をほろう。",
                                              "Wait used up an action. Water the lower-right flower and dig just below "
                                              "the nest."),
    "garden.lesson_step.loop.task": ("同じ庭です。こんどは右下のかどをほってから、右下の花に水をやろう。そして、ラウンドの"
                                     "おわりを見よう。",
                                     "The same garden. This time dig in the bottom-right corner, then water the "
                                     "lower-right flower, and watch the end of the round."),
    "garden.lesson_step.loop.why": ("根を切ったのに、花は水をすわれました。根が巣の左からも花にとどいていたからです (輪になった"
                                    "根)。一方を切っても、もう一方がのこります。",
                                    "Your dig cut a root, yet the flower was drained: the roots reached it from left "
                                    "of the nest too (a loop). Cutting one way leaves the other."),
    "garden.lesson_step.loop.rule": ("輪になった根", "Roots in a loop"),
    "garden.lesson_step.loop.hint": ("このステップでは、右下のかど (いちばん下のだんの右はし) をほって、右下の花に水をやります。",
                                     "This step digs in the bottom-right corner (the right end of the bottom row) and "
                                     "waters the lower-right flower."),
    "garden.lesson_step.loop.mistake.on_the_flower": ("そこをほると、花の上の根も切れて、花はぶじです。ゲームではよい手です。"
                                                      "このステップでは、右下のかどだけをほって、どうなるか見よう。",
                                                      "That dig cuts the root on the flower too, so the flower is "
                                                      "safe: a good move in a game. Here, dig only the bottom-right "
                                                      "corner and see what happens."),
    "garden.lesson_step.loop.mistake.waited": ("「待つ」で1回分を使いました。右下のかどをほろう。",
                                               "Wait used up an action. Dig in the bottom-right corner."),
    "garden.lesson_step.regrow.task": ("あなたはモグラです。にわしが巣のすぐ下をほって、根を切りました。点線の根は巣から切れて"
                                       "いて、水をすいません。すぐにのばしなおそう: 右下の花に根をのばすと、切れた根がまた"
                                       "つながります。もう1回は、好きな手でかまいません。",
                                       "You are the mole. The gardener dug just below your nest and cut your roots "
                                       "there. The dashed roots are cut off from the nest and drink nothing. Grow back "
                                       "at once: a root on the lower-right flower joins them again. Your other action "
                                       "is up to you."),
    "garden.lesson_step.regrow.why": ("巣はほられないので、モグラはすぐに根をのばしなおせます。切れた根も、またつながれば水を"
                                      "すいます。",
                                      "The nest is never dug away, so the mole can grow back at once. Cut-off roots "
                                      "drink again once they are joined."),
    "garden.lesson_step.regrow.rule": ("根ののばしなおし", "Growing back"),
    "garden.lesson_step.regrow.hint": ("根は、巣とつながった根のとなりにのびます。巣の左の根のすぐ下が、右下の花です。",
                                       "A root grows next to the roots joined to the nest. The lower-right flower is "
                                       "just below your root left of the nest."),
    "garden.lesson_step.regrow.mistake.waited": ("「待つ」で1回分を使いました。右下の花に根をのばそう。",
                                                 "Wait used up an action. Grow a root onto the lower-right flower."),
    "garden.lesson_step.regrow.mistake.up": ("巣の上にのばしました。切れた根は下のほうです。右下の花にのばそう。",
                                             "That root went above the nest. The cut-off roots are lower down: grow "
                                             "onto the lower-right flower."),
    "garden.lesson_step.regrow.mistake.other_flower": ("右上の花にのばしました。切れた根は下のほうです。右下の花にのばそう。",
                                                       "That root went onto the upper-right flower. The cut-off roots "
                                                       "are lower down: grow onto the lower-right flower."),
    "garden.lesson_step.regrow.mistake.not_joined": ("巣の下の根だけでは、切れた根にとどきません。右下の花か、その右下の"
                                                     "かどにのばそう。",
                                                     "The root below the nest alone does not reach the cut-off roots. "
                                                     "Grow onto the lower-right flower or the bottom-right corner."),
    # the lesson's two-player step: the hand-over and the curtain, no word of where a root is
    "garden.lesson_step.two_players.task": ("ふたりでひとつのパソコンを使います。ひとりがにわし、もうひとりがモグラです。"
                                            "にわしさん: まくの「じゅんびできた」 (Enter) をおして、入口のすぐ下に小道を作り、"
                                            "そのまた下にも作ろう。結果を見たら「交代する」をおして、マウスをモグラさんにわたします。"
                                            "モグラさん: 「じゅんびできた」をおして、好きなところに根を2本のばそう (にわしさんは"
                                            "見ないでね)。",
                                            "Two players, one PC: one is the gardener, the other the mole. Gardener: press "
                                            "Ready (Enter) on the curtain, lay a path just below the entry, then one more "
                                            "below it. Look at the result, press Hand Over and give the mouse to the mole. "
                                            "Mole: press Ready and grow two roots wherever you like (the gardener looks "
                                            "away)."),
    "garden.lesson_step.two_players.why": ("番がおわると、まず動いた人が結果を見て「交代する」をおします。まくがおりてから、次の人が"
                                           "「じゅんびできた」をおします。だから、にわしには根が一度も見えません。",
                                           "At the end of a turn its player sees the result and presses Hand Over; the "
                                           "curtain drops, and only then does the next player press Ready. So the "
                                           "gardener never sees a root."),
    "garden.lesson_step.two_players.rule": ("ふたりで遊ぶ: 交代とまく", "Two players: the hand-over and the curtain"),
    "garden.lesson_step.two_players.hint": ("にわしの番は、入口のすぐ下に小道を作り、そのまた下にも作ります。そのあと交代して、"
                                            "モグラが根を2本のばします。",
                                            "The gardener lays a path just below the entry and one more below it; then "
                                            "hand over, and the mole grows two roots."),
    "garden.lesson_step.two_players.mistake.water": ("花に水をやりました。このステップのにわしは、入口のすぐ下に小道を作ります。",
                                                     "You watered a flower. In this step the gardener lays a path just "
                                                     "below the entry."),
    "garden.lesson_step.two_players.mistake.waited": ("「待つ」で1回分を使いました。入口のすぐ下に小道を作ろう。",
                                                      "Wait used up an action. Lay a path just below the entry."),
    "garden.lesson_step.two_players.mistake.dug": ("ほりました。このステップのにわしは、入口のすぐ下に小道を作ります。",
                                                   "You dug. In this step the gardener lays a path just below the entry."),
    "garden.lesson_end.gardener_won": ("にわしの勝ちで、ゲームがおわりました。このステップでためすのは「{rule}」です。",
                                       "The gardener won: the game is over. This step is about “{rule}”."),
    "garden.lesson_end.mole_won": ("モグラの勝ちで、ゲームがおわりました。", "The mole won: the game is over."),
    # the rule book (gamepkg/garden/rulebook.py): one sentence a rule, its numbers as garden.rule_numbers() fields
    "garden.rule.two_actions": ("1回の番に{actions}回動けます。にわしが先で、次がモグラです。",
                                "Each side has {actions:action|actions} a turn: the gardener first, then the mole."),
    "garden.rule.wait": ("「待つ」は、何もしないで1回分を使います。", "Wait uses up one action and does nothing else."),
    "garden.rule.paths": ("小道は、入口からつながった小道のとなりの、空いたマスに作れます。",
                          "A path goes on an empty cell next to your paths that join the entry."),
    "garden.rule.rock": ("岩には小道も根も置けず、ほれません。まわり道をします。",
                         "Nothing goes on the rock, no path, no root, no dig: go round it."),
    "garden.rule.roots": ("モグラの根は、巣とつながった根のとなりにのびます。",
                          "The mole grows a root next to its roots joined to the nest."),
    "garden.rule.roots_under": ("根は、小道や花や入口の下にものびます。", "Roots grow under paths, flowers and the entry too."),
    "garden.rule.hidden_roots": ("にわしには根が見えません。見えるのは、水をすわれた花だけです。",
                                 "The gardener never sees the roots, only the flowers they drank from."),
    "garden.rule.drain": ("モグラの番のおわりに、巣とつながった根がとどく花は、水が1へります。",
                          "At the end of the mole's turn, every flower its joined roots reach loses 1 water."),
    "garden.rule.water": ("水やりで、小道のとなりの花の水が1ふえます。", "Water adds 1 to a flower next to your paths."),
    "garden.rule.bloom": ("水が{max_water}の花は満開です。", "A flower with {max_water} water is in bloom."),
    "garden.rule.water_stops": ("水は{max_water}までです。満開の花には、もう水をやれません。",
                                "Water stops at {max_water}: a flower in bloom takes no more."),
    "garden.rule.last_round": ("ゲームは、ラウンド{rounds}の根の水すいのあとでおわります。",
                               "The game ends after the roots drink in round {rounds}."),
    "garden.rule.gardener_wins": ("さいごに満開の花が{blooms_to_win}本以上あれば、にわしの勝ちです。",
                                  "The gardener wins with {blooms_to_win:flower|flowers} or more in bloom at the end."),
    "garden.rule.mole_wins": ("満開の花が{blooms_to_win}本より少なければ、モグラの勝ちです。",
                              "With fewer than {blooms_to_win:bloom|blooms} at the end, the mole wins."),
    "garden.rule.dig": ("小道の上かとなりをほると、そのマスと上下左右の根が切れます。切れたかどうかだけがわかります。",
                        "A dig on or next to your paths cuts the roots there and on the four cells beside it; you "
                        "only learn whether it cut any."),
    "garden.rule.dig_ends_turn": ("ほるのも1回分です。さいごの1回なら、番はおわりです。",
                                  "A dig is one action: as your last one, it ends your turn."),
    "garden.rule.nest_stays": ("巣はほってもなくなりません。", "A dig never removes the nest."),
    "garden.rule.regrow": ("モグラは、ほられたすぐあとの番に、根をのばしなおせます。",
                           "The mole can grow its roots back in the very next turn after a dig."),
    "garden.rule.loop": ("輪になった根は、一方を切っても、もう一方で花にとどきます。",
                         "Roots that make a loop still reach the flower when one way is cut."),
    "garden.rule.cut_off": ("巣から切れた根はのこりますが、またつながるまで水をすいません。",
                            "Roots cut off from the nest stay, but drink nothing until they are joined again."),
    "garden.rule.curtain": ("ふたりで遊ぶときは、番のおわりに交代します。次の人が「じゅんびできた」をおすまで、まくが庭を"
                            "かくします。",
                            "With two players, hand over at the end of a turn: the curtain hides the garden until "
                            "the next player presses Ready."),
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
