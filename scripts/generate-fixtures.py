#!/usr/bin/env python3
"""Generate tv's bundled TVmaze sample week: the `Fixtures/` tree.

Every byte comes from this script (Python 3.11 standard library only) and the tables it reads from
scripts/fixture-data/ (shows, networks, the week's grid, cast, titles, word lists, summaries). The same
arguments always give the same bytes, so rerunning it is safe:

    python3 scripts/generate-fixtures.py                       # rewrite Fixtures/ beside scripts/
    python3 scripts/generate-fixtures.py --out /tmp/x --rows-per-day 250 --index-size 70000

The layout is documented in Fixtures/README.md. `Fixtures/README.md` and `Fixtures/sessions/` are
never touched; everything else that this script writes is deleted and rewritten on each run.

The show titles, networks and people are real; the week (2026-11-16 .. 2026-11-22) is in the future
of any recorded data, so episode titles, guests, numbers and summaries are invented (except the
finished shows whose real episode titles are in fixture-data/detail.json). Ids follow TVmaze's habits (they grow
with the date an item was added) but are not TVmaze's, apart from a few well-known show and network ids.
"""
from __future__ import annotations

import argparse
import bisect
import datetime as dt
import json
import math
import os
import random
import re
import time
import unicodedata
import zlib
from zoneinfo import ZoneInfo

# ----------------------------------------------------------------------------------------------
# The week
# ----------------------------------------------------------------------------------------------

SEED = 20261116
COUNTRY = "US"
TZ_NAME = "America/New_York"
NY = ZoneInfo(TZ_NAME)
UTC = dt.timezone.utc
WEEK_START = dt.date(2026, 11, 16)                       # Monday
WEEK = [WEEK_START + dt.timedelta(days=i) for i in range(7)]
NOW_TEXT = "2026-11-18T20:30:00-05:00"                   # Wednesday evening, inside the week
NOW = dt.datetime.fromisoformat(NOW_TEXT)
NOW_TS = int(NOW.timestamp())
# Programming days whose airings can land in a day file: the Sunday before feeds Monday's head.
PROGRAM_DAYS = [WEEK_START - dt.timedelta(days=1)] + WEEK
OLD_ERA = dt.date(2014, 6, 1)                           # TVmaze's launch: older items were imported then
GENERATED = ("manifest.json", "schedule", "schedule-web", "shows", "search", "index", "updates", "errors", "images")
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DAY_LETTERS = "MTWRFSU"                                  # Monday .. Sunday, as used in the grid below
API = "https://api.tvmaze.com"
WWW = "https://www.tvmaze.com"
IMG = "https://static.tvmaze.com/uploads/images"
DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixture-data")


def load_data(name):
    """The table in fixture-data/NAME.json: the names, ids and texts the generator draws on."""
    with open(os.path.join(DATA, name + ".json"), encoding="utf-8") as file:
        return json.load(file)


CHANNELS = load_data("channels")        # countries, networks, web channels
CATALOG_DATA = load_data("catalog")     # the shows, the week's grid, marathon pools, known IMDb ids
WORDS = load_data("words")              # names, title words, episode events, teams
SUMMARIES = load_data("summaries")      # HTML summaries by show and by type
FILLER = load_data("filler")            # the show index's invented filler


def D(text):
    return dt.date.fromisoformat(text)


def rng_for(*parts):
    """An independent, reproducible random stream per component (string seeds hash with SHA-512)."""
    return random.Random("/".join(str(p) for p in (SEED,) + parts))


_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), check_circular=False)


def dumps(value):
    return _ENCODER.encode(value)


def slugify(text):
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^a-z0-9]+", "-", folded.lower()).strip("-")


def search_key(query):
    """Search file name for a query: lowercased, runs of non letters/digits as one '-', trimmed."""
    out, dash = [], False
    for ch in query.lower():
        if ch.isalpha() or ch.isdigit():
            if dash and out:
                out.append("-")
            out.append(ch)
            dash = False
        else:
            dash = True
    return "".join(out)


def add_minutes(hhmm, minutes):
    h, m = map(int, hhmm.split(":"))
    total = (h * 60 + m + minutes) % 1440
    return f"{total // 60:02d}:{total % 60:02d}"


