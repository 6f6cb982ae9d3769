"""Rendering a card's rules text from its definition (architecture §4): the engine's own words."""

from __future__ import annotations

from manastack.cards.keywords import declared_fields
from manastack.cards.phrases import describe_filter, plural_of, restriction_words, tap_cost_words
from manastack.cards.schema import (
    Activated,
    Body,
    CardDef,
    Cost,
    CostChange,
    ManaAbilitySpec,
    ObjectFilter,
    Static,
    TargetSpec,
    Triggered,
)
from manastack.cards.vocabulary.emblem import GetEmblem
from manastack.cards.vocabulary.grant import granted_marker
from manastack.cards.vocabulary.pay import describe_cost
from manastack.types.enums import CardType

TRIGGER_WORDS = {
    "enters": "enters", "dies": "dies", "leaves": "leaves the battlefield", "cast": "casts a spell",
    "upkeep": "At the beginning of your upkeep", "end_step": "At the beginning of the end step",
    "draw_step": "At the beginning of your draw step", "attacks": "attacks", "gift_given": "gives a gift",
    "turned_face_up": "is turned face up", "loses_game": "loses the game", "life_gained": "gains life",
    "blocks": "blocks", "put_into_graveyard": "is put into a graveyard", "becomes_tapped": "becomes tapped",
    "dealt_damage": "is dealt damage", "attacks_alone": "attacks alone", "state": "",
    "becomes_target": "becomes the target of a spell or ability",
    "expend": "expends", "begin_combat": "At the beginning of combat on your turn", "forage": "forages",
    "sacrifices": "sacrifices", "attack_with": "attack",
    "leaves_without_dying": "leaves the battlefield without dying", "counters_put": "",
    "combat_damage_to_player": "deals combat damage to a player", "life_lost": "loses life",
    "life_changed": "gains or loses life", "draws": "draws a card", "becomes_level": "becomes level",
    "main1": "At the beginning of your first main phase", "main2": "At the beginning of your second main phase",
    "becomes_blocked": "becomes blocked",
    "deals_combat_damage": "deals combat damage",
}


def _spell_noun(flt: ObjectFilter) -> str:
    """"spell", "creature spell", "noncreature spell", "instant or sorcery spell", "noncreature or Otter spell"."""
    words = ["colorless" if flt.colorless else "colored"] if flt.colorless is not None else []
    words += [f"non{t.value.lower()}" for t in flt.not_types]
    words += [" or ".join(t.value.lower() for t in flt.types)] if flt.types else []
    words += [" or ".join(flt.subtypes)] if flt.subtypes else []
    if flt.any_of:
        words.append(" or ".join(_spell_noun(f).removesuffix(" spell") for f in flt.any_of))
    mana_value = [f"with mana value {n} or {more}" for n, more in ((flt.max_mana_value, "less"),
                                                                   (flt.min_mana_value, "greater")) if n is not None]
    return " ".join([*words, "spell", *mana_value])


def describe_target(spec: TargetSpec) -> str:
    if spec.kind == "any":
        what = "any target"
    elif spec.kind == "player":
        what = {"any": "target player", "opponent": "target opponent", "you": "you"}[spec.player]
    elif spec.zone == "stack":
        what = f"target {_spell_noun(spec.filter)}"
        what += {"you": " you control", "opponent": " an opponent controls"}.get(spec.filter.controller, "")
    elif spec.or_spell:      # "target spell or creature"
        what = "target spell or " + describe_filter(spec.filter)
    else:
        in_play = spec.zone in ("battlefield", "stack")
        flt = spec.filter if in_play else spec.filter.model_copy(update={"controller": "any", "another": False})
        what = "target " + (describe_filter(flt) if in_play else _card_words(flt, spec.most > 1))
        what = ("another " if spec.filter.another and not in_play else "") + what
        if spec.zone != "battlefield":
            what += f" in {'your ' if spec.filter.controller == 'you' else 'a '}{spec.zone}"
            if spec.any_number:   # already plural: "any number of target creature cards in your graveyard"
                return f"any number of {what}" + _total_words(spec)
            if spec.count > 1:   # already plural: "up to 2 target creature cards in your graveyard"
                return f"{'up to ' if spec.minimum < spec.count else ''}{spec.count} {what}"
    if what.startswith("target another "):   # "another target creature you control"
        what = "another target " + what.removeprefix("target another ")
    if isinstance(spec.other_than, tuple) and len(spec.other_than) == 2:
        what = what.replace("target ", "a third target ", 1)
    elif spec.other_than:
        what = what.replace("target ", "other target " if isinstance(spec.other_than, str) else "another target ", 1)
    if spec.not_trigger:
        what += " other than that creature"
    if spec.any_number:     # "any number of targets", "any number of target Ally creature cards"
        return "any number of targets" if spec.kind == "any" else f"any number of {what}s"
    if spec.count > 1:
        number = {2: "two", 3: "three"}.get(spec.count, str(spec.count)) if spec.different_controllers else spec.count
        what = f"{'up to ' if spec.minimum < spec.count else ''}{number} {what}s"
        what = what.replace("target creatures", "target creatures controlled by different players") \
            if spec.different_controllers else what
    elif spec.minimum == 0:
        what = "up to one " + what
    return what


