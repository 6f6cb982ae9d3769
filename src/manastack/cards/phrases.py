"""English phrases for rendering rules text: who does something, and how many."""

from __future__ import annotations

from manastack.cards.parts import ObjectFilter

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
    words = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five"}
    if amount == 1:
        return f"{'an' if noun[0].lower() in 'aeiou' else 'a'} {noun}"
    number = words.get(amount, str(amount)) if isinstance(amount, int) else amount_words(amount)
    return f"{number} {noun}s"


CONDITIONS = {
    "paid": "If you do", "not_paid": "If they don't", "gift": "If the gift was promised",
    "not_gift": "If the gift wasn't promised", "awaken": "If the awaken cost was paid",
    "no_other_creatures": "If you control no other creatures", "your_turn": "During your turn",
    "gained_life": "If you gained life this turn", "lost_life": "If you lost life this turn",
    "gained_and_lost_life": "If you gained and lost life this turn",
    "gained_or_lost_life": "If you gained or lost life this turn",
    "opponent_lost_life": "If an opponent lost life this turn",
    "threshold": "If seven or more cards are in your graveyard",
    "not_threshold": "If fewer than seven cards are in your graveyard",
}


def condition_words(condition: str) -> str:
    """"If the gift was promised", "If you control a Bird", "If you have 40 or more life" …"""
    if condition in CONDITIONS:
        return CONDITIONS[condition]
    negate = condition.startswith("not_")
    body = condition[4:] if negate else condition
    if body.startswith("controls:"):
        verb = "don't control" if negate else "control"
        return f"If you {verb} a {body.split(':', 1)[1]}"
    if body.startswith("resolution:"):
        nth = {"1": "first", "2": "second", "3": "third"}.get(body.split(":", 1)[1], body.split(":", 1)[1] + "th")
        return f"If this is {'not ' if negate else ''}the {nth} time this ability has resolved this turn"
    if body.startswith("you_control:"):
        return f"If you {'don' + chr(39) + 't control' if negate else 'control'} that creature"
    if body.startswith("opponent_more:"):
        more = {"lands": "controls more lands", "life": "has more life", "creatures": "controls more creatures",
                "hand": "has more cards in hand"}[body.split(":", 1)[1]]
        return f"If {'no opponent' if negate else 'an opponent'} {more} than you"
    if body.startswith("result:"):   # "if you do" / "if they don't" (118.12), as "paid" reads
        return "If they don't" if negate else "If they do"
    if body.startswith("active_hand_at_most:"):
        n = body.split(":", 1)[1]
        return f"If that player has {'one' if n == '1' else n} or fewer cards in hand"
    if body.startswith("total_power_at_least:"):
        return f"If creatures you control have total power {body.split(':', 1)[1]} or greater"
    if body.startswith("lands_at_least:"):
        return f"If you control {body.split(':', 1)[1]} or more lands"
    if body.startswith("controls_power:"):
        verb = "don't control" if negate else "control"
        return f"If you {verb} a creature with power {body.split(':', 1)[1]} or greater"
    if body.startswith("life_at_least:"):
        return f"If you have {body.split(':', 1)[1]} or more life"
    return f"If {condition.replace('_', ' ')}"


def amount_words(amount: int | str) -> str:
    """A number as printed: literal, X, devotion, a remembered total, a creature's power."""
    if isinstance(amount, int):
        return str(amount)
    if amount.startswith("devotion:"):
        color = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}[amount.split(":", 1)[1]]
        return f"X (your devotion to {color})"
    if amount.startswith("power_of:"):
        return "that creature's power"
    if amount.startswith("opponents_hand_at_most:"):
        n = amount.split(":", 1)[1]
        return f"X (the number of opponents who have {'one' if n == '1' else n} or fewer cards in hand)"
    if amount == "converge":
        return "X (the number of colors of mana spent to cast this spell)"
    if amount == "died_this_turn":
        return "X (the number of creatures you controlled that died this turn)"
    if amount == "graveyard_creatures":
        return "X (the number of creature cards in your graveyard)"
    if amount.startswith("count:"):
        return f"X (the number of {amount.split(':', 1)[1]}s you control)"
    if amount == "source_x":
        return "X"
    if amount == "greatest_power":
        return "X (the greatest power among creatures you control)"
    return "X" if amount == "x" else "that much"   # a total an earlier instruction remembered


def _size_words(flt: ObjectFilter) -> list[str]:
    """"with power 4 or greater", "with toughness 2 or greater"."""
    found = [(what, n) for what, n in (("power", flt.min_power), ("toughness", flt.min_toughness)) if n is not None]
    less = [f"with power {flt.max_power} or less"] if flt.max_power is not None else []
    return [f"with {what} {n} or greater" for what, n in found] + less


def _either(alternatives: tuple[ObjectFilter, ...]) -> str:
    """"with power or toughness 4 or greater"; otherwise each alternative's words joined by "or"."""
    sizes = [a.model_dump(exclude_defaults=True) for a in alternatives]
    if all(len(size) == 1 and next(iter(size)) in ("min_power", "min_toughness") for size in sizes):
        numbers = {n for size in sizes for n in size.values()}
        if len(numbers) == 1:
            whats = " or ".join(next(iter(size)).removeprefix("min_") for size in sizes)
            return f"with {whats} {numbers.pop()} or greater"
    return " or ".join(describe_filter(a) for a in alternatives)


def describe_filter(flt: ObjectFilter | None) -> str:
    """"nonland permanent an opponent controls", "tapped creature" …"""
    if flt is None:
        return "permanent"
    words = []
    if flt.tapped is not None:
        words.append("tapped" if flt.tapped else "untapped")
    if flt.token is False:
        words.append("nontoken")
    if flt.attacking:
        words.append("attacking")
    if flt.equipped:
        words.append("equipped")
    words += [f"non{s.lower()}" for s in flt.not_supertypes]
    words += [s.lower() for s in flt.supertypes]
    words += [f"non{t.value.lower()}" for t in flt.not_types]
    words += [f"non{c.value}" for c in flt.not_colors]
    noun = " or ".join(t.value.lower() for t in flt.types) or "permanent"
    if flt.all_types:
        noun = " ".join(t.value.lower() for t in flt.all_types) + ("" if noun == "permanent" else " " + noun)
    if flt.subtypes:
        noun = " or ".join(flt.subtypes) + " " + noun
    words.append(noun)
    if flt.max_mana_value is not None:
        words.append(f"with mana value {flt.max_mana_value} or less")
    words += _size_words(flt)
    if flt.any_of:
        words.append(_either(flt.any_of))
    if flt.keyword is not None:
        words.append(f"with {flt.keyword}")
    if flt.controller == "you":
        words.append("you control")
    elif flt.controller == "opponent":
        words.append("an opponent controls")
    if flt.token and noun == "permanent":   # "a token you control"
        words[words.index(noun)] = "token"
    elif flt.token:
        words.insert(len(words) - (flt.controller in ("you", "opponent")), "token")
    if flt.not_keyword is not None:
        words.append(f"without {flt.not_keyword.lower()}")
    if flt.entered_this_turn:
        words.append("that entered the battlefield this turn")
    return ("another " if flt.another else "") + " ".join(words)
