"""Every setting is documented in README.md, and the README's commands are what CI runs."""

from __future__ import annotations

import re
from pathlib import Path

from askdata_app.settings import Settings

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text()


def test_every_setting_is_in_the_readme() -> None:
    missing = [
        f"ASKDATA_{name.upper()}"
        for name in Settings.model_fields
        if f"`ASKDATA_{name.upper()}`" not in README
    ]
    assert not missing, f"undocumented settings: {missing}"


def test_every_readme_setting_exists() -> None:
    documented = set(re.findall(r"`(ASKDATA_[A-Z_]+)`", README))
    known = {f"ASKDATA_{name.upper()}" for name in Settings.model_fields} | {
        "ASKDATA_PORT",
        "ASKDATA_CHROMIUM",
    }
    script = (ROOT / "askdata").read_text() + (ROOT / "tests/browser/conftest.py").read_text()
    assert "ASKDATA_PORT" in script and "ASKDATA_CHROMIUM" in script
    assert documented <= known, f"README documents unknown settings: {documented - known}"


def test_ci_runs_the_readme_test_command() -> None:
    commands = re.findall(r"^\./askdata (\w+)", README, flags=re.M)
    assert commands[:2] == ["start", "test"], "the README's two commands come first"
    ci = (ROOT / ".ci/run").read_text().strip().splitlines()
    assert ci[-1].strip() == "./askdata test", "CI ends by running exactly the README's test command"