def _total_words(spec: TargetSpec) -> str:
    return "" if spec.total_mana_value is None else f" with total mana value {spec.total_mana_value} or less"


def _card_words(flt: ObjectFilter, plural: bool = False) -> str:
    """"creature card with lesser mana value": a card (not a permanent), the word after its card type."""
    words = describe_filter(flt)
    kind = " or ".join(t.value.lower() for t in flt.types)
    card = " cards" if plural else " card"
    return words.replace(kind, kind + card, 1) if kind else words.replace("permanent", card.strip(), 1)


def body_text(body: Body) -> str:
    """The instructions in words, each target's name replaced by what it targets."""
    from manastack.cards.phrases import condition_words
    from manastack.cards.vocabulary.verbs import render

    names: dict[str, str] = {}
    for t in body.targets:   # two targets sharing a name are the two versions of "… instead" (702.174l)
        text = describe_target(t)
        if t.name in names:
            from manastack.cards.phrases import condition_words

            text = f"{names[t.name]} ({condition_words(t.when).lower()}, {text} instead)"
        names[t.name] = text
    plural = {t.name for t in body.targets if t.most > 1}
    parts = []
    for effect in body.effects:
        text = _with_targets(_emblem_text(effect) if isinstance(effect, GetEmblem) else render(effect), names)
        if getattr(effect, "what", None) in plural:   # "return two target creatures to their owners' hands"
            text = text.replace("its owner's hand", "their owners' hands")
        if not text:
            continue
        condition = effect.if_
        if _about_its_own_target(condition, body, effect):   # "Exile target creature if its power is …"
            words = _condition_text(condition, body, effect).replace("If that creature's", "if its", 1)
            parts.append(f"{text} {words}")
            continue
        parts.append(f"{_condition_text(condition, body, effect)}, {text}" if condition != "always" else text)
    per = next((t.for_each_counter for t in body.targets if t.for_each_counter is not None), None)
    if per is not None and parts:     # "For each isolation counter on it, exile up to one target …"
        parts[0] = f"for each {per} counter on this, {parts[0][:1].lower()}{parts[0][1:]}"
    return " ".join(p[0].upper() + p[1:] + ("" if p.endswith('."') else ".") for p in parts if p)


def _emblem_text(effect: GetEmblem) -> str:
    """CR 114.1: "you get an emblem with "…"": the emblem definition's text, in quotation marks."""
    from manastack.cards.pool import CardPool
    from manastack.cards.vocabulary.emblem import render

    definition = CardPool.builtin().get_ignoring_case(effect.emblem)
    return render(effect, rules_text(definition) if definition is not None and definition.emblem else None)


def _about_its_own_target(condition: str, body: Body, effect: object) -> bool:
    """A power condition about the target this very instruction first names: said after it, as "if its power …"."""
    if not condition.startswith(("power_at_most:", "power_at_least:")):
        return False
    ref = condition.rsplit(":", 1)[1]
    earlier = body.effects[:body.effects.index(effect)]  # type: ignore[arg-type]
    return getattr(effect, "what", None) == ref and not any(getattr(e, "what", None) == ref for e in earlier)


def _condition_text(condition: str, body: Body, effect: object) -> str:
    """The instruction's condition in words; "that creature had power 2 or less" once an earlier instruction
    has moved it off the battlefield (its power is then read as it last existed, CR 608.2h)."""
    from manastack.cards.phrases import condition_words

    words = condition_words(condition)
    if condition.startswith("not_result:"):     # "If they don't" after what another player may do (118.12)
        name = condition.split(":", 1)[1]
        earlier = body.effects[:body.effects.index(effect)]  # type: ignore[arg-type]
        if any(getattr(e, "remember", None) == name and getattr(e, "who", "you") not in ("you", "each_player")
               and getattr(e, "do", "") == "pay" for e in earlier):
            words = "If they don't"
    if condition.startswith("power_at_most:"):
        ref = condition.rsplit(":", 1)[1]
        earlier = body.effects[:body.effects.index(effect)]  # type: ignore[arg-type]
        if any(getattr(e, "do", "") in ("exile", "bounce", "destroy") and getattr(e, "what", None) == ref
               for e in earlier):
            words = words.replace("that creature's power is", "that creature had power")
    return words


REFERENCES = {   # what instructions call objects an earlier instruction remembered, in words
    "linked": "that card", "that_card": "that card", "those_cards": "those cards",
    "trigger": "that creature", "returned": "that creature", "exiled": "that card",
    "attached": "the enchanted or equipped creature", "destroyed": "a creature card destroyed this way",
    "damaged": "a creature dealt damage this way", "pumped": "them", "made": "that token",
    "targeting": "that spell or ability", "found_land": "that land",
    "exiled_cards": "the exiled cards",
}


def _with_targets(text: str, names: dict[str, str]) -> str:
    names = {**REFERENCES, **names}
    words = []
    for word in text.split(" "):
        bare = word.rstrip(";,.")
        words.append(names[bare] + word[len(bare):] if bare in names else word)
    return " ".join(words).replace("if target ", "if that ")   # "if that creature or planeswalker would die"


