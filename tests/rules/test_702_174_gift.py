"""CR 702.174 Gift: one test per sentence of the rule (seed 000, Spanish CR; seed 001, Italian rulings), then
one test per gift card in ``cards/data/gift.yaml``.

Positions are set up directly: a fresh two-player game in the active player's precombat main phase,
mana put in the caster's pool, spells cast with ``CastSpell`` and every question answered with ``Choose``.
"""

from __future__ import annotations

from manastack.cards.pool import CardPool
from manastack.game import Game
from manastack.rules import engine
from manastack.rules.characteristics import chars
from manastack.rules.effects.base import Ctx
from manastack.rules.effects.protect_player import PROTECTION
from manastack.rules.keywords import gift
from manastack.rules.statics import player_keywords
from manastack.rules.targets import player_target
from manastack.rules.zones import new_card
from manastack.types.actions import CastSpell, Choose, PassPriority
from manastack.types.costs import GiftPromise
from manastack.types.decisions import DecisionKind
from manastack.types.enums import CardType, Color, Step, Zone
from manastack.types.objects import Player
from manastack.types.state import GameState

ANA, BO, CY = 0, 1, 2


class Table:
    """A game set up by hand: Ana is active in her precombat main phase (turn 2)."""

    def __init__(self, players: int = 2, library: int = 5, cards: CardPool | None = None) -> None:
        self.s = GameState(7, cards if cards is not None else CardPool.builtin())
        self.s.players = [Player(i, name) for i, name in enumerate(("Ana", "Bo", "Cy")[:players])]
        for p in range(players):
            for _ in range(library):
                new_card(self.s, self.s.cards["Island"], p, Zone.LIBRARY)
        self.game: Game | None = None

    def add(self, name: str, owner: int = ANA, zone: Zone = Zone.BATTLEFIELD) -> int:
        return new_card(self.s, self.s.cards.find(name), owner, zone).id

    def start(self) -> Table:
        self.s.step = Step.MAIN1
        self.s.turn_number = 2
        self.s.phase_done = True
        engine.advance(self.s)
        self.game = Game(self.s)
        return self

    def mana(self, player: int, letters: str) -> None:
        for letter in letters:
            self.s.players[player].pool["WUBRGC".index(letter)] += 1

    @property
    def d(self):  # type: ignore[no-untyped-def]
        assert self.game is not None
        return self.game.decision

    def cast(self, player: int, card: int, *answers: object) -> None:
        assert self.game is not None
        self.game.apply(CastSpell(player, card))
        self.choose(*answers)

    def choose(self, *answers: object) -> None:
        assert self.game is not None
        for answer in answers:
            self.game.apply(Choose(self.d.player, answer))  # type: ignore[arg-type]

    def resolve(self) -> None:
        """Every player passes in turn: the top object of the stack resolves."""
        assert self.game is not None
        if not self.s.stack:
            return
        top = self.s.stack[-1]
        while top in self.s.stack and self.d is not None and self.d.kind is DecisionKind.PRIORITY:
            self.game.apply(PassPriority(self.d.player))

    def resolve_all(self) -> None:
        while self.s.stack and self.d is not None and self.d.kind is DecisionKind.PRIORITY:
            self.resolve()

    def on_battlefield(self, name: str, controller: int | None = None) -> list[int]:
        return [o for o in self.s.battlefield if self.s.objects[o].card == name
                and (controller is None or self.s.objects[o].controller == controller)]

    def names(self, zone: Zone, owner: int) -> list[str]:
        return [self.s.objects[o].card for o in self.s.zone_list(zone, owner)]

    def kinds(self) -> list[str]:
        return [e.kind for e in self.s.events]


def _gift_given(t: Table) -> int:
    return t.kinds().count("gift_given")


# -- 702.174a ---------------------------------------------------------------------------------------
def test_702_174a_gift_is_an_optional_additional_cost_choosing_an_opponent() -> None:
    """702.174a: Gift is a keyword for two abilities, written "Gift a [something]". The first works while the
    spell is on the stack: "As an additional cost to cast this spell, you may choose an opponent." — paid by
    the rules for additional costs (601.2b, 601.2f–h). Choosing the opponent is not targeting: an opponent
    with hexproof can be chosen, and the mana cost stays the same."""
    t = Table()
    t.s.players[BO].keywords = ("Hexproof",)
    bear = t.add("Grizzly Bears", BO)
    hunger = t.add("Nocturnal Hunger", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "BBBB")
    t.cast(ANA, hunger)
    assert t.d.kind is DecisionKind.GIFT
    assert t.d.options == ("no", BO)            # optional; only opponents can be chosen
    t.choose(BO, bear)
    spell = t.s.objects[t.s.stack[-1]]
    assert spell.costs == (GiftPromise(BO),)
    assert t.s.players[ANA].pool == [0, 0, 1, 0, 0, 0]   # {2}{B} paid: the promise costs no mana


def test_702_174a_the_gift_cost_is_paid_at_most_once() -> None:
    """Ruling (seed 001): you can't pay a gift cost more than once: the promise is asked once, to one opponent."""
    t = Table(players=3)
    hunger = t.add("Nocturnal Hunger", ANA, Zone.HAND)
    bear = t.add("Grizzly Bears", BO)
    t.start()
    t.mana(ANA, "BBB")
    t.cast(ANA, hunger)
    assert t.d.options == ("no", BO, CY)
    t.choose(CY)
    assert t.d.kind is DecisionKind.TARGET
    t.choose(bear)
    spell = t.s.objects[t.s.stack[-1]]
    assert [r for r in spell.costs if isinstance(r, GiftPromise)] == [GiftPromise(CY)]


# -- 702.174b ---------------------------------------------------------------------------------------
def test_702_174b_permanent_gift_is_an_intervening_if_enters_trigger() -> None:
    """702.174b: on a permanent, the second ability is "When this permanent enters, if its gift was promised,
    [effect]." Scrapshooter promised to Bo: as it enters, its gift trigger makes Bo draw a card."""
    t = Table()
    shooter = t.add("Scrapshooter", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "GGG")
    t.cast(ANA, shooter, BO)
    t.resolve()
    assert t.on_battlefield("Scrapshooter", ANA)
    assert t.d.kind is DecisionKind.TRIGGER_ORDER and len(t.d.options) == 2   # gift and destroy triggers
    t.choose(0)          # the destroy trigger has no target (no opposing artifact): removed (603.3d)
    assert "no_target" in t.kinds()
    assert len(t.s.stack) == 1                # only the gift trigger is left
    hand = len(t.s.players[BO].hand)
    t.resolve()
    assert len(t.s.players[BO].hand) == hand + 1


def test_702_174b_permanent_without_promise_does_not_trigger() -> None:
    """702.174b: "if its gift was promised" is an intervening if (603.4): without the promise the ability
    doesn't trigger at all."""
    t = Table()
    shooter = t.add("Scrapshooter", ANA, Zone.HAND)
    t.add("Sol Ring", BO)
    t.start()
    t.mana(ANA, "GGG")
    t.cast(ANA, shooter, "no")
    t.resolve()
    assert t.on_battlefield("Scrapshooter", ANA)
    assert t.s.stack == [] and t.s.triggers == []
    assert t.on_battlefield("Sol Ring", BO)
    assert len(t.s.players[BO].hand) == 0


def test_702_174b_spell_gift_happens_only_if_promised() -> None:
    """702.174b: on an instant or sorcery the second ability is "If this spell's gift was promised, [effect]."
    Nocturnal Hunger unpromised: no Food for Bo (and Ana loses 2 life)."""
    t = Table()
    bear = t.add("Grizzly Bears", BO)
    hunger = t.add("Nocturnal Hunger", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "BBB")
    t.cast(ANA, hunger, "no", bear)
    t.resolve()
    assert not t.on_battlefield("Food")
    assert "gift" not in t.kinds()


# -- 702.174c ---------------------------------------------------------------------------------------
def test_702_174c_giving_a_gift_triggers_when_a_promised_spell_resolves() -> None:
    """702.174c: "whenever a player gives a gift" triggers each time an instant or sorcery that player controls
    whose gift was promised resolves (Jolly Gerbils: draw a card)."""
    t = Table()
    t.add("Jolly Gerbils", ANA)
    bear = t.add("Grizzly Bears", BO)
    hunger = t.add("Nocturnal Hunger", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "BBB")
    t.cast(ANA, hunger, BO, bear)
    t.resolve()
    assert _gift_given(t) == 1
    assert len(t.s.stack) == 1                # Jolly Gerbils' trigger
    hand = len(t.s.players[ANA].hand)
    t.resolve()
    assert len(t.s.players[ANA].hand) == hand + 1


