"""The heuristic agent's planeswalker play: which loyalty ability to activate (CR 606), whom to attack (508.1b)."""

from __future__ import annotations

from manastack.cards.schema import Activated
from manastack.rules.abilities import ability_at, printed
from manastack.rules.characteristics import power
from manastack.rules.loyalty import loyalty_of
from manastack.types.actions import Action, ActivateAbility
from manastack.types.state import GameState


def loyalty_choice(state: GameState, legal: list[Action]) -> ActivateAbility | None:
    """The loyalty ability to use: the biggest one that leaves the planeswalker alive (an ultimate when it can),
    else none. Only the legal ones are looked at, so 606.3 and 606.6 are already honoured."""
    best: tuple[int, ActivateAbility] | None = None
    for action in legal:
        if not isinstance(action, ActivateAbility):
            continue
        source = state.objects[action.source]
        ability = ability_at(printed(source), action.index)
        if not isinstance(ability, Activated) or not ability.is_loyalty:
            continue
        cost = ability.cost.loyalty or 0
        if loyalty_of(source) + cost > 0 and (best is None or cost < best[0]):
            best = (cost, action)
    return None if best is None else best[1]


def attack_target(state: GameState, attacker: int, options: list[tuple[int, ...]], lethal: bool) -> tuple[int, ...]:
    """Where ``attacker`` goes: the player when the attack may be lethal, else a planeswalker not yet dealt with
    by the creatures already sent at it (lowest loyalty first), else the player."""
    mine = [o for o in options if o[0] == attacker]
    player = next(o for o in mine if len(o) == 2)
    if lethal:
        return player
    combat = state.combat
    sent: dict[int, int] = {}
    for a, walker in (combat.attacked.items() if combat is not None else ()):
        sent[walker] = sent.get(walker, 0) + power(state, state.objects[a])
    walkers = sorted((o for o in mine if len(o) == 3 and sent.get(o[2], 0) < loyalty_of(state.objects[o[2]])),
                     key=lambda o: loyalty_of(state.objects[o[2]]))
    return walkers[0] if walkers else player
