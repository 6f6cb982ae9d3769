"""Rendering a card's rules text from its definition (architecture §4): the engine's own words."""

from __future__ import annotations

from manastack.cards.keywords import declared_fields
from manastack.cards.phrases import describe_filter
from manastack.cards.schema import (
    Activated,
    Body,
    CardDef,
    Cost,
    ManaAbilitySpec,
    ObjectFilter,
    Static,
    TargetSpec,
    Triggered,
)

TRIGGER_WORDS = {
    "enters": "enters", "dies": "dies", "leaves": "leaves the battlefield", "cast": "casts a spell",
    "upkeep": "At the beginning of your upkeep", "end_step": "At the beginning of the end step",
    "draw_step": "At the beginning of your draw step", "attacks": "attacks", "gift_given": "gives a gift",
    "turned_face_up": "is turned face up", "loses_game": "loses the game", "life_gained": "gains life",
    "blocks": "blocks", "put_into_graveyard": "is put into a graveyard", "becomes_tapped": "becomes tapped",
    "dealt_damage": "is dealt damage", "attacks_alone": "attacks alone", "state": "",
    "becomes_target": "becomes the target of a spell or ability",
    "expend": "expends", "becomes_level": "becomes level", "you_attack": "Whenever you attack",
    "begin_combat": "At the beginning of combat on your turn",
    "combat_damage_player": "deals combat damage to a player", "sacrificed": "is sacrificed",
    "main2": "At the beginning of your second main phase", "main1": "At the beginning of your first main phase",
}


def _spell_noun(flt: ObjectFilter) -> str:
    """"spell", "creature spell", "noncreature spell", "instant or sorcery spell"."""
    words = [f"non{t.value.lower()}" for t in flt.not_types]
    words += [" or ".join(t.value.lower() for t in flt.types)] if flt.types else []
    return " ".join([*words, "spell"])


def describe_target(spec: TargetSpec) -> str:
    if spec.kind == "any":
        what = "any target"
    elif spec.kind == "player":
        what = {"any": "target player", "opponent": "target opponent", "you": "you"}[spec.player]
    elif spec.zone == "stack":
        what = f"target {_spell_noun(spec.filter)}"
    else:
        in_play = spec.zone in ("battlefield", "stack")
        flt = spec.filter if in_play else spec.filter.model_copy(update={"controller": "any"})
        what = "target " + (describe_filter(flt) if in_play else describe_filter(flt).replace("permanent", "card"))
        if spec.zone != "battlefield":
            what += f" in {'your ' if spec.filter.controller == 'you' else 'a '}{spec.zone}"
    if spec.other_than:
        what = what.replace("target ", "other target ", 1)
    if spec.count > 1:
        what = f"{'up to ' if spec.minimum < spec.count else ''}{spec.count} {what}s"
    elif spec.minimum == 0:
        what = "up to one " + what
    return what


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
    parts = []
    for effect in body.effects:
        text = _with_targets(render(effect), names)
        if not text:
            continue
        condition = effect.if_
        parts.append(f"{condition_words(condition)}, {text}" if condition != "always" else text)
    return " ".join(p[0].upper() + p[1:] + "." for p in parts if p)


REFERENCES = {   # what instructions call objects an earlier instruction remembered, in words
    "linked": "that card", "trigger": "that creature", "returned": "that creature", "exiled": "that card",
    "attached": "the enchanted or equipped creature", "destroyed": "a creature card destroyed this way",
    "found_land": "that land",
}


def _with_targets(text: str, names: dict[str, str]) -> str:
    names = {**REFERENCES, **names}
    words = []
    for word in text.split(" "):
        bare = word.rstrip(";,.")
        words.append(names[bare] + word[len(bare):] if bare in names else word)
    return " ".join(words)


