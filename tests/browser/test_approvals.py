"""Approval cards beyond SQL: a typed export form edited in the browser, and the audit page."""

from __future__ import annotations

import csv
import io
import re

import pytest

from tests.browser.test_chat_flow import ask, pending_card

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def test_export_card_is_a_typed_form_and_edits_keep_their_types(page, app_server, tmp_path) -> None:  # type: ignore[no-untyped-def]
    ask(page, "What is the revenue by location? Export it as csv")
    pending_card(page).locator(".card-approve").click()
    card = page.locator(".approval-card[data-status='pending']").filter(has_text="export_result")
    card.wait_for()
    card.locator(".card-edit").click()
    form = card.locator(".card-edit-form")
    assert form.locator("select[name='/format']").input_value() == "csv"
    options = form.locator("select[name='/format'] option").all_inner_texts()
    assert options == ["csv", "xlsx", "parquet"]
    max_rows = form.locator("input[name='/max_rows']")
    assert max_rows.get_attribute("type") == "number" and max_rows.get_attribute("max") == "1000000"
    form.locator("select[name='/format']").select_option("xlsx")
    form.locator("input[name='/file_name']").fill("top_three")
    max_rows.fill("3")
    form.locator("select[name='/include_header']").select_option("false")
    form.locator(".card-submit-edit").click()

    link = page.locator(".export-link").last
    link.wait_for()
    assert re.search(r"top_three-[0-9a-f]{24}\.xlsx", link.inner_text()), "unguessable, never overwritten"
    response = page.request.get(app_server.url + link.get_attribute("href"))
    assert response.ok
    path = tmp_path / "top_three.xlsx"
    path.write_bytes(response.body())
    import openpyxl

    sheet = openpyxl.load_workbook(path).active
    rows = list(sheet.iter_rows(values_only=True))
    assert len(rows) == 3, "max_rows=3 arrived as a number, include_header=false as a boolean"
    assert rows[0][0] == "Brooklyn"

    page.goto(app_server.url + "/audit")
    page.locator(".audit-row").first.wait_for()
    table = page.locator("#audit-table").inner_text()
    assert "export_result" in table and "edit" in table
    assert '"max_rows": 3' in table and '"max_rows": 100000' in table, "proposed and executed side by side"
    csv_href = page.locator("#audit-csv").get_attribute("href")
    body = page.request.get(app_server.url + csv_href).text()
    records = list(csv.DictReader(io.StringIO(body)))
    assert {"query_metrics", "export_result"} <= {r["tool"] for r in records}  # a metric query


def test_audit_page_filters_by_decision(page, app_server) -> None:  # type: ignore[no-untyped-def]
    ask(page, "orders by month")
    card = pending_card(page)
    card.locator(".card-reject").click()
    card.locator("textarea[name='__message']").fill("not now")
    card.locator(".card-submit-reject").click()
    page.locator(".approval-card[data-status='rejected']").wait_for()

    page.goto(app_server.url + "/audit")
    page.locator(".audit-row").first.wait_for()
    page.locator("#audit-decision").click()
    page.get_by_role("option", name="reject", exact=True).click()
    page.wait_for_function(
        "Array.from(document.querySelectorAll('.audit-row')).every(r => r.innerText.includes('reject'))"
    )
    assert "not now" in page.locator("#audit-table").inner_text()
    assert "(not run)" in page.locator("#audit-table").inner_text()