def cost_text(cost: Cost) -> str:
    parts = []
    if cost.loyalty is not None:     # CR 606.4: the loyalty symbol, +N, −N or 0
        parts.append(f"+{cost.loyalty}" if cost.loyalty > 0 else f"\u2212{-cost.loyalty}" if cost.loyalty else "0")
    if cost.mana.mana_value or cost.mana.x_count:
        parts.append(cost.mana.render())
    if cost.tap:
        parts.append("{T}")
    if cost.tap_untapped is not None:
        parts.append(tap_cost_words(cost.tap_untapped))
    if cost.sacrifice_self:
        parts.append("Sacrifice this")
    if cost.exile_self:
        parts.append("Exile this from your graveyard")
    if cost.sacrifice is not None:
        what = describe_filter(cost.sacrifice)
        if cost.sacrifice_count > 1:      # "Sacrifice two Eldrazi Scions"
            from manastack.cards.phrases import count_of

            parts.append(f"Sacrifice {count_of(cost.sacrifice_count, what)}")
        else:
            parts.append(f"Sacrifice {what}" if what.startswith("another") else
                         f"Sacrifice {'an' if what[0].lower() in 'aeiou' else 'a'} {what}")
    if cost.sacrifice_any is not None:     # CR 601.2b: the number is announced, 0 too
        parts.append(f"you may sacrifice any number of {plural_of(describe_filter(cost.sacrifice_any))}")
    if cost.discard:
        parts.append(f"Discard {cost.discard} card(s)")
    if cost.reveal is not None:
        what = describe_filter(cost.reveal)
        parts.append(f"Reveal {'an' if what[0].lower() in 'aeiou' else 'a'} {_card_words(cost.reveal)} from your hand")
    if cost.life:
        parts.append(f"Pay {cost.life} life")
    if cost.forage:
        parts.append("Forage")
    if cost.remove_counter is not None:
        parts.append(f"Remove a {cost.remove_counter} counter from this")
    if cost.process:
        from manastack.cards.phrases import process_words

        parts.append(process_words(cost.process).capitalize())
    return ", ".join(parts) or "{0}"


def ability_text(ability: object) -> str:
    """One ability in words."""
    if isinstance(ability, ManaAbilitySpec):
        return f"{cost_text(ability.cost)}: {_add_words(ability)}{_mana_restrictions(ability)}"
    if isinstance(ability, Activated) and ability.level_up:   # CR 716.2a: a Class's level ability
        return f"{cost_text(ability.cost)}: Level {ability.level_up}"
    if isinstance(ability, Activated):
        instead = " For each mana in this ability's activation cost, you may tap an untapped creature you control " \
            "rather than pay that mana." if ability.creatures_pay_mana else ""
        return f"{cost_text(ability.cost)}: {body_text(ability)}{instead}{_restrictions(ability)}"
    if isinstance(ability, Triggered):
        return _trigger_text(ability)
    if isinstance(ability, Static):
        return _static_text(ability)
    if isinstance(ability, CostChange):
        return _cost_change_text(ability)
    return ""


def _restrictions(ability: Activated | ManaAbilitySpec) -> str:
    """" Activate only as a sorcery." (CR 602.5d), " Activate only if … and only once each turn." (602.5b)"""
    from manastack.cards.phrases import condition_words

    parts = ["as a sorcery"] if isinstance(ability, Activated) and ability.sorcery_speed else []
    if ability.only_if != "always":
        parts.append(condition_words(ability.only_if).replace("If", "if", 1))
    if ability.once_each_turn:
        parts.append("once each turn")
    if isinstance(ability, Activated) and ability.once:
        parts.append("once")
    return f" Activate only {' and only '.join(parts)}." if parts else ""


def _cost_change_text(change: CostChange) -> str:
    """CR 601.2f: "This spell costs {1} less to cast for each Lizard you control." / "Instant and sorcery spells
    you cast cost {1} less to cast." / "The first creature spell you cast each turn costs {2} less to cast."
    """
    from manastack.cards.phrases import condition_words

    amount = f"{{{abs(change.generic)}}}"
    if change.color is not None:
        amount = f"{{{change.color}}}" + (f" (or {amount})" if abs(change.generic) == 1 else "")
    how = f"{amount} {'more' if change.generic > 0 else 'less'} to cast"
    if change.this_spell:
        head = f"This spell costs {how}"
    else:
        color = {True: "colorless ", False: "colored ", None: ""}[change.spells.colorless]
        joined = " or " if change.first_each_turn else " and "
        noun = color + "".join("non" + t.value.lower() for t in change.spells.not_types) + \
            joined.join(t.value.lower() for t in change.spells.types)
        spells = f"{noun.strip()} spell" if noun else "spell"
        who = "you cast" if change.who == "you" else "your opponents cast"
        head = (f"The first {spells} {who} each turn costs {how}" if change.first_each_turn
                else f"{spells[:1].upper()}{spells[1:]}s {who} cost {how}")
    if change.per is not None:
        head += f" for each {_per_words(change)}"
    if change.per_sacrificed:
        head += " for each permanent sacrificed this way"
    if change.condition != "always":
        head += " " + condition_words(change.condition)[:1].lower() + condition_words(change.condition)[1:]
    if change.if_targets is not None:
        head += " if it targets " + _targeted_words(change.if_targets)
    return head + "."


