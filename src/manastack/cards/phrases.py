"""English phrases for rendering rules text: who does something, and how many."""

from __future__ import annotations

from manastack.cards.parts import ObjectFilter, TapUntapped
from manastack.types.enums import CardType

PLAYERS = {
    "you": "you", "opponents": "each opponent", "each_player": "each player", "gift": "the chosen opponent",
    "trigger_player": "that player", "defending": "the defending player",
    "controller:target": "its controller", "owner:target": "its owner",
}
PLURAL_SUBJECTS = frozenset({"you"})
IRREGULAR = frozenset({"may pay", "may", "must"})


def subject(ref: str) -> str:
    """The words for a player reference: ``opponents`` → "each opponent"."""
    if ref in PLAYERS:
        return PLAYERS[ref]
    if ref.startswith("opponents_of:"):
        return "each of that player's opponents"
    if ref.startswith(("controller:", "owner:")):
        which, inner = ref.split(":", 1)
        return f"the {which} of {inner.replace('_', ' ')}"
    return ref.replace("_", " ")


def sentence(ref: str, verb: str, rest: str) -> str:
    """"you gain 3 life", "each opponent loses 2 life": the verb agrees with its subject."""
    who = subject(ref)
    if who in PLURAL_SUBJECTS or verb in IRREGULAR:
        return f"{who} {verb} {rest}"
    return f"{who} {verb}s {rest}"


def count_of(amount: int | str, noun: str) -> str:
    """"a card", "two cards", "X cards"."""
    words = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
             10: "ten"}
    if amount == 1:
        return f"{'an' if noun[0].lower() in 'aeiou' else 'a'} {noun}"
    number = words.get(amount, str(amount)) if isinstance(amount, int) else amount_words(amount)
    if number.startswith(("the number of", "the greatest")):   # "cards equal to the number of stash counters …"
        return f"{noun}s equal to {number}"
    return f"{number} {noun}s"


CONDITIONS = {
    "paid": "If you do", "not_paid": "If they don't", "gift": "If the gift was promised",
    "not_gift": "If the gift wasn't promised", "awaken": "If the awaken cost was paid",
    "offspring": "If its offspring cost was paid",
    "no_other_creatures": "If you control no other creatures",
    "gained_life:you": "If you gained life this turn",
    "gained_and_lost_life:you": "If you gained and lost life this turn",
    "threshold": "If seven or more cards are in your graveyard",
    "sacrificed_food": "If you've sacrificed a Food this turn",
    "not_threshold": "If fewer than seven cards are in your graveyard",
    "opponent_lost_life": "If an opponent lost life this turn",
    "other_colorless_creature": "If you control another colorless creature",
    "not_other_colorless_creature": "If you control no other colorless creatures",
    "your_turn": "If it's your turn", "not_your_turn": "If it's not your turn",
    "lost_life:you": "If you've lost life this turn",
    "life_changed:you": "If you gained or lost life this turn",
    "another_creature_entered": "If another creature entered the battlefield under your control this turn",
}


def _or_list(kinds: str) -> str:
    """"Bird/Frog/Otter/Rat" as "Bird, Frog, Otter, or Rat"."""
    names = kinds.split("/")
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + ("," if len(names) > 2 else "") + \
        " or " + names[-1]


