"""CR 205.1a–b, 613.1d–f: static abilities that make permanents Food artifacts — "enchanted permanent is a
colorless Food artifact with '…' and loses all other card types and abilities" (Sugar Coat), "other creatures are
Food artifacts in addition to their other types and have '…'" (Ygra, Eater of All); CR 603.10a: a permanent
leaving the battlefield is remembered with the effects of static abilities on it."""

from __future__ import annotations

from helpers import ANA, cast, grant, named, position, resolve
from manastack.game import Game
from manastack.rules.abilities import GRANTED_ACTIVATED
from manastack.rules.characteristics import lost_abilities
from manastack.rules.keyword_actions import destroy
from manastack.rules.zones import simultaneously
from manastack.types.actions import ActivateAbility
from manastack.types.enums import CardType, Zone


def _coated(target: str, mine: tuple[str, ...] = ()) -> Game:
    """Ana casts Sugar Coat on ``target`` (Bo's, or hers if it's in ``mine``)."""
    ours = target in mine
    game = position(battlefield=(["Island"] * 3 + list(mine), [] if ours else [target]), hand=(["Sugar Coat"], []))
    cast(game, "Sugar Coat", named(game, target))
    resolve(game)
    return game


def _activations(game: Game, name: str) -> list[ActivateAbility]:
    oid = named(game, name)
    return [a for a in game.legal_actions() if isinstance(a, ActivateAbility) and a.source == oid]


def test_205_1a_the_new_card_types_replace_the_old_ones():
    """205.1a: Moonrise Cleric is an artifact only — no longer a creature, and no Bat or Cleric (205.3d) — but a
    Food; 613.1e: colorless; 613.1f: without flying. It keeps its name (ruling)."""
    game = _coated("Moonrise Cleric")
    c = game.characteristics(named(game, "Moonrise Cleric"))
    assert c.types == {CardType.ARTIFACT} and c.subtypes == {"Food"}
    assert c.colors == frozenset() and c.keywords == frozenset() and c.name == "Moonrise Cleric"


def test_205_1a_supertypes_are_kept_and_its_static_ability_is_gone():
    """205.1a: "loses all other card types" leaves the supertypes (Ygra stays legendary); 613.1f: Ygra's own
    static ability no longer makes other creatures Food."""
    game = _coated("Ygra, Eater of All", mine=("Grizzly Bears",))
    ygra = game.state.objects[named(game, "Ygra, Eater of All")]
    assert game.characteristics(ygra.id).supertypes == {"Legendary"} and lost_abilities(game.state, ygra)
    assert game.characteristics(named(game, "Grizzly Bears")).types == {CardType.CREATURE}


def test_613_1f_only_the_granted_ability_can_be_activated():
    """613.1f, 613.7: Ana's Brave-Kin Duo loses its printed activated ability ({1}, {T}); with two Plains untapped,
    the granted one ({2}, {T}, sacrifice) is the only one she may activate."""
    game = _coated("Brave-Kin Duo", mine=("Brave-Kin Duo", "Plains", "Plains"))
    assert [a.index for a in _activations(game, "Brave-Kin Duo")] == [GRANTED_ACTIVATED]


def test_613_7_an_ability_granted_later_still_applies():
    """613.7: a keyword granted after Sugar Coat's effect began (a later timestamp) is kept."""
    game = _coated("Grizzly Bears")
    bears = named(game, "Grizzly Bears")
    grant(game, bears, "Hexproof")
    assert game.characteristics(bears).keywords == {"Hexproof"}


def test_205_1b_other_creatures_are_food_artifacts_in_addition():
    """205.1b: Grizzly Bears and Hill Giant keep their types and add artifact and Food; Ygra itself is unchanged;
    613.1f: each has the granted ability."""
    game = position(battlefield=(["Ygra, Eater of All", "Grizzly Bears", "Forest", "Forest"], ["Hill Giant"]))
    for name in ("Grizzly Bears", "Hill Giant"):
        c = game.characteristics(named(game, name))
        assert c.types == {CardType.ARTIFACT, CardType.CREATURE} and "Food" in c.subtypes and len(c.granted) == 1
    assert "Food" not in game.characteristics(named(game, "Ygra, Eater of All")).subtypes
    assert [a.index for a in _activations(game, "Grizzly Bears")] == [GRANTED_ACTIVATED]


def test_603_10a_permanents_leaving_together_are_remembered_as_they_were():
    """603.10a: destroyed at the same time as Ygra, Hill Giant is still a Food as it leaves, so Ygra's last ability
    triggers (ruling: creatures that die while you control Ygra are still Food artifacts)."""
    game = position(battlefield=(["Ygra, Eater of All"], ["Hill Giant"]))
    state = game.state
    with simultaneously(state):
        for name in ("Ygra, Eater of All", "Hill Giant"):
            destroy(state, named(game, name))
    assert [t.definition.name for t in state.triggers] == ["Ygra, Eater of All"]
    assert state.triggers[0].controller == ANA


def test_603_6c_only_a_food_put_into_a_graveyard_from_the_battlefield():
    """603.6c: "whenever a Food is put into a graveyard from the battlefield": Carrot Cake discarded from a hand
    doesn't trigger Ygra; sacrificed from the battlefield, it does."""
    from manastack.rules.keyword_actions import discard, sacrifice

    game = position(battlefield=(["Ygra, Eater of All", "Carrot Cake"], []), hand=(["Carrot Cake"], []))
    discard(game.state, named(game, "Carrot Cake", Zone.HAND))
    assert game.state.triggers == []
    sacrifice(game.state, named(game, "Carrot Cake", Zone.BATTLEFIELD))     # (Carrot Cake's own trigger too)
    assert "Ygra, Eater of All" in [t.definition.name for t in game.state.triggers]


def test_613_8a_ygra_doesnt_apply_to_a_creature_sugar_coat_made_an_artifact():
    """613.8a: Ygra's effect depends on Sugar Coat's (which makes Grizzly Bears no longer a creature), so Sugar
    Coat's applies first and Ygra's doesn't apply to it, even with Ygra's later timestamp: one granted ability."""
    from manastack.rules.zones import new_card

    game = _coated("Grizzly Bears", mine=("Grizzly Bears",))
    new_card(game.state, game.state.cards.find("Ygra, Eater of All"), ANA, Zone.BATTLEFIELD)   # later timestamp
    game.state.event_seq += 1
    c = game.characteristics(named(game, "Grizzly Bears"))
    assert c.types == {CardType.ARTIFACT} and len(c.granted) == 1


def test_205_1a_it_keeps_its_mana_cost_and_mana_value():
    """Ruling: the enchanted permanent keeps its name, mana cost and mana value (202.3), and isn't a token."""
    from manastack.cards.parts import ObjectFilter
    from manastack.rules.filters import matches

    game = _coated("Hill Giant")
    giant = game.state.objects[named(game, "Hill Giant")]
    assert matches(game.state, giant, ObjectFilter(min_mana_value=4, max_mana_value=4), ANA)
    assert game.characteristics(giant.id).definition.cost.render() == "{3}{R}" and not giant.token
