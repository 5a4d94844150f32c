"""askdata."""
