"""Approve -> answer in Chromium: the real app, an in-page clock, and the websocket frames of each answer.

The real app (``reflex run --env prod`` via ``tests.browser.conftest.start_app``: temp data folder,
offline analyst, one worker) in Chromium through Playwright. Cells, interleaved (the order rotates every
cycle) after a warm-up:

- ``trivial``: the Send button with an empty question shows ``#notice`` (a plain Reflex round trip: the
  peer-independent floor of this machine, measured in the same run);
- ``number``: "How many orders are there?" (one value after one approval) -> Approve;
- ``chart``: "What is the revenue by location?" (a bar chart) -> Approve.

Each cell is timed two ways: the in-page clock (a JS-dispatched ``element.click()`` and a MutationObserver
reading ``performance.now()``) and a Playwright click (``locator.click()``, Chromium's own input path; the
clock starts in Python just before the call and the marks are read on the page's wall clock,
``performance.timeOrigin + performance.now()``). Marks: the card leaves "pending", the final answer
(``.assistant-message[data-status='done']``) and the chart drawn (``.result-chart .main-svg``, or for a single
value its big number, ``.result-value-text``); "complete"
is the later of the answer and the chart. Every websocket frame the page receives from the click until the
run has ended (the working line gone, then 300 ms of quiet) is counted with its size
(``page.on("websocket")`` frame events).

Targets (issue 9), in-page clock, medians: Approve -> complete <= 100 ms for a one-number answer and
<= 250 ms for a chart answer (the Plotly draw alone is 80-90 ms here).

Usage (from the repo root)::

    .venv/bin/python -m bench.browser_roundtrip               # 20 cycles after 3 warm-up cycles
    .venv/bin/python -m bench.browser_roundtrip --cycles 10 --warmup 2
    .venv/bin/python -m bench.browser_roundtrip --baseline ../main-checkout   # A/B, interleaved

Figures go to stdout (a table) and to ``bench/results/browser_roundtrip.json``. Nothing asserts on time.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench._app import ANSWER_DONE, APPROVE, CARD_LEFT_PENDING, cpu_seconds, cpus, ms  # noqa: E402

RESULTS = ROOT / "bench" / "results" / "browser_roundtrip.json"
QUESTIONS = {"number": "How many orders are there?", "chart": "What is the revenue by location?"}
CHART_DRAWN = ".result-chart .main-svg, .result-value-text"
"""The chart drawn: Plotly's SVG, or a single value's big number (text the app renders, no Plotly)."""
TARGETS_MS = {"number": 100.0, "chart": 250.0}
CELLS = [(cell, how) for cell in ("trivial", "number", "chart") for how in ("js", "playwright")]

ARM_JS = """
([marks, timeoutMs]) => {
  // Page wall-clock times (ms) at which each selector in `marks` first matches; resolves when all have.
  const now = () => performance.timeOrigin + performance.now();
  window.__benchMarks = new Promise((resolve) => {
    const seen = marks.map(() => -1);
    const check = () => {
      const t = now();
      marks.forEach((sel, i) => { if (seen[i] < 0 && document.querySelector(sel) !== null) seen[i] = t; });
      if (seen.every((v) => v >= 0)) { observer.disconnect(); clearTimeout(timer); resolve(seen); }
    };
    const timer = setTimeout(() => { observer.disconnect(); resolve(seen); }, timeoutMs);
    const observer = new MutationObserver(check);
    observer.observe(document.body, {childList: true, subtree: true, attributes: true, characterData: true});
  });
}
"""
JS_CLICK = """
async ([click]) => {
  const target = document.querySelector(click);
  if (target === null) { return -1; }
  const t0 = performance.timeOrigin + performance.now();
  target.click();
  return t0;
}
"""


class Frames:
    """The websocket frames the page receives (event updates; pings included, they are rare)."""

    def __init__(self) -> None:
        self.received: list[int] = []

    def attach(self, page: Any) -> None:
        page.on("websocket", lambda ws: ws.on("framereceived", self._on_frame))

    def _on_frame(self, payload: str | bytes) -> None:
        self.received.append(len(payload.encode() if isinstance(payload, str) else payload))


def timed_click(page: Any, click: str, marks: list[str], how: str, timeout_s: float = 30.0) -> list[float]:
    """Click ``click`` (in-page or through Playwright); seconds from the click to each mark."""
    page.evaluate(ARM_JS, [marks, timeout_s * 1000])
    if how == "js":
        t0 = float(page.evaluate(JS_CLICK, [click]))
        if t0 < 0:
            raise RuntimeError(f"nothing to click at {click!r}")
    else:
        t0 = time.time() * 1000
        page.locator(click).click()
    seen = [float(v) for v in page.evaluate("window.__benchMarks")]
    if min(seen) < 0:
        items = page.locator("#chat-items > *").count()
        notice = page.locator("#notice").all_inner_texts()
        msg = f"no DOM change to {marks!r} after clicking {click!r} ({seen}; {items} items; {notice})"
        raise RuntimeError(msg)
    return [(v - t0) / 1000 for v in seen]


def new_chat(page: Any) -> None:
    page.locator(".working-line").wait_for(state="detached")
    if page.locator("#chat-items > *").count() or page.locator("#notice").count():
        page.locator("#new-chat").click()
        page.locator("#chat-items > *").first.wait_for(state="detached")
        page.locator("#notice").wait_for(state="detached")


def run_cell(page: Any, frames: Frames, cell: str, how: str) -> dict[str, float]:
    """One measurement of one cell; figures in seconds (frames as counts and bytes)."""
    new_chat(page)
    if cell == "trivial":
        (notice,) = timed_click(page, "#send-button", ["#notice"], how, timeout_s=10)
        return {"notice": notice}
    box = page.locator("#question-input")
    box.fill(QUESTIONS[cell])
    box.press("Enter")
    page.locator(APPROVE).wait_for()
    page.wait_for_timeout(50)  # a person reads the card; the run is parked on its future
    frames.received.clear()
    decided, answer, chart = timed_click(page, APPROVE, [CARD_LEFT_PENDING, ANSWER_DONE, CHART_DRAWN], how)
    page.locator(".working-line").wait_for(state="detached")
    count = -1
    while count != len(frames.received):  # 300 ms without a frame: the answer's frames are all in
        count = len(frames.received)
        page.wait_for_timeout(300)
    return {
        "card_decided": decided,
        "answer": answer,
        "chart": chart,
        "complete": max(answer, chart),
        "frames": float(len(frames.received)),
        "frame_bytes": float(sum(frames.received)),
    }


def measure(cycles: int, warmup: int, baseline: Path | None = None) -> dict[str, Any]:
    """Start the app (and the baseline tree's app beside it) and Chromium, run the interleaved cells; raw
    figures per cell (``raw``; the baseline's in ``baseline_raw``)."""
    from playwright.sync_api import sync_playwright

    from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, start_app

    variants = ["this"] + (["baseline"] if baseline is not None else [])
    raw: dict[str, dict[str, list[dict[str, float]]]] = {
        v: {f"{c}/{h}": [] for c, h in CELLS} for v in variants
    }
    with tempfile.TemporaryDirectory(prefix="askdata-bench-browser-") as tmp:
        apps: dict[str, Any] = {}
        try:
            for variant in variants:
                data_dir = Path(tmp) / variant
                data_dir.mkdir()
                root = baseline if variant == "baseline" and baseline is not None else ROOT
                print(f"starting the app of {root} (log: {data_dir / 'app.log'}) ...", flush=True)
                apps[variant] = start_app(data_dir, data_dir / "app.log", root=root)
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                pages: dict[str, tuple[Any, Frames]] = {}
                for variant in variants:  # one context per app: their cookies and storage stay apart
                    context = browser.new_context(viewport={"width": 1280, "height": 900})
                    context.set_default_timeout(30_000)
                    page = context.new_page()
                    frames = Frames()
                    frames.attach(page)
                    page.goto(apps[variant].url + "/")
                    page.locator("#question-input").wait_for()
                    pages[variant] = (page, frames)
                cpu_before, wall_before = cpu_seconds(), time.perf_counter()
                for i in range(warmup + cycles):
                    shift = i % len(CELLS)
                    for n, (cell, how) in enumerate(CELLS[shift:] + CELLS[:shift]):
                        order = variants if (i + n) % 2 == 0 else variants[::-1]  # A B, then B A
                        for variant in order:
                            page, frames = pages[variant]
                            figures = run_cell(page, frames, cell, how)
                            if i >= warmup:
                                raw[variant][f"{cell}/{how}"].append(figures)
                cpu_after, wall = cpu_seconds(), time.perf_counter() - wall_before
                browser.close()
        finally:
            for app in apps.values():
                app.stop()
    cpu = {k: round(v - cpu_before.get(k, 0.0), 2) for k, v in cpu_after.items()}
    return {"raw": raw["this"], "baseline_raw": raw.get("baseline"), "cpu_s": cpu, "wall_s": wall}


def summarise(raw: dict[str, list[dict[str, float]]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, runs in raw.items():
        cell: dict[str, Any] = {}
        for key in runs[0] if runs else []:
            values = [r[key] for r in runs]
            if key in {"frames", "frame_bytes"}:
                cell[key] = {"median": statistics.median(values), "max": max(values), "n": len(values)}
            else:
                cell[key] = ms(values)
        out[name] = cell
    return out


def paired_ratios(
    this: dict[str, list[dict[str, float]]], base: dict[str, list[dict[str, float]]]
) -> dict[str, Any]:
    """Per cell and mark, the median of this/baseline over the cycles: each pair was measured back to back,
    so a load that changes during the run hits both sides of a pair alike."""
    out: dict[str, Any] = {}
    for name, runs in this.items():
        other = base.get(name, [])
        keys = [k for k in (runs[0] if runs else {}) if k not in {"frames", "frame_bytes"}]
        out[name] = {
            k: round(statistics.median(t[k] / b[k] for t, b in zip(runs, other, strict=True) if b[k] > 0), 3)
            for k in keys
        }
    return out


def print_table(figures: dict[str, Any]) -> None:
    cells = figures["cells"]
    print(
        f"\nBrowser round trips (real app, Chromium; {figures['cycles']} cycles after {figures['warmup']} "
        f"warm-up; load before {figures['load_before']}, after {figures['load_after']})"
    )
    print(f"  {'median ms (p90)':<40} {'in-page click':>18} {'Playwright click':>18}")

    def cell(name: str, key: str) -> str:
        fig = cells.get(name, {}).get(key)
        return f"{fig['median_ms']:.1f} ({fig['p90_ms']:.0f})" if fig else "-"

    rows = [
        ("floor: empty Send -> #notice", "trivial", "notice"),
        ("one number: Approve -> card decided", "number", "card_decided"),
        ("one number: Approve -> answer", "number", "answer"),
        ("one number: Approve -> chart drawn", "number", "chart"),
        ("one number: Approve -> complete", "number", "complete"),
        ("chart: Approve -> card decided", "chart", "card_decided"),
        ("chart: Approve -> answer", "chart", "answer"),
        ("chart: Approve -> chart drawn", "chart", "chart"),
        ("chart: Approve -> complete", "chart", "complete"),
    ]
    for label, name, key in rows:
        print(f"  {label:<40} {cell(name + '/js', key):>18} {cell(name + '/playwright', key):>18}")
    for name in ("number", "chart"):
        js = cells[f"{name}/js"]
        floor = cells["trivial/js"]["notice"]["median_ms"]
        complete = js["complete"]["median_ms"]
        frames, size = js["frames"]["median"], js["frame_bytes"]["median"]
        verdict = "within" if complete <= TARGETS_MS[name] else "ABOVE"
        print(
            f"  {name}: complete {complete:.0f} ms median ({verdict} the {TARGETS_MS[name]:.0f} ms target), "
            f"{complete / floor:.1f}x the floor; {frames:.0f} websocket frames, "
            f"{size / 1024:.1f} KB per answer"
        )
    base = figures.get("baseline")
    if base:
        print(
            f"\n  Interleaved against {base['root']} (same Chromium, same cycles): "
            "median ms in-page (Playwright); ratio of the medians, and the median of each cycle's "
            "back-to-back ratio (paired)"
        )
        print(f"  {'':<40} {'baseline':>16} {'this tree':>16} {'ratio':>12} {'paired':>15}")
        paired = base["paired_ratios"]
        for label, name, key in rows:
            if key == "card_decided":
                continue
            pair = []
            for how in ("js", "playwright"):
                b = base["cells"].get(f"{name}/{how}", {}).get(key)
                t = cells.get(f"{name}/{how}", {}).get(key)
                pair.append((b["median_ms"], t["median_ms"]) if b and t else None)
            if pair[0] is None:
                continue
            (b_js, t_js), pw = pair[0], pair[1]
            ratio = f"{t_js / b_js:.2f}x" + (f" ({pw[1] / pw[0]:.2f}x)" if pw else "")
            text_b = f"{b_js:.1f}" + (f" ({pw[0]:.0f})" if pw else "")
            text_t = f"{t_js:.1f}" + (f" ({pw[1]:.0f})" if pw else "")
            both = [paired.get(f"{name}/{how}", {}).get(key) for how in ("js", "playwright")]
            text_p = f"{both[0]:.2f}x" + (f" ({both[1]:.2f}x)" if both[1] is not None else "")
            print(f"  {label:<40} {text_b:>16} {text_t:>16} {ratio:>12} {text_p:>15}")
        for name in ("number", "chart"):
            b, t = base["cells"][f"{name}/js"], cells[f"{name}/js"]
            kb_b, kb_t = b["frame_bytes"]["median"] / 1024, t["frame_bytes"]["median"] / 1024
            print(
                f"  {name}: frames {b['frames']['median']:.0f} -> {t['frames']['median']:.0f}, "
                f"{kb_b:.1f} -> {kb_t:.1f} KB per answer"
            )
    cpu = ", ".join(f"{k} {v:.1f}" for k, v in sorted(figures["cpu_s"].items()))
    wall, cores = figures["wall_s"], figures["machine"]["cpus"]
    print(f"  CPU seconds over the timed cycles (wall {wall:.0f} s, {cores} cores): {cpu}")


def main(argv: list[str] | None = None) -> dict[str, Any]:
    """Parse arguments, run the cells, print the table and write the JSON."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--cycles", type=int, default=20, help="timed cycles of every cell (default 20)")
    parser.add_argument("--warmup", type=int, default=3, help="untimed cycles first (default 3)")
    parser.add_argument("--out", type=Path, default=RESULTS, help="JSON output file")
    parser.add_argument(
        "--baseline",
        type=Path,
        default=None,
        help="another checkout (e.g. a worktree of main) whose app runs beside this one, cell by cell "
        "alternately, for ratios under the same load",
    )
    args = parser.parse_args(argv)
    from tests.browser.conftest import CHROMIUM

    if not Path(CHROMIUM).exists():
        print(f"skipped: Chromium not found at {CHROMIUM} (apt-get install -y chromium)")
        return {}
    load_before = [round(v, 2) for v in os.getloadavg()]
    measured = measure(args.cycles, args.warmup, args.baseline.resolve() if args.baseline else None)
    figures: dict[str, Any] = {
        "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "machine": {"python": platform.python_version(), "cpus": cpus()},
        "load_before": load_before,
        "load_after": [round(v, 2) for v in os.getloadavg()],
        "cycles": args.cycles,
        "warmup": args.warmup,
        "targets_ms": TARGETS_MS,
        "cells": summarise(measured["raw"]),
        "cpu_s": measured["cpu_s"],
        "wall_s": measured["wall_s"],
    }
    if measured["baseline_raw"] is not None:
        figures["baseline"] = {
            "root": str(args.baseline),
            "cells": summarise(measured["baseline_raw"]),
            "paired_ratios": paired_ratios(measured["raw"], measured["baseline_raw"]),
        }
    print_table(figures)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(figures, indent=2) + "\n")
    print(f"\nwrote {args.out}")
    return figures


if __name__ == "__main__":
    main()