def test_702_174c_giving_a_gift_triggers_when_a_permanents_gift_trigger_resolves() -> None:
    """702.174c: it also triggers each time the gift triggered ability of a permanent that player controls
    resolves — not when the permanent spell resolves."""
    t = Table()
    t.add("Jolly Gerbils", ANA)
    shooter = t.add("Scrapshooter", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "GGG")
    t.cast(ANA, shooter, BO)
    t.resolve()                                # Scrapshooter enters; its gift trigger goes on the stack
    t.choose(0)                                # (its destroy trigger has no target and is removed)
    assert _gift_given(t) == 0
    t.resolve()                                # the gift trigger resolves: Bo draws, Ana has given a gift
    assert _gift_given(t) == 1
    hand = len(t.s.players[ANA].hand)
    t.resolve()                                # Jolly Gerbils' trigger
    assert len(t.s.players[ANA].hand) == hand + 1


def test_702_174c_a_gift_is_given_even_if_it_does_nothing() -> None:
    """702.174c: the trigger is on the promised spell resolving, once per gift, even if the gift itself can't
    happen: Cy has no library to draw from."""
    t = Table(players=3)
    t.s.players[CY].library = []
    for oid in [o for o, obj in t.s.objects.items() if obj.owner == CY]:
        del t.s.objects[oid]
    t.add("Jolly Gerbils", ANA)
    wear = t.add("Wear Down", ANA, Zone.HAND)
    ring = t.add("Sol Ring", BO)
    ring2 = t.add("Sol Ring", BO)
    t.start()
    t.mana(ANA, "GG")
    t.cast(ANA, wear, CY, ring, ring2)
    t.resolve()
    assert "draw_empty" in t.kinds()
    assert _gift_given(t) == 1
    assert any(t.s.objects[o].is_ability and t.s.objects[o].card == "Jolly Gerbils" for o in t.s.stack)


# -- 702.174d–i: the six gifts -----------------------------------------------------------------------
def _promise_and_resolve(t: Table, card: str, mana: str, *answers: object) -> None:
    spell = t.add(card, ANA, Zone.HAND)
    t.start()
    t.mana(ANA, mana)
    t.cast(ANA, spell, BO, *answers)
    t.resolve()


def test_702_174d_gift_a_food() -> None:
    """702.174d: "Gift a Food" means "The chosen player creates a Food token." (Crumb and Get It)"""
    t = Table()
    bear = t.add("Grizzly Bears", ANA)
    _promise_and_resolve(t, "Crumb and Get It", "W", bear)
    food = t.on_battlefield("Food", BO)
    assert len(food) == 1 and t.s.objects[food[0]].token


def test_702_174e_gift_a_card() -> None:
    """702.174e: "Gift a card" means "The chosen player draws a card." (Wear Down)"""
    t = Table()
    ring, ring2 = t.add("Sol Ring", BO), t.add("Sol Ring", BO)
    _promise_and_resolve(t, "Wear Down", "GG", ring, ring2)
    assert len(t.s.players[BO].hand) == 1


def test_702_174f_gift_a_tapped_fish() -> None:
    """702.174f: "Gift a tapped Fish" means "The chosen player creates a tapped 1/1 blue Fish creature token."
    (Into the Flood Maw)"""
    t = Table()
    bear = t.add("Grizzly Bears", BO)
    _promise_and_resolve(t, "Into the Flood Maw", "U", bear)
    (fish,) = t.on_battlefield("Fish", BO)
    obj = t.s.objects[fish]
    c = chars(t.s, obj)
    assert obj.tapped and obj.token
    assert (c.power, c.toughness, c.colors, c.types, c.subtypes) == (
        1, 1, frozenset({Color.BLUE}), frozenset({CardType.CREATURE}), frozenset({"Fish"}))


def _give_directly(kind: str) -> Table:
    """A promised spell on the stack giving ``kind`` — for the two gifts no card in our files gives."""
    t = Table()
    spell = t.add("Divination", ANA, Zone.STACK)
    t.start()
    obj = t.s.objects[spell]
    obj.controller = ANA
    obj.costs = (GiftPromise(BO),)
    gift.apply(Ctx(t.s, obj, {}, {}, []), gift.GiveGift(do="give_gift", kind=kind))  # type: ignore[arg-type]
    return t


def test_702_174g_gift_an_extra_turn() -> None:
    """702.174g: "Gift an extra turn" means "The chosen player takes an extra turn after this one.\""""
    t = _give_directly("extra_turn")
    assert t.s.extra_turns == [BO]


def test_702_174h_gift_a_treasure() -> None:
    """702.174h: "Gift a Treasure" means "The chosen player creates a Treasure token." (Blooming Blast)"""
    t = Table()
    bear = t.add("Grizzly Bears", BO)
    _promise_and_resolve(t, "Blooming Blast", "RR", bear)
    assert len(t.on_battlefield("Treasure", BO)) == 1


def test_702_174i_gift_an_octopus() -> None:
    """702.174i: "Gift an Octopus" means "The chosen player creates an 8/8 blue Octopus creature token.\""""
    t = _give_directly("octopus")
    (octopus,) = t.on_battlefield("Octopus", BO)
    c = chars(t.s, t.s.objects[octopus])
    assert (c.power, c.toughness, c.colors) == (8, 8, frozenset({Color.BLUE}))
    assert not t.s.objects[octopus].tapped


# -- 702.174j ---------------------------------------------------------------------------------------
def test_702_174j_the_gift_happens_before_the_spells_other_effects() -> None:
    """702.174j: on an instant or sorcery the gift always happens before any other spell ability of the card.
    Wildfire Howl promised: Bo draws before any damage is dealt."""
    t = Table()
    bear = t.add("Grizzly Bears", BO)
    howl = t.add("Wildfire Howl", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "RRR")
    t.cast(ANA, howl, BO, player_target(BO))
    t.resolve()
    kinds = t.kinds()
    assert kinds.index("gift") < kinds.index("damage")
    assert t.s.players[BO].life == 19
    assert not t.on_battlefield("Grizzly Bears") and bear not in t.s.objects


def test_702_174j_no_gift_if_the_spell_is_countered() -> None:
    """702.174j: if the spell is countered or otherwise leaves the stack before resolving, the gift doesn't
    happen (and no gift is given, 702.174c)."""
    t = Table()
    t.add("Jolly Gerbils", ANA)
    bear = t.add("Grizzly Bears", BO)
    hunger = t.add("Nocturnal Hunger", ANA, Zone.HAND)
    counterspell = t.add("Counterspell", BO, Zone.HAND)
    t.start()
    t.mana(ANA, "BBB")
    t.cast(ANA, hunger, BO, bear)
    t.game.apply(PassPriority(ANA))  # type: ignore[union-attr]
    t.mana(BO, "UU")
    t.cast(BO, counterspell, t.s.stack[-1])
    t.resolve()
    assert t.names(Zone.GRAVEYARD, ANA) == ["Nocturnal Hunger"]
    assert not t.on_battlefield("Food")
    assert _gift_given(t) == 0 and t.s.stack == []
    assert t.on_battlefield("Grizzly Bears", BO)


def test_702_174j_no_gift_if_the_spell_does_not_resolve() -> None:
    """Ruling (seed 001): a promised spell that doesn't resolve because all its targets are illegal makes no
    gift either."""
    t = Table()
    bear = t.add("Grizzly Bears", BO)
    blast = t.add("Blooming Blast", ANA, Zone.HAND)
    shock = t.add("Shock", BO, Zone.HAND)
    t.start()
    t.mana(ANA, "RR")
    t.cast(ANA, blast, BO, bear)
    t.game.apply(PassPriority(ANA))  # type: ignore[union-attr]
    t.mana(BO, "R")
    t.cast(BO, shock, bear)
    t.resolve()                                 # Shock kills the bear
    t.resolve()                                 # Blooming Blast: its only target is gone
    assert "fizzle" in t.kinds()
    assert not t.on_battlefield("Treasure") and t.s.players[BO].life == 20