def _targeted_words(flt: ObjectFilter) -> str:
    """"an attacking or tapped creature": the alternatives' adjectives, then the noun."""
    if not flt.any_of:
        words = describe_filter(flt)
    else:
        adjectives = " or ".join(describe_filter(a).removesuffix(" permanent") for a in flt.any_of)
        words = f"{adjectives} {describe_filter(flt.model_copy(update={'any_of': ()}))}"
    return ("an " if words[:1] in "aeiou" else "a ") + words


def _per_words(change: CostChange) -> str:
    """"Lizard you control", "instant and sorcery card in your graveyard", "creature card you own in exile and
    in your graveyard"."""
    assert change.per is not None
    if change.per_zones == ("battlefield",):
        words = describe_filter(change.per)
        return words.replace(" permanent", "") if change.per.subtypes and not change.per.types else words
    flt = change.per.model_copy(update={"controller": "any"})
    noun = " and ".join(t.value.lower() for t in flt.types) + " card" if flt.types else "card"
    places = {"graveyard": "in your graveyard", "exile": "in exile"}
    where = " and ".join(places[z] for z in change.per_zones)
    return f"{noun} {'you own ' if 'exile' in change.per_zones else ''}{where}"


def _mana_restrictions(ability: ManaAbilitySpec) -> str:
    """CR 106.6: "Spend this mana only to cast …"; CR 602.5b: "Activate only if …", "… only once each turn"."""
    text = f" Spend this mana only to cast {restriction_words(ability.spend_only)}." if ability.spend_only else ""
    return text + _restrictions(ability)


def _add_words(ability: ManaAbilitySpec) -> str:
    """"Add {G}." — or, for an amount counted as it resolves, "Choose a color. Add an amount of mana of that color
    equal to the number of creatures you control of the chosen type." (CR 106.1b, 614.12)"""
    if ability.amount == "creatures_of_chosen_type":
        return ("Choose a color. Add an amount of mana of that color" if ability.add == "any" else
                f"Add an amount of {mana_text(ability.model_copy(update={'amount': 1}))}") + \
            " equal to the number of creatures you control of the chosen type."
    return f"Add {mana_text(ability)}."


def mana_text(ability: ManaAbilitySpec) -> str:
    """"one mana of any color", "{G}{G}", "{W} or {B}" (CR 106.1b: a choice of colors)."""
    if ability.amount == "power_of:this":     # "X mana of any one color, where X is this's power"
        kind = "any one color" if ability.add == "any" else " or ".join("{" + m + "}" for m in ability.add)
        return f"X mana of {kind}, where X is this's power"
    if ability.add == "any_combination":     # CR 106.1b: a color chosen for each mana
        n = ability.amount if isinstance(ability.amount, int) else 1     # a number (``ManaAbilitySpec``)
        return f"{_NUMBERS.get(n, str(n))} mana in any combination of colors"
    if ability.add == "any":
        return "one mana of any color"
    if ability.add == "chosen":      # CR 614.12
        return "one mana of the chosen color"
    n = ability.amount if isinstance(ability.amount, int) else 1
    return " or ".join(("{" + letter + "}") * n for letter in ability.add)