def cost_text(cost: Cost) -> str:
    parts = []
    if cost.mana.mana_value or cost.mana.x_count:
        parts.append(cost.mana.render())
    if cost.tap:
        parts.append("{T}")
    if cost.sacrifice_self:
        parts.append("Sacrifice this")
    if cost.exile_self:
        parts.append("Exile this from your graveyard")
    if cost.sacrifice is not None:
        noun = describe_filter(cost.sacrifice)
        parts.append(f"Sacrifice {'an' if noun[:1] in 'aeiou' else 'a'} {noun}")
    if cost.discard:
        parts.append(f"Discard {cost.discard} card(s)")
    if cost.life:
        parts.append(f"Pay {cost.life} life")
    return ", ".join(parts) or "{0}"


def ability_text(ability: object) -> str:
    """One ability in words."""
    if isinstance(ability, ManaAbilitySpec):
        return f"{cost_text(ability.cost)}: Add {mana_text(ability)}."
    if isinstance(ability, Activated) and ability.level_up:   # CR 716.2a: a Class's level ability
        return f"{cost_text(ability.cost)}: Level {ability.level_up}"
    if isinstance(ability, Activated):
        timing = " Activate only as a sorcery." if ability.sorcery_speed else ""    # CR 602.5d
        return f"{cost_text(ability.cost)}: {body_text(ability)}{timing}"
    if isinstance(ability, Triggered):
        return _trigger_text(ability)
    if isinstance(ability, Static):
        return _static_text(ability)
    return ""


def mana_text(ability: ManaAbilitySpec) -> str:
    """"one mana of any color", "{G}{G}", "{W} or {B}" (CR 106.1b: a choice of colors)."""
    if ability.add == "any":
        return "one mana of any color"
    return " or ".join(("{" + letter + "}") * ability.amount for letter in ability.add)


def _trigger_text(ability: Triggered) -> str:
    when = ability.when
    event = TRIGGER_WORDS[when.event]
    if ability.linked == "reflexive":
        head = "When you do"
    elif ability.linked == "delayed" and when.event == "end_step":
        head = "At the beginning of the next end step"
    elif when.event == "state":
        from manastack.cards.phrases import condition_words

        head = "When" + condition_words(when.condition)[2:]
    elif when.event == "end_step" and when.step_owner != "any":   # "your end step", "each opponent's end step"
        head = f"At the beginning of {'your' if when.step_owner == 'you' else 'each opponent' + chr(39) + 's'} end step"
    elif when.event == "upkeep" and when.step_owner == "opponent":
        head = "At the beginning of each opponent's upkeep"
    elif when.event in ("upkeep", "end_step", "draw_step", "begin_combat", "you_attack", "main2", "main1"):
        head = event
    elif when.event == "becomes_level":   # CR 603.2, 716.2a
        head = f"When this Class becomes level {when.amount}"
    else:
        noun = describe_filter(when.filter)
        who = {"self": "this", "another": "another " + noun, "self_or_another": "this or another " + noun,
               "you": "you", "opponent": "an opponent",
               "player": "a player"}.get(when.who, f"{'an' if noun[0].lower() in 'aeiou' else 'a'} {noun}")
        if who == "you":   # "whenever you give a gift", "whenever you cast a spell"
            event = " ".join([event.split(" ")[0].removesuffix("s"), *event.split(" ")[1:]])
        if when.event == "cast":   # "whenever you cast a noncreature spell" (CR 601.2i)
            spell = _spell_noun(when.filter)
            event = event.replace("a spell", f"{'an' if spell[0] in 'aeiou' else 'a'} {spell}")
        if when.event == "becomes_target":   # "… you control for the first time each turn" (valiant)
            event += {"you": " you control", "opponent": " an opponent controls"}.get(when.by, "")
            event += " for the first time each turn" if when.first_each_turn else ""
        if when.one_or_more:   # "whenever one or more tokens you control enter"
            who, event = f"one or more {_plural(noun)}", event.removesuffix("s")
        if when.event == "expend":   # "whenever you expend 4" (CR 207.2c)
            event = f"{event} {when.amount}"
        ever = when.who != "self" or when.event == "becomes_target"
        head = f"When{'ever' if ever else ''} {who} {event}"
        if when.condition != "always":   # "whenever this attacks while you control a token"
            from manastack.cards.phrases import condition_words

            head += " while " + condition_words(when.condition).removeprefix("If ")
    from manastack.cards.phrases import condition_words

    condition = f", {condition_words(ability.intervening_if).lower()}" if ability.intervening_if != "always" else ""
    may = " you may" if ability.optional else ""
    body = body_text(ability)
    once = " This ability triggers only once each turn." if ability.once_each_turn else ""
    return f"{head}{condition},{may} {body[:1].lower()}{body[1:]}{once}"