def condition_words(condition: str) -> str:
    """"If the gift was promised", "If you control a Bird", "If you have 40 or more life" …"""
    if condition in CONDITIONS:
        return CONDITIONS[condition]
    if "|" in condition:     # "If you control a Squirrel or a Squirrel card was returned this way"
        first, *rest = (condition_words(p) for p in condition.split("|"))
        return " or ".join([first, *(r.removeprefix("If ") for r in rest)])
    if condition.startswith("not_result:"):   # the instruction before didn't happen
        return "Otherwise"
    negate = condition.startswith("not_")
    body = condition[4:] if negate else condition
    if body.startswith("controls:"):
        verb = "don't control" if negate else "control"
        what = body.split(':', 1)[1]
        return f"If you {verb} {'an' if what[:1].lower() in 'aeiou' else 'a'} {what}"
    if body.startswith("resolution:"):
        nth = {"1": "first", "2": "second", "3": "third"}.get(body.split(":", 1)[1], body.split(":", 1)[1] + "th")
        return f"If this is {'not ' if negate else ''}the {nth} time this ability has resolved this turn"
    if body.startswith("lands_at_least:"):   # "if you control seven (ten) or more lands"
        return f"If you control {count_of(int(body.split(':', 1)[1]), 'land').split(' ', 1)[0]} or more lands"
    if body.startswith("exiled_types_at_least:"):
        n = body.split(":", 1)[1]
        return f"If there are {n} or more card types among cards exiled with this"
    if body.startswith("power_at_most:revealed:"):
        return "If that creature's power is less than or equal to the revealed card's power"
    if body.startswith("power_at_most:"):
        return f"If that creature's power is {body.split(':')[1]} or less"
    if body.startswith("controls_another:"):
        return f"If you control another {body.split(':', 1)[1]}"
    if body.startswith("result:"):     # an earlier instruction did something ("If you do" / "Otherwise")
        return "Otherwise" if negate else "If you do"
    if body.startswith("token:"):
        return f"If that creature {'isn' + chr(39) + 't' if negate else 'is'} a token"
    if body.startswith("you_control:"):
        return f"If you {'don' + chr(39) + 't control' if negate else 'control'} that creature"
    if body.startswith("opponent_more:"):
        more = {"lands": "controls more lands", "life": "has more life", "creatures": "controls more creatures",
                "hand": "has more cards in hand"}[body.split(":", 1)[1]]
        return f"If {'no opponent' if negate else 'an opponent'} {more} than you"
    if body.startswith("result_is:"):
        _, name, subtype = body.split(":")
        return f"If {'no' if negate else 'a'} {subtype} card was {name} this way"
    if body.startswith("left_graveyard_at_least:"):
        n = body.split(":", 1)[1]
        return f"If {count_of(int(n), 'card').split(' ', 1)[0]} or more cards left your graveyard this turn"
    if body == "cast_from:hand" and negate:
        return "If this spell was cast from anywhere other than your hand"
    if body.startswith("cast_from:"):
        where = {"graveyard": "a graveyard", "hand": "your hand", "exile": "exile"}[body.split(":", 1)[1]]
        return f"If this spell {'wasn' + chr(39) + 't' if negate else 'was'} cast from {where}"
    if body.startswith("first_cast_this_turn:"):     # "the first Otter spell other than <this>"
        types = {t.value for t in CardType}      # a card type is written in lower case, a subtype capitalized
        firsts = [f"the first {k.lower() if k in types else k} spell" for k in body.split(":", 1)[1].split("/")]
        listed = ", ".join(firsts[:-1]) + (", or " if len(firsts) > 2 else " or ") + firsts[-1] if len(firsts) > 1 \
            else firsts[0]
        return f"If it's {listed} other than this you've cast this turn"
    if body.startswith("at_least:") and body.split(":")[2].startswith("exiled"):
        number = count_of(int(body.split(":")[1]), "card").split(" ", 1)[0]     # "four"
        return f"If you {'exiled fewer than' if negate else 'exiled'} {number} {'' if negate else 'or more '}cards " \
            "this way"
    if body.startswith("at_least:"):
        return f"If {'fewer than ' if negate else ''}{body.split(':')[1]} cards were put there this way"
    if body.startswith("subtype:Creature:"):
        return "If it isn't a creature" if negate else "If it's a creature"
    if body.startswith("subtype:") and body.endswith(":trigger"):     # "if that land is a Plains"
        kind = body.split(":")[1]
        noun = "land" if kind in BASIC_LAND_TYPES else "permanent"
        return f"If that {noun} is{' not' if negate else ''} {'an' if kind[0] in 'AEIOU' else 'a'} {kind}"
    if body.startswith("subtype:"):
        return f"If that creature {'isn' + chr(39) + 't' if negate else 'is'} a {_or_list(body.split(':')[1])}"
    if body.startswith("creature_entered:"):
        kinds = _or_list(body.split(":")[1])
        return f"If {'no' if negate else 'a'} {kinds} entered the battlefield under your control this turn"
    if body.startswith("power_at_least:"):
        _, number, ref = body.split(":", 2)
        return f"If {'this creature' if ref == 'this' else 'that creature'}" \
            f"{chr(39) + 's power is' if ref == 'this' else ' has power'} {number} or greater"
    if body.startswith("lost_life:"):
        who = "you" if body == "lost_life:you" else "that player"
        return f"If {who} {'didn' + chr(39) + 't lose' if negate else 'lost'} life this turn"
    if body.startswith("controls_at_least:"):
        n, kind = body.split(":", 2)[1:]
        many = {"2": "two", "3": "three", "4": "four", "5": "five", "6": "six", "7": "seven"}.get(n, n)
        return f"If you {'don' + chr(39) + 't ' if negate else ''}control {many} or more {plural(kind_words(kind))}"
    if body.startswith("active_hand_at_most:"):
        n = body.split(":", 1)[1]
        return f"If that player has {'one' if n == '1' else n} or fewer cards in hand"
    if body.startswith("total_power_at_least:"):
        return f"If creatures you control have total power {body.split(':', 1)[1]} or greater"
    if body.startswith("controls_power:"):
        verb = "don't control" if negate else "control"
        return f"If you {verb} a creature with power {body.split(':', 1)[1]} or greater"
    if body.startswith("life_at_least:"):
        return f"If you have {body.split(':', 1)[1]} or more life"
    return f"If {condition.replace('_', ' ')}"


