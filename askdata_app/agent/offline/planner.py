"""The offline analyst's planner: a question (plus its conversation) -> a SQL plan, a question back, or
a plain "I did not understand".

Usage::

    planner = Planner(layer, dialect="duckdb", run_query=source.run)
    plan = planner.plan("revenue by store in 2019")
    if isinstance(plan, SqlPlan):
        rows = run(plan.sql)
        print(planner.summarize(plan, columns, rows, len(rows)))
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Sequence
from contextvars import ContextVar
from dataclasses import replace
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

import sqlglot
from sqlglot import exp

from askdata_app.agent.offline.actuarywords import ACTUARY_ASK, actuary_asked, actuary_words
from askdata_app.agent.offline.addedtop import read_added_top
from askdata_app.agent.offline.adjust import Adjuster
from askdata_app.agent.offline.allcounted import all_counted
from askdata_app.agent.offline.allscope import all_scope
from askdata_app.agent.offline.alongside import beside_asked
from askdata_app.agent.offline.alsohad import also_had_share, those_also_had
from askdata_app.agent.offline.amongorders import among_orders
from askdata_app.agent.offline.amountsaid import AMOUNT_ASK, amounts_left_out
from askdata_app.agent.offline.anecdote import (
    asked_period,
    refers_back,
    sets_scope,
    story_splits,
    told_question,
)
from askdata_app.agent.offline.answerform import without_answer_form
from askdata_app.agent.offline.anyorder import of_any_order
from askdata_app.agent.offline.apposed import apposed
from askdata_app.agent.offline.appraiserwords import APPRAISER_ASK, appraiser_asked, appraiser_words
from askdata_app.agent.offline.archivist import archive_words
from askdata_app.agent.offline.asides import read_definition, restates
from askdata_app.agent.offline.asking import Asker
from askdata_app.agent.offline.asrows import as_rows, one_figure, rows_asked, split_figures, stacked
from askdata_app.agent.offline.atcwords import atc_asked, atc_words
from askdata_app.agent.offline.atleastone import some_said_a
from askdata_app.agent.offline.auditwords import (
    SUSPICION_ASK,
    SUSPICION_CHOICES,
    audit_reworded,
    suspicion_asked,
)
from askdata_app.agent.offline.auswords import aus_words
from askdata_app.agent.offline.average_bar import AverageBar, average_bar_sql, read_average_bar
from askdata_app.agent.offline.averageday import average_day
from askdata_app.agent.offline.backref import pointed_back
from askdata_app.agent.offline.barelist import bare_list
from askdata_app.agent.offline.baseindex import BaseIndex, base_index_sql, read_base_index
from askdata_app.agent.offline.basketsize import basket_size
from askdata_app.agent.offline.beatdays import BeatDays, beat_days_sql, read_beat_days
from askdata_app.agent.offline.beewords import bee_asked, bee_words
from askdata_app.agent.offline.beyond import (
    COST_ASK,
    FUTURE_ASK,
    UNHELD_ASK,
    future_asked,
    other_cost,
    unheld_asked,
)
from askdata_app.agent.offline.bothrows import asks_both
from askdata_app.agent.offline.britishwords import british_words
from askdata_app.agent.offline.buckets import Bucketed, bucket_sql, read_buckets
from askdata_app.agent.offline.busyday import busy_day_sql, read_busy_day
from askdata_app.agent.offline.busyslang import busy_slang
from askdata_app.agent.offline.buyerbase import per_period_customer
from askdata_app.agent.offline.buyerseason import buyer_seasons
from askdata_app.agent.offline.buyerstory import bought_as_bill
from askdata_app.agent.offline.buyingnow import buyers_said_ordered
from askdata_app.agent.offline.byopening import in_opening_order
from askdata_app.agent.offline.cagr import Cagr, cagr_sql, read_cagr
from askdata_app.agent.offline.cameto import count_and_came_to
from askdata_app.agent.offline.casinowords import CASINO_ASK, casino_asked, casino_words
from askdata_app.agent.offline.catalog import Catalog, Cumulative, Derived, Dim, Leaf, Quantity, Ratio
from askdata_app.agent.offline.cellarask import cellar_unheld
from askdata_app.agent.offline.cellarwords import cellar_words
from askdata_app.agent.offline.cellgrid import cell_ask, cell_sql
from askdata_app.agent.offline.chronicle import chronicle_words
from askdata_app.agent.offline.citystate import city_state
from askdata_app.agent.offline.civicwords import civic_words
from askdata_app.agent.offline.clientlead import without_client_lead
from askdata_app.agent.offline.clockextreme import read_clock_extreme
from askdata_app.agent.offline.clockminute import ClockMinute, kept_to_minute, read_clock_minute
from askdata_app.agent.offline.clocksaid import CLOCK_ASK, clocks_left_out
from askdata_app.agent.offline.clocktext import clock_words
from askdata_app.agent.offline.cohorts import Retention, cohort_redone, read_retention, retention_sql
from askdata_app.agent.offline.cohortwords import cohort_named
from askdata_app.agent.offline.coinedlabel import coined_as_meant
from askdata_app.agent.offline.coinwords import coin_amounts
from askdata_app.agent.offline.columngap import ColumnGap
from askdata_app.agent.offline.columnstats import ColumnStats
from askdata_app.agent.offline.comeback import come_back_words
from askdata_app.agent.offline.commonsize import common_size
from askdata_app.agent.offline.comparenote import without_compare_note
from askdata_app.agent.offline.compose import _TIME_COLS, Composer
from askdata_app.agent.offline.concentration import Concentration, concentration_sql, read_concentration
from askdata_app.agent.offline.concierge import concierge_words
from askdata_app.agent.offline.consultwords import (
    CONSULTANT_ASK,
    consultant_ask,
    consultant_words,
    scaled_figure,
)
from askdata_app.agent.offline.contains import wholes_of
from askdata_app.agent.offline.contracted import contractions_written
from askdata_app.agent.offline.contrasted import contrast_dropped
from askdata_app.agent.offline.convertto import converted
from askdata_app.agent.offline.counterwords import counter_words
from askdata_app.agent.offline.counthist import count_histogram
from askdata_app.agent.offline.countnote import count_noted
from askdata_app.agent.offline.countswap import count_redone
from askdata_app.agent.offline.cutoffsplit import CutoffSplit
from askdata_app.agent.offline.daybounds import drop_restated_weekdays
from askdata_app.agent.offline.dayhour import day_and_hour, in_one_minute, with_hour, with_minute
from askdata_app.agent.offline.dayopen import per_day_open
from askdata_app.agent.offline.dayrate import averaged_per_day
from askdata_app.agent.offline.dayshoppers import day_shoppers_said
from askdata_app.agent.offline.daysopen import days_open_sql, read_days_open
from askdata_app.agent.offline.dayspan import DaySpan, day_span_sql, read_day_span
from askdata_app.agent.offline.describe import filter_text, title, understood
from askdata_app.agent.offline.describedone import name_asked, price_asked, read_described_one
from askdata_app.agent.offline.detectivewords import detective_words
from askdata_app.agent.offline.dialects import to_dialect
from askdata_app.agent.offline.dictation import bounds_after, count_slips, names_said_as_numbers
from askdata_app.agent.offline.diffwords import diff_as_change
from askdata_app.agent.offline.dimpick import is_boolean, items_of, template_filter
from askdata_app.agent.offline.drinkbound import drinks_bounded
from askdata_app.agent.offline.eachopening import EachOpening, each_opening_sql, read_each_opening
from askdata_app.agent.offline.eachorder import per_each_order
from askdata_app.agent.offline.eachspan import EachSpan, each_span_sql, read_each_span
from askdata_app.agent.offline.eachthat import each_said_again
from askdata_app.agent.offline.eatverbs import eating_as_buying
from askdata_app.agent.offline.edgeorder import edge_row_sql, read_edge_row
from askdata_app.agent.offline.edgerecord import (
    asks_its_items,
    edge_followed,
    edge_items_sql,
    edge_record_sql,
    read_edge_record,
)
from askdata_app.agent.offline.emptydays import EmptyDays, empty_days_sql, read_empty_days
from askdata_app.agent.offline.epiwords import EPI_ASK, epi_asked, epi_words
from askdata_app.agent.offline.evensplit import evenly_split
from askdata_app.agent.offline.eventask import EVENT_ASK, EVENT_CHOICES, event_asked
from askdata_app.agent.offline.everydaywords import everyday_words
from askdata_app.agent.offline.everyunit import EveryUnit, read_every_unit, unit_periods
from askdata_app.agent.offline.everyyear import every_year_listed
from askdata_app.agent.offline.exclusions import plain_exclusions
from askdata_app.agent.offline.fashionwords import FASHION_ASK, fashion_asked, fashion_words
from askdata_app.agent.offline.fiction import fiction_words
from askdata_app.agent.offline.firstlast import FirstLast, first_last_sql, read_first_last
from askdata_app.agent.offline.firstorders import first_orders, restrict_sql, strip_first_orders
from askdata_app.agent.offline.firstshown import first_shown
from askdata_app.agent.offline.firstsold import first_sold_sql, read_first_sold
from askdata_app.agent.offline.flagnouns import flags_as_members
from askdata_app.agent.offline.flagshare import share_as_rate
from askdata_app.agent.offline.flagsides import flag_sides
from askdata_app.agent.offline.flagswap import other_flags
from askdata_app.agent.offline.folkwords import folk_words
from askdata_app.agent.offline.fondwords import fond_words
from askdata_app.agent.offline.forecastwords import forecast_words, planner_heading
from askdata_app.agent.offline.formal import plain
from askdata_app.agent.offline.fromto import whole_list_order
from askdata_app.agent.offline.fydefined import fy_defined
from askdata_app.agent.offline.gamerwords import gamer_words
from askdata_app.agent.offline.gardenwords import GARDEN_ASK, garden_asked, garden_words
from askdata_app.agent.offline.glossed import glossed_head
from askdata_app.agent.offline.glued import GluedNames
from askdata_app.agent.offline.goodscount import goods_counted
from askdata_app.agent.offline.governance import governance_asked
from askdata_app.agent.offline.grouplead import group_lead
from askdata_app.agent.offline.growthrank import GrowthRank, growth_rank_sql, read_growth_rank
from askdata_app.agent.offline.guessnote import guess_left_out
from askdata_app.agent.offline.hedges import without_hedges
from askdata_app.agent.offline.herfindahl import herfindahl_sql, read_herfindahl
from askdata_app.agent.offline.histbins import read_bins
from askdata_app.agent.offline.holidaygloss import holiday_date_glossed
from askdata_app.agent.offline.howdid import how_changed, how_did
from askdata_app.agent.offline.howoften import how_often_also
from askdata_app.agent.offline.index import DataIndex
from askdata_app.agent.offline.inorder import in_order_as_sort
from askdata_app.agent.offline.inpercent import asked_in_percent, percent_sql
from askdata_app.agent.offline.intent import Filter, Intent, Measure
from askdata_app.agent.offline.itemprice import it_price_sentence, other_item_said, price_sentences
from askdata_app.agent.offline.itemsized import sized_orders, sizes_compared, sizes_kept_sql
from askdata_app.agent.offline.jargon import defined_terms, last_day_named, said_plainly
from askdata_app.agent.offline.judgement import judged
from askdata_app.agent.offline.keyids import key_ids_said
from askdata_app.agent.offline.kindcount import kind_words, kinds_sold
from askdata_app.agent.offline.kindinorders import kind_in_orders
from askdata_app.agent.offline.kitchenwords import kitchen_words
from askdata_app.agent.offline.labeldef import Labels
from askdata_app.agent.offline.labellead import label_lead
from askdata_app.agent.offline.lapsed import read_lapsed
from askdata_app.agent.offline.largesttickets import largest_tickets
from askdata_app.agent.offline.lastleave import may_leave_out
from askdata_app.agent.offline.lastseason import last_season_named
from askdata_app.agent.offline.latestone import latest_of_earlier
from askdata_app.agent.offline.leader import leader_said
from askdata_app.agent.offline.leasewords import lease_words
from askdata_app.agent.offline.leaveout import leave_out_unknown, names_data_work
from askdata_app.agent.offline.legalese import legal_plain
from askdata_app.agent.offline.lexicon import Lexicon
from askdata_app.agent.offline.librarywords import LIBRARY_ASK, library_asked, library_words
from askdata_app.agent.offline.likelihood import chance_as_share
from askdata_app.agent.offline.listing import listing_sql
from askdata_app.agent.offline.listref import on_that_list
from askdata_app.agent.offline.margins import AS_MARGIN, margin_of
from askdata_app.agent.offline.medianover import median_over_members
from askdata_app.agent.offline.memberbar import member_bar_sql, split_member_bar
from askdata_app.agent.offline.memberrank import MemberRank, member_rank_sql, read_member_rank
from askdata_app.agent.offline.menubill import bill_sql, menu_kinds, read_menu_bill
from askdata_app.agent.offline.menucost import menu_cost
from askdata_app.agent.offline.menukinds import kind_counted
from askdata_app.agent.offline.menunote import menu_noted, what_does_said
from askdata_app.agent.offline.menuprices import menu_price_figures
from askdata_app.agent.offline.menuquote import quote_as_bill
from askdata_app.agent.offline.menusize import menu_size
from askdata_app.agent.offline.metricplan import shape_of
from askdata_app.agent.offline.milestone import Nth, Passed, nth_sql, passed_sql, read_nth, read_passed
from askdata_app.agent.offline.modeller import modeller_plain
from askdata_app.agent.offline.monthday import MonthDay, kept_to_day, read_month_day
from askdata_app.agent.offline.motive import motive_ask
from askdata_app.agent.offline.moving import Moving, moving_sql, read_moving
from askdata_app.agent.offline.musicwords import MUSIC_ASK, music_asked, music_words
from askdata_app.agent.offline.namedday import named_day
from askdata_app.agent.offline.namedsold import kind_after_name, units_of_named
from askdata_app.agent.offline.namedwith import named_with
from askdata_app.agent.offline.nameparts import name_part_sql, read_name_part
from askdata_app.agent.offline.nameremark import name_remark_left_out
from askdata_app.agent.offline.nameswap import name_swapped
from askdata_app.agent.offline.nameverb import name_as_show
from askdata_app.agent.offline.never import Never, never_sql, read_never
from askdata_app.agent.offline.newestnamed import newest_named
from askdata_app.agent.offline.nextday import day_from_holiday
from askdata_app.agent.offline.nickgloss import nickname_glossed
from askdata_app.agent.offline.nightwords import night_words
from askdata_app.agent.offline.notation import without_notation
from askdata_app.agent.offline.nperiods import counted_periods
from askdata_app.agent.offline.nthweekday import nth_weekday
from askdata_app.agent.offline.numwords import counting, numbers
from askdata_app.agent.offline.nursewords import NURSE_ASK, nurse_asked, nurse_words
from askdata_app.agent.offline.ofthose import OfThose, key_noun, of_those_sql, ranks_with_their, read_of_those
from askdata_app.agent.offline.onefound import points_at_one, said_of_one
from askdata_app.agent.offline.oneorder import asks_items_of_one, extreme_row
from askdata_app.agent.offline.onerecipe import one_recipe
from askdata_app.agent.offline.onlykind import one_kind_only
from askdata_app.agent.offline.onlyorders import only_kind_orders
from askdata_app.agent.offline.onthelist import count_on_list
from askdata_app.agent.offline.openedstores import opened_stores, same_store_rule
from askdata_app.agent.offline.openinggap import opening_gap_sql, read_opening_gap
from askdata_app.agent.offline.openings import Openings, opening_span
from askdata_app.agent.offline.openrank import opening_rank_sql, read_opening_rank
from askdata_app.agent.offline.openyear import open_year_sql, read_open_year
from askdata_app.agent.offline.opsnotation import ops_words
from askdata_app.agent.offline.opsunheld import OPS_ASK, ops_unheld
from askdata_app.agent.offline.ordergaps import OrderGap, gap_sql, one_group_dropped, read_order_gap
from askdata_app.agent.offline.ordersides import order_kinds, order_sides
from askdata_app.agent.offline.orderthings import things_as_items
from askdata_app.agent.offline.ordinaldays import ordinal_days
from askdata_app.agent.offline.outofshare import out_of_share
from askdata_app.agent.offline.outsidehours import hours_outside, outside_sql
from askdata_app.agent.offline.outsider import outsider_words
from askdata_app.agent.offline.overrows import over_rows_asked, over_rows_sql
from askdata_app.agent.offline.overunits import read_unit_figure
from askdata_app.agent.offline.ownfigure import own_figure_over
from askdata_app.agent.offline.ownfraction import as_own_fraction
from askdata_app.agent.offline.ownmember import OwnMembers
from askdata_app.agent.offline.ownplace import OWN_PLACE_ASK, own_place_compared
from askdata_app.agent.offline.ownprice import money_cols, priced_members
from askdata_app.agent.offline.ownrows import read_own_rows
from askdata_app.agent.offline.ownstart import months_later
from askdata_app.agent.offline.packwords import pack_words
from askdata_app.agent.offline.pairs import Pairs, pairs_sql, read_pairs
from askdata_app.agent.offline.palate import palate_ask
from askdata_app.agent.offline.pandascode import read_pandas
from askdata_app.agent.offline.panelwords import cohort_turn, panel_words
from askdata_app.agent.offline.parse import QuestionParser, _count_like
from askdata_app.agent.offline.partcosts import costed_parts, ranked_by_column
from askdata_app.agent.offline.partofyear import part_of_year
from askdata_app.agent.offline.partsdrawn import drawn_count, names_member, shared_word, short_heads
from askdata_app.agent.offline.partsof import parts_of_named
from askdata_app.agent.offline.partsused import parts_used_amount, parts_used_rest, parts_used_sql
from askdata_app.agent.offline.partunitcost import paid_per_part, part_unit_cost
from askdata_app.agent.offline.partyears import part_with_years
from askdata_app.agent.offline.peakverb import peak_as_busiest
from askdata_app.agent.offline.penetration import (
    Penetration,
    penetration_questions,
    penetration_sql,
    read_penetration,
)
from askdata_app.agent.offline.peopleorder import people_ordering
from askdata_app.agent.offline.peopleunheld import people_unheld
from askdata_app.agent.offline.percontains import condition_on_members
from askdata_app.agent.offline.perdayrank import month_mean, weekday_mean
from askdata_app.agent.offline.perflag import average_of_flagged
from askdata_app.agent.offline.perhead import per_head
from askdata_app.agent.offline.periodlead import period_lead
from askdata_app.agent.offline.periods import Period, add_months
from askdata_app.agent.offline.placedorder import placed_said_ordered
from askdata_app.agent.offline.plaincond import plain_condition
from askdata_app.agent.offline.plans import AskPlan, Plan, SqlPlan, UnknownPlan
from askdata_app.agent.offline.preamble import afterword_splits, preamble_splits
from askdata_app.agent.offline.precision import read_precision, rounded_sql
from askdata_app.agent.offline.pricebar import price_bar_sql, read_price_bar
from askdata_app.agent.offline.pricelevel import REAL_ASK, real_asked, without_nominal
from askdata_app.agent.offline.promowords import promo_words
from askdata_app.agent.offline.pshort import percentile_shorthand
from askdata_app.agent.offline.purpose import without_purpose
from askdata_app.agent.offline.qaframe import check_label, without_expectation
from askdata_app.agent.offline.qualifiedavg import over_qualifying
from askdata_app.agent.offline.quarterspan import quarter_span
from askdata_app.agent.offline.ranking import ranked_quantities, reaches
from askdata_app.agent.offline.reachfact import distinct_via_fact
from askdata_app.agent.offline.recipebook import (
    RecipeFigure,
    asks_common_parts,
    common_parts_sql,
    read_recipe_figure,
    recipe_as_contents,
    recipe_figure_sql,
)
from askdata_app.agent.offline.recipes import listed_unit_costs, unit_cost_sql
from askdata_app.agent.offline.recipeuse import (
    RecipeUse,
    found_figure,
    read_recipe_use,
    recipe_use_plan,
    used_said,
)
from askdata_app.agent.offline.recordlookup import RecordLookup
from askdata_app.agent.offline.recordwords import records_said_plainly
from askdata_app.agent.offline.regions import Regions
from askdata_app.agent.offline.relayed import unrelayed
from askdata_app.agent.offline.relimit import other_end, other_limit
from askdata_app.agent.offline.reportwords import report_words
from askdata_app.agent.offline.rerank import rank_by_units
from askdata_app.agent.offline.restarts import restart_said
from askdata_app.agent.offline.restate import without_restatement
from askdata_app.agent.offline.restated import restated_ranking
from askdata_app.agent.offline.reword import expand
from askdata_app.agent.offline.rowfilters import RowFilters
from askdata_app.agent.offline.rowshare import RowShare, read_row_share, row_share_sql
from askdata_app.agent.offline.runnerup import asks_lead_over_second
from askdata_app.agent.offline.runrate import RunRate, is_figure, months_in, read_run_rate, scaled_sql
from askdata_app.agent.offline.runthrough import running_through
from askdata_app.agent.offline.samefigure import figure_said_once
from askdata_app.agent.offline.samefigures import same_figures
from askdata_app.agent.offline.seasongloss import season_glossed
from askdata_app.agent.offline.seawords import sea_words
from askdata_app.agent.offline.selfrepair import self_repaired
from askdata_app.agent.offline.sequencewords import in_sequence
from askdata_app.agent.offline.services import service_ask
from askdata_app.agent.offline.setops import fact_for, in_every_period_sql
from askdata_app.agent.offline.sharebase import filter_key, segment_is_base
from askdata_app.agent.offline.shareddays import shared_month_days
from askdata_app.agent.offline.sharednames import SharedNames, read_shared_names, shared_names_sql
from askdata_app.agent.offline.sharewhole import whole_of_share
from askdata_app.agent.offline.shifts import other_quarter, unit_before
from askdata_app.agent.offline.shownnames import names_of_members
from askdata_app.agent.offline.showwords import show_words
from askdata_app.agent.offline.sidebyside import (
    added_column,
    columns_of,
    is_count,
    kept_side_by_side,
    pivot_sql,
    side_by_side,
)
from askdata_app.agent.offline.sidenote import side_sentence
from askdata_app.agent.offline.sides import one_row_each
from askdata_app.agent.offline.sincelast import SinceLast, read_since_last
from askdata_app.agent.offline.singleitem import one_thing_orders
from askdata_app.agent.offline.singlerow import asked_of_it, dated_rows, id_of_dated, one_row_ranked
from askdata_app.agent.offline.skydays import sky_days
from askdata_app.agent.offline.slang import like_restated, plain_slang
from askdata_app.agent.offline.slashdates import impossible_date, slashed_dates_iso
from askdata_app.agent.offline.soldof import money_of_sold
from askdata_app.agent.offline.soldper import sold_per_sold
from askdata_app.agent.offline.sourcegloss import without_source_gloss
from askdata_app.agent.offline.spanyear import span_years
from askdata_app.agent.offline.specform import read_spec, read_steps
from askdata_app.agent.offline.spelling import Speller, analyst_words
from askdata_app.agent.offline.spoilwords import spoil_words
from askdata_app.agent.offline.spoken import spoken_numbers
from askdata_app.agent.offline.sportswords import sports_words, unheld_sports
from askdata_app.agent.offline.spreads import Spread, read_spread, spread_sql
from askdata_app.agent.offline.sqlbuild import BuildError, filter_sql, lit, period_sql, safe_name
from askdata_app.agent.offline.sqlish import read_sqlish
from askdata_app.agent.offline.stagewords import STAGE_ASK, stage_asked, stage_words
from askdata_app.agent.offline.standing import read_standing
from askdata_app.agent.offline.statement import lead_statement, purpose_lead_in, purpose_tail
from askdata_app.agent.offline.states import BY_STATE_ASK, ByState, by_state_sql, read_by_state
from askdata_app.agent.offline.statfigures import (
    CORRELATION_ASK,
    correlation_unread,
    mode_as_most,
    read_stat_figure,
)
from askdata_app.agent.offline.statfollow import stat_follow_up, year_redone
from askdata_app.agent.offline.storenoun import as_chain, as_stores, chain_words, store_words
from askdata_app.agent.offline.storequalifiers import without_store_qualifiers
from askdata_app.agent.offline.storesopened import stores_opened
from askdata_app.agent.offline.storewinner import store_winners
from askdata_app.agent.offline.storywords import story_words
from askdata_app.agent.offline.suggest import suggestions
from askdata_app.agent.offline.summary import column_agg, summarize
from askdata_app.agent.offline.superlatives import MONEY_BASES, default_measure, is_item
from askdata_app.agent.offline.tablerows import TableRows, grain_partitions
from askdata_app.agent.offline.taxes import apply_tax, taxed_quantities
from askdata_app.agent.offline.taxpart import tax_part
from askdata_app.agent.offline.testbench import OUTSIDE_ASK, OUTSIDE_CHOICES, outside_asked
from askdata_app.agent.offline.text import norm_tokens, singular
from askdata_app.agent.offline.textlength import TextLength, read_text_length
from askdata_app.agent.offline.textmatch import (
    TextMatch,
    like_pattern,
    read_counted_text_match,
    read_text_match,
)
from askdata_app.agent.offline.thatfigure import that_figure_asked
from askdata_app.agent.offline.thatname import that_name
from askdata_app.agent.offline.thatperiod import said_as_dates, said_as_weekday, that_period
from askdata_app.agent.offline.thenthan import than_said
from askdata_app.agent.offline.thingname import thing_named
from askdata_app.agent.offline.thresholds import MEMBERS, Threshold, split_threshold, threshold_sql
from askdata_app.agent.offline.thresholdtax import bar_with_tax
from askdata_app.agent.offline.ticketsize import ticket_size
from askdata_app.agent.offline.tiebreak import (
    alphabetical_ties_said,
    read_tie_break,
    tie_broken_sql,
    ties_settled,
    without_alphabetical_ties,
    without_shown_said,
)
from askdata_app.agent.offline.tieout import TieOut, read_tie_out, tie_out_sql
from askdata_app.agent.offline.ties import read_ties, tied_rows_sql
from askdata_app.agent.offline.tillwords import till_words
from askdata_app.agent.offline.timesordered import times_ordered
from askdata_app.agent.offline.together import other_only, read_together, with_other
from askdata_app.agent.offline.topiclead import topic_lead_in
from askdata_app.agent.offline.topmember import TopMember, asked_of, read_top_member
from askdata_app.agent.offline.topshare import summed_top_share, top_share_asked
from askdata_app.agent.offline.totalling import order_totalling
from askdata_app.agent.offline.tradewords import trader_words
from askdata_app.agent.offline.trafficwords import TRAFFIC_ASK, traffic_asked, traffic_words
from askdata_app.agent.offline.truckwords import TRUCK_ASK, truck_asked, truck_words
from askdata_app.agent.offline.twoclocks import TwoClocks, read_two_clocks, two_clocks_sql
from askdata_app.agent.offline.twofigures import TwoFigures, minus_said, part_as_share, read_two_figures
from askdata_app.agent.offline.twokinds import read_two_kinds
from askdata_app.agent.offline.twoparts import parts_apart
from askdata_app.agent.offline.typical import per_typical
from askdata_app.agent.offline.versusby import figure_first
from askdata_app.agent.offline.vocab import FILLER, IGNORABLE
from askdata_app.agent.offline.watches import ship_watches
from askdata_app.agent.offline.weatherwords import WEATHER_ASK, weather_asked, weather_words
from askdata_app.agent.offline.weddingwords import wedding_words
from askdata_app.agent.offline.weekendof import days_glossed, weekday_weekend, weekend_asked, weekend_of
from askdata_app.agent.offline.weekof import read_week_of
from askdata_app.agent.offline.weekstart import monday_weeks, week_start_said
from askdata_app.agent.offline.whatifwithout import without_what_if
from askdata_app.agent.offline.whenasked import WHEN_ASK, when_chosen, when_unsaid
from askdata_app.agent.offline.whenhappened import asks_when_it_happened, dates_its_row
from askdata_app.agent.offline.whenthat import when_that_opened
from askdata_app.agent.offline.whichis import superlative_first
from askdata_app.agent.offline.wholepair import read_whole_pair
from askdata_app.agent.offline.wholeweeks import whole_weeks_of_year
from askdata_app.agent.offline.winner import (
    asks_opening,
    named_winner,
    refers_to_winner,
    that_year,
    without_that_year,
)
from askdata_app.agent.offline.winnerperiod import winner_member, winner_period
from askdata_app.agent.offline.wordgloss import word_glossed
from askdata_app.agent.offline.yearbut import middle_left_out, year_without_part
from askdata_app.agent.offline.yeargloss import glossed_by_dates
from askdata_app.agent.offline.yesnolead import yes_no_lead
from askdata_app.agent.offline.zerofill import fill_days_sql, zero_filled
from askdata_app.agent.offline.zerowords import zero_as_no

_ANALYST = frozenset(analyst_words())
RunQuery = Callable[[str], list[tuple[Any, ...]]]
_LEAVE_OUT = re.compile(r"\b(leave|leaving|left) (?:\S+ )?out\b|\b(ignore|skip|drop|never ?mind)\b", re.I)
_SPEND_WORDS = frozenset({"spend", "spent", "spending", "spender"})
_MONEY_WORDS = {"price", "cost", "total", "spend", "revenue", "amount", "paid", "value"}
_SHARE_OF_THOSE = re.compile(
    r"\b(?:share|fraction|proportion|percentage|percent|pct|part) of"
    r" (?:those|these|them|that lot|the same)\b",
    re.IGNORECASE,
)
"""A share taken over the rows the earlier question kept: "what fraction of those came with a drink"."""
_FOLLOW_UP = re.compile(
    r"^\s*(and|n(?= \w)|what about|how about|same|now|also|only|just|but|instead|then|ok|okay|for|in|"
    r"per|by|as|break it down|split it|show it|make it|make that|exclude|excluding|without|except|no,|no |"
    r"(?:restrict|limit|narrow|confine|filter)(?: (?:it|that|this|them|those|the (?:count|figures?|list)))?"
    r"(?: down)? to|"
    r"what(?:'s| is| was| were) (?:its|their|it(?=\W*$))|"
    r"what(?:'s|s| is| was| were| are) (?:that|this|those|these)(?! \w+s?'s))\b",
    re.IGNORECASE,
)

_PER_ONLY = re.compile(r"(?:and |ok |so |now |what about |how about )?(?:per|for each|for every) (\w+)", re.I)
"""A follow-up that only says "per X"."""
_NUMBERS = numbers(counting(1, 7), "ten", "fourteen", "thirty", "ninety")
_BEFORE_THAT = re.compile(
    r"(?:(?:and|what about|how about)|(vs|versus|against|compared (?:to|with)|compare (?:to|with)))? ?"
    r"(?:in |for |over )?the (?:(?:previous|prior|preceding) )?(\d+|[a-z]+)"
    r" (day|week|month)s?( (?:before|prior to|preceding|earlier)(?: (?:that|it|those|them|then))?)?",
    re.I,
)
"""A follow-up asking for the span just before the previous question's."""


def sea(said: str) -> str:
    """A ship's captain's words (seawords) and watches (watches) said plainly."""
    return ship_watches(sea_words(said))


def _said_plainly(question: str) -> str:
    """``question`` with a modeller's words (modeller.py), Australian words (auswords.py), a financial year
    defined by its dates (fydefined.py), an n-th weekday of a month (nthweekday.py) and a share asked after
    the orders it is out of (outofshare.py) said plainly."""
    question = fashion_words(buyer_seasons(question))  # "SS20": its months (buyerseason); "doors" (fashion-
    # words)
    return out_of_share(nth_weekday(fy_defined(aus_words(modeller_plain(question)))))


def _count_of(word: str) -> int:
    """ "30" -> 30, "seven" -> 7; 0 for a word that is no number ("previous")."""
    return int(word) if word.isdigit() else _NUMBERS.get(word, 0)


_SHARE_OF_THAT = re.compile(
    r"(?:and |so |ok |now )?(?:(?:what|which) (?:is |'s )?(?:the )?"
    r"(?:share|percent|percentage|%|proportion|fraction)"
    r"|(?:and )?(?:as |in )(?:an? )?(?:shares?|percentages?|percents?|fractions?|proportions?)"
    r"|(?:the )?(?:share|percentage|proportion|fraction|%))"
    r" of (?:the |our )?(?:overall |grand |whole |entire |year'?s |yearly |annual |all )?"
    r"(?:total|everything|all)"
    r"(?: (?:is|was) (?:that|it|this|those|these))?",
    re.I,
)
"""A follow-up asking for the previous answer as a share of its total ("what % of total is that")."""

_HOW_MUCH_IS = re.compile(
    r"(?:so |and |ok )?how much (?:is|'s|are|do you charge for|do we charge for)"
    r" (?:a |an |the |one )?(.+?)\s*[?.!]*"
    r"|(?:so |and |ok )?(?:how much|what) (?:does|do) (?:a |an |the |one )?(.+?) (?:cost|sell for|go for)"
    r"(?: (?:a |the )?(?:customers?|people|guests?|someone|you|me))?(?: on (?:the|our) menu)?"
    r"(?:,? (?:before|excluding|without|pre)[- ]tax)?\s*[?.!]*",
    re.I,
)
"""A question about what one item costs a customer ("how much is the krautback")."""
_PRICE_SAID = re.compile(r"\b(?:menu )?pric(?:e|ed)\b(?!.*\bsuppl)", re.I)
"""A question about an item's menu price ("what is the price of the tangaroo")."""

_FIGURE_OF_IT = re.compile(
    r"(?:(?:and|so|ok|okay|um|right) )*(?:how (?:much|many)"
    r"(?P<noun>(?: (?!(?:is|was|were|did|does|do|it|that|this|they|them)\b)[a-z]+){1,2}?)?"
    r"|what(?:'s| is| was| were)? (?:the |its |their )?"
    r"(?:figure|number|amount|total|value|count|price))(?: (?:is|was|were|did|does|do))?"
    r"(?: (?:it|that|this|they|them|that one|this one|the winner))?"
    r"(?: (?:make|made|take|took|sell|sold|come to|bring in|brought in|earn|earned|cost|spend|spent|do"
    r"|have|deliver|delivered|generate|generated|post|posted|produce|produced))?"
    r"(?: then| again| exactly)?",
    re.IGNORECASE,
)
"""A follow-up asking the figure behind the previous question's winner ("how much was it?" after "which
store sold the most?")."""
_WHICH_ONES = re.compile(
    r"(?:and |ok |so )?(?:which|what|who) (?:ones?|are they|were they|are those|were those|ones were they)"
    r"|(?:and )?(?:list|name|show) (?:them|those|these)(?: all)?",
    re.I,
)
"""A follow-up asking for the members the previous answer counted."""

_INSTEAD = re.compile(r"\b(?:instead|rather)\s*[?.!]*\s*$", re.IGNORECASE)
"""A question ending in "instead" ("median instead"): a change to the previous one."""

_WHICH_OF_THEM = re.compile(
    r"(?:and |ok |so )?(?:which|what) (?:of them|of those|of these|ones) (?:are|is|were|was) ([a-z][a-z -]*)",
    re.I,
)
"""A follow-up asking which of the members just counted have a property."""

_ADD = re.compile(
    r"^\s*(?:now |ok |okay |please |also |can you |could you )*(?:add|include|also show)\b", re.I
)
"""A follow-up that adds to the earlier answer ("add the orders", "include the growth")."""

_OF_THOSE = re.compile(r"\b(?:of|among|from|out of) (?:those|them|these)\b", re.IGNORECASE)
"""Words that point back at what the previous answer counted."""

_BACK_REF = re.compile(
    r"\b(?:for|in|over|during|across|within) (?:that|the same|this|those) (?:period|time|timeframe|time frame"
    r"|window|span|stretch|range|dates|days|weeks|months|quarters?|years?)\b"
    r"|\b(?:at|for|in) (?:that|the same) (?:store|shop|location|branch)\b"
    r"|\b(?:of|from) it\b(?! (?:by|per|down|up|out|as|into)\b)"
    r"|\b(?:did|does|has|had) it (?:sell|sold|make|made|bring|brought|earn|earned|take|took|generate|move)\b"
    r"|\b(?:did|does|do|has|have|had) (?:each|they|they each|each one|each of (?:them|those|these))"
    r" (?:sell|make|bring|earn|take|generate|move|place|get|receive|have|see|do)\b",
    re.IGNORECASE,
)
"""Words that point back at the previous question's period or store, or the one it found ("how many units
of it did we sell"): a new measure over that same scope."""