# -- 702.174k ---------------------------------------------------------------------------------------
def test_702_174k_declaring_the_intention_to_pay_means_the_gift_was_promised() -> None:
    """702.174k: if the spell's controller declares the intention to pay its gift cost, the gift was promised —
    from then on (the targets are chosen after the promise, 601.2b–c)."""
    t = Table()
    bear = t.add("Grizzly Bears", BO)
    blast = t.add("Blooming Blast", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "RR")
    t.cast(ANA, blast, BO)
    spell = t.s.objects[t.s.stack[-1]]
    assert t.d.kind is DecisionKind.TARGET
    assert gift.is_promised(t.s, spell) and gift.promised_to(t.s, spell) == BO
    t.choose(bear)
    t.resolve()
    assert t.s.players[BO].life == 17


# -- 702.174l ---------------------------------------------------------------------------------------
def test_702_174l_targets_needed_only_if_promised_are_chosen_only_then() -> None:
    """702.174l: if part of a spell's ability has an effect only if the gift was promised and that part has a
    target, the controller chooses that target only if the gift was promised (Mind Spiral)."""
    t = Table()
    bear = t.add("Grizzly Bears", BO)
    spiral = t.add("Mind Spiral", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "UUUUU")
    t.cast(ANA, spiral, "no")
    assert t.d.options == (player_target(ANA), player_target(BO))
    t.choose(player_target(ANA))
    assert t.d.kind is DecisionKind.PRIORITY          # no creature target is asked
    spell = t.s.objects[t.s.stack[-1]]
    assert spell.targets[0] == (player_target(ANA),) and all(not ts for ts in spell.targets[1:])
    t.resolve()
    assert len(t.s.players[ANA].hand) == 3
    assert not t.s.objects[bear].tapped and not t.on_battlefield("Fish")


def test_702_174l_an_alternative_target_replaces_the_normal_one_when_promised() -> None:
    """702.174l: "If the gift was promised, instead return target nonland permanent …": the promised spell
    asks only for that target; the unpromised one only for a creature an opponent controls."""
    t = Table()
    t.add("Grizzly Bears", BO)
    ring = t.add("Sol Ring", BO)
    t.add("Island", BO)
    maw = t.add("Into the Flood Maw", ANA, Zone.HAND)
    maw2 = t.add("Into the Flood Maw", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "UU")
    t.cast(ANA, maw, "no")
    assert [t.s.objects[o].card for o in t.d.options] == ["Grizzly Bears"]
    t.choose(t.d.options[0])
    t.cast(ANA, maw2, BO)
    assert [t.s.objects[o].card for o in t.d.options] == ["Grizzly Bears", "Sol Ring"]
    t.choose(ring)
    t.resolve()
    assert t.names(Zone.HAND, BO) == ["Sol Ring"]


def test_702_174l_a_spell_castable_only_by_promising() -> None:
    """702.174l: when only the promised version has a legal target, the spell can be cast — and the gift must
    be promised (Into the Flood Maw with no opposing creature, only an artifact)."""
    t = Table()
    ring = t.add("Sol Ring", BO)
    maw = t.add("Into the Flood Maw", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "U")
    assert CastSpell(ANA, maw) in t.game.legal_actions()  # type: ignore[union-attr]
    t.game.apply(CastSpell(ANA, maw))  # type: ignore[union-attr]
    assert t.d.kind is DecisionKind.TARGET                # the promise was the only option: made for Ana
    assert gift.promised_to(t.s, t.s.objects[t.s.stack[-1]]) == BO
    t.choose(ring)
    t.resolve()
    assert t.names(Zone.HAND, BO) == ["Sol Ring"] and t.on_battlefield("Fish", BO)


def test_702_174l_a_permanent_can_be_promised_without_targets_for_its_enters_ability() -> None:
    """Ruling (seed 001): you may promise a gift for a permanent spell even if its enters ability will have no
    target; the gift trigger still happens."""
    t = Table()
    shooter = t.add("Scrapshooter", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "GGG")
    t.cast(ANA, shooter)
    assert t.d.kind is DecisionKind.GIFT and BO in t.d.options
    t.choose(BO)
    t.resolve()
    t.choose(0)
    t.resolve_all()
    assert len(t.s.players[BO].hand) == 1


# -- the gift cards ---------------------------------------------------------------------------------
def test_card_into_the_flood_maw_unpromised_bounces_an_opposing_creature() -> None:
    """Into the Flood Maw without the promise: return target creature an opponent controls to its owner's hand."""
    t = Table()
    bear = t.add("Grizzly Bears", BO)
    maw = t.add("Into the Flood Maw", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "U")
    t.cast(ANA, maw, "no", bear)
    t.resolve()
    assert t.names(Zone.HAND, BO) == ["Grizzly Bears"] and not t.on_battlefield("Fish")


def test_card_blooming_blast() -> None:
    """Blooming Blast: 2 damage to target creature; promised, 3 more to that creature's controller."""
    t = Table()
    lions = t.add("Savannah Lions", BO)
    blast = t.add("Blooming Blast", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "RR")
    t.cast(ANA, blast, "no", lions)
    t.resolve()
    assert lions not in t.s.objects and t.s.players[BO].life == 20


def test_card_nocturnal_hunger() -> None:
    """Nocturnal Hunger: destroy target creature; unpromised you lose 2 life, promised you don't (Bo gets Food)."""
    t = Table()
    bear, bear2 = t.add("Grizzly Bears", BO), t.add("Grizzly Bears", BO)
    h1, h2 = t.add("Nocturnal Hunger", ANA, Zone.HAND), t.add("Nocturnal Hunger", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "BBBBBB")
    t.cast(ANA, h1, "no", bear)
    t.resolve()
    assert t.s.players[ANA].life == 18 and bear not in t.s.objects
    t.cast(ANA, h2, BO, bear2)
    t.resolve()
    assert t.s.players[ANA].life == 18 and bear2 not in t.s.objects
    assert len(t.on_battlefield("Food", BO)) == 1


def test_card_long_rivers_pull() -> None:
    """Long River's Pull: counter target creature spell; promised, counter target spell instead."""
    t = Table()
    bolt = t.add("Lightning Bolt", ANA, Zone.HAND)
    pull = t.add("Long River's Pull", BO, Zone.HAND)
    t.start()
    t.mana(ANA, "R")
    t.cast(ANA, bolt, player_target(BO))
    t.game.apply(PassPriority(ANA))  # type: ignore[union-attr]
    t.mana(BO, "UU")
    t.game.apply(CastSpell(BO, pull))  # type: ignore[union-attr]
    # no creature spell to counter: promising is the only way, so the promise (to Ana) is made at once
    assert t.d.kind is DecisionKind.TARGET
    assert gift.promised_to(t.s, t.s.objects[t.s.stack[-1]]) == ANA
    t.choose(t.s.stack[-2])
    t.resolve()
    assert t.names(Zone.GRAVEYARD, ANA) == ["Lightning Bolt"] and t.s.players[BO].life == 20
    assert len(t.s.players[ANA].hand) == 1


def test_card_long_rivers_pull_unpromised_counters_a_creature_spell() -> None:
    t = Table()
    bears = t.add("Grizzly Bears", ANA, Zone.HAND)
    pull = t.add("Long River's Pull", BO, Zone.HAND)
    t.start()
    t.mana(ANA, "GG")
    t.cast(ANA, bears)
    t.game.apply(PassPriority(ANA))  # type: ignore[union-attr]
    t.mana(BO, "UU")
    t.cast(BO, pull, "no", t.s.stack[-1])
    t.resolve()
    assert t.names(Zone.GRAVEYARD, ANA) == ["Grizzly Bears"]


def test_card_wear_down() -> None:
    """Wear Down: destroy target artifact or enchantment; promised, two targets instead."""
    t = Table()
    r1, r2 = t.add("Sol Ring", BO), t.add("Sol Ring", BO)
    w1, w2 = t.add("Wear Down", ANA, Zone.HAND), t.add("Wear Down", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "GGGG")
    t.cast(ANA, w1, "no", r1)
    assert t.d.kind is DecisionKind.PRIORITY      # only one target unpromised
    t.resolve()
    assert r1 not in t.s.objects and r2 in t.s.objects
    r3 = t.add("Sol Ring", BO)
    t.cast(ANA, w2, BO, r2)
    assert t.d.kind is DecisionKind.TARGET and "done" not in t.d.options   # exactly two
    t.choose(r3)
    t.resolve()
    assert not t.on_battlefield("Sol Ring")


