"""The words of the tables the tools print for people: ``manastack sim`` (a match of two decks, a draft
tournament's standings, and their plots), ``manastack ratings``, ``sealed`` and ``draft``; and the lines around
the traces of ``play`` and ``replay`` and the field names of ``rules``.

They are gettext messages like the trace's (``N_``, ``Plural``), read through a ``Naming`` in the reader's
language. Only the words people read are here: the ``--json`` documents keep their English keys (a contract
with programs), and deck, card, agent and backend names stay as they are.
"""

from __future__ import annotations

from manastack.types.markers import N_, Plural

# -- a match of two decks (``manastack sim DECK_A DECK_B``) -----------------------------------------------------
MATCH_TITLE = N_("{deck_a} ({agent_a}) vs {deck_b} ({agent_b})")
MATCH_ROWS: dict[str, tuple[str, str | Plural]] = {     # each row: a label, the template of its value
    "games": (N_("games"), N_("{games} (seed {seed}, paired, seats swapped)")),
    "results": (N_("wins A / B / draws / capped"), "{wins_a} / {wins_b} / {draws} / {capped}"),
    "win_rate": (N_("win rate of {deck}"), N_("{rate}  (95% CI {low}–{high})")),
    "turns": (N_("average turns"), "{value}"),
    "decisions": (N_("average decisions"), "{value}"),
    "speed": (N_("decisions/s per worker (wall / CPU)"), "{wall} / {cpu}"),
    "games_per_second": (N_("games/s (wall)"),
                         Plural("{rate}  ({backend}, {workers} worker)", "{rate}  ({backend}, {workers} workers)",
                                "workers")),
    "gift": (N_("gift promise rate A / B"), "{a} / {b}"),
    "awaken": (N_("awaken rate A / B"), "{a} / {b}"),
    "first_player": (N_("first-player win rate"), N_("{rate}  (advantage {points} pts)")),
}

# -- tallies of games and wins (a draft tournament, ``manastack ratings``) --------------------------------------
TALLY_COLUMNS = ("", N_("games"), N_("wins"), N_("win rate"), N_("interval (95%)"))
STANDINGS = N_("{set} draft: archetype standings ({pods} pods, {games} games, {capped} capped)")
MEASURED = N_("{set}: {pods} pods, {games} games ({capped} capped) in {seconds} s")
DRAFTER_GROUPS = N_("Drafters (games between the two groups)")
BEST_DRAWN = N_("Cards by win rate when drawn (best {count})")
GROUPS = {"rated": N_("rated"), "baseline": N_("baseline"), "all": N_("all")}   # who drafted (``ratings --compare``)

# -- plots ---------------------------------------------------------------------------------------------------
PLOT_BAND = N_("Wilson 95%")
PLOT_WIN_RATE_OF = N_("{deck} win rate")
PLOT_GAMES_PLAYED = N_("games played")
PLOT_WIN_RATE = N_("win rate")
PLOT_TURNS = N_("turns")
PLOT_GAMES = N_("games")
PLOT_LENGTH = N_("game length ({games} games, {capped} capped)")
PLOT_ARCHETYPES = N_("archetype win rate")
PLOT_BEST_DRAWN = N_("win rate when drawn (best {count})")
PLOT_PODS = N_("{set}: {pods} pods, {games} games")
PLOT_WRITTEN = N_("plot written to {path}")
FILE_WRITTEN = N_("wrote {path}")     # ``sealed``/``draft``/``ratings``: a deck list or ratings file
RECORDS_WRITTEN = N_("records written to {path}")     # ``sim --record``: the games, for ``manastack replay``

# -- sealed and draft ----------------------------------------------------------------------------------------
SEALED_TITLE = N_("Sealed pool: {set}, seed {seed}")
SEALED_COLUMNS = (N_("color"), N_("type"), N_("card"), N_("rarity"))
POOL_COLORS = {"multicolor": N_("multicolor"), "colorless": N_("colorless")}   # one color reads as its letter
RARITIES = {"common": N_("common"), "uncommon": N_("uncommon"), "rare": N_("rare"), "mythic": N_("mythic"),
            "basic": N_("basic")}
FOIL = N_("{card} (foil)")
AI_DECK = N_("AI deck")
DRAFT_SEAT = N_("Seat {seat}: {colors} — {file}")
SPLASH = N_("{colors} splashing {splash}")
WHICH_OPPONENT = N_("Play against which seat's deck? (2-{last}; anything else stops): ")

# -- drafting and deck building at the terminal (``draft --human``, ``sealed --by-hand``) ----------------------
NOT_PLAYABLE_TEXT = N_("(not yet playable in the engine)")
NOT_PLAYABLE = N_("(not playable yet)")
PICK = N_("Pick 1-{count} (?N for a card's text): ")
PICK_AGAIN = N_("Type a number from 1 to {count}, or ?N.")
ROUND = N_("Round {round}, pick {pick}")
PASSING = {"left": N_("(passing left)"), "right": N_("(passing right)")}
FOIL_WORD = N_("foil")
YOUR_PICKS = N_("Your picks: {picks}")
NO_PICKS = N_("none")
YOUR_COLORS = N_("Your colors: {colors}   Open in this booster: {open}")
DECK_HELP = N_("N or +N puts pool card N in the deck, -N takes it out, 'Forest 8' sets a basic land count, ?N shows "
               "card N's text, 'auto' starts again from the AI's deck, 'clear' empties the deck, 'done' finishes.")
DECK_COMMAND = N_("Deck command: ")
IN_DECK = N_("DECK")      # the mark of a pool card in the deck
DECK_SIZE = Plural("Deck: {count} card ({lands})", "Deck: {count} cards ({lands})", "count")
NO_BASICS = N_("no basic lands")

# -- a game between agents, and replayed games (``manastack play``, ``replay``) -------------------------------
PLAYER_NAME = N_("Player {number}")     # the seats of ``play`` (a name, as the trace writes it)
PLAYER_DECK = N_("{name}: {deck} ({agent} agent)")
PLAY_RESULT = {"stopped": N_("No result after {decisions} decisions (turn {turn}): the game was stopped."),
               "draw": N_("The game is a draw on turn {turn} after {decisions} decisions."),
               "win": N_("{name} ({deck}, {agent}) wins on turn {turn} after {decisions} decisions.")}
BUILT_IN_DECKS = N_("note: no shared/bench folder found; using the built-in copies of the bench decks")
REPLAYED_GAME = N_("== game {number}")
REPLAY_WINNER = {"": N_("winner: {name}"), "none": N_("winner: none")}

# -- the rules index (``manastack rules``) ---------------------------------------------------------------------
NO_SUMMARY = N_("(no summary yet)")
