"""Activating by hand a mana ability whose cost or mana needs choices (CR 605.3a, 602.2b, 106.1b).

"{T}, Forage: Add two mana in any combination of colors." (Thornvault Forager): as it's activated, the player
makes the cost's choices (how to forage, 701.61a: the way, then the Food or the three cards) and chooses a color
for each mana (106.1b); then, with every choice made, the ability is activated at once: its costs are paid and the
mana added together (605.3a: a mana ability doesn't use the stack), so no decision ever sees a half-paid cost. The
choices so far are ``game.mana_activation``, plain data (architecture §1).
"""

from __future__ import annotations

from manastack.rules import forage
from manastack.rules.events import object_ref
from manastack.rules.mana import activate_mana, asks_choices, mana_ability_at, mana_amount, mana_letters
from manastack.types.costs import ManaActivation
from manastack.types.decisions import Decision, DecisionKind, Prompt, mana_labels
from manastack.types.state import GameState

CONTEXT = "mana_activation"


def needs_choices(game: GameState, source: int, index: int) -> bool:
    """Whether activating the ability asks more than one color (``mana.asks_choices``)."""
    return asks_choices(mana_ability_at(game, source, index))


def begin(game: GameState, player: int, source: int, index: int) -> None:
    """CR 602.2b: start the activation; the choices are asked one at a time."""
    game.mana_activation = ManaActivation(source, index)
    _ask_next(game, player)


def _next_forage(game: GameState, player: int, act: ManaActivation) -> Decision | None:
    return forage.next_choice(game, player, act.picks) if mana_ability_at(game, act.source, act.ability).cost.forage \
        else None


def _colors(game: GameState, act: ManaActivation) -> tuple[str, ...]:
    return tuple(sorted(mana_letters(game, act.source, mana_ability_at(game, act.source, act.ability)),
                        key="WUBRGC".index))


def _colors_left(game: GameState, act: ManaActivation) -> int:
    """How many mana still need their color (106.1b: "any combination of colors": each is chosen; else one
    choice, if there is a choice)."""
    spec = mana_ability_at(game, act.source, act.ability)
    if spec.add == "any_combination":
        return mana_amount(game, act.source, spec) - len(act.letters)
    return int(len(_colors(game, act)) > 1 and not act.letters)


def _ask_next(game: GameState, player: int) -> None:
    """The next choice (the forage's first, CR 601.2h; then the colors, 106.1b), or, all made, activate it."""
    act = game.mana_activation
    assert act is not None
    decision = _next_forage(game, player, act)
    if decision is None and _colors_left(game, act) > 0:
        colors = _colors(game, act)
        asked = Prompt.of("add_which_mana", variant="numbered", source=object_ref(game, game.objects[act.source]),
                          number=len(act.letters) + 1)
        decision = Decision(DecisionKind.CHOOSE_COLOR, player, asked, colors, mana_labels(colors), "106.1b")
    if decision is not None:
        game.decision = decision
        game.context = CONTEXT
        return
    game.mana_activation = None
    activate_mana(game, player, act.source, act.ability, act.letters or _colors(game, act)[0], act.picks)


def answer(game: GameState, option: object) -> None:
    """Record the choice just made, then ask the next one or activate the ability."""
    act = game.mana_activation
    assert act is not None and game.decision is not None
    player = game.decision.player
    game.decision = None
    if _next_forage(game, player, act) is not None:
        assert isinstance(option, int | str)
        game.mana_activation = ManaActivation(act.source, act.ability, (*act.picks, option), act.letters)
    else:
        game.mana_activation = ManaActivation(act.source, act.ability, act.picks, act.letters + str(option))
    _ask_next(game, player)