def _trigger_text(ability: Triggered) -> str:
    when = ability.when
    event = TRIGGER_WORDS[when.event]
    if ability.linked == "reflexive":
        head = "When you do"
    elif ability.linked == "delayed" and when.event == "end_step":
        head = "At the beginning of " + ("your next end step" if when.step_owner == "you" else "the next end step")
    elif when.event == "state":
        from manastack.cards.phrases import condition_words

        head = "When" + condition_words(when.condition)[2:]
    elif when.event in ("upkeep", "end_step", "draw_step", "begin_combat", "main1", "main2"):
        head = event.replace("the end step", "your end step") if when.step_owner == "you" else event
        if when.step_owner == "opponent":     # "at the beginning of each opponent's upkeep"
            head = head.replace("your ", "each opponent's ").replace("the end step", "each opponent's end step")
    elif when.event == "counters_put":   # "whenever you put one or more +1/+1 counters on a creature you control"
        who = {"you": "you put", "opponent": "an opponent puts"}.get(when.by, "one or more +1/+1 counters are put")
        on = describe_filter(when.filter)
        head = f"Whenever {who}{' one or more +1/+1 counters' if when.by != 'any' else ''} on " \
               f"{'an' if on[0] in 'aeiou' else 'a'} {on}"
    elif when.event == "cast" and when.who == "self":
        head = "When you cast this spell"
    elif when.event == "sacrifices" and when.who == "self":   # CR 701.21a: "when you sacrifice this"
        head = "When you sacrifice this"
    elif when.event == "becomes_level":   # CR 603.2, 716.2a
        head = f"When this Class becomes level {when.amount}"
    else:
        noun = describe_filter(when.filter)
        plural = {"enters": "enter", "dies": "die", "leaves": "leave the battlefield",
                  "leaves_without_dying": "leave the battlefield without dying",
                  "combat_damage_to_player": "deal combat damage to a player"}.get(when.event)
        if when.one_or_more and plural:   # "one or more other Rabbits you control enter"
            noun = ("other " if when.who == "another" else "") + plural_of(noun.removeprefix("another "))
            return _trigger_tail(ability, f"Whenever one or more {noun}", plural)
        who = {"self": "this", "attached": REFERENCES["attached"],   # "equipped creature" for Equipment
               "another": "another " + noun, "self_or_another": "this or another " + noun,
               "you": "you", "opponent": "an opponent",
               "player": "a player", "linked": "that creature"}.get(
                   when.who, f"{'an' if noun[0].lower() in 'aeiou' else 'a'} {noun}")
        if who == "you":   # "whenever you give a gift", "whenever you cast a spell"
            event = " ".join([event.split(" ")[0].removesuffix("s"), *event.split(" ")[1:]])
            event = event.replace(" or loses", " or lose")
        if when.event == "cast":   # "whenever you cast a noncreature spell" (CR 601.2i)
            spell = _spell_noun(when.filter)
            event = event.replace("a spell", f"{'an' if spell[0] in 'aeiou' else 'a'} {spell}")
        if when.from_battlefield:       # "whenever a Food is put into a graveyard from the battlefield"
            event += " from the battlefield"
        if when.targets_only_self:      # "an instant or sorcery spell that targets only this"
            event += " that targets only this"
        if when.nth_spell is not None:   # "whenever a player casts their second spell each turn"
            nth = {1: "first", 2: "second", 3: "third"}.get(when.nth_spell, f"{when.nth_spell}th")
            event = event.replace("a spell", f"{'your' if when.who == 'you' else 'their'} {nth} spell each turn")
        if when.event == "becomes_target":   # "… you control for the first time each turn" (valiant)
            event += {"you": " you control", "opponent": " an opponent controls"}.get(when.by, "")
            event += " for the first time each turn" if when.first_each_turn else ""
        if when.event == "sacrificed":   # "whenever you sacrifice a creature" (CR 701.21a)
            event = f"{event} {describe_filter(when.filter)}"
        if when.event == "becomes_blocked" and when.filter != ObjectFilter():   # CR 509.3d
            event += f" by one or more {plural_of(noun)}"
        if when.event == "expend":   # "whenever you expend 4" (CR 207.2c)
            event = f"{event} {when.amount}"
        if when.event == "sacrifices":   # "whenever you sacrifice a Food" (CR 701.21a)
            noun = describe_filter(when.filter).replace(" permanent", "")
            event += f" one or more {plural_of(noun)}" if when.one_or_more else \
                f" {'an' if noun[0].lower() in 'aeiou' else 'a'} {noun}"
        if when.event == "attack_with" and when.filter != ObjectFilter():   # "with one or more Lizards"
            event = f"attack with one or more {plural_of(noun.removesuffix(' permanent'))}"
        ever = when.who != "self" or when.event in ("becomes_target", "combat_damage_to_player")
        head = f"When{'ever' if ever else ''} {who} {event}"
        if when.condition == "your_turn":   # "whenever you gain or lose life during your turn"
            head += " during your turn"
        elif when.condition != "always":   # "whenever this attacks while you control a token"
            from manastack.cards.phrases import condition_words

            head += " while " + condition_words(when.condition).removeprefix("If ")
    return _trigger_tail(ability, head, "")


def _trigger_tail(ability: Triggered, head: str, event: str) -> str:
    """The trigger's condition and body after its head ("Whenever …")."""
    from manastack.cards.phrases import condition_words

    head = f"{head} {event}" if event else head
    words = condition_words(ability.intervening_if)     # lower case only its first word: "Otter" stays a name
    condition = f", {words[:1].lower()}{words[1:]}" if ability.intervening_if != "always" else ""
    may = " you may" if ability.optional else ""
    body = body_text(ability) if not ability.modes else "choose one —" + "".join(   # CR 700.2
        f"\n• {(text := body_text(m))[:1].upper()}{text[1:]}" for m in ability.modes)
    if may and body.startswith("You "):     # "you may draw a card", not "you may you draw"
        body = body[4:]
    if ability.optional and body.startswith("That creature fights "):   # "you may have it fight …" (701.14)
        body = "have it fight " + body.removeprefix("That creature fights ")
    once = " This ability triggers only once each turn." if ability.once_each_turn else ""
    if may:
        return f"{head}{condition}, {_optional_body(body)}{once}"
    return f"{head}{condition}, {body[:1].lower()}{body[1:]}{once}"