def test_card_peerless_recycling() -> None:
    """Peerless Recycling: return target permanent card from your graveyard to your hand; promised, two."""
    t = Table()
    g1 = t.add("Grizzly Bears", ANA, Zone.GRAVEYARD)
    g2 = t.add("Sol Ring", ANA, Zone.GRAVEYARD)
    t.add("Shock", ANA, Zone.GRAVEYARD)
    t.add("Hill Giant", BO, Zone.GRAVEYARD)
    recycle = t.add("Peerless Recycling", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "GG")
    t.cast(ANA, recycle, BO)
    assert set(t.d.options) == {g1, g2}           # not Shock (not a permanent card), not Bo's card
    t.choose(g1, g2)
    t.resolve()
    assert sorted(t.names(Zone.HAND, ANA)) == ["Grizzly Bears", "Sol Ring"]


def test_card_crumb_and_get_it() -> None:
    """Crumb and Get It: target creature you control gets +2/+2; promised, it also gains indestructible."""
    t = Table()
    bear = t.add("Grizzly Bears", ANA)
    crumb = t.add("Crumb and Get It", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "W")
    t.cast(ANA, crumb, BO, bear)
    t.resolve()
    c = chars(t.s, t.s.objects[bear])
    assert (c.power, c.toughness) == (4, 4) and "Indestructible" in c.keywords


def test_card_valley_rally() -> None:
    """Valley Rally: creatures you control get +2/+0; promised, target creature you control gains first strike."""
    t = Table()
    bear, lions = t.add("Grizzly Bears", ANA), t.add("Savannah Lions", ANA)
    theirs = t.add("Hill Giant", BO)
    rally = t.add("Valley Rally", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "RRR")
    t.cast(ANA, rally, BO, lions)
    t.resolve()
    assert chars(t.s, t.s.objects[bear]).power == 4 and chars(t.s, t.s.objects[lions]).power == 4
    assert chars(t.s, t.s.objects[theirs]).power == 3
    assert "First strike" in chars(t.s, t.s.objects[lions]).keywords
    assert "First strike" not in chars(t.s, t.s.objects[bear]).keywords


def test_card_dewdrop_cure() -> None:
    """Dewdrop Cure: return up to two creature cards with mana value 2 or less from your graveyard to the
    battlefield; promised, up to three."""
    t = Table()
    cards = [t.add(n, ANA, Zone.GRAVEYARD) for n in ("Grizzly Bears", "Savannah Lions", "Raging Goblin")]
    t.add("Hill Giant", ANA, Zone.GRAVEYARD)
    cure = t.add("Dewdrop Cure", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "WWW")
    t.cast(ANA, cure, "no")
    assert set(t.d.options) == {*cards, "done"}      # "up to": done is offered; Hill Giant has mana value 4
    t.choose(cards[0], cards[1])
    assert t.d.kind is DecisionKind.PRIORITY
    t.resolve()
    assert t.on_battlefield("Grizzly Bears", ANA) and t.on_battlefield("Savannah Lions", ANA)
    assert t.names(Zone.GRAVEYARD, ANA) == ["Raging Goblin", "Hill Giant", "Dewdrop Cure"]


def test_card_dewdrop_cure_promised_returns_up_to_three() -> None:
    t = Table()
    for n in ("Grizzly Bears", "Savannah Lions", "Raging Goblin"):
        t.add(n, ANA, Zone.GRAVEYARD)
    cure = t.add("Dewdrop Cure", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "WWW")
    t.cast(ANA, cure, BO, *t.s.players[ANA].graveyard[:3])
    t.resolve()
    assert len([o for o in t.s.battlefield if t.s.objects[o].controller == ANA]) == 3


def test_card_wildfire_howl() -> None:
    """Wildfire Howl: 2 damage to each creature; promised, instead 1 damage to any target and 2 to each
    creature."""
    t = Table()
    giant = t.add("Hill Giant", BO)
    mine = t.add("Leatherback Baloth", ANA)
    howl = t.add("Wildfire Howl", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "RRR")
    t.cast(ANA, howl, BO, giant)
    t.resolve()
    assert giant not in t.s.objects               # 1 + 2 damage to a 3/3
    assert t.s.objects[mine].damage == 2


def test_card_consumed_by_greed() -> None:
    """Consumed by Greed: target opponent sacrifices a creature with the greatest power among creatures they
    control; promised, return target creature card from your graveyard to your hand."""
    t = Table()
    t.add("Grizzly Bears", BO)
    giant = t.add("Hill Giant", BO)
    dead = t.add("Savannah Lions", ANA, Zone.GRAVEYARD)
    greed = t.add("Consumed by Greed", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "BBB")
    t.cast(ANA, greed, BO, player_target(BO), dead)
    t.resolve()
    assert giant not in t.s.objects and t.on_battlefield("Grizzly Bears", BO)
    assert t.names(Zone.HAND, ANA) == ["Savannah Lions"]


def test_card_longstalk_brawl() -> None:
    """Longstalk Brawl: your creature and a creature you don't control; promised, a +1/+1 counter on yours
    first; then they fight."""
    t = Table()
    bear = t.add("Grizzly Bears", ANA)
    giant = t.add("Hill Giant", BO)
    brawl = t.add("Longstalk Brawl", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "G")
    t.cast(ANA, brawl, BO, bear, giant)
    t.resolve()
    assert giant not in t.s.objects               # 3 damage from the 3/3 bear
    assert bear not in t.s.objects                # 3 damage to the 3/3 bear
    assert t.on_battlefield("Fish", BO)          # the tapped Fish came first and isn't in the fight


def test_card_scrapshooter_destroys_an_opposing_artifact_when_promised() -> None:
    """Scrapshooter: 4/4 reach; when it enters, if the gift was promised, destroy target artifact or
    enchantment an opponent controls."""
    t = Table()
    ring = t.add("Sol Ring", BO)
    mine = t.add("Sol Ring", ANA)
    shooter = t.add("Scrapshooter", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "GGG")
    t.cast(ANA, shooter, BO)
    t.resolve()
    assert t.d.kind is DecisionKind.TRIGGER_ORDER     # the gift trigger and the destroy trigger
    t.choose(0)
    if t.d.kind is DecisionKind.TARGET:
        assert t.d.options == (ring,)
        t.choose(ring)
    t.resolve_all()
    assert ring not in t.s.objects and mine in t.s.objects
    assert len(t.s.players[BO].hand) == 1
    c = chars(t.s, t.s.objects[t.on_battlefield("Scrapshooter")[0]])
    assert (c.power, c.toughness) == (4, 4) and "Reach" in c.keywords


def test_card_mind_spiral_promised_taps_and_stuns() -> None:
    """Mind Spiral: target player draws three; promised, tap target creature an opponent controls and put a
    stun counter on it — it then stays tapped through Bo's next untap step (CR 122.1d)."""
    t = Table()
    bear = t.add("Grizzly Bears", BO)
    spiral = t.add("Mind Spiral", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "UUUUU")
    t.cast(ANA, spiral, BO, player_target(ANA), bear)
    t.resolve()
    obj = t.s.objects[bear]
    assert obj.tapped and obj.counters == {"stun": 1}
    assert len(t.s.players[ANA].hand) == 3
    from manastack.rules.turns import _untap_step
    t.s.active = BO
    _untap_step(t.s)
    assert obj.tapped and not obj.counters


def test_card_sazacaps_brew() -> None:
    """Sazacap's Brew: as an additional cost, discard a card; target player draws two; promised, target
    creature you control gets +2/+0."""
    t = Table()
    bear = t.add("Grizzly Bears", ANA)
    brew = t.add("Sazacap's Brew", ANA, Zone.HAND)
    t.add("Shock", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "RR")
    t.cast(ANA, brew, BO, player_target(ANA), bear)
    assert t.names(Zone.GRAVEYARD, ANA) == ["Shock"]   # the only other card: discarded as the cost (601.2h)
    t.resolve()
    assert len(t.s.players[ANA].hand) == 2
    assert chars(t.s, t.s.objects[bear]).power == 4


def test_card_sazacaps_brew_needs_a_card_to_discard() -> None:
    """CR 601.2b: Sazacap's Brew can't be cast without another card in hand to discard."""
    t = Table()
    brew = t.add("Sazacap's Brew", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "RR")
    assert CastSpell(ANA, brew) not in t.game.legal_actions()  # type: ignore[union-attr]


