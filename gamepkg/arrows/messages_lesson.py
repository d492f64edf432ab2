"""Arrow Rotation's lesson texts: chapters, steps, likely mistakes, the rule book and the game after it
(gamepkg/arrows/lesson.py and rulebook.py), in (Japanese, English). Japanese: kanji of school years 1-4 only."""

MESSAGES = {
    # the lesson (issues 24 and 38, gamepkg/arrows/lesson.py): per step what to try, why it worked, the rule it
    # adds, a hint for a move that went another way and one per likely mistake; the chapters; the rule book
    # (gamepkg/arrows/rulebook.py); the game offered after the lesson. Kanji of school grades 1-4 only.
    "arrows.lesson_chapter.play": ("遊び方", "How to play"),
    "arrows.lesson_chapter.score": ("点数", "Points"),
    "arrows.lesson_chapter.end": ("ゲームの終わり", "The end of a game"),
    "arrows.lesson_chapter.computer": ("コンピューターと対戦", "Playing the computer"),
    "arrows.rule.first_anywhere": ("ゲームの最初の矢印は、どのマスに置いてもかまいません。",
                                   "The first arrow of the game may go on any cell."),
    "arrows.rule.beside_arrow": ("2本目からは、矢印の上下左右のとなりの空きマスに置きます。",
                                 "Later arrows go on an empty cell that touches an arrow's side."),
    "arrows.rule.zero_points": ("向きは自由に選べます。0点になる向きでもかまいません。",
                                "Any direction is allowed, even one that scores no points."),
    "arrows.rule.walk": ("置いた矢印の向きに1マス進んで、れんさが始まります。",
                         "The walk starts by stepping one cell the way your new arrow points."),
    "arrows.rule.quarter_turn": ("着いた矢印は時計回りに4分の1回り、れんさはその向きに進みます。",
                                 "Each arrow reached turns a quarter clockwise; the walk goes its new way."),
    "arrows.rule.stop_empty": ("空いたマスに着いたら、れんさは止まります。", "The walk stops when it steps onto an empty cell."),
    "arrows.rule.stop_edge": ("ばんの外に出たら、れんさは止まります。", "The walk stops when it steps off the board."),
    "arrows.rule.own_arrow": ("れんさが、いま置いた矢印にもどったら、その矢印も回ります。",
                              "If the walk comes back to your new arrow, that arrow turns too."),
    "arrows.rule.three_turns": ("1つの矢印が、1回のれんさで2回も3回も回ることがあります。",
                                "One arrow may turn two or three times in one walk."),
    "arrows.rule.points": ("矢印が回った回数が、置いた人の点数になります。", "You score 1 point for every turn in your walk."),
    "arrows.rule.players": ("2人から6人で遊べます。順番に1本ずつ置きます。",
                            "Two to six players can play: they place one arrow each, in turn."),
    "arrows.rule.board_full": ("ばんのマスがぜんぶうまったら、ゲームは終わりです。", "The game ends when every cell holds an arrow."),
    "arrows.rule.winner": ("点数がいちばん多い人の勝ちです。", "The player with the most points wins."),
    "arrows.rule.tie": ("いちばん多い点数の人が何人もいたら、みんなの勝ちです。", "If players tie for the most points, they all win."),
    "arrows.lesson_real_game": ("5×5のマスで、コンピューター (やさしい) との対戦", "a 5×5 game against the computer (easy)"),

    "arrows.lesson_step.place.task": ("まん中のマスに、右向きの矢印を置いてみよう。まん中のマスをクリックしてから、同じマスの中の右はしをクリックします"
                                      " (キーボードなら、矢印キーで向きを選んで Enter)。",
                                      "Put an arrow on the middle cell, pointing right: click the middle cell, "
                                      "then the right edge of that same cell (with the keyboard: choose the "
                                      "direction with an arrow key and press Enter)."),
    "arrows.lesson_step.place.why": ("最初の矢印は、どこにでも置けます。2本目からは、もう置いてある矢印の上・下・左・右どれかのとなりの、空いているマ"
                                     "スに置きます。",
                                     "The first arrow may go anywhere; every later one goes on an empty cell "
                                     "beside an arrow (above, below, left or right)."),
    "arrows.lesson_step.place.rule": ("最初の矢印を置く", "Placing the first arrow"),
    "arrows.lesson_step.place.hint": ("最初の矢印はどこにでも置けますが、ここではまん中のマスに右向きで置こう。マスをクリックしてから、そのマスの右はしを"
                                      "クリックします。",
                                      "The first arrow may go anywhere, but here put it on the middle cell, pointing "
                                      "right: click the cell, then its right edge."),
    "arrows.lesson_step.place.mistake.direction": ("まん中に置けました。でも、向きが右ではありません。マスの右はしをクリックすると、右向きに"
                                                   "なります。",
                                                   "Good cell, but the arrow does not point right. Click the right "
                                                   "edge of the cell to point it right."),
    "arrows.lesson_step.turn.task": ("まん中の矢印の上のマスに、下向きの矢印を置いて、まん中の矢印が回るのを見よう。",
                                     "Put an arrow above the middle one, pointing down, and watch the middle arrow "
                                     "turn."),
    "arrows.lesson_step.turn.why": ("れんさは、置いた矢印の向きに進みます。着いた矢印は時計回りに4分の1回り (右→下)、その向きにまた進んで、空いた"
                                    "マスで止まります。矢印は、矢印の上・下・左・右のとなりに置きます (ななめはだめです)。",
                                    "The walk steps the way your arrow points. The arrow it reaches turns a quarter "
                                    "clockwise (right → down), and the walk goes on that way until it steps onto an "
                                    "empty cell. Arrows go beside an arrow: above, below, left or right, never "
                                    "corner to corner."),
    "arrows.lesson_step.turn.rule": ("4分の1回転", "The quarter turn"),
    "arrows.lesson_step.turn.hint": ("まん中の矢印のとなり (上・下・左・右) に置いて、まん中の矢印に向けよう。すると、まん中の矢印が回ります。",
                                     "Put the arrow beside the middle arrow (above, below, left or right) and point "
                                     "it at the middle arrow: then the middle arrow turns."),
    "arrows.lesson_step.turn.mistake.direction": ("上のマスに置けましたが、まん中の矢印を向いていません。下向きにすると、まん中の矢印に"
                                                  "進みます。",
                                                  "Good cell, but your arrow does not point at the middle arrow. Point "
                                                  "it down, and the walk goes to the middle arrow."),
    "arrows.lesson_step.walk.task": ("まん中の矢印の左のマスに、右向き (まん中へ向かう向き) の矢印を置いて、れんさがどこへ行くか見よう。",
                                     "Put an arrow left of the middle one, pointing right (at the middle arrow), "
                                     "and watch where the walk goes."),
    "arrows.lesson_step.walk.why": ("まん中の矢印は回って左を向き、れんさはあなたの矢印にもどってきました。いま置いた矢印も回ります。2回回ったので2点"
                                    "です。",
                                    "The middle arrow turned to point left, so the walk came back to your new arrow "
                                    "and turned it too. Two turns: 2 points."),
    "arrows.lesson_step.walk.rule": ("れんさ", "The chain walk"),
    "arrows.lesson_step.walk.hint": ("まん中の矢印に向けて置くと、れんさが始まります。れんさは、まん中の矢印が回ったあとの向きに進みます。",
                                     "An arrow pointing at the middle arrow starts a walk; after the middle arrow "
                                     "turns, the walk goes the way it points now."),
    "arrows.lesson_step.walk.mistake.direction": ("左のマスに置けましたが、右向きではありません。右向きにすると、まん中の矢印に進みます。",
                                                  "Good cell, but the arrow does not point right. Point it right, at "
                                                  "the middle arrow."),
    "arrows.lesson_step.walk.mistake.above": ("上から置いたので、まん中の矢印は左を向いて、左の空いたマスで止まりました (1点)。左のマスから置く"
                                              "と、れんさがあなたの矢印にもどってきます。",
                                              "From above, the middle arrow turned left and the walk stopped on the "
                                              "empty cell there (1 point). From the left cell, the walk comes back "
                                              "to your own arrow."),
    "arrows.lesson_step.edge.task": ("右の列のまん中の矢印は、上を向いています。その矢印に向けて矢印を置いて、れんさがどこで止まるか見よう。",
                                     "The arrow in the middle of the right column points up. Put an arrow pointing "
                                     "at it, and watch where the walk stops."),
    "arrows.lesson_step.edge.why": ("その矢印は回って右を向き、れんさはばんの外に出て止まりました。れんさは、ばんの外でも、空いたマスでも止まります。",
                                    "That arrow turned to point right, and the walk stepped off the board and "
                                    "stopped. A walk stops off the board, or on an empty cell."),
    "arrows.lesson_step.edge.rule": ("ばんの外で止まる", "Stopping at the edge"),
    "arrows.lesson_step.edge.hint": ("右の列のまん中の矢印のとなりに置いて、その矢印に向けよう。回った矢印がばんの外を向くと、れんさは外に出て止まり"
                                     "ます。",
                                     "Put your arrow next to the arrow in the middle of the right column, pointing "
                                     "at it. When that arrow turns to point off the board, the walk leaves the "
                                     "board and stops."),
    "arrows.lesson_step.edge.mistake.out_at_once": ("あなたの矢印がすぐにばんの外を向いたので、どの矢印も回りませんでした (0点)。下向きに"
                                                    "すると、下の矢印に進みます。",
                                                    "Your arrow pointed off the board at once, so no arrow turned (0 "
                                                    "points). Point it down, at the arrow below it."),
    "arrows.lesson_step.edge.mistake.direction": ("まん中のマスに置けましたが、右向きではありません。右向きにすると、右の矢印に進みます。",
                                                  "Good cell, but the arrow does not point right. Point it right, at "
                                                  "the arrow on its right."),
    "arrows.lesson_step.score.task": ("右上の角に、下向きの矢印を置こう。回った回数を数えてみよう (それが点数です)。",
                                      "Put an arrow in the top-right corner, pointing down, and count the turns: "
                                      "they are your points."),
    "arrows.lesson_step.score.why": ("矢印が回った回数が、そのまま置いた人の点数です。4回で4点。右の矢印は2回回り、いま置いた矢印も1回回りました。",
                                     "Every turn is a point for the player who placed the arrow: 4 turns, 4 points. "
                                     "The right arrow turned twice, and your new arrow turned once too."),
    "arrows.lesson_step.score.rule": ("点数", "Points"),
    "arrows.lesson_step.score.hint": ("点数は、れんさで矢印が回った回数です。長いれんさになる置き方をさがそう。ここでは、右上の角に下向きです。",
                                      "Your points are the number of turns in your walk, so look for a long walk. "
                                      "Here: the top-right corner, pointing down."),
    "arrows.lesson_step.score.mistake.direction": ("右上の角に置けましたが、下向きではありません。下向きにすると、下の矢印に進みます。",
                                                   "Good cell, but the arrow does not point down. Point it down, at "
                                                   "the arrow below it."),
    "arrows.lesson_step.score.mistake.middle": ("3回回って3点でした。右上の角から下向きに置くと、もっと長いれんさになります。",
                                                "3 turns, 3 points. From the top-right corner, pointing down, the "
                                                "walk is longer."),
    "arrows.lesson_step.three_turns.task": ("まん中の矢印の上のマスに、下向きの矢印を置こう。まん中の矢印が何回回るか、見ていよう。",
                                            "Put an arrow above the middle one, pointing down, and watch how many "
                                            "times the middle arrow turns."),
    "arrows.lesson_step.three_turns.why": ("れんさは、まん中の矢印のまわりを回って、3回も着きました。まん中の矢印は3回回り、ぜんぶで5点です。れんさは、"
                                           "何回回っても、いつかかならず止まります。",
                                           "The walk went round the middle arrow and reached it three times: it "
                                           "turned three times, 5 points in all. However long a walk goes round, "
                                           "it always stops in the end."),
    "arrows.lesson_step.three_turns.rule": ("3回回る矢印", "Three turns for one arrow"),
    "arrows.lesson_step.three_turns.hint": ("1つの矢印は、1回のれんさで何回でも回れます。まん中の矢印の上に下向きで置くと、れんさがまん中に何回ももど"
                                            "ってきます。",
                                            "One arrow may turn again and again in one walk. Above the middle arrow, "
                                            "pointing down, the walk keeps coming back to the middle."),
    "arrows.lesson_step.three_turns.mistake.more_points": ("7点も取れました! でも、3回回った矢印はありません。まん中の矢印の上に、下向き"
                                                           "で置いてみよう。",
                                                           "7 points! But no arrow turned three times. Put the arrow "
                                                           "above the middle one, pointing down."),
    "arrows.lesson_step.three_turns.mistake.corner": ("4点でした。でも、3回回った矢印はありません。まん中の矢印の上に、下向きで置いてみよう。",
                                                      "4 points, but no arrow turned three times. Put the arrow above "
                                                      "the middle one, pointing down."),
    "arrows.lesson_step.three_turns.mistake.direction": ("上のマスに置けましたが、下向きではありません。下向きにすると、まん中の矢印に進み"
                                                         "ます。",
                                                         "Good cell, but the arrow does not point down. Point it down, "
                                                         "at the middle arrow."),
    "arrows.lesson_step.zero.task": ("まん中の矢印の下のマスに、下向き (ばんの外への向き) の矢印を置こう。点数はどうなるかな。",
                                     "Put an arrow below the middle one, pointing down (off the board). What "
                                     "happens to the points?"),
    "arrows.lesson_step.zero.why": ("どの矢印も回らないので、0点です。それでもかまいません。向きはいつでも自由に選べて、0点の置き方もちゃんとした1手"
                                    "です。",
                                    "No arrow turns, so 0 points, and that is allowed: you may always choose any "
                                    "direction, even one that scores nothing."),
    "arrows.lesson_step.zero.rule": ("0点の手", "A move that scores 0"),
    "arrows.lesson_step.zero.hint": ("0点の置き方でもかまいません。まん中の矢印の下に置いて、まん中の矢印には向けないでおこう。",
                                     "A move that scores nothing is allowed too. Put the arrow below the middle one, "
                                     "not pointing at it."),
    "arrows.lesson_step.zero.mistake.scored": ("まん中の矢印に向けたので、その矢印が回って1点入りました。ここでは、まん中の矢印に向けないで、0点"
                                               "の手をためそう。",
                                               "You pointed at the middle arrow, so it turned: 1 point. This time, "
                                               "do not point at it, and try a move that scores 0."),
    "arrows.lesson_step.three_players.task": ("このゲームは3人です (点数の表を見よう)。いまはプレイヤー3の番で、空いたマスは左上の1つだけです。"
                                              "プレイヤー3が勝つように置こう。",
                                              "This game has three players (see the score table). It is player 3's "
                                              "turn, and only the top-left cell is empty. Place the last arrow so "
                                              "that player 3 wins."),
    "arrows.lesson_step.three_players.why": ("ばんがうまったので、ゲームが終わりました。点数がいちばん多いプレイヤー3の勝ちです。このゲームは{min}人から"
                                             "{max}人で遊べて、順番に1本ずつ置きます。",
                                             "The board is full, so the game is over: player 3 has the most points "
                                             "and wins. The game is for {min} to {max:player|players}, who place one arrow "
                                             "each, in turn."),
    "arrows.lesson_step.three_players.rule": ("3人で遊ぶ", "Three players"),
    "arrows.lesson_step.three_players.hint": ("プレイヤー2は1点、プレイヤー3は0点です。それぞれの向きで矢印が何回回るか考えて、いちばん多い向きを"
                                              "選ぼう。",
                                              "Player 2 has 1 point and player 3 has none. Think how many turns each "
                                              "direction makes, and choose the one with the most."),
    "arrows.lesson_step.three_players.mistake.tie": ("1点で、プレイヤー2とプレイヤー3が同じ点数になりました (2人とも勝ち)。右向きにすると、"
                                                     "もっと回って、プレイヤー3だけの勝ちになります。",
                                                     "1 point: players 2 and 3 tie (they both win). Pointing right "
                                                     "turns more arrows, and player 3 wins alone."),
    "arrows.lesson_step.three_players.mistake.lost": ("どの矢印も回らず0点で、プレイヤー2の勝ちになりました。ほかの向きなら矢印が回ります。回る回数が"
                                                      "いちばん多い向きをさがそう。",
                                                      "No arrow turned: 0 points, and player 2 wins. Other directions "
                                                      "turn arrows: find the one with the most turns."),
    "arrows.lesson_step.tie.task": ("プレイヤー1は3点、あなた (プレイヤー2) は0点です。最後のマスは右下です。いちばん多く点が取れる向きに置こう。",
                                    "Player 1 has 3 points and you, player 2, have none. The last cell is the "
                                    "bottom-right one: place the arrow that scores the most."),
    "arrows.lesson_step.tie.why": ("3点で、2人とも3点になりました。いちばん多い点数の人が何人もいたら、みんなの勝ちです (引き分け)。",
                                   "3 points: both players have 3. Players who tie for the most points all win."),
    "arrows.lesson_step.tie.rule": ("引き分け", "A tie"),
    "arrows.lesson_step.tie.hint": ("ばんがうまると、ゲームは終わります。最後の矢印で、いちばん多く点が取れる向きをさがそう。",
                                    "When the board is full the game ends. Find the direction that scores the "
                                    "most with the last arrow."),
    "arrows.lesson_step.tie.mistake.one_point": ("1点では、プレイヤー1に追いつけませんでした。左向きにすると、もっと回ります。",
                                                 "1 point was not enough to catch up with player 1. Pointing left "
                                                 "turns more arrows."),
    "arrows.lesson_step.tie.mistake.no_point": ("ばんの外を向いていたので、どの矢印も回らず0点で、プレイヤー1の勝ちになりました。ほかの矢印に"
                                                "向けて置こう。",
                                                "Your arrow pointed off the board: no arrow turned, 0 points, and "
                                                "player 1 wins. Point it at another arrow."),
    "arrows.lesson_step.computer.task": ("今度は、プレイヤー2がコンピューターです (点数の表にも書いてあります)。まん中の矢印の左のマスに、"
                                         "右向きの矢印を置こう。そのあと、コンピューターが自分で矢印を置きます。",
                                         "Now player 2 is the computer (the score table says so). Put an arrow left "
                                         "of the middle one, pointing right; then the computer places its arrow by "
                                         "itself."),
    "arrows.lesson_step.computer.why": ("コンピューターの席は、あなたの手のあとに自分で打ちます。置き方ごとに取れる点を数えて選びます。"
                                        "元にもどす (Ctrl+Z) は、あなたの手とコンピューターの手をいっしょにもどします。",
                                        "A computer seat plays by itself after your move: it counts the points each "
                                        "placement would score. Undo (Ctrl+Z) takes back your move and the "
                                        "computer's together."),
    "arrows.lesson_step.computer.rule": ("コンピューターと遊ぶ", "Playing the computer"),
    "arrows.lesson_step.computer.hint": ("まん中の矢印の左のマスに、右向きで置こう。あなたが置くと、コンピューターがすぐに答えます。",
                                         "Put the arrow left of the middle one, pointing right; the computer answers "
                                         "at once."),
    "arrows.lesson_step.computer.mistake.direction": ("左のマスに置けましたが、右向きではありません (コンピューターは、もう答えました)。"
                                                      "右向きで置こう。",
                                                      "Good cell, but the arrow does not point right (the computer has "
                                                      "answered already). Point it right."),
    "arrows.lesson_end.ended": ("ばんがうまって、ゲームが終わりました。", "The board is full: the game is over."),
}