def _optional_body(body: str) -> str:
    """CR 603.5: an optional ability's body after "you may": the sentences after the first happen only if its
    controller did ("If you do, return that card …"), and a first sentence with a condition keeps it first
    ("if that land is not a Plains, you may return …")."""
    first, *rest = body.split(". ") if '"' not in body else [body]
    if first.startswith("If ") and ", " in first:
        condition, action = first.split(", ", 1)
        first = f"{condition[:1].lower()}{condition[1:]}, you may {action}"
    else:
        first = f"you may {first[:1].lower()}{first[1:]}"
    rest = [r if r.startswith("If ") else f"If you do, {r[:1].lower()}{r[1:]}" for r in rest]
    return ". ".join([first, *rest])


def _static_text(ability: Static) -> str:
    many = plural_of(describe_filter(ability.filter).replace("another ", "other ", 1))   # "Other Mice you control"
    from manastack.cards.phrases import condition_words

    who = {"self": "This", "you": "You", "attached": "The equipped or enchanted creature"}.get(
        ability.affects, many[:1].upper() + many[1:])
    if ability.affects == "spells":      # "Instant and sorcery spells you cast have storm."
        noun = " and ".join(t.value.lower() for t in ability.filter.types)
        who = f"{noun} spells you cast".capitalize() if noun else "Spells you cast"
    one = ability.affects in ("self", "attached")      # a single object: "gets", "has", "loses"
    get, have, lose = ("gets", "has", "loses") if one else ("get", "have", "lose")
    parts = [_becomes_words(ability, one)] if ability.types or ability.lose_abilities else []
    if ability.base_toughness is not None:
        parts.append(f"{have} base toughness {ability.base_toughness}")
    if ability.power or ability.toughness:
        toughness = "-0" if ability.power < 0 and not ability.toughness else f"{ability.toughness:+d}"
        each = f" for each {describe_filter(ability.for_each).replace('another ', 'other ')}" \
            if ability.for_each is not None else ""
        parts.append(f"{get} {ability.power:+d}/{toughness}{each}")
    if ability.keywords or ability.player_keywords:
        parts.append(f"{have} " + " and ".join(k.lower() for k in ability.keywords + ability.player_keywords))
    parts += [f"{have} \"{ability_text(m)}\"" for m in ability.grants_mana]
    if ability.grants_ability is not None and ability.other_types != "lost":
        parts.append(f"{have} {granted_marker(ability.grants_ability)}")
    if ability.grants_ward is not None:     # CR 702.21a
        cost = ability.grants_ward
        parts.append(f"{have} ward {cost.mana.render()}" if cost.parts() == {"mana"} else
                     f"{have} ward\u2014{describe_cost(cost)}")
    if ability.remove_keywords:
        parts.append(f"{lose} " + " and ".join(k.lower() for k in ability.remove_keywords))
    if ability.unblockable_by is not None and (parts or ability.condition != "always"):   # "… and can't be blocked"
        parts.append(_unblockable_words(ability.unblockable_by))
    if ability.look_at_top:     # CR 401.2
        return "You may look at the top card of your library any time."
    if ability.play_from_top is not None:     # CR 601.3, 305.1
        return f"You may {_top_words(ability.play_from_top)} from the top of your library."
    if ability.flash_for is not None:   # CR 702.8a, 117.1a: casting as though it had flash
        return f"You may cast {plural_of(_spell_noun(ability.flash_for))} as though they had flash."
    if ability.control:
        return "You control enchanted creature." if ability.affects == "attached" else \
            f"You control {plural_of(describe_filter(ability.filter))}."
    if ability.as_enters_choose is not None:      # CR 614.12
        return "As this enters, choose a color." if ability.as_enters_choose == "color" else \
            "As this enters, choose a creature type."
    if ability.replacement == "enters_tapped":
        if ability.condition.startswith("not_controls"):     # "unless you control two or more basic lands"
            return f"This enters tapped unless {condition_words(ability.condition[4:])[3:]}."
        if ability.condition != "always":
            words = condition_words(ability.condition)
            return f"This enters tapped {words[:1].lower()}{words[1:]}."
        return "This enters tapped."
    if ability.rule is not None:
        return {"players_cant_gain_life": "Players can't gain life.",
                "damage_cant_be_prevented": "Damage can't be prevented.",
                "cast_instants_and_sorceries_from_graveyard": "During your turn, you may cast instant and sorcery "
                "spells from your graveyard by paying 1 life in addition to their other costs."}[ability.rule]
    if ability.replacement == "your_graveyard_to_exile":    # CR 614.1a
        return "If a card or token would be put into your graveyard from anywhere, exile it instead."
    if ability.replacement == "counter_shield":    # CR 615.5
        return "If damage would be dealt to this creature while it has a +1/+1 counter on it, prevent that damage " \
               "and remove a +1/+1 counter from it."
    if ability.replacement == "exile_instead_of_dying":    # CR 614.1a
        return f"If a {describe_filter(ability.filter)} would die, exile it instead."
    if ability.replacement == "double_counters":    # CR 614.1a
        return "If you would put one or more counters on a permanent or player, put twice that many of each of " \
               "those kinds of counters on that permanent or player instead."
    if ability.replacement == "noncombat_damage_plus_two":    # CR 614.1a
        source = describe_filter(ability.filter).replace("permanent", "source", 1)
        return f"If a {source} would deal noncombat damage to an opponent or a permanent an opponent controls, it " \
               f"deals that much damage plus 2 instead."
    if ability.replacement == "damage_plus_one":    # CR 614.1a
        return f"If a {describe_filter(ability.filter)} would deal damage to a permanent or player, it deals that " \
               f"much damage plus 1 instead."
    if ability.power_count is not None:
        return f"This creature's power is equal to the number of {plural_of(describe_filter(ability.power_count))}."
    if ability.replacement == "enters_with_counters" and ability.as_enters_cost is not None:

        counters = _enters_with_counters_text(ability.counters, ability.counter_kind)
        return f"As this enters, you may {describe_cost(ability.as_enters_cost)}. If you do, {counters[:1].lower()}" \
               f"{counters[1:]}"
    if ability.replacement == "enters_with_counters":
        if ability.affects == "filter":   # "Other creatures you control enter with an additional …"
            per = " for each opponent who lost life this turn" if ability.counters == "opponents_lost_life" else ""
            n = "an additional +1/+1 counter" if ability.counters in (1, "opponents_lost_life") else \
                f"{ability.counters} additional +1/+1 counters"
            return f"{who} enter with {n} on them{per}."
        text = _enters_with_counters_text(ability.counters, ability.counter_kind)
        if ability.condition == "always":
            return text
        when = condition_words(ability.condition)
        return f"{text[:-1]} {when[:1].lower()}{when[1:]}."
    if ability.extra_lands:   # CR 305.2
        return "You may play an additional land on each of your turns."
    if ability.cant_block:
        return "This can't block." if ability.affects == "self" else _cant_block_words(ability.filter)
    if ability.cant_cast is not None:
        return _cant_cast_words(ability.cant_cast)
    if ability.attacks_each_combat:    # CR 508.1d
        unless = "" if ability.condition == "always" else \
            " unless " + condition_words(ability.condition.removeprefix("not_"))[3:]
        return f"This attacks each combat if able{unless}."
    if ability.blocked_by_all:         # CR 509.1c
        return "All creatures able to block this do so."
    if ability.unblockable_by is not None and not parts:
        return f"This {_unblockable_words(ability.unblockable_by)}."
    if not parts:
        return ability.label or ""
    sentence = f"{who} {' and '.join(parts)}"
    if ability.condition == "your_turn":    # "During your turn, equipped creatures you control have …"
        sentence = f"During your turn, {who[:1].lower()}{who[1:]} {' and '.join(parts)}"
    elif ability.condition != "always":    # "As long as you control a token, this gets +2/+0 …"
        sentence = f"As long as {condition_words(ability.condition).removeprefix('If ')}, {who.lower()} " \
                   f"{' and '.join(parts)}"
    return sentence if sentence.endswith('."') else sentence + "."


