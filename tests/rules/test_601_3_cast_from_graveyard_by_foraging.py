"""CR 601.3, 118.8: "until end of turn, you may cast creature spells from your graveyard by foraging in addition to
paying their other costs. If you cast a spell this way, that creature enters with a finality counter on it"
(Osteomancer Adept): the permission an effect gives (``rules.graveyard_permissions``), foraging (701.61a) paid with
the other costs (601.2h), the counter it enters with (122.6), and how long it lasts (611.2a, 514.2)."""

from __future__ import annotations

from helpers import ANA, activate, advance_to, choose, named, obj, position, resolve
from manastack.game import Game
from manastack.types.actions import CastSpell
from manastack.types.enums import Step, Zone

ADEPT = "Osteomancer Adept"


def _game(graveyard: list[str], battlefield: tuple[str, ...] = (), hand: list[str] | None = None) -> Game:
    return position(battlefield=([ADEPT, "Forest", "Swamp", *battlefield], []), graveyard=(graveyard, []),
                    hand=(hand or [], []))


def _permit(game: Game) -> None:
    activate(game, named(game, ADEPT), 0)
    resolve(game)


def _offered(game: Game, name: str) -> bool:
    return CastSpell(ANA, named(game, name)) in game.legal_actions()


def test_601_3_the_ability_lets_ana_cast_a_creature_card_from_her_graveyard() -> None:
    """601.3: before the ability resolves nothing lets Ana cast Grizzly Bears from her graveyard; after, she may;
    Shock (not a creature card) stays uncastable."""
    game = _game(["Grizzly Bears", "Island", "Plains", "Shock"])
    assert not _offered(game, "Grizzly Bears")
    _permit(game)
    assert _offered(game, "Grizzly Bears") and not _offered(game, "Shock")


def test_701_61a_without_three_other_cards_or_a_food_she_cant_forage() -> None:
    """701.61a (ruling 2024-07-26): the Bears and two other cards, no Food: once the Bears are on the stack only
    two cards are left to exile, so she can't cast them this way."""
    game = _game(["Grizzly Bears", "Island", "Plains"])
    _permit(game)
    assert not _offered(game, "Grizzly Bears")


def test_701_61a_a_food_lets_her_forage() -> None:
    """701.61a: with only the Bears in her graveyard but a Food, she may cast them, sacrificing the Food."""
    game = _game(["Grizzly Bears"], battlefield=("Food",))
    _permit(game)
    game.apply(CastSpell(ANA, named(game, "Grizzly Bears")))
    resolve(game)
    assert obj(game, named(game, "Grizzly Bears")).zone is Zone.BATTLEFIELD
    assert not [o for o in game.state.battlefield if obj(game, o).card == "Food"]


def test_118_8_foraging_is_paid_with_the_spell_and_it_enters_with_a_finality_counter() -> None:
    """118.8, 601.2h, 122.6: Ana exiles three other cards from her graveyard as she casts the Bears; they enter with
    a finality counter."""
    game = _game(["Grizzly Bears", "Shock", "Plains", "Mountain"])
    _permit(game)
    game.apply(CastSpell(ANA, named(game, "Grizzly Bears")))
    for card in ("Shock", "Plains", "Mountain"):
        if game.decision is not None and named(game, card) in game.decision.options:
            choose(game, named(game, card))
    resolve(game)
    bears = obj(game, named(game, "Grizzly Bears"))
    assert bears.zone is Zone.BATTLEFIELD and bears.counters == {"finality": 1}
    assert all(obj(game, named(game, c)).zone is Zone.EXILE for c in ("Shock", "Plains", "Mountain"))


def test_122_6_a_creature_cast_from_the_hand_has_no_finality_counter() -> None:
    """122.6: the permission is about graveyard cards: Grizzly Bears cast from the hand enters without a counter."""
    game = _game(["Island", "Plains", "Mountain"], hand=["Grizzly Bears"])
    _permit(game)
    game.apply(CastSpell(ANA, named(game, "Grizzly Bears")))
    resolve(game)
    assert obj(game, named(game, "Grizzly Bears")).counters == {}


def test_307_1_the_timing_rules_still_apply() -> None:
    """307.1 (ruling 2024-07-26): in combat, with the permission, she can't cast the Bears (not a main phase)."""
    game = _game(["Grizzly Bears", "Island", "Plains", "Mountain"])
    _permit(game)
    advance_to(game, Step.BEGIN_COMBAT)
    assert not _offered(game, "Grizzly Bears")


def test_514_2_the_permission_ends_with_the_turn() -> None:
    """611.2a, 514.2: "until end of turn": on Ana's next turn the Bears can't be cast from her graveyard."""
    game = _game(["Grizzly Bears", "Island", "Plains", "Mountain"])
    _permit(game)
    advance_to(game, Step.MAIN1, turn=5)
    assert not _offered(game, "Grizzly Bears")
