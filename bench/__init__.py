"""Benchmarks that print figures (no asserts on absolute time); results go to bench/results/."""

from __future__ import annotations