_STORE_WORDS = frozenset({"location", "store", "shop", "branch", "outlet"})
"""What a model of the chain's stores is called: "the chain" is all of its members."""
_JUDGED_ASK = (
    "Judged by which figure, and against what? The data holds no targets, plans or staffing; I can set a "
    "figure beside another period or beside the average of them all."
)
"""The question back for a judgement the data cannot make alone (see ``judgement``)."""
_CELL_AGAIN = re.compile(
    r"\b(?:same|again|likewise|too|also|(?:19|20)\d\d)\b|^\s*(?:and|what about|how about)\b", re.I
)
"""A short follow-up that asks an earlier question about cells again ("the same figure for 2019")."""
_FRESH_HEAD = re.compile(
    r"^(?P<head>[^:;\u2013\u2014?]{0,120}?)\s*[:;\u2013\u2014]\s+(?P<rest>\S+(?:\s+\S+){2,})$"
)
"""A head before a colon ("A separate risk now, unrelated to Brooklyn: ..."), and the question after it."""
_FORGET = (
    r"(?:(?:forget|never ?mind|scratch|scrap) (?:about )?(?:the |that |those )?[\w-]+"
    r"\s*[,;:\-\u2013\u2014]\s*)"
)
"""'forget revenue, ...' before a new topic ('forget revenue, totally different thing - ...')."""
_FRESH = re.compile(
    rf"\b(?:{_FORGET}?(?:(?:a |one )?(?:totally|completely|entirely|something) )?"
    r"(?:a |one )?(?:different|diff|new|another|separate|unrelated|other|next)"
    r" (?:question|q|qn|qs|topic|subject|thing|request|ask|cell|problem|exercise|matter)"
    r"|change of (?:topic|subject)|switching (?:gears|topics?)"
    r"|(?:a |another |a whole )?(?:different|other|new) kettle of fish"
    r"|(?:switching|switch|changing|change|mixing|mix) (?:it|things) up(?: (?:completely|entirely|totally))?"
    rf"|{_FORGET}?something (?:else|different) (?:entirely|altogether)"
    r"|on (?:another|a (?:completely |totally |entirely )?different) note"
    r"|(?:(?:a |one |quick )?side (?:question|q|qn)[\s,:;.\-\u2013\u2014]*)?"
    r"(?:(?:and |this |it )?(?:has |is )?(?:nothing|unrelated) to (?:do with )?"
    r"(?:that|this|those|these|the (?:last|previous|earlier|above)|it|them)"
    r"(?: one| question| answer| customer| store| product| order| \w+)?)"
    r"|unrelated(?: question)?|moving on(?: to (?:something|anything) (?:else|different))?"
    r"|(?:a )?fresh (?:pivot|question|start|one|topic|table|query|sheet|look)|new pivot"
    r"|(?:a |one |quick )?side (?:question|q|qn)"
    r"|next (?:check|item|one) on (?:my|the|our) list"
    r"|(?:for )?(?:a|another) (?:different )?(?:part|bit|angle) of (?:the|my) (?:story|piece|article)"
    r"|^\s*separately(?=\s*[:,;\-])"
    r"|(?:quite |entirely |completely )?apart from (?:that|this|all that|the above)"
    r"|(?:and )?(?:has )?nothing (?:at all )?to do with [a-z' ]{1,40}?(?=\s*[:;,\-\u2013\u2014])"
    r"|new (?:task|query|job|brief)|start(?:ing)? (?:over|fresh|afresh|anew)|from scratch"
    r"|strike (?:that|this)(?:,? and (?:reset|start (?:again|over)))?"
    r"|park(?:ing)? (?:the|that|this|those|these) (?:\w+ )?(?:numbers|figures|stats|question|topic)"
    r"|(?:disregard|ignore|forget|drop|scrap) (?:the|all|everything|any)(?: of the)?"
    r" (?:previous|earlier|above|last|prior)(?: \w+)?(?: entirely| completely| altogether)?"
    r"|forget (?:that|this|about that|about this|the last one)"
    r"|(?:put|set|leave|lay) (?:the|that|this|those|these|all that|the \w+) (?:\w+ )?"
    r"(?:aside|to one side|behind)"
    r"|(?:this is |here's |here is )?(?:a )?(?:new|fresh|separate|different) (?:note|entry|line|item|section)"
    r"(?: (?:for|in|of) (?:the|my|our) (?:review|piece|article|notes|column|write-?up|story))?)"
    r"\b[\s,:;.\-\u2013\u2014]*",
    re.IGNORECASE,
)
"""Words that say a question starts a new topic ("ok, different question: ..."): it leans on nothing said."""

_ONE_ROW_SHARE = re.compile(r"^SELECT t\.\*, .*OVER \(\) AS \w+ FROM \((?!.*GROUP BY)")
"""A share taken over the rows of a query that has one row (no breakdown): the row's share of itself."""
_NUMERIC_DIM = re.compile(r"price|cost|rate|spend|total|amount|value")
"""A dimension that holds an amount: averaged, it is a figure of its own ("the average menu price")."""

_UNRESOLVED = re.compile(
    r"\b(?:(?:the|that|this) other (?:one|metric|measure|number|figure|kpi|thing|column|field)"
    r"|(?:that|this) (?:one|thing)(?! of)"
    r"|(?:we|you|i) (?:talked|spoke|chatted) about|(?:we|you|i) (?:discussed|mentioned)"
    r"|(?:we|you|i) (?:looked at|went over|reviewed) (?:last (?:week|month|time)|yesterday|the other day)"
    r"|(?:that|the) (?:metric|measure|figure|number) from (?:before|earlier))\b",
    re.IGNORECASE,
)
"""A reference to something the question does not name ("and the other one?", "that metric we talked
about", "for that one store"): which one is asked back, unless the question names a member itself."""
_VAGUE_MEMBER = re.compile(
    r"\b(?:the|our|that) (?:big|main|large|small|little|flagship|usual|special|famous|important) ([a-z]+)\b"
)
"""A member described, not named ("the big store"): which one is asked back."""

_THE_MEMBER = re.compile(
    r"(?<!\ball )(?<!\beach )\b(?:for|at|from|of) (?:the|that|this) ([a-z]+)\s*[?.!]*\s*$"
)
"""A member said with "the" and nothing to point back to ("revenue for the store"): which one. Not "across all
of the stores", "each of the stores": every one."""
_DANGLING = re.compile(r"\b(?:on|from|for|of|about|with) (?:it|that|this one|that one)\s*[?.!]*\s*$", re.I)
"""A pronoun at the end of a first question ("how much did we make on it"): nothing it can refer to."""

_DANGLING_PERIOD = re.compile(
    r"\b(?:in|over|during|for|at) (?:the|that) (?:period|time period|timeframe|time frame|window|date range"
    r"|range|weekend|week|month|quarter|day|year)\s*(?:pls|please|then)?\s*[?.!]*\s*$",
    re.I,
)
"""A period pointed at but never named, in a first question ("how much did we make in the period",
"KPIs for the quarter"): which one is asked back."""
_THAT_UNIT = re.compile(
    r"\b(?:that|those) (?:day|date|week|weekend|month|quarter|year|season|period|time|night|morning|hour)s?\b"
    r"|\b(?:on|at|in|from|for) there\b|\bback then\b",
    re.I,
)
"""A time or place pointed at ("that day", "that week", "back then") that a first question cannot name."""
_WHICH_ONE = re.compile(r"^\s*(?:so |and |ok |but )?(?:which|what) ones?\b(?! of\b)", re.I)
"""A question about "which one" with no noun ("which one sells best"): one of what?"""
_WHAT_ABOUT = re.compile(r"^\s*(?:so |and |ok )?(?:what|how) about\b", re.I)
"""A question that only says "what about X" ("what about customers"): about them, what?"""
_BREAK_DOWN = re.compile(
    r"^\s*(?:(?:ok|okay|now|so|and|can you|could you|please|pls)[\s,]+)*"
    r"(?:break|split|slice|divide) (?:it|that|this|them|those|these)(?: (?:down|up|out))?"
    r"(?: (?:please|pls|for me|more|further))*\s*[?.!]*\s*$",
    re.I,
)
"""A request to break the last answer down that does not say by what."""
_THE_OTHER = re.compile(r"\b(?:the|that) other ([a-z]+)\b", re.I)
""""the other store": one of several others, unless there are only two."""

_MANY = 100
"""Members of an entity beyond which "revenue per <member>" is an average, not a row for each member."""


def _outputs(query: exp.Query) -> list[exp.Expr]:
    """The output columns of ``query``, a ``*`` read through the subquery it selects from."""
    out: list[exp.Expr] = []
    for e in query.selects:
        star = isinstance(e, exp.Star) or (isinstance(e, exp.Column) and isinstance(e.this, exp.Star))
        if not star:
            out.append(e)
            continue
        source = query.args.get("from_") or query.args.get("from")
        inner = source.this if isinstance(source, exp.From) else None
        if not isinstance(inner, exp.Subquery) or not isinstance(inner.this, exp.Query):
            return []
        out += _outputs(inner.this)
    return out


def _is_figure(select: exp.Expr) -> bool:
    """An output column computed from an aggregate, a window or arithmetic (not a label or a period)."""
    said = select.this if isinstance(select, exp.Alias) else select
    if said.find(exp.Case, exp.DateTrunc, exp.TimestampTrunc, exp.Concat, exp.DPipe) is not None:
        return False
    return said.find(exp.AggFunc, exp.Window, exp.Add, exp.Sub, exp.Mul, exp.Div) is not None


_MID_SENTENCE = re.compile(r"[.!;:]\s+\S")
"""A sentence ends inside the text: a story may come before the question."""


def _spoken_plainly(text: str) -> str:
    """``text`` with spoken contractions written out ("what'd", "orders'd": contracted), a record chaser's
    words said plainly ("WR biggest ticket", "PB for orders in a day": gamerwords) and which row comes first
    ("best one first", "rank 1 first", "by how many they sold": firstshown)."""
    return first_shown(gamer_words(contractions_written(text)))


_COUNTED = frozenset({"count", "sum_boolean"})
"""Aggregations that count item lines: a ranking of such a count with no breakdown ranks the items (its
question back has that breakdown as its default choice)."""
_PLANNING: ContextVar[bool] = ContextVar("planning", default=False)
"""Set while a question is planned (per thread and task): a reading that plans a part of it again is not the
outermost call, which alone leaves unknown words out as a last resort (lastleave.py)."""


