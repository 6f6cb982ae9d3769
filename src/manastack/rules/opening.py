"""Starting the game (CR 103): shuffling, opening hands and the London mulligan (103.5)."""

from __future__ import annotations

from manastack.rules.events import emit, player_ref
from manastack.rules.keyword_actions import draw
from manastack.rules.zones import move
from manastack.types.actions import as_int
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt, object_labels
from manastack.types.enums import Step, Zone
from manastack.types.state import GameState

OPENING_HAND = 7


def start(game: GameState) -> None:
    """CR 103.2–103.5: shuffle, draw seven, then mulligans in turn order from the starting player."""
    for p in game.players:
        game.rng.shuffle(p.library)
        emit(game, "shuffle", "103.3", player=p.id, data=(("player", player_ref(game, p.id)),))
        draw(game, p.id, OPENING_HAND, rule="103.5")
    game.priority = None
    _ask_mulligan(game, game.starting_player)


def _ask_mulligan(game: GameState, pid: int) -> None:
    p = game.players[pid]
    game.decision = Decision(DecisionKind.MULLIGAN, pid, Prompt.of("mulligan", count=len(p.hand)),
                             ("keep", "mulligan"), (Label.of("keep"), Label.of("mulligan")), "103.5")
    game.context = "mulligan"


def answer_mulligan(game: GameState, option: object) -> None:
    """CR 103.5: a mulligan shuffles the hand away and draws a new seven; keeping puts one card on the
    bottom per mulligan taken (London mulligan)."""
    pid = game.decision.player  # type: ignore[union-attr]
    p = game.players[pid]
    game.decision = None
    if option == "mulligan":
        p.mulligans += 1
        for oid in list(p.hand):
            move(game, oid, Zone.LIBRARY, rule="103.5", why="mulligan")
        game.rng.shuffle(p.library)
        emit(game, "mulligan", "103.5", player=pid, data=(("player", player_ref(game, pid)),))
        draw(game, pid, OPENING_HAND, rule="103.5")
        _ask_mulligan(game, pid)
        return
    emit(game, "keep", "103.5", player=pid, data=(("player", player_ref(game, pid)), ("cards", len(p.hand))))
    _bottom_or_next(game, pid)


def _bottom_or_next(game: GameState, pid: int) -> None:
    p = game.players[pid]
    owed = p.mulligans - (OPENING_HAND - len(p.hand))
    if owed > 0 and p.hand:
        game.decision = Decision(DecisionKind.BOTTOM, pid, Prompt.of("mulligan_bottom"),
                                 tuple(p.hand), object_labels(game.objects, p.hand), "103.5")
        game.context = "bottom"
        return
    nxt = (pid + 1) % len(game.players)
    if nxt == game.starting_player:
        n = len(game.players)
        game.opening_queue = [(game.starting_player + i) % n for i in range(n)]
        _offer_opening_hand_cards(game)
    else:
        _ask_mulligan(game, nxt)


def _offer_opening_hand_cards(game: GameState) -> None:
    """CR 103.6: in turn order, each player may put cards that allow it (Leylines) from their opening hand
    onto the battlefield; then the first turn begins."""
    from manastack.rules.abilities import printed

    while game.opening_queue:
        pid = game.opening_queue[0]
        cards = tuple(c for c in game.players[pid].hand if printed(game.objects[c]).opening_hand)
        if cards:
            game.decision = Decision(DecisionKind.CHOOSE_OBJECT, pid,
                                     Prompt.of("opening_hand"),
                                     (*cards, "done"), (*object_labels(game.objects, cards), Label.of("done")), "103.6")
            game.context = "opening_hand"
            return
        game.opening_queue.pop(0)
    _first_turn(game)


def answer_opening_hand(game: GameState, option: object) -> None:
    pid = game.opening_queue[0]
    game.decision = None
    if option == "done":
        game.opening_queue.pop(0)
    else:
        move(game, as_int(option), Zone.BATTLEFIELD, controller=pid, rule="103.6",
             why="begins_on_battlefield")
    _offer_opening_hand_cards(game)


def answer_bottom(game: GameState, option: object) -> None:
    pid = game.decision.player  # type: ignore[union-attr]
    game.decision = None
    move(game, as_int(option), Zone.LIBRARY, top=False, rule="103.5", why="bottom")
    _bottom_or_next(game, pid)


def _first_turn(game: GameState) -> None:
    """CR 103.8: the starting player takes the first turn."""
    from manastack.rules.turns import begin_step

    game.turn_number = 1
    game.active = game.last_normal = game.starting_player
    emit(game, "turn_begin", "500.1", player=game.active, data=(("turn", 1), ("player", player_ref(game, game.active))))
    begin_step(game, Step.UNTAP)