def test_card_jolly_gerbils_triggers_once_per_gift() -> None:
    """Jolly Gerbils: whenever you give a gift, draw a card — not when an opponent gives one."""
    t = Table()
    t.add("Jolly Gerbils", ANA)
    bear = t.add("Grizzly Bears", ANA)
    crumb = t.add("Crumb and Get It", BO, Zone.HAND)
    t.start()
    t.game.apply(PassPriority(ANA))  # type: ignore[union-attr]
    t.mana(BO, "W")
    assert t.d.player == BO
    lions = t.add("Savannah Lions", BO)
    t.cast(BO, crumb, ANA, lions)
    t.resolve()
    assert _gift_given(t) == 1 and t.s.stack == []    # Bo gave the gift: Ana's Gerbils don't trigger
    assert t.on_battlefield("Food", ANA) and bear in t.s.objects


# -- copies (ruling, seed 001) ----------------------------------------------------------------------
def test_702_174_copy_of_a_promised_spell_is_promised_to_the_same_opponent() -> None:
    """Ruling (seed 001): if you copy a spell whose gift was promised, the gift is promised to the same
    opponent for the copy (CR 707.10: a copy copies the choices made while casting): the copy gives its own
    gift, first, and counts as a gift given."""
    t = Table()
    t.add("Jolly Gerbils", ANA)
    bear, bear2 = t.add("Grizzly Bears", BO), t.add("Grizzly Bears", BO)
    hunger = t.add("Nocturnal Hunger", ANA, Zone.HAND)
    twincast = t.add("Twincast", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "BBB")
    t.cast(ANA, hunger, BO, bear)
    original = t.s.stack[-1]
    t.mana(ANA, "UU")
    t.cast(ANA, twincast, original)             # Ana holds priority (117.3c) and copies her own spell
    t.resolve()                                  # Twincast resolves: choose a new target for the copy
    t.choose("yes", bear2)
    copy = t.s.stack[-1]
    assert copy != original and t.s.objects[copy].is_copy
    assert gift.promised_to(t.s, t.s.objects[copy]) == BO
    t.resolve()                                  # the copy: Food for Bo, then bear2 is destroyed
    assert bear2 not in t.s.objects and len(t.on_battlefield("Food", BO)) == 1
    assert _gift_given(t) == 1
    t.resolve_all()
    assert bear not in t.s.objects and len(t.on_battlefield("Food", BO)) == 2
    assert _gift_given(t) == 2


def test_702_174_a_permanent_entering_as_a_copy_has_no_promised_gift() -> None:
    """Ruling (seed 001): a card or token entering as a copy of a permanent whose gift was promised doesn't have
    its gift promised: a Clone copying a promised Scrapshooter has no gift trigger and no destroy trigger."""
    t = Table()
    ring = t.add("Sol Ring", BO)
    shooter = t.add("Scrapshooter", ANA, Zone.HAND)
    clone = t.add("Clone", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "GGG")
    t.cast(ANA, shooter, BO)
    t.resolve()
    t.choose(1)                                  # gift trigger first on the stack, then the destroy trigger
    if t.d.kind is DecisionKind.TARGET:
        t.choose(ring)
    t.resolve_all()
    assert ring not in t.s.objects and len(t.s.players[BO].hand) == 1
    ring2 = t.add("Sol Ring", BO)
    t.mana(ANA, "UUUU")
    t.cast(ANA, clone)
    t.resolve()
    t.choose("yes", t.on_battlefield("Scrapshooter")[0])   # Clone enters as a copy of Scrapshooter
    (copy,) = t.on_battlefield("Clone", ANA)
    assert t.s.objects[copy].copy_of is t.s.cards["Scrapshooter"] and chars(t.s, t.s.objects[copy]).power == 4
    assert not gift.is_promised(t.s, t.s.objects[copy])
    assert t.s.stack == [] and t.s.triggers == []
    assert ring2 in t.s.objects and len(t.s.players[BO].hand) == 1


# -- the remaining gift cards (Bloomburrow, Bloomburrow Commander, Hobbit, Alchemy) ---------------------------
def _until(t: Table, step: Step, turn: int) -> None:
    """Pass priority with an empty stack, declaring nothing, until ``step`` of ``turn`` begins."""
    from helpers import advance_to

    advance_to(t.game, step, turn)  # type: ignore[arg-type]


# -- Bilbo's Gambit ---------------------------------------------------------------------------------
def test_101_2_bilbos_gambit_promised_players_cant_cast_spells_this_turn() -> None:
    """Bilbo's Gambit: return target spell to its owner's hand; promised (a Treasure for Bo), players can't cast
    spells this turn — CR 101.2: the "can't" wins over every permission, for both players, until the turn ends."""
    t = Table()
    bolt = t.add("Lightning Bolt", BO, Zone.HAND)
    t.add("Shock", ANA, Zone.HAND)
    gambit = t.add("Bilbo's Gambit", ANA, Zone.HAND)
    t.start()
    t.game.apply(PassPriority(ANA))  # type: ignore[union-attr]
    t.mana(BO, "R")
    t.cast(BO, bolt, player_target(ANA))
    spell = t.s.stack[-1]
    t.game.apply(PassPriority(BO))  # type: ignore[union-attr]
    t.mana(ANA, "WW")
    t.cast(ANA, gambit, BO, spell)
    t.resolve()
    assert t.s.stack == [] and t.names(Zone.HAND, BO) == ["Lightning Bolt"] and t.s.players[ANA].life == 20
    assert t.on_battlefield("Treasure", BO)
    assert all(p.cant_cast for p in t.s.players) and "101.2" in [e.rule for e in t.s.events]
    t.mana(ANA, "R")
    assert not any(isinstance(a, CastSpell) for a in t.game.legal_actions())  # type: ignore[union-attr]
    t.game.apply(PassPriority(ANA))  # type: ignore[union-attr]
    t.mana(BO, "R")                  # Bo has mana and an instant, and still can't cast it
    assert not any(isinstance(a, CastSpell) for a in t.game.legal_actions())  # type: ignore[union-attr]
    _until(t, Step.UPKEEP, 3)        # CR 514.2: the effect ends in the cleanup step
    assert not any(p.cant_cast for p in t.s.players)


def test_card_bilbos_gambit_unpromised_only_returns_the_spell() -> None:
    """Bilbo's Gambit, gift not promised: the spell returns to its owner's hand, and it can be cast again."""
    t = Table()
    bolt = t.add("Lightning Bolt", BO, Zone.HAND)
    gambit = t.add("Bilbo's Gambit", ANA, Zone.HAND)
    t.start()
    t.game.apply(PassPriority(ANA))  # type: ignore[union-attr]
    t.mana(BO, "RR")
    t.cast(BO, bolt, player_target(ANA))
    t.game.apply(PassPriority(BO))  # type: ignore[union-attr]
    t.mana(ANA, "WW")
    t.cast(ANA, gambit, "no", t.s.stack[-1])
    t.resolve()
    assert t.names(Zone.HAND, BO) == ["Lightning Bolt"] and not t.on_battlefield("Treasure")
    assert not any(p.cant_cast for p in t.s.players)
    t.game.apply(PassPriority(ANA))  # type: ignore[union-attr]
    assert CastSpell(BO, t.s.players[BO].hand[0]) in t.game.legal_actions()  # type: ignore[union-attr]


# -- Coiling Rebirth --------------------------------------------------------------------------------
def test_707_9b_coiling_rebirth_promised_creates_a_1_1_token_copy() -> None:
    """Coiling Rebirth: return target creature card from your graveyard to the battlefield; promised, and the
    creature isn't legendary, also create a token that's a copy of it, except it's 1/1 (CR 707.2, 707.9b: the
    exception is part of the token's copiable values — a copy of the token is 1/1 too)."""
    t = Table()
    angel = t.add("Serra Angel", ANA, Zone.GRAVEYARD)
    rebirth = t.add("Coiling Rebirth", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "BBBBB")
    t.cast(ANA, rebirth, BO, angel)
    t.resolve()
    cards = [o for o in t.on_battlefield("Serra Angel", ANA) if not t.s.objects[o].token]
    tokens = [o for o in t.on_battlefield("Serra Angel", ANA) if t.s.objects[o].token]
    assert len(cards) == 1 and len(tokens) == 1
    card_c, token_c = chars(t.s, t.s.objects[cards[0]]), chars(t.s, t.s.objects[tokens[0]])
    assert (card_c.power, card_c.toughness) == (4, 4)
    assert (token_c.power, token_c.toughness) == (1, 1)
    assert {"Flying", "Vigilance"} <= token_c.keywords and token_c.colors == {Color.WHITE}
    assert token_c.definition.mana_value == 5                       # CR 707.2: the mana cost is copied
    assert len(t.s.players[BO].hand) == 1                            # the gift: Bo drew a card
    from manastack.rules.copiable import copiable_values

    assert copiable_values(t.s.objects[tokens[0]]) == (t.s.cards["Serra Angel"],
                                                       {"copy_except": (("power", 1), ("toughness", 1))})