BASIC_LAND_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})   # CR 205.3i


def kind_words(kind: str) -> str:
    """A card type, subtype or supertype as a noun: "creature", "Ally", "basic land"."""
    return "basic land" if kind == "Basic" else kind if kind[0].isupper() and kind not in _TYPES else kind.lower()


def plural(noun: str) -> str:
    """"lands", "Allies"."""
    return noun[:-1] + "ies" if noun.endswith("y") and noun[-2:-1] not in "aeiou" else noun + "s"


def plural_of(described: str) -> str:
    """A described permanent in the plural: "land creature you control" -> "land creatures you control"."""
    for tail in (" you control", " an opponent controls", " with "):
        if tail in described:
            head, rest = described.split(tail, 1)
            return head + "s" + (" your opponents control" if tail == " an opponent controls" else tail) + rest
    return described + "s"


_TYPES = frozenset({"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"})


def amount_words(amount: int | str) -> str:
    """A number as printed: literal, X, devotion, a remembered total, a creature's power."""
    if isinstance(amount, int):
        return str(amount)
    if amount.startswith("devotion:"):
        color = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}[amount.split(":", 1)[1]]
        return f"X (your devotion to {color})"
    if amount == "power_of:sacrificed":
        return "the sacrificed creature's power"
    if amount == "opponents_lost_life":
        return "the number of opponents who lost life this turn"
    if amount == "opponents_creatures_exiled":
        return "the number of creatures your opponents controlled that were put into exile this turn"
    if amount == "storm_count":
        return "the number of other spells cast before it this turn"
    if amount.startswith("power_of:"):
        return "this creature's power" if amount == "power_of:this" else "that creature's power"
    if amount.startswith("mana_value_of:"):
        return "its mana value"
    if amount == "count:creatures_with_power_4_or_greater":
        return "the number of creatures you control with power 4 or greater"
    if amount.startswith("count:") and amount.count(":") == 2:     # "2 for each creature you control"
        _, what, each = amount.split(":")
        return f"{each} for each {what.removesuffix('s')} you control"
    if amount.startswith("count:"):
        counted = amount.split(":", 1)[1]
        return f"the number of {counted + 's' if counted[:1].isupper() else counted} you control"
    if amount == "linked":
        return "the number of those cards still there"
    if amount.startswith("counters:"):
        return f"the number of {amount.split(':', 1)[1]} counters on this"
    if amount == "converge":
        return "X (the number of colors of mana spent to cast this spell)"
    if amount.startswith("other_attacking:"):
        return f"the number of other attacking {plural(kind_words(amount.split(':', 1)[1]))}"
    if amount == "trigger_amount":
        return "that much"
    if amount.startswith(("others:", "greatest_mana_value:")):
        return "X"
    if amount.startswith("opponents_hand_at_most:"):
        n = amount.split(":", 1)[1]
        return f"the number of opponents who have {'one' if n == '1' else n} or fewer cards in hand"
    if amount == "died_this_turn":
        return "the number of creatures you controlled that died this turn"
    if amount == "graveyard_creatures":     # "… X life, where X is …" (``where_x``)
        return "X"
    if amount == "greatest_power":
        return "the greatest power among creatures you control"
    return "X" if amount == "x" else "that much"   # a total an earlier instruction remembered


