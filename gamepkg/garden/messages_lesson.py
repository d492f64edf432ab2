"""Mischief Garden lesson texts: its chapters and steps (gamepkg/garden/lesson.py), its rule book
(gamepkg/garden/rulebook.py) and the game offered after it."""

MESSAGES = {
    # per step what to try (task), why it worked, the rule it adds, a hint and one text per likely mistake
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
                       "After each mole turn, flowers reached by joined roots lose 1 water."),
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
    "garden.rule.dig": ("小道のとなりでほると、そのマスと上下左右の根が切れます。",
                     "A dig next to your paths cuts the roots on its cell and its four sides."),
    "garden.rule.dig_result": ("ほっても、根を切ったかどうかしかわかりません。",
                               "You only learn whether a dig cut a root, not how many."),
    "garden.rule.dig_ends_turn": ("ほるのも1回分です。さいごの1回なら、番はおわりです。",
                                  "A dig is one action: as your last one, it ends your turn."),
    "garden.rule.nest_stays": ("巣はほってもなくなりません。", "A dig never removes the nest."),
    "garden.rule.regrow": ("モグラは、ほられたすぐあとの番に、根をのばしなおせます。",
                           "The mole can grow its roots back in the very next turn after a dig."),
    "garden.rule.loop": ("輪になった根は、一方を切っても、もう一方で花にとどきます。",
                         "Roots that make a loop still reach the flower when one way is cut."),
    "garden.rule.cut_off": ("巣から切れた根はのこりますが、またつながるまで水をすいません。",
                            "Roots cut off from the nest stay, but drink nothing until they are joined again."),
    "garden.rule.curtain": ("ふたりで遊ぶときは、番と番のあいだ、まくが庭をかくします。",
                         "For two players, a curtain hides the garden between turns."),
}