def test_card_coiling_rebirth_unpromised_or_legendary_makes_no_token() -> None:
    """Coiling Rebirth: no token if the gift wasn't promised, nor if the returned creature is legendary."""
    from helpers import pool_with

    t = Table(cards=pool_with('Test Legend: {cost: "{2}{B}", types: [Creature], supertypes: [Legendary], '
                              'power: 3, toughness: 3}'))
    bears = t.add("Grizzly Bears", ANA, Zone.GRAVEYARD)
    legend = t.add("Test Legend", ANA, Zone.GRAVEYARD)
    r1, r2 = t.add("Coiling Rebirth", ANA, Zone.HAND), t.add("Coiling Rebirth", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "BBBBBBBBBB")
    t.cast(ANA, r1, "no", bears)
    t.resolve()
    assert len(t.on_battlefield("Grizzly Bears", ANA)) == 1 and not t.s.players[BO].hand
    t.cast(ANA, r2, BO, legend)
    t.resolve()
    assert len(t.on_battlefield("Test Legend", ANA)) == 1 and "no_copy" in t.kinds()
    assert len(t.s.players[BO].hand) == 1


# -- Cruelclaw's Heist ------------------------------------------------------------------------------
def test_601_3_cruelclaws_heist_promised_lets_you_cast_the_exiled_card_with_any_mana() -> None:
    """Cruelclaw's Heist: target opponent reveals their hand, you choose a nonland card and exile it; promised,
    you may cast it for as long as it remains exiled, spending mana as though it were any type (CR 601.3, 609.4b).
    The permission is a CastSpell of the exiled card among Ana's priority actions, at the card's own timing."""
    t = Table()
    bears = t.add("Grizzly Bears", BO, Zone.HAND)
    t.add("Island", BO, Zone.HAND)
    shock = t.add("Shock", BO, Zone.HAND)
    heist = t.add("Cruelclaw's Heist", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "BB")
    t.cast(ANA, heist, BO, player_target(BO))
    t.resolve()
    assert t.d.kind is DecisionKind.CHOOSE_OBJECT and set(t.d.options) == {bears, shock}   # not the Island
    assert "reveal" in t.kinds()
    t.choose(bears)
    (exiled,) = [o for o in t.s.exile if t.s.objects[o].card == "Grizzly Bears"]
    assert t.s.objects[exiled].owner == BO
    assert CastSpell(ANA, exiled) not in t.game.legal_actions()  # type: ignore[union-attr]   # no mana yet
    t.mana(ANA, "UU")                                            # blue mana pays {1}{G}: any type (609.4b)
    assert CastSpell(ANA, exiled) in t.game.legal_actions()  # type: ignore[union-attr]
    saved = Game.from_json(t.game.to_json())  # type: ignore[union-attr]   # the permission is plain data: saved
    assert CastSpell(ANA, exiled) in saved.legal_actions()
    t.game.apply(PassPriority(ANA))  # type: ignore[union-attr]
    assert t.d.player == BO and CastSpell(BO, exiled) not in t.game.legal_actions()  # type: ignore[union-attr]
    t.game.apply(PassPriority(BO))  # type: ignore[union-attr]      # to combat: a creature can't be cast now
    assert t.s.step is Step.BEGIN_COMBAT
    t.mana(ANA, "UU")
    assert CastSpell(ANA, exiled) not in t.game.legal_actions()  # type: ignore[union-attr]
    _until(t, Step.MAIN2, 2)
    t.mana(ANA, "UU")
    t.cast(ANA, exiled)
    assert t.s.players[ANA].pool == [0, 0, 0, 0, 0, 0]
    t.resolve()
    (mine,) = t.on_battlefield("Grizzly Bears")
    assert t.s.objects[mine].controller == ANA and t.s.objects[mine].owner == BO


def test_card_cruelclaws_heist_unpromised_only_exiles() -> None:
    """Cruelclaw's Heist, gift not promised: the card stays exiled and nobody may cast it; with a single nonland
    card in the hand there is nothing to choose."""
    t = Table()
    t.add("Grizzly Bears", BO, Zone.HAND)
    t.add("Island", BO, Zone.HAND)
    heist = t.add("Cruelclaw's Heist", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "BBGG")
    t.cast(ANA, heist, "no", player_target(BO))
    t.resolve()
    (exiled,) = t.s.exile
    assert t.s.objects[exiled].card == "Grizzly Bears" and t.names(Zone.HAND, BO) == ["Island"]
    assert CastSpell(ANA, exiled) not in t.game.legal_actions()  # type: ignore[union-attr]


# -- Dawn's Truce -----------------------------------------------------------------------------------
def test_702_11d_dawns_truce_you_and_your_permanents_gain_hexproof() -> None:
    """Dawn's Truce: you and permanents you control gain hexproof until end of turn (CR 702.11b, 702.11d): Bo's
    spells can't target Ana or her creature, Ana's still can; not promised, nothing is indestructible."""
    t = Table()
    bear = t.add("Grizzly Bears", ANA)
    theirs = t.add("Hill Giant", BO)
    truce = t.add("Dawn's Truce", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "WW")
    t.cast(ANA, truce, "no")
    t.resolve()
    from manastack.cards.schema import TargetSpec
    from manastack.rules.targets import candidates

    any_target = TargetSpec(kind="any")
    assert set(candidates(t.s, any_target, BO, None)) == {player_target(BO), theirs}
    assert set(candidates(t.s, any_target, ANA, None)) == {player_target(ANA), player_target(BO), bear, theirs}
    assert "Indestructible" not in chars(t.s, t.s.objects[bear]).keywords
    assert "Hexproof" not in chars(t.s, t.s.objects[theirs]).keywords
    _until(t, Step.UPKEEP, 3)
    assert set(candidates(t.s, any_target, BO, None)) == {player_target(ANA), player_target(BO), bear, theirs}


def test_702_12b_dawns_truce_promised_your_permanents_also_gain_indestructible() -> None:
    """Dawn's Truce promised: Bo draws first; Ana's permanents also gain indestructible (702.12b: "destroy all"
    leaves them)."""
    t = Table()
    bear = t.add("Grizzly Bears", ANA)
    theirs = t.add("Hill Giant", BO)
    truce = t.add("Dawn's Truce", ANA, Zone.HAND)
    wrath = t.add("Wrath of God", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "WW")
    t.cast(ANA, truce, BO)
    t.resolve()
    assert len(t.s.players[BO].hand) == 1
    c = chars(t.s, t.s.objects[bear])
    assert {"Hexproof", "Indestructible"} <= c.keywords
    t.mana(ANA, "WWWW")
    t.cast(ANA, wrath)
    t.resolve()
    assert bear in t.s.objects and theirs not in t.s.objects


# -- Kitnap -----------------------------------------------------------------------------------------
def test_613_1b_kitnap_promised_you_control_enchanted_creature() -> None:
    """Kitnap: Aura, enchant creature (CR 303.4a: the spell targets what it will enchant, and enters attached to
    it); when it enters, tap enchanted creature; promised, no stun counters; "you control enchanted creature" is a
    layer-2 effect (613.1b) that lasts while Kitnap is attached: destroyed, control returns to Bo."""
    t = Table()
    giant = t.add("Hill Giant", BO)
    t.add("Grizzly Bears", ANA)
    kitnap = t.add("Kitnap", ANA, Zone.HAND)
    murder = t.add("Murder", BO, Zone.HAND)
    t.start()
    t.mana(ANA, "UUUU")
    t.cast(ANA, kitnap, BO)
    assert t.d.kind is DecisionKind.TARGET and len(t.d.options) == 2     # either creature can be enchanted
    t.choose(giant)
    t.resolve()
    (aura,) = t.on_battlefield("Kitnap", ANA)
    assert t.s.objects[aura].attached_to == giant
    assert t.s.objects[giant].controller == ANA and t.s.objects[giant].sick      # CR 302.6
    assert "control_change" in t.kinds()
    assert t.d.kind is DecisionKind.TRIGGER_ORDER                  # the gift trigger and the tap trigger
    t.choose(0)
    t.resolve_all()
    assert t.s.objects[giant].tapped and not t.s.objects[giant].counters
    assert len(t.s.players[BO].hand) == 2                          # Murder and the gifted card
    t.game.apply(PassPriority(ANA))  # type: ignore[union-attr]
    t.mana(BO, "BBB")
    t.cast(BO, murder, giant)                                      # Bo kills his own (now Ana's) giant
    t.resolve()
    assert sorted(t.names(Zone.GRAVEYARD, BO)) == ["Hill Giant", "Murder"]      # its owner's graveyard
    assert not t.on_battlefield("Kitnap")                           # CR 704.5m: attached to nothing
    assert t.names(Zone.GRAVEYARD, ANA) == ["Kitnap"]