def where_x(amount: int | str) -> str:
    """", where X is the number of other Squirrels, Bats, Lizards, and Rats you control" (or nothing)."""
    if amount == "greatest_mana_value:graveyard":
        return ", where X is the greatest mana value among cards in your graveyard"
    if amount == "greatest_mana_value:permanents":
        return ", where X is the greatest mana value among permanents you control"
    if amount == "graveyard_creatures":
        return ", where X is the number of creature cards in your graveyard"
    if not isinstance(amount, str) or not amount.startswith("others:"):
        return ""
    kinds = [k + "s" for k in amount.split(":", 1)[1].split("/")]
    listed = kinds[0] if len(kinds) == 1 else ", ".join(kinds[:-1]) + ("," if len(kinds) > 2 else "") + \
        " and " + kinds[-1]
    return f", where X is the number of other {listed} you control"


def _size_words(flt: ObjectFilter) -> list[str]:
    """"with power 4 or greater", "with toughness 2 or greater"."""
    found = [(what, n) for what, n in (("power", flt.min_power), ("toughness", flt.min_toughness)) if n is not None]
    most = [f"with power {flt.max_power} or less"] if flt.max_power is not None else []
    return [f"with {what} {n} or greater" for what, n in found] + most


def _either(alternatives: tuple[ObjectFilter, ...]) -> str:
    """"with power or toughness 4 or greater"; otherwise each alternative's words joined by "or"."""
    sizes = [a.model_dump(exclude_defaults=True) for a in alternatives]
    if all(len(size) == 1 and next(iter(size)) in ("min_power", "min_toughness") for size in sizes):
        numbers = {n for size in sizes for n in size.values()}
        if len(numbers) == 1:
            whats = " or ".join(next(iter(size)).removeprefix("min_") for size in sizes)
            return f"with {whats} {numbers.pop()} or greater"
    return " or ".join(describe_filter(a) for a in alternatives)


STATUS = ("attacking", "blocking", "tapped")   # adjectives an alternative may be: "attacking, blocking, or tapped"


def _status_alternatives(flt: ObjectFilter) -> str:
    """"attacking, blocking, or tapped" when every alternative of the filter is one such adjective."""
    alternatives = [a.model_dump(exclude_defaults=True) for a in flt.any_of]
    if not alternatives or not all(len(a) == 1 and next(iter(a)) in STATUS and next(iter(a.values())) is True
                                   for a in alternatives):
        return ""
    named = [next(iter(a)) for a in alternatives]
    return " or ".join(named) if len(named) < 3 else ", ".join(named[:-1]) + ", or " + named[-1]


