"""The words of the browser table (``manastack serve``): its page, lobby, table, judge mode and rules pages; and of
the terminal's table (``manastack play --human``): its board and the answers to its commands.

The page's scripts write ``tr("Undo")`` and ``index.html`` writes ``{{new game}}``; a word another language writes
two ways is written with its context, ``trIn("zone", "Exile")`` (``PAGE_TERMS``). The server hands the page every
word of ``PAGE_WORDS`` and ``PAGE_TERMS`` in the table's language (``manastack.web.languages``), and a test checks
that the scripts use exactly these words. The trace and the decisions' prompts are the catalog's sentences, written
by the server.
"""

from __future__ import annotations

from manastack.types.markers import C_, N_, Plural

#: Printed by ``manastack serve`` as it starts.
SERVING = N_("manastack: the table is at {address} (Ctrl-C to stop)")
SERVING_EVERYWHERE = N_("manastack: listening on every address: open {address} here, or this machine's LAN address "
                        "from another")

#: Written by the server into the seat's view and the rules pages.
WAITING_FOR = N_("Waiting for {player}")
HIDDEN_CARD = N_("face-down card")      # a card a seat may not see the name of (CR 708.5)
RULES_TITLE = N_("The rules index")
RULE_TITLE = N_("Rule {number}")
RULE_NOT_CITED = N_("Rule {number} is not cited by the engine.")
RULE_DETAILS = (N_("modules"), N_("tests"), N_("scenarios"))
ALL_RULES = N_("all rules")
PLAY = N_("play")

#: Written by the page (``web/static``), as the scripts and ``index.html`` name them.
PAGE_WORDS = (
    # index.html
    N_("manastack table"), N_("new game"), N_("judge mode"), N_("rules index"), N_("The table needs JavaScript."),
    # the lobby
    N_("A new game"), N_("Your deck"), N_("Opponent's deck"), N_("Opponent"), N_("paste a deck list…"),
    N_("the heuristic agent"), N_("the random agent"), N_("a person at this screen (hot-seat)"),
    N_("a person at another browser"), N_("Seed"), N_("Language"), N_("Start"), N_("Resume a saved game"),
    N_("Player {number}"),
    # the table
    N_("an opponent's spell"), N_("attacks"), N_("my main phase"), N_("Pass the screen to {name}"),
    N_("I am {name}: show my hand"), N_("tapped"), N_("{amount} damage"), N_("{name} — life {life}"),
    N_(" — poison {poison}"), N_(" (lost)"), N_(" — active"), N_("Library: {library} · Hand: {hand}"),
    N_("{name}'s battlefield"), N_("your hand"), N_("Hand"), N_("Graveyard ({count})"),
    N_("Game over: {winner} wins."), N_("Game over: a draw."), N_("Pass until something happens"),
    N_("Picked #{id}: now click what it goes with."), N_("Turn {turn} · {step} · you are {name}"), N_("Undo"),
    N_("Save"), N_("Stop at:"), N_("Invite the other player:"), N_("Stack (top first)"),
    N_("Stack (top first): empty"), N_("Card"), N_("Point at a card to read it."), N_("Log"),
    # judge mode
    N_("Judge mode"), N_("— a scenario file —"), N_("Open"), N_("or one from your disk:"),
    N_("or write one in the judge scenario format:"), N_("Open this scenario"), N_("Step {number} of {total}"),
    N_("Check the expectations"), N_("Expectations checked"), N_("step {number}"), N_("final expectations"),
    N_("{where}: all hold"), N_("Trace"), N_("pass"), N_("fail"), N_("playing"), N_("error"),
)

#: Written by the page with their context (``markers.C_``), as ``trIn(context, word)``: the Exile zone's heading
#: (CR 406), not the "Exile" a menu offers (``sentences.labels``).
PAGE_TERMS = (("zone", C_("zone", "Exile")),)

#: The terminal's board (``manastack.ui.board``): each player's panel, the exile and the stack.
BOARD_PLAYER = N_("{name} — life {life}")
BOARD_LOST, BOARD_ACTIVE = N_(" (lost)"), N_(" — active")
BOARD_ROWS = (N_("Hand:"), N_("Library:"), N_("Graveyard:"), N_("Battlefield:"))
CARDS = Plural("{count} card", "{count} cards", "count")
BOARD_EXILE = N_("Exile: {cards}")
BOARD_STACK = {"": N_("Turn {turn}, {step} — stack (top first):"),
               "empty": N_("Turn {turn}, {step} — stack (top first): empty")}
FACE_DOWN_OWN = N_("{object} (face down)")      # CR 708.5: a face-down permanent its controller may look at
TAPPED = N_("tapped")
COUNTERS = N_("{amount} {counter}")     # CR 122.1: "2 +1/+1", "1 flood"

#: The names of the seats of ``play --human`` (English writes the human's own events in the second person).
SEAT_NAMES = (C_("player name", "You"), C_("player name", "Opponent"))

#: The terminal's answers to the commands typed at it (``manastack.ui.terminal``); the commands stay as typed.
TERMINAL_HELP = N_("Type a number to choose, p to pass until something happens, stop NAME to toggle a stop "
                   "(opponent, combat, main), ?N for the rules text of #N, u to undo your last decision, s FILE to "
                   "save, q to quit.")
GAME_OVER = {"": N_("Game over: {winner} wins."), "nobody": N_("Game over: nobody wins.")}
NO_PRIORITY = N_("There is no priority to pass: choose an option.")
NOT_VISIBLE = N_("No such object that you can see.")
STOPS_ARE = N_("Stops are: {stops}.")
STOPS_ON = {"": N_("Stops on: {stops}."), "none": N_("Stops on: none.")}
NOTHING_TO_UNDO = N_("Nothing to undo.")
UNDONE = N_("Undone: back to your previous decision.")
NOT_SAVED = N_("Not saved: cannot write {path}: {reason}.")
SAVED = N_("Saved to {path}.")
