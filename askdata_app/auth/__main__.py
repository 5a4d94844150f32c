"""``python -m askdata_app.auth``: see ``askdata_app.auth.cli``."""

from __future__ import annotations

import sys

from askdata_app.auth.cli import main

sys.exit(main())