def _static_text(ability: Static) -> str:
    who = {"self": "This", "you": "You", "attached": "The equipped or enchanted creature"}.get(
        ability.affects, _plural(describe_filter(ability.filter)).capitalize())
    one = ability.affects in ("self", "attached")      # a single object: "gets", "has", "loses"
    get, have, lose = ("gets", "has", "loses") if one else ("get", "have", "lose")
    parts = []
    if ability.power or ability.toughness:
        parts.append(f"{get} {ability.power:+d}/{ability.toughness:+d}")
    if ability.keywords or ability.player_keywords:
        parts.append(f"{have} " + " and ".join(k.lower() for k in ability.keywords + ability.player_keywords))
    parts += [f"{have} \"{ability_text(m)}\"" for m in ability.grants_mana]
    if ability.remove_keywords:
        parts.append(f"{lose} " + " and ".join(k.lower() for k in ability.remove_keywords))
    if ability.control:
        return "You control enchanted creature." if ability.affects == "attached" else \
            f"You control {_plural(describe_filter(ability.filter))}."
    if ability.replacement == "enters_tapped":
        return "This enters tapped."
    if ability.extra_lands:   # CR 305.2
        return "You may play an additional land on each of your turns."
    if ability.replacement == "enters_with_counters":
        text = _enters_with_counters_text(ability.counters)
        if ability.condition != "always":   # "… with a +1/+1 counter on it if an opponent lost life this turn"
            from manastack.cards.phrases import condition_words

            text = f"{text[:-1]} {condition_words(ability.condition).lower()}."
        return text
    if not parts:
        return ability.label or ""
    sentence = f"{who} {' and '.join(parts)}"
    if ability.condition != "always":   # "During your turn, equipped creatures you control have …"
        from manastack.cards.phrases import condition_words

        words = condition_words(ability.condition)
        words = "As long as " + words[3:] if words.startswith("If ") else words   # a static's "as long as"
        sentence = f"{words}, {sentence[:1].lower()}{sentence[1:]}"
    return sentence if sentence.endswith('."') else sentence + "."


def _enters_with_counters_text(n: int | str) -> str:
    if n == "converge":
        return "This enters with a +1/+1 counter on it for each color of mana spent to cast it."
    if n == 1:
        return "This enters with a +1/+1 counter on it."
    return f"This enters with {'X' if n == 'x' else n} +1/+1 counters on it."


def _plural(described: str) -> str:
    """"land creature you control" -> "land creatures you control"."""
    for tail in (" you control", " an opponent controls", " with mana value"):
        if tail in described:
            head, rest = described.split(tail, 1)
            return head + "s" + tail + rest
    return described + "s"


_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


def rules_text(definition: CardDef) -> str:
    """The whole rules text of a card, rendered from its definition."""
    lines = []
    if definition.keywords:
        lines.append(", ".join(definition.keywords))
    lines += _keyword_lines(definition, before=True)
    if definition.additional_cost is not None:
        lines.append(f"As an additional cost to cast this spell: {cost_text(definition.additional_cost)}.")
    if definition.spell is not None:
        lines.append(body_text(definition.spell))
    if definition.pawprints:   # CR 700.2h, 700.2d
        lines.append(f"Choose up to {_NUMBERS.get(definition.pawprints, definition.pawprints)} {{P}} worth of "
                     "modes. You may choose the same mode more than once.")
    for i, mode in enumerate(definition.modes):
        lines.append(f"{'{P}' * mode.pawprints} — {body_text(mode)}" if mode.pawprints else
                     f"• Mode {i}: {body_text(mode)}")
    lines += [ability_text(a) for a in definition.abilities]
    if definition.enters_as_copy:
        lines.append(_enters_as_copy_text(definition))
    lines += _keyword_lines(definition, before=False)
    return "\n".join(line for line in lines if line)


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