def slot_of(runtime):
    """Length of a grid slot for consecutive episodes: the runtime rounded up to 15 minutes."""
    return max(15, -(-runtime // 15) * 15)


def instant_of(airdate, airtime, tz):
    """The real instant of an airing. airtime 00:00-04:59 belongs to the programming day before,
    so it is on the calendar day after airdate. An empty airtime is TVmaze's 12:00 UTC placeholder."""
    if airtime == "":
        return dt.datetime(airdate.year, airdate.month, airdate.day, 12, 0, tzinfo=UTC)
    h, m = map(int, airtime.split(":"))
    day = airdate + dt.timedelta(days=1) if h < 5 else airdate
    local = dt.datetime(day.year, day.month, day.day, h, m, tzinfo=tz)
    return local.astimezone(UTC)


def stamp(instant):
    return instant.strftime("%Y-%m-%dT%H:%M:%S+00:00")


def interp(anchors, date):
    if date <= anchors[0][0]:
        return anchors[0][1]
    for (d0, v0), (d1, v1) in zip(anchors, anchors[1:]):
        if date <= d1:
            span = (d1 - d0).days
            return v0 + (v1 - v0) * (date - d0).days / span
    return anchors[-1][1]


def ts_of(date, hour=12):
    return int(dt.datetime(date.year, date.month, date.day, hour, tzinfo=UTC).timestamp())


class IdSpace:
    """Unique ids that grow with the date an item was added, like TVmaze's."""

    def __init__(self, name, anchors, old_top=None):
        self.rng = rng_for("ids", name)
        self.anchors = [(D(d), v) for d, v in anchors]
        self.used = set()
        self.old_cursor = 1
        self.old_top = old_top

    def _take(self, value):
        while value in self.used or value < 1:
            value += 1
        self.used.add(value)
        return value

    def near(self, date, jitter=2000):
        return self._take(int(interp(self.anchors, date)) + self.rng.randint(0, jitter))

    def run(self, date, count, jitter=2000, step=(1, 3)):
        """Ids for items created together (a season's episodes): increasing, close together."""
        if date < OLD_ERA and self.old_top:
            return self.old_run(count)
        cur = int(interp(self.anchors, date)) + self.rng.randint(0, jitter)
        out = []
        for _ in range(count):
            cur = self._take(cur)
            out.append(cur)
            cur += self.rng.randint(*step)
        return out

    def old_run(self, count, gap=(150, 6000)):
        out = []
        cur = self.old_cursor
        for _ in range(count):
            cur = self._take(cur)
            out.append(cur)
            cur += self.rng.randint(1, 2)
        self.old_cursor = cur + self.rng.randint(*gap)
        assert self.old_top is None or self.old_cursor < self.old_top, "old id block overflow"
        return out


EPISODE_IDS = IdSpace("episode", [("2014-06-01", 600000), ("2017-04-01", 1080000), ("2020-01-01", 1750000),
                                  ("2023-01-01", 2450000), ("2027-01-01", 3420000)], old_top=590000)
SEASON_IDS = IdSpace("season", [("2014-06-01", 6000), ("2017-04-01", 26000), ("2020-01-01", 90000),
                                ("2023-01-01", 140000), ("2027-01-01", 198000)], old_top=5900)
PERSON_IDS = IdSpace("person", [("1940-01-01", 1), ("2014-06-01", 59000), ("2017-04-01", 300000),
                                ("2020-01-01", 1200000), ("2023-01-01", 2300000), ("2027-01-01", 3300000)])
CHARACTER_IDS = IdSpace("character", [("1940-01-01", 1), ("2014-06-01", 40000), ("2017-04-01", 250000),
                                      ("2020-01-01", 800000), ("2023-01-01", 1300000), ("2027-01-01", 1900000)])
IMAGE_IDS = IdSpace("image", [("2014-06-01", 1000), ("2016-06-01", 78000), ("2019-06-01", 527000),
                              ("2022-04-01", 1015000), ("2027-01-01", 1760000)])


def image_obj(kind, date, jitter=3000):
    """A TVmaze image pair; kind is 'portrait' (shows, seasons, people) or 'landscape' (episodes)."""
    iid = IMAGE_IDS.near(max(date, OLD_ERA), jitter)
    folder = iid // 2500
    return {"medium": f"{IMG}/medium_{kind}/{folder}/{iid}.jpg",
            "original": f"{IMG}/original_untouched/{folder}/{iid}.jpg"}


# ----------------------------------------------------------------------------------------------
# Networks and web channels (TVmaze ids where known, plausible ids otherwise)
# ----------------------------------------------------------------------------------------------

COUNTRIES = CHANNELS["countries"]      # code: [name, time zone]


def country_obj(code):
    if code is None:
        return None
    name, tz = COUNTRIES[code]
    return {"name": name, "code": code, "timezone": tz}


NETWORK_ROWS = CHANNELS["networks"]    # [id, name, country code, official site]
WEB_ROWS = CHANNELS["web_channels"]


def _channels(rows):
    out = {}
    ids = set()
    for cid, name, cc, site in rows:
        assert cid not in ids and name not in out, name
        ids.add(cid)
        out[name] = {"id": cid, "name": name, "country": country_obj(cc), "officialSite": site}
    return out


NETWORKS = _channels(NETWORK_ROWS)
WEBCHANNELS = _channels(WEB_ROWS)


def channel_tz(show):
    ch = show["network"] or show["webChannel"]
    if ch and ch["country"]:
        return ZoneInfo(ch["country"]["timezone"])
    return NY

# ----------------------------------------------------------------------------------------------
# The catalog: real US shows (plus the search-result and detail shows)
# ----------------------------------------------------------------------------------------------
# fixture-data/catalog.json: "shows" has a row per show (name, channel, type, genres, runtime, premiered, then options;
# `key` names a show whose name is not unique), "grid" the airings that repeat by weekday (days: letters of MTWRFSU,
# time, show; n airings in a row, tier, rt runtime, special, slot minutes, name), "pools" the optional marathon windows
# used to reach the requested rows per day (`saturday` replaces `weekend` on Saturdays: Sunday evenings are the grid's).
# Show options:
#   ended: date string (status Ended)      status: explicit status        id: known TVmaze show id
#   web: a web channel when the show has BOTH a network and a web channel
#   ys: seasons are years (daily shows)     cs: current season number     ep0: first number this week
#   lang, rating (None = invented, "null" = null), weight, site (None = invented, "" = null),
#   img (False = image null), summary (None = invented, "null" = null, "empty" = ""), rt_null (runtime null)

CATALOG = {}
ORDER = []
for row in CATALOG_DATA["shows"]:
    key = row.get("key") or row["name"]
    assert key not in CATALOG, key
    CATALOG[key] = dict(key=key, **{field: value for field, value in row.items() if field != "key"})
    ORDER.append(key)
GRID = [dict(days=row["days"], time=row["time"], show=row["show"], n=row.get("n", 1), tier=row.get("tier", 1),
             rt=row.get("rt"), special=row.get("special"), slot=row.get("slot"), name=row.get("name"))
        for row in CATALOG_DATA["grid"]]
POOLS = [dict(shows=row["shows"], weekday=row["weekday"], weekend=row["weekend"], block=row["block"],
              saturday=row.get("saturday", row["weekend"])) for row in CATALOG_DATA["pools"]]

# ----------------------------------------------------------------------------------------------
# Detail shows (fixture-data/detail.json): full episode lists, seasons and cast, and real titles by season
# ----------------------------------------------------------------------------------------------
# season spec: n, start, count | drops [(date, count)] | parts [(start, count)]; optional day, time,
# per (episodes per air date), doubles (numbers airing right after the previous one), net (network
# of that season), name, gap (chance of a skipped week), order ("null" for episodeOrder null).
# "current" is the season running in the sample week: the week's grid airings are part of it, then
# `future` dated episodes and `tba` undated ones follow.


def first_weekday(date, weekday):
    return date + dt.timedelta(days=(weekday - date.weekday()) % 7)


# cast rows: [person, character, gender, country, birthday, options] with options "self", "voice", "dead:YYYY-MM-DD",
# "noimg" (person image null); character "" means the person appears as themself.
DETAIL = load_data("detail")
for spec in DETAIL.values():
    if "titles" in spec:           # real episode titles by season
        spec["titles"] = {int(season): names for season, names in spec["titles"].items()}

# ----------------------------------------------------------------------------------------------
# Text: episode titles, guests, HTML summaries (invented; entity styles vary like TVmaze's)
# ----------------------------------------------------------------------------------------------

FIRST = WORDS["first"]
LAST = WORDS["last"]
ADJ = WORDS["adj"]
NOUN = WORDS["noun"]
VERBING = WORDS["verbing"]
BAKE_A = WORDS["bake_a"]
BAKE_N = WORDS["bake_n"]
REAL_N = WORDS["real_n"]
GOLD_N = WORDS["gold_n"]
DATING_N = WORDS["dating_n"]
OAK_N = WORDS["oak_n"]
LWT_TOPICS = WORDS["lwt_topics"]
POKE_N = WORDS["poke_n"]
EVENTS = WORDS["events"]
REACTIONS = WORDS["reactions"]
SUBPLOTS = WORDS["subplots"]
REAL_EVENTS = WORDS["real_events"]


def roman(n):
    out = ""
    for value, digits in ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"),
                          (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while n >= value:
            out += digits
            n -= value
    return out


def person(r):
    return f"{r.choice(FIRST)} {r.choice(LAST)}"


def guests(r, k=None):
    k = k or r.choice((1, 2, 2, 3))
    return ", ".join(person(r) for _ in range(k))


def generic_title(r, chars=()):
    pick = r.random()
    if chars and pick < 0.18:
        return f"{r.choice(chars)}'s {r.choice(NOUN)}"
    if chars and pick < 0.26:
        return f"{r.choice(chars)} and the {r.choice(ADJ)} {r.choice(NOUN)}"
    if pick < 0.45:
        return f"The {r.choice(ADJ)} {r.choice(NOUN)}"
    if pick < 0.58:
        return f"{r.choice(VERBING)} the {r.choice(NOUN)}"
    if pick < 0.70:
        return f"{r.choice(NOUN)} and {r.choice(NOUN)}"
    if pick < 0.80:
        return f"{r.choice(ADJ)} {r.choice(NOUN)}"
    if pick < 0.88:
        return f"Out of the {r.choice(NOUN)}"
    return r.choice(NOUN)


class Entities:
    """HTML escaping in one of TVmaze's historical styles."""

    def __init__(self, r):
        self.apos = r.choice(["'", "'", "&#39;", "&#8217;"])
        self.quote = r.choice(['"', "&quot;"])
        self.named = r.random() < 0.3        # é as &eacute; (old payloads)

    def __call__(self, text):
        text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        text = text.replace("'", self.apos).replace('"', self.quote)
        if self.named:
            text = text.replace("é", "&eacute;").replace("ñ", "&ntilde;").replace("á", "&aacute;")
        return text


def episode_summary(r, style, chars, name):
    """An invented one-paragraph episode summary (HTML)."""
    ent = Entities(r)
    people = list(chars) or ["the team"]
    if style in ("guests", "talk"):
        text = f"<p>Guests include {ent(person(r))} and {ent(person(r))}; musical guest {ent(person(r))}.</p>"
    elif style in ("reality", "oak", "baking", "pokemon", "gold", "dating"):
        lead = ent(r.choice(REAL_EVENTS))
        text = f"<p>{lead[0].upper() + lead[1:]}.</p>"
        if r.random() < 0.3:
            text = text[:-4] + f"<br>Meanwhile, {ent(r.choice(people))} {ent(r.choice(SUBPLOTS))}.</p>"
    elif style == "lwt":
        text = f"<p>John Oliver discusses <b>{ent(name)}</b>.</p>"
    elif style == "capitulo":
        text = f"<p>{ent(r.choice(people))} descubre la verdad sobre la familia Elizondo.</p>"
    else:
        c1 = r.choice(people)
        c2 = r.choice([p for p in people if p != c1] or people)
        text = (f"<p>When {ent(r.choice(EVENTS))}, <b>{ent(c1)}</b> {ent(r.choice(REACTIONS))}. "
                f"Meanwhile, {ent(c2)} {ent(r.choice(SUBPLOTS))}.</p>")
        if r.random() < 0.12:
            text = text.replace(". Meanwhile", ".&nbsp; Meanwhile")
        if r.random() < 0.1:
            text = text.replace("<p>", "<p><i>Part&nbsp;1 of 2.</i> ")
    return text


SHOW_BLURBS = SUMMARIES["shows"]
TYPE_BLURBS = SUMMARIES["types"]    # by show type; {n} is the name, {c} the channel


def show_summary(entry, r, channel_name):
    if entry.get("summary") == "null":
        return None
    if entry.get("summary") == "empty":
        return ""
    if entry["key"] in SHOW_BLURBS:
        return SHOW_BLURBS[entry["key"]]
    if entry.get("lang") == "Spanish":
        return r.choice(["<p>Telenovela de {c}.</p>", "<p>Programa de {c} con noticias, entrevistas y entretenimiento.</p>",
                         "<p><b>{n}</b>: la historia de una familia marcada por el amor y la traición.</p>"]
                        ).format(n=html_escape(entry["name"]), c=html_escape(channel_name))
    if entry.get("kids"):
        return f"<p><b>{html_escape(entry['name'])}</b> helps kids learn through stories, songs and play.</p>"
    genre = (entry["genres"][0].lower() if entry["genres"] else "drama")
    template = r.choice(TYPE_BLURBS.get(entry["type"], TYPE_BLURBS["Scripted"]))
    return template.format(n=html_escape(entry["name"]), c=html_escape(channel_name), g=genre)


def html_escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


# ----------------------------------------------------------------------------------------------
# Engine
# ----------------------------------------------------------------------------------------------

HOLIDAYS = {D("2026-11-26"), D("2026-11-27"), D("2026-12-24"), D("2026-12-25"), D("2026-12-31"), D("2027-01-01")}
KNOWN_IMDB = CATALOG_DATA["imdb"]
DAY_START = {d: dt.datetime(d.year, d.month, d.day, 4, 0, tzinfo=NY).astimezone(UTC) for d in
             WEEK + [WEEK[-1] + dt.timedelta(days=1)]}


def file_days(instant):
    """The day files an instant belongs to: D 04:00 .. D+1 04:00 in New York, both ends included."""
    return [d for d in WEEK if DAY_START[d] <= instant <= DAY_START[d + dt.timedelta(days=1)]]


class Show:
    """A catalog entry plus everything derived for it."""

    def __init__(self, entry):
        self.e = entry
        self.key = entry["key"]
        self.name = entry["name"]
        self.id = entry.get("id")
        self.slug = entry.get("slug") or slugify(self.name)
        ch = entry["channel"]
        self.network = NETWORKS.get(ch)
        self.web = WEBCHANNELS.get(ch)
        assert self.network or self.web, ch
        if entry.get("web"):
            self.web = WEBCHANNELS[entry["web"]]
        self.tz = channel_tz({"network": self.network, "webChannel": self.web})
        self.premiered = D(entry["premiered"]) if entry["premiered"] else None
        self.runtime = entry["runtime"] if not entry.get("rt_null") else None
        self.avg = entry.get("avg") or entry["runtime"]
        self.episodes = []        # every episode this data set knows (stored or linked)
        self.stored = False       # has episodes.json/seasons.json/cast.json
        self.seasons = []
        self.cast = []
        self.prev = self.next = None
        self.obj = None

    @property
    def channel_name(self):
        return (self.network or self.web)["name"]

    @property
    def us_local(self):
        """Listed by /schedule?country=US: a US network, or a US web channel without a network."""
        if self.network:
            return (self.network["country"] or {}).get("code") == "US"
        return (self.web["country"] or {}).get("code") == "US"

    @property
    def web_only(self):
        return self.network is None


def assign_show_ids(shows):
    space = IdSpace("show", [("2014-06-01", 1000), ("2015-06-01", 3000), ("2016-06-01", 15000), ("2018-01-01", 33000),
                             ("2019-06-01", 41000), ("2022-04-01", 56000), ("2023-06-01", 66000),
                             ("2024-06-01", 73000), ("2025-06-01", 80000), ("2026-06-01", 87000),
                             ("2027-01-01", 91000)])
    for s in shows:
        if s.id:
            assert s.id not in space.used, s.key
            space.used.add(s.id)
    r = rng_for("show-ids")
    for s in shows:
        if s.id:
            continue
        if s.premiered and s.premiered < OLD_ERA:
            while True:
                candidate = r.randint(100, 45000)
                if candidate not in space.used:
                    space.used.add(candidate)
                    s.id = candidate
                    break
        else:
            added = (s.premiered or D("2025-10-01")) - dt.timedelta(days=r.randint(60, 400))
            s.id = space.near(added, 600)
    return space.used


class Episode:
    __slots__ = ("show", "id", "season", "number", "type", "date", "time", "runtime", "name", "summary", "image",
                 "rating", "instant", "order", "obj", "stored")

    def __init__(self, show, season, number, typ, date, time_, runtime, name=None):
        self.show, self.season, self.number, self.type = show, season, number, typ
        self.date, self.time, self.runtime, self.name = date, time_, runtime, name
        self.summary = self.image = self.rating = None
        self.instant = instant_of(date, time_, show.tz) if date else None
        self.id = self.order = self.obj = None
        self.stored = False

    def to_json(self):
        s = self.show
        if self.obj is None:
            if self.number is None:
                url_tail = f"{s.slug}-s{self.season:02d}-special" + (f"-{slugify(self.name)}" if slugify(self.name) else "")
            else:
                url_tail = f"{s.slug}-{self.season}x{self.number:02d}" + (f"-{slugify(self.name)}" if slugify(self.name) else "")
            self.obj = {
                "id": self.id, "url": f"{WWW}/episodes/{self.id}/{url_tail}", "name": self.name,
                "season": self.season, "number": self.number, "type": self.type,
                "airdate": self.date.isoformat() if self.date else "", "airtime": self.time,
                "airstamp": stamp(self.instant) if self.instant else None, "runtime": self.runtime,
                "rating": {"average": self.rating}, "image": self.image, "summary": self.summary,
                "_links": {"self": {"href": f"{API}/episodes/{self.id}"},
                           "show": {"href": f"{API}/shows/{s.id}", "name": s.name}},
            }
        return self.obj


def rating_value(r, quality, spread=0.5):
    value = max(1.0, min(10.0, r.gauss(quality, spread)))
    value = round(value, 1)
    if r.random() < 0.08:
        return int(round(value))
    return int(value) if value == int(value) else value


# --- detail timelines -------------------------------------------------------------------------

def next_weekday(d):
    d += dt.timedelta(days=1)
    while d.weekday() >= 5:
        d += dt.timedelta(days=1)
    return d


def season_dates(spec, cadence, day, time_, runtime, r):
    """(date, time) of each regular episode of a finished season."""
    out = []
    slot = slot_of(runtime or 30)
    if "drops" in spec:
        for d, count in spec["drops"]:
            out += [(D(d), time_)] * count
        return out
    if "parts" in spec:
        for start, count in spec["parts"]:
            out += season_dates(dict(start=start, count=count, gap=spec.get("gap", 0.05)), "weekly", day, time_,
                                runtime, r)
        return out
    start, count = D(spec["start"]), spec["count"]
    per, doubles, gap = spec.get("per", 1), set(spec.get("doubles", ())), spec.get("gap", 0.08)
    d = start
    while len(out) < count:
        k = 0
        while len(out) < count and (k < per or (len(out) + 1) in doubles):
            out.append((d, add_minutes(time_, k * slot) if time_ else ""))
            k += 1
        if cadence == "daily":
            d = next_weekday(d)
            while r.random() < gap or (d.month == 12 and d.day >= 24) or (d.month == 1 and d.day == 1):
                d = next_weekday(d)
        else:
            d += dt.timedelta(days=7)
            while r.random() < gap:
                d += dt.timedelta(days=7)
    return out


def build_detail(show, spec, anchors):
    """Seasons and episodes of a detail show; the week's grid airings (anchors) are part of the current season."""
    r = rng_for("detail", show.key)
    cadence = spec.get("cadence", "weekly")
    runtime = show.runtime or show.avg or 30
    specs = list(spec.get("seasons", []))
    if "yearly" in spec:
        first, current_year = D(spec["yearly"][0]), spec["yearly"][1]
        for year in range(first.year, current_year):
            start = first if year == first.year else first_weekday(dt.date(year, 1, 3), 0)
            end = dt.date(year, 12, 19)
            days = sum(1 for i in range((end - start).days) if (start + dt.timedelta(days=i)).weekday() < 5)
            specs.append(dict(n=year, start=start.isoformat(), count=int(days * 0.95), gap=0.04, order="null"))
    seasons = []   # (spec, [Episode])
    for sp in specs:
        day = sp.get("day", spec["day"])
        time_ = sp.get("time", spec["time"])
        eps = [Episode(show, sp["n"], None, "regular", d, t, runtime)
               for d, t in season_dates(sp, cadence, day, time_, runtime, r)]
        seasons.append((sp, eps))
    cur = spec.get("current")
    if cur:
        eps = []
        if "drops" in cur:
            for d, count in cur["drops"]:
                eps += [Episode(show, cur["n"], None, "regular", D(d), spec["time"], runtime) for _ in range(count)]
        else:
            regular = sorted((a["P"], a["time"]) for a in anchors if not a["special"])
            assert regular, f"{show.key}: current season needs airings in the grid"
            by_date = {}
            for d, t in regular:
                by_date.setdefault(d, []).append(t)
            pattern = by_date[regular[0][0]]
            first = regular[0][0]
            if cadence == "daily" or cur["n"] >= 1900:
                start = D(cur["start"]) if "start" in cur else first_weekday(dt.date(first.year, 1, 3), 0)
                candidates = []
                d = start
                while d < first:
                    if d.weekday() < 5 and r.random() > 0.03:
                        candidates.append(d)
                    d += dt.timedelta(days=1)
                before = candidates
                future, d = [], max(by_date)
                while len(future) < cur.get("future", 0):
                    d = next_weekday(d)
                    if d not in HOLIDAYS and not (d.month == 12 and d.day >= 21):
                        future.append(d)
            else:
                start = D(cur["start"])
                assert (first - start).days % 7 == 0, f"{show.key}: current season start is not on the airing weekday"
                candidates = [start + dt.timedelta(weeks=w) for w in range((first - start).days // 7)]
                per = len(pattern)
                order = cur.get("order")
                if isinstance(order, int):
                    want = max(1, (order - len(regular) - per * cur.get("future", 0) - cur.get("tba", 0)) // per)
                    want = min(want, len(candidates))
                else:
                    want = max(1, round(len(candidates) * 0.9))
                keep = set(r.sample(candidates[1:], max(0, want - 1))) if len(candidates) > 1 else set()
                before = [c for c in candidates if c == start or c in keep]
                future, d = [], max(by_date)
                while len(future) < cur.get("future", 0):
                    d += dt.timedelta(days=7)
                    if d not in HOLIDAYS and not (d.month == 12 and d.day >= 20) and not (d.month == 1 and d.day <= 3):
                        future.append(d)
            for d in before + sorted(by_date) + future:
                times = by_date.get(d, pattern)
                eps += [Episode(show, cur["n"], None, "regular", d, t, runtime) for t in times]
            eps += [Episode(show, cur["n"], None, "regular", None, "", runtime) for _ in range(cur.get("tba", 0))]
        for a in anchors:
            if a["special"]:
                ep = Episode(show, cur["n"], None, a["special"], a["P"], a["time"], runtime, a["name"])
                eps.append(ep)
        seasons.append((dict(cur, current=True), eps))
    # specials listed in the spec
    for sn, d, t, name, kind in spec.get("specials", []):
        date = D(d)
        if sn is None:
            sn = max((sp["n"] for sp, eps in seasons if eps and eps[0].date and eps[0].date <= date), default=1)
        typ = "significant_special" if kind == "s" else "insignificant_special"
        target = next(eps for sp, eps in seasons if sp["n"] == sn)
        target.append(Episode(show, sn, None, typ, date, t, runtime if kind == "s" else r.choice((4, 6, 8, 12)), name))
    # recurring specials
    for sp, eps in seasons:
        dated = [e for e in eps if e.date and e.type == "regular"]
        if spec.get("oak_specials") and sp["n"] >= 5 and not sp.get("current"):
            for host in r.sample(dated, min(3, len(dated))):
                name = "Drilling Down: " + r.choice(OAK_N)
                eps.append(Episode(show, sp["n"], None, "significant_special", host.date, "20:00", 60, name))
        if spec.get("web_extras") and sp["n"] >= 8 and not sp.get("current") and dated:
            for host in r.sample(dated, 2):
                eps.append(Episode(show, sp["n"], None, "insignificant_special", host.date + dt.timedelta(days=1), "",
                                   r.choice((6, 9, 12)), "Web Exclusive: " + r.choice(LWT_TOPICS)))
        if spec.get("reunions") and dated:
            eps.append(Episode(show, sp["n"], None, "significant_special", dated[-1].date + dt.timedelta(days=7), "",
                               60, "The Reunion"))
    # order, numbers, names, ids, extras
    chars = [c[1].split()[0] for c in spec.get("cast", []) if c[1] and c[1] not in ("Host", "Judge", "Narrator", "Various",
                                                                                     "Panelist")]
    if spec["style"] == "simpsons":
        chars = ["Homer", "Marge", "Bart", "Lisa", "Maggie", "Moe", "Mr. Burns", "Krusty", "Milhouse", "Ned", "Apu"]
    titles = spec.get("titles", {})
    all_eps = []
    for sp, eps in seasons:
        eps.sort(key=lambda e: (e.date is None, e.date or dt.date.max, e.time or "", e.type != "regular"))
        number = 0
        pool_oak = r.sample(OAK_N, len(OAK_N))
        for e in eps:
            if e.type == "regular":
                number += 1
                e.number = number
            if e.name is None:
                e.name = detail_title(spec["style"], titles, sp["n"], e.number, r, chars, pool_oak)
        if spec["style"] == "simpsons" and sp["n"] >= 2:
            autumn = [e for e in eps if e.type == "regular" and e.date and e.date.month in (10, 11)]
            if autumn:
                min(autumn, key=lambda e: abs((e.date - dt.date(e.date.year, 10, 31)).days)).name = \
                    f"Treehouse of Horror {roman(sp['n'] - 1)}"
        start = next((e.date for e in eps if e.date), None) or D("2026-09-01")
        created = start - dt.timedelta(days=r.randint(20, 120))
        regular = [e for e in eps if e.type == "regular"]
        if len(regular) > 60:
            ids = [EPISODE_IDS.near((e.date or created) - dt.timedelta(days=r.randint(5, 30)), 300)
                   if (e.date or created) >= OLD_ERA else None for e in regular]
            old = [e for e, i in zip(regular, ids) if i is None]
            for e, i in zip(old, EPISODE_IDS.old_run(len(old))):
                e.id = i
            for e, i in zip(regular, ids):
                if i is not None:
                    e.id = i
        else:
            for e, i in zip(regular, EPISODE_IDS.run(created, len(regular))):
                e.id = i
        for e in eps:
            if e.id is None:
                when = (e.date or start) - dt.timedelta(days=r.randint(3, 20))
                e.id = EPISODE_IDS.old_run(1)[0] if when < OLD_ERA else EPISODE_IDS.near(when, 800)
            decorate_episode(e, spec, r, chars)
        all_eps += eps
        sp["_eps"] = eps
    show.seasons = [sp for sp, _ in seasons]
    show.stored = True
    return all_eps


def detail_title(style, titles, season, number, r, chars, pool_oak):
    if number is not None and season in titles and number <= len(titles[season]):
        return titles[season][number - 1]
    if style == "guests":
        return guests(r)
    if style == "capitulo":
        return f"Capítulo {number}"
    if style == "jp":
        return f"第{number}話"
    if style == "oak":
        return pool_oak.pop() if pool_oak else generic_title(r)
    if style in ("reality",):
        return r.choice(REAL_N)
    if style == "gold":
        return r.choice(GOLD_N)
    if style == "dating":
        return r.choice(DATING_N)
    if style == "baking":
        return f"{r.choice(BAKE_A)} {r.choice(BAKE_N)}"
    if style == "lwt":
        return r.choice(LWT_TOPICS)
    if style == "pokemon":
        return r.choice(POKE_N) if r.random() < 0.5 else generic_title(r, ["Liko", "Roy", "Dot", "Friede"])
    return generic_title(r, chars)


def decorate_episode(e, spec, r, chars):
    """Summary, image and rating of a detail episode."""
    if e.instant is None:
        return
    past = e.instant <= NOW
    if past:
        if e.date < OLD_ERA and r.random() < 0.06:
            e.summary = ""
        elif r.random() < spec["p_summary"]:
            e.summary = episode_summary(r, spec["style"], chars, e.name)
        if r.random() < spec["p_image"]:
            e.image = image_obj("landscape", e.date + dt.timedelta(days=r.randint(0, 4)), 1500)
        if r.random() < spec["p_rating"]:
            e.rating = rating_value(r, spec["quality"], 0.45)
    elif r.random() < 0.35 and spec["p_summary"] > 0.3:
        e.summary = episode_summary(r, spec["style"], chars, e.name)


def season_objects(show, spec_seasons):
    r = rng_for("seasons", show.key)
    out = []
    for sp in spec_seasons:
        eps = sp["_eps"]
        dated = [e for e in eps if e.date]
        regular = [e for e in eps if e.type == "regular"]
        first = next((e.date for e in regular if e.date), None) or (dated[0].date if dated else None)
        last = max((e.date for e in dated), default=None)
        created = (first or D("2026-09-01")) - dt.timedelta(days=r.randint(30, 300))
        sid = SEASON_IDS.old_run(1, gap=(1, 40))[0] if created < OLD_ERA else SEASON_IDS.near(created, 400)
        order = sp.get("order")
        episode_order = None if order == "null" else (order if isinstance(order, int) else len(regular))
        network = NETWORKS[sp["net"]] if sp.get("net") else show.network
        recent = (first or OLD_ERA) >= D("2016-01-01")
        image = image_obj("portrait", max(first or OLD_ERA, OLD_ERA) + dt.timedelta(days=r.randint(0, 60))) \
            if r.random() < (0.55 if recent else 0.3) and first and first <= NOW.date() else None
        pick = r.random()
        summary = "" if (pick < 0.2 and not recent) else (
            f"<p>Season {sp['n']} of <b>{html_escape(show.name)}</b>.</p>" if pick > 0.93 else None)
        out.append({
            "id": sid, "url": f"{WWW}/seasons/{sid}/{show.slug}-season-{sp['n']}", "number": sp["n"],
            "name": sp.get("name", ""), "episodeOrder": episode_order,
            "premiereDate": first.isoformat() if first else None, "endDate": last.isoformat() if last else None,
            "network": network, "webChannel": show.web, "image": image, "summary": summary,
            "_links": {"self": {"href": f"{API}/seasons/{sid}"}},
        })
    return out


PEOPLE = {}


def cast_objects(show, spec):
    r = rng_for("cast", show.key)
    rows = []
    for name, character, gender, cc, birthday, opts in spec.get("cast", []):
        opts = opts.split(",") if opts else []
        pkey = (name, birthday)
        if pkey not in PEOPLE:
            added = max(show.premiered or OLD_ERA, D("1990-01-01")) - dt.timedelta(days=r.randint(0, 200))
            pid = PERSON_IDS.near(added, 3000)
            death = next((o[5:] for o in opts if o.startswith("dead:")), None)
            PEOPLE[pkey] = {
                "id": pid, "url": f"{WWW}/people/{pid}/{slugify(name)}", "name": name,
                "country": country_obj(cc) if cc in COUNTRIES else extra_country(cc),
                "birthday": birthday, "deathday": death, "gender": {"M": "Male", "F": "Female"}[gender],
                "image": None if "noimg" in opts else image_obj("portrait", added + dt.timedelta(days=r.randint(30, 900))),
                "updated": NOW_TS - r.randint(86400, 86400 * 900),
                "_links": {"self": {"href": f"{API}/people/{pid}"}},
            }
        is_self = bool(spec.get("self")) and "voice" not in opts
        is_voice = bool(spec.get("voice")) or "voice" in opts
        char_name = character or name
        cid = CHARACTER_IDS.near(max(show.premiered or OLD_ERA, D("1990-01-01")), 5000)
        rows.append({
            "person": PEOPLE[pkey],
            "character": {"id": cid, "url": f"{WWW}/characters/{cid}/{show.slug}-{slugify(char_name) or 'character'}",
                          "name": char_name,
                          "image": image_obj("portrait", max(show.premiered or OLD_ERA, OLD_ERA) +
                                             dt.timedelta(days=r.randint(0, 400)))
                          if (r.random() < 0.45 and not is_self) else None,
                          "_links": {"self": {"href": f"{API}/characters/{cid}"}}},
            "self": is_self, "voice": is_voice,
        })
    return rows


EXTRA_COUNTRIES = CHANNELS["extra_countries"]


def extra_country(code):
    name, tz = EXTRA_COUNTRIES[code]
    return {"name": name, "code": code, "timezone": tz}


# --- the week's grid --------------------------------------------------------------------------

def minutes(hhmm):
    h, m = map(int, hhmm.split(":"))
    return h * 60 + m


def expand_grid(by_key):
    airings = []
    block = 0
    for P in PROGRAM_DAYS:
        letter = DAY_LETTERS[P.weekday()]
        for line in GRID:
            if letter not in line["days"]:
                continue
            show = by_key[line["show"]]
            rt = line["rt"] or show.runtime or show.avg or 30
            slot = line["slot"] or slot_of(rt)
            block += 1
            for i in range(line["n"]):
                t = "" if line["time"] == "" else add_minutes(line["time"], i * slot)
                airings.append(dict(show=show, P=P, time=t, rt=rt, tier=line["tier"], special=line["special"],
                                    name=line["name"], block=block, idx=i))
        for pi, pl in enumerate(POOLS):
            r = rng_for("pool", pi, P)
            windows = {5: pl["saturday"], 6: pl["weekend"]}.get(P.weekday(), pl["weekday"])
            for a, b in windows:
                t, end = minutes(a), minutes(b)
                while t < end:
                    show = by_key[r.choice(pl["shows"])]
                    rt = show.runtime or show.avg or 30
                    slot = slot_of(rt)
                    block += 1
                    for i in range(r.randint(*pl["block"])):
                        if t + slot > end:
                            break
                        airings.append(dict(show=show, P=P, time=f"{t // 60:02d}:{t % 60:02d}", rt=rt, tier=2,
                                            special=None, name=None, block=block, idx=i))
                        t += slot
                    if t < end and r.random() < 0.25:
                        t += 30          # a gap: something TVmaze does not list
    for a in airings:
        a["instant"] = instant_of(a["P"], a["time"], a["show"].tz)
        a["days"] = file_days(a["instant"])
        if len(a["days"]) > 1:
            a["tier"] = 0                # overnight carry-over: listed at the tail of D-1 and the head of D
    return airings


def default_targets(rows_per_day):
    if rows_per_day:
        return {d: rows_per_day for d in WEEK}
    r = rng_for("targets")
    out = {}
    for d in WEEK:
        lo, hi = {5: (112, 134), 6: (126, 152)}.get(d.weekday(), (170, 206))
        out[d] = r.randint(lo, hi)
    return out


def select_rows(airings, detail_eps, targets):
    """Choose which grid airings each US day file lists: the fixed ones, then whole blocks by priority."""
    detail_count = {d: 0 for d in WEEK}
    for e in detail_eps:
        if e.show.us_local:
            for d in file_days(e.instant):
                detail_count[d] += 1
    chosen = set()
    shortfall = {}
    for d in WEEK:
        r = rng_for("select", d)
        cands = [a for a in airings if d in a["days"] and a["show"].us_local]
        fixed = [a for a in cands if a["tier"] == 0]
        remaining = targets[d] - len(fixed) - detail_count[d]
        blocks = {}
        for a in cands:
            if a["tier"] != 0:
                blocks.setdefault(a["block"], []).append(a)
        order = sorted(blocks.values(), key=lambda b: (b[0]["tier"], r.random()))
        for a in fixed:
            chosen.add(id(a))
        for b in order:
            if remaining <= 0:
                break
            b.sort(key=lambda a: a["idx"])
            take = b[:remaining]
            for a in take:
                chosen.add(id(a))
            remaining -= len(take)
        if remaining > 0:
            shortfall[d] = remaining
    web = [a for a in airings if a["show"].web_only and a["days"]]
    for a in web:
        chosen.add(id(a))
    return [a for a in airings if id(a) in chosen], shortfall


# --- episodes of shows without an episode list ------------------------------------------------

NFL = WORDS["nfl"]
NCAA = WORDS["ncaa"]
NBA = WORDS["nba"]
MONTHS_ES = WORDS["months_es"]
NFL_WEEK = 11


GAME_SHOWS = {"NFL on CBS", "NFL on FOX", "NBC Sunday Night Football", "Monday Night Football",
              "Thursday Night Football"}
COLLEGE_GAMES = {"College Football on CBS", "College Football on ESPN", "Big Noon Saturday", "Big Ten Saturday Night",
                 "ABC Saturday Night Football"}


class Slate:
    """This week's games: every NFL team plays once (week 11), college and NBA matchups do not repeat."""

    def __init__(self):
        r = rng_for("slate")
        nfl = r.sample(NFL, len(NFL))
        self.nfl = [f"Week {NFL_WEEK}: {nfl[i]} at {nfl[i + 1]}" for i in range(0, len(nfl), 2)]
        ncaa = r.sample(NCAA, len(NCAA))
        self.ncaa = [f"{ncaa[i]} at {ncaa[i + 1]}" for i in range(0, len(ncaa), 2)]
        nba = r.sample(NBA, 14)
        self.nba = [f"{nba[i]} at {nba[i + 1]}" for i in range(0, len(nba), 2)]

    def take(self, show):
        if show.key in GAME_SHOWS:
            return self.nfl.pop()
        if show.key in COLLEGE_GAMES:
            return self.ncaa.pop()
        if show.key == "NBA Wednesday":
            return self.nba.pop()
        return None


SLATE = None


def matchup(show, P, r, link=False):
    """The game of an airing; a linked (unstored) game of another week gets random teams."""
    global SLATE
    if link:
        if show.key in GAME_SHOWS:
            a, b = r.sample(NFL, 2)
            return f"Week {NFL_WEEK + (1 if P > WEEK_START else -1)}: {a} at {b}"
        if show.key in COLLEGE_GAMES or show.key == "NBA Wednesday":
            a, b = r.sample(NCAA if show.key in COLLEGE_GAMES else NBA, 2)
            return f"{a} at {b}"
        return None
    if SLATE is None:
        SLATE = Slate()
    return SLATE.take(show)


def date_name(show, P, time_, multi):
    if show.e.get("lang") == "Spanish":
        base = f"{P.day} de {MONTHS_ES[P.month - 1]} de {P.year}"
    else:
        base = f"{P:%B} {P.day}, {P.year}"
    if multi and time_:
        h = int(time_[:2])
        base += f" - {(h % 12) or 12}{'AM' if h < 12 else 'PM'}"
    return base


def plain_episode_name(show, P, time_, number, r, multi, link=False):
    typ = show.e["type"]
    if typ == "Sports":
        return matchup(show, P, r, link) or date_name(show, P, time_, multi)
    if typ == "News":
        return date_name(show, P, time_, multi)
    if typ == "Talk Show":
        if show.e.get("lang") == "Spanish":
            return date_name(show, P, time_, multi)
        if show.key == "Last Week Tonight with John Oliver":
            return r.choice(LWT_TOPICS)
        return guests(r)
    if typ == "Game Show":
        return f"Episode {number}"
    if show.e.get("lang") == "Spanish":
        return f"Capítulo {number}"
    if show.e.get("lang") == "Japanese":
        return f"第{number}話"
    if typ == "Scripted" and grid_rate(show.key) >= 5:
        return f"Episode {number}"
    if typ in ("Reality", "Documentary"):
        return r.choice(REAL_N) if r.random() < 0.6 else generic_title(r)
    return generic_title(r)


def grid_rate(key):
    rate = 0
    for line in GRID:
        if line["show"] == key:
            rate += len(set(line["days"])) * line["n"]
    return rate or 5


def plain_summary(show, r):
    typ = show.e["type"]
    chance = {"News": 0.06, "Sports": 0.1, "Game Show": 0.1, "Talk Show": 0.3}.get(typ, 0.45)
    if r.random() >= chance:
        return None
    if typ == "Talk Show":
        return episode_summary(r, "talk", (), "")
    if typ == "News":
        return r.choice(["<p>The latest headlines, plus interviews with lawmakers and correspondents.</p>",
                         "<p>Breaking news coverage &amp; analysis.</p>"])
    if typ in ("Sports", "Game Show"):
        return "<p>" + html_escape(r.choice(["Live coverage.", "Contestants compete for cash and prizes.",
                                             "Highlights, analysis and interviews."])) + "</p>"
    if show.e.get("lang") == "Spanish":
        return episode_summary(r, "capitulo", ["Valeria", "Andrés", "Doña Carmen"], "")
    return episode_summary(r, "reality" if typ in ("Reality", "Documentary") else "drama",
                           ("the team", "the family", "the crew"), "")


def plain_episodes(show, airs):
    """Episodes of a show with no stored list: numbered on from an estimate of what aired before the week."""
    r = rng_for("plain", show.key)
    e = show.e
    airs.sort(key=lambda a: (a["instant"], a["idx"]))
    first = airs[0]["P"]
    rate = grid_rate(show.key)
    if e.get("ys"):
        season = first.year
        start = dt.date(first.year, 1, 1)
    else:
        season = e.get("cs") or max(1, 2026 - (show.premiered.year if show.premiered else 2026) + 1)
        if show.premiered and show.premiered >= D("2026-06-01"):
            start = show.premiered
        elif rate >= 5:
            start = D("2026-09-08") + dt.timedelta(days=r.randint(0, 14))
        else:
            start = first - dt.timedelta(weeks=r.randint(2, 9))
    weeks = max(0.0, (first - start).days / 7)
    n0 = e.get("ep0") or max(1, int(rate * weeks * r.uniform(0.85, 0.97)) + 1)
    per_day = {}
    for a in airs:
        per_day[a["P"]] = per_day.get(a["P"], 0) + 1
    eps = []
    number = n0 - 1
    for a in airs:
        if a["special"]:
            ep = Episode(show, season, None, a["special"], a["P"], a["time"], a["rt"], a["name"])
        else:
            number += 1
            ep = Episode(show, season, number, "regular", a["P"], a["time"], a["rt"])
            ep.name = plain_episode_name(show, a["P"], a["time"], ep.number, r, per_day[a["P"]] > 1)
        ep.summary = plain_summary(show, r) if r.random() > 0.015 else ""
        if e["type"] in ("Scripted", "Animation", "Reality") and r.random() < 0.15 and ep.instant <= NOW:
            ep.image = image_obj("landscape", a["P"], 1500)
        if r.random() < 0.02 and ep.instant <= NOW:
            ep.rating = rating_value(r, 7.2)
        ep.id = EPISODE_IDS.near(a["P"] - dt.timedelta(days=r.randint(3, 45)), 900)
        a["episode"] = ep
        eps.append(ep)
    step = 1 if rate >= 5 else 7
    before_date = first - dt.timedelta(days=step)
    while step == 1 and before_date.weekday() >= 5 and rate < 7:
        before_date -= dt.timedelta(days=1)
    last = airs[-1]["P"]
    after_date = last + dt.timedelta(days=step)
    while step == 1 and after_date.weekday() >= 5 and rate < 7:
        after_date += dt.timedelta(days=1)
    prev = Episode(show, season if n0 > 1 else season - 1, n0 - 1 if n0 > 1 else r.randint(12, 24), "regular",
                   before_date, airs[0]["time"], airs[0]["rt"])
    nxt = Episode(show, season, number + 1, "regular", after_date, airs[-1]["time"], airs[-1]["rt"])
    for link in (prev, nxt):
        link.name = plain_episode_name(show, link.date, link.time, link.number, r, False, link=True)
        link.id = EPISODE_IDS.near(link.date - dt.timedelta(days=r.randint(3, 45)), 900)
    past = [x for x in eps if x.instant <= NOW]
    future = [x for x in eps if x.instant > NOW]
    show.prev = past[-1] if past else prev
    show.next = future[0] if future else (nxt if e.get("status", "Running") == "Running" else None)
    show.episodes = eps


def offweek_links(show):
    """previous/next episode links of a show that does not air in the sample week (not stored)."""
    r = rng_for("links", show.key)
    e = show.e
    status = e.get("status") or ("Ended" if e.get("ended") else "Running")
    if status == "In Development" or not show.premiered:
        return
    if e.get("ended"):
        last = D(e["ended"])
    else:
        last = NOW.date() - dt.timedelta(days=r.randint(20, 240))
    years = max(1, last.year - show.premiered.year + 1)
    season = e.get("cs") or (max(1, min(years, r.randint(max(1, years - 1), years))))
    prev = Episode(show, season, r.randint(6, 24), "regular", last, "" if show.web_only else "21:00",
                   show.runtime or show.avg or 30)
    prev.name = "Finale" if e.get("ended") and r.random() < 0.3 else generic_title(r)
    prev.id = EPISODE_IDS.old_run(1)[0] if last < OLD_ERA else EPISODE_IDS.near(last - dt.timedelta(days=20), 900)
    show.prev = prev
    if status == "Running" and r.random() < 0.6:
        nd = NOW.date() + dt.timedelta(days=r.randint(30, 120))
        nxt = Episode(show, season + 1, 1, "regular", nd, prev.time, prev.runtime)
        nxt.name = "Episode 1"
        nxt.id = EPISODE_IDS.near(nd - dt.timedelta(days=60), 900)
        show.next = nxt


# --- show objects -----------------------------------------------------------------------------

def grid_schedule(show):
    lines = [l for l in GRID if l["show"] == show.key and not l["special"]]
    if not lines:
        return None
    main = max(lines, key=lambda l: (len(l["days"]), -GRID.index(l)))
    days = sorted({ch for l in lines for ch in l["days"]}, key=DAY_LETTERS.index)
    return {"time": main["time"], "days": [WEEKDAYS[DAY_LETTERS.index(ch)] for ch in days]}


def show_json(show, in_week):
    r = rng_for("show", show.key)
    e = show.e
    status = e.get("status") or ("Ended" if e.get("ended") else "Running")
    schedule = grid_schedule(show)
    if schedule is None and show.key in DETAIL:
        spec = DETAIL[show.key]
        schedule = {"time": spec["time"], "days": [spec["day"]]}
    if schedule is None and show.episodes:
        first = show.episodes[0]
        schedule = {"time": first.time, "days": [WEEKDAYS[first.date.weekday()]]}
    if schedule is None:
        if status == "In Development":
            schedule = {"time": "", "days": []}
        elif show.web_only:
            schedule = {"time": "", "days": [r.choice(WEEKDAYS[:5])] if r.random() < 0.6 else []}
        else:
            schedule = {"time": r.choice(["20:00", "20:30", "21:00", "21:30", "22:00"]), "days": [r.choice(WEEKDAYS)]}
    rating = e.get("rating")
    if rating == "null":
        rating = None
    elif rating is None:
        base = {"News": 0.15, "Sports": 0.1, "Talk Show": 0.35, "Game Show": 0.35}.get(e["type"], 0.75)
        if e.get("kids"):
            base = 0.3
        rating = rating_value(r, r.uniform(6.3, 8.4), 0.6) if r.random() < base else None
    if show.key in DETAIL and e.get("rating") is None:
        rating = rating_value(r, DETAIL[show.key]["quality"], 0.15)
    if show.key == "Girls":
        rating = 7          # an integer literal, as TVmaze writes some
    site = e.get("site")
    channel = show.network or show.web
    if site == "":
        site = None
    elif site is None:
        root = channel["officialSite"]
        site = f"{root}{'shows/' if r.random() < 0.5 else ''}{show.slug}" if root and r.random() > 0.08 else None
    if show.key in DETAIL or (in_week and e["type"] in ("Scripted", "Animation") and not e.get("kids")):
        weight = r.randint(90, 100)
    elif in_week:
        weight = r.randint(55, 96)
    else:
        weight = r.randint(85, 99) if show.id < 2000 else r.randint(30, 92)
    premiered = show.premiered
    if premiered and premiered < OLD_ERA:
        tvrage = r.randint(1500, 45000) if r.random() < 0.8 else None
    else:
        tvrage = None
    thetvdb = None
    if premiered and premiered <= NOW.date() and (r.random() < 0.85 or show.key in DETAIL):
        thetvdb = int(interp([(D("1950-01-01"), 70000), (D("2008-01-01"), 80000), (D("2014-01-01"), 270000),
                              (D("2020-01-01"), 370000), (D("2027-01-01"), 470000)], premiered)) + r.randint(0, 9000)
    imdb = KNOWN_IMDB.get(show.key)
    if imdb is None and premiered and (r.random() < (0.5 if e["type"] in ("News", "Sports") else 0.9)
                                       or show.key in DETAIL):
        imdb = f"tt{r.randint(80000, 39000000):07d}"
    if e.get("img", True) and premiered:
        image = image_obj("portrait", max(premiered, OLD_ERA) + dt.timedelta(days=r.randint(0, 500)))
    else:
        image = None
    if in_week or status in ("Running", "To Be Determined"):
        updated = NOW_TS - r.randint(1800, 6 * 86400) if in_week else NOW_TS - r.randint(6, 120) * 86400
    elif status == "In Development":
        updated = NOW_TS - r.randint(10, 60) * 86400
    else:
        updated = min(ts_of(D(e["ended"]) + dt.timedelta(days=r.randint(15, 1500))), NOW_TS - r.randint(30, 400) * 86400)
    links = {"self": {"href": f"{API}/shows/{show.id}"}}
    if show.prev:
        links["previousepisode"] = {"href": f"{API}/episodes/{show.prev.id}", "name": show.prev.name}
    if show.next:
        links["nextepisode"] = {"href": f"{API}/episodes/{show.next.id}", "name": show.next.name}
    return {
        "id": show.id, "url": f"{WWW}/shows/{show.id}/{show.slug}", "name": show.name, "type": e["type"],
        "language": e.get("lang", "English"), "genres": e["genres"], "status": status,
        "runtime": show.runtime, "averageRuntime": show.avg, "premiered": premiered.isoformat() if premiered else None,
        "ended": e.get("ended"), "officialSite": site, "schedule": schedule, "rating": {"average": rating},
        "weight": weight, "network": show.network, "webChannel": show.web, "dvdCountry": None,
        "externals": {"tvrage": tvrage, "thetvdb": thetvdb, "imdb": imdb}, "image": image,
        "summary": show_summary(e, r, show.channel_name), "updated": updated, "_links": links,
    }


# --- index filler: many more shows, like the real index ---------------------------------------

FILL_A = FILLER["fill_a"]
FILL_N = FILLER["fill_n"]
FILL_FOREIGN = FILLER["fill_foreign"]
FILL_NETS = FILLER["fill_nets"]
FILL_WEBS = FILLER["fill_webs"]
LANG = FILLER["lang"]
FILL_TYPES = FILLER["fill_types"]
FILL_GENRES = FILLER["fill_genres"]


def weighted(r, table):
    cumulative = WEIGHT_CACHE.get(id(table))
    if cumulative is None:
        total, cumulative = 0, []
        for _, w in table:
            total += w
            cumulative.append(total)
        WEIGHT_CACHE[id(table)] = cumulative
    return table[bisect.bisect_right(cumulative, r.random() * cumulative[-1])][0]


WEIGHT_CACHE = {}


def below(r, n):
    """A fast r.randrange(n) for the filler (exact distribution does not matter there)."""
    return int(r.random() * n)


def filler_image(sid, r):
    """Image ids for filler shows: growing with the show id, disjoint from the sample's."""
    iid = int(sid * 19.3) + below(r, 15)
    while iid in IMAGE_IDS.used:
        iid += 1
    folder = iid // 2500
    return {"medium": f"{IMG}/medium_portrait/{folder}/{iid}.jpg",
            "original": f"{IMG}/original_untouched/{folder}/{iid}.jpg"}


def filler_episode_id(sid, k):
    """Episode ids named by filler shows' links: unique, never one of the sample's, not stored."""
    return 4000000 + sid * 2 + k


def filler_ids(count, used, r):
    out = []
    cur = 1
    while len(out) < count:
        if cur not in used and r.random() > 0.02:
            out.append(cur)
        cur += 1
    return out


def filler_show(sid, r):
    """A plausible index-only show: everything TVmaze shows hold, with invented content."""
    if r.random() < 0.14:
        web = WEBCHANNELS[weighted(r, FILL_WEBS)]
        net = None
        cc = (web["country"] or {}).get("code") or r.choice(["US", "US", "GB", "KR", "JP", "ES", "DE"])
    else:
        net = NETWORKS[weighted(r, FILL_NETS)]
        web = None
        cc = net["country"]["code"]
    words = FILL_FOREIGN.get(cc) or []
    pick = r.random()
    if words and pick < 0.7:
        name = f"{r.choice(words)} {r.choice(words)}" if r.random() < 0.6 else f"{r.choice(words)} {r.choice(FILL_N)}"
    elif pick < 0.35:
        name = f"{r.choice(FILL_A)} {r.choice(FILL_N)}"
    elif pick < 0.55:
        name = f"The {r.choice(FILL_N)}"
    elif pick < 0.75:
        name = f"{r.choice(LAST)}"
    else:
        name = f"{r.choice(FILL_A)} {r.choice(FILL_N)}: {r.choice(['Season Zero', 'Uncut', 'Live', 'After Hours', 'Reloaded'])}"
    slug = slugify(name) or "show"
    year = int(1950 + min(1.0, sid / 92000) * 70 + below(r, 32) - 25)
    year = max(1950, min(2026, year))
    premiered = dt.date(year, 1 + below(r, 12), 1 + below(r, 28))
    if premiered > NOW.date():
        premiered = NOW.date() - dt.timedelta(days=10 + below(r, 290))
    x = r.random()
    if x < 0.03:
        status, premiered, ended = "In Development", None, None
    elif x < 0.72 or year < 2015:
        status = "Ended"
        ended = min(premiered + dt.timedelta(days=30 + below(r, 3620)), NOW.date() - dt.timedelta(days=5))
    elif x < 0.8:
        status, ended = "To Be Determined", None
    else:
        status, ended = "Running", None
    typ = weighted(r, FILL_TYPES)
    genres = r.sample(FILL_GENRES, r.choice((0, 1, 1, 2, 2, 3)))
    runtime = r.choice((30, 30, 60, 60, 45, 25, 22, 90, 11, None))
    avg = runtime or r.choice((24, 42, 48, 57))
    tz_time = r.choice(["", "20:00", "20:30", "21:00", "22:00", "19:30", "18:00", "23:00"])
    rating = rating_value(r, r.uniform(5.5, 8.6), 0.6) if r.random() < 0.35 else None
    image = filler_image(sid, r) if r.random() < 0.72 and premiered else None
    links = {"self": {"href": f"{API}/shows/{sid}"}}
    if status != "In Development" and r.random() < 0.9:
        links["previousepisode"] = {"href": f"{API}/episodes/{filler_episode_id(sid, 0)}",
                                    "name": f"Episode {1 + below(r, 24)}"}
    if status == "Running" and r.random() < 0.4:
        links["nextepisode"] = {"href": f"{API}/episodes/{filler_episode_id(sid, 1)}",
                                "name": f"Episode {1 + below(r, 24)}"}
    summary = None if r.random() < 0.4 else (
        "" if r.random() < 0.05 else f"<p><b>{html_escape(name)}</b> is a {typ.lower()} series from "
                                     f"{html_escape((net or web)['name'])}.</p>")
    updated = NOW_TS - 86400 - below(r, 86400 * 3000)
    return {
        "id": sid, "url": f"{WWW}/shows/{sid}/{slug}", "name": name, "type": typ,
        "language": LANG.get(cc, "English"), "genres": genres, "status": status, "runtime": runtime,
        "averageRuntime": avg if status != "In Development" else None,
        "premiered": premiered.isoformat() if premiered else None, "ended": ended.isoformat() if ended else None,
        "officialSite": None if r.random() < 0.4 or not (net or web)["officialSite"] else (net or web)["officialSite"] + slug,
        "schedule": {"time": tz_time if net else "", "days": [r.choice(WEEKDAYS)] if r.random() < 0.8 else []},
        "rating": {"average": rating}, "weight": below(r, 71), "network": net, "webChannel": web,
        "dvdCountry": None,
        "externals": {"tvrage": 1000 + below(r, 49000) if year < 2014 and r.random() < 0.6 else None,
                      "thetvdb": 70000 + below(r, 400000) if r.random() < 0.7 else None,
                      "imdb": f"tt{40000 + below(r, 38960000):07d}" if r.random() < 0.6 else None},
        "image": image, "summary": summary, "updated": updated, "_links": links,
    }


# --- search -----------------------------------------------------------------------------------

SEARCHES = load_data("searches")    # query: the names of its results, best first


def search_results(query, by_key):
    r = rng_for("search", query)
    score = r.uniform(0.86, 0.93)
    out = []
    for key in SEARCHES[query][:10]:
        out.append({"score": round(score, 8), "show": by_key[key].obj})
        score *= r.uniform(0.78, 0.985)
    return out


# --- output -----------------------------------------------------------------------------------

# ----------------------------------------------------------------------------------------------
# Pictures: small generated posters and episode stills, so tv has something to draw offline.
# Each is a PNG written with zlib (stored under the .jpg path of its TVmaze URL; tv tells formats apart by
# their signature). Deterministic: the picture depends only on the image id.

def png_bytes(width, height, rows):
    """A truecolour PNG from rows of (r, g, b) tuples."""
    def chunk(kind, body):
        return (len(body).to_bytes(4, "big") + kind + body
                + (zlib.crc32(kind + body) & 0xFFFFFFFF).to_bytes(4, "big"))
    raw = b"".join(b"\x00" + bytes(v for px in row for v in px) for row in rows)
    header = width.to_bytes(4, "big") + height.to_bytes(4, "big") + bytes([8, 2, 0, 0, 0])
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))


def hsv(h, s, v):
    """An (r, g, b) byte triple from hue 0..1, saturation and value."""
    i = int(h * 6) % 6
    f = h * 6 - int(h * 6)
    p, q, t = v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f))
    r, g, b = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
    return (round(r * 255), round(g * 255), round(b * 255))


def picture(seed, width, height):
    """Rows of a poster-like picture: a two-hue gradient sky, a disc, hills, and a dark title band."""
    r = random.Random(seed)
    hue = r.random()
    top, bottom = hsv(hue, 0.55, 0.95), hsv((hue + 0.12) % 1, 0.8, 0.35)
    disc = hsv((hue + 0.5) % 1, 0.7, 1.0)
    hill = hsv((hue + 0.3) % 1, 0.6, 0.45)
    cx, cy, radius = r.uniform(0.3, 0.7) * width, r.uniform(0.2, 0.4) * height, r.uniform(0.14, 0.22) * width
    phase, amplitude = r.uniform(0, 6.28), r.uniform(0.03, 0.08) * height
    band = int(height * 0.8)
    rows = []
    for y in range(height):
        k = y / max(1, height - 1)
        sky = tuple(round(a + (b - a) * k) for a, b in zip(top, bottom))
        row = []
        for x in range(width):
            if y >= band:
                bar = (y - band) % 6 in (2, 3) and width * 0.15 < x < width * (0.85 - 0.2 * ((y - band) // 6 % 2))
                row.append((235, 235, 225) if bar else (24, 24, 30))
            elif y > height * 0.62 + amplitude * math.sin(phase + x / width * 6.28):
                row.append(hill)
            elif (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2:
                row.append(disc)
            else:
                row.append(sky)
        rows.append(row)
    return png_bytes(width, height, rows)


def image_files(shows):
    """{relative path: PNG bytes}: a 68x100 poster per detail show with an image, and a 128x72 still for the
    first episode with an image airing in the sample week of each of the first eight such shows."""
    files = {}
    stills = 0
    for show in sorted((s for s in shows if s.stored and s.obj.get("image")), key=lambda s: s.id):
        url = show.obj["image"]["medium"]
        files["images/" + url.split("/uploads/images/", 1)[1]] = picture(url, 68, 100)
        if stills < 8:
            episode = next((e for e in show.episodes if e.image and e.date in WEEK), None)
            if episode:
                url = episode.image["original"]
                files["images/" + url.split("/uploads/images/", 1)[1]] = picture(url, 128, 72)
                stills += 1
    return files


class Writer:
    """Writes the tree incrementally: unchanged files are left alone, files of an earlier run that this
    run did not write are deleted at the end. Only the entries in GENERATED are ever touched, so
    README.md and sessions/ survive."""

    def __init__(self, root):
        self.root = root
        self.dirs = set()
        self.files = 0
        self.bytes = 0
        self.changed = 0
        self.stale = set()
        for name in GENERATED:
            path = os.path.join(root, name)
            if os.path.isdir(path) and not os.path.islink(path):
                for folder, _, files in os.walk(path):
                    self.dirs.add(folder)
                    self.stale.update(os.path.join(folder, f) for f in files)
            elif os.path.lexists(path):
                self.stale.add(path)

    def text(self, rel, text):
        self.data(rel, text.encode("utf-8"))

    def data(self, rel, data):
        path = os.path.join(self.root, rel)
        self.files += 1
        self.bytes += len(data)
        if path in self.stale:
            self.stale.discard(path)
            if os.path.getsize(path) == len(data):
                with open(path, "rb") as fh:
                    if fh.read() == data:
                        return
        folder = os.path.dirname(path)
        if folder not in self.dirs:
            os.makedirs(folder, exist_ok=True)
            self.dirs.add(folder)
        with open(path, "wb") as fh:
            fh.write(data)
        self.changed += 1

    def json(self, rel, value):
        self.text(rel, dumps(value))

    def finish(self):
        for path in self.stale:
            if os.path.islink(path) or not os.path.isdir(path):
                os.remove(path)
        for name in GENERATED:
            top = os.path.join(self.root, name)
            for folder, _, _ in sorted(os.walk(top, topdown=False)) if os.path.isdir(top) else ():
                if not os.listdir(folder):
                    os.rmdir(folder)
        removed = len(self.stale)
        self.stale = set()
        return removed


def listed_on_web(show):
    """Listed by /schedule/web (any country): a web-only show, or one whose network airings its web channel also
    releases (catalog flag `web_listed`), as TVmaze lists a few shows with both a network and a web channel."""
    return show.web_only or bool(show.e.get("web_listed") and show.web)


def web_schedule_file(day):
    """/schedule/web?date=D without a country: every country's local services and the global ones in one file."""
    return f"schedule-web/{day.isoformat()}.json"


def schedule_row(ep, web):
    body = {k: v for k, v in ep.to_json().items() if k != "_links"}
    show = ep.show.obj
    if web:
        body["_links"] = ep.obj["_links"]
        body["_embedded"] = {"show": show}
    else:
        body["show"] = show
        body["_links"] = ep.obj["_links"]
    return body


def generate(out, rows_per_day=None, index_size=None, quiet=False):
    global SLATE
    started = time.time()
    SLATE = None
    shows = [Show(CATALOG[k]) for k in ORDER]
    by_key = {s.key: s for s in shows}
    used_ids = assign_show_ids(shows)

    airings = expand_grid(by_key)
    anchors = {}
    plain = []
    for a in airings:
        if a["show"].key in DETAIL:
            if a["P"] in PROGRAM_DAYS:
                anchors.setdefault(a["show"].key, []).append(a)
        else:
            plain.append(a)
    detail_eps = []
    for key, spec in DETAIL.items():
        show = by_key[key]
        eps = build_detail(show, spec, anchors.get(key, []))
        for i, ep in enumerate(sorted(eps, key=lambda e: (e.instant is None, e.instant or NOW, e.season,
                                                          e.number or 0))):
            ep.order = i
            ep.stored = True
        show.episodes = sorted(eps, key=lambda e: e.order)
        dated = [e for e in show.episodes if e.instant]
        past = [e for e in dated if e.instant <= NOW]
        future = [e for e in dated if e.instant > NOW]
        show.prev = past[-1] if past else None
        show.next = future[0] if future else None
        show.season_objs = season_objects(show, show.seasons)
        show.cast = cast_objects(show, spec)
        detail_eps += [e for e in show.episodes if e.instant and file_days(e.instant)]

    targets = default_targets(rows_per_day)
    chosen, shortfall = select_rows(plain, detail_eps, targets)
    per_show = {}
    for a in chosen:
        per_show.setdefault(a["show"].key, []).append(a)
    for s in shows:
        if s.key in per_show:
            plain_episodes(s, per_show[s.key])
        elif s.key not in DETAIL:
            offweek_links(s)
    in_week = {s.key for s in shows if s.key in per_show} | {e.show.key for e in detail_eps}
    for s in shows:
        s.obj = show_json(s, s.key in in_week)

    # day files
    us = {d: [] for d in WEEK}
    web = {d: [] for d in WEEK}
    for ep in [a["episode"] for a in chosen] + detail_eps:
        for d in file_days(ep.instant):
            if ep.show.us_local:
                us[d].append(ep)
            if listed_on_web(ep.show):
                web[d].append(ep)

    def row_key(ep):
        return (ep.instant, (ep.show.network or ep.show.web)["name"], ep.show.id, ep.season, ep.number or 0, ep.id)

    os.makedirs(out, exist_ok=True)
    w = Writer(out)
    w.json("manifest.json", {"country": COUNTRY, "week": WEEK_START.isoformat(), "now": NOW_TEXT, "timezone": TZ_NAME,
                             "generator": "scripts/generate-fixtures.py", "seed": SEED})
    w.json("errors/404.json", {"name": "Not Found", "message": "", "code": 0, "status": 404})
    w.json("errors/422.json", {"name": "Unprocessable entity", "message": "Not a valid ISO country code", "code": 0,
                               "status": 422})
    w.json("errors/422-date.json", {"name": "Unprocessable entity", "message": "Not a valid ISO date", "code": 0,
                                    "status": 422})
    counts = {}
    for d in WEEK:
        rows = sorted(us[d], key=row_key)
        counts[d] = (len(rows), len(web[d]))
        w.json(f"schedule/{COUNTRY}/{d.isoformat()}.json", [schedule_row(ep, False) for ep in rows])
        w.json(web_schedule_file(d), [schedule_row(ep, True) for ep in sorted(web[d], key=row_key)])
    for s in shows:
        if s.stored:
            w.json(f"shows/{s.id}/episodes.json", [e.to_json() for e in s.episodes])
            w.json(f"shows/{s.id}/seasons.json", s.season_objs)
            w.json(f"shows/{s.id}/cast.json", s.cast)
    for query in SEARCHES:
        w.json(f"search/shows/{search_key(query)}.json", search_results(query, by_key))
    for rel, obj in people_files(shows).items():
        w.json(rel, obj)
    for rel, obj in crew_files(shows, detail_eps).items():
        w.json(rel, obj)
    for rel, data in sorted(image_files(shows).items()):
        w.data(rel, data)

    # every show of the data set, the index and the updates map
    catalog_objs = {s.id: s.obj for s in shows}
    index_size = len(catalog_objs) if index_size is None else index_size
    extra = max(0, index_size - len(catalog_objs))
    r = rng_for("filler")
    texts = {sid: dumps(obj) for sid, obj in catalog_objs.items()}
    updated = {sid: obj["updated"] for sid, obj in catalog_objs.items()}
    for sid in filler_ids(extra, used_ids, r):
        obj = filler_show(sid, r)
        texts[sid] = dumps(obj)
        updated[sid] = obj["updated"]
    for sid, text in texts.items():
        w.text(f"shows/{sid}.json", text)
    index_ids = sorted(texts)[:index_size] if extra == 0 else sorted(texts)
    pages = {}
    for sid in index_ids:
        pages.setdefault(sid // 250, []).append(sid)
    for page, ids in pages.items():
        w.text(f"index/{page}.json", "[" + ",".join(texts[sid] for sid in ids) + "]")
    w.text("updates/shows.json", "{" + ",".join(f'"{sid}":{updated[sid]}' for sid in sorted(updated)) + "}")
    removed = w.finish()

    if not quiet:
        print(f"{w.files} files, {w.bytes / 1e6:.2f} MB in {out} ({w.changed} written, {w.files - w.changed} "
              f"unchanged, {removed} stale removed) in {time.time() - started:.1f} s")
        for d in WEEK:
            print(f"  {d} {d:%a}: {counts[d][0]:3d} rows in schedule/US, {counts[d][1]:2d} in schedule-web"
                  + (f"  (short of the target by {shortfall[d]})" if d in shortfall else ""))
        print(f"  shows: {len(texts)} ({len(catalog_objs)} in the sample, {extra} index filler); "
              f"detail shows: {sum(1 for s in shows if s.stored)}; index pages: {len(pages)}")
    return counts


# People searches with a file (issue 29): a person with credits in two shows, one with two voice roles, and a surname.
PEOPLE_SEARCHES = ["angela bassett", "bassett", "dan castellaneta", "lena dunham"]


def people_files(shows):
    """`people/ID.json`, `people/ID/castcredits.json` (each show embedded, as `?embed=show` answers, character links
    with their names) and `search/people/KEY.json`, for everyone in a detail show's cast."""
    people, credits = {}, {}
    for s in shows:
        if not s.stored:
            continue
        for row in s.cast:
            person = row["person"]
            people[person["id"]] = person
            character = row["character"]
            credits.setdefault(person["id"], []).append({
                "self": row["self"], "voice": row["voice"],
                "_links": {"show": {"href": f"{API}/shows/{s.id}", "name": s.obj["name"]},
                           "character": {"href": f"{API}/characters/{character['id']}", "name": character["name"]}},
                "_embedded": {"show": s.obj},
            })
    files = {}
    for pid in sorted(people):
        files[f"people/{pid}.json"] = people[pid]
        files[f"people/{pid}/castcredits.json"] = credits[pid]
    for query in PEOPLE_SEARCHES:
        words = query.split()
        hits = sorted((p for p in people.values() if all(word in p["name"].lower() for word in words)),
                      key=lambda p: p["id"])
        files[f"search/people/{search_key(query)}.json"] = [
            {"score": round(0.9 - 0.1 * index, 4), "person": p} for index, p in enumerate(hits)]
    return files


# Crew (issue 40): each detail show's `/shows/ID/crew` (creators, executive producers, directors, writers; invented
# people), and for some of its episodes in the sample week `episodes/ID/guestcast.json` (cast members of other detail
# shows, so that `person N` finds their credits) and `episodes/ID/guestcrew.json` (a director and writers of the
# show's crew, with `guestCrewType` as TVmaze spells it). Drawn after everything else from their own seeds: the ids
# and bytes of the other files do not change.
CREW_ROLES = [("Creator", 1), ("Executive Producer", 2), ("Director", 3), ("Writer", 3)]


def crew_person(r, added):
    pid = PERSON_IDS.near(added, 3000)
    name = person(r)
    return {
        "id": pid, "url": f"{WWW}/people/{pid}/{slugify(name)}", "name": name, "country": None, "birthday": None,
        "deathday": None, "gender": None, "image": None, "updated": NOW_TS - r.randint(86400, 86400 * 900),
        "_links": {"self": {"href": f"{API}/people/{pid}"}},
    }


def crew_files(shows, detail_eps):
    files = {}
    crews = {}
    cast_people = {}
    for s in shows:
        if not s.stored:
            continue
        r = rng_for("crew", s.key)
        added = max(s.premiered or OLD_ERA, D("1990-01-01"))
        crews[s.id] = [{"type": role, "person": crew_person(r, added)} for role, n in CREW_ROLES for _ in range(n)]
        files[f"shows/{s.id}/crew.json"] = crews[s.id]
        cast_people[s.id] = [row["person"] for row in s.cast]
        for row in crews[s.id]:
            files[f"people/{row['person']['id']}.json"] = row["person"]
            files[f"people/{row['person']['id']}/castcredits.json"] = []
    others = sorted({p["id"]: p for people in cast_people.values() for p in people}.values(), key=lambda p: p["id"])
    for ep in sorted(detail_eps, key=lambda e: e.id):
        r = rng_for("guests", ep.id)
        if r.random() >= 0.5 or ep.show.id not in crews:
            continue
        own = {p["id"] for p in cast_people[ep.show.id]}
        pool = [p for p in others if p["id"] not in own]
        guests_cast = []
        for guest in r.sample(pool, min(len(pool), r.choice((1, 2, 3)))):
            cid = CHARACTER_IDS.near(ep.instant.date() if ep.instant else OLD_ERA, 5000)
            name = person(r)
            guests_cast.append({
                "person": guest,
                "character": {"id": cid, "url": f"{WWW}/characters/{cid}/{ep.show.slug}-{slugify(name)}",
                              "name": name, "image": None, "_links": {"self": {"href": f"{API}/characters/{cid}"}}},
                "self": False, "voice": False,
            })
        crew = crews[ep.show.id]
        directors = [row["person"] for row in crew if row["type"] == "Director"]
        writers = [row["person"] for row in crew if row["type"] == "Writer"]
        files[f"episodes/{ep.id}/guestcast.json"] = guests_cast
        files[f"episodes/{ep.id}/guestcrew.json"] = (
            [{"guestCrewType": "Director", "person": r.choice(directors)}]
            + [{"guestCrewType": "Writer", "person": p} for p in r.sample(writers, r.choice((1, 2)))])
    return files


def main(argv=None):
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", default=os.path.join(os.path.dirname(here), "Fixtures"),
                        help="output directory (default: Fixtures/ beside scripts/)")
    parser.add_argument("--rows-per-day", type=int, default=None,
                        help="rows in each schedule/US day file (default: a realistic 112-206 spread)")
    parser.add_argument("--index-size", type=int, default=None,
                        help="shows in the show index (default: every show of the sample; more adds filler shows)")
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args(argv)
    if args.rows_per_day is not None and args.rows_per_day < 1:
        parser.error("--rows-per-day must be positive")
    if args.index_size is not None and args.index_size < 0:
        parser.error("--index-size must not be negative")
    generate(args.out, args.rows_per_day, args.index_size, args.quiet)


if __name__ == "__main__":
    main()
