"""Reference card data (MTGJSON-shaped ``cards.json`` and ``sets/*.json``), read at run time, never copied in.

The folder is ``$MANASTACK_REFERENCE_DATA`` when set, else the first ``shared/data`` found walking up from the
current directory (then from this package): from a checkout that is ``../shared/data``. :func:`differences`
compares a definition's characteristics (CR 109.3: name, mana cost, color, card type, subtype, supertype,
power, toughness, loyalty) and its keyword abilities (CR 702) with a reference card.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from manastack.cards.keywords import declared_fields
from manastack.cards.schema import CardDef
from manastack.types.enums import COLOR_SYMBOLS

REFERENCE_ENV = "MANASTACK_REFERENCE_DATA"
REFERENCE_RELPATH = Path("shared") / "data"
WUBRG = "WUBRG"

#: Keyword abilities (CR 702) by lower-case name. MTGJSON's ``keywords`` also lists keyword actions (701: Fight,
#: Scry …), ability words (207.2c: Landfall …) and token names (Food, Treasure): those are not compared.
KEYWORD_ABILITIES = frozenset(k.casefold() for k in (
    "Deathtouch", "Defender", "Double strike", "Enchant", "Equip", "First strike", "Flash", "Flying", "Haste",
    "Hexproof", "Indestructible", "Intimidate", "Lifelink", "Protection", "Reach", "Shroud", "Trample",
    "Vigilance", "Ward", "Banding", "Rampage", "Cumulative upkeep", "Flanking", "Phasing", "Buyback", "Shadow",
    "Cycling", "Echo", "Horsemanship", "Fading", "Kicker", "Multikicker", "Flashback", "Madness", "Fear", "Morph",
    "Megamorph", "Amplify", "Provoke", "Storm", "Affinity", "Entwine", "Modular", "Sunburst", "Bushido",
    "Soulshift", "Splice", "Offering", "Ninjutsu", "Epic", "Convoke", "Dredge", "Transmute", "Bloodthirst", "Haunt",
    "Replicate", "Forecast", "Graft", "Recover", "Ripple", "Split second", "Suspend", "Vanishing", "Absorb",
    "Aura swap", "Delve", "Fortify", "Frenzy", "Gravestorm", "Poisonous", "Transfigure", "Champion", "Changeling",
    "Evoke", "Hideaway", "Prowl", "Reinforce", "Conspire", "Persist", "Wither", "Retrace", "Devour", "Exalted",
    "Unearth", "Cascade", "Annihilator", "Level up", "Rebound", "Totem armor", "Umbra armor", "Infect",
    "Battle cry", "Living weapon", "Undying", "Miracle", "Soulbond", "Overload", "Scavenge", "Unleash", "Cipher",
    "Evolve", "Extort", "Fuse", "Bestow", "Tribute", "Dethrone", "Hidden agenda", "Outlast", "Prowess", "Dash",
    "Exploit", "Menace", "Renown", "Awaken", "Devoid", "Ingest", "Myriad", "Surge", "Skulk", "Emerge", "Escalate",
    "Melee", "Crew", "Fabricate", "Partner", "Undaunted", "Improvise", "Aftermath", "Embalm", "Eternalize",
    "Afflict", "Ascend", "Assist", "Jump-start", "Mentor", "Afterlife", "Riot", "Spectacle", "Escape", "Companion",
    "Mutate", "Encore", "Boast", "Foretell", "Demonstrate", "Daybound", "Nightbound", "Disturb", "Decayed",
    "Cleave", "Training", "Compleated", "Reconfigure", "Blitz", "Casualty", "Enlist", "Read ahead", "Ravenous",
    "Squad", "Space sculptor", "Visit", "Prototype", "Living metal", "More Than Meets the Eye", "For Mirrodin!",
    "Toxic", "Backup", "Bargain", "Craft", "Disguise", "Solved", "Plot", "Saddle", "Spree", "Freerunning", "Gift",
    "Offspring", "Impending", "Exhaust", "Max speed", "Start your engines!", "Harmonize", "Mobilize",
    "Double team", "Job select", "Station", "Warp", "Sneak", "Tiered",
))
#: The characteristics compared, in the order they are reported.
FIELDS = ("name", "mana cost", "colors", "types", "subtypes", "supertypes", "power", "toughness", "loyalty",
          "keywords")


@dataclass(frozen=True)
class ReferenceCard:
    """One reference record and the file it came from (``cards.json`` or ``sets/BLB.json``)."""

    source: str
    record: dict[str, Any]

    @property
    def text(self) -> str:
        return str(self.record.get("text") or "")


def reference_dir(start: Path | None = None) -> Path | None:
    """The reference folder (see the module docstring), or ``None`` when there is none."""
    override = os.environ.get(REFERENCE_ENV)
    if override:
        return Path(override) if Path(override).is_dir() else None
    for origin in [start] if start is not None else [Path.cwd(), Path(__file__)]:
        here = origin.resolve()
        for folder in (here, *here.parents):
            if (folder / REFERENCE_RELPATH).is_dir():
                return folder / REFERENCE_RELPATH
    return None


@cache
def load_reference(folder: Path) -> dict[str, list[ReferenceCard]]:
    """Every reference card by name: ``cards.json`` first, then each set file's ``cards``."""
    found: dict[str, list[ReferenceCard]] = {}
    atomic = folder / "cards.json"
    if atomic.is_file():
        for name, printings in _read(atomic).get("data", {}).items():
            found.setdefault(name, []).extend(ReferenceCard("cards.json", p) for p in printings[:1])
    for code, cards in set_files(folder).items():
        for record in cards:
            found.setdefault(record["name"], []).append(ReferenceCard(f"sets/{code}.json", record))
    return found


