"""CR 608.2h: an event names objects as they last existed — its sentence is written from the facts it carries
(``manastack.sentences``), so a trace read after an object left the game still names it; and a player's view
writes the same facts in the second person (``manastack.ui.wording``)."""

from __future__ import annotations

from helpers import ANA, BO, P1, cast, events, named, pass_priority, position
from manastack.rules.keyword_actions import draw
from manastack.sentences import line, sentence
from manastack.types.events import Event, ObjectRef, PlayerRef
from manastack.ui.wording import seen_line

ANA_REF = PlayerRef(ANA, "Ana")


def test_608_2h_a_trace_names_an_object_that_has_left_the_game():
    """608.2h: the damage event still names the creature after it died and is gone from every zone and from the
    last known information."""
    game = position(battlefield=(["Mountain"], ["Grizzly Bears"]), hand=(["Lightning Bolt"], []))
    bears = named(game, "Grizzly Bears")
    cast(game, "Lightning Bolt", bears)
    pass_priority(game)
    pass_priority(game)
    damage = events(game, "damage")[0]
    game.state.lki.clear()
    assert bears not in game.state.objects
    assert line(damage) == "Lightning Bolt deals 3 damage to Grizzly Bears. [120.3]"
    died = [e for e in events(game, "zone_change") if e.get("variant") == "sba_lethal"]
    assert [sentence(e) for e in died] == ["Grizzly Bears is destroyed (lethal damage)."]


def test_608_2h_the_name_is_the_one_the_object_had_when_the_event_happened():
    """608.2h: the sentence reads the name the event recorded, not the object's name now."""
    event = Event(1, "tapped", "701.26a", objects=(5,), data=(("object", ObjectRef(5, "Old Name")),))
    assert sentence(event) == "Old Name becomes tapped."


def test_a_count_chooses_the_singular_or_the_plural_form():
    """ngettext-style forms: the count fact picks the sentence, the rules never append an "s"."""
    def keep(n: int) -> str:
        return sentence(Event(1, "keep", "103.5", ANA, data=(("player", ANA_REF), ("cards", n))))

    assert (keep(1), keep(7)) == ("Ana keeps 1 card.", "Ana keeps 7 cards.")
    gets = Event(1, "counters", "122.1", objects=(3,), amount=1,
                 data=(("kind", "+1/+1"), ("object", ObjectRef(3, "Bears"))))
    assert sentence(gets) == "Bears gets 1 +1/+1 counter."


def test_a_players_view_writes_the_viewer_in_the_second_person_with_ids():
    """The same cast event reads "You cast … #id" for its caster, "Ana casts … #id" for the other player; the
    payment names the same object, with its id (a face-down spell would be "a face-down creature", CR 708.2a)."""
    game = position(battlefield=(["Mountain"], []), hand=(["Lightning Bolt"], []))
    spell = cast(game, "Lightning Bolt", P1)
    cast_event = events(game, "cast")[0]
    assert seen_line(game, cast_event, ANA) == f"You cast Lightning Bolt #{spell} (targets Bo). [601.2i]"
    assert seen_line(game, cast_event, BO) == f"Ana casts Lightning Bolt #{spell} (targets you). [601.2i]"
    paid = events(game, "paid")[0]
    assert seen_line(game, paid, ANA) == f"You pay {{R}} for Lightning Bolt #{spell}. [601.2h]"


def test_a_players_view_hides_what_they_may_not_see():
    """CR 400.2: another player's draw reads "draws a card", the drawer's own names the card."""
    game = position(library=(["Forest"] * 3, ["Island"] * 3))
    draw(game.state, ANA, 1)
    drawn = events(game, "zone_change")[-1]
    assert seen_line(game, drawn, ANA).startswith("You draw Forest #")
    assert seen_line(game, drawn, BO) == "Ana draws a card. [121.1]"
