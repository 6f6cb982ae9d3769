"""Drafting and deck building at the terminal: a person's seat shows the booster, the picks so far and the colors
that seem open, and reads the pick from a line of input (a number; ``?N`` shows card N's rules text); then the
person builds their deck from the pool (``TerminalDeckBuilder``, on ``limited.deck_editor``). Their words are in
the naming's language (``sentences.reports``); the commands typed stay the same in every language."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from rich.console import Console

from manastack.cards.pool import CardPool
from manastack.cards.translation import rules_text_in
from manastack.limited.deck_editor import DeckEditError, DeckEditor
from manastack.limited.deckbuilding import BuiltDeck
from manastack.limited.draft import PickView, color_weights
from manastack.limited.ratings import Ratings
from manastack.limited.sets import card_set
from manastack.sentences import PLAIN, Naming
from manastack.sentences import reports as words
from manastack.sentences.catalog import SEPARATOR
from manastack.sentences.reports import DECK_HELP
from manastack.types.explained import Explained
from manastack.types.markers import N_

COLORS = "WUBRG"


class EndOfInput(Explained):
    """The input ran out before the draft or the deck building ended."""


DURING_THE_DRAFT = Explained(N_("during the draft"))
WHILE_BUILDING = Explained(N_("while building the deck"))


def next_line(commands: Iterator[str], when: Explained) -> str:
    """The next command line; ``EndOfInput`` if the input has run out (``when``: the words saying when)."""
    try:
        return next(commands).strip()
    except StopIteration:
        raise EndOfInput(N_("the input ended {when}"), when=when) from None


def show_card_text(console: Console, cards: CardPool, name: str, naming: Naming = PLAIN) -> None:
    """A card's name and its rules text as the engine renders it (``?N``), in the naming's language."""
    text = rules_text_in(cards[name], naming) if name in cards else naming.text(words.NOT_PLAYABLE_TEXT)
    console.print(f"{name}\n{text}", markup=False, highlight=False)


class TerminalDrafter:
    """A person drafting: each pick is a line read from ``commands``."""

    def __init__(self, commands: Iterator[str], console: Console, cards: CardPool, ratings: Ratings,
                 naming: Naming = PLAIN) -> None:
        self.commands = commands
        self.console = console
        self.cards = cards
        self.ratings = ratings
        self.naming = naming

    def pick(self, view: PickView) -> int:
        self.show(view)
        while True:
            self.console.print(self.naming.text(words.PICK).format(count=len(view.booster)), end="", markup=False)
            line = next_line(self.commands, DURING_THE_DRAFT)
            chosen = self.read(line, view)
            if chosen is not None:
                return chosen

    def read(self, line: str, view: PickView) -> int | None:
        """The index a line picks, or None after showing help or a card's text."""
        asking = line.startswith("?")
        number = line.removeprefix("?").strip()
        if not number.isdigit() or not 1 <= int(number) <= len(view.booster):
            self.console.print(self.naming.text(words.PICK_AGAIN).format(count=len(view.booster)), style="red",
                               markup=False)
            return None
        if not asking:
            return int(number) - 1
        show_card_text(self.console, self.cards, view.booster[int(number) - 1].name, self.naming)
        return None

    def show(self, view: PickView) -> None:
        printed, text = card_set(view.set), self.naming.text
        self.console.print()
        self.console.print(text(words.ROUND).format(round=view.round, pick=view.pick), style="bold", end=" ",
                           markup=False)
        self.console.print(text(words.PASSING[view.passing]), markup=False)
        for i, card in enumerate(view.booster, 1):
            info = printed.card(card.name)
            playable = "" if card.name in self.cards else "  " + text(words.NOT_PLAYABLE)
            rarity = text(words.RARITIES.get(card.rarity, card.rarity))
            self.console.print(f" {i:2}. {card.name} [{info.colors or 'C'}] {rarity}"
                               f"{' ' + text(words.FOIL_WORD) if card.foil else ''}{playable}", markup=False,
                               highlight=False)
        taken = Counter(letter for c in view.picks for letter in printed.card(c.name).colors)
        picks = text(SEPARATOR).join(c.name for c in view.picks) or text(words.NO_PICKS)
        self.console.print(text(words.YOUR_PICKS).format(picks=picks), markup=False, highlight=False)
        self.console.print(text(words.YOUR_COLORS).format(colors=" ".join(f"{c} {taken[c]}" for c in COLORS),
                                                          open=open_colors(view, self.ratings)), markup=False)


def open_colors(view: PickView, ratings: Ratings) -> str:
    """The colors whose cards in the booster are worth most (late in a round, a sign nobody upstream takes them)."""
    worth = color_weights(view.booster, card_set(view.set), ratings)
    return " ".join(f"{c} {w:.1f}" for c, w in worth.items())


class TerminalDeckBuilder:
    """A person building their limited deck from a pool, one command per line (``reports.DECK_HELP``)."""

    def __init__(self, commands: Iterator[str], console: Console, cards: CardPool, auto: BuiltDeck,
                 naming: Naming = PLAIN) -> None:
        self.commands = commands
        self.console = console
        self.cards = cards
        self.auto = auto
        self.naming = naming

    def build(self, pool: tuple[str, ...]) -> BuiltDeck:
        """The deck once it is legal and the person says ``done``, starting from the AI's deck."""
        editor = DeckEditor.starting_from(pool, self.cards, self.auto)
        self.console.print(self.naming.text(words.DECK_HELP), markup=False, highlight=False)
        while True:
            self.show(editor)
            self.console.print(self.naming.text(words.DECK_COMMAND), end="", markup=False)
            line = next_line(self.commands, WHILE_BUILDING)
            try:
                if self.follow(line, editor):
                    return editor.built()
            except DeckEditError as exc:
                self.console.print(exc.text(self.naming), style="red", markup=False)

    def follow(self, line: str, editor: DeckEditor) -> bool:
        """Carry out one command; True when the deck is finished."""
        word, _, rest = line.partition(" ")
        if line == "done":
            editor.built()      # raises what is still wrong
            return True
        if line in ("auto", "clear"):
            fresh = DeckEditor.starting_from(editor.pool, self.cards, self.auto) if line == "auto" else None
            editor.clear()
            if fresh is not None:
                editor.in_deck, editor.basics = fresh.in_deck, fresh.basics
        elif line.startswith("?") and line[1:].strip().isdigit():
            show_card_text(self.console, self.cards, editor.card(int(line[1:])), self.naming)
        elif line.lstrip("+-").isdigit():
            (editor.remove if line.startswith("-") else editor.add)(int(line.lstrip("+-")))
        elif rest.strip().isdigit():
            editor.set_basics(word, int(rest))
        else:
            raise DeckEditError(DECK_HELP)
        return False

    def show(self, editor: DeckEditor) -> None:
        text = self.naming.text
        mark = text(words.IN_DECK)
        for number, name in enumerate(editor.pool, 1):
            definition = self.cards.get(name)
            where = mark if number - 1 in editor.in_deck else " " * len(mark)
            cost = definition.cost.text if definition is not None and definition.cost else ""
            note = "" if definition is not None else "  " + text(words.NOT_PLAYABLE)
            self.console.print(f" {where} {number:2}. {name} {cost}{note}", markup=False, highlight=False)
        lands = text(SEPARATOR).join(f"{n} {name}" for name, n in sorted(editor.basics.items()) if n)
        size = len(editor.deck)
        self.console.print(self.naming.form(words.DECK_SIZE, size).format(count=size, lands=lands or
                                                                          text(words.NO_BASICS)),
                           markup=False, highlight=False)