class Planner:
    """Deterministic question -> SQL, grounded in a semantic layer and the data's actual values.

    Args:
        layer: the loaded semantic layer (``askdata_app.data.semantic.SemanticLayer``).
        dialect: the SQL dialect of the plans (sqlglot's name: duckdb, postgres, mysql, sqlite ...).
        run_query: runs a read-only SQL (in ``dialect``) and returns its rows; used once, lazily, to index
            the values of categorical dimensions and the data's date range. Without it, filters on values
            are not recognised and relative dates count back from today.
    """

    def __init__(self, layer: Any, *, dialect: str = "duckdb", run_query: RunQuery | None = None) -> None:
        self.catalog = Catalog.from_layer(layer)
        self.dialect = dialect
        self._composer = Composer(self.catalog)
        query = self._query if run_query is not None else None
        self.index = DataIndex(self.catalog, self._composer.sb, query)
        self._run = run_query
        self._asker = Asker(self.catalog, self.index)
        self._adjuster = Adjuster(self.catalog, self.index, self._asker)
        self._parser: QuestionParser | None = None
        self._layer_words: frozenset[str] = frozenset()
        """The semantic layer's words (the speller's ``layer``), set with the parser."""
        self._glued = GluedNames({})
        self._regions = Regions({})
        self._openings = Openings({})
        self._own = OwnMembers({})
        self._tables = TableRows({})
        self._row_filters = RowFilters({})
        self._column_gap = ColumnGap({})
        self._column_stats = ColumnStats({})
        self._labels = Labels(self._column_stats)
        self._cutoff = CutoffSplit({})
        self._lookup = RecordLookup({})
        self._read_as: list[tuple[str, str]] = []
        self._respelling = False
        """Names read from split, glued or sounded-out words in the question being planned."""
        self._in_percent = False
        self._asked = ""
        """The question being planned, as asked (before its plain rewording)."""
        self._content_words: frozenset[str] = frozenset()
        """The words of the semantic layer's terms (not of the data's values), set with the parser."""
        self._store_names: list[str] = []
        """The stores' names (the openings' keys), set with the parser (storenoun)."""
        self._short_names: list[str] = []
        """The values of the data's small dimensions (a name said with a sound-alike number), set with the
        parser: read once, not on every (nested) plan."""
        self._sold_names: list[str] = []
        """The names of the things sold (a product-name dimension's values), set with the parser."""

    def _query(self, sql: str) -> list[tuple[Any, ...]]:
        assert self._run is not None
        if self.dialect != "duckdb":
            sql = to_dialect(sql, self.dialect, pretty=False)
        return self._run(sql)

    def _ready(self) -> QuestionParser:
        if self._parser is None:
            self.index.load()
            lexicon = Lexicon(self.catalog, self.index.values, self.index.described)
            terms = [key for key, cs in lexicon.terms.items() if any(c.kind != "value" for c in cs)]
            content = {t for key in terms for t in key}
            speller = Speller.build(
                content | analyst_words(),
                FILLER | IGNORABLE,
                lexicon.known_words(),
                self.index.values,
                layer=content,
                phrases=terms,
            )
            self._layer_words = frozenset(speller.layer)
            self._content_words = frozenset(content)
            self._glued = GluedNames(
                self.index.values, lexicon.known_words() | analyst_words() | FILLER | IGNORABLE
            )
            self._regions = Regions(self.index.values)
            self._openings = Openings(self.index.opened)
            self._own = OwnMembers(self.index.values)
            times = {m.table: m.default_time for m in self.catalog.models.values() if m.default_time}
            self._times = times
            self._tables = TableRows(self.index.columns, times)
            self._row_filters = RowFilters(self.index.columns)
            self._column_gap = ColumnGap(self.index.columns)
            self._column_stats = ColumnStats(self.index.columns, times)
            self._labels = Labels(self._column_stats)
            self._cutoff = CutoffSplit(self.index.columns, times)
            self._lookup = RecordLookup(self.index.columns, self._run)
            self._parser = QuestionParser(
                self.catalog, lexicon, non_unique=self.index.non_unique, speller=speller
            )
            self._parser.data_start = self.index.dates[0] if self.index.dates else None
            values = self.index.values
            self._short_names = [v for vs in values.values() if len(vs) <= 100 for v in vs]
            self._sold_names = [v for dim, vs in values.items() if dim.name == "product_name" for v in vs]
            self._store_names = list(self.index.opened)
        return self._parser

    def _unread(self, word: str) -> bool:
        """Whether the analyst cannot read ``word`` at all: not a word it knows, a typo of one of the semantic
        layer's words or a nickname ("hive" may be "have", never a store's name: storenoun's test)."""
        speller = self._ready().speller
        assert speller is not None
        if speller.is_known(word) or speller.nickname(word) is not None:
            return False
        fixed = speller.correct(word)
        return fixed is None or not {fixed, singular(fixed)} & self._content_words

    @property
    def anchor(self) -> date:
        """The latest date in the data ("today" for relative ranges)."""
        self._ready()
        return self.index.anchor

    def parse(self, question: str) -> Intent:
        """The intent of one text on its own."""
        pair = read_whole_pair(question)  # "Chicago's revenue next to the chain's": the store's, then a row
        intent = self._ready().parse(self._plain(pair.rest if pair else question), self.anchor)
        if pair is not None:
            intent.beside = pair.mode
        one_kind_only(question, intent, self.catalog)
        intent.both_rows = intent.both_rows or asks_both(question)
        intent.per_contains = condition_on_members(question)  # "items per order for orders that include X"
        said = [f"'{typed}' read as '{value}'" for typed, value in self._read_as]  # "new or leans"
        intent.notes[:0] = [n for n in said if n not in intent.notes]
        return intent

    def _plain(self, question: str) -> str:
        """``question`` without formal dressing or report jargon, its numbers in digits, its "yesterday" the
        data's last day."""
        self._ready()
        question = year_without_part(question)  # "2019 not counting December": from January to November 2019
        question = contrast_dropped(question)  # "any food, as opposed to just a drink": the rest, left out
        question = per_period_customer(question) or question  # "..., among the customers who ordered then"
        question = store_winners(question)  # "each store's top drink": the best selling product, drinks only
        said_out = plain_exclusions(unrelayed(question))  # "apart from X", "all stores but X": excluding X
        rejoined, readings = self._glued.read(drop_restated_weekdays(spoken_numbers(said_out)))
        self._read_as += [r for r in readings if r not in self._read_as]
        rejoined = order_sides(rejoined, order_kinds(self.index.columns))  # "orders with a drink vs without"
        named = flag_sides(self._own.read(self._openings.read(self._regions.read(rejoined))))
        said = plain(
            read_sqlish(
                read_week_of(read_standing(per_typical(named, self._names_member))), self.catalog.quantities
            )
        )
        said = some_said_a(said)  # "orders after 6pm that had at least one X": that had an X
        said = placed_said_ordered(said)  # "customers who placed an order at X": who ordered there
        said = buyers_said_ordered(day_shoppers_said(said))  # "customers ordering in May", "Sunday shoppers"
        said = money_of_sold(said)  # "the gross profit of beverage items sold in 2018": of those items
        return last_season_named(last_day_named(said_plainly(said), self.anchor), self.anchor)  # lastseason

    def plan(self, question: str, *, context: Sequence[str] = (), refinements: Sequence[str] = ()) -> Plan:
        """Plan one question (see ``_plan_read``); a figure of one customer named by a name several customers
        share is asked back (which one?), and the rankings' ties are settled: a LIMIT keeps the same rows
        every time (the shown columns are further sort keys: see ``tiebreak.ties_settled``)."""
        gap = self._order_gaps(question, context) if context and not refinements else None
        if gap is not None:  # "and at New Orleans, same day?" after the gaps between its orders (ordergaps)
            return gap
        weekday = weekday_weekend(question) if not refinements else None
        if weekday is not None:  # "the weekend of July 4th 2019", a Thursday: which weekend (weekendof)
            return AskPlan(weekend_asked(weekday))
        outermost = not _PLANNING.get()  # the readings plan parts of a question again through plan()
        token = _PLANNING.set(True)
        try:
            got = self._plan_read(question, context=context, refinements=refinements)
            swapped = name_swapped(question, context[-1], self._product_names()) if context else None
            if (
                not isinstance(got, SqlPlan) and swapped is not None and not refinements
            ):  # "and for the mel-bun?"
                again = self._plan_read(
                    swapped, context=context[:-1]
                )  # after a list of one product's: nameswap
                got = again if isinstance(again, SqlPlan) else got
        finally:
            _PLANNING.reset(token)
        if outermost and isinstance(got, UnknownPlan) and got.unknown and not refinements:
            got = self._left_out_last(question, context, got)  # "Mean severity per store, severity being ..."
        if outermost and isinstance(got, AskPlan) and got.default and not refinements:
            got = self._plain_choice(question, context, got)  # "top 3 at Chicago by units": by product
        shared = None
        if isinstance(got, SqlPlan) and not refinements:  # "Grace Okafor's lifetime spend": several of them
            shared = self._lookup.shared_name(got.sql, " ".join([*context[-1:], question]))
        if shared is not None:  # their customer number is asked, as for their last order (recordlookup)
            return AskPlan(shared)
        left = (
            amounts_left_out(question, got.sql, self.dialect)
            if outermost and isinstance(got, SqlPlan)
            else []
        )
        if left:  # "orders with a total of $5": the amount was dropped; say so, never answer without it
            return UnknownPlan(AMOUNT_ASK.format(amounts=" and ".join(f"'{a}'" for a in left)))
        clocks = (
            clocks_left_out(question, got.sql, self.dialect) if outermost and isinstance(got, SqlPlan) else []
        )
        if clocks:  # "7am till 2:59pm against 3pm to close": the hours were dropped (clocksaid)
            return UnknownPlan(CLOCK_ASK.format(times=" and ".join(f"'{t}'" for t in clocks)))
        if isinstance(got, SqlPlan):
            settled = ties_settled(got.sql, self.dialect, every=alphabetical_ties_said(question))
            return got if settled == got.sql else replace(got, sql=settled)
        return got

    def _left_out_last(self, question: str, context: Sequence[str], asked: UnknownPlan) -> Plan:
        """The question planned with the words every reading asked about left out, when they may be (see
        lastleave.py), its sentence saying so; else ``asked``."""
        if not may_leave_out(question, asked.unknown, self._layer_words):
            return asked
        again = self._plan_read(question, context=context, refinements=(asked.choices[0],))
        if not isinstance(again, SqlPlan):
            return asked
        said = ", ".join(f"'{w}'" for w in asked.unknown)
        kind = "a word" if len(asked.unknown) == 1 else "words"
        return replace(again, understood=f"{again.understood} (left out {said}, {kind} I do not know)")

    def _plain_choice(self, question: str, context: Sequence[str], asked: AskPlan) -> Plan:
        """The question planned with the choice that is its plain reading (``AskPlan.default``: a ranking of
        units with no breakdown ranks the products), its sentence saying so; else ``asked``. Taken only here,
        at the outermost plan: a part of a question asked alone ("..., fewest units, all time") must not
        pre-empt the reading of the whole."""
        assert asked.default is not None
        again = self._plan_read(question, context=context, refinements=(asked.default,))
        if not isinstance(again, SqlPlan):
            return asked
        return replace(again, understood=f"{again.understood} (ranked {asked.default}: the plain reading)")

    @staticmethod
    def _read_words(said: str) -> str:
        """``said`` in the words the readings know: a grandmother's, a wedding planner's, a music producer's,
        a detective's and a ship's captain's words (see below; weddingwords, musicwords, detectivewords,
        ``sea``), everyday words (everydaywords), a season glossed by its months (seasongloss), spoken
        contractions and record-chaser words (``_spoken_plainly``), modeller's and Australian words, a
        financial year defined by its dates (``_said_plainly``), a night as a day, an aside glossing a word
        (wordgloss), a word corrected as typed, days said by their ordinal (see ``_plan_read``)."""
        said = holiday_date_glossed(nurse_words(atc_words(said)))  # "movements per station", "before 1200
        # local" (atcwords); "pts w/ 2+ orders on their hx", "orders charted 0700-0859" (nursewords);
        # "Thanksgiving 2020 (26 Nov)": 26 Nov 2020 (holidaygloss)
        said = folk_words(till_words(guess_left_out(fond_words(name_remark_left_out(said)))))  # nameremark;
        # "Now dear, ...", "that, then?" (fondwords); a guess at the answer after it (guessnote); "what the
        # till took", "bills over $30" (tillwords); "new faces", "folk who came back" (folkwords)
        said = everyday_words(sea(garden_words(bee_words(said))))  # a beekeeper's (beewords), a gardener's
        # (gardenwords) and a captain's words and watches; "the final day", "dearest ticket"
        said = cellar_words(said)  # a sommelier's vintages, cellars, list and glasses (cellarwords)
        said = casino_words(said)  # a pit boss's hands, pits, stakes, the take and the floor (casinowords)
        said = truck_words(said)  # a driver's stops, the outfit, the haul, tabs and grub (truckwords)
        said = stage_words(said)  # a stage manager's venues, tickets, houses, box office, runs (stagewords)
        said = order_totalling(one_recipe(among_orders(said)))  # "among 2020 orders with a drink, the mean
        # item count per order" (amongorders); "cost of the supplies in one X" (onerecipe); "orders totalling
        # more than $40" (totalling)
        said = library_words(said)  # "checkouts", "titles", "circulation": a librarian's (librarywords)
        said = appraiser_words(said)  # "the Brooklyn property", "clientele", "appreciation" (appraiserwords)
        said = wedding_words(music_words(detective_words(season_glossed(said))))  # "winter - Dec to Feb"
        said = count_noted(said)  # "how many jaffles went out? Count every jaffle unit.": said (countnote)
        return ordinal_days(self_repaired(word_glossed(night_words(_said_plainly(_spoken_plainly(said))))))

    def _archive_read(self, earlier: str) -> str:
        """An earlier question read as ``_plan_read`` reads its question, up to the archivist's words
        (actuarywords, epiwords, archivist, thingname)."""
        said = epi_words(actuary_words(without_nominal(span_years(sky_days(self._read_words(earlier))))))
        return thing_named(archive_words(said))

    def _plan_read(
        self, question: str, *, context: Sequence[str] = (), refinements: Sequence[str] = ()
    ) -> Plan:
        """Plan one question (see ``_plan``); a question not understood is tried again without a lead-in
        that says nothing readable ("Sorry to bother you, how much ...": see preamble.py)."""
        controlled = atc_asked(question) if not refinements else None
        if controlled is not None:  # "the wind at the Chicago station", "is traffic heavy now?" (atcwords)
            return AskPlan(controlled[0].format(what=controlled[1]), self._asker.quantity_choices())
        hived = bee_asked(question) if not refinements else None  # as said, before the beekeeper's words
        question = span_years(sky_days(self._read_words(question)))  # see _read_words; "Leo season 2020",
        # "the 2020 solstice (June 20)": skydays; "2020 (May 21 - June 20)": those days in 2020 (spanyear)
        speller = self._ready().speller
        typed = [question, *context]
        own = store_words(typed, self._store_names, self._unread) if speller else frozenset()
        if own:  # "the Chicago stop", then "which stop ...": the asker's word for a store (storenoun)
            question, context = as_stores(question, own), [as_stores(e, own) for e in context]
        own = chain_words(typed, self._unread) if speller else frozenset()
        if own:  # "the whole outfit", "network-wide": the asker's word for the chain (storenoun)
            question, context = as_chain(question, own), [as_chain(e, own) for e in context]
        start = self.index.dates[0].year if self.index.dates else self.anchor.year
        question = period_lead(question, start, self.anchor.year)  # "per year, 2018 leading" (periodlead)
        question = ops_words(question, self.index.opened)  # "Sitrep: orders per unit, 01DEC20-31DEC20"
        context = [  # an earlier question's "January first" too: its order, not a month (periodlead)
            ops_words(period_lead(earlier, start, self.anchor.year), self.index.opened) for earlier in context
        ]
        question = zero_as_no(monday_weeks(in_sequence(question)))  # "in sequence"; "Mon-Sun weeks"; "zero X"
        question = drinks_bounded(question)  # "orders with three or more beverages": drinks (drinkbound)
        question = menu_noted(
            what_does_said(count_and_came_to(question))
        )  # "how many orders ... and what did
        # they total": cameto; "what's a jaffle cost, going by the menu", "what's a X go for": menunote
        context = [count_and_came_to(zero_as_no(monday_weeks(in_sequence(earlier)))) for earlier in context]
        nursed = nurse_asked(question) if not refinements else None
        if nursed is not None:  # "readmission rate", "pt 12 - full hx": nursewords
            return AskPlan(NURSE_ASK.format(what=nursed), self._asker.quantity_choices())
        epi = epi_asked(question) if not refinements else None
        if epi is not None:  # "is that statistically significant?", "nut allergies": epiwords
            return AskPlan(EPI_ASK.format(what=epi), self._asker.quantity_choices())
        played = music_asked(question) if not refinements else None
        if played is not None:  # "the most radio play", "a remix of the chai": musicwords
            return AskPlan(MUSIC_ASK.format(what=played), self._asker.quantity_choices())
        dealt = casino_asked(question) if not refinements else None
        if dealt is not None:  # "counting cards", "the shoe", "comps", "the hold": casinowords
            return AskPlan(CASINO_ASK.format(what=dealt), self._asker.quantity_choices())
        hauled = truck_asked(question) if not refinements else None
        if hauled is not None:  # "miles from the Chicago stop", "diesel", "weigh stations": truckwords
            return AskPlan(TRUCK_ASK.format(what=hauled), self._asker.quantity_choices())
        lent = library_asked(question) if not refinements else None
        if lent is not None:  # "which items are overdue", "cardholders who never borrowed": librarywords
            return AskPlan(LIBRARY_ASK.format(what=lent), self._asker.quantity_choices())
        untold = fashion_asked(question) if not refinements else None
        if untold is not None:  # "the sell-through", "which sizes sold best": fashionwords
            return AskPlan(FASHION_ASK.format(what=untold), self._asker.quantity_choices())
        cellared = cellar_unheld(question) if not refinements else None
        if cellared is not None:  # "corkage", "a glass of Merlot" (none sold), "the new blend": cellarask
            return AskPlan(UNHELD_ASK.format(what=cellared), self._asker.quantity_choices())
        if hived is not None:  # "varroa mite counts", "the hive down the road", "the nectar flow": beewords
            return AskPlan(hived, self._asker.quantity_choices())
        staged = stage_asked(question) if not refinements else None
        if staged is not None:  # "the half-hour call", "the understudy", "the best reviews": stagewords
            return AskPlan(STAGE_ASK.format(what=staged), self._asker.quantity_choices())
        insured = actuary_asked(question) if not refinements else None
        if insured is not None:  # "the probable maximum loss for a fire": actuarywords
            return AskPlan(ACTUARY_ASK.format(what=insured), self._asker.quantity_choices())
        valued = appraiser_asked(question) if not refinements else None
        if valued is not None:  # "the cap rate", "price per square foot", "market average": appraiserwords
            return AskPlan(APPRAISER_ASK.format(what=valued), self._asker.quantity_choices())
        if not refinements and real_asked(question):  # "in real terms", "deflated by the CPI": no price index
            return AskPlan(REAL_ASK, ("the nominal figure", "no thanks"))
        question = without_nominal(question)  # "nominal revenue growth", "realised price": as charged
        concentrated = read_concentration(question) if not context else None
        shared = self._concentration(concentrated, refinements) if concentrated is not None else None
        if shared is not None:  # "the share of lifetime spend held by the top 10% of customers", "Gini"
            return shared
        question = epi_words(actuary_words(question))  # "incident customers", "crude", "stratified by",
        # "prevalence" (epiwords); "expected X", "severity", "loss ratio", "the 2019 entrants" (actuarywords)
        question = chronicle_words(
            thing_named(archive_words(question))
        )  # "the supplies register", "accessioned"
        # (archivist); "every product with its name, by name" (thingname); "the Brooklyn house", "founded",
        # "the first order in the archive" (chronicle)
        question = week_start_said(trader_words(question))  # "the ATH for daily rev", "7d MA", "green days"
        # (tradewords); "best week of 2020, mon-start weeks, gimme the monday" (weekstart)
        question = menu_size(outsider_words(busy_slang(question)))  # "the deadest month": the quietest
        # (busyslang); "which of their shops", "what do they charge for X" (outsider); "how big is the menu"
        # (menusize)
        question = each_said_again(records_said_plainly(question))  # "order line records held per year":
        # recordwords; "for each year, the customers who ordered in that year": eachthat
        question = when_that_opened(restated_ranking(question))  # "the most overpriced item, i.e. the
        # priciest": the priciest (restated); "which shop opened last, and when was that?" (whenthat)
        question = every_year_listed(question)  # "people who ordered in every one of 2018, 2019 and 2020"
        question = that_name(basket_size(spoil_words(how_often_also(question))))  # "how often does an
        # order with X also have a drink": a share (howoften); "supplies that go off": perishable
        # (spoilwords); "baskets biggest, in items per basket" (basketsize); "share that name" (thatname)
        question = superlative_first(question) or question  # "at which hour is the share of X highest"
        question = largest_tickets(question)  # "the 4 largest tickets of 2020: order id, store and total"
        context = [
            records_said_plainly(
                menu_size(
                    outsider_words(
                        busy_slang(week_start_said(trader_words(chronicle_words(self._archive_read(e)))))
                    )
                )
            )
            for e in context
        ]
        question = that_figure_asked(question) if context else question  # "Please state that number."
        question = leader_said(question) if context else question  # "Only the leader": the top one (leader)
        if not refinements and not self._in_percent and asked_in_percent(question):
            self._in_percent = True  # "food's share of 2020 revenue, in percent": the share x 100 beside it
            try:
                got = self.plan(question, context=context)
            finally:
                self._in_percent = False
            shown = percent_sql(got.sql, self.dialect) if isinstance(got, SqlPlan) else None
            if isinstance(got, SqlPlan) and shown is not None:
                said = f"{got.understood}; the {shown[1].replace('_', ' ')} also in percent (x 100)"
                return replace(got, sql=self._dialect_sql(shown[0]), understood=said)
            return got
        ruled = same_store_rule(question) if not refinements else None
        if ruled is not None:  # "same-store revenue growth 2020 over 2019": the stores open all of 2019
            got = self.plan(ruled[0], context=context)
            if isinstance(got, SqlPlan):
                said = (
                    f"{got.understood} (same-store: only the stores open for all of {ruled[1]} to {ruled[2]})"
                )
                return replace(got, understood=said)
            return got
        filled = zero_filled(question) if not refinements else None
        if filled is not None:  # "daily orders in May 2019, 0 on days without any": every day (zerofill)
            got = self.plan(filled, context=context)
            sql = fill_days_sql(got.sql) if isinstance(got, SqlPlan) else None
            if isinstance(got, SqlPlan) and sql is not None:
                said = f"{got.understood}, every day of the period (0 on days without any)"
                return replace(got, sql=self._dialect_sql(sql), understood=said)
            return got
        busy = read_busy_day(question) if not refinements and not context else None
        if busy is not None:  # "how many customers placed 3+ orders on a single day": by day and customer
            got = self.plan(busy.question)
            sql = busy_day_sql(got.sql, busy) if isinstance(got, SqlPlan) else None
            if isinstance(got, SqlPlan) and sql is not None:
                said = f"customers with {busy.op} {busy.n} orders on one day, from {got.understood}"
                sql = self._dialect_sql(sql)
                return replace(
                    got, sql=sql, understood=said, metric=None, chart="value", x=None, y="customers"
                )
        inside = hours_outside(question) if not refinements else None
        if inside is not None:  # "before 8am or from 9pm onward": the hours outside a span (outsidehours)
            got = self.plan(inside, context=context)
            sql = outside_sql(got.sql, self.dialect) if isinstance(got, SqlPlan) else None
            if isinstance(got, SqlPlan) and sql is not None:
                said = f"{got.understood}, outside those hours"
                return replace(got, sql=self._dialect_sql(sql), understood=said, metric=None)
        compared = sizes_compared(question) if not refinements else None
        if (
            compared is not None
        ):  # "5-item orders vs 1-item orders": by number of items, those two (itemsized)
            got = self.plan(compared.question, context=context)
            sql = sizes_kept_sql(got.sql, compared.sizes) if isinstance(got, SqlPlan) else None
            if isinstance(got, SqlPlan) and sql is not None:
                sizes = f"{compared.sizes[0]} and of {compared.sizes[1]}"
                said = f"{got.understood}, orders of {sizes} items only"
                return replace(got, sql=self._dialect_sql(sql), understood=said, metric=None)
        if not refinements and not self._respelling:  # "Sanity probe: ... Expected answer is zero.": qaframe
            question = self._without_qa_frame(question)
            context = [self._without_qa_frame(earlier) for earlier in context]
            question = without_shown_said(question)  # "Top 3 orders by order_total. Return order_id and ..."
            question = without_alphabetical_ties(question)  # "cheapest first, then alphabetically"
            question = plain_condition(question)  # "how many orders sit at that maximum, i.e. have ..."
            broken = read_tie_break(question)
            if broken is not None:  # "..., ties broken by the lower order_id first": a second sort key
                got = self.plan(broken.rest, context=context)
                sql = tie_broken_sql(got.sql, broken, self.dialect) if isinstance(got, SqlPlan) else None
                if isinstance(got, SqlPlan) and sql is not None:
                    said = f"ties broken by the {'lower' if broken.ascending else 'higher'} {broken.column}"
                    return replace(got, sql=sql, understood=f"{got.understood}, {said}")
                return got
        if not refinements and not self._respelling:  # "revnue from drink-only ordres": every reading sees
            retyped = self._respelled(question, context)  # the words respelled (not code: see _respelled)
            if retyped is not None:
                return retyped
        asked_after = yes_no_lead(question) if not refinements else None
        if asked_after is not None and self._lead_within(*asked_after):  # "Do ...? I'd like ...": yesnolead
            again = self.plan(asked_after[1], context=context)
            if isinstance(again, SqlPlan):
                return again
        self._ready()
        placed = read_opening_rank(question) if self.index.opening and not refinements else None
        if placed is not None and self.index.opening is not None:  # "which store was the fourth to open"
            sql = self._dialect_sql(opening_rank_sql(placed, self.index.opening))
            said = f"the {'newest' if placed.newest else 'oldest'} first, place {placed.n}"
            return SqlPlan(
                sql, "Store by opening", "table", None, None, f"stores in the order they opened: {said}"
            )
        edge = read_edge_row(question) if not refinements else None
        edge_sql = edge_row_sql(edge, self.index.columns, self._times) if edge is not None else None
        if edge is not None and edge_sql is not None:  # "the order id and the time of the last order"
            said = f"the {'last' if edge.last else 'first'} {edge.noun} placed: its number and time"
            return SqlPlan(self._dialect_sql(edge_sql), f"{edge.noun.title()} row", "table", None, None, said)
        record = read_edge_record(question) if not refinements and not context else None
        record_said = question
        if record is None and context and not refinements:  # "which store was it recorded at?" after "when
            record = edge_followed(question, context[-1])  # was the last order placed?": that order's row
            record_said = f"{context[-1]} {question}"
        if record is not None:  # "how much was the most recent order?": that one order's row (edgerecord)
            names = {d.expr.rsplit(".", 1)[-1]: v for d, v in self.index.values.items()}
            record_sql = edge_record_sql(record, self.index.columns, self._times, names, record_said)
            its_items = edge_items_sql(record_sql, self.index.columns) if record_sql is not None else None
            if its_items is not None and asks_its_items(record_said):  # "which products were in the very
                record_sql = its_items  # first order?": its products (it was the order's row)
            if record_sql is not None:
                edge_word = ("largest" if record.last else "smallest") if record.by_size else None
                said = f"the {edge_word or ('last' if record.last else 'first')} order" + (
                    f" of {record.year}" if record.year else ""
                )
                return SqlPlan(self._dialect_sql(record_sql), "Order row", "table", None, None, said)
        kinds = order_kinds(self.index.columns)  # "from food orders and how much from drink-only orders"
        question = order_sides(question, kinds)  # before the kinds of orders are read as filters
        context = [order_sides(earlier, kinds) for earlier in context]
        kinds_two = self._two_kinds(question) if not refinements and not context else None
        if kinds_two is not None:  # "how many are jaffles, and how many are drinks": a figure for each
            return kinds_two
        rowed = rows_asked(question) if not refinements and not getattr(self, "_in_rows", False) else None
        turned = self._on_rows(rowed, context) if rowed is not None else None
        if turned is not None:  # "2019 revenue and order total on separate rows": a row per figure
            return turned
        question = read_spec(question) or read_steps(question) or question  # "- Metric: revenue\n- By: month"
        sides = [*self._product_names(), *self.index.opened]  # "the 2020 season": see sportswords
        question = chance_as_share(question)  # "how likely is an order to include food": a share (likelihood)
        context = [chance_as_share(earlier) for earlier in context]
        question = peak_as_busiest(question)  # "which hour peaks on Saturdays": the busiest hour (peakverb)
        context = [peak_as_busiest(earlier) for earlier in context]
        question = own_figure_over(question)  # "the max lifetime orders any one customer has" (ownfigure)
        context = [own_figure_over(earlier) for earlier in context]
        question = sports_words(shared_month_days(question), sides, self.parse)  # "25 to 31 May": shareddays
        context = [sports_words(shared_month_days(e), sides, self.parse) for e in context]
        coded = read_pandas(question, context)  # "orders[orders.order_total > 20].order_total.max()"
        if coded != question and _FRESH.search(question):  # "new cell: products.product_price.max()"
            context = ()
        question = coded
        context = [read_pandas(earlier, context[:i]) for i, earlier in enumerate(context)]
        question = plain_slang(question)  # "ngl which drink is the ppl's fav rn 👀": the words said plainly
        context = [plain_slang(earlier) for earlier in context]
        question = nickname_glossed(question, self._product_names())  # "protein chais (the chai and mighty)"
        context = [nickname_glossed(earlier, self._product_names()) for earlier in context]
        question = fiction_words(question)  # "For a quiet chapter I need the sleepiest day": the quietest day
        context = [fiction_words(earlier) for earlier in context]
        held_not = ops_unheld(question) if not refinements else None
        if held_not is not None:  # "was that unit fully staffed?", "security incidents": not held
            return AskPlan(OPS_ASK.format(what=held_not), self._asker.quantity_choices())
        unheld = traffic_asked(question) if not refinements else None
        if unheld is not None:  # "the queue length at the SF site", "level of service": not held
            return AskPlan(TRAFFIC_ASK.format(what=unheld), self._asker.quantity_choices())
        question = traffic_words(question)  # "network-wide AADT", "per clock hour", "the Chicago station"
        context = [traffic_words(earlier) for earlier in context]
        question = average_day(times_ordered(all_scope(question)))  # "taking all the Saturdays you have",
        # "how many times have they ordered", "would an average Sunday see" (allscope, timesordered,
        # averageday)
        context = [average_day(times_ordered(all_scope(earlier))) for earlier in context]
        both_ends = read_first_last(question) if not refinements and not context else None
        at_ends = self._first_last(both_ends) if both_ends is not None else None
        if (
            at_ends is not None
        ):  # "the earliest and the latest order", "a customer's first and last": firstlast
            return at_ends
        sold = read_first_sold(question, self._product_names()) if not refinements else None
        if sold is not None and self._sold_at_known():  # "when was the mel-bun first sold": firstsold
            said = f"when {sold.product} was {'last' if sold.last else 'first'} sold"
            said += f" in {sold.year}" if sold.year is not None else ""
            return SqlPlan(
                self._dialect_sql(first_sold_sql(sold)), said.capitalize(), "value", None, None, said
            )
        names_shared = read_shared_names(question) if not refinements else None
        per_name = self._shared_names(names_shared) if names_shared is not None else None
        if per_name is not None:  # "how many names are shared by more than one customer": sharednames
            return per_name
        celled = self._cells(question, context) if not refinements else None
        if celled is not None:  # "the smallest number of customers in any store-month cell": cellgrid
            return celled
        clock = read_clock_extreme(question) if not refinements else None
        at_clock = self._clock_extreme(*clock) if clock is not None else None
        if at_clock is not None:  # "the latest time of day anyone ordered": its clock time (clockextreme)
            return at_clock
        gap = self._order_gaps(question, context) if not refinements else None
        if gap is not None:  # "the mean headway between successive orders at Brooklyn": the gaps (ordergaps)
            return gap
        in_one = self._items_of_one(question, context) if context and not refinements else None
        if in_one is not None:  # "how many things were in it?" after the biggest order: its items (oneorder)
            return in_one
        question = day_from_holiday(question)  # "the day after Thanksgiving 2020": that day's date
        context = [day_from_holiday(earlier) for earlier in context]
        question = part_with_years(percentile_shorthand(question))  # "p50 and p90 of the daily order counts":
        # pshort; "the growth in Q4 revenue, 2020 over 2019": Q4 of each year (partyears)
        question = figure_said_once(evenly_split(question))  # "per store if we spread it evenly over our
        # six stores": divided by 6 (evensplit); "2020 revenue from jaffles and 2020 revenue from drinks"
        context = [percentile_shorthand(earlier) for earlier in context]
        garden = garden_asked(question) if not refinements else None
        if garden is not None:  # "how did the runner beans do", "more compost" (gardenwords)
            return AskPlan(GARDEN_ASK.format(what=garden), self._asker.quantity_choices())
        weather = weather_asked(question) if not refinements else None
        if weather is not None:  # "was that down to a snowstorm?", "scorching days": no weather is held
            return AskPlan(WEATHER_ASK.format(what=weather), self._asker.quantity_choices())
        question = than_said(weather_words(question))  # "the hottest month": the busiest; "fewer then": than
        question = without_compare_note(question)  # "and 2019, for comparison?": and 2019
        question = month_mean(weekday_mean(question))  # "which weekday is busiest on average": per day
        context = [month_mean(weekday_mean(than_said(weather_words(earlier)))) for earlier in context]
        question = panel_words(come_back_words(question))  # "basket value ex tax": panelwords; "the people
        context = [panel_words(come_back_words(earlier)) for earlier in context]  # who did return": comeback
        opened = self.index.opened
        question = per_day_open(lease_words(pack_words(question, opened), opened))  # "footfall", "X unit";
        # "revenue per day open": its average daily revenue since it opened (dayopen); "doors" (packwords)
        context = [lease_words(pack_words(earlier, opened), opened) for earlier in context]
        part_names = [v for d, vs in self.index.values.items() if self.catalog.is_parts(d.model) for v in vs]
        question = paid_per_part(
            question, part_names
        )  # "what do they pay per napkin": its cost (partunitcost)
        question = days_glossed(
            weekend_of(quarter_span(count_on_list(question)))
        )  # "how many distinct supplies are on
        # their list": counted (onthelist); "by quarter for 2020, Q1 through Q4 in order": Q1 to Q4 of 2020
        # (quarterspan); "the weekend of July 6th 2019": that Saturday and Sunday (weekendof)
        context = [days_glossed(weekend_of(quarter_span(earlier))) for earlier in context]  # "(Mon-Fri)"
        sold_kinds = kind_words((q.name, q.synonyms) for q in self.catalog.quantities)
        question = kinds_sold(
            question, sold_kinds
        )  # "avg jaffles per day per store": jaffles sold (kindcount)
        pen = read_penetration(question) if not refinements else None
        penetrated = self._penetration(pen) if pen is not None else None
        if penetrated is not None:  # "nutellaquent penetration among Philadelphia's 2020 buyers": penetration
            return penetrated
        question = count_histogram(question)  # "items-per-order histogram": the number of items per order
        question = same_figures(question) if context else question  # "the same three for 2018": samefigures
        question = diff_as_change(key_ids_said(question))  # "customer_id 1768"; "the MoM diff": a change
        context = [diff_as_change(key_ids_said(earlier)) for earlier in context]  # (keyids, diffwords)
        context = [count_histogram(earlier) for earlier in context]
        outside = outside_asked(question) if not refinements else None
        if outside is not None:  # "run the regression suite", "diff against staging", "is that expected?"
            return AskPlan(OUTSIDE_ASK.format(what=outside), OUTSIDE_CHOICES)
        service = (
            (service_ask(question) or palate_ask(question) or motive_ask(question))
            if not refinements
            else None
        )
        if service is not None:  # "reserve a table", "the Wi-Fi password", "which dish tastes the best"; "is
            # that because they liked it?": motive
            return AskPlan(service, self._asker.quantity_choices())
        clocks = read_two_clocks(question) if not refinements else None
        both = self._two_clocks(clocks, context) if clocks is not None else None
        if both is not None:  # "12 to 1 vs 8 to 9 in the morning, how many orders in each": one row each
            return both
        self._ready()
        stores = tuple(self.index.opened)
        as_bill = bought_as_bill(question) if not refinements else question  # before "a guest pays" goes
        bought = as_bill if as_bill != question else None
        question = opened_stores(question, self.index.opened)  # "only the stores open for all of 2018"
        question = concierge_words(question, stores)  # "A guest asks how many ...", "for the café there"
        context = [concierge_words(earlier, stores) for earlier in context]
        question = city_state(without_client_lead(question), stores)  # "For my client: Chicago, Illinois"
        context = [city_state(without_client_lead(earlier), stores) for earlier in context]
        if context and not refinements:  # "and the back half of the year?" after "January to June 2020"
            question = part_of_year(question, context[-1]) or question
            question = cohort_turn(question, context[-1]) or question  # "And for customers acquired in 2020?"
        question = menu_cost(kitchen_words(question))  # "what does it cost the kitchen to make"; "which item
        context = [menu_cost(kitchen_words(earlier)) for earlier in context]  # on the menu costs the most"
        question = things_as_items(menu_price_figures(question))  # "the lowest price for one of the
        # sandwich ones": menuprices; "orders with 3 or more things in them": their items (orderthings)
        context = [things_as_items(menu_price_figures(earlier)) for earlier in context]
        question = self._part_unit_cost(question)  # "the unit cost of chai mix": the supply's own cost
        question = parts_of_named(question, self._product_names())  # "the perishable ingredients in X"
        pointed = self._described_one(question, context) if not refinements else None
        if isinstance(pointed, (SqlPlan, AskPlan)):  # "the kiwi drink thing, whats it called", "the beef one"
            return pointed
        question, context = pointed or (question, context)  # "how much is the pulled pork one": by name
        question = self._without_apposed(question) if not refinements else question  # "X, the filter coffee"
        matched = read_text_match(question) if not refinements else None
        by_text = self._text_matched(matched) if matched is not None else None
        if by_text is not None:  # "the jaffle the menu calls savory and sweet": its description holds that
            return by_text
        lengthy = read_text_length(question) if not refinements else None
        by_length = self._text_length(lengthy) if lengthy is not None else None
        if by_length is not None:  # "which product carries the longest description": textlength
            return by_length
        counted = read_counted_text_match(question) if not refinements else None
        by_text = self._text_matched(counted) if counted is not None else None
        if counted is not None and by_text is not None:  # "how many products have a description containing
            noun = (
                counted.noun if counted.noun.endswith("s") else f"{counted.noun}s"
            )  # 'house-made'": counted
            sql = f"SELECT COUNT(*) AS {safe_name(noun)} FROM ({by_text.sql}) AS t"
            said = f"the number of {by_text.understood}"
            return replace(
                by_text, sql=self._dialect_sql(sql), chart="value", x=None, y=None, understood=said
            )
        question = figure_first(named_with(show_words(question)))  # "Quiz round: ..."; "...? Name and date."
        question = in_order_as_sort(question)  # "put the shops in order from oldest to newest": sort them
        question = whole_of_share(question)  # "what fraction of all the items sold": all items, not a list
        question = named_day(question)  # "24 December 2019: which product sold the most that day?"
        question = group_lead(question)  # "The stores with a 6% tax rate: their orders": of those stores
        context = [figure_first(named_with(show_words(earlier))) for earlier in context]
        name_part = read_name_part(question) if not refinements else None
        if name_part is not None:  # "how many customers are called Ana", "the commonest surname"
            sql, title, said = name_part_sql(name_part)
            return SqlPlan(self._dialect_sql(sql), title, "table", None, None, said)
        used_up = self._recipe_use(question, context) if not refinements else None
        if used_up is not None:  # "how many straws went out in 2020, one per unit of each drink that has one"
            return used_up
        bill = read_menu_bill(question, self._product_names(), stores) if not refinements else None
        if bill is None and bought is not None:  # "A customer buys one flame impala at LA. What do they pay?"
            bill = read_menu_bill(city_state(bought, stores), self._product_names(), stores)
        quoted = self._quoted(question, stores) if bill is None and not refinements else None
        if quoted is not None:  # "Party of 25, one flame impala per head: the total at menu price?"
            bill = read_menu_bill(quoted, self._product_names(), stores)
        billed = bill_sql(self.catalog, self._composer, self.index, bill) if bill is not None else None
        if billed is not None:  # "what would two vanilla ices cost at Philadelphia, tax included": menubill
            return SqlPlan(
                self._dialect_sql(billed), "Menu bill", "table", None, None, "menu prices, times tax"
            )
        question = people_ordering(promo_words(without_answer_form(question)))  # "our record day. Date only."
        question = eating_as_buying(question)  # "which jaffle do people eat the most of": buy
        question = report_words(question)  # "set the record for", "at the close of fiscal 2019"
        question = how_changed(
            kind_counted(question)
        )  # "how many products are drinks"; "how did X change, %"
        question = per_each_order(
            bar_with_tax(ticket_size(sized_orders(question)))
        )  # "orders of $20+, tax included";
        # "in each order"; "the smallest ticket ever (min order total incl tax)": the order total (ticketsize)
        question = kind_in_orders(question)  # "of orders with food, how many jaffles are in them on average"
        question = one_thing_orders(question)  # "orders that were a single drink": one item, a drink
        question = coined_as_meant(question)  # "orders that were what I'd call a feast: 5+ items": had 5+
        question = of_any_order(question)  # "the largest tax_paid on any one order": the maximum of any order
        question = counted_periods(question)  # "the three days of 2019 with the most orders": the top 3
        question = coin_amounts(question)  # "less than a quarter (under $0.25) in sales tax": 25 cents
        question = sold_per_sold(question)  # "how many jaffles were sold per drink sold": one over the other
        question = per_head(question)  # "per capita", "per distinct customer", "customers who transacted"
        question = converted(question) if context else question  # "convert that to gross margin": instead
        context = [report_words(people_ordering(promo_words(without_answer_form(e)))) for e in context]
        context = [
            bar_with_tax(ticket_size(e, single=False)) for e in context
        ]  # "count of $50+ tickets (incl tax)"
        consulted = self._consultant(question, context, refinements)  # "the network total", "market share"
        if not isinstance(consulted, tuple):
            return consulted
        question, context = consulted
        question = clock_words(question)  # "between 12:00 and 14:00", "the 7, 8 and 9 o'clock hours"
        context = [clock_words(earlier) for earlier in context]  # "07:00-07:59 ..." then "and on weekends?"
        question = names_of_members(question)  # "rank the stores by orders, names + counts": the stores'
        self._ready()
        question = without_what_if(question, frozenset(self.index.opened))  # "had X made nothing": without X
        question = whole_weeks_of_year(question)  # "lowest weekly revenue in 2020, complete weeks only"
        question = without_store_qualifiers(without_source_gloss(question))  # "using the items sold"
        whole = those_also_had(question, context[-1]) if context and not refinements else None
        if whole is not None:  # "of those, what share had a jaffle?" after "how many orders had a tangaroo?"
            question, context = whole, ()
        question = only_kind_orders(also_had_share(question, self._product_names()))  # "... also had food"
        month_day = read_month_day(question) if not refinements else None
        on_day = self._month_day(month_day, context) if month_day is not None else None
        if on_day is not None:  # "orders on the last day of each month in 2019": those days only, by day
            return on_day
        at_minute = self._clock_minute(question, context) if not refinements else None
        if at_minute is not None:  # "orders placed at 11:11", then "and at 12:12?": that minute of every day
            return at_minute
        how = over_rows_asked(question) if context and not refinements else None
        summed_up = self._over_rows(context, how) if how is not None else None
        if summed_up is not None:  # "revenue by month in 2020" then "and the total?": one figure over them
            return summed_up
        those = read_of_those(question) if context and not refinements else None
        kept = self._of_those(question, context, those) if those is not None else None
        if kept is not None:  # "top 3 products by units" then "what about revenue for those?": those 3
            return kept
        by_day = day_and_hour(question) if not getattr(self, "_in_day_hour", False) else None
        if by_day is not None:  # "which hour on which day had the most orders": by day, then by its hours
            hourly = self._by_day_and_hour(by_day, context, refinements)
            if hourly is not None:
                return hourly
        by_minute = in_one_minute(question) if not getattr(self, "_in_day_hour", False) else None
        if by_minute is not None:  # "the most orders taken in a single minute": by day, then by its minutes
            minutely = self._by_day_and_hour(by_minute, context, refinements, minute=True)
            if minutely is not None:
                return minutely
        top = read_top_member(question) if not refinements and not context and self._run is not None else None
        of_top = self._of_top_member(top) if top is not None else None
        if of_top is not None:  # "For the store with the highest revenue, what was its weakest month?"
            return of_top
        question = name_as_show(question)  # "name the two cheapest drinks with their prices": show them
        question = whole_list_order(question)  # "put the shops in order from fewest to most orders": all rows
        question = over_qualifying(
            question
        )  # "orders per shop, counting only shops that had orders": an average
        if context and not refinements and asks_lead_over_second(question):
            lead = self._lead_over_second(context)
            if lead is not None:  # "by how many did it beat the one in second place?": top less second
                return lead
        untied = read_ties(question) if not refinements else None
        tied = self._tied(untied, context) if untied is not None else None
        if (
            tied is not None
        ):  # "the cheapest jaffles? if more than one shares the lowest price, name them all"
            return tied
        added = read_added_top(question) if not refinements else ()
        summed = next(filter(None, (self._added_top(a, context) for a in added)), None)
        if summed is not None:  # "the two shops with the fewest orders, added together": one sum
            return summed
        members = [*self.index.opened, *self._product_names()]
        question = minus_said(question, members)  # "Brooklyn minus Chicago revenue in 2019": the difference
        question = tax_part(question)  # "lifetime spend with tax minus pre-tax lifetime spend": a difference
        worked = self._two_figures(question, context) if not refinements else None
        if worked is not None:  # "how many times larger was A than B", "that divided by 366": twofigures
            return worked
        question = part_as_share(question)  # "what part of the 2020 orders was placed at Chicago"
        told = told_question(question) if not refinements else None
        if told is not None:  # "My wife used to ask me who our best customer was. Who spent the most ...?"
            again = self.plan(told, context=context)
            if isinstance(again, SqlPlan):
                return again
        named = self._story_named(question, context) if not refinements else None
        if named is not None:  # "Our two oldest stores are X and Y. What was their combined revenue?": theirs
            return named
        context = [told_question(earlier) or earlier for earlier in context]
        liked = like_restated(question) if not refinements else None
        if liked is not None and self._scoped_as(*liked):  # "avg items per order?? like how many ppl grab"
            question = liked[0]
        grains = when_unsaid(question) if not getattr(self, "_in_when", False) else None
        if grains is not None:  # "when do we sell the most drinks": at which hour, weekday or month?
            chosen = when_chosen(question, refinements)
            if chosen is not None:
                question, refinements = chosen[0], chosen[1]
            elif not refinements:
                self._in_when = True
                try:
                    read = self.plan(question, context=context, refinements=refinements)
                finally:
                    self._in_when = False
                if not isinstance(read, SqlPlan):
                    return read  # asked back already ("when do we get the most orders?": by month or store?)
                return AskPlan(WHEN_ASK.format(grains=", ".join(grains[:-1]) + f" or {grains[-1]}"), grains)
        odd = impossible_date(question)
        if odd is not None:  # "31/31/2020": no day either way round; never guessed at
            return AskPlan(f"'{odd}' is not a date I can read. Which day do you mean (day, month, year)?")
        question = self._as_dictated(question)  # "13/04/2019"; "fortnight", "VAT"; "for items or more"
        question = story_words(question)  # "only ever ordered at one store", "since the day it opened"
        question = averaged_per_day(question)  # "rank the stores by revenue per day": each one's average
        question = in_opening_order(question)  # "list our cafés by opening date": in that date's order
        context = [self._as_dictated(earlier) for earlier in context]
        question = defined_terms(question)  # "basket size, meaning the number of items per transaction"
        purpose = purpose_lead_in(question) if not refinements else None
        if purpose is not None and self._says_nothing(purpose[0]):  # "To test the Pareto principle, ..."
            question = purpose[1]
        tail = purpose_tail(question) if not refinements else None
        if tail is not None and self._purpose_only(tail[1]):  # "...? for the NPC wallet tuning" (statement)
            question = tail[0]
        stated = lead_statement(question) if not refinements else None
        if stated is not None and self._restates(*stated):  # "LA turned one on 1 August 2020! How many ...?"
            question = stated[1]
        heading = planner_heading(question) if not refinements else None
        if heading is not None and self.parse(heading[1]).measures:  # "Seasonality check: which month ..."
            question = heading[1]
        topic = topic_lead_in(question) if not refinements else None
        if topic is not None and not self._lead_scopes(topic[0]):  # "Moving on to concentration: how ..."
            question = topic[1]
        table_rows = self._tables.read(question) if not refinements else None
        table_rows = table_rows or (self._row_filters.read(question) if not refinements else None)
        table_rows = table_rows or (self._column_gap.read(question) if not refinements else None)
        table_rows = table_rows or (self._column_stats.read(question) if not refinements else None)
        table_rows = table_rows or (self._cutoff.read(question) if not refinements else None)  # cutoffsplit
        labelled = self._labels.read(question) if table_rows is None and not refinements else None
        if isinstance(labelled, str):  # "count the positive class" with no rule for it: labeldef
            return AskPlan(labelled)
        table_rows = table_rows or labelled  # "y = 1 if customer_type = 'new'. positive rate?": labeldef
        by_name = self._lookup.named(question) if table_rows is None and not refinements else None
        if by_name is not None and by_name[1] is not None:  # "Jamal Okafor's last order", 18 Jamal Okafors
            return AskPlan(by_name[1])
        if table_rows is None and not refinements:  # "customer 4100's latest order: its total?": recordlookup
            looked_up = by_name[0] if by_name is not None else question  # one Grace Okafor: her number
            table_rows = self._lookup.read(looked_up, context, self._days_said)
        if table_rows is None and context and not refinements:  # "same threshold, but for orders above $50"
            table_rows = self._row_filters.follow(question, context[-1]) or self._tables.follow(
                question, context[-1]
            )  # "the earliest ordered_at in orders" then "and the latest one?"
            table_rows = table_rows or self._cutoff.follow(question, context[-1])  # "the same split for X"
            table_rows = table_rows or self._column_stats.follow(question, context[-1])  # "same for 2018"
        if table_rows is not None:  # "max ordered_at in order_items": the named table's own columns
            sql = self._dialect_sql(table_rows.sql)
            return SqlPlan(sql, table_rows.title, "number", None, None, table_rows.understood)
        question = self._tables.dates_in_column(question)  # "how many distinct dates appear in ordered_at"
        winner = winner_period(question) if not refinements else None
        won = self._that_period(winner[1], winner[2], [*context, winner[0]]) if winner is not None else None
        if won is not None:  # "how many orders did the month with the highest revenue have?": that month's
            question, context = won, []
        champion = winner_member(question) if not refinements and won is None else None
        named = self._winner_named(*champion) if champion is not None else None
        if named is not None:  # "how much revenue did the store with the most orders make?": that store's
            return named
        if context and not refinements and asks_when_it_happened(question):
            when = self.plan(context[-1], context=context[:-1])
            if isinstance(when, SqlPlan) and dates_its_row(when.sql):  # "When did that happen?": its row
                return replace(when, understood=f"{when.understood}, the row saying when")
        one = self._about_one_found(question, context) if context and not refinements else None
        if one is not None:  # "how many orders did it have?", "its average order total" after one found
            return one
        back = that_period(question) if context and not refinements else None
        found = self._that_period(question, back, context) if back is not None else None
        if found is not None:  # "how many orders did that week have?" after the busiest week: that week's
            question, context = found, []
        about = asked_of_it(question, context[-1]) if context else None
        if about is not None:  # "which customer placed it?" after the biggest single order: that order's
            question, context = about, list(context[:-1])
        question = one_row_ranked(question) or question  # "the biggest single order, by order total"
        since = read_since_last(question) if not refinements else None
        waited = self._since_last(since, context) if since is not None else None
        if waited is not None:  # "how many days since customer 1234's last order": from its date to the day
            return waited
        nth = read_nth(question, context[-1] if context else None) if not refinements else None
        numbered = self._nth(nth) if nth is not None else None
        if numbered is not None:  # "on what day did we take our 100,000th order": its day, in time order
            return numbered
        passed = read_passed(question) if not refinements and not context else None
        crossed = self._passed(passed) if passed is not None else None
        if crossed is not None:  # "when did our revenue pass $1 million": the day the running total did
            return crossed
        dated_row = id_of_dated(question) if not refinements else None
        row = self._dated_row(*dated_row, context) if dated_row is not None else None
        if row is not None:  # "the order id of the most recent order": that order's row, by its date
            return row
        several = dated_rows(question) if not refinements else None
        rows = self._dated_row(several[0], several[1], context, several[2]) if several is not None else None
        if rows is not None:  # "the 5 most recent orders": those rows, whole, by their date
            return rows
        question = common_size(question) or question  # "the most common order size, in items": the mode
        latest = latest_of_earlier(question, context[-1]) if context and not refinements else None
        dated = self._latest_of_earlier(latest, context[-1]) if latest is not None else None
        if dated is not None:  # "when was the most recent one?" after "how many orders has customer 1500 ..."
            return dated
        if not refinements and future_asked(
            question, self.anchor.year
        ):  # "what will revenue be next year": no forecasts
            return AskPlan(FUTURE_ASK.format(last=self.anchor.isoformat()), ("the trend so far", "no thanks"))
        question = newest_named(question, self.index.opened)  # "how many orders has our newest store taken"
        question = all_counted(  # "the opening date of each of our six shops": every store
            question, {"stores": len(self.index.opened), "products": len(self._product_names())}
        )
        question = kind_after_name(question, self._product_names())  # "chai and mighty lattes": the product
        question = units_of_named(question, self._product_names())  # "which store sold the most tangaroo"
        cost = other_cost(question) if not refinements else None
        if cost is not None:  # "staff cost per store": the only cost held is the supplies'
            return AskPlan(COST_ASK.format(what=cost.lower()), ("the supply cost", "no thanks"))
        governed = governance_asked(question) if not refinements else None
        if (
            governed is not None
        ):  # "the customers who gave consent to marketing", "is that compliant": governance
            return AskPlan(governed, self._asker.quantity_choices())
        unheld = (
            (unheld_asked(question) or unheld_sports(question) or people_unheld(question))
            if not refinements
            else None
        )
        if unheld is not None:  # "VLOOKUP the supplier invoices against our supply costs": none held
            return AskPlan(UNHELD_ASK.format(what=unheld), self._asker.quantity_choices())
        question = pointed_back(question) or question  # "X mentioned gross margin. What was ours in 2019?"
        question = read_lapsed(question)  # "customers who have lapsed, i.e. their last order was before ..."
        if not refinements and suspicion_asked(question):  # "flag anything that looks suspicious": what?
            return AskPlan(SUSPICION_ASK, SUSPICION_CHOICES)
        question = audit_reworded(question)  # "cents included", "typed 'new'", "from its opening through ..."
        context = [audit_reworded(earlier) for earlier in context]
        question = without_restatement(question, self._scopes_nothing, self._scoped_as)  # "..., meaning ..."
        question = without_hedges(question, self._scopes_nothing)  # "Hi! Sorry if this is obvious, but ..."
        question = without_purpose(question, self._names_nothing)  # "... ? Thinking of running a tasting."
        question = without_notation(question)  # "(1 = highest)", "as fractions that sum to 1": form only
        question = running_through(question)  # "running total by month through 2020": over that year
        self._ready()
        question = cohort_named(  # "our four 2018-2019 launches", "the cafés (opened 2018 or later)"
            question, self.index.opened, lambda rest: bool(self.parse(rest).measures)
        )
        question = stores_opened(  # "revenue of the stores opened in 2019": those stores, by name
            question, self.index.opened, lambda rest: bool(self.parse(rest).measures)
        )
        question = recipe_as_contents(question)  # "the mel-bun's recipe": what goes into the mel-bun
        middle = middle_left_out(question)
        if middle is not None:  # "2019 except July": two spans, whose total no one range gives
            year, part = middle
            return AskPlan(
                f"Leaving {part} out splits {year} in two. Which do you mean?",
                (f"all of {year}", f"{part} {year} only", f"the months before and after {part} side by side"),
            )
        question = parts_apart(question)  # "how much came from food and how much from drinks": each apart
        context = [without_notation(without_hedges(earlier, self._scopes_nothing)) for earlier in context]
        context = [without_purpose(earlier, self._names_nothing) for earlier in context]
        context = [recipe_as_contents(earlier) for earlier in context]
        question = on_that_list(question) if context else question  # "the cheapest item on that list"
        beside = self._beside_earlier(question, context) if context else None
        if beside is not None:  # "how does that compare with Chicago?" after Brooklyn: both, one row each
            question = beside
        column = added_column(question, context)
        if column is not None:  # "add 2019 as a second column": the last question, both periods beside
            question, context = column[0], column[1]
        as_rate = share_as_rate(question) if not context else None
        rated = self._plan(as_rate, refinements=refinements) if as_rate is not None else None
        if isinstance(rated, SqlPlan):  # "which store had the highest share of orders with a drink": its rate
            return rated
        tie = read_tie_out(question) if not context and not refinements else None
        tied = self._tie_out(tie) if tie is not None else None
        if tied is not None:  # "the sum of A against the sum of B, one row each": a row for each
            return tied
        cohort_again = cohort_redone(question, context[-1]) if context and not refinements else None
        if cohort_again is not None:  # "same figure for the 2019 entrants" after a retention: cohorts
            return self.plan(cohort_again, context=context[:-1])
        changed = stat_follow_up(question, context[-1], self.index.opened, self.anchor) if context else None
        if changed is not None and not refinements:  # "And the 10th percentile?" after the 90th: statfollow
            return self.plan(changed, context=context[:-1])
        question = mode_as_most(question)  # "which hour is the mode for orders": the hour with the most
        figure = None if refinements else read_bins(question, self.index.opened, self.anchor)
        figure = figure or (
            read_unit_figure(question, self.index.opened, self.anchor) if not refinements else None
        )
        figure = figure or (
            read_stat_figure(question, self.index.opened, self.anchor) if not refinements else None
        )
        if figure is not None:  # "the standard deviation of the daily order counts in 2020": see statfigures
            return SqlPlan(self._dialect_sql(figure.sql), figure.title, "table", None, None, figure.title)
        if not refinements and correlation_unread(question):  # "the correlation between rainfall and sales"
            return AskPlan(CORRELATION_ASK, ("daily order count and daily revenue", "no thanks"))
        empty = read_empty_days(question) if not context and not refinements else None
        emptied = self._empty_days(empty) if empty is not None else None
        if emptied is not None:  # "on how many days of 2020 were no orders recorded": the other days
            return emptied
        row_share = read_row_share(question) if not context and not refinements else None
        shared = self._row_share(row_share) if row_share is not None else None
        if shared is not None:  # "what fraction of 2020 orders had less than $0.50 in tax": of the orders
            return shared
        redone = year_redone(question, context[-1]) if context and not refinements else None
        if redone is not None and read_herfindahl(context[-1]) is not None:  # "Recompute it for 2020."
            question, context = redone, list(context[:-1])
        hhi = read_herfindahl(question) if not refinements else None
        index = self._herfindahl(hhi.shares, hhi.points, context) if hhi is not None else None
        if index is not None:  # "the Herfindahl index of the stores' 2020 revenue shares": squares summed
            return index
        got = self._plan(question, context=context, refinements=refinements)
        if isinstance(got, SqlPlan) and top_share_asked(question):
            return self._summed_top_share(got)  # "what fraction of revenue came from the top 3 products"
        if isinstance(got, SqlPlan) or refinements:
            return got
        bar = split_member_bar(question) if not context else None
        barred = self._member_bar(*bar) if bar is not None else None
        if barred is not None:  # "which supplies are used by more than 3 products": each one's count, cut
            return barred
        speller = self._ready().speller
        if speller is not None:  # "which stroe grew the most": readings of whole phrases, once respelled
            respelled, _notes = speller.respell(question, lambda w: expand(w) != w)
            if respelled != question:
                again = self._plan(respelled, context=context)
                if isinstance(again, SqlPlan):
                    return again
        glossed = glossed_head(question)
        if glossed is not None and not self._gloss_scopes(glossed[1]):  # "..., meaning customers who ordered"
            again = self._plan(glossed[0], context=context)
            if isinstance(again, SqlPlan):
                return again
        after_story = self._after_story(question, context)
        if after_story is not None:  # "We had one toaster back then. How many orders did ...?"
            return after_story
        if isinstance(got, AskPlan):  # "Ahead of the board meeting: what was revenue in 2020?"
            return (
                self._after_lead_in(question, context)
                or self._after_label(question, context)
                or self._before_remark(question, context)  # "...? That's a lot of bread!"
                or got
            )
        if not isinstance(got, UnknownPlan):
            return got
        bodies = [rest for head, rest in preamble_splits(question) if self._says_nothing(head)]
        bare = without_hedges(question, lambda _: True)  # every aside left out, even one read as a filter
        bodies += [bare] if bare != question else []
        for body in [question, *bodies]:
            ends = [
                b
                for b, tail in afterword_splits(body)
                if (not self.parse(tail).has_content() or self._side_note(body, b, tail))
                and not names_data_work(tail)
            ]  # "... for 2020? It's the headline figure on my boss's slide.": a note on what it is for
            for candidate in ends if body == question else [body, *ends]:
                again = self._plan(candidate, context=context)
                if isinstance(again, SqlPlan):
                    return again
        headed = self._after_label(question, context) or self._before_remark(question, context)
        if headed is not None:  # "Buyer retention: of the customers who ...": the heading's words left out
            return headed
        occasion = event_asked(question) if not got.choices and not refinements else None
        if occasion is not None:  # "how much food should I order for my event?": a judgement, asked back
            return AskPlan(EVENT_ASK.format(what=occasion), EVENT_CHOICES)
        return got

    def _before_remark(self, question: str, context: Sequence[str]) -> SqlPlan | None:
        """The question before a closing exclamation that only remarks on it ("How many orders had two or more
        jaffles? That's a lot of bread for one sitting!"): none of the remark's words scope the question (no
        figure, period, breakdown, time of day or ranking), so it goes; None when there is no such remark or
        the question alone is not answered."""
        m = re.match(r"^(?P<body>.+?\?)\s+(?P<tail>[^?]+!)\s*$", question.strip(), re.DOTALL)
        if m is None:
            return None
        said = self.parse(m["tail"])
        if said.measures or said.periods or said.groups or said.rank or said.hours or said.day_kinds:
            return None
        again = self.plan(m["body"], context=context)
        return again if isinstance(again, SqlPlan) else None

    def _side_note(self, whole: str, body: str, tail: str) -> bool:
        """Whether ``tail``, a sentence of its own after ``body`` in ``whole``, only says what the figure is
        for or how it may look ("He'd like to send them thank-you cards.", "A decimal fraction is OK."): words
        the data does not know, and no figure, period, member or time of day of its own (see sidenote.py)."""
        if not side_sentence(whole, body, tail):
            return False
        said = self.parse(tail)
        if not said.unknown or said.measures or said.periods or said.filters or said.hours or said.day_kinds:
            return False
        return not (said.rank or said.comparisons or said.templates or said.missing_year)

    def _two_clocks(self, clocks: TwoClocks, context: Sequence[str]) -> SqlPlan | None:
        """The question planned once for each window of the clock (see twoclocks.py), one row each, or None
        when either is not one figure."""
        got = [self.plan(q, context=context) for q in (clocks.first, clocks.second)]
        plans = [p for p in got if isinstance(p, SqlPlan) and p.chart in {"number", "value"}]
        if len(plans) != 2:
            return None
        sql = two_clocks_sql(plans[0].sql, plans[1].sql, clocks.hours)
        said = f"{plans[0].understood}; the same for {clocks.hours[1][0]:02d}:00-{clocks.hours[1][1]:02d}:00"
        return SqlPlan(self._dialect_sql(sql), plans[0].title, "table", None, None, said)

    def _clock_minute(self, question: str, context: Sequence[str]) -> Plan | None:
        """The question without its minute of the clock, kept to that minute of every day (see
        ``clockminute``); a follow-up that names no minute keeps the earlier question's. None when no minute
        is said, or the question is not read."""
        said = read_clock_minute(question)
        earlier = [read_clock_minute(e) for e in context]
        if said is None and earlier and earlier[-1] is not None and _FOLLOW_UP.match(question):
            said = ClockMinute(question, earlier[-1].hour, earlier[-1].minute)
        if said is None:
            return None
        context = [e.rest if e is not None else c for c, e in zip(context, earlier, strict=True)]
        plan = self.plan(said.rest, context=context)
        if not isinstance(plan, SqlPlan):
            return None
        try:
            sql = kept_to_minute(plan.sql, self._times, said.hour, said.minute, self.dialect)
        except sqlglot.errors.SqlglotError:
            return None
        if sql is None:
            return None
        at = f"{said.hour:02d}:{said.minute:02d}"
        return replace(plan, sql=sql, understood=f"{plan.understood}, in the minute {at} of each day only")

    def _month_day(self, month_day: MonthDay, context: Sequence[str]) -> Plan | None:
        """The question without its day-of-month phrase, kept to that day of each month (see ``monthday``),
        or None when it is not read."""
        plan = self.plan(month_day.rest, context=context)
        if not isinstance(plan, SqlPlan):
            return None
        if re.search(r"\bOVER\s*\(", plan.sql, re.IGNORECASE):  # a share or a running figure: its whole
            return UnknownPlan(  # would be kept to those days too
                "I can count those days of each month, but not yet set them against the whole months. "
                "Ask for the figure on those days and for the whole period separately."
            )
        try:
            sql = kept_to_day(plan.sql, self._times, month_day.day, self.dialect)
        except sqlglot.errors.SqlglotError:
            return None
        if sql is None:
            return None
        day = "the last day" if month_day.day == -1 else f"day {month_day.day}"
        return replace(plan, sql=sql, understood=f"{plan.understood}, on {day} of each month only")

    def _without_qa_frame(self, question: str) -> str:
        """``question`` without a tester's label that names no member, period or time of day and the result
        it expects ("Sanity probe: how many ...? Expected answer is zero." -> "how many ...?"): see
        qaframe."""
        label = check_label(question)
        lead = self.parse(label[0]) if label is not None else None
        scopes = lead is not None and bool(
            lead.filters or lead.periods or lead.hours or lead.day_kinds or lead.missing_year
        )  # "Empty-basket check", "Last-hour test": a check's name, not a breakdown; "Brooklyn check" scopes
        if label is not None and not scopes:
            question = label[1]
        return without_expectation(question)

    def _on_rows(self, question: str, context: Sequence[str]) -> SqlPlan | UnknownPlan | None:
        """The plan of ``question`` (asked for one row per figure) with its one row of figures turned into
        a row each (see ``asrows``), or None when it is no such plan."""
        self._in_rows = True
        try:
            plan = self.plan(question, context=context)
        finally:
            self._in_rows = False
        turned = as_rows(plan.sql) if isinstance(plan, SqlPlan) else None
        if isinstance(plan, SqlPlan) and turned is None:  # "order total and revenue": read as a breakdown
            return self._each_on_rows(question, context)
        if not isinstance(plan, SqlPlan) or turned is None:
            return None
        return SqlPlan(turned, plan.title, "table", None, None, f"{plan.understood}, one row per figure")

    def _two_kinds(self, question: str) -> SqlPlan | None:
        """ "how many of the menu items are jaffles, and how many are drinks": each kind's figure planned on
        its own, a row each (see ``twokinds``), when the question read whole gives one figure; else None."""
        two = read_two_kinds(rows_asked(question) or question)
        if two is None or getattr(self, "_in_two", False):
            return None
        self._in_two = True
        try:
            whole = self.plan(question)
            if isinstance(whole, SqlPlan) and one_figure(whole.sql) is None:
                return None  # "how many products are jaffles and how many are beverages": by product type
            plans = [self.plan(two[0]), self.plan(two[1])]
        finally:
            self._in_two = False
        figures = [
            (p.sql, re.sub(r"\W+", "_", kind.lower()).strip("_"))
            for p, kind in zip(plans, two[2:], strict=True)
            if isinstance(p, SqlPlan) and one_figure(p.sql) is not None
        ]
        sql = stacked(figures) if len(figures) == 2 else None
        if sql is None or not isinstance(plans[0], SqlPlan) or not isinstance(plans[1], SqlPlan):
            return None
        said = f"{plans[0].understood}; {plans[1].understood}; one row per figure"
        return SqlPlan(self._dialect_sql(sql), plans[0].title, "table", None, None, said)

    def _each_on_rows(self, question: str, context: Sequence[str]) -> SqlPlan | UnknownPlan | None:
        """ "<first> and <second>" (asked one row each) planned one figure at a time, the second after the
        first ("and <second>?"), a row each; None unless each is one figure, and said not understood when
        the two are not over the same orders ("2020 order total and revenue at Brooklyn")."""
        parts = split_figures(question)
        if parts is None:
            return None
        self._in_rows = True
        try:
            first = self.plan(parts[0], context=context)
            second = self.plan(f"and {parts[1].rstrip('?.!')}?", context=[*context, parts[0]])
        finally:
            self._in_rows = False
        if not isinstance(first, SqlPlan) or not isinstance(second, SqlPlan):
            return None
        names = [one_figure(first.sql), one_figure(second.sql)]
        if names[0] is None or names[1] is None or names[0] == names[1]:
            return None
        tails = [plan.understood.partition("), ")[2] for plan in (first, second)]
        if tails[0] != tails[1]:
            return UnknownPlan(
                f"I could not tell which conditions go with which figure in '{question}'. Please ask for the"
                " figures one at a time."
            )
        sql = stacked([(first.sql, names[0]), (second.sql, names[1])])
        if sql is None:
            return None
        said = f"{first.understood}; {second.understood}; one row per figure"
        return SqlPlan(sql, first.title, "table", None, None, said)

    def _respelled(self, question: str, context: Sequence[str]) -> Plan | None:
        """The plan of ``question`` (and its ``context``) with clear typos of longer words corrected first
        (``Speller.respell``), so that the readings of whole phrases see them right, with a note of each; or
        None when nothing was respelled, or the respelled question is not understood (then it is planned as
        typed, as before)."""
        speller = self._ready().speller
        if speller is None:
            return None

        def respelled(text: str) -> tuple[str, list[str]]:
            fixed, notes = speller.respell(text, lambda w: expand(w) != w, cautious=True)
            fixed, read = speller.respell_listed(fixed, expand)  # "whcih hour on which day": which
            return fixed, notes + read

        fixed, notes = respelled(question)
        earlier = [respelled(e)[0] for e in context]
        if fixed == question and earlier == list(context):
            return None
        if read_pandas(question, context) != question:  # "... %>% summarise(avg_total = mean(...))": code,
            return None  # spelled as its language (checked only when a word would change)
        self._respelling = True
        try:
            got = self.plan(fixed, context=earlier)
        finally:
            self._respelling = False
        if isinstance(got, UnknownPlan):
            return None
        if isinstance(got, SqlPlan) and notes:
            said = ", ".join(f"({n})" for n in notes if n not in got.understood)
            return replace(got, understood=f"{got.understood}, {said}") if said else got
        return got

    def _consultant(
        self, question: str, context: Sequence[str], refinements: Sequence[str]
    ) -> tuple[str, list[str]] | Plan:
        """The question and context with a consultant's words said plainly (see ``consultwords``), or the
        plan: an ask-back for what the data cannot answer ("our market share"), or a figure scaled by a number
        ("December 2020 revenue multiplied by twelve": that figure, then that multiplied by 12)."""
        question, context = consultant_words(question), [consultant_words(e) for e in context]
        if refinements:
            return question, context
        beyond = consultant_ask(question, lambda: bool(self.parse(question).measures))
        if beyond is not None:
            return AskPlan(CONSULTANT_ASK.format(what=beyond), self._asker.quantity_choices())
        scaled = scaled_figure(question)
        if scaled is not None:
            plan = self.plan(scaled[1], context=[*context, scaled[0]])
            if isinstance(plan, SqlPlan):
                return plan
        return question, context

    def _two_figures(self, question: str, context: Sequence[str]) -> SqlPlan | None:
        """One row: the left figure ``question`` asks against its right one (or a number), each side planned
        alone, rounded as asked (see ``twofigures``); None when it asks no such thing."""
        if getattr(self, "_in_two", False):
            return None
        if read_unit_figure(question, self.index.opened, self.anchor) is not None:
            return None  # "how many times bigger was the best month than the worst": see overunits
        precision = read_precision(question)
        self._ready()
        names = [*self.index.opened, *self._product_names()]
        last = context[-1] if context else None
        two = read_two_figures(precision.rest if precision is not None else question, names, last)
        if two is None:
            return None
        if two.unit is not None:
            return self._dates_apart(two)
        self._in_two = True
        try:
            left = self._one_figure(two.left, two.superlative)
            right = self._one_figure(two.right, two.superlative) if two.right is not None else None
        finally:
            self._in_two = False
        if left is None or (right is None and two.constant is None):
            return None
        sides = [f"(SELECT {left[1]} AS v FROM ({left[0]}) AS l LIMIT 1) AS a"]
        if right is not None:
            sides.append(f"(SELECT {right[1]} AS v FROM ({right[0]}) AS r LIMIT 1) AS b")
        b = "b.v" if right is not None else repr(two.constant)
        figure = f"CAST(a.v AS DOUBLE) / NULLIF({b}, 0)" if two.op == "/" else f"a.v {two.op} {b}"
        if two.scale != 1:
            figure = f"{two.scale!r} * {figure}"
        said = f"{two.left} {two.op} {two.right if two.right is not None else two.constant}"
        sql = self._dialect_sql(f"SELECT {figure} AS {two.name} FROM {', '.join(sides)}")
        plan = SqlPlan(sql, two.name.capitalize(), "number", None, None, said)
        return self._rounded(plan, precision.places) if precision is not None else plan

    def _ranked_rows(self, plan: Plan, fewest: int) -> tuple[exp.Select, str] | None:
        """The ranking ``plan`` selects (a top-level ORDER BY with a LIMIT of at least ``fewest``, no OFFSET)
        and its one figure column, or None."""
        if not isinstance(plan, SqlPlan):
            return None
        try:
            tree = sqlglot.parse_one(plan.sql, read=self.dialect)
        except sqlglot.errors.ParseError:
            return None
        limit = tree.args.get("limit")
        if not isinstance(tree, exp.Select) or tree.args.get("order") is None or tree.args.get("offset"):
            return None
        if not isinstance(limit, exp.Limit) or not isinstance(limit.expression, exp.Literal):
            return None
        if not limit.expression.is_int or not fewest <= int(limit.expression.name) <= 20:
            return None
        column = self._figure_column(plan.sql, ranked=True)
        return (tree, column) if column is not None else None

    def _added_top(self, question: str, context: Sequence[str]) -> SqlPlan | None:
        """The sum of the figure over the first N rows of the ranking ``question`` asks (see ``addedtop``)."""
        plan = self.plan(question, context=context)
        ranked = self._ranked_rows(plan, 2)
        if ranked is None:
            return None
        tree, column = ranked
        sql = f"SELECT SUM({column}) AS {column}_added FROM ({tree.sql(dialect=self.dialect)}) AS t"
        assert isinstance(plan, SqlPlan)
        said = f"the sum of {column} over {plan.understood}"
        return SqlPlan(self._dialect_sql(sql), "Added together", "number", None, None, said)

    def _tied(self, question: str, context: Sequence[str]) -> SqlPlan | None:
        """Every row of the ranking ``question`` asks whose figure ties with its first row's (see ``ties``),
        or None when it plans no ranking."""
        plan = self.plan(question, context=context)
        ranked = self._ranked_rows(plan, 1)
        if ranked is None:
            return None
        tree, column = ranked
        assert isinstance(plan, SqlPlan)
        whole = tree.copy()
        whole.set("limit", None)
        sql = tied_rows_sql(
            whole.sql(dialect=self.dialect), tree.limit(1, copy=True).sql(dialect=self.dialect), column
        )
        said = f"{plan.understood}: every row tied with the first on {column}"
        return replace(plan, sql=self._dialect_sql(sql), understood=said)

    def _described_one(
        self, question: str, context: Sequence[str]
    ) -> SqlPlan | AskPlan | tuple[str, list[str]] | None:
        """A menu item pointed at by words of its description (see describedone.py): its name (and price)
        when asked, which one asked back when several descriptions hold the words, else the question (and
        the chat before it) with the item said by name; None when no item is pointed at so."""
        described = next(
            (
                texts
                for dim, texts in self.index.described.items()
                if is_item(self.catalog, self.catalog.models[dim.model].primary_entity or "")
            ),
            None,
        )
        if not described:
            return None
        one = read_described_one(question, described)
        if one is None:
            earlier = [read_described_one(e, described) for e in context]
            if not any(e is not None and len(e.members) == 1 for e in earlier):
                return None
            return question, [
                e.named(t, e.members[0]) if e is not None and len(e.members) == 1 else t
                for e, t in zip(earlier, context, strict=True)
            ]
        if len(one.members) > 1:
            return AskPlan(
                f"Several items' descriptions mention '{one.words}': which one do you mean?", one.members
            )
        if name_asked(question):  # "the pulled pork one, whats the name and price?": its row
            shown = TextMatch("product", "description", one.words)
            listing = "list the products with their prices" if price_asked(question) else None
            got = self._text_matched(shown, listing)
            if got is not None:
                return got
        return one.named(question, one.members[0]), list(context)

    def _listed_text(
        self, noun: str, column: str, listing: str | None = None
    ) -> tuple[SqlPlan, exp.Select, Dim] | None:
        """The members of ``noun`` listed (or as ``listing`` lists them), the listing's SELECT and the one
        categorical dimension of its one model whose name holds ``column``; None when there is no such one."""
        noun = noun if noun.endswith("s") else f"{noun}s"
        listed = self.plan(listing or f"list the {noun}")
        if not isinstance(listed, SqlPlan):
            return None
        try:
            tree = sqlglot.parse_one(listed.sql, read=self.dialect)
        except sqlglot.errors.ParseError:
            return None
        tables = list(tree.find_all(exp.Table))
        if not isinstance(tree, exp.Select) or len(tables) != 1:
            return None
        said = [
            d
            for d in self.catalog.dims_of(tables[0].name)
            if d.kind == "categorical" and column in norm_tokens(d.name)
        ]
        return (listed, tree, said[0]) if len(said) == 1 else None

    def _text_matched(self, match: TextMatch, listing: str | None = None) -> SqlPlan | None:
        """The members of ``match.noun`` listed (or as ``listing`` lists them), kept to those whose text
        column holds the phrase (see ``textmatch``), or None when they are not listed from one model with
        that one column."""
        found = self._listed_text(match.noun, match.column, listing)
        if found is None:
            return None
        listed, tree, dim = found
        column = self._composer.sb.dim_sql(dim)
        kept = tree.where(f"LOWER({column}) LIKE {like_pattern(match.phrase)}", dialect=self.dialect)
        understood = f"{listed.understood}, whose {dim.label.lower()} contains '{match.phrase}'"
        return replace(listed, sql=self._dialect_sql(kept.sql(dialect=self.dialect)), understood=understood)

    def _text_length(self, asked: TextLength) -> SqlPlan | None:
        """The member of ``asked.noun`` whose text column is longest (shortest), in characters (see
        ``textlength``), or None when they are not listed from one model with that one column."""
        found = self._listed_text(asked.noun, asked.column)
        if found is None:
            return None
        listed, tree, dim = found
        column = self._composer.sb.dim_sql(dim)
        tree.set("distinct", None)
        tree.set("order", None)
        edge = "DESC" if asked.longest else "ASC"
        ranked = tree.order_by(f"LENGTH({column}) {edge}", dialect=self.dialect).limit(1)
        which = "longest" if asked.longest else "shortest"
        said_as = f"{listed.understood}: the one with the {which} {dim.label.lower()} (in characters)"
        return replace(
            listed, sql=self._dialect_sql(ranked.sql(dialect=self.dialect)), chart="table", understood=said_as
        )

    def _lead_over_second(self, context: Sequence[str]) -> SqlPlan | None:
        """The first row's figure less the second's, of the ranking the last question asked (see
        ``runnerup``)."""
        plan = self.plan(context[-1], context=context[:-1])
        ranked = self._ranked_rows(plan, 1)
        if ranked is None:
            return None
        tree, column = ranked
        two = tree.limit(2, copy=True).sql(dialect=self.dialect)
        sql = f"SELECT MAX({column}) - MIN({column}) AS lead_over_second FROM ({two}) AS t"
        assert isinstance(plan, SqlPlan)
        said = f"the first row's {column} less the second's, of {plan.understood}"
        return SqlPlan(self._dialect_sql(sql), "Lead over second", "number", None, None, said)

    def _dates_apart(self, two: TwoFigures) -> SqlPlan | None:
        """The days (weeks ...) from the date ``two.left`` asks to the one ``two.right`` asks, each its plan's
        first row (see ``twofigures``); None when a side is not one date."""
        if two.right is None or (
            self.index.opening
            and read_opening_gap(
                f"how many days between {two.left[9:]} and {two.right[9:]}", dict(self.index.opened)
            )
        ):
            return None  # "between the Brooklyn opening and the Chicago one": openinggap's
        self._in_two = True
        try:
            left, right = self._one_date(two.left), self._one_date(two.right)
        finally:
            self._in_two = False
        if left is None or right is None:
            return None
        sides = [
            f"(SELECT CAST({side[1]} AS DATE) AS v FROM ({side[0]}) AS s LIMIT 1) AS {name}"
            if isinstance(side, tuple)
            else f"(SELECT DATE '{side.isoformat()}' AS v) AS {name}"
            for side, name in ((left, "a"), (right, "b"))
        ]
        sql = f"SELECT DATE_DIFF('{two.unit}', a.v, b.v) AS {two.name} FROM {', '.join(sides)}"
        said = f"{two.unit}s from {two.left[9:]} to {two.right[9:]}"
        return SqlPlan(
            self._dialect_sql(sql), two.name.replace("_", " ").capitalize(), "number", None, None, said
        )

    def _days_said(self, text: str) -> tuple[date, date] | None:
        """[start, end) of the one period ``text`` names ("on Christmas Day 2019"), or None."""
        periods = self.parse(text).periods
        if len(periods) != 1 or periods[0].start is None or periods[0].end is None:
            return None
        return periods[0].start, periods[0].end

    def _one_date(self, question: str) -> tuple[str, str] | date | None:
        """The SQL of ``question`` planned alone and its one date column (of its first row), or the day it
        names ("when was 1 March 2019")."""
        periods = self.parse(f"orders on {question.removeprefix('when was ')}").periods
        start, end = (periods[0].start, periods[0].end) if len(periods) == 1 else (None, None)
        if start is not None and end is not None and (end - start).days == 1 and re.search(r"\d", question):
            return start
        if self._run is None:
            return None
        plan = self.plan(question)
        if not isinstance(plan, SqlPlan):
            return None
        outputs = self._outputs_of(plan.sql)
        try:
            rows = self._query(f"SELECT * FROM ({plan.sql}) AS t LIMIT 1")
        except Exception:
            return None
        if not outputs or not rows or len(rows[0]) != len(outputs):
            return None
        dated = [i for i, v in enumerate(rows[0]) if isinstance(v, date)]
        if len(dated) != 1:
            return None
        column = outputs[dated[0]].alias_or_name
        return (plan.sql, column) if safe_name(column) == column else None

    def _one_figure(self, question: str, ranked: bool) -> tuple[str, str] | None:
        """The SQL of ``question`` planned alone and its one figure column, when it comes to one row (the
        first row of a ranking when ``ranked``) with one number in it."""
        if self._run is None:
            return None
        plan = self.plan(question)
        if not isinstance(plan, SqlPlan):
            return None
        column = self._figure_column(plan.sql, ranked)
        return (plan.sql, column) if column is not None else None

    def _figure_column(self, sql: str, ranked: bool) -> str | None:
        """The one figure column of ``sql`` when it comes to one row (any rows when ``ranked``) with one
        number in it, or None."""
        if self._run is None:
            return None
        outputs = self._outputs_of(sql)
        if not outputs:
            return None
        try:
            rows = self._query(f"SELECT * FROM ({sql}) AS t LIMIT 2")
        except Exception:
            return None
        if not rows or (len(rows) > 1 and not ranked) or len(rows[0]) != len(outputs):
            return None
        numbers = [
            i
            for i, v in enumerate(rows[0])
            if isinstance(v, int | float | Decimal) and not isinstance(v, bool) and _is_figure(outputs[i])
        ]
        numbers = numbers or [
            i
            for i, v in enumerate(rows[0])
            if isinstance(v, int | float | Decimal) and not isinstance(v, bool)
        ]
        if len(numbers) != 1:
            return None
        column = outputs[numbers[0]].alias_or_name
        return column if safe_name(column) == column else None

    def _since_last(self, since: SinceLast, context: Sequence[str]) -> SqlPlan | None:
        """The days from the date ``since`` asks of ("customer 1234's last order") to the day it names (the
        data's last day when none), or None when that date or day is not read (see ``sincelast``)."""
        dated = self.plan(since.dated, context=context)
        if not isinstance(dated, SqlPlan):
            return None
        day = self.anchor
        if since.day:
            periods = self.parse(f"orders on {since.day}").periods
            if len(periods) != 1 or periods[0].start is None or periods[0].end is None:
                return None
            if (periods[0].end - periods[0].start).days != 1:
                return None
            day = periods[0].start
        try:
            tree = sqlglot.parse_one(dated.sql, read=self.dialect)
        except sqlglot.errors.ParseError:
            return None
        if not isinstance(tree, exp.Select) or len(tree.expressions) != 1:
            return None
        out = tree.expressions[0]
        if not isinstance(out, exp.Alias) or not isinstance(out.this, (exp.Max, exp.Min)):
            return None
        sql = (
            f"SELECT DATE_DIFF('day', CAST(t.{out.alias} AS DATE), DATE '{day.isoformat()}') AS days"
            f" FROM ({dated.sql}) AS t"
        )
        said = f"days from {dated.understood} to {day.isoformat()}"
        return SqlPlan(self._dialect_sql(sql), "Days since", "value", None, "days", said)

    def _nth(self, nth: Nth) -> SqlPlan | None:
        """The day (store, days after opening) of the ``nth.n``-th order ``nth.scope`` keeps (see
        ``milestone``), or None when its parts are not read."""
        scope = self.parse(nth.scope)
        by = {"store": " by store", "customer": " by customer", "product": " by product"}.get(nth.ask, "")
        counts = {"orders", "order_count"}
        if any(m.quantity is None or m.quantity.name not in counts for m in scope.measures):
            return None
        self._read_as = []
        self._asked = f"when was the first order{by}"
        intent = self.parse(self._asked)
        intent.filters += [f for f in scope.filters if f not in intent.filters]
        intent.periods = scope.periods or intent.periods
        dated = self._plan_intent(intent)
        if not isinstance(dated, SqlPlan):
            return None
        key = self._row_key(dated.sql)
        if key is None:
            return None
        opened = None
        if nth.ask == "days_after_opening":
            stores = [f for f in scope.filters if len(f.values) == 1 and not f.negate and f.op is None]
            if len(stores) != 1:
                return None
            when = self.plan(f"when did {stores[0].values[0]} open")
            opened = when.sql if isinstance(when, SqlPlan) else None
        sql = nth_sql(dated.sql, self.dialect, key, nth.n, nth.ask, opened)
        if sql is None:
            return None
        said = f"the {nth.n:,}th order ({dated.understood}): its " + nth.ask.replace("_", " ")
        return SqlPlan(self._dialect_sql(sql), f"Order #{nth.n:,}", "table", None, None, said)

    def _row_key(self, sql: str) -> exp.Column | None:
        """The key column of the model whose MIN/MAX time ``sql`` selects, or None."""
        try:
            tree = sqlglot.parse_one(sql, read=self.dialect)
        except sqlglot.errors.ParseError:
            return None
        for agg in tree.find_all(exp.Min, exp.Max):
            column = agg.this
            if isinstance(column, exp.Column) and column.table:
                model = self.catalog.models.get(column.table)
                entity = model.primary_entity if model is not None else None
                if model is not None and entity is not None:
                    return exp.column(model.entities[entity][1], table=column.table)
        return None

    def _passed(self, passed: Passed) -> SqlPlan | None:
        """The first day the running daily total of ``passed.measure`` reached ``passed.amount``, or None."""
        daily = self.plan(f"{passed.measure} by day")
        if not isinstance(daily, SqlPlan):
            return None
        sql = passed_sql(daily.sql, self.dialect, passed.amount)
        if sql is None:
            return None
        said = f"the first day the running total of {daily.understood} reached {passed.amount:,.0f}"
        return SqlPlan(self._dialect_sql(sql), "Day the total passed", "table", None, None, said)

    def _dated_row(self, question: str, latest: bool, context: Sequence[str], n: int = 1) -> SqlPlan | None:
        """The one row ``question`` dates ("when was the most recent order at Chicago": the latest or
        earliest of a fact's rows) with its key (or the ``n`` rows, whole), or None when its plan is not one
        date of one model."""
        dated = self.plan(question, context=context)
        if not isinstance(dated, SqlPlan):
            return None
        try:
            tree = sqlglot.parse_one(dated.sql, read=self.dialect)
        except sqlglot.errors.ParseError:
            return None
        if not isinstance(tree, exp.Select):
            return None
        outs = tree.expressions
        agg = outs[0].this if len(outs) == 1 and isinstance(outs[0], exp.Alias) else None
        if not isinstance(agg, (exp.Max, exp.Min)) or tree.args.get("group") or tree.args.get("with"):
            return None
        column = agg.this
        if not isinstance(column, exp.Column) or not column.table:
            return None
        model = self.catalog.models.get(column.table)
        entity = model.primary_entity if model is not None else None
        if model is None or entity is None:
            return None
        key = exp.column(model.entities[entity][1], table=column.table)
        whole = exp.Column(this=exp.Star(), table=exp.to_identifier(column.table))
        row = tree.select(*((whole,) if n > 1 else (key, column.copy())), append=False)
        row = row.order_by(
            exp.Ordered(this=column.copy(), desc=latest), exp.Ordered(this=key.copy(), desc=latest)
        )
        row = row.limit(n)
        sql = self._dialect_sql(row.sql(dialect=self.dialect))
        said = f"{dated.understood}: that row" if n == 1 else f"{dated.understood}: those {n} rows"
        return SqlPlan(sql, dated.title, "table", None, None, said)

    def _latest_of_earlier(self, question: str, earlier: str) -> SqlPlan | None:
        """The date ``question`` asks ("when was the most recent order"), kept to the filters and period of
        the ``earlier`` question it points back at (see ``latestone``), or None."""
        self._read_as = []
        self._asked = question
        intent = self.parse(question)
        base = self.parse(earlier)
        if not intent.date_span or intent.unknown or not base.measures or base.unknown:
            return None
        intent.filters += [f for f in base.filters if f not in intent.filters]
        intent.periods = intent.periods or base.periods
        plan = self._plan_intent(intent)
        return plan if isinstance(plan, SqlPlan) else None

    def _as_dictated(self, question: str) -> str:
        """``question`` with slashed dates as ISO (slashdates.py), British words in the planner's words
        (britishwords.py) and numbers dictated as sound-alike words read (dictation.py)."""
        self._ready()
        question = legal_plain(question)  # "the period commencing 1 May and ending ...", "save for X"
        question = restart_said(british_words(slashed_dates_iso(grain_partitions(question))))
        question = counter_words(question)  # "which hour keeps the counter busiest": the busiest hour
        question = civic_words(question)  # "visits recorded in each city", "consumer spending", "local"
        question = forecast_words(question)  # "the trough month", "average daily orders", "(90 and 91 days)"
        return bounds_after(count_slips(names_said_as_numbers(question, self._short_names)))

    def _quoted(self, question: str, stores: Sequence[str]) -> str | None:
        """``question`` said as the menu bill a caterer's quote asks for (see menuquote), or None."""
        if self._run is None:
            return None
        if getattr(self, "_kinds_of_menu", None) is None:
            self._kinds_of_menu = menu_kinds(
                self.catalog, self._composer, self.index, self._product_names(), self._run
            )
        return quote_as_bill(question, self._product_names(), stores, self._kinds_of_menu)

    def _without_apposed(self, question: str) -> str:
        """``question`` without a phrase that only describes the item named beside it ("the pourover, the
        plain filter coffee"; see apposed.py): the side naming no item, store, period, time or figure."""
        names = {n.lower() for n in self._product_names()}
        for pair in apposed(question):
            sides = [self.parse(pair.first), self.parse(pair.second)]
            named = [{v.lower() for f in i.filters for v in f.values} & names for i in sides]
            for keep, drop, kept in ((1, 0, pair.without_first), (0, 1, pair.without_second)):
                said = sides[drop]
                if not named[keep] or not named[drop] <= named[keep] or self._apposed_scopes(said):
                    continue
                return kept
        return question

    def _apposed_scopes(self, said: Intent) -> bool:
        """Whether a describing phrase says more than what an item is like: a store, a period, a time of day,
        a figure or a ranking."""
        stores = {s.lower() for s in self.index.opened}
        return bool(
            said.measures or said.periods or said.hours or said.day_kinds or said.rank or said.groups
            or said.missing_year or any(v.lower() in stores for f in said.filters for v in f.values)
        )  # fmt: skip

    def _product_names(self) -> list[str]:
        """The names of the things sold (the values of a product-name dimension), for "sold the most X"."""
        self._ready()
        return self._sold_names

    def _after_story(self, question: str, context: Sequence[str]) -> SqlPlan | None:
        """The question after a story told in whole sentences before it, when that alone is understood and
        does not point back to a store, product or period the story names (see anecdote.py)."""
        for story, rest in story_splits(question):
            said = self.parse(story)
            if (said.filters or said.periods) and (refers_back(rest) or sets_scope(story)):
                continue  # "Chicago was my first store. How many orders did it take in 2019?"
            if said.periods and not self.parse(rest).periods and story.rstrip().endswith("?"):
                when = asked_period(story)  # "What was left in 2019? Revenue minus supply cost.": in 2019
                rest = f"{rest.rstrip(' .!?')} {when}" if when is not None else rest
            again = self.plan(rest, context=context)
            if isinstance(again, SqlPlan):
                return again
        return None

    def _lead_within(self, head: str, rest: str) -> bool:
        """Whether a lead question names no member, period or time of day the request after it does not."""
        lead, asked = self.parse(head), self.parse(rest)
        if lead.hours is not None and lead.hours != asked.hours:
            return False
        named = {(f.dim.name, tuple(f.values), f.negate) for f in asked.filters}
        filters = all((f.dim.name, tuple(f.values), f.negate) in named for f in lead.filters)
        periods = all(p in asked.periods for p in lead.periods) and not lead.missing_year
        return filters and periods and set(lead.day_kinds) <= set(asked.day_kinds)

    def _story_named(self, question: str, context: Sequence[str]) -> SqlPlan | None:
        """The question after a story sentence that names the stores or products it then points back to
        ("Our one drink without a straw is the pourover. How many of those did we sell?"), asked of them; or
        None. Before, the names were lost with the story and every store or product was counted."""
        if not _MID_SENTENCE.search(question):
            return None
        for story, rest in story_splits(question):
            if not refers_back(rest):
                continue
            told = self.parse(story)
            heading = told.measures and question.strip()[len(story) : len(story) + 1] == ":"
            if heading or told.periods:  # "X's opening day, 1 May 2018: how many orders did it take"
                continue  # a heading or a dated scene: left to the other readings
            flags = {"true", "false"}  # "our one drink ... is the pourover": the product, not "drinks"
            named = [f for f in told.filters if not (f.negate or f.op or set(f.values) & flags)]
            if len(named) != 1 or not 1 <= len(named[0].values) <= 4:
                continue
            if any(f.dim == named[0].dim for f in self.parse(rest).filters):
                continue  # "Brooklyn was first. How did it do against Chicago?": the question names its own
            again = self.plan(f"{rest.rstrip()} {' and '.join(named[0].values)}", context=context)
            if isinstance(again, SqlPlan):
                return again
        return None

    def _after_lead_in(self, question: str, context: Sequence[str]) -> SqlPlan | None:
        """The question after a lead-in that says nothing readable, when that alone is understood: a lead-in
        can make a clear question look like a request for "numbers" ("Ahead of the board meeting: ...")."""
        for head, rest in preamble_splits(question):
            lead = self.parse(head)
            if lead.has_content() or lead.request or lead.vague or not self.parse(rest).measures:
                continue  # "the numbers of that one, how much is it?": the lead-in is the request
            again = self._plan(rest, context=context)
            if isinstance(again, SqlPlan):
                return again
        return None

    def _beside_earlier(self, question: str, context: Sequence[str]) -> str | None:
        """ "Brooklyn vs Chicago" for "how does that compare with Chicago?" after a question about Brooklyn
        (see alongside.py), or None."""
        asked = beside_asked(question)
        if asked is None or not asked[1]:
            return None
        other = self.parse(asked[0])
        earlier = self.parse(context[-1])
        if len(other.filters) != 1 or other.measures or other.periods or len(other.filters[0].values) != 1:
            return None
        dim = other.filters[0].dim
        before = [f for f in earlier.filters if f.dim == dim and not f.negate and f.op is None]
        if len(before) != 1 or len(before[0].values) != 1 or before[0].values == other.filters[0].values:
            return None
        return f"{before[0].values[0]} vs {other.filters[0].values[0]}"

    def _restates(self, statement: str, rest: str) -> bool:
        """Whether the question ``rest`` names every store, product or other member ``statement`` names (the
        statement only sets the scene: see statement.py)."""
        said, asked = self.parse(statement), self.parse(rest)
        if said.groups or said.rank or asked.unknown:
            return False
        named = {(f.dim.name, tuple(f.values)) for f in asked.filters}
        words = set(re.findall(r"[a-z]+", rest.lower()))
        return all(
            (f.dim.name, tuple(f.values)) in named
            # "World Nutella Day ...: how many nutellaquents": the word begins one the question names
            or all(any(w.startswith(str(v).lower()) for w in words) for v in f.values)
            for f in said.filters
        )

    def _gloss_scopes(self, gloss: str) -> bool:
        """Whether a gloss names a member, a period or a time of day ("meaning only Brooklyn's")."""
        said = self.parse(gloss)
        return bool(said.filters or said.periods or said.hours)

    def _over_rows(self, context: Sequence[str], how: str) -> SqlPlan | None:
        """``how`` (SUM, AVG, MEDIAN) of the one figure of the last answer's rows (see overrows.py), or
        None."""
        earlier = self.plan(context[-1], context=context[:-1])
        if not isinstance(earlier, SqlPlan):
            return None
        column = self._figure_column(earlier.sql, ranked=True)
        agg = column_agg(self.catalog, column) if column is not None else None
        sql = over_rows_sql(earlier.sql, column, how, agg) if column is not None else None
        if sql is None or column is None:
            return None
        said = f"the {how.lower()} of {column} over the rows of: {earlier.understood}"
        return SqlPlan(self._dialect_sql(sql), title=column.replace("_", " ").capitalize(), chart="number",
                       x=None, y=None, understood=said)  # fmt: skip

    def _of_those(self, question: str, context: Sequence[str], asked: OfThose) -> SqlPlan | None:
        """The follow-up's figure kept to the rows the ranking before it listed (see ofthose.py), or None."""
        if getattr(self, "_in_those", False):
            return None
        self._in_those = True
        try:
            ranking = self.plan(context[-1], context=context[:-1])
            figure = self.plan(question, context=context)
        finally:
            self._in_those = False
        if not isinstance(ranking, SqlPlan) or not isinstance(figure, SqlPlan):
            return None
        sql = of_those_sql(ranking.sql, figure.sql, asked, self.dialect)
        noun = key_noun(ranking.sql, self.dialect) if sql is None else None
        if noun is not None:  # "how many customers did they have?": asked by the ranking's rows
            self._in_those = True
            try:
                figure = self.plan(f"{question.rstrip(' ?.!')} by {noun}", context=context)
            finally:
                self._in_those = False
            if not isinstance(figure, SqlPlan):
                return None
            sql = of_those_sql(ranking.sql, figure.sql, asked, self.dialect)
        if sql is None or self._none_kept(question, figure.sql, sql):
            return None
        return replace(figure, sql=sql, understood=f"{figure.understood}, for the rows of the last answer")

    def _none_kept(self, question: str, figure_sql: str, kept_sql: str) -> bool:
        """Whether a ranking said with "their" ("and their top jaffle?" after the top drink) keeps none of the
        rows just listed: "their" is then the business's, not those rows' (see ofthose.py)."""
        if self._run is None or self.dialect != "duckdb" or not ranks_with_their(question):
            return False
        if not re.search(r"\bLIMIT \d+\s*$", figure_sql):
            return False
        return not self._run(kept_sql) and bool(self._run(figure_sql))

    def _by_day_and_hour(
        self, question: str, context: Sequence[str], refinements: Sequence[str], *, minute: bool = False
    ) -> SqlPlan | None:
        """``question`` (said by the day) planned, then grouped by the hour of each day too, or by the minute
        instead of the day when ``minute`` (see dayhour.py), or None."""
        self._in_day_hour = True
        try:
            plan = self.plan(question, context=context, refinements=refinements)
        finally:
            self._in_day_hour = False
        finer = with_minute if minute else with_hour
        sql = finer(plan.sql, self.dialect) if isinstance(plan, SqlPlan) else None
        if sql is None or not isinstance(plan, SqlPlan):
            return None
        said = "by the minute" if minute else "by the hour of each day"
        return replace(plan, sql=sql, understood=f"{plan.understood}, {said}")

    def _penetration(self, pen: Penetration) -> SqlPlan | None:
        """The item's (each product's) buyers over all the buyers said (see ``penetration``), or None when
        either count is not read."""
        part_q, whole_q = penetration_questions(pen)
        part, whole = self.plan(part_q), self.plan(whole_q)
        if not isinstance(part, SqlPlan) or not isinstance(whole, SqlPlan):
            return None
        sql = penetration_sql(part.sql, whole.sql, self.dialect, each=pen.item is None)
        if sql is None:
            return None
        said = f"penetration: {part.understood}, over {whole.understood}"
        return SqlPlan(self._dialect_sql(sql), "Penetration", "table", None, None, said)

    def _after_label(self, question: str, context: Sequence[str]) -> SqlPlan | None:
        """The question after a short label that scopes nothing ("Comeback story: which jaffle grew ...?"),
        planned alone and said with the label left out, or None. A label that starts a new topic
        ("Different question:") is left to the fresh-start reading."""
        label = label_lead(question)
        if label is None or _FRESH.search(label[0]) or not self._label_says_nothing(*label):
            return None
        again = self.plan(label[1], context=context)
        if not isinstance(again, SqlPlan):
            return None
        return replace(again, understood=f"{again.understood} (left out the heading '{label[0]}')")

    def _label_says_nothing(self, label: str, rest: str) -> bool:
        """Whether a short label before a question scopes nothing of it: no member, period or breakdown, or
        only a day of the year when the question names its own date."""
        if not self._lead_scopes(label):
            return True
        lead = self.parse(label)
        spans = [(p.end - p.start).days for p in self.parse(rest).periods if p.start and p.end]
        dated = (lead.periods or lead.missing_year) and spans and all(days <= 7 for days in spans)
        others = lead.filters or lead.hours or lead.groups or lead.grain or lead.day_kinds or lead.rank
        return bool(dated) and not others

    def _lead_scopes(self, head: str) -> bool:
        """Whether a lead-in names a member, a period, a time of day, a breakdown or a way of summing up
        ("Turning to Brooklyn: ...", "On a typical day: ...")."""
        lead = self.parse(head)
        return bool(
            lead.filters or lead.periods or lead.hours or lead.groups or lead.grain or lead.day_kinds
            or lead.rank or lead.average or lead.missing_year or lead.listing
        )  # fmt: skip

    def _that_period(self, question: str, grain: str, context: Sequence[str]) -> str | None:
        """``question`` with "that week" said as the dates of the one week the earlier question found, or
        None when that question found no one period of that grain."""
        earlier = self.plan(context[-1], context=context[:-1])
        if not isinstance(earlier, SqlPlan) or self._run is None:
            return None
        weekday = re.match(r"\s*SELECT\s+ISODOW\(.*\bLIMIT 1\s*$", earlier.sql, re.IGNORECASE | re.DOTALL)
        if weekday is not None and grain in {"day", "weekday"}:  # after the busiest day of the week: that one
            if re.search(r"\bWHERE\b", earlier.sql, re.IGNORECASE):
                return None  # the busiest weekday of one store or year: its scope left to the other readings
            found = self._run(earlier.sql)
            named = said_as_weekday(question, found[0][1]) if len(found) == 1 and len(found[0]) > 1 else None
            return named if named is not None and self.parse(named).measures else None
        if grain == "weekday":
            return None
        picked = re.match(r"\s*SELECT\s+DATE_TRUNC\('(\w+)'|\s*SELECT\s+(HOUR)\(", earlier.sql, re.IGNORECASE)
        unit = picked.group(1) or picked.group(2) if picked is not None else None
        if unit is None or unit.lower() != grain or not re.search(r"\bLIMIT 1\s*$", earlier.sql):
            return None  # no one period of that grain found
        if grain != "hour" and re.search(r"(?<![<>])=\s*'|\bIN\s*\(|\bLIKE\b", earlier.sql, re.IGNORECASE):
            return None  # "the busiest week at Brooklyn": that week is Brooklyn's, left to the other readings
        rows = self._run(earlier.sql)
        said = said_as_dates(question, grain, rows[0][0]) if len(rows) == 1 else None
        if said is not None and grain == "hour" and not self.parse(said).periods:  # of the same days
            periods = self.parse(context[-1]).periods
            label = periods[0].label if len(periods) == 1 else None
            said = f"{said.rstrip('?!. ')} in {label}" if label else said
        if said is None or not self.parse(said).measures:
            return (
                None  # "what was the count on that day?": the earlier figure, left to the follow-up readings
            )
        return said

    def _winner_named(self, ranking: str, follow: str, column: str) -> SqlPlan | None:
        """``follow`` planned with its member said by name (a customer by number): the one ``ranking`` finds,
        when it finds one; else None."""
        value = self._ranked_member(ranking, column)
        if value is None:
            return None
        plan = self.plan(follow.format(member=f"customer {value}" if column == "customer" else str(value)))
        return plan if isinstance(plan, SqlPlan) else None

    def _ranked_member(self, ranking: str, column: str | None = None) -> str | None:
        """The member ``ranking`` finds ("which store had the most orders"): the ``column`` (by default the
        first) of the one row of a plan ranked to one row, or None when it finds no one member."""
        ranked = self.plan(ranking)
        if not isinstance(ranked, SqlPlan) or self._run is None:
            return None
        if not re.search(r"\bLIMIT 1\s*$", ranked.sql):
            return None
        at = 0
        if column is not None:
            try:
                tree = sqlglot.parse_one(ranked.sql, read=self.dialect)
            except sqlglot.errors.ParseError:
                return None
            names = [e.alias_or_name for e in tree.expressions] if isinstance(tree, exp.Select) else []
            if column not in names:
                return None
            at = names.index(column)
        rows = self._run(ranked.sql)
        if len(rows) != 1 or rows[0][at] is None or (column is None and not isinstance(rows[0][at], str)):
            return None
        return str(rows[0][at])

    def _says_nothing(self, head: str) -> bool:
        """Whether a lead-in asks for nothing: no content, or only a word like "different" ("For a different
        part of the story: how many ...")."""
        lead = self.parse(head)
        if not lead.has_content():
            return True
        said = lead.measures or lead.filters or lead.periods or lead.groups or lead.grain or lead.hours
        return not said and not (lead.rank or lead.listing or lead.templates or lead.comparisons)

    def _purpose_only(self, tail: str) -> bool:
        """Whether what a question is said to be for names no member, period, time or breakdown: nothing, or
        words of the asker's own work ("for the NPC wallet tuning": a figure word in it is no ask)."""
        said = self.parse(tail)
        if said.filters or said.periods or said.groups or said.grain or said.hours or said.day_kinds:
            return False
        return self._says_nothing(tail) or (bool(said.unknown) and not (said.comparisons or said.rank))

    def _scoped_as(self, request: str, clause: str) -> bool:
        """Whether ``clause`` scopes nothing ``request`` does not already: no filter or time of day, its
        periods, breakdowns and time grain (if any) those of the request."""
        said, got = self.parse(request), self.parse(clause)
        if got.filters or got.hours or got.day_kinds or got.rank or got.comparisons or got.templates:
            return False
        if got.missing_year or got.more_than or not said.measures:
            return False
        same_periods = not got.periods or got.periods == said.periods
        same_grain = got.grain is None or got.grain == said.grain
        return same_periods and same_grain and set(got.groups) <= set(said.groups)

    def _names_nothing(self, text: str) -> bool:
        """Whether ``text`` names no period, time of day or member (a store, a product); a kind (drinks,
        food, a type) may be said ("helps me plan the drink-to-food ratio"): see purpose.py."""
        got = self.parse(text)
        kinds = [f for f in got.filters if f.dim.name.startswith("is_") or f.dim.name.endswith("_type")]
        named = len(kinds) < len(got.filters)
        return not (named or got.periods or got.missing_year or got.hours)

    def _scopes_nothing(self, text: str) -> bool:
        """Whether ``text`` names no filter, period, breakdown or time of day (a reason: "I'm trying to
        understand basket sizes for a presentation")."""
        got = self.parse(text)
        return not (got.filters or got.periods or got.groups or got.grain or got.missing_year or got.hours)

    def _without_restated(self, question: str) -> str:
        """``question`` without a definition that only restates the figure it names ("gross profit (price
        minus supply cost)", "gross margin for 2019: revenue less the orders' supply cost, over revenue")."""
        defined = read_definition(question)
        if defined is None:
            return question
        restated = self.parse(defined.rest)
        per = bool(restated.per or restated.per_dims)
        if (per and defined.op == "/") or (  # "spend per customer: order value divided by the customers"
            restated.measures
            and all(m.quantity and restates(m.quantity.node, defined.op) for m in restated.measures)
        ):
            return defined.rest
        return question

    def _plan(self, question: str, *, context: Sequence[str] = (), refinements: Sequence[str] = ()) -> Plan:
        """Plan one question.

        Args:
            question: the question.
            context: earlier questions of the conversation, oldest first, for follow-ups.
            refinements: later texts about this question (an answer to a clarifying question, a rejection
                message); they win where they conflict with it.
        """
        precision = read_precision(question)
        if precision is not None and precision.rest:  # "to the cent": the figures asked for, rounded
            inner = self.plan(precision.rest, context=context, refinements=refinements)
            return self._rounded(inner, precision.places) if isinstance(inner, SqlPlan) else inner
        question = self._without_restated(question)
        if context:  # "and for 2019?" after "gross margin for 2020: revenue less cost, over revenue"
            context = [self._without_restated(earlier) for earlier in context]
        rate = read_run_rate(question) if not context else None
        scaled = self._run_rate(rate, refinements) if rate is not None else None
        if scaled is not None:  # "what annual revenue run-rate does Q4 2020 imply": the figure, scaled
            return scaled
        based = read_base_index(question) if not context and not refinements else None
        indexed = self._base_index(based) if based is not None else None
        if indexed is not None:  # "an index of revenue with Q1 2018 = 100: Q4 2020's value": 100 x the ratio
            return indexed
        compound = read_cagr(question) if not context else None
        rated_cagr = self._cagr(compound, refinements) if compound is not None else None
        if rated_cagr is not None:  # "the CAGR of revenue from 2018 to 2020": one constant yearly rate
            return rated_cagr
        firsts = self._first_orders(question, context, refinements)
        if firsts is not None:  # "average order total of customers' first orders": orders, kept to first ones
            return firsts
        own_spans = read_each_span(question) if not context else None
        if own_spans is not None:  # "Chicago's first 90 days vs San Francisco's": each over its own dates
            plan = self._each_span(own_spans, refinements)
            if plan is not None:
                return plan
        each_own = read_each_opening(question, self.index.opened) if not context else None
        if each_own is not None:  # "how many orders did each store take on its opening day": one by one
            plan = self._each_opening(each_own, refinements)
            if plan is not None:
                return plan
        never = read_never(question) if not context else None
        if never is not None:  # "how many customers never ordered a jaffle": all of them less those who did
            plan = self._never(never, refinements)
            if plan is not None:
                return plan
        every = read_every_unit(question) if not context else None
        found = self._in_every_unit(every) if every is not None else None
        if found is not None:  # "how many customers ordered in every one of the four quarters of 2020"
            return found
        common = (
            common_parts_sql(self._composer, self.parse(question)) if asks_common_parts(question) else None
        )
        if common is not None and not context:  # "which supplies do the krautback and the mel-bun share"
            return SqlPlan(self._dialect_sql(common[0]), "Parts in common", "table", None, None, common[1])
        used = parts_used_amount(question) if not context else None
        used_sql = (
            parts_used_sql(
                self._composer, self.index.numeric_dims, self.parse(parts_used_rest(question)), used
            )
            if used
            else None
        )
        if used_sql is not None and used == "ask" and not refinements:  # "how much mustard went into ..."
            return AskPlan("The number of portions used, or what they cost?", ("portions", "their cost"))
        if used_sql is not None and used != "ask":  # "how many bread portions went into the jaffles sold"
            return SqlPlan(self._dialect_sql(used_sql[0]), "Parts used", "number", None, None, used_sql[1])
        recipe = read_recipe_figure(question) if not context else None
        if recipe is not None:  # "the markup on the krautback", "each jaffle's perishable share of its cost"
            plan = self._recipe_figure(recipe, refinements)
            if plan is not None:
                return plan
        self._read_as = []
        self._asked = question
        question = self._plain(question)
        own_other = self._own.other_own(question)
        if own_other is not None and not refinements:  # "and my other store?": which one is theirs?
            return AskPlan(f"Which {own_other[0].label.lower()} do you mean?", tuple(own_other[1]))
        if not refinements and own_place_compared(question, self.index.opened):  # "how does that compare
            return AskPlan(OWN_PLACE_ASK, tuple(self.index.opened))  # with my little place?": which is yours?
        fresh = _FRESH.search(question)
        if fresh is not None:  # "ok different question - ...": the rest is asked on its own
            head = _FRESH_HEAD.match(question)
            if head is not None and fresh.start() < len(head.group("head")):
                question = head.group("rest")  # "New question, unrelated to Brooklyn: ...": all the head goes
                fresh = _FRESH.search(question)
            while fresh is not None:  # "side question, nothing to do with that customer: ..."
                question = (question[: fresh.start()] + " " + question[fresh.end() :]).strip(" ,:;.-")
                fresh = _FRESH.search(question)
            question = re.sub(
                r"^(?:(?:ok|okay|so|right|alright|now|eh|um|uh|well|anyway)\b[\s,:;.\-]*)+",
                "",
                question,
                flags=re.I,
            )
            question = re.sub(rf"^{_FORGET}", "", question, flags=re.I)  # "..., forget the drinks: how many
            # customers ...": the old topic is left, not filtered on
            question = unrelayed(question)  # "different request, from Sam: ...": who asked is left out
            context = ()
        if judged(question) and not refinements:  # "are the margins where they should be": against what?
            return AskPlan(_JUDGED_ASK, self._asker.quantity_choices())
        question = how_did(question) or how_changed(
            question
        )  # "how did Brooklyn do in May? orders and revenue"
        sides = side_by_side(question)
        if sides is not None:  # "revenue by store, 2019 and 2020 side by side": one column per period
            return self._side_by_side(sides, context, refinements)
        laid_out = kept_side_by_side(context)
        if laid_out is not None:  # "only the west coast stores" after a side-by-side table: laid out the same
            return self._side_by_side(question, laid_out, refinements)
        ranked = read_growth_rank(question, self._last_whole_year()) if not context else None
        if ranked is not None:  # "which store grew the most in 2020": each store's growth, ranked
            plan = self._growth_ranked(ranked, refinements)
            if plan is not None:
                return plan
        cohort = read_retention(question) if not context else None
        headed = label_lead(question) if cohort is None and not context else None
        if headed is not None and self._label_says_nothing(*headed):  # "Stickiness: of the customers who ..."
            cohort = read_retention(headed[1])
        retained = self._retention(cohort) if cohort is not None else None
        if retained is not None:  # "of the customers acquired in 2018, how many still ordered in 2020"
            return retained
        placed = read_member_rank(question) if not context else None
        if placed is not None:  # "where did Brooklyn rank on 2020 orders": every store ranked, Brooklyn's row
            plan = self._member_rank(placed)
            if plan is not None:
                return plan
        span = read_day_span(question) if not context else None
        if span is not None:  # "average days between a customer's first and last order": each one's span
            plan = self._day_span(span)
            if plan is not None:
                return plan
        pbar = read_price_bar(question) if not context else None
        listed = self.plan(pbar.rest, refinements=refinements) if pbar is not None else None
        if pbar is not None and isinstance(listed, SqlPlan):  # "which products are priced above average"
            cut = price_bar_sql(self._composer, self.index.numeric_dims, pbar, listed, self.dialect)
            if cut is not None:
                cut_said = f"{listed.understood}, priced {pbar.op} the average"
                return replace(listed, sql=self._dialect_sql(cut), understood=cut_said)
        bar = (
            read_average_bar(question, self._names_ratio)
            if not context and not read_whole_pair(question)
            else None
        )
        if bar is not None:  # "which stores had above-average revenue in 2020": the figures, then the bar
            plan = self._above_average(bar, refinements)
            if plan is not None:
                return plan
        gap = read_opening_gap(question, dict(self.index.opened)) if self.index.opening else None
        if gap is not None and self.index.opening is not None:  # "how many days after Chicago opened did LA"
            sql = self._dialect_sql(opening_gap_sql(gap, self.index.opening))
            return SqlPlan(sql, "Time between openings", "number", None, None, "from the opening days")
        year_of = read_open_year(question, self.index.opened) if self.index.opening else None
        if year_of is not None and self.index.opening is not None:  # "in what year did Brooklyn open"
            sql = self._dialect_sql(open_year_sql(year_of, self.index.opening))
            return SqlPlan(sql, "Opening year", "table", None, None, "the year of the opening day")
        aged = read_days_open(question, self.index.opened) if not context and self.index.opening else None
        if aged is not None and self.index.opening is not None:  # "how many days has each store been open"
            sql = self._dialect_sql(days_open_sql(aged, self.index.opening, self.anchor))
            told = (
                f"{aged.unit}s from each opening day to {self.anchor.isoformat()}, the last day of the data"
                if aged.on is None
                else f"{aged.unit}s from each opening day to {aged.on.isoformat()}"
            )
            return SqlPlan(sql, f"{aged.unit.title()}s open", "table", "name", f"{aged.unit}s_open", told)
        spread = read_spread(question) if not context else None
        if (
            spread is not None
        ):  # "the gap between our best and worst store", "each store vs the chain average"
            plan = self._spread(spread, refinements)
            if plan is not None:
                return plan
        by_state = read_by_state(question) if not context else None
        if by_state is not None:  # "total visits by state in 2020": the stores' figures added up per state
            plan = self._by_state(by_state, refinements)
            if plan is not None:
                return plan
        beat = read_beat_days(question) if not context else None
        if beat is not None:  # "on how many days did Chicago take more orders than Brooklyn": days counted
            plan = self._beat_days(beat)
            if plan is not None:
                return plan
        redone = year_redone(question, context[-1]) if context and not refinements else None
        if redone is not None and split_threshold(context[-1]) is not None:
            # "what about 2018?" after "how many products sold more than 2000 units": the same members
            # counted for that year (the earlier question with its year swapped), not a row per member
            return self.plan(redone, context=context[:-1])
        recounted = count_redone(question, context[-1]) if context and not refinements else None
        if recounted is not None:  # "and exactly two?" after "what share of orders had just one item"
            return self.plan(recounted, context=context[:-1])
        passing = split_threshold(question) if not context else None
        if passing is not None:  # "on how many days did we top 150 orders": the days' figures, filtered
            plan = self._passing(passing, refinements)
            if plan is not None:
                return plan
        moving = read_moving(question) if not context else None
        if moving is not None:  # "3-month moving average of revenue in 2020": the series, then its window
            plan = self._moving(moving)
            if plan is not None:
                return plan
        priced = self._price_asked(question, context)
        if priced is not None and not refinements:  # "how much is the krautback": its price
            whole = _HOW_MUCH_IS.fullmatch(question.strip()) is not None  # else the chat is read in it
            price = self.plan(priced, context=context if whole else ())
            if isinstance(price, SqlPlan):
                return price
        bucketed = read_buckets(question)
        if bucketed is not None:  # "how many days in 2020 had more than 150 orders": the days, then the count
            picked = self._bucketed(bucketed, refinements)
            if picked is not None:
                return picked
        if context and refers_to_winner(question) and not refinements:
            about = self._about_winner(question, context)
            if (
                about is not None
            ):  # "what share of 2020 revenue did it bring in?" after "which store ...": by name
                return about
        reranked = rank_by_units(question) if context else None
        if reranked is not None and self.parse(context[-1]).measures:  # "and by units?" after a figure
            question = reranked
        if context:
            said_again = self._said_again(question, context)
            if said_again is not None:  # "per order?", "and the 30 days before that?": the last one, reworded
                again, kept = said_again
                return self.plan(again, context=kept, refinements=refinements)
        paired = read_pairs(question) if not context else None
        if paired is not None:  # "the top 3 product pairs bought together": pairs, counted in orders
            pairs = self._pairs(paired)
            if pairs is not None:
                return pairs
        together = read_together(question)
        if context and (together is None or other_only(question) is not None):  # "what about alongside X?"
            before = read_together(context[-1])
            other = other_only(question)
            if (
                before is not None
                and other is not None
                and self._companions(other)
                and self._companions(before.other)
            ):
                # "and for the krautback?" after "which drink is most often bought with a flame impala"; not
                # "what about Philadelphia?" after "the orders with a total of ...": no companion named there
                return self.plan(with_other(context[-1], before, other), context=context[:-1])
        companions = self._companions(together.other) if together is not None else []
        if together is not None and companions:  # "which drink is most often bought with a flame impala"
            question = together.rest
        adding = bool(context) and _ADD.match(question) is not None
        if adding:  # "add the month over month growth": the earlier answer, with that beside it
            question = _ADD.sub("and ", question, count=1)
        intent = self.parse(question)
        if companions:
            intent.companions = companions
            self._counted_in_wholes(intent)
            # "which product is most often bought with X": the others, not X itself
            not_it = [replace(f, negate=True) for f in companions if f.dim in intent.groups and not f.negate]
            intent.filters += [f for f in not_it if f not in intent.filters]
        unresolved = self._unresolved(question, intent, context)
        if unresolved is not None:
            return unresolved
        if context and self._is_follow_up(question, intent):
            base: Intent | None = None
            for earlier in context:
                got = self.parse(earlier)
                if not got.measures and got.basis and not got.vague:
                    self._default_measure(got)  # "which 2 jaffles sell best?" was about units
                if not got.measures and got.tax and not got.vague:
                    self._taxed_measure(got)  # "how much did Chicago sell in 2020, before tax?": revenue
                base = got if base is None or not self._is_follow_up(earlier, got) else base.merged(got)
            if base is not None and base.measures and intent.unknown:
                # "which store paid the least?" after "tax paid by store": the earlier measure's own words
                said = {t for m in base.measures if m.quantity for t in norm_tokens(m.quantity.label)}
                said |= {singular(t) for t in said}
                intent.unknown = [w for w in intent.unknown if singular(w) not in said and w not in said]
            if base is not None and base.measures:
                replaced = other_flags(base.filters, intent.filters, self.catalog.dims)
                flags = self._measure_flags(base)
                if (base.filters or flags) and not replaced:  # "and drinks?" after jaffles: the other value
                    prefer = frozenset(f.dim for f in base.filters) | flags
                    intent = self._ready().parse(question, self.anchor, prefer=prefer)
                    replaced = other_flags(base.filters, intent.filters, self.catalog.dims)
                unknown = intent.unknown
                later = intent
                intent = base.merged(intent)
                intent.unknown = unknown
                counts = [m.quantity is not None and not m.quantity.money for m in later.measures]
                if counts and all(counts) and later.tax is None:  # "and how many orders?" after receipts
                    intent.tax = None  # incl. tax: a count, with no tax to it
                if replaced:  # "how about jaffles?" after drinks sold: the food items instead of the drinks
                    intent.filters = [f for f in intent.filters if f not in replaced]
                self._follow_up_measures(base, later, intent)
                if later.share and _SHARE_OF_THOSE.search(question):  # "what fraction of those had a drink?"
                    said = {filter_key(f) for f in later.filters}
                    kept = tuple(filter_key(f) for f in base.filters if filter_key(f) not in said)
                    if kept and any(filter_key(f) not in kept for f in intent.filters):
                        intent.share_base = kept  # the rows the earlier question kept are the share's base
                margin = self._as_margin(question, base)
                if margin is not None:  # "as a margin?" after "gross profit in 2019": the gross margin
                    intent.measures = [margin]
                if adding and later.measures:
                    intent.measures = [*base.measures, *(m for m in later.measures if m not in base.measures)]
        elliptical = bool(_FOLLOW_UP.match(question)) and not intent.has_content() and not intent.unknown
        if elliptical and not context and not refinements:
            return self._asker.ask_measure(intent)  # "what about the others?" with nothing to lean on
        unknown = list(intent.unknown)
        for text in refinements:
            later = self.parse(text)
            if _LEAVE_OUT.search(text):  # "leave out 'vegan'": the answer to a question about words
                named = [w for w in unknown if w in text.lower()]
                unknown = [w for w in unknown if w not in named] if named else []
            elif later.has_content() or later.count or later.average:
                intent = intent.merged(later)
                unknown = []  # the answer stands in for the words that were not understood
            intent.unknown = unknown
        # "kindly list ...": words that cannot change the answer are left out
        leave_out_unknown(intent, question, self._layer_words)
        if intent.rank and not context and not intent.grain:  # "the 2 biggest orders, with their store"
            self._rank_own_rows(question, intent)
        return self._plan_intent(intent)

    def _recipe_figure(self, asked: RecipeFigure, refinements: Sequence[str]) -> Plan | None:
        """One unit's recipe figure for each member named (see recipebook.py), or None."""
        if asked.ask and not refinements:
            return AskPlan(
                "Which markup do you mean?",
                ("menu price divided by the cost to make", "(menu price minus cost to make) over that cost"),
            )
        if asked.ask:
            said = " ".join(refinements).lower()
            figure = "markup" if "divided" in said else "margin_over_cost" if "minus" in said else ""
            if figure != "markup":
                return None
            asked = replace(asked, ask=False)
        built = recipe_figure_sql(self._composer, self.index.numeric_dims, asked, self.parse(asked.rest))
        if built is None:
            return None
        return SqlPlan(self._dialect_sql(built[0]), "Cost of one unit", "table", None, None, built[1])

    def _part_unit_cost(self, question: str) -> str:
        """``question`` with a part's "unit cost" said as the parts' own cost (see partunitcost.py)."""
        if "cost" not in question.lower():
            return question
        self._ready()
        values = self.index.values
        for parts in self.catalog.models.values():
            owners = [e for e, (kind, _) in parts.entities.items() if kind == "foreign"]
            owner = self.catalog.model_of_entity(owners[0]) if owners else None
            if not self.catalog.is_parts(parts.name) or owner is None:
                continue
            words: dict[str, list[str]] = {parts.name: [], owner.name: []}
            named: list[str] = []
            for dim in self.catalog.dims:
                named_by = dim.model == owner.name or dim.name.endswith("_name")  # not "perishable"
                if dim.model in words and dim.kind == "categorical" and named_by:
                    shown = [str(v) for v in values.get(dim, ())] if len(values.get(dim, ())) <= 100 else []
                    words[dim.model] += [dim.label, *dim.synonyms, *shown]
                    named += shown if dim.model == parts.name else []
            names = [d.label for d in self.catalog.dims if d.model == parts.name and d.name.endswith("_name")]
            if names:
                return part_unit_cost(
                    question,
                    [parts.label, *words[parts.name]],
                    [owner.label, *words[owner.name]],
                    f"{names[0].lower()} cost",
                    named,
                )
        return question

    def _recipe_use(self, question: str, context: Sequence[str]) -> Plan | None:
        """The parts the units sold used up (see recipeuse.py), or a follow-up to that; else None."""
        use = read_recipe_use(question)
        parts = [v for d, vs in self.index.values.items() if self.catalog.is_parts(d.model) for v in vs]
        if use is not None and not context:  # "cups" said for "16oz compostable clear cup": partsdrawn
            got = recipe_use_plan(self, use)
            headed = short_heads(use.rest, parts)
            return (
                got
                if got is not None or headed == use.rest
                else recipe_use_plan(self, replace(use, rest=headed))
            )
        drawn = drawn_count(question) if not context else None
        if drawn is not None:  # "straws used per store in 2019": one per unit of each product that has one
            said = used_said(short_heads(drawn, parts))
            sold = [
                *self._product_names(),
                *kind_words((q.name, q.synonyms) for q in self.catalog.quantities),
            ]
            sold += [k.removesuffix("s") for k in sold[len(self._product_names()) :]]  # "jaffle", "drink"
            if not names_member(said, sold):  # "the mel-bun, melon and beef": the units of the mel-bun
                return recipe_use_plan(self, RecipeUse(said, "count", shared_word(said, parts)))
        earlier = read_recipe_use(context[-1]) if context and use is None else None
        if earlier is not None:  # "and lids?" after the cups: each said by its whole name (partsdrawn)
            question, earlier = (
                short_heads(question, parts),
                replace(earlier, rest=short_heads(earlier.rest, parts)),
            )
        again = found_figure(question, earlier) if earlier is not None else None
        if again is not None:  # "how many mangoes was that?" after the store that used the most mango
            return recipe_use_plan(self, again)
        if earlier is not None and _FOLLOW_UP.match(question):  # "and for 2018?" after the straws of 2019
            return recipe_use_plan(self, earlier, question)
        return None

    def _never(self, never: Never, refinements: Sequence[str]) -> Plan | None:
        """The members that never did what the question says (see ``never``), or None."""
        did = self.plan(never.positive, refinements=refinements)
        if isinstance(did, SqlPlan) and "DISTINCT" not in did.sql.upper():  # "how many products sold": units
            did = self.plan(
                never.positive.replace("how many ", "how many different ", 1), refinements=refinements
            )
        if not isinstance(did, SqlPlan):
            return None
        tables: dict[str, str] = {}
        names: dict[str, str] = {}
        for model in self.catalog.models.values():
            own = model.entities.get(model.primary_entity or "")
            if own is not None and safe_name(own[1]) == own[1]:
                tables[own[1]] = model.table
                shown = self.catalog.entity_dim(model.primary_entity or "")
                if shown is not None and shown.model == model.name and safe_name(shown.expr) == shown.expr:
                    names[own[1]] = shown.expr
        sql = never_sql(did.sql, tables, self.dialect, names if never.listed else None)
        if sql is None:
            return None
        if never.listed:
            return SqlPlan(sql, did.title, "table", None, None, f"all of them less: {did.understood}")
        return SqlPlan(sql, did.title, "value", None, None, f"all of them less: {did.understood}")

    def _first_orders(self, question: str, context: Sequence[str], refinements: Sequence[str]) -> Plan | None:
        """The question (or the one it follows up) about customers' first orders, read about orders and kept
        to the first ones (see ``firstorders``); None when it is not about first orders."""
        rest = strip_first_orders(question)
        if rest is None and context:
            earlier = strip_first_orders(context[-1])
            if earlier is None:
                return None
            rest, context = question, [*context[:-1], earlier]
        facts = first_orders(self.catalog)
        if rest is None or facts is None:
            return None
        inner = self.plan(rest, context=context, refinements=refinements)
        sql = restrict_sql(inner.sql, facts, self.dialect) if isinstance(inner, SqlPlan) else None
        if not isinstance(inner, SqlPlan) or sql is None:
            return inner
        return replace(inner, sql=sql, metric=None, understood=f"{inner.understood}, first orders only")

    def _outputs_of(self, sql: str) -> list[exp.Expr] | None:
        """The outer SELECT's expressions of ``sql``, or None when it is not one readable query."""
        try:
            tree = sqlglot.parse_one(sql, read=self.dialect)
        except sqlglot.errors.ParseError:
            return None
        return _outputs(tree) if isinstance(tree, exp.Query) else None

    def _of_top_member(self, top: TopMember) -> SqlPlan | None:
        """The rest of the question asked of the member its ranking finds (see ``topmember``), or None when
        the ranking finds no one member's name or the rest is not read."""
        name = self._ranked_member(top.ranking)
        if name is None:
            return None
        asked = self.plan(asked_of(top.rest, name))
        return asked if isinstance(asked, SqlPlan) else None

    def _tie_out(self, tie: TieOut) -> SqlPlan | None:
        """Two figures as a row each (see ``tieout``), or None when either side is not one figure."""
        sides: list[SqlPlan] = []
        for said in tie.sides:
            plan = self.plan(said)
            outputs = self._outputs_of(plan.sql) if isinstance(plan, SqlPlan) else None
            if not isinstance(plan, SqlPlan) or outputs is None or len(outputs) != 1 or plan.x is not None:
                return None
            sides.append(plan)
        first, second = sides
        sql = self._dialect_sql(tie_out_sql(first.sql, second.sql, tie.sides))
        said = f"a row for each: {first.understood}; {second.understood}"
        return SqlPlan(sql, "Tie-out", "table", "side", "amount", said)

    def _empty_days(self, empty: EmptyDays) -> SqlPlan | None:
        """The days of one period without orders (see ``emptydays``), or None when the period has no two ends
        or the days with orders are not one count."""
        periods = self.parse(empty.with_orders).periods
        if len(periods) != 1 or periods[0].start is None or periods[0].end is None:
            return None
        plan = self.plan(empty.with_orders)
        outputs = self._outputs_of(plan.sql) if isinstance(plan, SqlPlan) else None
        if not isinstance(plan, SqlPlan) or outputs is None or len(outputs) != 1 or plan.x is not None:
            return None
        days = (periods[0].end - periods[0].start).days
        sql = self._dialect_sql(empty_days_sql(days, plan.sql))
        said = f"days without orders: the {days} days of {periods[0].label} less those in {plan.understood}"
        return SqlPlan(sql, "Days without orders", "value", None, "days", said)

    def _row_share(self, share: RowShare) -> SqlPlan | None:
        """The share of orders passing a condition (see ``rowshare``): one count over the other, or None
        when either is not one plain count."""
        counts: list[SqlPlan] = []
        for said in (share.passing, share.whole):
            plan = self.plan(said)
            outputs = self._outputs_of(plan.sql) if isinstance(plan, SqlPlan) else None
            if not isinstance(plan, SqlPlan) or outputs is None or len(outputs) != 1 or plan.x is not None:
                return None
            if not re.search(r"\bCOUNT\(", plan.sql, re.IGNORECASE):
                return None
            counts.append(plan)
        passing, whole = counts
        sql = self._dialect_sql(row_share_sql(passing.sql, whole.sql))
        said = f"share of orders: {passing.understood}, over {whole.understood}"
        return SqlPlan(sql, "Share of orders", "value", None, "orders_share", said)

    def _herfindahl(self, shares: str, points: bool, context: Sequence[str]) -> SqlPlan | None:
        """The Herfindahl index over the shares ``shares`` asks for (see herfindahl.py), or None."""
        plan = self._plan(shares, context=context)
        got = herfindahl_sql(plan.sql, self.dialect, points) if isinstance(plan, SqlPlan) else None
        if got is None or not isinstance(plan, SqlPlan):
            return None
        scale = " (in percent)" if points else ""
        said = f"{plan.understood}; the Herfindahl index: the squared shares{scale} added up"
        return SqlPlan(self._dialect_sql(got[0]), "Herfindahl index", "value", None, "herfindahl_index", said)

    def _summed_top_share(self, plan: SqlPlan) -> SqlPlan:
        """``plan`` (the top few members, each with its share of the whole) as the one share they make
        together (see ``topshare``); ``plan`` as it is when it is not such a ranking over one period."""
        summed = summed_top_share(plan.sql, self.dialect)
        if summed is None or self._run is None:
            return plan
        sql, share = summed
        if "period" in columns_of(plan.sql, self.dialect):
            try:
                periods = self._run(f"SELECT COUNT(DISTINCT t.period) FROM ({plan.sql}) AS t")
            except Exception:
                return plan
            if periods[0][0] != 1:
                return plan
        said = f"{plan.understood}; their shares added into one figure"
        return SqlPlan(self._dialect_sql(sql), plan.title, "value", None, share, said)

    def _rounded(self, plan: SqlPlan, places: int) -> SqlPlan:
        """``plan`` with its figures (aggregates, ratios, its y column) rounded to ``places`` decimals."""
        selects = self._outputs_of(plan.sql)
        if selects is None:
            return plan
        columns = [e.alias_or_name for e in selects]
        if not columns or any(safe_name(c) != c for c in columns):
            return plan
        figures = {e.alias_or_name for e in selects if _is_figure(e)} - {plan.x}
        figures |= {plan.y} if plan.y in columns and plan.y != plan.x else set()
        if not figures:
            return plan
        sql = self._dialect_sql(rounded_sql(plan.sql, columns, figures, places))
        said = f"{plan.understood}, rounded to {places} decimals"
        return SqlPlan(sql, plan.title, plan.chart, plan.x, plan.y, said)

    def _run_rate(self, rate: RunRate, refinements: Sequence[str]) -> SqlPlan | None:
        """The figures of the one period ``rate`` names (whole months, less than a year), each next to its
        run-rate (see ``runrate``); None when the question reads otherwise."""
        periods = self.parse(rate.rest).periods
        months = months_in(periods[0]) if len(periods) == 1 else None
        inner = self.plan(rate.rest, refinements=refinements) if months is not None else None
        if not isinstance(inner, SqlPlan) or months is None:
            return None
        selects = self._outputs_of(inner.sql)
        if selects is None:
            return None
        columns = [e.alias_or_name for e in selects]
        figures = [e.alias_or_name for e in selects if is_figure(e) and e.alias_or_name != inner.x]
        if not figures or any(safe_name(c) != c for c in columns):
            return None
        sql = self._dialect_sql(scaled_sql(inner.sql, figures, columns, months, self.dialect))
        said = f"{inner.understood}, with its annual run-rate (times 12 / {months} months)"
        return replace(inner, sql=sql, understood=said, metric=None)

    def _cagr(self, rate: Cagr, refinements: Sequence[str]) -> SqlPlan | None:
        """The compound annual growth rate of the measure said (see ``cagr``), or None when either year's
        figure is not one number."""
        ends = [
            self.plan(f"{rate.measure} in {year}", refinements=refinements)
            for year in (rate.first, rate.last)
        ]
        if not all(isinstance(p, SqlPlan) for p in ends):
            return None
        first, last = (p for p in ends if isinstance(p, SqlPlan))
        for plan in (first, last):
            selects = self._outputs_of(plan.sql)
            if selects is None or len(selects) != 1 or not is_figure(selects[0]):
                return None
        years = rate.last - rate.first
        sql = self._dialect_sql(cagr_sql(first.sql, last.sql, years))
        said = (
            f"the compound annual growth rate of {first.understood} to {rate.last}, over {years} years, in %"
        )
        return replace(first, sql=sql, understood=said, metric=None, x=None, y="cagr_pct", chart="value")

    def _base_index(self, asked: BaseIndex) -> SqlPlan | None:
        """The index number of one period against a base period set to 100 (see ``baseindex``), or None
        when either period's figure is not one number."""
        ends = [self.plan(f"{asked.measure} in {period}") for period in (asked.base, asked.target)]
        plans = [p for p in ends if isinstance(p, SqlPlan)]
        if len(plans) != 2:
            return None
        for plan in plans:
            selects = self._outputs_of(plan.sql)
            if selects is None or len(selects) != 1 or not is_figure(selects[0]):
                return None
        base, target = plans
        sql = self._dialect_sql(base_index_sql(base.sql, target.sql))
        said = f"100 x {target.understood}, over {base.understood} (the base, = 100)"
        return replace(target, sql=sql, understood=said, metric=None, x=None, y="index_value", chart="value")

    def _pairs(self, paired: Pairs) -> Plan | None:
        """Pairs of members in the same whole (see ``pairs``), or None when the members are not parts of
        a whole or the question says more than a period and a cut."""
        entity = self._entity_named(paired.noun)
        shown = self.catalog.entity_dim(entity) if entity is not None else None
        wholes = wholes_of(self.catalog, shown.model) if shown is not None else []
        intent = self.parse(paired.rest)
        if shown is None or not wholes or intent.filters or intent.grain or intent.unknown:
            return None
        parts, whole = self.catalog.models[wholes[0][0]], wholes[0][1]
        time = self.catalog.find_dim(parts.default_time or "", near=parts.name)
        sb = self._composer.sb
        try:
            body = self._composer.from_clause(parts.name, [shown, *([time] if time is not None else [])])
        except BuildError:
            return None
        where = [period_sql(sb.dim_sql(time), p) for p in intent.periods] if time is not None else []
        if len(where) > 1:
            where = ["(" + " OR ".join(f"({w})" for w in where) + ")"]
        key = sb.qualify(parts.entities[whole][1], parts.name)
        lines = f"SELECT {key} AS w, {sb.dim_sql(shown)} AS m {body}"
        lines += f" WHERE {where[0]}" if where else ""
        limit = intent.limit or (1 if paired.one else None)
        sql = pairs_sql(lines, "w", "m", limit, safe_name(paired.noun))
        owner = self.catalog.model_of_entity(whole)
        said = f"pairs of {paired.noun}s in the same {owner.label.lower() if owner else whole}, counted"
        if limit:
            said += f", top {limit}"
        return SqlPlan(self._dialect_sql(sql), f"{paired.noun.title()} pairs", "table", None, None, said)

    def _companions(self, words: str) -> list[Filter]:
        """The one condition ``words`` say on their own ("a flame impala": the product named), or none."""
        said = self.parse(words)
        if len(said.filters) != 1 or said.measures or said.groups or said.unknown or said.filters[0].op:
            return []
        return said.filters

    def _counted_in_wholes(self, intent: Intent) -> None:
        """ "which jaffle is most often bought with a vanilla ice": things bought together are counted in
        the wholes they share (the orders, each once, among their items), unless a measure is named."""
        if any(m.quantity is not None and not _count_like(m.quantity.node) for m in intent.measures):
            return
        for f in intent.companions:
            for parts in self.catalog.models.values():
                if f.dim.model not in self.catalog.join_paths(parts.name):
                    continue
                for entity, (kind, key) in parts.entities.items():
                    whole = self.catalog.model_of_entity(entity)
                    if kind != "foreign" or whole is None:
                        continue
                    if f.dim.model not in self.catalog.join_paths(whole.name):
                        label = f"{whole.label} with both"
                        node = Leaf(parts.name, "count_distinct", key, (), None, parts.default_time)
                        q = Quantity(f"{whole.name}_with_both", label, label, (), node, False, False, False)
                        intent.measures = [Measure(quantity=q, label=label)]
                        intent.count = False
                        if intent.time_dim is not None and intent.time_dim.model != parts.name:
                            intent.time_dim = None
                        intent.filters = [self._part_flag(x, parts.name) for x in intent.filters]
                        return

    def _part_flag(self, f: Filter, parts: str) -> Filter:
        """ "which drink ... with a flame impala": a flag of the wholes ("contains a drink") said of the
        parts counted is the parts' own flag ("is a drink")."""
        if not is_boolean(f.dim) or f.dim.model == parts:
            return f
        own = {singular(t) for t in norm_tokens(f.dim.model)} | {"is", "has"}
        want = {singular(t) for t in norm_tokens(f.dim.name)} - own
        for d in self.catalog.dims_of(parts):
            if is_boolean(d) and want and want <= {singular(t) for t in norm_tokens(d.name)}:
                return replace(f, dim=d)
        return f

    def _price_asked(self, question: str, context: Sequence[str] = ()) -> str | None:
        """ "how much is the krautback": "price of the krautback" when the words name one sold item; the
        same after a lead-in that says nothing ("hi sorry, ..."), "it" after a sentence naming one item ("is
        the pourover a coffee? how much does it cost"), and another item named after a price asked ("and the
        vanilla ice?"): see itemprice.py."""
        m = _HOW_MUCH_IS.fullmatch(question.strip())
        if m is not None:
            said = m.group(1) or m.group(2)  # "what does a tangaroo cost a customer": its price too
            return f"price of {said}" if self._names_item(said) else None
        for head, sentence in price_sentences(question):
            if _HOW_MUCH_IS.fullmatch(sentence) is not None and self._says_nothing(head):
                return self._price_asked(sentence)
            if it_price_sentence(sentence):
                items = {v for f in self.parse(head).filters if self._is_item_name(f.dim) for v in f.values}
                return f"price of {items.pop()}" if len(items) == 1 else None
        other = other_item_said(question) if context else None
        priced_before = self._price_asked(context[-1]) is not None if context else False
        priced_before = priced_before or bool(context and _PRICE_SAID.search(context[-1]))
        if other is not None and self._names_item(other, by_name=True) and priced_before:
            return f"price of {other}"  # not "what about jaffles?": a kind of item, not one
        return None

    def _names_item(self, said: str, *, by_name: bool = False) -> bool:
        """Whether ``said`` is the name of one sold item ("the krautback", "a tangaroo"); a value of another
        column of the items too ("the kiwi drink") unless ``by_name``."""
        concepts = self._ready().lexicon.terms.get(norm_tokens(said), {})
        fits = self._is_item_name if by_name else self._is_item_dim
        return any(c.kind == "value" and c.dim is not None and fits(c.dim) for c in concepts)

    def _is_item_dim(self, dim: Dim) -> bool:
        entity = self.catalog.models[dim.model].primary_entity
        return entity is not None and bool(is_item(self.catalog, entity))

    def _is_item_name(self, dim: Dim) -> bool:
        """Whether ``dim`` names the sold items (not their description: "is the tangaroo a smoothie")."""
        entity = self.catalog.models[dim.model].primary_entity
        return self._is_item_dim(dim) and entity is not None and self.catalog.entity_dim(entity) == dim

    def _bucketed(self, b: Bucketed, refinements: Sequence[str]) -> SqlPlan | None:
        """The periods (or members) whose figure passes a threshold: counted, first, last or listed."""
        if b.mode == "members" and not self.parse(b.rest).periods:
            return None  # "customers with more than 3 orders": their lifetime figure, read as it is
        inner = self.plan(b.rest, refinements=refinements)
        if not isinstance(inner, SqlPlan) or inner.x is None or inner.y is None:
            return None
        if safe_name(inner.x) != inner.x or safe_name(inner.y) != inner.y:
            return None
        sql = bucket_sql(inner.sql, inner.x, inner.y, b)  # plain SQL around the dialect's own
        said = f"{inner.understood}; the {inner.x}s with {inner.y} {b.op} {b.value:g}"
        chart = "table" if b.mode == "list" else "value"
        return SqlPlan(sql, inner.title, chart, None, None, said)

    def _side_by_side(self, rest: str, context: Sequence[str], refinements: Sequence[str]) -> Plan:
        """The periods of ``rest`` as columns, one row per member (see ``sidebyside``); the plan of ``rest``
        as it is when it has not several periods."""
        plan = self.plan(rest, context=context, refinements=refinements)
        if not isinstance(plan, SqlPlan) or plan.x != "period" or plan.y is None or self._run is None:
            return plan
        names = columns_of(plan.sql, self.dialect)
        keep = [n for n in names if n != plan.y and not n.startswith("period")]
        if plan.y not in names or "LIMIT" in plan.sql.upper():
            return plan
        try:
            rows = self._run(f"SELECT DISTINCT t.period FROM ({plan.sql}) AS t ORDER BY 1")
        except Exception:
            return plan
        periods = [r[0] for r in rows]
        if not 2 <= len(periods) <= 24 or not all(isinstance(p, int | str) for p in periods):
            return plan
        order = _period_order(plan.sql) or re.findall(r"\b(?:19|20)\d\d\b", rest)
        periods.sort(key=lambda p: order.index(str(p)) if str(p) in order else len(order))
        count = is_count(plan.sql, plan.y, self.dialect)
        sql = self._dialect_sql(pivot_sql(plan.sql, plan.y, keep, periods, count=count))
        said = f"{plan.understood}; the periods side by side, one column each"
        return SqlPlan(sql, plan.title, "table", keep[0] if keep else None, None, said)

    def _members_over(self, intent: Intent) -> None:
        """ "which customers spent over $500": a member's own figure compared with a number, asked as
        "which", lists the members (with that figure), not the figure summed over them."""
        if not intent.listing or intent.groups or intent.grain or intent.rank or intent.share or intent.count:
            return
        if len(intent.measures) != 1 or intent.measures[0].quantity is None:
            return
        leaves = intent.measures[0].quantity.leaves()
        models = {leaf.model for leaf in leaves}
        if len(models) != 1:
            return
        (model,) = models
        if not any(f.op is not None and f.dim.model == model for f in intent.filters):
            return
        entity = self.catalog.models[model].primary_entity
        shown = self.catalog.entity_dim(entity) if entity else None
        if shown is None or shown.model != model:
            return
        key = self.catalog.entity_key(shown)
        shared = key is not None and key != shown and shown in self.index.non_unique
        intent.groups = [key, shown] if shared and key is not None else [shown]  # shared names: with the key

    def _day_span(self, span: DaySpan) -> Plan | None:
        """The aggregate of the days between members' first and last dates (see ``dayspan``), or None when
        no model has such dates or the rest of the question says more than its filters and period."""
        for model in self.catalog.models.values():
            times = [d for d in self.catalog.dims_of(model.name) if d.kind == "time"]
            first = next((d for d in times if "first" in norm_tokens(d.name)), None)
            last = next((d for d in times if "last" in norm_tokens(d.name)), None)
            words = set(norm_tokens(f"{model.name} {model.label} {model.primary_entity or ''}"))
            if first is None or last is None or (span.member and singular(span.member) not in words):
                continue
            intent = self.parse(span.rest) if span.rest else Intent()
            for m in intent.measures:  # "for returning customers": a filtered count of them names its filter
                leaves = m.quantity.leaves() if m.quantity is not None else []
                named = [template_filter(self.catalog, w) for leaf in leaves for w in leaf.filters]
                if not leaves or any(leaf.model != model.name for leaf in leaves) or None in named:
                    return None
                intent.filters += [f for f in named if f is not None]
            if intent.groups or intent.grain or intent.unknown:
                return None
            if intent.comparisons and self._adjuster.resolve_comparisons(intent) is not None:
                return None  # "among customers with exactly two orders": a filter on their order count
            if any(f.dim.model != model.name for f in intent.filters):
                return None
            sb = self._composer.sb
            where = [filter_sql(sb.dim_sql(f.dim), f) for f in intent.filters]
            when = self.catalog.find_dim(model.default_time or first.name, near=model.name) or first
            where += [period_sql(sb.dim_sql(when), p) for p in intent.periods]
            try:
                body = self._composer.from_clause(model.name, [first, last])
            except BuildError:
                return None
            sql = day_span_sql(span, body, sb.dim_sql(first), sb.dim_sql(last), " AND ".join(where))
            what = {"AVG": "average", "MEDIAN": "median", "MAX": "longest", "MIN": "shortest"}[span.agg]
            said = f"the {what} number of days from {first.label.lower()} to {last.label.lower()}"
            if intent.filters or intent.periods:
                said += f", {understood(self.catalog, intent)}"
            heading = f"Days from {first.label} to {last.label}"
            return SqlPlan(self._dialect_sql(sql), heading, "value", None, None, said)
        return None

    def _last_whole_year(self) -> int:
        """The data's last whole year (its last year when the data ends on December 31st)."""
        end = self.anchor
        return end.year if (end.month, end.day) == (12, 31) else end.year - 1

    def _growth_ranked(self, g: GrowthRank, refinements: Sequence[str]) -> Plan | None:
        """The members ranked by their growth over a year (see ``growthrank``), or None when the growth per
        member is not one plain series."""
        plan = self.plan(g.inner, refinements=refinements)
        if isinstance(plan, AskPlan):
            return plan
        if not isinstance(plan, SqlPlan) or plan.y is None or "LIMIT" in plan.sql.upper():
            return None
        if not ("growth" in plan.y or "change" in plan.y) or safe_name(plan.y) != plan.y:
            return None
        sql = self._dialect_sql(growth_rank_sql(g, plan.sql, plan.y))
        said = f"{plan.understood}, ranked by the growth, {'highest' if g.desc else 'lowest'} first"
        return SqlPlan(sql, plan.title, "table", plan.x, plan.y, said)

    def _member_rank(self, placed: MemberRank) -> Plan | None:
        """One member's place in the ranking of its dimension's members (see ``memberrank``), or None when
        the rest of the question is not one figure for one named member."""
        intent = self.parse(placed.rest)
        leave_out_unknown(intent, placed.rest, self._layer_words)
        ones = [f for f in intent.filters if not f.negate and f.op is None and len(f.values) == 1]
        ones = [f for f in ones if f.dim.kind == "categorical" and f.dim in self.index.values]
        if len(ones) != 1 or intent.unknown or not intent.measures or intent.groups or intent.grain:
            return None
        intent.filters = [f for f in intent.filters if f is not ones[0]]
        intent.groups, intent.rank, intent.limit = [ones[0].dim], None, None
        plan = self._plan_intent(intent)
        series = _one_series(plan)
        if series is None:
            return None
        plan, x, y = series
        member = ones[0].values[0]
        sql = self._dialect_sql(member_rank_sql(plan.sql, x, y, member, after=placed.after))
        said = f"{plan.understood}, ranked highest first: " + (
            f"the one right after {member}" if placed.after else f"{member}'s place"
        )
        return SqlPlan(sql, plan.title, "table", x, y, said)

    def _by_state(self, by_state: ByState, refinements: Sequence[str]) -> Plan | None:
        """The figure per store added up per US state (see ``states``); None when some store is in no state
        known, or the figure per store is not one plain count or sum."""
        states = self._regions.states(by_state.told)
        if states is None:
            return None
        intent = self.parse(by_state.rest)
        leaves = [m.quantity.node for m in intent.measures if m.quantity is not None]
        if len(leaves) != 1:
            return None
        if not (isinstance(leaves[0], Leaf) and leaves[0].agg in {"sum", "count"}):  # an average, distinct
            return AskPlan(BY_STATE_ASK, ("by store", "no thanks"))  # customers: not added up over stores
        series = _one_series(self.plan(by_state.rest, refinements=refinements))
        if series is None:
            return None
        plan, x, y = series
        sql = self._dialect_sql(by_state_sql(plan.sql, x, y, states))
        return SqlPlan(
            sql, f"{plan.title} by state", "table", "state", y, f"{plan.understood}, added up by state"
        )

    def _spread(self, spread: Spread, refinements: Sequence[str]) -> Plan | None:
        """The best member's figure minus the worst's, or each member beside its distance from the average
        (see ``spreads``); None when the figure per member is not one plain series."""
        plan = self.plan(spread.rest, refinements=refinements)
        if isinstance(plan, AskPlan):
            return plan
        series = _one_series(plan)
        if series is None:
            return None
        plan, x, y = series
        if spread.gap:
            sql = spread_sql(spread, plan.sql, x, y)
            said = f"{plan.understood}: the highest minus the lowest"
            return SqlPlan(self._dialect_sql(sql), plan.title, "table", None, None, said)
        intent = self.parse(spread.rest)
        leaves = [m.quantity.node for m in intent.measures if m.quantity is not None]
        whole = None
        if len(leaves) == 1 and not (
            isinstance(leaves[0], Leaf) and leaves[0].agg in {"sum", "count", "count_distinct"}
        ):
            intent.groups, intent.grain = [], None
            got = self._plan_intent(intent)
            if isinstance(got, SqlPlan) and got.x is None and got.y and safe_name(got.y) == got.y:
                whole = (got.sql, got.y)
        sql = spread_sql(spread, plan.sql, x, y, whole)
        said = f"{plan.understood}, each beside its difference from " + (
            "the figure of them all" if whole else "the average of them all"
        )
        return SqlPlan(self._dialect_sql(sql), plan.title, "table", x, "difference_from_average", said)

    def _names_ratio(self, phrase: str) -> bool:
        """Whether ``phrase`` ("average order value") names one figure of the layer's own, not an average
        of another figure ("average revenue")."""
        intent = self.parse(phrase)
        one = intent.measures[0] if len(intent.measures) == 1 else None
        named = one is not None and one.quantity is not None and one.agg is None
        return named and not intent.average and intent.per is None and not intent.unknown

    def _concentration(self, c: Concentration, refinements: Sequence[str]) -> Plan | None:
        """The share held by the top or bottom members, or the Gini coefficient across them (see
        ``concentration``), or None when the figure per member is not one plain series."""
        series = _one_series(self.plan(c.rest, refinements=refinements))
        if series is None:
            return None
        plan, _, y = series
        sql = concentration_sql(c, plan.sql, y)
        if c.kind == "gini":
            said = f"{plan.understood}; the Gini coefficient of the figures (sorted-rank formula)"
        elif c.count is not None:
            said = f"{plan.understood}; the {c.kind} {c.count}'s share of the total"
        else:
            cut = "at or above" if c.kind == "top" else "strictly below"
            q = (1 - c.fraction if c.kind == "top" else c.fraction) if c.fraction is not None else 0.5
            said = f"{plan.understood}; the share of the total held by those {cut} the {q:.0%} quantile"
        return SqlPlan(self._dialect_sql(sql), plan.title, "value", None, None, said)

    def _above_average(self, bar: AverageBar, refinements: Sequence[str]) -> Plan | None:
        """The members or periods whose figure is above (or below) their own average (see
        ``average_bar``), or None when the figure per member is not one plain series."""
        plan = self.plan(bar.rest, refinements=refinements)
        if isinstance(plan, AskPlan):
            return plan
        series = _one_series(plan)
        if series is None:
            return None
        plan, x, y = series
        whole = self.plan(bar.whole, refinements=refinements) if bar.whole else None
        if isinstance(whole, SqlPlan) and whole.x is None and whole.y and safe_name(whole.y) == whole.y:
            sql = average_bar_sql(bar, plan.sql, x, y, (whole.sql, whole.y))
            bar_said = f"the figure of them all ({whole.understood})"
        else:
            sql = average_bar_sql(bar, plan.sql, x, y)
            bar_said = "the average of them all"
        side = "above" if bar.op == ">" else "below"
        said = f"{plan.understood}, only the {bar.unit}s {side} {bar_said}"
        if bar.count:
            return SqlPlan(self._dialect_sql(sql), plan.title, "value", None, None, said + ", counted")
        return SqlPlan(self._dialect_sql(sql), plan.title, "table", x, y, said)

    def _moving(self, moving: Moving) -> Plan | None:
        """Each bucket's moving average (see ``moving``), or None when the series is not one figure per
        bucket of the window's unit."""
        shown = self.plan(moving.rest)
        if not isinstance(shown, SqlPlan) or shown.x != moving.unit or shown.y is None:
            return None
        intent = self.parse(moving.rest)
        leave_out_unknown(intent, moving.rest, self._layer_words)
        periods, intent.periods = list(intent.periods), []
        series = self._plan_intent(intent)
        if not isinstance(series, SqlPlan) or (series.x, series.y) != (shown.x, shown.y):
            return None
        if "LIMIT" in series.sql.upper() or safe_name(series.y or "") != series.y:
            return None
        sql = moving_sql(series.sql, moving.unit, shown.y, moving.span, periods)
        said = f"{shown.understood}, with its {moving.span}-{moving.unit} moving average"
        return SqlPlan(self._dialect_sql(sql), shown.title, "line", shown.x, f"{shown.y}_moving_avg", said)

    def _first_last(self, ends: FirstLast) -> SqlPlan | None:
        """The first and the last order, of all orders or of each customer (see ``firstlast``); None when
        the data has no table of customers with a first and a last order time."""
        cols = self.index.columns
        entity: set[str] = set(cols.get("customers", ()))
        first = next((c for c in sorted(entity) if re.fullmatch(r"first_\w+_at", c)), "")
        last, at = first.replace("first_", "last_", 1), first.removeprefix("first_")
        if not first or last not in entity or at not in cols.get("orders", ()):
            return None
        lifetime = next((c for c in sorted(entity) if c.startswith("count_lifetime_")), "")
        sql = self._dialect_sql(first_last_sql(ends, "orders", at, "customers", first, last, lifetime))
        said = {
            "ends": "the earliest and the latest order",
            "span": "the days from the first order's date to the last order's date",
            "per_customer": f"{ends.agg.lower()} of the days from each customer's first order to their last",
            "same_day": "the customers whose first and last orders are on the same day"
            + (", with more than one order" if ends.repeat else ""),
        }[ends.ask]
        return SqlPlan(
            sql, "First and last orders", "table" if ends.ask == "ends" else "value", None, None, said
        )

    def _sold_at_known(self) -> bool:
        """The order items carry their order time and product, and the products their name (firstsold)."""
        items, products = self.index.columns.get("order_items", ()), self.index.columns.get("products", ())
        return {"ordered_at", "product_id"} <= set(items) and {"product_id", "product_name"} <= set(products)

    def _shared_names(self, shared: SharedNames) -> SqlPlan | None:
        """Names several records share (see ``sharednames``): the customers' when no records are said."""
        noun = shared.noun or "customer"
        table = "supplies" if noun == "supply" else f"{noun}s"
        name = f"{'location' if noun == 'store' else noun}_name"
        table = "locations" if noun == "store" else table
        if name not in self.index.columns.get(table, ()):
            return None
        said = {
            "names": f"the number of {noun} names shared by {shared.least} or more {noun}s",
            "members": f"the number of {noun}s whose name another {noun} has too",
            "MAX": f"the largest number of {noun}s with one name",
            "MIN": f"the smallest number of {noun}s with one name",
        }[shared.ask]
        sql = self._dialect_sql(shared_names_sql(shared, table, name))
        return SqlPlan(sql, f"Shared {noun} names", "value", None, None, said)

    def _cells(self, question: str, context: Sequence[str]) -> SqlPlan | None:
        """The extreme over the cells of a store by a period, or how many cells pass a bar (see
        ``cellgrid``); a short follow-up of such a question ("the same for 2019") asks it again. None when
        the question says no such cells or their figure is not one plain breakdown by store and period."""
        ask = cell_ask(question)
        earlier: list[str] = []
        if ask is None and context and len(question.split()) <= 10 and _CELL_AGAIN.search(question):
            first = cell_ask(context[-1])
            ask = replace(first, breakdown=question) if first is not None else None
            earlier = [first.breakdown] if first is not None else []
        if ask is None:
            return None
        plan = self.plan(ask.breakdown, context=earlier)
        if not isinstance(plan, SqlPlan) or plan.y is None or "LIMIT" in plan.sql.upper():
            return None
        if "location" not in plan.sql.lower() or plan.x is None:
            return None
        said = f"{plan.understood}, one cell per store and period"
        if ask.extreme is None:
            sign = {">": "over", ">=": "at least", "<": "under", "<=": "at most"}[ask.op]
            said = f"{said}, the cells {sign} {ask.number:g} counted"
        else:
            said = f"{said}, the {'smallest' if ask.extreme == 'MIN' else 'largest'} of them"
        sql = self._dialect_sql(cell_sql(ask, plan.sql, plan.y))
        return SqlPlan(sql, plan.title, "value", None, None, said)

    def _member_bar(self, bar: Threshold, wordings: list[str]) -> SqlPlan | None:
        """The members whose figure passes the number (see ``memberbar``), or None when no wording of the
        figure per member is one plain breakdown."""
        for wording in wordings:
            plan = self.plan(wording)
            if not isinstance(plan, SqlPlan) or plan.x is None or plan.y is None:
                continue
            if "LIMIT" in plan.sql.upper() or plan.x in _TIME_COLS:
                continue
            sql = self._dialect_sql(member_bar_sql(bar, plan.sql, plan.y))
            sign = {">": "over", ">=": "at least", "<": "under", "<=": "at most"}[bar.op]
            said = f"{plan.understood}, only the {bar.unit} {sign} {bar.number:g}"
            if bar.count:
                return SqlPlan(sql, plan.title, "value", None, None, f"{said}, counted")
            return SqlPlan(sql, plan.title, plan.chart, plan.x, plan.y, said)
        return None

    def _passing(self, passing: Threshold, refinements: Sequence[str]) -> Plan | None:
        """The buckets whose figure passes the number (see ``thresholds``), or None when the figure per
        bucket is not one plain series."""
        plan = self.plan(passing.rest, refinements=refinements)
        if not isinstance(plan, SqlPlan) or plan.x is None or plan.y is None or "LIMIT" in plan.sql.upper():
            return None
        if plan.x != passing.unit and (passing.unit not in MEMBERS or plan.chart != "bar"):
            return None  # a member's figure: one bar per member
        sql = threshold_sql(passing, plan.sql, plan.x, plan.y)
        sign = {">": "over", ">=": "at least", "<": "under", "<=": "at most"}[passing.op]
        said = f"{plan.understood}, only the {passing.unit}s {sign} {passing.number:g}"
        if passing.each_order:  # "customers with orders over $50": any one order of that amount
            said = f"{plan.understood}, only the {passing.unit}s with at least one such order"
        if passing.count:
            said += ", counted"
            return SqlPlan(self._dialect_sql(sql), plan.title, "value", None, None, said)
        return SqlPlan(self._dialect_sql(sql), plan.title, plan.chart, plan.x, plan.y, said)

    def _each_span(self, spans: EachSpan, refinements: Sequence[str]) -> Plan | None:
        """Each member's figure over its own span (see ``eachspan``), one under the other; None when either
        question is not one figure."""
        plans = [self.plan(q, refinements=refinements) for q in spans.questions]
        figures = [p for p in plans if isinstance(p, SqlPlan) and p.x is None and p.y is not None]
        if len(figures) != 2 or figures[0].y != figures[1].y or safe_name(figures[0].y or "") != figures[0].y:
            return None
        if any(len(self._outputs_of(p.sql) or []) != 1 for p in figures):
            return None
        y = figures[0].y or ""
        sql = each_span_sql(spans.members, (figures[0].sql, figures[1].sql), y)
        said = "; ".join(p.understood for p in figures)
        return SqlPlan(self._dialect_sql(sql), figures[0].title, "bar", "member", y, said)

    def _each_opening(self, each: EachOpening, refinements: Sequence[str]) -> Plan | None:
        """Each member's figure over its own span from its opening (see ``eachopening``), one under the
        other (the top or bottom one when asked which); None when any question is not one figure."""
        plans = [self.plan(q, refinements=refinements) for q in each.questions]
        figures = [p for p in plans if isinstance(p, SqlPlan) and p.x is None and p.y is not None]
        if len(figures) != len(plans) or len({p.y for p in figures}) != 1:
            return None
        y = figures[0].y or ""
        if safe_name(y) != y or any(len(self._outputs_of(p.sql) or []) != 1 for p in figures):
            return None
        sql = each_opening_sql(each.members, [p.sql for p in figures], y, each.rank)
        said = "; ".join(p.understood for p in figures)
        return SqlPlan(self._dialect_sql(sql), figures[0].title, "bar", "member", y, said)

    def _beat_days(self, beat: BeatDays) -> Plan | None:
        """The count of days where one named member's figure is above another's (see ``beatdays``), or None
        when the figure per day and member is not one plain series of the two."""
        intent = self.parse(beat.rest)
        pairs = [f for f in intent.filters if not f.negate and f.op is None and len(f.values) == 2]
        if len(pairs) != 1 or intent.unknown or not intent.measures or intent.grain != beat.unit:
            return None
        dim = pairs[0].dim
        first, second = (v for v in pairs[0].values)
        if beat.second.lower() in first.lower() and beat.first.lower() not in first.lower():
            first, second = second, first
        intent.groups = [*intent.groups, dim] if dim not in intent.groups else intent.groups
        plan = self._plan_intent(intent)
        if not isinstance(plan, SqlPlan) or plan.x is None or plan.y is None or "LIMIT" in plan.sql.upper():
            return None
        outputs = self._outputs_of(plan.sql)
        names = [e.alias_or_name for e in outputs or []]
        if dim.name not in names or any(safe_name(n) != n for n in (plan.x, plan.y, dim.name)):
            return None
        sql = beat_days_sql(beat, plan.sql, plan.x, dim.name, plan.y, first, second)
        said = f"{plan.understood}: the {beat.unit}s where {first} was above {second}, counted"
        return SqlPlan(self._dialect_sql(sql), plan.title, "value", None, None, said)

    def _about_one_found(self, question: str, context: Sequence[str]) -> SqlPlan | None:
        """A follow-up with a figure of its own about the one member or time the previous question found (see
        ``onefound``), planned with that one said; None when it found no one by itself."""
        if self._run is None or not points_at_one(question):
            return None
        earlier = self.parse(context[-1])
        if earlier.rank is None or earlier.hours or earlier.day_kinds:
            return None  # "the busiest noon hour (12 to 1pm)": a time of day is not carried over here
        picked = self.plan(context[-1], context=context[:-1])
        if not isinstance(picked, SqlPlan) or picked.x is None or not re.search(r"\bLIMIT 1\s*$", picked.sql):
            return None
        if re.search(r"(?<![<>])=\s*'|\bIN\s*\(|\bLIKE\b|\bTRUE\b|\bFALSE\b", picked.sql, re.IGNORECASE):
            return None  # "the busiest month at Brooklyn": left to the other readings
        names = [e.alias_or_name for e in self._outputs_of(picked.sql) or []]
        column = picked.x
        shown = next((d for d in self.catalog.dims if safe_name(d.name) == column), None)
        if shown is not None and shown.kind == "categorical" and shown in self.index.non_unique:
            column = "customer"  # a name shared by several: a customer is said by number
        if picked.x == "weekday_number":
            column = "weekday"
        row = self._one_row(picked.sql) if column in names else None
        if row is None:
            return None
        value = row[names.index(column)]
        grain = picked.x if picked.x in ("day", "week", "month", "quarter", "year") else None
        label = earlier.periods[0].label if len(earlier.periods) == 1 else None
        if label is not None and self.parse(f"orders in {label}").periods != earlier.periods:
            label = None
        said = said_of_one(question, column, value, grain, label)
        asked = self.parse(question)
        if said is not None and earlier.tax is not None and asked.tax is None:  # "how much did it take?"
            said = f"{said.rstrip(' ?!.')}, {'tax included' if earlier.tax == 'incl' else 'before tax'}?"
        plan = self.plan(said) if said is not None else None
        own = asked.periods
        same_time = not own or own == earlier.periods
        if not isinstance(plan, SqlPlan) or (plan.y == picked.y and plan.x is None and same_time):
            return None  # "how much was it?", "how much did it make?": the figure the previous answer shows
        return plan  # "and how many orders came in during that hour in 2020?": that hour, another year

    def _clock_extreme(self, way: str, counted: str) -> SqlPlan | None:
        """The largest ("max") or smallest clock time of the rows ``counted`` counts (see ``clockextreme``);
        None when that is no one count of a fact's rows."""
        plan = self.plan(counted)
        if not isinstance(plan, SqlPlan) or plan.x is not None:
            return None
        found = re.search(r"\bCOUNT\(\*\) AS (\w+)", plan.sql)
        table = re.search(r"\bFROM (\w+) AS (\w+)", plan.sql)
        if found is None or table is None or len(re.findall(r"\bCOUNT\(", plan.sql)) != 1:
            return None
        model = self.catalog.models.get(table.group(1))
        if model is None or model.default_time is None:
            return None
        word = "latest" if way == "max" else "earliest"
        expr = f"{way.upper()}(CAST({table.group(2)}.{model.default_time} AS TIME)) AS {word}_time_of_day"
        sql = plan.sql[: found.start()] + expr + plan.sql[found.end() :]
        said = f"the {word} time of day of {plan.understood}"
        return SqlPlan(sql, f"{word.capitalize()} time of day", "value", None, None, said)

    def _order_gaps(self, question: str, context: Sequence[str]) -> SqlPlan | None:
        """The gaps between successive orders ``question`` asks for (see ``ordergaps``), or a short follow-up
        ("and at New Orleans, same day?") to a question that asked for them; None otherwise."""
        gap = read_order_gap(question)
        if gap is not None:
            plan = self.plan(gap.counted)
        else:
            earlier = read_order_gap(context[-1]) if context else None
            if earlier is None or len(question.split()) > 10:
                return None
            gap = earlier
            plan = self.plan(question, context=[*context[:-1], earlier.counted])
        return self._gaps_of(gap, plan)

    def _gaps_of(self, gap: OrderGap, plan: object) -> SqlPlan | None:
        """``gap``'s statistic over the orders ``plan`` counts; None when ``plan`` is no one count of them."""
        if isinstance(plan, SqlPlan) and plan.x is not None:
            counted = one_group_dropped(plan.sql)
            plan = replace(plan, sql=counted, x=None) if counted is not None else plan
        if not isinstance(plan, SqlPlan) or plan.x is not None:
            return None
        table = re.search(r"\bFROM (\w+) AS (\w+)", plan.sql)
        model = self.catalog.models.get(table.group(1)) if table is not None else None
        if table is None or model is None or model.default_time is None or model.primary_entity is None:
            return None
        member = model.entities.get("customer", ("", ""))[1] or None  # a customer's own gaps (ordergaps)
        sql = gap_sql(gap, plan.sql, table.group(2), model.default_time, model.primary_entity, member)
        if sql is None:
            return None
        within = "one customer" if gap.customer else "one day"
        said = f"the gaps between successive orders of {within}, in {gap.unit}, of {plan.understood}"
        return SqlPlan(self._dialect_sql(sql), "Gap between orders", "value", None, None, said)

    def _items_of_one(self, question: str, context: Sequence[str]) -> SqlPlan | None:
        """The items of the one row the previous question's largest (smallest) value belongs to (see
        ``oneorder``); None when the question asks no such thing or the previous answer was no such value."""
        if not asks_items_of_one(question):
            return None
        earlier = self.plan(context[-1], context=context[:-1])
        found = extreme_row(earlier.sql) if isinstance(earlier, SqlPlan) else None
        model = self.catalog.models.get(found[1]) if found is not None else None
        if found is None or model is None or model.primary_entity is None:
            return None
        agg, table, alias, column, rest = found
        items = self.plan("how many items were sold")
        if not isinstance(items, SqlPlan):
            return None
        lines = re.fullmatch(r"(?s)\s*SELECT\s+COUNT\([^)]*\) AS \w+\s+FROM \w+ AS (\w+)\s*", items.sql)
        if lines is None:
            return None
        key = model.primary_entity
        way = "DESC" if agg == "MAX" else "ASC"
        one = f"SELECT {alias}.{key} FROM {table} AS {alias}{rest}"
        one += f" ORDER BY {alias}.{column} {way}, {alias}.{key}"
        sql = f"{items.sql.rstrip()} WHERE {lines.group(1)}.{key} = ({one} LIMIT 1)"
        word = "largest" if agg == "MAX" else "smallest"
        said = f"{items.understood}, of the one {model.label.lower()} with the {word} {column}"
        return SqlPlan(self._dialect_sql(sql), items.title, "value", None, None, said)

    def _one_row(self, sql: str) -> tuple[Any, ...] | None:
        """The one row ``sql`` returns (the previous answer's winner: see ``_about_one_found`` and
        ``_about_winner``); None when it fails, returns several rows or none."""
        assert self._run is not None
        try:
            rows = self._run(sql)
        except Exception:
            return None
        return tuple(rows[0]) if len(rows) == 1 else None

    def _about_winner(self, question: str, context: Sequence[str]) -> SqlPlan | None:
        """A follow-up with a figure of its own about the previous question's one winner (see ``winner``),
        planned with the winner named; None when the previous question picked no one member by name."""
        opening = asks_opening(question)  # "when did that store open?": a fact of the winner, no figure
        if self._run is None or not (self.parse(question).measures or opening):
            return None
        earlier = self.parse(context[-1])
        if earlier.rank is None or not (earlier.limit == 1 or not earlier.plural):
            return None
        picked = self.plan(context[-1], context=context[:-1])
        if not isinstance(picked, SqlPlan) or picked.x is None:
            return None
        shown = next((d for d in self.catalog.dims if safe_name(d.name) == picked.x), None)
        if shown is None or shown.kind != "categorical" or shown in self.index.non_unique:
            return None
        names = [e.alias_or_name for e in self._outputs_of(picked.sql) or []]
        row = self._one_row(picked.sql) if picked.x in names else None
        if row is None or not isinstance(row[names.index(picked.x)], str):
            return None
        named = named_winner(question, row[names.index(picked.x)])
        if that_year(named):  # "how many jaffles did that store sell that year?": the year said before
            if len(earlier.periods) != 1:
                return None
            named = without_that_year(named)
        if not self.parse(named).periods and len(earlier.periods) == 1 and not opening:
            label = earlier.periods[0].label  # "how many customers did it have?": in the same period
            if self.parse(f"orders in {label}").periods == earlier.periods:
                named = f"{named.rstrip('?!. ')} in {label}"
        plan = self.plan(named)
        return plan if isinstance(plan, SqlPlan) else None

    def _said_again(self, question: str, context: Sequence[str]) -> tuple[str, Sequence[str]] | None:
        """A follow-up that only adds to the previous question's own words, as the question it makes.

        "per order?" after "how many items did we sell in 2019" is that question per order (a ratio, where
        "per order" alone would be a breakdown); "and the 30 days before that?" after "revenue in the last 30
        days" is the revenue of the 30 days before those, written as dates."""
        text = question.strip().rstrip("?!. ")
        per = _PER_ONLY.fullmatch(text)
        if per is not None:
            return f"{context[-1].rstrip('?!. ')} per {per.group(1)}", context[:-1]
        if _SHARE_OF_THAT.fullmatch(text):  # "what % of total is that": the share of what was just asked
            return f"share of {context[-1].rstrip('?!. ')}", context[:-1]
        such = _WHICH_OF_THEM.fullmatch(text)
        if such is not None:  # "which of them are perishable?" after "how many supplies does X have"
            asked = re.sub(
                r"^\s*(?:so |and |ok )?(?:how many|the number of|number of)\b", "which", context[-1]
            )
            if asked != context[-1]:
                return f"{asked.rstrip('?!. ')} that are {such.group(1)}", context[:-1]
        figure = _FIGURE_OF_IT.fullmatch(text)
        named = norm_tokens(figure.group("noun") or "") if figure is not None else ()
        if named and not set(named) <= set(norm_tokens(context[-1])):
            figure = None  # "how many customers did it have" after a ranking by orders: another figure
        if figure is not None and re.search(r"\b(?:it|that|this|they|them|winner)\b", text, re.I):
            earlier = self.parse(context[-1])
            if earlier.rank is not None and (earlier.limit == 1 or not earlier.plural):
                return context[-1], context[:-1]  # the same ranking: its row shows the winner's figure
        if _WHICH_ONES.fullmatch(text):  # "which ones?" after "how many stores opened in 2018": those stores
            asked = re.sub(
                r"^\s*(?:so |and |ok )?(?:how many|the number of|number of)\b",
                "which",
                context[-1],
                flags=re.I,
            )
            return (asked, context[:-1]) if asked != context[-1] else None
        limited = other_limit(text, context[-1]) or other_end(text, context[-1])  # "the #1 at the other end"
        if limited is not None:  # "limit 3 instead" after "top 5 days by revenue": the top 3 days
            return limited, context[:-1]
        quarter = other_quarter(text, context[-1])
        if quarter is not None:  # "and Q3?" after "Q4 2020 vs Q4 2019 revenue": Q3 of both years
            return quarter, context[:-1]
        before = _BEFORE_THAT.fullmatch(text)
        n = 0 if before is None else _count_of(before.group(2))
        if (
            before is not None
            and before.group(4) is None
            and not re.search(r"\b(?:previous|prior) \S+ ", text)
        ):
            n = 0  # "and the 30 days" says no span before anything
        if before is None or n < 1:
            shifted = unit_before(text, context[-1], self.parse(context[-1]).periods)
            if shifted is None:
                return None
            return (shifted, context) if shifted.startswith("and between") else (shifted, context[:-1])
        if before.group(1) is not None:  # "vs the 30 days before": both spans, side by side
            both = f"{context[-1].rstrip('?!. ')} vs the {before.group(2)} {before.group(3)}s before that"
            if len(self.parse(both).periods) == 2:
                return both, context[:-1]
        earlier = self.parse(context[-1])
        if len(earlier.periods) != 1 or earlier.periods[0].start is None:
            return None
        end = earlier.periods[0].start
        start = end - timedelta(days=n * (7 if before.group(3) == "week" else 1))
        if before.group(3) == "month":
            start = add_months(end, -n)
        last = end - timedelta(days=1)
        return f"and between {start.isoformat()} and {last.isoformat()}", context

    def _follow_up_measures(self, base: Intent, later: Intent, intent: Intent) -> None:
        """What an elliptical follow-up does to the measures it inherits.

        - "as % of total revenue" after "drink revenue by year": the earlier measure over the one named;
          "as a share of the total" (none named): each row's share;
        - "what about the median instead?" after "average order value": the median of what it averages;
        - "same for drinks" after "jaffles sold": the layer's measure of the other flag (drinks sold);
        - "and for orders instead?" after "running total of revenue by month" (a running-total metric): the
          running total of the measure named.
        """
        running = [m.quantity is not None and isinstance(m.quantity.node, Cumulative) for m in base.measures]
        if later.measures and running and all(running) and not intent.cumulative:
            named = [m.quantity.node for m in later.measures if m.quantity is not None]
            intent.cumulative = not any(isinstance(n, Cumulative) for n in named)
        if later.combine == "ratio" and len(later.measures) <= 1 and len(base.measures) == 1:
            if later.measures and later.measures[0] != base.measures[0]:
                intent.measures = [base.measures[0], later.measures[0]]
            else:
                intent.measures = list(base.measures)
                intent.combine = None
                intent.share = True
        if later.agg and not later.measures and base.measures:
            intent.measures = [self._with_agg(m, later.agg) for m in base.measures]
        if later.filters and not later.measures and base.measures:
            flags = [f for f in later.filters if f.values == ("true",) and not f.negate]
            for f in flags:
                swapped = [self._other_flag(m, f.dim) for m in intent.measures]
                if all(x is not None for x in swapped):
                    intent.measures = [x for x in swapped if x is not None]
                    intent.filters = [g for g in intent.filters if g is not f]

    def _measure_flags(self, base: Intent) -> frozenset[Dim]:
        """The flags the earlier measures count or sum by ("drinks sold": is a drink)."""
        out = set()
        for m in base.measures:
            node = m.quantity.node if m.quantity is not None else None
            if isinstance(node, Leaf):
                for d in self.catalog.dims_of(node.model):
                    if is_boolean(d) and re.search(rf"\b{re.escape(d.name)}\b", node.expr):
                        out.add(d)
        return frozenset(out)

    def _as_margin(self, question: str, base: Intent) -> Measure | None:
        """The earlier figure's margin for "as a margin?", or None."""
        if len(base.measures) != 1 or base.measures[0].quantity is None:
            return None
        if not AS_MARGIN.fullmatch(question.strip().rstrip("?!. ")):
            return None
        q = margin_of(self.catalog, base.measures[0].quantity)
        return Measure(quantity=q, label=q.label) if q is not None else None

    def _with_agg(self, m: Measure, agg: str) -> Measure:
        """The measure with another aggregation; a ratio of a sum over the count of the same rows (an
        average per row: average order value) gives it to the summed column (the median order total)."""
        q = m.quantity
        if q is None:
            return m
        node = q.node
        if isinstance(node, Ratio) and isinstance(node.num, Leaf) and isinstance(node.den, Leaf):
            num, den = node.num, node.den
            rows = den.model == num.model and (den.expr.strip() == "1" or den.agg == "count")
            if rows and num.agg == "sum" and not num.filters and not den.filters:
                summed = next((x for x in self.catalog.quantities if x.node == num), None)
                if summed is not None:
                    return Measure(quantity=summed, agg=agg, label=f"{agg} {summed.label.lower()}")
        if isinstance(node, Leaf) and node.agg in {"sum", "average", "median", "max", "min"}:
            return replace(m, agg=agg)
        return m

    def _other_flag(self, m: Measure, flag: Dim) -> Measure | None:
        """The layer's measure that is ``m`` with another flag of the same rows (jaffles sold -> drinks
        sold for "same for drinks"), or None."""
        q = m.quantity
        if q is None or not isinstance(q.node, Leaf) or q.node.model != flag.model:
            return None
        leaf = q.node
        flags = [
            d.name
            for d in self.catalog.dims_of(leaf.model)
            if d.name != flag.name and re.search(rf"\b{re.escape(d.name)}\b", leaf.expr)
        ]
        if len(flags) != 1:
            return None
        want = re.sub(rf"\b{re.escape(flags[0])}\b", flag.name, leaf.expr)
        other = next(
            (
                x
                for x in self.catalog.quantities
                if isinstance(x.node, Leaf) and x.node == replace(leaf, expr=want)
            ),
            None,
        )
        return Measure(quantity=other, agg=m.agg, label=other.label) if other is not None else None

    def _unresolved(
        self, question: str, intent: Intent, context: Sequence[str]
    ) -> AskPlan | UnknownPlan | None:
        """A question back when the question points at a member or a measure without naming it."""
        if any(not f.negate and f.op is None for f in intent.filters):
            return None  # "that one store, Brooklyn": named after all
        if _UNRESOLVED.search(question):
            earlier = self.parse(context[-1]) if context else None
            shown = [g for g in (earlier.groups if earlier else []) if g in self.index.values]
            if shown:
                values = tuple(self.index.values[shown[0]][:6])
                return AskPlan(f"Which one of the {self._asker.members(shown[0])} do you mean?", values)
            return AskPlan("Which one do you mean?", self._asker.quantity_choices())
        if not context and not intent.periods and _DANGLING_PERIOD.search(question):
            return AskPlan("Which period do you mean? Name it, e.g. a month or a year.")
        if _BREAK_DOWN.match(question):  # "break it down": by what?
            return AskPlan("Break it down by what?", self._asker.breakdown_choices(intent))
        that = _THAT_UNIT.search(question)
        pointed = that is not None and not intent.periods  # not "2018 ... that year"
        by_unit = intent.grain and re.search(rf"\b(?:each|every|by|per) {intent.grain}", question, re.I)
        if pointed and that is not None and by_unit and (intent.grain or "") in that.group(0).lower():
            pointed = False  # "revenue for each year as % of that year's total": each row's own year
        if not context and (pointed or _WHICH_ONE.match(question)):
            return AskPlan(  # "how much did we make that day", "which one sells best", with nothing before
                "Which one do you mean? Name the product, store or period.", self._asker.quantity_choices()
            )
        if (
            not context
            and _WHAT_ABOUT.match(question)
            and not (intent.periods or intent.filters or intent.groups or intent.grain)
            and self._only_members(intent)
        ):  # "what about customers", nothing before it: what about them?
            return self._asker.ask_measure(intent)
        other = _THE_OTHER.search(question)
        if other is not None:  # "the number for the other store" when there are several others
            noun = other.group(1).lower()
            concepts = self._ready().lexicon.terms.get((noun,), {}) if singular(noun) == noun else {}
            dims = [c.dim for c in concepts if c.kind == "dim" and c.dim is not None]
            dims += [
                d
                for c in concepts
                if c.kind == "entity" and c.entity
                for d in [self.catalog.entity_dim(c.entity)]
                if d is not None
            ]
            many = [d for d in dims if len(self.index.values.get(d, ())) > 2]
            if many:
                values = tuple(self.index.values[many[0]][:6])
                return AskPlan(f"Which one of the {self._asker.members(many[0])} do you mean?", values)
        if not context and _DANGLING.search(question):  # "how much did we make on it", nothing before it
            return AskPlan(
                "What should 'it' be? Name the product, store or period.", self._asker.quantity_choices()
            )
        vague = _VAGUE_MEMBER.search(question.lower())
        if vague is None and not context:
            vague = _THE_MEMBER.search(question.lower())  # "revenue for the store": which store?
        if vague is not None and not intent.rank:
            concepts = self._ready().lexicon.terms.get((singular(vague.group(1)),), {})
            dims = [c.dim for c in concepts if c.kind in {"dim", "entity"} and c.dim is not None]
            dims += [
                d
                for c in concepts
                if c.kind == "entity" and c.entity
                for d in [self.catalog.entity_dim(c.entity)]
                if d is not None
            ]
            shown = [d for d in dims if d in self.index.values]
            if shown:
                values = tuple(self.index.values[shown[0]][:6])
                return AskPlan(f"Which one of the {self._asker.members(shown[0])} do you mean?", values)
        return None

    def _is_follow_up(self, question: str, intent: Intent) -> bool:
        """Whether a question leans on the previous one: only when it is elliptical.

        A question that names its own measure, or implies one ("which customers spent the most?"), or is a
        vague one ("how are we doing?"), starts fresh.
        """
        marked = bool(_FOLLOW_UP.match(question)) or _INSTEAD.search(question) is not None
        if intent.cumulative and not intent.measures and not intent.has_content():
            return True  # "cumulative?": the last answer, as a running total
        if AS_MARGIN.fullmatch(question.strip().rstrip("?!. ")):
            return True  # "margin %?" after "gross profit in 2019": that figure as a margin
        if _OF_THOSE.search(question) and not intent.periods:
            return True  # "how many of those became returning customers?": the ones just counted
        if _BACK_REF.search(question) and not intent.periods:
            return True  # "what's the average order value for that period?": the same scope, another figure
        if intent.vague and not intent.count and self._only_members(intent):
            return False  # "ok and how are we doing overall?": a new request, asked back
        if (
            not intent.measures
            and intent.average_said
            and not marked
            and any(_NUMERIC_DIM.search(g.name) for g in intent.groups)
        ):
            return False  # "whats the avg menu price of the jaffles" after an order count: its own figure
        if not intent.measures:
            if (intent.vague or not intent.has_content()) and not marked:
                return False  # "show me the numbers" mid-chat: a new request, not a change to the last one
            implied = intent.basis in MONEY_BASES or (
                intent.basis and intent.rank and (intent.groups or intent.grain)
            )
            return marked or not implied
        if intent.replace_groups and not (intent.groups or intent.periods or intent.filters):
            return True  # "orders instead"
        return bool(_FOLLOW_UP.match(question)) and not intent.groups

    def _only_members(self, intent: Intent) -> bool:
        """No measure, or only counts of members named as nouns ("our customers", "the new stores")."""
        return all(m.quantity is None or self._counted_entity(m.quantity.node) for m in intent.measures)

    def _share_of_itself(self, intent: Intent) -> AskPlan | None:
        """A share of one period said whole ("share of revenue in December 2019"), with no part named (no
        member, breakdown, time of day or kind of day) is a share of nothing: asked back, of what total (it
        was 1.0, the period's share of itself)."""
        if not intent.share or intent.groups or intent.grain or intent.filters or intent.hours:
            return None
        if intent.day_kinds or len(intent.periods) != 1 or intent.share_base or intent.share_of_subset:
            return None
        if intent.comparisons or intent.unknown or len(intent.measures) != 1:  # "... were over $30": a part
            return None
        said = intent.measures[0].quantity
        if said is not None and said.percent and intent.share_after:  # "food's share ..., as a percent"
            return None
        if intent.by_count or intent.per is not None or intent.per_dims or intent.distinct:
            return None  # "the orders by number of items, as shares": a share of each count
        period = intent.periods[0]
        if period.start is None or period.end is None:
            return None
        year = period.start.year
        whole_year = (period.start, period.end) == (date(year, 1, 1), date(year + 1, 1, 1))
        label = period.label.split(" (")[0]
        choices = (() if whole_year else (f"{label} as a share of {year}",)) + (
            f"{label} as a share of all the data",
            f"{label} by month, each month's share",
        )
        return AskPlan(f"A share of what total? {label} alone is all of itself.", choices)

    def _plan_intent(self, intent: Intent) -> Plan:
        """``_planned`` of the intent; a share of a single row (always 1.0) is asked back instead."""
        plan = self._planned(intent)
        if isinstance(plan, SqlPlan) and intent.share and _ONE_ROW_SHARE.search(" ".join(plan.sql.split())):
            whole = self._share_of_itself(intent)
            if whole is not None:  # "share of revenue in December 2019": of what total?
                return whole
        return plan

    def _planned(self, intent: Intent) -> Plan:
        dated_share = self._share_of_dated(intent)
        if dated_share is not None:  # "what share of customers placed their last order before July 2020"
            return dated_share
        if intent.beside:
            paired = self._beside_whole(intent)
            if paired is not None:
                return paired
            intent.beside = None
        if intent.vague and not intent.basis and not intent.count and self._only_members(intent):
            intent.measures = []
            return self._asker.ask_measure(intent)  # "how's performance lately?": which measure, first
        if intent.request and not intent.measures and not intent.basis:
            return self._asker.ask_measure(intent)  # "numbers for the board": which measure, first
        if intent.unknown:
            message = self._asker.unknown_message(intent.unknown)
            if not intent.measures:
                if all(w in _ANALYST for w in intent.unknown):  # "anything lately?": no measure
                    return self._asker.ask_measure(intent)
                return UnknownPlan(message)
            # the rest is understood, and the words could change the answer: ask about them
            words = ", ".join(f"'{w}'" for w in dict.fromkeys(intent.unknown))
            near = self._ready().speller
            similar = near.suggest(intent.unknown[0]) if near is not None else []
            choices = (f"Leave out {words}", *similar)
            return UnknownPlan(
                f"{message} Should I leave {words} out, or did you mean something else?",
                choices,
                tuple(dict.fromkeys(intent.unknown)),
            )
        if intent.ambiguous:
            typed, names = intent.ambiguous[0]
            return AskPlan(f"'{typed}' can mean several things. Which one do you mean?", tuple(names))
        if intent.first_days is not None and not intent.periods:
            opened = self._first_days(intent)
            if opened is not None:
                return opened
        if intent.missing_year and glossed_by_dates(intent.missing_year, intent.periods):
            intent.notes.append(f"'{intent.missing_year}' read as the dates said beside it")  # yeargloss
            intent.missing_year = None
        if intent.missing_year:
            return self._asker.ask_year(intent.missing_year)
        if intent.compare and not intent.groups and not intent.grain:
            self._flag_sides(intent)
        one_side = (
            len(intent.periods) == 1 and not intent.groups and not intent.grain and not intent.day_kinds
        )
        one_side = (
            one_side and len(intent.measures) <= 1 and not any(len(f.values) > 1 for f in intent.filters)
        )
        if intent.compare and one_side and not intent.growth:  # "sales vs last year": against what?
            said = intent.periods[0].label
            return AskPlan(
                f"Compare {said} with which period?",
                (f"{said} vs the period before", f"{said} vs the year before", "every year side by side"),
            )
        if intent.comparisons:  # "products that cost more than $2 to make": one unit's cost, compared
            recipe = unit_cost_sql(self._composer, self.index.numeric_dims, intent)
            if recipe is not None:
                return SqlPlan(
                    self._dialect_sql(recipe[0]), "Cost of one unit", "table", None, None, recipe[1]
                )
        if intent.comparisons:
            self._priced_kind(intent)  # "how many jaffles cost more than $5": the products of that kind
        bare_list(intent)  # "prods priced over $10": which ones, with no word asking for a list
        if intent.comparisons and intent.count:
            self._count_compared(intent)
        if intent.comparisons:
            problem = self._adjuster.resolve_comparisons(intent)
            if problem is not None:
                return problem
        if intent.date_span:
            self._date_span(intent)
        costed = costed_parts(self.catalog, self.index.numeric_dims, intent)  # "... and what each costs"
        if intent.contents and not intent.measures and not intent.groups:
            parts = self._parts_of(intent, costed)
            if parts is not None:
                return parts
        listed = listed_unit_costs(self._composer, self.index.numeric_dims, intent)
        if listed is not None:  # "each product's unit cost": the sum of each one's parts
            return SqlPlan(self._dialect_sql(listed[0]), "Cost of one unit", "table", None, None, listed[1])
        if priced_members(self.catalog, self.index.numeric_dims, intent):
            return self._listing(intent)  # "what does a napkin cost us": the member's own cost
        priced = self._priced_members(intent)
        if priced is not None:
            return priced
        recipe = unit_cost_sql(self._composer, self.index.numeric_dims, intent)
        if recipe is not None:  # "what does one flame impala cost us in supplies": the sum of its parts
            sql, said = recipe
            return SqlPlan(self._dialect_sql(sql), "Cost of one unit", "table", None, None, said)
        if not intent.measures and intent.per_dims:
            self._flag_count(intent)
        if intent.agg == "range" and intent.measures:  # "the revenue range of stores": not read offline
            return UnknownPlan(
                "I can give the spread (largest minus smallest) of a column such as a menu price, but not of"
                " a measure across members; ask for the measure by member instead."
            )
        if not intent.measures and intent.basis and not intent.vague and intent.agg != "range":
            self._default_measure(intent)
        if not intent.measures and (intent.average or intent.agg):
            self._column_measure(intent)
        median_over_members(self.catalog, intent)  # "median revenue per order": of each order's revenue
        self._per_many_members(intent)
        if intent.per_distinct and intent.distinct and len(intent.measures) == 1 and not intent.count:
            base = intent.measures[0]
            self._distinct_measure(intent)  # "revenue per unique customer": revenue / distinct customers
            if intent.measures and intent.measures[0] != base:
                intent.measures = [base, intent.measures[0]]
                intent.combine = "ratio"
                self._combine(intent)
                q = intent.measures[0].quantity
                if q is not None and base.quantity is not None:
                    label = f"{base.quantity.label} per distinct {intent.distinct}"
                    name = f"{base.quantity.name}_per_{intent.distinct}"
                    q = replace(q, name=name, label=label, description=label, percent=False)
                    intent.measures = [Measure(quantity=q, label=label)]
            intent.distinct = None
        self._members_with_rows(intent)
        self._rows_with_parts(intent)
        counts = all(m.quantity is None or _count_like(m.quantity.node) for m in intent.measures)
        if intent.distinct and (intent.count or counts):
            self._distinct_measure(intent)
        if not intent.measures and intent.tax and not intent.vague:
            self._taxed_measure(intent)
        self._per_own_member(intent)
        as_own_fraction(intent)  # "gross margin as a fraction of revenue": the margin, not over revenue again
        if intent.share and intent.share_after:
            self._own_ratio(intent)
        fractions = [m.quantity is not None and m.quantity.percent for m in intent.measures]
        if (
            intent.share and intent.share_after and fractions and fractions[0]
        ):  # "food's share ..., in percent"
            intent.share = False  # "gross margin %": a fraction already, the sign only says how it is shown
        if intent.share or intent.rate:
            self._rate_of_segment(intent)
        average_of_flagged(self.catalog, intent)  # "average price per drink sold": of the drinks
        if intent.combine is not None and len(intent.measures) >= 2:
            self._combine(intent)
        if intent.acquired:
            self._acquired(intent)
        apply_tax(self.catalog, intent, intent.tax)
        self._drop_self_groups(intent)
        self._drop_own_column_groups(intent)
        self._when_members(intent)
        self._ranked_by_own_date(intent)
        if not intent.measures and not intent.vague:
            flags_as_members(self.catalog, intent)  # "each drink and its price": the drinks, not yes / no
        if not intent.measures and not intent.vague:
            goods_counted(self.catalog, intent, self._asked)  # "how many tangaroos at Brooklyn last week"
        if not intent.measures:
            dated = self._dated_members(intent)
            if dated is not None:
                return dated
            if intent.listing and not intent.vague and not (intent.rank or intent.share):
                self._flagged_members(intent)
            if intent.listing and intent.groups and not intent.vague and not (intent.rank or intent.share):
                return self._listing(intent)
            if intent.has_content() or intent.vague or intent.average or intent.count or intent.growth:
                return self._asker.ask_measure(intent)
            # only words that ask for something ("show me the numbers", "give me a report"): which measure?
            return self._asker.ask_measure(intent)
        self._members_over(intent)
        if self._adjuster.lists_members(intent):
            return self._listing(intent)
        if intent.per is not None:
            self._adjuster.reroute(intent)  # "cost per unit": a measure that can reach the units, first
        self._adjuster.period_spend(intent)
        self._adjuster.row_average(intent)
        self._adjuster.fix_average(intent)
        self._adjuster.default_grain(intent)
        if intent.by_count is not None:
            problem = self._by_count(intent)
            if problem is not None:
                return problem
        self._adjuster.reroute(intent)
        if len(intent.day_kinds) == 2:  # "weekend vs weekday revenue": one figure for each kind of day
            intent.measures = [
                replace(m, day_kind=kind, label=f"{m.label} ({kind})")
                for kind in intent.day_kinds
                for m in intent.measures
            ]
        several = len(intent.periods) > 1 or (intent.but_not and len(intent.periods) == 1)
        if intent.every and several and not intent.groups and not intent.grain:
            every = self._in_every_period(intent)
            if every is not None:
                return every
        no_per = intent.per is None and intent.per_grain is None
        if intent.average and no_per and self._adjuster.count_like(intent):
            return AskPlan(
                "An average of a count needs a 'per': per what should I average?",
                ("per day", "per week", "per month", *self._asker.entity_choices()),
            )
        if intent.rank and not intent.groups and not intent.grain and intent.asks_who:
            q = intent.measures[0].quantity if len(intent.measures) == 1 else None
            payer = self._payer_display(q) if q is not None else None
            if payer is not None:  # "who's ordered from us the most times?": the customers, ranked
                self._group_members(intent, payer)
        if intent.rank and not intent.groups and not intent.grain:
            self._rank_own_members(intent)
        if intent.rank and not intent.groups and not intent.grain:
            self._rank_category_members(intent)
        self._share_of_whole(intent)
        if intent.rank and not intent.groups and not intent.grain and intent.basis == "usual":
            q = intent.measures[0].quantity if len(intent.measures) == 1 else None
            item = self._item_display(q) if q is not None else None
            if item is not None:  # "best seller by units": the items sold, one by one
                self._group_members(intent, item)
        if intent.rank and not intent.groups and not intent.grain:
            labels = " and ".join(m.label.lower() or "them" for m in intent.measures)
            choices = self._asker.breakdown_choices(intent)
            q = intent.measures[0].quantity if len(intent.measures) == 1 else None
            leaves = q.leaves() if q is not None else []
            item = self._item_display(q) if len(leaves) == 1 and leaves[0].agg in _COUNTED else None
            plain = f"by {item.label.lower()}" if item is not None else None  # units are counted per product
            default = plain if plain in choices else None  # taken at the outermost plan() (see plan)
            return AskPlan(f"Rank {labels} across which breakdown?", choices, default=default)
        try:
            built = self._composer.compose(intent)
            each = one_row_each(intent, built)  # "weekend vs weekday revenue": a row for each side
            built = each or built
            sql = self._dialect_sql(built.sql)
        except BuildError as exc:
            reached = distinct_via_fact(self._composer, intent)
            if reached is not None:  # "how many customers bought a flame impala": counted on the items
                sql, said = reached
                shown = columns_of(sql, self.dialect)
                if len(shown) > 1:  # "products by distinct customers": a bar per member
                    return SqlPlan(self._dialect_sql(sql), title(intent), "bar", shown[0], shown[-1], said)
                return SqlPlan(self._dialect_sql(sql), title(intent), "value", None, None, said)
            return UnknownPlan(f"I understood {understood(self.catalog, intent)}, but {exc}.")
        if intent.more_than:
            diff = self._difference(intent, built.columns, sql)
            if diff is not None:
                return diff
        names = tuple(c.name for c in built.columns)
        time_cols = [c.name for c in built.columns if c.kind == "time"]
        groups = [c.name for c in built.columns if c.kind == "group"]
        measures = [c.name for c in built.columns if c.kind == "measure"]
        y = next(
            (c.name for c in built.columns if c.kind in {"share", "growth"}),
            measures[0] if measures else None,
        )
        keys = {safe_name(g.name) for g in intent.groups if g.name in self.catalog.models[g.model].entities}
        shown = [g for g in groups if g not in keys] or groups
        x = time_cols[-1] if time_cols else shown[0] if shown else None
        if "weekday" in names:
            x = "weekday"
        chart = intent.chart or self._chart(intent, time_cols, groups, measures)
        shape = [(c.name, c.kind) for c in built.columns]
        metric = None if each else shape_of(self.catalog, intent, shape, built.sql)
        return SqlPlan(
            sql,
            title(intent),
            chart,
            x if chart != "value" else None,
            y,
            understood(self.catalog, intent),
            metric,
        )

    def _beside_whole(self, intent: Intent) -> Plan | None:
        """One store's figure and the chain's (all stores, the other stores or the average store), one row
        each; None when the question does not name exactly one store or its figure is not one number."""
        named = [f for f in intent.filters if not f.negate and f.op is None and self._is_store(f.dim)]
        if len(named) != 1 or len(named[0].values) != 1:
            return None
        store = named[0]
        one = copy.deepcopy(intent)
        one.beside = None
        main = self._plan_intent(one)
        if not isinstance(main, SqlPlan):
            return main
        if main.x is not None or main.y is None or safe_name(main.y) != main.y or "LIMIT" in main.sql.upper():
            return None
        other = copy.deepcopy(intent)
        other.beside = None
        other.filters = [f for f in other.filters if f != store]
        if intent.beside == "rest":
            other.filters.append(replace(store, negate=True))
        if intent.beside == "average":
            other.groups = [store.dim]
        second = self._plan_intent(other)
        if not isinstance(second, SqlPlan) or second.y is None or safe_name(second.y) != second.y:
            return None
        if (second.x is not None) != (intent.beside == "average"):
            return None
        y = main.y
        if intent.beside == "average":
            whole = f"SELECT AVG(b.{second.y}) AS {y} FROM ({second.sql}) AS b"
            label = "average store"
        else:
            whole = f"SELECT b.{second.y} AS {y} FROM ({second.sql}) AS b"
            label = "rest of the chain" if intent.beside == "rest" else "whole chain"
        sql = (
            f"SELECT {lit(store.values[0])} AS scope, a.{y} AS {y} FROM ({main.sql}) AS a"
            f" UNION ALL SELECT {lit(label)} AS scope, w.{y} AS {y} FROM ({whole}) AS w"
        )
        said = f"{main.understood}; beside it the {label}"
        return SqlPlan(self._dialect_sql(sql), main.title, "bar", "scope", y, said)

    def _is_store(self, dim: Dim) -> bool:
        """Whether ``dim`` tells the chain's stores apart (a store's own dimension)."""
        model = self.catalog.models.get(dim.model)
        names = {dim.model, model.primary_entity if model is not None else None}
        return any(singular(n or "") in _STORE_WORDS for n in names)

    def _default_measure(self, intent: Intent) -> None:
        """ "best-selling products", "which customers spent the most": the measure the words imply."""
        assert intent.basis is not None
        if not (intent.rank or intent.count) and (intent.basis not in MONEY_BASES or intent.listing):
            return  # "which jaffles do we sell": a list, not a ranking
        got = default_measure(self.catalog, intent, intent.basis)
        if got is None:
            return
        q, why = got
        own = self.catalog.entity_dim(self.catalog.models[q.leaves()[0].model].primary_entity or "")
        if intent.rank and own in intent.groups and _count_like(q.node):
            # "top seller 2019 units": the units are the rows counted (one each), not a breakdown
            intent.groups = [g for g in intent.groups if g != own]
        if intent.rank and not intent.grain and not any(g.kind != "time" for g in intent.groups):
            item = self._item_display(q)  # "our bestsellers": the items, one by one
            if item is None and intent.basis == "spend":
                item = self._payer_display(q)  # "who spent the most": the payers, one by one
            if item is None:
                return
            self._group_members(intent, item)
        intent.measures = [Measure(quantity=q, agg=intent.agg, label=q.label)]
        intent.notes.append(f"measured by {q.label.lower()} ({why})")

    def _retention(self, kept: Retention) -> SqlPlan | None:
        """A cohort counted in a later period (see ``cohorts``), or None when the words are not read so."""
        counted = self.parse(kept.noun)
        cohort, active = self.parse(f"in {kept.cohort}").periods, self.parse(f"in {kept.active}").periods
        if len(counted.measures) != 1 or len(cohort) != 1 or len(active) != 1:
            return None
        m = counted.measures[0]
        entity = m.entity or (self._counted_entity(m.quantity.node) if m.quantity is not None else None)
        fact = fact_for(self.catalog, entity, None) if entity is not None else None
        if entity is None or fact is None:
            return None
        try:
            sql = retention_sql(
                self._composer, entity, fact, cohort[0], active[0], kept.lost, kept.seen, kept.share
            )
        except ValueError:
            return None
        what = entity.replace("_", " ")
        how = "without" if kept.lost else "with"
        rows = self.catalog.models[fact].label.lower()
        said = f"the number of {what}s first seen in {cohort[0].label} {how} {rows} in {active[0].label}"
        title = (
            f"{what.title()}s from {cohort[0].label} {'lost' if kept.lost else 'active'} in {active[0].label}"
        )
        return SqlPlan(self._dialect_sql(sql), title, "value", None, None, said)

    def _in_every_unit(self, every: EveryUnit) -> SqlPlan | None:
        """Members found in each part of a year (see ``everyunit``), or None when the rest is not a count of
        members over that year."""
        intent = self.parse(every.rest)
        year = Period(date(every.year, 1, 1), date(every.year + 1, 1, 1), str(every.year))
        rows = {self.catalog.entity_dim(m.primary_entity or "") for m in self.catalog.models.values()}
        intent.groups = [
            g for g in intent.groups if g not in rows
        ]  # "placed an order": the rows, not a breakdown
        if intent.periods != [year] or intent.groups or intent.grain or intent.unknown:
            return None
        intent.periods = [
            Period(start, end, label) for start, end, label in unit_periods(every.unit, every.year)
        ]
        intent.every = True
        plan = self._in_every_period(intent)
        return plan if isinstance(plan, SqlPlan) else None

    def _in_every_period(self, intent: Intent) -> Plan | None:
        """ "how many customers ordered in both 2019 and 2020": members with rows in each period."""
        if len(intent.measures) != 1:
            return None
        m = intent.measures[0]
        entity = m.entity or (self._counted_entity(m.quantity.node) if m.quantity is not None else None)
        if entity is None:
            return None
        time_name = intent.time_dim.name if intent.time_dim is not None else None
        fact = fact_for(self.catalog, entity, time_name)
        if fact is None:
            return None
        if intent.time_dim is not None and intent.time_dim.model != fact:
            intent.time_dim = self.catalog.find_dim(intent.time_dim.name, near=fact)
        try:
            sql = self._dialect_sql(in_every_period_sql(self._composer, intent, entity, fact))
        except BuildError as exc:
            return UnknownPlan(f"I understood {understood(self.catalog, intent)}, but {exc}.")
        said = " and ".join(p.label for p in intent.periods)
        what = entity.replace("_", " ")
        rows = self.catalog.models[fact].label.lower()
        if intent.but_not:
            first, rest = intent.periods[0].label, " or ".join(p.label for p in intent.periods[1:])
            title_text = f"{what.title()}s in {first}, not in {rest}"
            return SqlPlan(
                sql,
                title_text,
                "value",
                None,
                None,
                f"the number of {what}s with {rows} in {first} and none in {rest}",
            )
        return SqlPlan(
            sql,
            f"{what.title()}s in each of {said}",
            "value",
            None,
            None,
            f"the number of {what}s with {rows} in each of {said}",
        )

    def _own_ratio(self, intent: Intent) -> None:
        """ "food revenue %", "SF food revenue share": a measure with the share word after it is the layer's
        ratio metric whose numerator it is (food revenue / revenue), when there is exactly one; a profit's is
        its margin ("margin in 2020 as a percentage": gross margin, see ``margins``)."""
        if len(intent.measures) != 1 or intent.measures[0].quantity is None:
            return
        q = intent.measures[0].quantity
        ratios = [
            r
            for r in self.catalog.quantities
            if isinstance(r.node, Ratio) and r.node.num == q.node and r.percent  # a fraction of like things
        ]
        margin = margin_of(self.catalog, q) if not ratios else None  # "Chicago margin 2020 as a %"
        if len(ratios) != 1 and margin is None:
            return
        r = ratios[0] if ratios else margin
        assert r is not None
        intent.measures = [Measure(quantity=r, label=r.label)]
        intent.share = False
        intent.notes.append(f"{q.label.lower()} share read as {r.label.lower()}")

    def _rate_of_segment(self, intent: Intent) -> None:
        """ "repeat customer rate", "what fraction of customers are returning": a count of a segment (a
        count the layer filters: returning customers) as a share is that count over the same count of every
        member (returning / all customers)."""
        if len(intent.measures) != 1 or intent.measures[0].quantity is None:
            return
        q = intent.measures[0].quantity
        node = q.node
        if not isinstance(node, Leaf) or not node.filters or not _count_like(node):
            return
        whole = replace(node, filters=())
        if intent.share and segment_is_base(intent):
            # "fraction of food orders that also had a drink": the food orders are what the share is over
            same = [x for x in self.catalog.quantities if x.node == whole]
            base = same[0] if same else replace(q, name=f"{q.name}_all", node=whole)
            intent.measures = [Measure(quantity=base, label=base.label)]
            intent.templates = [*intent.templates, *(t for t in node.filters if t not in intent.templates)]
            intent.notes.append(f"a share of the {q.label.lower()}")
            return
        label = f"{q.label} rate"
        rate = Quantity(
            f"{q.name}_rate", label, label, (), Ratio(node, whole, f"{q.name} / all"), False, False, True
        )
        intent.measures = [Measure(quantity=rate, label=label)]
        intent.share = False
        intent.notes.append(f"{q.label.lower()} as a share of all of them")

    def _share_of_dated(self, intent: Intent) -> SqlPlan | None:
        """A share of one period with no breakdown, as those rows over a whole: the members whose own date (a
        member's first or last order, named as such) falls in the period over all of them ("what share of
        customers placed their last order before July 2020"), or a part of a year said apart over that year
        ("what share of 2019 orders were placed in December"); not a one-row share of itself (1.0). None
        when the intent is not of that shape."""
        if not intent.share or intent.groups or intent.grain or len(intent.measures) != 1:
            return None
        if len(intent.periods) != 1 or intent.unknown or intent.rank or intent.comparisons:
            return None
        based = all(filter_key(f) in intent.share_base for f in intent.filters)  # "of Chicago's 2020 orders"
        if intent.share_of_subset or not based or intent.day_kinds or intent.hours is not None:
            return None  # "share of Q4 revenue that came from the flame impala": a subset, composed as such
        q = intent.measures[0].quantity
        if q is None:
            return None
        whole = copy.deepcopy(intent)
        period = intent.periods[0]
        own_date = (
            intent.time_dim is not None
            and isinstance(q.node, Leaf)
            and q.node.agg in {"count", "count_distinct"}
            and intent.time_dim.model == q.node.model
        )
        year = self._year_around(period)
        if own_date:
            whole.periods, whole.time_dim = [], None
        elif year is not None:
            whole.periods = [Period(date(year, 1, 1), date(year + 1, 1, 1), str(year))]
        else:
            return None
        part = copy.deepcopy(intent)
        part.share = whole.share = False
        some, every = self._plan_intent(part), self._plan_intent(whole)
        if not isinstance(some, SqlPlan) or not isinstance(every, SqlPlan):
            return None
        sql = f"SELECT CAST(({some.sql}) AS DOUBLE) / NULLIF(({every.sql}), 0) AS share"
        said = f"{some.understood}, as a share of {every.understood}"
        return SqlPlan(self._dialect_sql(sql), f"Share of {q.label.lower()}", "number", None, None, said)

    def _year_around(self, period: Period) -> int | None:
        """The year a part of a year lies in, when the question said that year apart ("2019 orders ... in
        December"), else None."""
        if period.start is None or period.end is None:
            return None
        year = period.start.year
        whole = (date(year, 1, 1), date(year + 1, 1, 1))
        if (period.start, period.end) == whole or period.end > whole[1]:
            return None
        said = re.findall(r"(?<![\w/-])(?:19|20)\d\d(?![\w/-])", self._asked)
        if said.count(str(year)) != 1 or len(set(said)) != 1:
            return None
        months = (
            r"jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|q[1-4]|h[12]|quarter|half|week|summer|winter"
        )
        whole_said = rf"\b(?:{months})[a-z]*\.? (?:of |in )?{year}\b|\b{year}[- ](?:{months})"
        if re.search(whole_said, self._asked, re.I):
            return None  # "December 2019": the period said whole, not a part of a year said apart
        return year

    def _share_of_whole(self, intent: Intent) -> None:
        """ "share of drink revenue in 2019": with no breakdown and no subset, a measure that sums a column
        for some rows only (``case when is_drink_item then product_price else 0 end``) over the measure that
        sums it for all of them (revenue), rather than a share of itself (1.0)."""
        if not intent.share or intent.groups or intent.grain or len(intent.measures) != 1:
            return
        if intent.filters or intent.day_kinds or intent.hours is not None or intent.comparisons:
            return  # "share of revenue from drinks": a share of a subset, composed as such
        q = intent.measures[0].quantity
        if q is None or not isinstance(q.node, Leaf) or q.node.filters:
            return
        m = re.fullmatch(r"\s*case when (\w+) then (\w+) else 0 end\s*", q.node.expr, re.I)
        if m is None:
            return
        whole = next(
            (
                x
                for x in self.catalog.quantities
                if isinstance(x.node, Leaf) and x.node == replace(q.node, expr=m.group(2))
            ),
            None,
        )
        if whole is None:
            return
        intent.measures = [intent.measures[0], Measure(quantity=whole, label=whole.label)]
        intent.combine = "ratio"
        self._combine(intent)

    def _combine(self, intent: Intent) -> None:
        """ "tax as a share of order total", "revenue minus supply cost": the last two measures named make
        one (a ratio, or a difference); a measure said before them is what they define ("gross margin
        (revenue minus supply cost)") and gives way."""
        first, second = intent.measures[-2], intent.measures[-1]
        if first.quantity is None or second.quantity is None:
            return
        a, b = first.quantity, second.quantity
        if intent.combine == "per":  # "revenue per active customer": the measure over the count
            node: Any = Ratio(a.node, b.node, f"{a.name} / {b.name}")
            label = f"{a.label} per {b.label.lower()}"
            name = f"{a.name}_per_{b.name}"
            intent.share = False
        elif intent.combine == "ratio":
            node = Ratio(a.node, b.node, f"{a.name} / {b.name}")
            label = f"{a.label} as a share of {b.label.lower()}"
            name = f"{a.name}_share_of_{b.name}"
            intent.share = False
        else:
            node = Derived("a - b", (("a", a.node), ("b", b.node)))
            label = f"{a.label} minus {b.label.lower()}"
            name = f"{a.name}_minus_{b.name}"
        ratio = intent.combine == "ratio"
        money = a.money and (not ratio if intent.combine != "per" else not b.money)
        q = Quantity(name, label, label, (), node, False, money, ratio and a.money == b.money)
        intent.measures = [Measure(quantity=q, label=label)]

    def _acquired(self, intent: Intent) -> None:
        """ "new customers we acquired in 2019": a count of members swapped for the layer's count of the same
        members that says it counts them when acquired (its words say "acquired"), if there is one."""
        out = []
        for m in intent.measures:
            node = m.quantity.node if m.quantity is not None else None
            entity = self._counted_entity(node)
            alt = None
            if entity is not None and m.quantity is not None:
                for q in self.catalog.quantities:
                    words = norm_tokens(f"{q.name} {q.label} {q.description} {' '.join(q.synonyms)}")
                    if q is not m.quantity and self._counted_entity(q.node) == entity and "acquired" in words:
                        alt = q
                        break
            if alt is None or m.quantity is None:
                out.append(m)
                continue
            if isinstance(node, Leaf) and isinstance(alt.node, Leaf) and node.model == alt.node.model:
                out.append(m)  # "returning customers we acquired": a segment of the same table, kept
                continue
            out.append(Measure(quantity=alt, agg=m.agg, label=alt.label))
            intent.notes.append(f"'{m.quantity.label.lower()}' read as {alt.label.lower()} when acquired")
        intent.measures = out

    def _counted_entity(self, node: Any) -> str | None:
        """The entity whose members a count counts (count distinct of a model's entity key)."""
        if not isinstance(node, Leaf) or node.agg != "count_distinct":
            return None
        model = self.catalog.models[node.model]
        return next((e for e, (_, expr) in model.entities.items() if expr == node.expr), None)

    def _per_many_members(self, intent: Intent) -> None:
        """ "revenue per customer in 2020": a measure of the facts said "per" an entity with too many members
        to list (customers, not stores) is one figure, the measure over the members that have facts (as
        "revenue per unique customer"); "revenue per store" stays a row for each store."""
        if len(intent.measures) != 1 or len(intent.per_dims) != 1 or intent.distinct:
            return
        if intent.average or intent.per is not None or intent.rank or intent.sort or intent.listing:
            return
        if intent.share or intent.count or intent.chart or intent.combine:
            return
        q = intent.measures[0].quantity
        dim = intent.per_dims[0]
        entity = self.catalog.models[dim.model].primary_entity
        members = len(self.index.values.get(dim, ()))
        if q is None or entity is None or 0 < members < _MANY:
            return
        if any(leaf.model == dim.model for leaf in q.leaves()):
            return  # "lifetime spend per customer": the members' own figure
        noun = singular(entity.replace("_", " "))
        if self._entity_named(noun) != entity:
            return
        own = {g for g in intent.groups if g.model == dim.model}
        intent.groups = [g for g in intent.groups if g not in own]
        intent.per_dims = []
        intent.per_distinct, intent.distinct = True, noun

    def _per_own_member(self, intent: Intent) -> None:
        """ "average lifetime spend per customer": an average over the rows of the measure's own model, said
        "per" its own members, is one figure (the average over them), not one row per member."""
        if len(intent.measures) != 1 or intent.measures[0].quantity is None or not intent.per_dims:
            return
        leaves = intent.measures[0].quantity.leaves()
        averaged = intent.average or intent.measures[0].agg == "average"
        if len(leaves) != 1 or not (averaged or leaves[0].agg == "average"):
            return
        model = self.catalog.models[leaves[0].model]
        own = {d for d in intent.per_dims if d.model == model.name}
        if not own:
            return
        entity = model.primary_entity
        members = {self.catalog.entity_key(next(iter(own)))}
        if entity:
            members.add(self.catalog.entity_dim(entity))
        drop = own | {d for d in members if d is not None}
        intent.groups = [g for g in intent.groups if g not in drop]
        intent.per_dims = [d for d in intent.per_dims if d not in own]
        if leaves[0].agg == "sum":
            intent.measures = [replace(intent.measures[0], agg="average")]

    def _priced_kind(self, intent: Intent) -> None:
        """ "how many jaffles cost more than $5", "show me the drinks that cost less than $6": the kind is
        said as the noun (a filter, with no measure and nothing to list by): the members of the one model
        that holds both the kind's column and a price column (the products) are counted (or listed), bounded
        by their own price."""
        if intent.measures or intent.groups or not intent.filters:
            return
        if not all(c.money and c.rows == "priced" and not c.noun for c in intent.comparisons):
            return
        numeric = self.index.numeric_dims
        kinds = {f.dim.expr for f in intent.filters}
        owners = [
            model
            for name, model in self.catalog.models.items()
            if model.primary_entity is not None
            and not any(kind == "foreign" for kind, _ in model.entities.values())
            and any("price" in norm_tokens(d.name) for d in money_cols(numeric, name))
            and kinds <= {d.expr for d in self.catalog.dims_of(name)}
        ]
        entity = owners[0].primary_entity if len(owners) == 1 else None
        shown = self.catalog.entity_dim(entity) if entity is not None else None
        if entity is not None and intent.count:
            intent.measures = [Measure(entity=entity, label=owners[0].label.lower())]
        elif shown is not None and not (intent.average or intent.agg or intent.rank or intent.share):
            intent.groups, intent.listing = [shown], True

    def _count_compared(self, intent: Intent) -> None:
        """ "how many customers spent more than $250": the count of the rows whose own amount (the summed
        measure that was named) passes the comparison, not the amount itself."""
        if len(intent.measures) != 1 or len(intent.comparisons) != 1 or intent.comparisons[0].noun:
            return
        q = intent.measures[0].quantity
        node = q.node if q is not None else None
        if not isinstance(node, Leaf) or node.agg != "sum" or node.filters or _count_like(node):
            return
        model = self.catalog.models[node.model]
        if model.primary_entity is None or not node.expr.replace("_", "").isalnum():
            return
        comp = intent.comparisons.pop()
        assert q is not None
        column = Dim(node.expr, model.name, node.expr, "categorical", q.label, q.description, ())
        intent.filters.append(Filter(column, (repr(comp.number),), op=comp.op))
        intent.measures = [Measure(entity=model.primary_entity, label=model.label)]
        shown = self.catalog.entity_dim(model.primary_entity)
        # "how many customers have 10 or more lifetime orders": one count, not a row per customer counted
        intent.groups = [g for g in intent.groups if g.name != model.primary_entity and g != shown]

    def _by_count(self, intent: Intent) -> Plan | None:
        """ "orders by number of items": group the measured rows by a count of the rows referring to each."""
        assert intent.by_count is not None
        first = intent.measures[0].quantity if intent.measures else None
        if first is None:
            return None
        model = first.leaves()[0].model
        want = intent.by_count
        for dim in self._adjuster.child_counts(model):
            if want in norm_tokens(dim.label):
                # "... a count for each basket size": a per-row number of the same rows is the count's
                # restatement, not a breakdown of its own
                kept = [g for g in intent.groups if g.model == model or g.kind == "time"]
                intent.groups = [g for g in kept if g not in self.index.numeric_dims] + [dim]
                intent.rank = intent.rank if intent.limit else None
                return None
        what = self.catalog.models[model].label.lower()
        return UnknownPlan(f"I don't know how to count '{want}' for each of the {what}.")

    def _difference(self, intent: Intent, columns: Sequence[Any], sql: str) -> Plan | None:
        """ "how many more orders did Brooklyn do than Philadelphia": the two members' figures, subtracted
        in the order they were named."""
        two = [f for f in intent.filters if len(f.values) == 2 and not f.negate and f.op is None]
        measures = [c.name for c in columns if c.kind == "measure"]
        groups = [c.name for c in columns if c.kind in {"group", "time"}]
        if len(two) != 1 or len(measures) != 1 or groups != [safe_name(two[0].dim.name)]:
            return None
        col, m = groups[0], measures[0]
        first, second = (lit(v) for v in two[0].values[:: intent.more_than or 1])
        body = sql.rstrip().rstrip(";")
        out = (
            f"SELECT MAX(CASE WHEN {col} = {first} THEN {m} END)"
            f" - MAX(CASE WHEN {col} = {second} THEN {m} END) AS {m}_difference FROM ({body}) AS d"
        )
        a, b = two[0].values[:: intent.more_than or 1]
        said = f"{understood(self.catalog, intent)}: {a} minus {b}"
        return SqlPlan(
            self._dialect_sql(out), f"Difference in {m.replace('_', ' ')}", "value", None, None, said
        )

    def _flag_quantity(self, flag: Dim) -> Quantity | None:
        """The layer's count of the rows a flag marks ("drinks sold" for is_drink_item), if it has one."""
        return next(
            (
                q
                for q in self.catalog.quantities
                if isinstance(q.node, Leaf)
                and (q.node.model, q.node.expr, q.node.agg) == (flag.model, flag.expr, "sum_boolean")
                and not q.node.filters
            ),
            None,
        )

    def _flag_sides(self, intent: Intent) -> None:
        """ "food items vs drink items sold", "more food or more drinks": two flags of the same rows compared
        are two figures side by side, never both flags at once (a row is rarely both)."""
        named = [f for f in intent.filters if not f.negate and f.op is None and f.values == ("true",)]
        flags = [f for f in named if is_boolean(f.dim)]
        if len(flags) != 2 or flags[0].dim.model != flags[1].dim.model or len(intent.measures) > 1:
            return
        if intent.measures:
            q = intent.measures[0].quantity
            node = q.node if q is not None else None
            if (
                not isinstance(node, Leaf)
                or node.model != flags[0].dim.model
                or node.agg not in {"count", "sum"}
            ):
                return
            if node.agg == "sum" and node.expr != "1":
                return
        found = [self._flag_quantity(f.dim) for f in flags]
        if any(q is None for q in found):
            return
        intent.filters = [f for f in intent.filters if f not in flags]
        intent.measures = [Measure(quantity=q, label=q.label) for q in found if q is not None]

    def _flag_count(self, intent: Intent) -> None:
        """ "drinks per order": the items a flag names are counted (the layer's count of that flag's rows,
        "drinks sold"), then per the member."""
        named = [f for f in intent.filters if not f.negate and f.op is None]
        if len(named) != 1:
            return
        q = self._flag_quantity(named[0].dim) if named[0].values == ("true",) else None
        if q is None:
            return
        intent.filters = [f for f in intent.filters if f is not named[0]]
        intent.measures = [Measure(quantity=q, label=q.label)]
        self._per_many_members(intent)  # "drinks per customer": over the customers
        one = intent.per_dims[0] if len(intent.per_dims) == 1 else None
        few = one is not None and 0 < len(self.index.values.get(one, ())) < _MANY
        if one is not None and intent.per is None and not few:  # as "drinks sold per order" reads
            intent.per, intent.average = one, True
            intent.groups = [g for g in intent.groups if g != one]
            intent.per_dims = []

    def _rows_with_parts(self, intent: Intent) -> None:
        """ "how many orders included a pourover": a count of rows filtered on what their lines refer to
        (the products of the order items) counts the distinct rows among those lines; so does a count of
        rows broken down by it ("which product is in the most orders": each product's distinct orders), when
        the lines are dated as the rows are (an order's items on its date, not a customer's first order)."""
        if len(intent.measures) != 1 or intent.distinct:
            return
        q = intent.measures[0].quantity
        if q is None or not _count_like(q.node) or not isinstance(q.node, Leaf):
            return
        home = self.catalog.models[q.node.model]
        entity = home.primary_entity
        reach = self.catalog.join_paths(home.name)
        far = [d for d in [*(f.dim for f in intent.filters), *intent.groups] if d.model not in reach]
        if entity is None or not far or any(is_boolean(d) for d in far):
            return  # flags of the lines ("orders with food and a drink") are read elsewhere, per order
        counted = self._counted_entity(q.node)
        if counted is not None and counted != entity:  # "buyers by product": the distinct customers among
            self._distinct_measure(intent, entity=counted, fact=home.name)  # the lines, not the orders
            intent.measures = [replace(m, label=q.label) for m in intent.measures]
            return
        if any(f.negate and f.dim in far for f in intent.filters):
            return  # "orders that did not contain a jaffle": none of their lines does (see contains.py)
        several = [f.dim for f in intent.filters if f.dim in far and len(f.values) > 1]
        if intent.each_value and several:  # "orders with both a pourover and a nutellaquent": one of each
            intent.groups = [g for g in intent.groups if g not in several]
            return
        for model in self.catalog.models.values():
            if model.entities.get(entity, ("", ""))[0] != "foreign" or not model.default_time:
                continue
            lines = self.catalog.join_paths(model.name)
            far_filter = any(f.dim in far for f in intent.filters)
            if not far_filter and model.default_time != home.default_time:
                continue  # only a far breakdown: the lines must be dated as their rows (an order's items)
            if all(d.model in lines for d in [*(f.dim for f in intent.filters), *intent.groups]):
                self._distinct_measure(intent, entity=entity, fact=model.name)
                own = q.node.filters  # "returning customers at Brooklyn": the members' own condition kept
                intent.measures = [replace(m, label=q.label) for m in intent.measures]
                if own:
                    intent.measures = [_with_filters(m, own) for m in intent.measures]
                return

    def _members_with_rows(self, intent: Intent) -> None:
        """ "how many stores had any orders in 2018": the members counted are those the fact's rows refer
        to (distinct stores among the orders), not a count for each order."""
        if not intent.count or len(intent.measures) != 1 or len(intent.groups) != 1 or intent.distinct:
            return
        q = intent.measures[0].quantity
        entity = self._counted_entity(q.node) if q is not None else intent.measures[0].entity
        row = intent.groups[0]
        fact = self.catalog.models[row.model]
        if entity is None or row.name != fact.primary_entity or row.name == entity:
            return
        if fact.entities.get(entity, ("", ""))[0] != "foreign":
            return
        intent.groups = []
        self._distinct_measure(intent, entity=entity, fact=fact.name)

    def _distinct_measure(
        self, intent: Intent, *, entity: str | None = None, fact: str | None = None
    ) -> None:
        """ "how many different products were sold each month": distinct members of the named entity,
        counted on the fact that refers to them (the one with the question's time), not on their own table."""
        timed = bool(intent.grain or intent.periods)
        if entity is None:
            assert intent.distinct is not None
            said = (intent.distinct_words, intent.distinct)
            attribute = (
                None if timed else next(filter(None, map(self._attribute_named, filter(None, said))), None)
            )
            if attribute is not None:  # "how many distinct prices": the column's values, not its rows' entity
                label = f"Distinct {attribute.label.lower()} values"
                node = Leaf(attribute.model, "count_distinct", attribute.expr, (), None, None)
                q = Quantity(f"distinct_{attribute.name}", label, label, (), node, False, False, False)
                intent.measures, intent.count = [Measure(quantity=q, label=label)], False
                intent.groups = [g for g in intent.groups if g.model != attribute.model]  # "on the menu"
                return
            entity = self._flag_items(intent.distinct) or self._entity_named(intent.distinct)
        if entity is None:
            return
        home = self.catalog.model_of_entity(entity)
        facts = [
            model
            for model in self.catalog.models.values()
            if model.entities.get(entity, ("", ""))[0] == "foreign" and (model.default_time or not timed)
        ]
        named = fact or (intent.time_dim.model if intent.time_dim is not None else None)
        facts.sort(key=lambda model: model.name != named)  # the fact whose time was named ("who ordered")
        target = facts[0] if facts and (timed or home is None) else home
        if target is None:
            return
        key = target.entities[entity][1]
        shown = self.catalog.entity_dim(entity)
        if home is not None and target.name == home.name and self.catalog.is_parts(home.name) and shown:
            key = shown.expr  # "how many different supplies": names, one row is a (supply, product) pair
        reach = self.catalog.join_paths(target.name)
        flags = {d.name: d for d in self.catalog.dims_of(target.name)}
        intent.filters = [  # "different drinks on the menu": the menu's own drink flag
            replace(f, dim=flags[f.dim.name]) if f.dim.model not in reach and f.dim.name in flags else f
            for f in intent.filters
        ]
        label = f"Distinct {entity.replace('_', ' ')}s"
        node = Leaf(target.name, "count_distinct", key, (), None, target.default_time)
        q = Quantity(f"distinct_{entity}s", label, label, (), node, False, False, False)
        intent.measures = [Measure(quantity=q, label=label)]
        if intent.time_dim is not None and intent.time_dim.model != target.name:
            intent.time_dim = None
        own = self.catalog.entity_dim(entity)
        fact_rows = {target.primary_entity, entity}  # "stores that took orders": the orders are the rows
        intent.groups = [g for g in intent.groups if g != own and g.name not in fact_rows]
        intent.count = False

    def _flag_items(self, word: str) -> str | None:
        """ "different drinks": the entity of the items a flag word describes (products), if any."""
        for concept in self._ready().lexicon.terms.get((word,), ()):
            if concept.kind == "dim" and concept.dim is not None and is_boolean(concept.dim):
                shown = items_of(self.catalog, concept.dim)
                if shown is not None:
                    return self.catalog.models[shown.model].primary_entity
        return None

    def _names_member(self, word: str) -> bool:
        """Whether ``word`` names an entity whose members have names ("store", "guest"; not "ticket")."""
        for concept in self._ready().lexicon.terms.get((singular(word),), ()):
            entity = concept.entity or ""
            shown = self.catalog.entity_dim(entity) if entity else None
            model = self.catalog.model_of_entity(entity) if entity else None
            if shown is not None and model is not None and shown.expr != model.entities[entity][1]:
                return True  # a name of its own, not the key ("order_id")
        return False

    def _attribute_named(self, word: str) -> Dim | None:
        """The one categorical column a noun names when it names no entity ("price", "type"), else None."""
        concepts = self._ready().lexicon.terms.get(tuple(word.split()), ())
        if any(c.entity or c.quantity for c in concepts):
            return None
        dims = {c.dim for c in concepts if c.dim is not None}
        if len(dims) != 1:
            return None
        dim = next(iter(dims))
        model = self.catalog.models[dim.model]
        shown = self.catalog.entity_dim(model.primary_entity) if model.primary_entity else None
        return dim if dim.kind == "categorical" and dim != shown and not is_boolean(dim) else None

    def _entity_named(self, word: str) -> str | None:
        """The entity a noun names (its model's name, label, synonyms, or its display dimension's words)."""
        for concept in self._ready().lexicon.terms.get((word,), ()):
            for model_name in (
                concept.dim.model if concept.dim else None,
                *(leaf.model for leaf in (concept.quantity.leaves() if concept.quantity else ())),
            ):
                if model_name is None:
                    continue
                entity = concept.entity or self.catalog.models[model_name].primary_entity
                if entity is not None and self.catalog.model_of_entity(entity) is not None:
                    return entity
            if concept.entity and self.catalog.model_of_entity(concept.entity) is not None:
                return concept.entity
        return None

    def _taxed_measure(self, intent: Intent) -> None:
        """ "gross incl. tax by store": the layer's main money figure in that tax version."""
        taxed = set(taxed_quantities(self.catalog, intent.tax or ""))
        ranked = [q for q in ranked_quantities(self.catalog) if q in taxed]
        if not ranked:
            return
        q = ranked[0]
        intent.measures = [Measure(quantity=q, agg=intent.agg, label=q.label)]
        intent.notes.append(f"measured by {q.label.lower()} (money, tax {intent.tax}uded)")

    def _column_measure(self, intent: Intent) -> None:
        """ "average menu price by product type": a numeric column averaged, grouped by the rest.

        The column is the first thing named; the dimensions after it are the breakdown.
        """
        first = intent.groups[0] if intent.groups else None
        if first is None or first not in self.index.numeric_dims:
            return
        agg = {"max": "max", "min": "min", "median": "median", "range": "range"}.get(
            intent.agg or "", "average"
        )
        money = bool(set(norm_tokens(first.name)) & _MONEY_WORDS)
        label = f"{'Average' if agg == 'average' else agg.title()} {first.label.lower()}"
        node = Leaf(first.model, agg, first.expr, percentile=0.5 if agg == "median" else None)
        q = Quantity(f"{agg}_{first.name}", label, first.description, (), node, False, money, False)
        intent.groups = intent.groups[1:]
        if intent.per is not None and intent.per.kind != "time":  # "per product": one average each
            model = self.catalog.models[intent.per.model]
            shown = self.catalog.entity_dim(model.primary_entity) if model.primary_entity else None
            intent.groups.append(shown or intent.per)
            intent.per = None
        intent.measures = [Measure(quantity=q, label=label)]
        intent.agg = None

    def _group_members(self, intent: Intent, shown: Dim) -> None:
        """Group by an entity's display dimension (and its key, when names are shared by several members)."""
        key = self.catalog.entity_key(shown)
        if key is not None and shown in self.index.non_unique and key not in intent.groups:
            intent.groups.append(key)
        intent.groups.append(shown)

    def _rank_own_rows(self, question: str, intent: Intent) -> None:
        """ "the 2 biggest orders by order total, with their store": a figure of a fact's own rows, ranked
        with the rows named, ranks the rows one by one, what is asked of them beside (see ``ownrows``)."""
        rows = read_own_rows(question)
        q = intent.measures[0].quantity if len(intent.measures) == 1 else None
        node = q.node if q is not None else None
        if rows is None or not isinstance(node, Leaf) or node.agg != "sum" or node.expr.strip() == "1":
            return
        model = self.catalog.models[node.model]
        entity = model.primary_entity
        named = singular(rows.noun)
        if entity is None or named not in {singular(model.name), entity.removesuffix("_id")}:
            return
        if self.parse(rows.rest).groups:  # "the biggest orders by store": a breakdown, kept
            return
        intent.groups = [Dim(entity, model.name, model.entities[entity][1], "categorical", named, "", ())]
        intent.groups += [g for g in self.parse(question).groups]

    def _rank_own_members(self, intent: Intent) -> None:
        """ "which 3 customers spent the most?" read as lifetime spend: a measure kept on an entity's own
        model, ranked with no breakdown, ranks that entity's members (when they have a name to show)."""
        if len(intent.measures) != 1 or intent.measures[0].quantity is None:
            return
        model = self.catalog.models[intent.measures[0].quantity.leaves()[0].model]
        entity = model.primary_entity
        shown = self.catalog.entity_dim(entity) if entity else None
        if shown is None or shown.name == entity or shown.kind != "categorical" or shown.model != model.name:
            return
        self._group_members(intent, shown)

    def _rank_category_members(self, intent: Intent) -> None:
        """ "which jaffle brings in the most revenue?": a ranking filtered to a category of sold items
        ranks the items of that category, one by one."""
        for f in intent.filters:
            if f.negate or f.op is not None:
                continue
            model = self.catalog.models[f.dim.model]
            entity = model.primary_entity
            if entity is None or not is_item(self.catalog, entity):
                continue
            shown = self.catalog.entity_dim(entity)
            if shown is None or shown == f.dim or shown.kind != "categorical":
                continue
            if not all(
                m.quantity is None or reaches(self.catalog, m.quantity, [shown]) for m in intent.measures
            ):
                # "which jaffle made the most gross profit": a figure the items' rows can make (price - cost)
                trial = replace(
                    intent,
                    groups=[*intent.groups, shown],
                    measures=list(intent.measures),
                    filters=list(intent.filters),
                    notes=list(intent.notes),
                )
                try:
                    self._composer.compose(trial)
                except BuildError:
                    continue
            self._group_members(intent, shown)
            return
        for f in intent.filters:  # "which one sold best?" after "drinks sold": the drinks, one by one
            shown = items_of(self.catalog, f.dim) if is_boolean(f.dim) and not f.negate else None
            if shown is None or not all(
                m.quantity is None or reaches(self.catalog, m.quantity, [shown]) for m in intent.measures
            ):
                continue
            self._group_members(intent, shown)
            intent.plural = intent.plural and intent.limit is not None
            return

    def _payer_display(self, q: Any) -> Dim | None:
        """Who pays for ``q``'s rows: the referenced entity whose own model keeps a spend measure."""
        model = self.catalog.models[q.leaves()[0].model]
        for entity, (kind, _) in model.entities.items():
            owner = self.catalog.model_of_entity(entity) if kind == "foreign" else None
            if owner is None:
                continue
            words = {
                w
                for other in self.catalog.quantities
                if other.leaves() and other.leaves()[0].model == owner.name
                for w in norm_tokens(f"{other.name} {other.label} {' '.join(other.synonyms)}")
            }
            if words & _SPEND_WORDS:
                return self.catalog.entity_dim(entity)
        return None

    def _item_display(self, q: Any) -> Dim | None:
        """The display dimension of the item entity whose lines ``q`` counts or sums, if any."""
        model = self.catalog.models[q.leaves()[0].model]
        for entity, (kind, _) in model.entities.items():
            if kind == "foreign" and is_item(self.catalog, entity) == model.name:
                return self.catalog.entity_dim(entity)
        return None

    def _chart(self, intent: Intent, time_cols: list[str], groups: list[str], measures: list[str]) -> str:
        if not time_cols and not groups:
            return "value" if len(measures) == 1 else "table"
        if (
            time_cols
            and intent.grain not in {"weekday", "hour_of_day", "month_of_year"}
            and "period" not in time_cols
        ):
            return "line"
        if intent.share and not time_cols and len(groups) == 1:
            return "pie"
        if len(groups) + len(time_cols) > 2:
            return "table"
        return "bar"

    def _dialect_sql(self, sql: str) -> str:
        """The plan's SQL in the planner's dialect (may raise ``BuildError``)."""
        return to_dialect(sql, self.dialect)

    def _drop_self_groups(self, intent: Intent) -> None:
        """ "customers split by new vs returning": a count of members broken down by the members themselves
        (one each) is not what was asked; the other breakdowns stay."""
        if not intent.measures or intent.rank or intent.listing:
            return
        counted = set()
        rates = True
        for m in intent.measures:
            node = m.quantity.node if m.quantity is not None else None
            entity = m.entity or self._counted_entity(node)
            if entity is None and isinstance(node, Ratio):
                num, den = self._counted_entity(node.num), self._counted_entity(node.den)
                entity = num if num is not None and num == den else None  # "returning customer rate"
            else:
                rates = False
            if entity is None:
                return
            counted.add(entity)
        own = {d for entity in counted for d in self._member_dims(entity)}
        kept = [g for g in intent.groups if g not in own]
        if kept != intent.groups and (kept or rates or intent.asks_how_many):  # a rate for each member: one
            intent.groups = kept

    def _member_dims(self, entity: str) -> set[Dim]:
        """The dimensions that name an entity's members: its display dimension, its key, its own column."""
        own: set[Dim] = set()
        shown = self.catalog.entity_dim(entity)
        owner = self.catalog.model_of_entity(entity)
        if shown is not None:
            own.add(shown)
            key = self.catalog.entity_key(shown)
            if key is not None:
                own.add(key)
        if owner is not None:
            own |= {d for d in self.catalog.dims_of(owner.name) if d.name == entity}
        return own

    def _drop_own_column_groups(self, intent: Intent) -> None:
        """ "median lifetime orders per customer": a typical value of a column each member has once, said
        "per" member, is taken over the members; one row per member would only repeat each member's own value
        ("average tax rate by store" stays a row per store)."""
        if not intent.measures or not intent.groups or intent.rank or intent.listing:
            return
        typical = {"average", "median", "percentile", "min", "max"}
        models = set()
        for m in intent.measures:
            node = m.quantity.node if m.quantity is not None else None
            if not isinstance(node, Leaf) or (m.agg or node.agg) not in typical:
                return
            models.add(node.model)
        if len(models) != 1:
            return
        entity = self.catalog.models[models.pop()].primary_entity
        own = self._member_dims(entity) if entity is not None else set()
        said_per = set(intent.per_dims)  # "per customer" (over them); "by store" stays a breakdown
        if not own & said_per:
            return
        kept = [g for g in intent.groups if g not in own]
        if len(kept) < len(intent.groups):
            intent.groups = kept
            intent.per_dims = [d for d in intent.per_dims if d not in own]

    def _date_span(self, intent: Intent) -> None:
        """ "when was our very first order?", "the date range of the order data": the earliest and/or
        latest date of the fact named (its own time), as dates, by whatever breakdown was asked."""
        models = []
        for c in self._ready().lexicon.terms.get((intent.date_noun or "",), {}):
            if c.dim is not None:
                models.append(self.catalog.models[c.dim.model])
            elif c.quantity is not None:
                models.append(self.catalog.models[c.quantity.leaves()[0].model])
        models += [self.catalog.models[m.quantity.leaves()[0].model] for m in intent.measures if m.quantity]
        if intent.time_dim is not None:
            models.append(self.catalog.models[intent.time_dim.model])
        timed = [m for m in models if m.default_time]
        if not timed:
            return
        model = timed[0]
        assert model.default_time is not None
        out = []
        for agg in intent.date_span:
            word = "First" if agg == "min" else "Last"
            kind = "time" if intent.date_moment else "date"
            label = f"{word} {model.label.lower()} {kind}"
            expr = model.default_time if intent.date_moment else f"CAST({model.default_time} AS DATE)"
            node = Leaf(model.name, agg, expr, (), None, model.default_time)
            q = Quantity(f"{word.lower()}_{model.name}_{kind}", label, label, (), node, False, False, False)
            out.append(Measure(quantity=q, label=label))
        intent.measures = out
        intent.rank = None
        intent.listing = False
        intent.count = False
        intent.share = intent.growth = intent.cumulative = False  # a date has no share, growth or sum
        own = self.catalog.entity_dim(model.primary_entity or "")
        intent.groups = [g for g in intent.groups if g != own and g.name != model.primary_entity]

    def _parts_of(self, intent: Intent, cost: Dim | None = None) -> Plan | None:
        """ "what goes into the krautback?": the members of a model without time (not a fact) that refer to
        the member named (supplies referring to products), listed."""
        named = [f for f in intent.filters if not f.negate and f.op is None]
        if not named:
            return None
        owner = self.catalog.models[named[0].dim.model]
        key = owner.primary_entity
        for model in self.catalog.models.values():
            if model.name == owner.name or model.default_time or not key:
                continue
            if model.entities.get(key, ("", ""))[0] != "foreign" or not model.primary_entity:
                continue
            shown = self.catalog.entity_dim(model.primary_entity)
            if shown is None:
                continue
            intent.groups = []
            self._group_members(intent, shown)
            if cost is not None and cost.model == model.name:
                intent.groups.append(cost)
            intent.listing = True
            listed = self._listing(intent)
            if cost is None or not intent.rank or not isinstance(listed, SqlPlan):
                return listed
            return ranked_by_column(listed, cost, intent, self._dialect_sql)  # "which of those costs most"
        return None

    def _priced_members(self, intent: Intent) -> Plan | None:
        """ "the priciest supply we buy": members of a model no measure reaches, ranked by their own price
        or cost column (one with money words in its name)."""
        if not intent.rank or intent.basis != "price" or intent.measures or not intent.groups:
            return None
        shown = [g for g in intent.groups if g.kind != "time"]
        if not shown or any(reaches(self.catalog, q, shown) for q in self.catalog.quantities):
            return None
        model = shown[-1].model
        cols = [
            d
            for d in sorted(self.index.numeric_dims, key=lambda d: d.name)
            if d.model == model and set(norm_tokens(d.name)) & {"price", "cost"}
        ]
        if not cols:
            return None
        col = cols[0]
        intent.groups = [*intent.groups, col]
        plan = self._listing(intent)
        if not isinstance(plan, SqlPlan):
            return plan
        limit = intent.limit or (10 if intent.plural else 1)
        body = plan.sql[: plan.sql.upper().rindex("ORDER BY")]
        order = "ASC" if intent.rank == "asc" else "DESC"
        sql = self._dialect_sql(f"{body} ORDER BY {safe_name(col.name)} {order} LIMIT {int(limit)}")
        return SqlPlan(sql, plan.title, plan.chart, plan.x, plan.y, plan.understood)

    def _first_days(self, intent: Intent) -> Plan | None:
        """ "revenue in Chicago's first 30 days open": the days from the named member's own date (the one
        time dimension of its model, its opening), read from the data; asked back when no one member is."""
        assert intent.first_days is not None
        named = [f for f in intent.filters if not f.negate and f.op is None and len(f.values) == 1]
        for f in named:
            own = [d for d in self.catalog.dims_of(f.dim.model) if d.kind == "time"]
            if len(own) != 1 or self._run is None:
                continue
            col, where = self._composer.sb.dim_sql(own[0]), filter_sql(self._composer.sb.dim_sql(f.dim), f)
            model = self.catalog.models[f.dim.model]
            rows = self._query(f"SELECT MIN({col}) FROM {model.table} AS {model.name} WHERE {where}")
            start = rows[0][0] if rows else None
            if start is None:
                continue
            start = start.date() if hasattr(start, "date") and callable(start.date) else start
            end = start + timedelta(days=intent.first_days)
            said = f"{intent.first_days} days"
            if intent.first_months:  # "its first year": whole months from its own date
                end, said = months_later(start, intent.first_months), f"{intent.first_months} months"
            label = f"the first {said} from {own[0].label.lower()} ({start.isoformat()})"
            if intent.first_full:  # "its first full month": the first whole calendar month from its own date
                unit = intent.first_full
                per = {"day": 1, "week": 7}.get(unit) or {"month": 1, "quarter": 3, "year": 12}[unit]
                n = (intent.first_months or intent.first_days) // per
                first, last = opening_span(start, unit, max(n, 1), True)
                end = last + timedelta(days=1)
                units = f"{unit}{'s' if n > 1 else ''}"
                label = f"the first full {units} from {own[0].label.lower()} ({start.isoformat()})"
                start = first
            intent.periods = [Period(start, end, label)]
            if intent.time_dim == own[0]:
                intent.time_dim = None  # the fact's own time is what falls in those days
            return None
        return AskPlan(
            f"The first {intent.first_days} days of which one? Name it, e.g. a store.",
            self._asker.entity_choices(),
        )

    def _flagged_members(self, intent: Intent) -> None:
        """ "list the non-perishable supplies (and their unit cost)": a flag of a model with nothing else of
        it shown lists the model's members, by name, first."""
        flags = [f.dim for f in intent.filters if is_boolean(f.dim)]
        if len(flags) != 1 or any(g.model != flags[0].model for g in intent.groups):
            return
        model = self.catalog.models[flags[0].model]
        shown = self.catalog.entity_dim(model.primary_entity or "")
        if shown is not None and shown.model == model.name and shown not in intent.groups:
            intent.groups = [shown, *intent.groups]

    def _when_members(self, intent: Intent) -> None:
        """ "when did the Austin shop open?": a count of the members of the model whose date was named is
        read as the members themselves (the ones filtered), listed with that date."""
        when = intent.time_dim
        if not intent.asks_when or when is None or intent.periods or intent.grain:
            return
        for m in intent.measures:
            entity = m.entity or (self._counted_entity(m.quantity.node) if m.quantity is not None else None)
            owner = self.catalog.model_of_entity(entity) if entity else None
            if owner is None or owner.name != when.model:
                return
        named = [f.dim for f in intent.filters if f.dim.model == when.model and not f.negate]
        if not intent.measures and not named:
            return  # "when are we busiest?": no member named, nothing to date
        if not intent.groups:
            shown = self.catalog.entity_dim(self.catalog.models[when.model].primary_entity or "")
            intent.groups = named or ([shown] if shown is not None else [])
        if intent.groups:
            intent.measures = []

    def _ranked_by_own_date(self, intent: Intent) -> None:
        """ "which store opened most recently": a count of members at their own date ("stores opened"),
        ranked with nothing to rank across, ranks the members by that date ("which city has our oldest shop":
        the stores are named by their city, so by the members themselves is nothing to rank across)."""
        if not intent.rank or intent.grain or intent.periods or len(intent.measures) != 1:
            return
        q = intent.measures[0].quantity
        node = q.node if q is not None else None
        entity = self._counted_entity(node)
        if entity is None or not isinstance(node, Leaf) or not node.time_dim:
            return
        if any(g not in self._member_dims(entity) for g in intent.groups):
            return
        when = self.catalog.find_dim(node.time_dim, near=node.model)
        shown = self.catalog.entity_dim(entity)
        if when is None or shown is None or when.model != node.model or shown.model != node.model:
            return
        intent.measures, intent.groups, intent.time_dim = [], [shown], when
        intent.limit = intent.limit or 1  # "which store opened most recently": the one

    def _dated_members(self, intent: Intent) -> Plan | None:
        """ "when did each store open?", "which location opened most recently": members listed with their
        own date (a time dimension of their model named in the question), ranked by it when asked."""
        when = intent.time_dim
        if when is None or not intent.groups or intent.grain or intent.periods or intent.share:
            return None
        if when.model not in {g.model for g in intent.groups} or intent.vague:
            return None
        intent.groups = [*intent.groups, when]
        plan = self._listing(intent)
        if isinstance(plan, SqlPlan) and intent.sort and not intent.rank:  # "..., oldest first"
            body = plan.sql[: plan.sql.upper().rindex("ORDER BY")]
            order = "ASC" if intent.sort == "asc" else "DESC"
            sql = self._dialect_sql(f"{body} ORDER BY {safe_name(when.name)} {order}")
            return SqlPlan(sql, plan.title, plan.chart, plan.x, plan.y, plan.understood)
        if not isinstance(plan, SqlPlan) or not intent.rank:
            return plan
        limit = intent.limit or (10 if intent.plural else 1)
        body = plan.sql[: plan.sql.upper().rindex("ORDER BY")]
        order = "ASC" if intent.rank == "asc" else "DESC"
        cut = "" if intent.keep_all and intent.limit is None else f" LIMIT {int(limit)}"
        sql = self._dialect_sql(f"{body} ORDER BY {safe_name(when.name)} {order}{cut}")
        return SqlPlan(sql, plan.title, plan.chart, plan.x, plan.y, plan.understood)

    def _listing(self, intent: Intent) -> Plan:
        try:
            sql = self._dialect_sql(listing_sql(self._composer, intent, self.index.numeric_dims))
        except BuildError as exc:
            return UnknownPlan(f"I cannot list that: {exc}.")
        keys = {g for g in intent.groups if g.name in self.catalog.models[g.model].entities}
        labels = " and ".join(g.label.lower() for g in intent.groups if g not in keys)
        labels = labels or " and ".join(g.label.lower() for g in intent.groups)
        said = f"the list of {labels}"
        if intent.periods:
            said += " in " + " and ".join(p.label for p in intent.periods)
            if intent.time_dim is not None:
                said += f" (by {intent.time_dim.label.lower()})"
        said += "".join(f", where {filter_text(f)}" for f in intent.filters)
        return SqlPlan(sql, f"List of {labels}", intent.chart or "table", None, None, said)

    # ---- asking back ------------------------------------------------------------------------------

    def quantity_choices(self, n: int = 6, *, needed: Sequence[Dim] = ()) -> tuple[str, ...]:
        """Labels of the main quantities (metrics others build on first) that can reach ``needed``."""
        return self._asker.quantity_choices(n, needed=needed)

    def summarize(
        self, plan: SqlPlan, columns: list[str], rows: list[tuple[Any, ...]], row_count: int
    ) -> str:
        """A sentence or two with the actual numbers of a result."""
        return summarize(self.catalog, plan, columns, rows, row_count)

    def suggestions(self, n: int = 4) -> list[str]:
        """Example questions drawn from the semantic layer, for an empty chat."""
        self._ready()
        ranked = ranked_quantities(self.catalog)
        return suggestions(self.catalog, ranked, self.index.values, self.index.dates, n)


def _period_order(sql: str) -> list[str]:
    """The periods' labels in the order the SQL names them ("THEN 'March 2020' ... THEN 'March 2019'"), so
    the columns follow the question; years in a ``YEAR(...)`` period keep their own order."""
    return re.findall(r"THEN '([^']+)'", sql)


def _with_filters(m: Measure, filters: tuple[str, ...]) -> Measure:
    """``m`` counting only the rows that also meet ``filters`` (a measure's own conditions)."""
    q = m.quantity
    if q is None or not isinstance(q.node, Leaf):
        return m
    return replace(m, quantity=replace(q, node=replace(q.node, filters=(*q.node.filters, *filters))))


def _one_series(plan: Plan) -> tuple[SqlPlan, str, str] | None:
    """``plan`` with its x and y when it is one plain series (a figure per member or period, no LIMIT, plain
    column names) that a wrapping query can select from; None otherwise."""
    if not isinstance(plan, SqlPlan) or plan.x is None or plan.y is None or "LIMIT" in plan.sql.upper():
        return None
    if safe_name(plan.x) != plan.x or safe_name(plan.y) != plan.y:
        return None
    return plan, plan.x, plan.y