def describe_filter(flt: ObjectFilter | None) -> str:
    """"nonland permanent an opponent controls", "tapped creature" …"""
    if flt is None:
        return "permanent"
    words = ["blocking"] if flt.blocking else []
    either = _status_alternatives(flt)
    if either:      # the alternatives are all adjectives: said before the noun
        words.append(either)
        flt = flt.model_copy(update={"any_of": ()})
    if flt.tapped is not None:
        words.append("tapped" if flt.tapped else "untapped")
    if flt.attacking is not None:
        words.append("attacking" if flt.attacking else "nonattacking")
    if flt.token is False:
        words.append("nontoken")
    if flt.equipped:
        words.append("equipped")
    words += [f"non{s.lower()}" for s in flt.not_supertypes]
    words += [s.lower() for s in flt.supertypes]
    words += [f"non{t.value.lower()}" for t in flt.not_types]
    words += [f"non{c.value}" for c in flt.not_colors]
    if flt.colorless is not None:
        words.append("colorless" if flt.colorless else "colored")
    if flt.in_combat is not None:
        words.append("attacking or blocking" if flt.in_combat else "neither attacking nor blocking")
    noun = " or ".join(t.value.lower() for t in flt.types) or "permanent"
    if flt.all_types:
        noun = " ".join(t.value.lower() for t in flt.all_types) + ("" if noun == "permanent" else " " + noun)
    if flt.subtypes:
        noun = " or ".join(flt.subtypes) + " " + noun
    if flt.all_subtypes:      # "Eldrazi Scion": the subtypes name the permanent
        noun = " ".join(flt.all_subtypes) + ("" if noun == "permanent" else " " + noun)
    if noun != "permanent" or not flt.any_of or \
            not all(a.types or a.all_types or a.subtypes or a.all_subtypes for a in flt.any_of):
        words.append(noun)      # "creature or Food": the alternatives are the nouns
    if flt.max_mana_value is not None:
        words.append(f"with mana value {flt.max_mana_value} or less")
    if flt.min_mana_value is not None:
        words.append(f"with mana value {flt.min_mana_value} or greater")
    if flt.lesser_mana_value:
        words.append("with lesser mana value")
    if flt.even_mana_value is not None:
        words.append(f"with {'even' if flt.even_mana_value else 'odd'} mana values")
    if flt.mana_value_counters is not None:
        words.append(f"with mana value equal to the number of {flt.mana_value_counters} counters on this")
    if flt.x_in_cost is not None:
        words.append("with {X} in its mana cost" if flt.x_in_cost else "without {X} in its mana cost")
    words += _size_words(flt)
    if flt.any_of:
        words.append(_either(flt.any_of))
    if flt.keyword is not None:
        words.append(f"with {flt.keyword}")
    if flt.controller == "you":
        words.append("you control")
    elif flt.controller == "opponent":
        words.append("an opponent controls")
    if flt.of_chosen_type:
        words.append("of the chosen type")
    if flt.token and noun == "permanent":   # "a token you control"
        words[words.index(noun)] = "token"
    elif flt.token:
        words.insert(len(words) - (flt.controller in ("you", "opponent")), "token")
    if flt.not_keyword is not None:
        words.append(f"without {flt.not_keyword.lower()}")
    if flt.with_counter is not None:
        words.append(f"with a {flt.with_counter} counter on it")
    if flt.with_counters is not None:
        words.append("with counters on them" if flt.with_counters else "with no counters on them")
    if flt.entered_this_turn:
        words.append("that entered the battlefield this turn")
    if flt.toughness_over_power:
        words.append("with toughness greater than its power")
    if flt.dealt_damage_this_turn:
        words.append("that was dealt damage this turn")
    return ("another " if flt.another else "") + " ".join(words)


def process_words(n: int) -> str:
    """A processor's cost: "put a card an opponent owns from exile into that player's graveyard"."""
    if n == 1:
        return "put a card an opponent owns from exile into that player's graveyard"
    number = count_of(n, "card").split(" ", 1)[0]
    return f"put {number} cards your opponents own from exile into their owners' graveyards"


def tap_cost_words(part: TapUntapped) -> str:
    """CR 118.3: "Tap two untapped tokens you control", "Tap another untapped Ally you control"."""
    what = _tapped_noun(part.what)
    if part.what.another:
        return f"Tap another untapped {what} you control"
    return f"Tap {count_of(part.count, f'untapped {what}')} you control"


def _tapped_noun(flt: ObjectFilter) -> str:
    """The permanent's name in the cost: "token", "creature", "Ally" (a subtype names the permanent)."""
    words = describe_filter(flt.model_copy(update={"another": False, "token": None}))
    if words.endswith(" permanent") and words != "permanent":
        words = words[: -len(" permanent")]
    if flt.token:
        return "token" if words == "permanent" else f"{words} token"
    return words


def restriction_words(restriction: ObjectFilter) -> str:
    """CR 106.6: "a creature spell", "an Ally spell", "colorless spells" (a filter of no card type or subtype is said in
    the plural, as printed); alternatives in the plural, each with its noun: "creature spells with mana value 4 or
    greater or creature spells with {X} in their mana costs"."""
    if restriction.any_of:
        base = restriction.model_copy(update={"any_of": ()})
        return " or ".join(_spells(base.model_copy(update=alt.model_dump(exclude_defaults=True)))
                           for alt in restriction.any_of)
    noun = describe_filter(restriction).replace(" permanent", "")
    if restriction.types or restriction.subtypes:
        return f"{'an' if noun[0] in 'aeiouAEIOU' else 'a'} {noun} spell"
    return f"{noun} spells"


def _spells(flt: ObjectFilter) -> str:
    """"creature spells with {X} in their mana costs": a filter said of spells, in the plural."""
    words = describe_filter(flt).replace(" permanent", "")
    head, _, rest = words.partition(" with ")
    rest = rest.replace("in its mana cost", "in their mana costs")
    return f"{head} spells" + (f" with {rest}" if rest else "")
