"""Long River Lurker's mechanisms: granted ward (CR 613.1f, 702.21a), "can't be blocked this turn" (509.1b), and a
delayed ability watching "that creature" (603.7c) that exiles and returns it (400.7), with its rulings
(2024-07-26)."""

from __future__ import annotations

from helpers import ANA, BO, advance_to, attack, cast, ids, named, obj, position, resolve
from manastack.rules.combat import can_block
from manastack.rules.keyword_actions import destroy
from manastack.types.enums import Step, Zone

LURKER = "Long River Lurker"


def _game(mine=("Grizzly Bears",), theirs=("Hill Giant",), their_hand=()):  # type: ignore[no-untyped-def]
    return position(battlefield=([*mine, "Island", "Island", "Island"], [*theirs, "Mountain", "Mountain"]),
                    hand=([LURKER], list(their_hand)))


def _cast_lurker(game, target: int) -> None:  # type: ignore[no-untyped-def]
    cast(game, LURKER)
    resolve(game, target)


def test_509_1b_the_target_cant_be_blocked_this_turn_only() -> None:
    """509.1b, 514.2: the creature can't be blocked this turn; next turn it can."""
    game = _game()
    bears, giant = named(game, "Grizzly Bears"), named(game, "Hill Giant")
    _cast_lurker(game, bears)
    assert not can_block(game.state, giant, bears)
    advance_to(game, Step.UPKEEP, turn=4)
    assert can_block(game.state, giant, bears)


def test_603_7c_combat_damage_by_that_creature_offers_the_exile() -> None:
    """603.7c, 400.7: when that creature deals combat damage this turn, its controller may exile it and return it:
    a new object without its counters."""
    game = _game(mine=("Grizzly Bears",))
    bears = named(game, "Grizzly Bears")
    obj(game, bears).counters = {"+1/+1": 2}
    _cast_lurker(game, bears)
    attack(game, bears)
    advance_to(game, Step.COMBAT_DAMAGE)
    resolve(game, "yes")
    new = named(game, "Grizzly Bears", Zone.BATTLEFIELD)
    assert new != bears and obj(game, new).counters == {} and game.state.players[BO].life == 16


def test_603_7c_another_creatures_damage_doesnt_trigger() -> None:
    """603.7c: the delayed ability watches only the creature it was made for."""
    game = _game(mine=("Grizzly Bears", "Savannah Lions"))
    bears, lions = named(game, "Grizzly Bears"), named(game, "Savannah Lions")
    _cast_lurker(game, bears)
    attack(game, lions)
    advance_to(game, Step.COMBAT_DAMAGE)
    assert not game.state.triggers and not game.state.stack
    assert named(game, "Savannah Lions", Zone.BATTLEFIELD) == lions


def test_400_7_an_exiled_token_doesnt_return() -> None:
    """Ruling: a token exiled this way ceases to exist and doesn't return."""
    game = _game(mine=("Rabbit",))
    rabbit = named(game, "Rabbit")
    obj(game, rabbit).token = True
    _cast_lurker(game, rabbit)
    attack(game, rabbit)
    advance_to(game, Step.COMBAT_DAMAGE)
    resolve(game, "yes")
    assert ids(game, "Rabbit", Zone.BATTLEFIELD) == []


def test_613_1f_other_frogs_you_control_have_ward() -> None:
    """613.1f, 702.21a: another Frog the player controls gets ward {1}: targeting it triggers; Lurker itself has its
    own ward only (one trigger, "other"), and an opponent's Frog gets none."""
    game = _game(mine=("Bellowing Crier",), theirs=("Bellowing Crier",), their_hand=["Shock", "Shock"])
    _cast_lurker(game, named(game, "Bellowing Crier", owner=ANA))
    mine, theirs = named(game, "Bellowing Crier", owner=ANA), named(game, "Bellowing Crier", owner=BO)
    advance_to(game, Step.UPKEEP, turn=4)
    cast(game, "Shock", mine)
    assert len(game.state.triggers) + len(game.state.stack) == 2     # Shock and one ward trigger
    resolve(game, "no")
    assert named(game, "Bellowing Crier", Zone.BATTLEFIELD, ANA) == mine
    cast(game, "Shock", theirs)
    assert len(game.state.stack) == 1


def test_702_21a_granted_ward_resolves_after_lurker_leaves() -> None:
    """Ruling: once a ward ability of another Frog has triggered, removing Long River Lurker doesn't stop it: the
    player must still pay {1} or the spell is countered."""
    game = _game(mine=("Bellowing Crier",), their_hand=["Shock"])
    _cast_lurker(game, named(game, "Bellowing Crier"))
    advance_to(game, Step.UPKEEP, turn=4)
    crier = named(game, "Bellowing Crier")
    cast(game, "Shock", crier)
    destroy(game.state, named(game, LURKER))
    resolve(game, "no")
    assert named(game, "Bellowing Crier", Zone.BATTLEFIELD) == crier
    assert named(game, "Shock", Zone.GRAVEYARD, BO)