def _becomes_words(ability: Static, one: bool) -> str:
    """CR 205.1: "is a colorless Food artifact with "…" and loses all other card types and abilities" (205.1a),
    "are Food artifacts in addition to their other types" (205.1b); "loses all other abilities" (613.1f)."""
    words = [] if ability.colors is None else [" and ".join(c.value for c in ability.colors) or "colorless"]
    noun = " ".join([*words, *ability.subtypes, *(t.value.lower() for t in ability.types)])
    text = (f"is {'an' if noun[:1] in tuple('aeiouAEIOU') else 'a'} {noun}" if one else f"are {plural_of(noun)}") \
        if noun else ""
    lose = "loses" if one else "lose"
    if ability.other_types == "kept":
        text += " in addition to its other types" if one else " in addition to their other types"
        return f"{text} and {lose} all other abilities" if ability.lose_abilities else text
    if ability.grants_ability is not None:
        text += f" with {granted_marker(ability.grants_ability)}"
    return f"{text} and {lose} all other card types" + (" and abilities" if ability.lose_abilities else "")


def _players_of(flt: ObjectFilter) -> str:
    return {"opponent": "Your opponents", "you": "You"}.get(flt.controller, "Players")


def _cant_block_words(flt: ObjectFilter) -> str:
    """CR 509.1b: "Your opponents can't block with creatures with even mana values" (a restriction, 101.2)."""
    creatures = plural_of(describe_filter(flt.model_copy(update={"controller": "any"})))
    if flt.controller == "any":
        return f"{creatures[:1].upper()}{creatures[1:]} can't block."
    return f"{_players_of(flt)} can't block with {creatures}."


def _cant_cast_words(flt: ObjectFilter) -> str:
    """CR 101.2: "Your opponents can't cast spells with even mana values" (601.2e)."""
    noun = " or ".join(t.value.lower() for t in flt.types)
    parity = {True: " with even mana values", False: " with odd mana values", None: ""}[flt.even_mana_value]
    return f"{_players_of(flt)} can't cast {noun + ' ' if noun else ''}spells{parity}."


def _top_words(flt: ObjectFilter) -> str:
    """"play lands and cast spells with mana value 4 or greater": lands are played, other cards cast (CR 305.1)."""
    parts = flt.any_of or (flt,)
    words = ["play lands" for p in parts if p.types == (CardType.LAND,)]
    for p in parts:
        if p.types != (CardType.LAND,):
            worth = f" with mana value {p.min_mana_value} or greater" if p.min_mana_value is not None else ""
            words.append(f"cast {plural_of(_spell_noun(p.model_copy(update={'min_mana_value': None})))}{worth}")
    return " and ".join(words)


