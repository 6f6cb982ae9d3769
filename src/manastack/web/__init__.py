"""The browser table (``manastack serve``): play against the agents, hot-seat or from two browsers, and step
through judge scenarios. Needs the ``web`` extra (Starlette and uvicorn): ``pip install 'manastack[web]'``."""