def test_704_5m_kitnap_leaving_gives_control_back() -> None:
    """Kitnap unpromised: tap and three stun counters; when Kitnap leaves the battlefield, the control effect
    ends and Bo controls his creature again (CR 613.1b, 611.3a)."""
    t = Table()
    giant = t.add("Hill Giant", BO)
    kitnap = t.add("Kitnap", ANA, Zone.HAND)
    naturalize = t.add("Naturalize", BO, Zone.HAND)
    t.start()
    t.mana(ANA, "UUUU")
    t.cast(ANA, kitnap, "no", giant)
    t.resolve_all()
    obj = t.s.objects[giant]
    assert obj.controller == ANA and obj.tapped and obj.counters == {"stun": 3}
    (aura,) = t.on_battlefield("Kitnap")
    copy = Game.from_json(t.game.to_json())  # type: ignore[union-attr]   # the control record survives saving
    assert copy.state.objects[giant].controller == ANA
    t.game.apply(PassPriority(ANA))  # type: ignore[union-attr]
    t.mana(BO, "GG")
    t.cast(BO, naturalize, aura)
    t.resolve()
    assert obj.controller == BO and "base_controller" not in obj.chosen and obj.counters == {"stun": 3}


def test_303_4a_kitnap_fizzles_if_its_target_is_gone() -> None:
    """CR 303.4a, 608.2b: an Aura spell whose target is illegal doesn't resolve: Kitnap goes to the graveyard."""
    t = Table()
    giant = t.add("Hill Giant", BO)
    kitnap = t.add("Kitnap", ANA, Zone.HAND)
    bolt = t.add("Lightning Bolt", BO, Zone.HAND)
    t.start()
    t.mana(ANA, "UUUU")
    t.cast(ANA, kitnap, "no", giant)
    t.game.apply(PassPriority(ANA))  # type: ignore[union-attr]
    t.mana(BO, "R")
    t.cast(BO, bolt, giant)
    t.resolve_all()
    assert "fizzle" in t.kinds() and t.names(Zone.GRAVEYARD, ANA) == ["Kitnap"]


def test_303_4a_kitnap_needs_a_creature_to_enchant() -> None:
    t = Table()
    kitnap = t.add("Kitnap", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "UUUU")
    assert CastSpell(ANA, kitnap) not in t.game.legal_actions()  # type: ignore[union-attr]


# -- Octomancer -------------------------------------------------------------------------------------
def test_702_174i_octomancer_copies_the_gifted_octopus_at_the_end_step() -> None:
    """Octomancer promised: Bo gets an 8/8 blue Octopus (702.174i); at the beginning of each end step, Ana creates
    a token copy of target creature token that entered the battlefield this turn — the Octopus."""
    t = Table()
    octo = t.add("Octomancer", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "GGGUU")
    t.cast(ANA, octo, BO)
    t.resolve_all()
    (theirs,) = t.on_battlefield("Octopus", BO)
    _until(t, Step.END, 2)
    assert t.d.kind is DecisionKind.TARGET and t.d.options == (theirs,)
    t.choose(theirs)
    t.resolve_all()
    (mine,) = t.on_battlefield("Octopus", ANA)
    c = chars(t.s, t.s.objects[mine])
    assert (c.power, c.toughness) == (8, 8) and c.colors == {Color.BLUE} and t.s.objects[mine].token


def test_card_octomancer_only_tokens_that_entered_this_turn() -> None:
    """Octomancer unpromised: no Octopus; tokens that entered on an earlier turn can't be targeted, so at Bo's end
    step the ability has no target and is removed (CR 603.3d)."""
    t = Table()
    t.s.objects[t.add("Fish", BO)].token = True     # a token that was created on an earlier turn
    octo = t.add("Octomancer", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "GGGUU")
    t.cast(ANA, octo, "no")
    t.resolve_all()
    assert not t.on_battlefield("Octopus")
    _until(t, Step.END, 2)
    assert "no_target" in t.kinds() and len(t.on_battlefield("Fish")) == 1


# -- Parting Gust -----------------------------------------------------------------------------------
def test_603_7_parting_gust_unpromised_returns_the_creature_at_the_next_end_step() -> None:
    """Parting Gust: exile target nontoken creature; not promised, a delayed ability returns it under its owner's
    control with a +1/+1 counter at the beginning of the next end step (CR 603.7, 122.6)."""
    t = Table()
    giant = t.add("Hill Giant", BO)
    t.s.objects[t.add("Fish", BO)].token = True
    gust = t.add("Parting Gust", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "WW")
    t.cast(ANA, gust, "no")
    assert t.d.options == (giant,)                  # a token isn't a legal target
    t.choose(giant)
    t.resolve()
    assert t.names(Zone.EXILE, BO) == ["Hill Giant"] and len(t.s.delayed) == 1
    _until(t, Step.END, 2)
    t.resolve_all()
    (back,) = t.on_battlefield("Hill Giant")
    assert t.s.objects[back].controller == BO and t.s.objects[back].counters == {"+1/+1": 1}
    assert chars(t.s, t.s.objects[back]).power == 4


def test_card_parting_gust_promised_exiles_for_good() -> None:
    """Parting Gust promised: Bo gets a tapped Fish first; the creature stays exiled."""
    t = Table()
    giant = t.add("Hill Giant", BO)
    gust = t.add("Parting Gust", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "WW")
    t.cast(ANA, gust, BO, giant)
    t.resolve()
    (fish,) = t.on_battlefield("Fish", BO)
    assert t.s.objects[fish].tapped and not t.s.delayed
    _until(t, Step.UPKEEP, 3)
    assert t.names(Zone.EXILE, BO) == ["Hill Giant"]


# -- Perch Protection -------------------------------------------------------------------------------
def test_702_26_perch_protection_promised_phases_out_your_permanents() -> None:
    """Perch Protection promised: Bo will take an extra turn; Ana creates four 2/2 blue Birds with flying, then all
    permanents she controls phase out (CR 702.26b: treated as though they don't exist), and until her next turn
    her life total can't change (119.7) and she has protection from everything (702.16j). Perch Protection is
    exiled. Her permanents phase in during her next untap step (502.1), after Bo's extra turn and his own."""
    t = Table()
    bear = t.add("Grizzly Bears", ANA)
    giant = t.add("Hill Giant", BO)
    perch = t.add("Perch Protection", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "WWWWWW")
    t.cast(ANA, perch, BO)
    t.resolve()
    birds = t.on_battlefield("Bird", ANA)
    assert len(birds) == 4 and t.names(Zone.EXILE, ANA) == ["Perch Protection"]
    c = chars(t.s, t.s.objects[birds[0]])
    assert c.colors == {Color.BLUE} and "Flying" in c.keywords and (c.power, c.toughness) == (2, 2)
    assert all(t.s.objects[o].phased_out for o in [bear, *birds]) and not t.s.objects[giant].phased_out
    ana = t.s.players[ANA]
    assert ana.life_locked and PROTECTION in player_keywords(t.s, ANA) and t.s.extra_turns == [BO]
    from manastack.cards.schema import TargetSpec
    from manastack.rules.targets import candidates

    assert candidates(t.s, TargetSpec(kind="any"), BO, None) == [player_target(BO), giant]
    from manastack.rules.damage import lose_life

    lose_life(t.s, ANA, 5)
    assert ana.life == 20
    _until(t, Step.MAIN1, 3)                        # Bo's extra turn
    assert t.s.active == BO and t.s.objects[bear].phased_out
    _until(t, Step.MAIN1, 4)                        # Bo's normal turn
    assert t.s.active == BO and t.s.objects[bear].phased_out
    _until(t, Step.UPKEEP, 5)                       # Ana's turn: they phase in, the protection ends
    assert t.s.active == ANA and not any(t.s.objects[o].phased_out for o in [bear, *birds])
    assert not ana.life_locked and PROTECTION not in player_keywords(t.s, ANA) and "phase_in" in t.kinds()


