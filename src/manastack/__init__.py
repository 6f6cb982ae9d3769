"""manastack: a Magic: The Gathering rules engine that cites the Comprehensive Rules."""