def _unblockable_words(by: ObjectFilter) -> str:
    """CR 509.1b: "can't be blocked" (an empty filter: by any creature) or "can't be blocked by <filter>"."""
    return "can't be blocked" if by == ObjectFilter() else f"can't be blocked by {plural_of(describe_filter(by))}"


def _enters_with_counters_text(n: int | str, kind: str = "+1/+1") -> str:
    a = "an" if kind[0] in "aeiou" else "a"
    if n == "converge":
        return f"This enters with {a} {kind} counter on it for each color of mana spent to cast it."
    if n == 1:
        return f"This enters with {a} {kind} counter on it."
    return f"This enters with {'X' if n == 'x' else n} {kind} counters on it."




_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


def rules_text(definition: CardDef) -> str:
    """The whole rules text of a card, rendered from its definition."""
    lines = []
    if definition.keywords:
        lines.append(", ".join(definition.keywords))
    if definition.pt_equal_to is not None:     # CR 604.3: a characteristic-defining ability
        counted = definition.pt_equal_to
        lines.append(f"This creature's power and toughness are each equal to the number of {counted} you control.")
    lines += _keyword_lines(definition, before=True)
    if definition.additional_cost is not None:
        other = definition.additional_cost_or
        either = "" if other is None else f" or {'pay ' if other.parts() == {'mana'} else ''}{cost_text(other)}"
        joint = ", " if definition.additional_cost.sacrifice_any is not None else ": "   # "…, you may sacrifice"
        lines.append(f"As an additional cost to cast this spell{joint}{cost_text(definition.additional_cost)}"
                     f"{either}.")
    first = [a for a in definition.abilities if isinstance(a, CostChange) and a.this_spell]   # printed first
    lines += [ability_text(a) for a in first]
    if definition.spell is not None:
        lines.append(body_text(definition.spell))
    if definition.pawprints:   # CR 700.2h, 700.2d
        lines.append(f"Choose up to {_NUMBERS.get(definition.pawprints, definition.pawprints)} {{P}} worth of "
                     "modes. You may choose the same mode more than once.")
    if definition.modes and not definition.pawprints:      # CR 700.2: "Choose one —", "Choose one or both —"
        lines.append(_choose_modes_words(definition.min_modes, definition.max_modes))
    for mode in definition.modes:
        lines.append(f"{'{P}' * mode.pawprints} — {body_text(mode)}" if mode.pawprints else f"• {body_text(mode)}")
    lines += [ability_text(a) for a in definition.abilities if a not in first and not getattr(a, "granted", False)]
    if definition.enters_as_copy:
        lines.append(_enters_as_copy_text(definition))
    lines += _keyword_lines(definition, before=False)
    text = "\n".join(line for line in lines if line)
    for i, ability in enumerate(definition.abilities):     # CR 613.1f: the abilities it grants, quoted
        if getattr(ability, "granted", False):
            quoted = f'"{ability_text(ability)}"'      # its own period ends the sentence inside the quotes
            text = text.replace(granted_marker(i) + ".", quoted).replace(granted_marker(i), quoted)
    enchant = definition.keyword("aura")     # CR 303.4b: an Aura that may enchant more than creatures
    if isinstance(enchant, ObjectFilter) and enchant != ObjectFilter(types=(CardType.CREATURE,)):
        text = text.replace("The equipped or enchanted creature", "Enchanted permanent")   # "Enchant creature or Food"
    if "Equipment" in definition.subtypes:     # CR 301.5a: an Equipment's attached creature is "equipped creature"
        for either in ("equipped or enchanted", "enchanted or equipped"):
            text = text.replace(f"The {either}", "Equipped").replace(f"the {either}", "equipped")
    return text


def _choose_modes_words(least: int, most: int) -> str:
    words = {1: "one", 2: "two", 3: "three"}
    if (least, most) == (1, 2):
        return "Choose one or both —"
    return f"Choose {words.get(least, str(least))} or more —" if least != most else f"Choose {words[most]} —"


def _keyword_lines(definition: CardDef, before: bool) -> list[str]:
    """The lines of the declared keywords the card has (``cards.keywords``), in declaration order."""
    lines = []
    for field, keyword in declared_fields().items():
        value = definition.keyword(field)
        if value is not None and keyword.text is not None and keyword.before == before:
            lines.append(keyword.text(value))
    return lines


def _enters_as_copy_text(definition: CardDef) -> str:
    from manastack.cards.vocabulary.enter_as_copy import EnterAsCopy, render

    spec = definition.enters_as_copy
    text = render(spec if isinstance(spec, EnterAsCopy) else EnterAsCopy(do="enter_as_copy"))
    return f"{text[:1].upper()}{text[1:]}."


def type_line(definition: CardDef) -> str:
    left = " ".join([*definition.supertypes, *(t.value for t in definition.types)])
    return f"{left} — {' '.join(definition.subtypes)}" if definition.subtypes else left