@cache
def set_files(folder: Path) -> dict[str, list[dict[str, Any]]]:
    """The cards of every set file holding card records, by set code (upper case)."""
    sets: dict[str, list[dict[str, Any]]] = {}
    for path in sorted((folder / "sets").glob("*.json")):
        data = _read(path).get("data")
        if isinstance(data, dict) and isinstance(data.get("cards"), list):
            sets[str(data.get("code") or path.stem).upper()] = data["cards"]
    return sets


def _read(path: Path) -> dict[str, Any]:
    data = json.loads(path.read_text(encoding="utf-8"))
    return data if isinstance(data, dict) else {}


def characteristics(definition: CardDef) -> dict[str, Any]:
    """The definition's compared characteristics, written as the reference writes them."""
    cost = definition.cost.render() if definition.cost is not None else None
    return {
        "name": definition.name,
        "mana cost": cost,
        "colors": "".join(c for c in WUBRG if c in {COLOR_SYMBOLS[color] for color in definition.color_set}),
        "types": sorted(str(t.value) for t in definition.types),
        "subtypes": list(definition.subtypes),
        "supertypes": sorted(definition.supertypes),
        "power": "*" if definition.pt_equal_to else _number(definition.printed_power),
        "toughness": "*" if definition.pt_equal_to else _number(definition.toughness),
        "loyalty": _number(definition.loyalty),
        "keywords": sorted(engine_keywords(definition)),
    }


def reference_characteristics(card: ReferenceCard) -> dict[str, Any]:
    """The same characteristics of a reference record."""
    r = card.record
    return {
        "name": r.get("name"),
        "mana cost": r.get("manaCost") or None,
        "colors": "".join(c for c in WUBRG if c in (r.get("colors") or [])),
        "types": sorted(r.get("types") or []),
        "subtypes": list(r.get("subtypes") or []),
        "supertypes": sorted(r.get("supertypes") or []),
        "power": r.get("power"),
        "toughness": r.get("toughness"),
        "loyalty": r.get("loyalty"),
        "keywords": sorted({k.casefold() for k in r.get("keywords") or [] if _is_keyword_ability(k.casefold())}
                           | _costed_keyword_lines(str(r.get("text") or ""))),
    }


def _costed_keyword_lines(text: str) -> set[str]:
    """Keyword abilities written as a line "Keyword {cost}" (``Offspring {2} (…)``): some set files leave them
    out of their keyword list (the Bloomburrow file lists no Offspring), the text still has them."""
    found = set()
    for line in text.split("\n"):
        head, _, rest = line.partition(" {")
        if rest and head.casefold() in KEYWORD_ABILITIES:
            found.add(head.casefold())
    return found


def engine_keywords(definition: CardDef) -> set[str]:
    """The definition's keyword abilities by lower-case name: its ``keywords`` (``Protection from everything``
    is Protection) and the declared keywords written as fields (``gift``, ``awaken``, ``equip``, ``aura``
    for enchant …, ``cards.keywords``)."""
    names = {_keyword_name(k) for k in definition.keywords}
    names |= {k.name for f, k in declared_fields().items()
              if k.name in KEYWORD_ABILITIES and definition.keyword(f) is not None}
    return names


def _keyword_name(keyword: str) -> str:
    """``Protection from everything`` → ``protection``; ``Ward {2}`` → ``ward``."""
    folded = keyword.casefold()
    for name in sorted(KEYWORD_ABILITIES, key=len, reverse=True):
        if folded == name or folded.startswith(name + " "):
            return name
    return folded


def _is_keyword_ability(name: str) -> bool:
    """A CR 702 keyword, counting the landwalk (702.14) and typecycling (702.29) families."""
    return name in KEYWORD_ABILITIES or name.endswith(("walk", "cycling"))


def _number(value: int | str | None) -> str | None:
    return None if value is None else str(value)


def differences(definition: CardDef, card: ReferenceCard) -> dict[str, tuple[Any, Any]]:
    """Each compared characteristic on which the definition and the reference disagree: (ours, theirs)."""
    ours, theirs = characteristics(definition), reference_characteristics(card)
    return {field: (ours[field], theirs[field]) for field in FIELDS if ours[field] != theirs[field]}


def reference_for(name: str, folder: Path) -> list[ReferenceCard]:
    """The reference records for a card name (exact, else differing only in case or apostrophes)."""
    cards = load_reference(folder)
    if name in cards:
        return cards[name]
    key = _loose(name)
    return next((records for other, records in cards.items() if _loose(other) == key), [])


def _loose(name: str) -> str:
    return name.casefold().replace("\u2019", "'")
