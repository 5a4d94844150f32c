"""``python -m askdata_app.semantic check|query ...``."""

from __future__ import annotations

import sys

from askdata_app.semantic.cli import main

if __name__ == "__main__":
    sys.exit(main())