def test_card_perch_protection_unpromised_makes_birds_and_exiles_itself() -> None:
    t = Table()
    perch = t.add("Perch Protection", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "WWWWWW")
    t.cast(ANA, perch, "no")
    t.resolve()
    assert len(t.on_battlefield("Bird", ANA)) == 4 and t.names(Zone.EXILE, ANA) == ["Perch Protection"]
    assert not any(t.s.objects[o].phased_out for o in t.s.battlefield)
    assert not t.s.players[ANA].life_locked and t.s.extra_turns == []


# -- Pool Resources ---------------------------------------------------------------------------------
def test_card_pool_resources_unpromised_draws_two() -> None:
    """Pool Resources (Alchemy) not promised: draw two cards (the top two: lands)."""
    t = Table()
    pool = t.add("Pool Resources", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "UUU")
    t.cast(ANA, pool, "no")
    t.resolve()
    assert t.names(Zone.HAND, ANA) == ["Island", "Island"]


def test_alchemy_seek_pool_resources_promised_seeks_two_nonland_cards() -> None:
    """Pool Resources promised: Bo gets a tapped Fish; Ana seeks two nonland cards instead of drawing — two cards
    chosen at random (game.rng) among the nonland cards of her library; with one such card, only that one."""
    t = Table()
    for name in ("Shock", "Grizzly Bears", "Opt"):
        t.add(name, ANA, Zone.LIBRARY)
    pool = t.add("Pool Resources", ANA, Zone.HAND)
    pool2 = t.add("Pool Resources", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "UUUUUU")
    t.cast(ANA, pool, BO)
    t.resolve()
    hand = [n for n in t.names(Zone.HAND, ANA) if n != "Pool Resources"]
    assert len(hand) == 2 and set(hand) <= {"Shock", "Grizzly Bears", "Opt"}
    assert t.names(Zone.LIBRARY, ANA).count("Island") == 5 and t.on_battlefield("Fish", BO)
    t.cast(ANA, pool2, BO)
    t.resolve()
    assert sorted(n for n in t.names(Zone.HAND, ANA)) == ["Grizzly Bears", "Opt", "Shock"]
    assert "seek_none" in t.kinds() and not t.s.players[ANA].drew_from_empty


# -- Starfall Invocation ----------------------------------------------------------------------------
def test_701_8_starfall_invocation_promised_returns_one_of_your_creatures() -> None:
    """Starfall Invocation: destroy all creatures; promised, return a creature card put into your graveyard this
    way to the battlefield under your control — chosen as it resolves; not Bo's, not a token."""
    t = Table()
    bear, lions = t.add("Grizzly Bears", ANA), t.add("Savannah Lions", ANA)
    t.s.objects[t.add("Fish", ANA)].token = True
    t.add("Hill Giant", BO)
    t.add("Serra Angel", ANA, Zone.GRAVEYARD)       # already there: not "put there this way"
    starfall = t.add("Starfall Invocation", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "WWWWW")
    t.cast(ANA, starfall, BO)
    t.resolve()
    assert t.d.kind is DecisionKind.CHOOSE_OBJECT
    assert sorted(t.s.objects[o].card for o in t.d.options) == ["Grizzly Bears", "Savannah Lions"]
    t.choose(next(o for o in t.d.options if t.s.objects[o].card == "Savannah Lions"))
    t.resolve_all()
    assert [t.s.objects[o].card for o in t.s.battlefield] == ["Savannah Lions"]
    assert t.s.objects[t.s.battlefield[0]].controller == ANA
    assert bear not in t.s.objects and lions not in t.s.objects


def test_card_starfall_invocation_unpromised_destroys_all() -> None:
    t = Table()
    t.add("Grizzly Bears", ANA)
    t.add("Hill Giant", BO)
    starfall = t.add("Starfall Invocation", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "WWWWW")
    t.cast(ANA, starfall, "no")
    t.resolve()
    assert t.s.battlefield == [] and t.names(Zone.GRAVEYARD, ANA) == ["Grizzly Bears", "Starfall Invocation"]


# -- Starforged Sword -------------------------------------------------------------------------------
def test_702_6_starforged_sword_promised_attaches_on_entering_then_equips() -> None:
    """Starforged Sword promised: Bo gets a tapped Fish; when it enters, attach it to target creature you control.
    Equipped creature gets +3/+3 and loses flying (layers 6 and 7c). Equip {3} (CR 702.6a): sorcery speed,
    target creature you control; it moves the Sword (701.3c)."""
    t = Table()
    drake = t.add("Wind Drake", ANA)
    bear = t.add("Grizzly Bears", ANA)
    t.add("Hill Giant", BO)
    sword = t.add("Starforged Sword", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "CCCC")
    t.cast(ANA, sword, BO)
    t.resolve()
    assert t.d.kind is DecisionKind.TRIGGER_ORDER
    t.choose(1)                                      # the attach trigger goes on the stack first
    if t.d.kind is DecisionKind.TARGET:
        assert set(t.d.options) == {drake, bear}
        t.choose(drake)
    t.resolve_all()
    (eq,) = t.on_battlefield("Starforged Sword")
    assert t.s.objects[eq].attached_to == drake and t.on_battlefield("Fish", BO)
    c = chars(t.s, t.s.objects[drake])
    assert (c.power, c.toughness) == (5, 5) and "Flying" not in c.keywords
    from manastack.rules.abilities import all_abilities, printed

    index = next(i for i, a in enumerate(all_abilities(printed(t.s.objects[eq])))
                 if getattr(a, "label", "") == "equip")          # after the printed ones and the gift trigger
    from manastack.types.actions import ActivateAbility

    equip = ActivateAbility(ANA, eq, index)
    assert equip not in t.game.legal_actions()  # type: ignore[union-attr]    # no mana
    t.mana(ANA, "CCC")
    assert equip in t.game.legal_actions()  # type: ignore[union-attr]
    t.game.apply(equip)  # type: ignore[union-attr]
    assert t.d.kind is DecisionKind.TARGET and set(t.d.options) == {drake, bear}     # not Bo's giant
    t.choose(bear)
    t.resolve()
    assert t.s.objects[eq].attached_to == bear
    assert "Flying" in chars(t.s, t.s.objects[drake]).keywords and chars(t.s, t.s.objects[bear]).power == 5


def test_702_6a_starforged_sword_unpromised_enters_unattached_equip_only_as_a_sorcery() -> None:
    t = Table()
    bear = t.add("Grizzly Bears", ANA)
    sword = t.add("Starforged Sword", ANA, Zone.HAND)
    t.start()
    t.mana(ANA, "CCCC")
    t.cast(ANA, sword, "no")
    t.resolve()
    (eq,) = t.on_battlefield("Starforged Sword")
    assert t.s.objects[eq].attached_to is None and t.s.stack == []
    t.mana(ANA, "CCC")
    t.game.apply(PassPriority(ANA))  # type: ignore[union-attr]
    t.game.apply(PassPriority(BO))  # type: ignore[union-attr]   # beginning of combat: not sorcery timing
    t.mana(ANA, "CCC")
    from manastack.types.actions import ActivateAbility

    assert not any(isinstance(a, ActivateAbility) for a in t.game.legal_actions())  # type: ignore[union-attr]
    assert bear in t.s.objects


def test_702_174a_gift_is_one_keyword_module() -> None:
    """702.174a–b: the ``gift:`` field, its text, the permanent's gift trigger and the promise are declared by
    ``rules.keywords.gift`` alone: the card definition holds the field's value, and the trigger is numbered
    after the printed abilities."""
    card = CardPool.builtin().__getitem__

    from manastack.cards.render import rules_text
    from manastack.rules.abilities import all_abilities
    from manastack.rules.keywords.registry import keywords_of

    sword = card("Starforged Sword")
    assert sword.keyword("gift") == "tapped_fish" and keywords_of(sword)[0][0] is gift.KEYWORD
    assert [getattr(a, "label", "") for a in all_abilities(sword)][len(sword.abilities):] == ["gift", "equip"]
    assert rules_text(sword).startswith("Gift a tapped Fish (")
    assert [getattr(a, "label", "") for a in all_abilities(card("Into the Flood Maw"))] == []   # an instant
