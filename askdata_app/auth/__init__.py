"""Identity: accounts, sessions, roles, sign-in modes and who may do what (no Reflex import here)."""
