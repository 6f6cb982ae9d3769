"""Explicit mana payment (CR 601.2g, 605.3a) for agents that choose which mana abilities to activate.

With ``game.auto_mana`` off, a player with priority may activate mana abilities themselves (they are
listed among the priority actions), and when a cost is paid (601.2g) the player is asked which mana
ability to activate next until the pool can pay; only activations after which the rest of the cost can
still be paid are offered, so payment never dead-ends.
"""

from __future__ import annotations

from manastack.rules.mana import (
    _assign,
    activate_mana,
    asks_choices,
    can_activate_mana,
    find_payment,
    mana_abilities,
    mana_letters,
    pips_of,
)
from manastack.rules.mana_restrictions import usable_pool
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt
from manastack.types.events import ObjectRef
from manastack.types.mana import ManaCost
from manastack.types.state import GameState


def pool_covers(game: GameState, player: int, cost: ManaCost, spell: int | None = None) -> bool:
    """Whether the mana already in the pool pays the whole cost (for ``spell``: restricted mana, CR 106.6)."""
    return _assign(pips_of(cost), 0, usable_pool(game, player, spell), [], [], cost.generic)


def activations(game: GameState, player: int) -> list[tuple[int, int, str]]:
    """Every (source, ability, mana letter) the player could activate now with one choice, the color (those whose
    cost or mana needs more choices, ``mana_activation``, are activated from priority only)."""
    found = []
    for oid in game.battlefield:
        if game.objects[oid].controller != player:
            continue
        for index, spec in mana_abilities(game, oid):
            if not asks_choices(spec) and can_activate_mana(game, oid, index, spec):
                found += [(oid, index, letter) for letter in sorted(mana_letters(game, oid, spec))]
    return found


def payment_decision(game: GameState, player: int, cost: ManaCost, what: ObjectRef,
                     spell: int | None = None) -> Decision | None:
    """CR 601.2g: the next mana ability to activate for ``cost`` (paid for ``spell``, if a spell's: CR 106.6),
    or None once the pool can pay."""
    if pool_covers(game, player, cost, spell):
        return None
    options = tuple(a for a in activations(game, player) if _keeps_payable(game, player, cost, a, spell))
    labels = tuple(Label.of("mana_ability", source=ObjectRef(s, game.objects[s].card), mana=f"{{{letter}}}")
                   for s, _, letter in options)
    return Decision(DecisionKind.MANA_PAYMENT, player, Prompt.of("mana_payment", cost=cost.render(), spell=what),
                    options, labels, "601.2g")


def _keeps_payable(game: GameState, player: int, cost: ManaCost, activation: tuple[int, int, str],
                   spell: int | None) -> bool:
    trial = game.clone()
    source, index, letter = activation
    activate_mana(trial, player, source, index, letter)
    return find_payment(trial, player, cost, spell=spell) is not None


def activate(game: GameState, player: int, activation: tuple[int, int, str]) -> None:
    """CR 605.3a: activate the chosen mana ability; the mana goes to the pool at once."""
    source, index, letter = activation
    activate_mana(game, player, source, index, letter)



def color_decision(game: GameState, player: int, source: int, index: int) -> Decision:
    """CR 106.1b, 605.3a: a mana ability that makes mana of a choice of colors asks which, as it resolves."""
    options = tuple(a for a in activations(game, player) if a[0] == source and a[1] == index)
    labels = tuple(Label.of("mana", mana=f"{{{letter}}}") for _, _, letter in options)
    asked = Prompt.of("add_which_mana", source=ObjectRef(source, game.objects[source].card))
    return Decision(DecisionKind.CHOOSE_COLOR, player, asked, options, labels, "106.1b")
