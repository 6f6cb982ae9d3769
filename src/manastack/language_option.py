"""The command line's ``--lang`` option (or ``MANASTACK_LANG``), shared by every command that writes for people:
``judge``, ``play``, ``replay``, ``serve`` and ``cards list/show/check`` (their errors) on the main group, ``sim``
(also ``python -m manastack.sim``), ``ratings``, ``sealed`` and ``draft``; each writes its errors of bad input in
it (``in_language``). It lives apart from ``manastack.cli`` so that ``manastack.sim.cli`` can
use it without importing the main group (which imports it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import click

from manastack.sentences.languages import ENVIRONMENT, LANGUAGES
from manastack.types.explained import Explained


def language_option(help_text: str) -> Callable[[Any], Any]:
    """``--lang en|es|it`` (English by default), read from ``MANASTACK_LANG`` when not given."""
    return click.option("--lang", type=click.Choice(LANGUAGES), default="en", show_default=True,
                        envvar=ENVIRONMENT, show_envvar=True, help=help_text)


def in_language(error: BaseException, lang: str) -> str:
    """An error's message in ``lang``: an ``Explained`` error's words in it, any other error's own text."""
    if not isinstance(error, Explained):
        return str(error)
    from manastack.sentences import Naming  # read when an error is written (the CLI imports this module early)

    return error.text(Naming(lang))


class UsageError(Explained):
    """A command given options or files that do not go together, or input it cannot use (facts: the options'
    values, the file); the command writes it in its ``--lang`` (``CommandError``)."""


class CommandError(click.ClickException):
    """A command's error, one line on stderr: an error's message in the command's ``--lang`` (an ``Explained``
    error's words in it, any other error's own text), or a line already written."""

    def __init__(self, message: str | BaseException, lang: str = "en") -> None:
        super().__init__(message if isinstance(message, str) else in_language(message, lang))
