#!/usr/bin/env python3
"""Generate tv's bundled TVmaze sample week: the `Fixtures/` tree.

Every byte comes from this script (Python 3.11 standard library only). The same arguments always
give the same bytes, so rerunning it is safe:

    python3 scripts/generate-fixtures.py                       # rewrite Fixtures/ beside scripts/
    python3 scripts/generate-fixtures.py --out /tmp/x --rows-per-day 250 --index-size 70000

The layout is documented in Fixtures/README.md. `Fixtures/README.md` and `Fixtures/sessions/` are
never touched; everything else that this script writes is deleted and rewritten on each run.

The show titles, networks and people are real; the week (2026-11-16 .. 2026-11-22) is in the future
of any recorded data, so episode titles, guests, numbers and summaries are invented (except the
finished shows whose real episode titles are listed below). Ids follow TVmaze's habits (they grow
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

COUNTRIES = {
    "US": ("United States", "America/New_York"),
    "GB": ("United Kingdom", "Europe/London"),
    "JP": ("Japan", "Asia/Tokyo"),
    "KR": ("Korea, Republic of", "Asia/Seoul"),
    "CA": ("Canada", "America/Halifax"),
    "CO": ("Colombia", "America/Bogota"),
    "MX": ("Mexico", "America/Mexico_City"),
    "DK": ("Denmark", "Europe/Copenhagen"),
    "FR": ("France", "Europe/Paris"),
    "ES": ("Spain", "Europe/Madrid"),
    "DE": ("Germany", "Europe/Berlin"),
    "AU": ("Australia", "Australia/Sydney"),
    "NZ": ("New Zealand", "Pacific/Auckland"),
    "IE": ("Ireland", "Europe/Dublin"),
    "SE": ("Sweden", "Europe/Stockholm"),
    "NO": ("Norway", "Europe/Oslo"),
    "NL": ("Netherlands", "Europe/Amsterdam"),
    "IT": ("Italy", "Europe/Rome"),
    "BR": ("Brazil", "America/Noronha"),
    "IN": ("India", "Asia/Kolkata"),
    "CN": ("China", "Asia/Shanghai"),
    "TW": ("Taiwan, Province of China", "Asia/Taipei"),
    "TR": ("Turkey", "Europe/Istanbul"),
    "AR": ("Argentina", "America/Argentina/Buenos_Aires"),
    "PH": ("Philippines", "Asia/Manila"),
    "PL": ("Poland", "Europe/Warsaw"),
    "FI": ("Finland", "Europe/Helsinki"),
    "BE": ("Belgium", "Europe/Brussels"),
    "RU": ("Russian Federation", "Europe/Moscow"),
}


def country_obj(code):
    if code is None:
        return None
    name, tz = COUNTRIES[code]
    return {"name": name, "code": code, "timezone": tz}


NETWORK_ROWS = [
    (1, "NBC", "US", "https://www.nbc.com/"), (2, "CBS", "US", "https://www.cbs.com/"),
    (3, "ABC", "US", "https://abc.com/"), (4, "FOX", "US", "https://www.fox.com/"),
    (5, "The CW", "US", "https://www.cwtv.com/"), (8, "HBO", "US", "https://www.hbo.com/"),
    (9, "Showtime", "US", "https://www.sho.com/"), (10, "Adult Swim", "US", "https://www.adultswim.com/"),
    (11, "Cartoon Network", "US", "https://www.cartoonnetwork.com/"), (12, "BBC One", "GB", "https://www.bbc.co.uk/bbcone"),
    (13, "FX", "US", "https://www.fxnetworks.com/"), (14, "TNT", "US", "https://www.tntdrama.com/"),
    (18, "Lifetime", "US", "https://www.mylifetime.com/"), (20, "AMC", "US", "https://www.amc.com/"),
    (22, "MTV", "US", "https://www.mtv.com/"), (23, "Comedy Central", "US", "https://www.cc.com/"),
    (27, "Nickelodeon", "US", "https://www.nick.com/"), (29, "A&E", "US", "https://www.aetv.com/"),
    (30, "USA Network", "US", "https://www.usanetwork.com/"), (32, "TBS", "US", "https://www.tbs.com/"),
    (35, "ITV1", "GB", "https://www.itv.com/"), (40, "CNN", "US", "https://www.cnn.com/"),
    (41, "Sky Atlantic", "GB", "https://www.sky.com/watch/channel/sky-atlantic"),
    (42, "National Geographic", "US", "https://www.nationalgeographic.com/tv/"),
    (45, "Channel 4", "GB", "https://www.channel4.com/"), (52, "Bravo", "US", "https://www.bravotv.com/"),
    (53, "History", "US", "https://www.history.com/"), (55, "VH1", "US", "https://www.vh1.com/"),
    (56, "BET", "US", "https://www.bet.com/"), (57, "Fox News", "US", "https://www.foxnews.com/"),
    (66, "Discovery", "US", "https://www.discovery.com/"), (68, "The WB", "US", None),
    (72, "Syndication", "US", None), (78, "Disney Channel", "US", "https://disneynow.com/"),
    (79, "Oxygen", "US", "https://www.oxygen.com/"), (80, "TLC", "US", "https://www.tlc.com/"),
    (81, "Food Network", "US", "https://www.foodnetwork.com/"), (85, "PBS", "US", "https://www.pbs.org/"),
    (89, "Investigation Discovery", "US", "https://www.investigationdiscovery.com/"),
    (97, "HLN", "US", None), (98, "TV Tokyo", "JP", "https://www.tv-tokyo.co.jp/"),
    (129, "MS NOW", "US", "https://www.ms.now/"), (136, "WE tv", "US", "https://www.wetv.com/"),
    (155, "ESPN", "US", "https://www.espn.com/"), (169, "Telemundo", "US", "https://www.telemundo.com/"),
    (171, "Univision", "US", "https://www.univision.com/"), (192, "HGTV", "US", "https://www.hgtv.com/"),
    (268, "JTBC", "KR", "https://tv.jtbc.co.kr/"), (282, "ITV2", "GB", "https://www.itv.com/"),
    # foreign networks used by the index filler only
    (47, "BBC Two", "GB", "https://www.bbc.co.uk/bbctwo"), (26, "CBC", "CA", "https://www.cbc.ca/"),
    (64, "ABC (AU)", "AU", "https://www.abc.net.au/tv/"), (91, "ZDF", "DE", "https://www.zdf.de/"),
    (115, "DR1", "DK", "https://www.dr.dk/"), (143, "TF1", "FR", "https://www.tf1.fr/"),
    (159, "NHK", "JP", "https://www.nhk.or.jp/"), (200, "Fuji TV", "JP", "https://www.fujitv.co.jp/"),
    (156, "KBS2", "KR", "https://www.kbs.co.kr/"), (212, "SVT1", "SE", "https://www.svtplay.se/"),
    (214, "NRK1", "NO", "https://tv.nrk.no/"), (233, "Rai 1", "IT", "https://www.raiplay.it/"),
    (251, "Canal+", "FR", "https://www.canalplus.com/"), (300, "La 1", "ES", "https://www.rtve.es/"),
    (311, "Globo", "BR", "https://globoplay.globo.com/"), (320, "Las Estrellas", "MX", "https://www.lasestrellas.tv/"),
    (332, "Caracol TV", "CO", "https://www.caracoltv.com/"), (347, "Star Plus", "IN", None),
    (360, "TRT 1", "TR", "https://www.trt.net.tr/"), (371, "RTÉ One", "IE", "https://www.rte.ie/"),
]
WEB_ROWS = [
    (1, "Netflix", None, "https://www.netflix.com/"), (2, "Hulu", "US", "https://www.hulu.com/"),
    (3, "Prime Video", None, "https://www.primevideo.com/"), (21, "YouTube", None, "https://www.youtube.com/"),
    (34, "Crunchyroll", "US", "https://www.crunchyroll.com/"), (107, "Paramount+", "US", "https://www.paramountplus.com/"),
    (287, "Disney+", None, "https://www.disneyplus.com/"), (310, "Apple TV", None, "https://tv.apple.com/"),
    (329, "HBO Max", "US", "https://www.hbomax.com/"), (347, "Peacock", "US", "https://www.peacocktv.com/"),
    (392, "AMC+", "US", "https://www.amcplus.com/"), (12, "BBC iPlayer", "GB", "https://www.bbc.co.uk/iplayer"),
    (26, "Viki", None, "https://www.viki.com/"), (415, "TVING", "KR", "https://www.tving.com/"),
]


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
# S(name, channel, type, genres, runtime, premiered, **options)
#   ended: date string (status Ended)      status: explicit status        id: known TVmaze show id
#   web: a web channel when the show has BOTH a network and a web channel
#   ys: seasons are years (daily shows)     cs: current season number     ep0: first number this week
#   lang, rating (None = invented, "null" = null), weight, site (None = invented, "" = null),
#   img (False = image null), summary (None = invented, "null" = null, "empty" = ""), rt_null (runtime null)

CATALOG = {}
ORDER = []


def S(name, channel, typ, genres, runtime, premiered, key=None, **kw):
    key = key or name
    assert key not in CATALOG, key
    entry = dict(key=key, name=name, channel=channel, type=typ,
                 genres=[g for g in genres.split(",") if g], runtime=runtime, premiered=premiered)
    entry.update(kw)
    CATALOG[key] = entry
    ORDER.append(key)
    return entry


GRID = []      # airings that repeat by weekday
POOLS = []     # optional marathon windows used to reach the requested rows per day


def g(days, time_, show, n=1, tier=1, rt=None, sp=None, slot=None, name=None):
    GRID.append(dict(days=days, time=time_, show=show, n=n, tier=tier, rt=rt, special=sp, slot=slot, name=name))


def pool(shows, weekday=(), weekend=(), block=(2, 4), saturday=None):
    """Marathon windows; `saturday` replaces `weekend` on Saturdays (Sunday evenings are taken by the grid)."""
    POOLS.append(dict(shows=shows, weekday=weekday, weekend=weekend, block=block,
                      saturday=weekend if saturday is None else saturday))


WK, ALL, SUN_THU = "MTWRF", "MTWRFSU", "UMTWR"

# --- NBC -------------------------------------------------------------------------------------
S("Early Today", "NBC", "News", "", 30, "1999-09-27", ys=True, img=False)
S("Today", "NBC", "News", "", 120, "1952-01-14", ys=True, id=2113)
S("Today 3rd Hour", "NBC", "Talk Show", "", 60, "2018-01-08", ys=True)
S("Today with Jenna & Friends", "NBC", "Talk Show", "", 60, "2025-02-03", cs=2)
S("NBC News Daily", "NBC", "News", "", 60, "2022-09-12", ys=True)
S("NBC Nightly News with Tom Llamas", "NBC", "News", "", 30, "2025-06-02", ys=True)
S("The Voice", "NBC", "Reality", "Music", 120, "2011-04-26", cs=30, rt_null=True, avg=86)
S("Brilliant Minds", "NBC", "Scripted", "Drama,Medical", 60, "2024-09-23", cs=3)
S("St. Denis Medical", "NBC", "Scripted", "Comedy,Medical", 30, "2024-11-12")
S("Happy's Place", "NBC", "Scripted", "Comedy", 30, "2024-10-18", cs=3)
S("Chicago Med", "NBC", "Scripted", "Drama,Medical", 60, "2015-11-17", cs=12)
S("Chicago Fire", "NBC", "Scripted", "Drama,Action", 60, "2012-10-10")
S("Chicago P.D.", "NBC", "Scripted", "Drama,Crime", 60, "2014-01-08", cs=14)
S("Law & Order: Special Victims Unit", "NBC", "Scripted", "Drama,Crime,Legal", 60, "1999-09-20", cs=28)
S("Law & Order", "NBC", "Scripted", "Drama,Crime,Legal", 60, "1990-09-13", cs=26)
S("Dateline NBC", "NBC", "News", "Crime", 120, "1992-03-31", cs=35, rt_null=True, avg=90)
S("The Tonight Show Starring Jimmy Fallon", "NBC", "Talk Show", "Comedy", 60, "2014-02-17", ys=True)
S("Late Night with Seth Meyers", "NBC", "Talk Show", "Comedy", 60, "2014-02-24", ys=True)
S("Saturday Today", "NBC", "News", "", 120, "1992-09-05", ys=True)
S("Sunday Today with Willie Geist", "NBC", "News", "", 60, "2016-09-18", ys=True)
S("Meet the Press", "NBC", "News", "Politics", 60, "1947-11-06", ys=True)
S("Football Night in America", "NBC", "Sports", "", 80, "2006-09-10", ys=True)
S("NBC Sunday Night Football", "NBC", "Sports", "", 200, "2006-09-10", ys=True)
S("Big Ten Saturday Night", "NBC", "Sports", "", 210, "2023-09-02", ys=True)
S("Saturday Night Live", "NBC", "Variety", "Comedy,Music", 90, "1975-10-11", cs=52, id=361, rating=7)
g(SUN_THU, "04:00", "Early Today")
g(WK, "07:00", "Today")
g(WK, "09:00", "Today 3rd Hour")
g(WK, "10:00", "Today with Jenna & Friends")
g(WK, "12:00", "NBC News Daily", tier=2)
g(ALL, "18:30", "NBC Nightly News with Tom Llamas")
g("M", "20:00", "The Voice", rt=120)
g("T", "20:00", "The Voice", rt=60)
g("M", "22:00", "Brilliant Minds")
g("T", "21:00", "St. Denis Medical")
g("T", "21:30", "Happy's Place")
g("T", "22:00", "Dateline NBC", rt=60)
g("W", "20:00", "Chicago Med")
g("W", "21:00", "Chicago Fire")
g("W", "22:00", "Chicago P.D.")
g("R", "20:00", "Law & Order: Special Victims Unit")
g("R", "21:00", "Law & Order")
g("F", "21:00", "Dateline NBC")
g(WK, "23:35", "The Tonight Show Starring Jimmy Fallon")
g("MTWR", "00:35", "Late Night with Seth Meyers")
g("S", "07:00", "Saturday Today")
g("U", "08:00", "Sunday Today with Willie Geist")
g("U", "09:00", "Meet the Press")
g("U", "19:00", "Football Night in America")
g("U", "20:20", "NBC Sunday Night Football")
g("S", "19:30", "Big Ten Saturday Night")
g("S", "23:30", "Saturday Night Live")

# --- CBS -------------------------------------------------------------------------------------
S("CBS Morning News", "CBS", "News", "", 30, "1982-10-04", ys=True)
S("CBS Mornings", "CBS", "News", "", 120, "2021-09-07", ys=True)
S("Let's Make a Deal", "CBS", "Game Show", "", 60, "2009-10-05", cs=18)
S("The Price Is Right", "CBS", "Game Show", "", 60, "1972-09-04", cs=55)
S("The Young and the Restless", "CBS", "Scripted", "Drama,Romance", 60, "1973-03-26", cs=54)
S("The Bold and the Beautiful", "CBS", "Scripted", "Drama,Romance", 30, "1987-03-23", cs=40)
S("Beyond the Gates", "CBS", "Scripted", "Drama,Romance", 60, "2025-02-24", cs=2)
S("CBS Evening News", "CBS", "News", "", 30, "1948-05-03", ys=True)
S("DMV", "CBS", "Scripted", "Comedy", 30, "2025-10-13", cs=2)
S("Georgie & Mandy's First Marriage", "CBS", "Scripted", "Comedy,Family", 30, "2024-10-17", cs=3)
S("Watson", "CBS", "Scripted", "Drama,Medical,Mystery", 60, "2025-01-26", cs=2)
S("NCIS: Sydney", "CBS", "Scripted", "Drama,Crime", 60, "2023-11-14", cs=3)
S("NCIS", "CBS", "Scripted", "Drama,Action,Crime", 60, "2003-09-23", cs=24)
S("NCIS: Origins", "CBS", "Scripted", "Drama,Crime", 60, "2024-10-14", cs=3)
S("Boston Blue", "CBS", "Scripted", "Drama,Crime", 60, "2025-10-17", cs=2)
S("Survivor", "CBS", "Reality", "Adventure", 90, "2000-05-31", cs=51, rt_null=True, avg=75)
S("The Amazing Race", "CBS", "Reality", "Adventure,Travel", 90, "2001-09-05", cs=39, rt_null=True, avg=70)
S("Ghosts", "CBS", "Scripted", "Comedy,Supernatural", 30, "2021-10-07", cs=6)
S("Matlock", "CBS", "Scripted", "Drama,Legal", 60, "2024-09-22", cs=3)
S("Elsbeth", "CBS", "Scripted", "Drama,Comedy,Crime", 60, "2024-02-29")
S("Fire Country", "CBS", "Scripted", "Drama,Action", 60, "2022-10-07")
S("Sheriff Country", "CBS", "Scripted", "Drama,Crime", 60, "2025-10-17", cs=2)
S("Comics Unleashed with Byron Allen", "CBS", "Talk Show", "Comedy", 30, "2006-09-18", cs=21)
S("CBS Saturday Morning", "CBS", "News", "", 120, "2021-09-11", ys=True)
S("College Football on CBS", "CBS", "Sports", "", 210, "1996-08-31", ys=True, rt_null=True, avg=205)
S("48 Hours", "CBS", "News", "Crime", 60, "1988-01-19", cs=39)
S("CBS News Sunday Morning", "CBS", "News", "", 90, "1979-01-28", ys=True)
S("Face the Nation", "CBS", "News", "Politics", 60, "1954-11-07", ys=True)
S("The NFL Today", "CBS", "Sports", "", 60, "1961-09-17", ys=True)
S("NFL on CBS", "CBS", "Sports", "", 180, "1956-09-30", ys=True)
S("60 Minutes", "CBS", "News", "", 60, "1968-09-24", cs=59)
S("Tracker", "CBS", "Scripted", "Drama,Action,Mystery", 60, "2024-02-11")
S("Marshals", "CBS", "Scripted", "Drama,Western", 60, "2026-03-01", cs=2)
g(SUN_THU, "04:00", "CBS Morning News")
g(WK, "07:00", "CBS Mornings")
g(WK, "10:00", "Let's Make a Deal")
g(WK, "11:00", "The Price Is Right")
g(WK, "12:30", "The Young and the Restless")
g(WK, "13:30", "The Bold and the Beautiful")
g(WK, "14:00", "Beyond the Gates")
g(ALL, "18:30", "CBS Evening News")
g("M", "20:00", "DMV")
g("M", "20:30", "Georgie & Mandy's First Marriage")
g("M", "21:00", "Watson")
g("M", "22:00", "NCIS: Sydney")
g("T", "20:00", "NCIS")
g("T", "21:00", "NCIS: Origins")
g("T", "22:00", "Boston Blue")
g("W", "20:00", "Survivor")
g("W", "21:30", "The Amazing Race")
g("R", "20:00", "Ghosts", n=2)
g("R", "21:00", "Matlock")
g("R", "22:00", "Elsbeth")
g("R", "22:00", "Dateline NBC", rt=60, sp="significant_special", name="The Last Call: A Dateline Special")
g("F", "20:00", "Fire Country")
g("F", "21:00", "Sheriff Country")
g(WK, "23:35", "Comics Unleashed with Byron Allen")
g(WK, "00:37", "Comics Unleashed with Byron Allen", tier=2)
g("S", "07:00", "CBS Saturday Morning")
g("S", "15:30", "College Football on CBS")
g("S", "22:00", "48 Hours")
g("U", "09:00", "CBS News Sunday Morning")
g("U", "10:30", "Face the Nation")
g("U", "12:00", "The NFL Today")
g("U", "13:00", "NFL on CBS")
g("U", "16:25", "NFL on CBS", tier=2)
g("U", "19:00", "60 Minutes")
g("U", "20:00", "Tracker")
g("U", "21:00", "Marshals")

# --- ABC -------------------------------------------------------------------------------------
S("America This Morning", "ABC", "News", "", 30, "1982-07-05", ys=True)
S("Good Morning America", "ABC", "News", "", 120, "1975-11-03", ys=True)
S("Good Morning America Weekend", "ABC", "News", "", 60, "2004-09-11", ys=True)
S("The View", "ABC", "Talk Show", "", 60, "1997-08-11", cs=30)
S("GMA3: What You Need to Know", "ABC", "News", "", 60, "2018-09-10", ys=True)
S("General Hospital", "ABC", "Scripted", "Drama,Romance,Medical", 60, "1963-04-01", cs=64)
S("ABC World News Tonight with David Muir", "ABC", "News", "", 30, "2014-09-01", ys=True)
S("Dancing with the Stars", "ABC", "Reality", "Music", 120, "2005-06-01", cs=35)
S("Will Trent", "ABC", "Scripted", "Drama,Crime", 60, "2023-01-03", cs=4)
S("The Golden Bachelor", "ABC", "Reality", "Romance", 120, "2023-09-28", cs=3)
S("High Potential", "ABC", "Scripted", "Drama,Crime,Comedy", 60, "2024-09-17")
S("Shifting Gears", "ABC", "Scripted", "Comedy,Family", 30, "2025-01-08")
S("Scrubs", "ABC", "Scripted", "Comedy,Medical", 30, "2026-02-25", key="Scrubs (2026)", cs=2)
S("Abbott Elementary", "ABC", "Scripted", "Comedy", 30, "2021-12-07")
S("R.J. Decker", "ABC", "Scripted", "Drama,Crime", 60, "2026-03-10", cs=1)
S("9-1-1", "ABC", "Scripted", "Drama,Action", 60, "2018-01-03")
S("9-1-1: Nashville", "ABC", "Scripted", "Drama,Action", 60, "2025-10-09", cs=2)
S("Grey's Anatomy", "ABC", "Scripted", "Drama,Romance,Medical", 60, "2005-03-27", id=67)
S("Shark Tank", "ABC", "Reality", "Business", 60, "2009-08-09", cs=18)
S("20/20", "ABC", "News", "Crime", 120, "1978-06-06", cs=49, rt_null=True, avg=90)
S("Jimmy Kimmel Live!", "ABC", "Talk Show", "Comedy", 60, "2003-01-26", ys=True)
S("Nightline", "ABC", "News", "", 30, "1980-03-24", ys=True)
S("This Week with George Stephanopoulos", "ABC", "News", "Politics", 60, "2002-09-15", ys=True)
S("America's Funniest Home Videos", "ABC", "Reality", "Comedy,Family", 60, "1989-11-26", cs=37)
S("The Wonderful World of Disney", "ABC", "Variety", "Family", 120, "1954-10-27", cs=70, img=False)
S("ABC Saturday Night Football", "ABC", "Sports", "", 210, "2006-09-02", ys=True)
g(SUN_THU, "04:00", "America This Morning")
g(WK, "07:00", "Good Morning America")
g("SU", "07:00", "Good Morning America Weekend")
g(WK, "11:00", "The View")
g(WK, "13:00", "GMA3: What You Need to Know")
g(WK, "14:00", "General Hospital")
g(ALL, "18:30", "ABC World News Tonight with David Muir")
g("M", "20:00", "Dancing with the Stars")
g("M", "22:00", "Will Trent")
g("T", "20:00", "The Golden Bachelor")
g("T", "22:00", "High Potential")
g("W", "20:00", "Shifting Gears")
g("W", "20:30", "Scrubs (2026)")
g("W", "21:00", "Abbott Elementary")
g("W", "22:00", "R.J. Decker")
g("R", "20:00", "9-1-1")
g("R", "21:00", "9-1-1: Nashville")
g("R", "22:00", "Grey's Anatomy")
g("F", "20:00", "Shark Tank")
g("F", "21:00", "20/20")
g(WK, "23:35", "Jimmy Kimmel Live!")
g(WK, "00:35", "Nightline")
g("U", "09:00", "This Week with George Stephanopoulos")
g("U", "19:00", "America's Funniest Home Videos")
g("U", "20:00", "The Wonderful World of Disney")
g("S", "19:30", "ABC Saturday Night Football")

# --- FOX -------------------------------------------------------------------------------------
S("Doc", "FOX", "Scripted", "Drama,Medical", 60, "2025-01-07", cs=3)
S("Memory of a Killer", "FOX", "Scripted", "Drama,Thriller", 60, "2026-01-25", cs=1)
S("Murder in a Small Town", "FOX", "Scripted", "Drama,Crime,Mystery", 60, "2024-09-24", cs=3)
S("Best Medicine", "FOX", "Scripted", "Comedy,Medical", 30, "2026-01-04", cs=1)
S("The Masked Singer", "FOX", "Reality", "Music", 60, "2019-01-02", cs=14)
S("The Floor", "FOX", "Game Show", "", 60, "2024-01-02", cs=5)
S("Hell's Kitchen", "FOX", "Reality", "Food", 60, "2005-05-30", cs=25)
S("Animal Control", "FOX", "Scripted", "Comedy", 30, "2023-02-16", cs=5)
S("Going Dutch", "FOX", "Scripted", "Comedy", 30, "2025-01-02", cs=2)
S("Kitchen Nightmares", "FOX", "Reality", "Food", 60, "2007-09-19", cs=10)
S("Crime Scene Kitchen", "FOX", "Reality", "Food", 60, "2021-05-26", cs=4)
S("Big Noon Kickoff", "FOX", "Sports", "", 180, "2019-08-31", ys=True)
S("Big Noon Saturday", "FOX", "Sports", "", 210, "2019-08-31", ys=True)
S("Fox News Sunday", "FOX", "News", "Politics", 60, "1996-04-28", ys=True)
S("FOX NFL Sunday", "FOX", "Sports", "", 60, "1994-09-04", ys=True)
S("NFL on FOX", "FOX", "Sports", "", 180, "1994-09-04", ys=True)
S("The Simpsons", "FOX", "Animation", "Comedy,Family", 30, "1989-12-17", id=83)
S("Universal Basic Guys", "FOX", "Animation", "Comedy", 30, "2024-09-08", cs=3)
S("Bob's Burgers", "FOX", "Animation", "Comedy,Family", 30, "2011-01-09", id=107)
S("Family Guy", "FOX", "Animation", "Comedy", 30, "1999-01-31", id=215, cs=25)
g("M", "20:00", "Doc")
g("M", "21:00", "Memory of a Killer")
g("T", "20:00", "Murder in a Small Town")
g("T", "21:00", "Best Medicine")
g("W", "20:00", "The Masked Singer")
g("W", "21:00", "The Floor")
g("R", "20:00", "Hell's Kitchen")
g("R", "21:00", "Animal Control")
g("R", "21:30", "Going Dutch")
g("F", "20:00", "Kitchen Nightmares")
g("F", "21:00", "Crime Scene Kitchen")
g("S", "09:00", "Big Noon Kickoff")
g("S", "12:00", "Big Noon Saturday")
g("U", "09:00", "Fox News Sunday")
g("U", "12:00", "FOX NFL Sunday")
g("U", "13:00", "NFL on FOX")
g("U", "16:25", "NFL on FOX", tier=2)
g("U", "20:00", "The Simpsons")
g("U", "20:30", "Universal Basic Guys")
g("U", "21:00", "Bob's Burgers")
g("U", "21:30", "Family Guy")

# --- The CW, PBS -----------------------------------------------------------------------------
S("Sullivan's Crossing", "The CW", "Scripted", "Drama,Romance", 60, "2023-03-19", cs=4)
S("The Librarians: The Next Chapter", "The CW", "Scripted", "Adventure,Fantasy", 60, "2025-05-26", cs=2)
S("WWE NXT", "The CW", "Sports", "Action", 120, "2010-02-23", ys=True)
S("Police 24/7", "The CW", "Reality", "Crime", 60, "2023-09-25", cs=4)
S("Crime Nation", "The CW", "Documentary", "Crime", 60, "2023-09-27", cs=4)
S("Wild Cards", "The CW", "Scripted", "Comedy,Crime", 60, "2024-01-17", cs=3)
S("Inside the NFL", "The CW", "Sports", "", 60, "1977-01-01", ys=True)
S("Penn & Teller: Fool Us", "The CW", "Game Show", "Comedy", 60, "2011-01-07", cs=12)
S("Whose Line Is It Anyway?", "The CW", "Game Show", "Comedy", 30, "2013-07-16", cs=22)
S("Family Law", "The CW", "Scripted", "Drama,Legal", 60, "2021-09-05", cs=4)
S("PBS News Hour", "PBS", "News", "", 60, "1975-10-20", ys=True)
S("PBS News Weekend", "PBS", "News", "", 30, "2021-08-28", ys=True)
S("Antiques Roadshow", "PBS", "Reality", "History", 60, "1997-01-09", cs=31)
S("Independent Lens", "PBS", "Documentary", "", 60, "1999-10-03", cs=28)
S("American Experience", "PBS", "Documentary", "History", 60, "1988-10-04", cs=39)
S("Frontline", "PBS", "Documentary", "", 60, "1983-01-17", cs=45)
S("Nature", "PBS", "Documentary", "Nature", 60, "1982-10-10", cs=45)
S("NOVA", "PBS", "Documentary", "Science", 60, "1974-03-03", cs=53)
S("Secrets of the Dead", "PBS", "Documentary", "History", 60, "2000-05-22", cs=24)
S("Washington Week with The Atlantic", "PBS", "News", "Politics", 30, "1967-02-23", ys=True)
S("Firing Line with Margaret Hoover", "PBS", "Talk Show", "Politics", 30, "2018-06-01", ys=True)
S("Great Performances", "PBS", "Variety", "Music", 90, "1972-11-04", cs=54, rt_null=True, avg=100)
for kid in ["Daniel Tiger's Neighborhood", "Wild Kratts", "Molly of Denali", "Alma's Way", "Lyla in the Loop",
            "Work It Out Wombats!", "Rosie's Rules", "Donkey Hodie", "Sesame Street", "Curious George",
            "Elinor Wonders Why", "Carl the Collector"]:
    S(kid, "PBS", "Animation" if kid not in ("Sesame Street", "Donkey Hodie") else "Scripted",
      "Children,Family", 30, {"Daniel Tiger's Neighborhood": "2012-09-03", "Wild Kratts": "2011-01-03",
                            "Molly of Denali": "2019-07-15", "Alma's Way": "2021-10-04", "Lyla in the Loop": "2024-02-05",
                            "Work It Out Wombats!": "2023-02-06", "Rosie's Rules": "2022-10-03", "Donkey Hodie": "2021-05-03",
                            "Sesame Street": "1969-11-10", "Curious George": "2006-09-04", "Elinor Wonders Why": "2020-09-07",
                            "Carl the Collector": "2024-11-11"}[kid], kids=True)
g("M", "20:00", "Sullivan's Crossing")
g("M", "21:00", "The Librarians: The Next Chapter")
g("T", "20:00", "WWE NXT")
g("W", "20:00", "Police 24/7")
g("W", "21:00", "Crime Nation")
g("R", "20:00", "Wild Cards")
g("R", "21:00", "Inside the NFL")
g("F", "20:00", "Penn & Teller: Fool Us")
g("F", "21:00", "Whose Line Is It Anyway?", n=2)
g("U", "20:00", "Family Law")
g(WK, "18:00", "PBS News Hour")
g("SU", "17:30", "PBS News Weekend")
g("M", "20:00", "Antiques Roadshow")
g("M", "21:00", "Independent Lens", tier=2)
g("T", "20:00", "American Experience")
g("T", "22:00", "Frontline")
g("W", "20:00", "Nature")
g("W", "21:00", "NOVA")
g("W", "22:00", "Secrets of the Dead", tier=2)
g("F", "20:00", "Washington Week with The Atlantic")
g("F", "20:30", "Firing Line with Margaret Hoover", tier=2)
g("F", "21:00", "Great Performances")
pool(["Daniel Tiger's Neighborhood", "Wild Kratts", "Molly of Denali", "Alma's Way", "Lyla in the Loop",
      "Work It Out Wombats!", "Rosie's Rules", "Donkey Hodie", "Sesame Street", "Curious George",
      "Elinor Wonders Why", "Carl the Collector"], weekday=[("06:00", "12:00")], weekend=[("07:00", "11:00")], block=(1, 2))

# --- Cable: premium, general entertainment ---------------------------------------------------
S("Lanterns", "HBO", "Scripted", "Drama,Science-Fiction,Mystery", 60, "2026-10-11", cs=1)
S("Last Week Tonight with John Oliver", "HBO", "Talk Show", "Comedy,News", 30, "2014-04-27", cs=13)
S("Real Time with Bill Maher", "HBO", "Talk Show", "Comedy,Politics", 60, "2003-02-21", cs=24)
S("Hard Knocks: In Season", "HBO", "Documentary", "Sports", 60, "2021-11-17", cs=6)
S("American Horror Story", "FX", "Scripted", "Drama,Horror,Thriller", 60, "2011-10-05", web="Hulu")
S("Welcome to Wrexham", "FX", "Documentary", "Sports", 30, "2022-08-24", cs=5, web="Hulu")
S("The Walking Dead: Daryl Dixon", "AMC", "Scripted", "Drama,Horror,Thriller", 60, "2023-09-10", web="AMC+")
S("Anne Rice's Interview with the Vampire", "AMC", "Scripted", "Drama,Horror,Romance", 60, "2022-10-02", cs=3, web="AMC+")
S("The Daily Show", "Comedy Central", "Talk Show", "Comedy,News", 30, "1996-07-22", ys=True, id=249)
S("South Park", "Comedy Central", "Animation", "Comedy", 30, "1997-08-13", cs=28, id=112)
S("Common Side Effects", "Adult Swim", "Animation", "Comedy,Thriller", 30, "2025-02-02", cs=2)
S("Smiling Friends", "Adult Swim", "Animation", "Comedy", 15, "2022-01-10", cs=3)
S("Invincible Fight Girl", "Adult Swim", "Animation", "Action,Anime", 30, "2024-06-29", cs=2)
S("Watch What Happens Live with Andy Cohen", "Bravo", "Talk Show", "Comedy", 30, "2009-07-16", cs=23)
S("Below Deck", "Bravo", "Reality", "", 60, "2013-07-01", cs=13)
S("The Real Housewives of Salt Lake City", "Bravo", "Reality", "", 60, "2020-11-11", cs=7)
S("The Real Housewives of Beverly Hills", "Bravo", "Reality", "", 60, "2010-10-14", cs=15)
S("Southern Charm", "Bravo", "Reality", "", 60, "2014-03-03", cs=11)
S("The Real Housewives of Potomac", "Bravo", "Reality", "", 60, "2016-01-17", cs=10)
S("The Real Housewives of Atlanta", "Bravo", "Reality", "", 60, "2008-10-07", cs=17)
S("Married at First Sight", "Lifetime", "Reality", "Romance", 120, "2014-07-08", cs=20, rt_null=True, avg=85)
S("AEW Dynamite", "TBS", "Sports", "Action", 120, "2019-10-02", ys=True)
S("AEW Collision", "TNT", "Sports", "Action", 120, "2023-06-17", ys=True)
S("WWE Friday Night SmackDown", "USA Network", "Sports", "Action", 120, "1999-04-29", ys=True)
S("Tyler Perry's Sistas", "BET", "Scripted", "Drama,Comedy", 60, "2019-10-23", cs=10)
S("Love & Hip Hop: Atlanta", "VH1", "Reality", "Music", 60, "2012-06-18", cs=13)
S("Love After Lockup", "WE tv", "Reality", "Romance,Crime", 60, "2018-01-12", cs=8)
S("Life Below Zero", "National Geographic", "Documentary", "Nature,Adventure", 60, "2013-05-12", cs=24)
g("U", "21:00", "Lanterns")
g("U", "23:00", "Last Week Tonight with John Oliver")
g("F", "22:00", "Real Time with Bill Maher")
g("T", "21:00", "Hard Knocks: In Season")
g("W", "22:00", "American Horror Story")
g("R", "22:00", "Welcome to Wrexham")
g("U", "21:00", "The Walking Dead: Daryl Dixon")
g("U", "22:00", "Anne Rice's Interview with the Vampire")
g("MTWR", "23:00", "The Daily Show")
g("W", "22:00", "South Park")
g("U", "23:30", "Common Side Effects")
g("U", "00:00", "Smiling Friends", tier=2)
g("S", "00:00", "Invincible Fight Girl")
g(SUN_THU, "23:00", "Watch What Happens Live with Andy Cohen")
g("M", "20:00", "Below Deck")
g("T", "21:00", "The Real Housewives of Salt Lake City")
g("W", "21:00", "The Real Housewives of Beverly Hills")
g("R", "20:00", "Southern Charm")
g("U", "20:00", "The Real Housewives of Potomac")
g("U", "21:00", "The Real Housewives of Atlanta", tier=2)
g("W", "20:00", "Married at First Sight")
g("W", "20:00", "AEW Dynamite")
g("S", "20:00", "AEW Collision")
g("F", "20:00", "WWE Friday Night SmackDown")
g("W", "21:00", "Tyler Perry's Sistas")
g("M", "20:00", "Love & Hip Hop: Atlanta")
g("F", "21:00", "Love After Lockup", tier=2)
g("T", "21:00", "Life Below Zero", tier=2)

# --- Cable: lifestyle, reality, kids ---------------------------------------------------------
S("Love It or List It", "HGTV", "Reality", "DIY", 60, "2008-09-16", cs=21)
S("Fixer to Fabulous", "HGTV", "Reality", "DIY", 60, "2019-09-10", cs=7)
S("Home Town", "HGTV", "Reality", "DIY", 60, "2016-03-21", cs=10)
S("Good Bones", "HGTV", "Reality", "DIY", 60, "2016-03-22", cs=10)
S("Zillow Gone Wild", "HGTV", "Reality", "DIY", 60, "2024-03-14", cs=3)
S("Bargain Block", "HGTV", "Reality", "DIY", 60, "2021-01-13", cs=6)
S("House Hunters", "HGTV", "Reality", "DIY", 30, "1999-09-30", cs=268)
S("House Hunters International", "HGTV", "Reality", "DIY,Travel", 30, "2006-01-15", cs=196)
S("Hot Market", "HGTV", "Reality", "DIY", 30, "2023-01-11", cs=4)
S("Unsellable Houses", "HGTV", "Reality", "DIY", 60, "2019-03-05", cs=6)
S("Renovation 911", "HGTV", "Reality", "DIY", 60, "2024-02-12", cs=3)
S("Holiday Baking Championship", "Food Network", "Reality", "Food", 60, "2014-11-09")
S("Holiday Wars", "Food Network", "Reality", "Food", 60, "2019-11-10", cs=7)
S("Chopped", "Food Network", "Reality", "Food", 60, "2009-01-13", cs=62)
S("Beat Bobby Flay", "Food Network", "Reality", "Food", 30, "2013-08-24", cs=39)
S("Diners, Drive-Ins and Dives", "Food Network", "Reality", "Food,Travel", 30, "2007-04-23", cs=52)
S("Guy's Grocery Games", "Food Network", "Reality", "Food", 60, "2013-10-27", cs=38)
S("Christmas Cookie Challenge", "Food Network", "Reality", "Food", 60, "2018-11-12", cs=8)
S("The Pioneer Woman", "Food Network", "Reality", "Food", 30, "2011-08-27", cs=37)
S("The Kitchen", "Food Network", "Talk Show", "Food", 60, "2014-01-11", cs=40)
S("Trisha's Southern Kitchen", "Food Network", "Reality", "Food", 30, "2012-04-14", cs=24)
S("Girl Meets Farm", "Food Network", "Reality", "Food", 30, "2018-06-24", cs=17)
S("Snack Wars 🍿", "Food Network", "Reality", "Food,Comedy", 30, "2025-03-07", cs=2, slug="snack-wars", site="")
S("Barefoot Contessa: Be My Guest", "Food Network", "Talk Show", "Food", 30, "2020-01-12", cs=5)
S("90 Day Fiancé: Happily Ever After?", "TLC", "Reality", "Romance", 120, "2016-07-17", cs=10, rt_null=True, avg=90)
S("Sister Wives", "TLC", "Reality", "Family", 60, "2010-09-26", cs=20)
S("1000-lb Sisters", "TLC", "Reality", "Family", 60, "2020-01-01", cs=8)
S("My 600-lb Life", "TLC", "Reality", "Medical", 120, "2012-02-08", cs=14, rt_null=True, avg=84)
S("Say Yes to the Dress", "TLC", "Reality", "", 30, "2007-10-12", cs=23)
S("90 Day Fiancé: Pillow Talk", "TLC", "Reality", "Romance", 60, "2019-01-20", cs=13)
S("Welcome to Plathville", "TLC", "Reality", "Family", 60, "2019-11-05", cs=7)
S("Dr. Pimple Popper", "TLC", "Reality", "Medical", 60, "2018-01-10", cs=11)
S("OutDaughtered", "TLC", "Reality", "Family", 60, "2016-05-10", cs=11)
S("Gold Rush", "Discovery", "Reality", "Adventure", 60, "2010-12-03")
S("Gold Rush: Freddy Dodge's Mine Rescue", "Discovery", "Reality", "Adventure", 60, "2021-11-16", cs=5)
S("Moonshiners", "Discovery", "Reality", "", 60, "2011-12-06", cs=16)
S("Street Outlaws", "Discovery", "Reality", "Action", 60, "2013-06-10", cs=21)
S("Naked and Afraid", "Discovery", "Reality", "Adventure,Nature", 60, "2013-06-23", cs=19)
S("Expedition Unknown", "Discovery", "Documentary", "Adventure,History", 60, "2015-01-08", cs=16)
S("Naked and Afraid XL", "Discovery", "Reality", "Adventure,Nature", 60, "2015-07-26", cs=11)
S("Bering Sea Gold", "Discovery", "Reality", "Adventure", 60, "2012-01-27", cs=18)
S("The Curse of Oak Island", "History", "Reality", "History,Mystery", 60, "2014-01-05")
S("Beyond Oak Island", "History", "Documentary", "History,Mystery", 60, "2020-11-03", cs=6)
S("Forged in Fire", "History", "Reality", "", 60, "2015-06-22", cs=11)
S("Pawn Stars Do America", "History", "Reality", "History", 60, "2022-08-09", cs=4)
S("Pawn Stars", "History", "Reality", "History", 30, "2009-07-19", cs=23)
S("Ancient Aliens", "History", "Documentary", "History,Science-Fiction", 60, "2010-04-20", cs=22)
S("Swamp People", "History", "Reality", "Nature", 60, "2010-08-22", cs=17)
S("The UnXplained", "History", "Documentary", "Mystery,Supernatural", 60, "2019-07-19", cs=8)
S("Forensic Files", "HLN", "Documentary", "Crime", 30, "1996-04-23", key="Forensic Files", cs=16)
S("How It Really Happened", "HLN", "Documentary", "Crime", 60, "2017-01-07", cs=8)
S("Murder in the Heartland", "Investigation Discovery", "Documentary", "Crime", 60, "2017-08-22", cs=8)
S("Evil Lives Here", "Investigation Discovery", "Documentary", "Crime", 60, "2016-01-06", cs=17)
S("On the Case with Paula Zahn", "Investigation Discovery", "Documentary", "Crime", 60, "2009-12-21", cs=27)
S("People Magazine Investigates", "Investigation Discovery", "Documentary", "Crime", 60, "2016-11-14", cs=9)
S("The First 48", "A&E", "Documentary", "Crime", 60, "2004-06-03", cs=25)
S("Court Cam", "A&E", "Reality", "Crime,Legal", 30, "2019-06-12", cs=8)
S("Storage Wars", "A&E", "Reality", "", 30, "2010-12-01", cs=16)
S("Hoarders", "A&E", "Reality", "", 60, "2009-08-17", cs=17)
S("Ridiculousness", "MTV", "Reality", "Comedy", 30, "2011-08-29", cs=41)
S("Snapped", "Oxygen", "Documentary", "Crime", 60, "2004-08-15", cs=36)
S("Killer Couples", "Oxygen", "Documentary", "Crime", 60, "2012-04-07", cs=18)
S("SpongeBob SquarePants", "Nickelodeon", "Animation", "Comedy,Children", 11, "1999-05-01", id=2155)
S("The Loud House", "Nickelodeon", "Animation", "Comedy,Children", 11, "2016-05-02", cs=9)
S("The Patrick Star Show", "Nickelodeon", "Animation", "Comedy,Children", 11, "2021-07-09", cs=4)
S("Rock Paper Scissors", "Nickelodeon", "Animation", "Comedy,Children", 11, "2024-06-17", cs=2)
S("Max & the Midknights", "Nickelodeon", "Animation", "Adventure,Children", 22, "2024-06-14", cs=2)
S("Teen Titans Go!", "Cartoon Network", "Animation", "Comedy,Children", 11, "2013-04-23", cs=9)
S("Batwheels", "Cartoon Network", "Animation", "Action,Children", 22, "2022-09-19", cs=3)
S("Lamput", "Cartoon Network", "Animation", "Comedy,Children", 7, "2017-08-22", cs=5)
S("Bugs Bunny Builders", "Cartoon Network", "Animation", "Children", 22, "2022-07-25", cs=3)
S("Big City Greens", "Disney Channel", "Animation", "Comedy,Children,Family", 11, "2018-06-18")
S("Kiff", "Disney Channel", "Animation", "Comedy,Children", 11, "2023-03-10", cs=3)
S("Hailey's On It!", "Disney Channel", "Animation", "Comedy,Adventure,Children", 22, "2023-06-08", cs=2)
S("Phineas and Ferb", "Disney Channel", "Animation", "Comedy,Children", 11, "2007-08-17", cs=6)
S("Zombies: The Re-Animated Series", "Disney Channel", "Animation", "Music,Children", 22, "2024-10-11", cs=2)
S("Vampirina: Teenage Vampire", "Disney Channel", "Scripted", "Comedy,Children,Supernatural", 22, "2025-09-24", cs=1)
g("M", "20:00", "Love It or List It")
g("T", "20:00", "Fixer to Fabulous")
g("W", "20:00", "Home Town")
g("R", "20:00", "Good Bones")
g("F", "20:00", "Zillow Gone Wild")
g("U", "21:00", "Bargain Block")
g(WK, "22:00", "House Hunters", n=2)
g(WK, "23:00", "House Hunters International", n=2, tier=2)
g("M", "20:00", "Holiday Baking Championship")
g("M", "21:00", "Holiday Wars")
g("T", "20:00", "Chopped")
g("R", "20:00", "Beat Bobby Flay", n=2)
g("F", "21:00", "Diners, Drive-Ins and Dives", n=4)
g("U", "20:00", "Guy's Grocery Games")
g("U", "21:00", "Christmas Cookie Challenge")
g("U", "19:00", "Holiday Baking Championship", sp="insignificant_special", name="Gingerbread Showdown: Sneak Peek")
g("S", "10:00", "The Pioneer Woman")
g("S", "11:00", "The Kitchen")
g("S", "12:00", "Trisha's Southern Kitchen", tier=2)
g("S", "23:00", "Snack Wars 🍿", tier=0)
g("U", "20:00", "90 Day Fiancé: Happily Ever After?")
g("U", "22:00", "Sister Wives")
g("T", "21:00", "1000-lb Sisters")
g("W", "20:00", "My 600-lb Life")
g("F", "20:00", "Say Yes to the Dress", n=2, tier=2)
g("F", "20:00", "Gold Rush")
g("F", "21:00", "Gold Rush: Freddy Dodge's Mine Rescue")
g("F", "19:00", "Gold Rush", sp="insignificant_special", name="The Dirt: Frozen Assets")
g("T", "21:00", "Moonshiners")
g("M", "20:00", "Street Outlaws")
g("U", "20:00", "Naked and Afraid")
g("W", "21:00", "Expedition Unknown", tier=2)
g("T", "20:00", "The Curse of Oak Island", sp="significant_special", name="Drilling Down: The Stone Road")
g("T", "21:00", "The Curse of Oak Island")
g("T", "22:00", "Beyond Oak Island")
g("W", "21:00", "Forged in Fire")
g("R", "21:00", "Pawn Stars Do America")
g("F", "22:00", "Ancient Aliens")
g("UMTWRFS", "04:00", "Forensic Files")
g("R", "21:00", "The First 48")
g("S", "09:00", "SpongeBob SquarePants", n=2)
g("S", "10:00", "Big City Greens", n=2)
pool(["House Hunters", "House Hunters International", "Hot Market", "Unsellable Houses", "Bargain Block", "Renovation 911"],
     weekday=[("09:00", "17:00")], weekend=[("08:00", "20:00")], saturday=[("08:00", "23:00")])
pool(["Diners, Drive-Ins and Dives", "Beat Bobby Flay", "Chopped", "Girl Meets Farm", "Barefoot Contessa: Be My Guest",
      "Guy's Grocery Games"], weekday=[("09:00", "17:00")], weekend=[("13:00", "19:00")], saturday=[("13:00", "23:00")])
pool(["Say Yes to the Dress", "90 Day Fiancé: Pillow Talk", "Welcome to Plathville", "Dr. Pimple Popper", "OutDaughtered"],
     weekday=[("10:00", "18:00")], weekend=[("09:00", "19:00")], saturday=[("09:00", "23:00")])
pool(["Naked and Afraid XL", "Bering Sea Gold", "Street Outlaws", "Expedition Unknown"],
     weekday=[("11:00", "17:00")], weekend=[("10:00", "19:00")], saturday=[("10:00", "23:00")])
pool(["Pawn Stars", "Forged in Fire", "Ancient Aliens", "Swamp People", "The UnXplained"],
     weekday=[("09:00", "18:00")], weekend=[("08:00", "20:00")], saturday=[("08:00", "23:00")])
pool(["Forensic Files", "How It Really Happened"], weekday=[("20:00", "23:00")], weekend=[("12:00", "23:00")],
     saturday=[("08:00", "23:30")])
pool(["Murder in the Heartland", "Evil Lives Here", "On the Case with Paula Zahn", "People Magazine Investigates"],
     weekday=[("12:00", "18:00"), ("20:00", "23:00")], weekend=[("09:00", "23:00")])
pool(["The First 48", "Court Cam", "Storage Wars", "Hoarders"], weekday=[("09:00", "17:00")], weekend=[("08:00", "20:00")],
     saturday=[("08:00", "23:00")])
pool(["Ridiculousness"], weekday=[("10:00", "20:00")], weekend=[("08:00", "22:00")], block=(3, 6),
     saturday=[("08:00", "23:30")])
pool(["Snapped", "Killer Couples"], weekday=[("14:00", "18:00")], weekend=[("10:00", "22:00")],
     saturday=[("10:00", "23:30")])
pool(["The Loud House", "The Patrick Star Show", "Rock Paper Scissors", "Max & the Midknights"],
     weekday=[("16:00", "19:00")], weekend=[("07:00", "09:00"), ("11:00", "14:00")])
pool(["Teen Titans Go!", "Batwheels", "Lamput", "Bugs Bunny Builders"],
     weekday=[("07:00", "10:00"), ("16:00", "19:00")], weekend=[("07:00", "13:00")])
pool(["Kiff", "Hailey's On It!", "Phineas and Ferb", "Zombies: The Re-Animated Series", "Vampirina: Teenage Vampire"],
     weekday=[("16:00", "20:00")], weekend=[("07:00", "10:00"), ("11:00", "14:00")])

# --- Sports and news channels ----------------------------------------------------------------
S("SportsCenter", "ESPN", "Sports", "", 60, "1979-09-07", ys=True)
S("Get Up", "ESPN", "Sports", "", 120, "2018-04-02", ys=True)
S("First Take", "ESPN", "Sports", "", 120, "2007-05-07", ys=True)
S("The Pat McAfee Show", "ESPN", "Sports", "Comedy", 180, "2023-09-05", ys=True)
S("NFL Live", "ESPN", "Sports", "", 60, "1998-09-08", ys=True)
S("Around the Horn", "ESPN", "Sports", "", 30, "2002-11-04", ys=True)
S("Pardon the Interruption", "ESPN", "Sports", "", 30, "2001-10-22", ys=True)
S("Monday Night Countdown", "ESPN", "Sports", "", 75, "1993-09-06", ys=True)
S("Monday Night Football", "ESPN", "Sports", "", 195, "1970-09-21", ys=True)
S("NBA Wednesday", "ESPN", "Sports", "", 150, "2002-10-30", ys=True)
S("Inside the NBA", "ESPN", "Sports", "Comedy", 60, "1989-11-02", ys=True)
S("College GameDay", "ESPN", "Sports", "", 180, "1987-09-12", ys=True)
S("College Football on ESPN", "ESPN", "Sports", "", 210, "1979-09-08", ys=True, rt_null=True, avg=210)
S("Sunday NFL Countdown", "ESPN", "Sports", "", 180, "1985-09-08", ys=True)
S("Early Start", "CNN", "News", "", 60, "2012-01-02", ys=True)
S("CNN This Morning", "CNN", "News", "", 180, "2022-11-01", ys=True)
S("CNN News Central", "CNN", "News", "", 180, "2023-04-03", ys=True)
S("Inside Politics with Dana Bash", "CNN", "News", "Politics", 60, "2021-06-28", ys=True)
S("The Lead with Jake Tapper", "CNN", "News", "Politics", 60, "2013-03-18", ys=True)
S("The Situation Room", "CNN", "News", "Politics", 120, "2005-08-08", ys=True)
S("Erin Burnett OutFront", "CNN", "News", "", 60, "2011-10-03", ys=True)
S("Anderson Cooper 360°", "CNN", "News", "", 60, "2003-09-08", ys=True)
S("The Source with Kaitlan Collins", "CNN", "News", "Politics", 60, "2023-07-10", ys=True)
S("CNN NewsNight with Abby Phillip", "CNN", "News", "Politics", 60, "2023-10-02", ys=True)
S("Laura Coates Live", "CNN", "News", "", 60, "2024-01-22", ys=True)
S("CNN This Morning Weekend", "CNN", "News", "", 120, "2022-11-05", ys=True)
S("CNN Newsroom", "CNN", "News", "", 120, "2006-01-02", ys=True)
S("Inside Politics Sunday with Manu Raju", "CNN", "News", "Politics", 60, "2024-01-07", ys=True)
S("State of the Union", "CNN", "News", "Politics", 60, "2009-01-11", ys=True)
S("Fareed Zakaria GPS", "CNN", "News", "Politics", 60, "2008-06-01", ys=True)
S("The Whole Story with Anderson Cooper", "CNN", "Documentary", "", 60, "2023-03-05", ys=True)
S("Way Too Early with Ali Vitali", "MS NOW", "News", "", 60, "2024-09-30", ys=True, img=False)
S("Morning Joe", "MS NOW", "News", "Politics", 240, "2007-05-07", ys=True)
S("José Díaz-Balart Reports", "MS NOW", "News", "", 60, "2016-01-04", ys=True)
S("Deadline: White House", "MS NOW", "News", "Politics", 120, "2017-05-08", ys=True)
S("The Beat with Ari Melber", "MS NOW", "News", "Politics,Legal", 60, "2017-07-24", ys=True)
S("The Weeknight", "MS NOW", "News", "Politics", 60, "2025-02-24", ys=True)
S("All In with Chris Hayes", "MS NOW", "News", "Politics", 60, "2013-04-01", ys=True)
S("The Rachel Maddow Show", "MS NOW", "News", "Politics", 60, "2008-09-08", ys=True)
S("The Briefing with Jen Psaki", "MS NOW", "News", "Politics", 60, "2025-04-01", ys=True)
S("The Last Word with Lawrence O'Donnell", "MS NOW", "News", "Politics", 60, "2010-09-27", ys=True)
S("The 11th Hour with Stephanie Ruhle", "MS NOW", "News", "Politics", 60, "2022-04-18", ys=True)
S("The Weekend", "MS NOW", "News", "Politics", 120, "2023-03-04", ys=True)
S("Velshi", "MS NOW", "News", "", 120, "2021-04-03", ys=True)
S("The Saturday Show with Jonathan Capehart", "MS NOW", "News", "Politics", 120, "2022-10-08", ys=True, img=False)
S("Fox & Friends First", "Fox News", "News", "", 120, "2011-01-03", ys=True)
S("Fox & Friends", "Fox News", "News", "", 180, "1998-02-01", ys=True)
S("America's Newsroom", "Fox News", "News", "", 120, "1998-10-05", ys=True)
S("The Faulkner Focus", "Fox News", "News", "", 60, "2021-01-18", ys=True)
S("Outnumbered", "Fox News", "Talk Show", "Politics", 60, "2014-04-28", ys=True)
S("America Reports", "Fox News", "News", "", 120, "2020-04-06", ys=True)
S("The Story with Martha MacCallum", "Fox News", "News", "Politics", 60, "2017-01-09", ys=True)
S("The Will Cain Show", "Fox News", "News", "Politics", 60, "2025-01-27", ys=True)
S("The Five", "Fox News", "Talk Show", "Politics", 60, "2011-07-11", ys=True)
S("Special Report with Bret Baier", "Fox News", "News", "Politics", 60, "1998-01-05", ys=True)
S("The Ingraham Angle", "Fox News", "News", "Politics", 60, "2017-10-30", ys=True)
S("Jesse Watters Primetime", "Fox News", "News", "Politics", 60, "2022-01-24", ys=True)
S("Hannity", "Fox News", "News", "Politics", 60, "2009-01-12", ys=True)
S("Gutfeld!", "Fox News", "Talk Show", "Comedy,Politics", 60, "2021-04-05", ys=True)
S("Fox News @ Night", "Fox News", "News", "", 60, "2017-10-30", ys=True)
S("Fox & Friends Weekend", "Fox News", "News", "", 240, "1998-02-07", ys=True)
S("Sunday Morning Futures with Maria Bartiromo", "Fox News", "News", "Politics", 60, "2012-03-11", ys=True)
S("My View with Lara Trump", "Fox News", "Talk Show", "Politics", 60, "2024-01-06", ys=True)
S("Life, Liberty & Levin", "Fox News", "Talk Show", "Politics", 60, "2018-02-18", ys=True)
g(WK, "07:00", "SportsCenter")
g(WK, "08:00", "Get Up")
g(WK, "10:00", "First Take")
g(WK, "12:00", "The Pat McAfee Show")
g(WK, "15:00", "NFL Live", tier=2)
g(WK, "17:00", "Around the Horn")
g(WK, "17:30", "Pardon the Interruption")
g(WK, "18:00", "SportsCenter")
g(ALL, "23:00", "SportsCenter")
g(ALL, "00:00", "SportsCenter", tier=2)
g("M", "19:00", "Monday Night Countdown")
g("M", "20:15", "Monday Night Football")
g("W", "19:30", "NBA Wednesday")
g("R", "19:00", "Inside the NBA", tier=2)
g("S", "09:00", "College GameDay")
g("S", "12:00", "College Football on ESPN")
g("S", "15:30", "College Football on ESPN", tier=2)
g("U", "10:00", "Sunday NFL Countdown")
g("SU", "07:00", "SportsCenter")
g(WK, "05:00", "Early Start")
g(WK, "06:00", "CNN This Morning")
g(WK, "09:00", "CNN News Central")
g(WK, "12:00", "Inside Politics with Dana Bash")
g(WK, "13:00", "CNN News Central")
g(WK, "16:00", "The Lead with Jake Tapper")
g(WK, "17:00", "The Situation Room")
g(WK, "19:00", "Erin Burnett OutFront")
g(WK, "20:00", "Anderson Cooper 360°")
g(WK, "21:00", "The Source with Kaitlan Collins")
g(WK, "22:00", "CNN NewsNight with Abby Phillip")
g(WK, "23:00", "Laura Coates Live")
g("SU", "06:00", "CNN This Morning Weekend")
g("S", "10:00", "CNN Newsroom")
g("SU", "14:00", "CNN Newsroom")
g("SU", "16:00", "CNN Newsroom", tier=2)
g("SU", "18:00", "CNN Newsroom", tier=2)
g("SU", "22:00", "CNN Newsroom", tier=2)
g("U", "08:00", "Inside Politics Sunday with Manu Raju")
g("U", "09:00", "State of the Union")
g("U", "10:00", "Fareed Zakaria GPS")
g("U", "20:00", "The Whole Story with Anderson Cooper")
g(WK, "05:00", "Way Too Early with Ali Vitali")
g(WK, "06:00", "Morning Joe")
g(WK, "10:00", "José Díaz-Balart Reports")
g(WK, "16:00", "Deadline: White House")
g(WK, "18:00", "The Beat with Ari Melber")
g(WK, "19:00", "The Weeknight")
g(WK, "20:00", "All In with Chris Hayes")
g("M", "21:00", "The Rachel Maddow Show")
g("TWRF", "21:00", "The Briefing with Jen Psaki")
g(WK, "22:00", "The Last Word with Lawrence O'Donnell")
g(WK, "23:00", "The 11th Hour with Stephanie Ruhle")
g("SU", "08:00", "The Weekend")
g("SU", "10:00", "Velshi")
g("S", "18:00", "The Saturday Show with Jonathan Capehart")
g(SUN_THU, "04:00", "Fox & Friends First")
g(WK, "06:00", "Fox & Friends")
g(WK, "09:00", "America's Newsroom")
g(WK, "11:00", "The Faulkner Focus")
g(WK, "12:00", "Outnumbered")
g(WK, "13:00", "America Reports")
g(WK, "15:00", "The Story with Martha MacCallum")
g(WK, "16:00", "The Will Cain Show")
g(WK, "17:00", "The Five")
g(WK, "18:00", "Special Report with Bret Baier")
g(WK, "19:00", "The Ingraham Angle")
g(WK, "20:00", "Jesse Watters Primetime")
g(WK, "21:00", "Hannity")
g(WK, "22:00", "Gutfeld!")
g(WK, "23:00", "Fox News @ Night")
g("SU", "06:00", "Fox & Friends Weekend")
g("U", "10:00", "Sunday Morning Futures with Maria Bartiromo")
g("S", "21:00", "My View with Lara Trump")
g("U", "20:00", "Life, Liberty & Levin")

# --- Syndication, Spanish-language -----------------------------------------------------------
S("Live with Kelly and Mark", "Syndication", "Talk Show", "", 60, "1988-09-05", cs=39)
S("The Kelly Clarkson Show", "Syndication", "Talk Show", "Music", 60, "2019-09-09", cs=8)
S("The Drew Barrymore Show", "Syndication", "Talk Show", "", 60, "2020-09-14", cs=7)
S("Tamron Hall", "Syndication", "Talk Show", "", 60, "2019-09-09", cs=8)
S("The Jennifer Hudson Show", "Syndication", "Talk Show", "Music", 60, "2022-09-12", cs=5)
S("The Steve Wilkos Show", "Syndication", "Talk Show", "", 60, "2007-09-10", cs=20)
S("Karamo", "Syndication", "Talk Show", "", 60, "2022-09-12", cs=5)
S("Divorce Court", "Syndication", "Reality", "Legal", 30, "1999-08-30", cs=28)
S("Hot Bench", "Syndication", "Reality", "Legal", 30, "2014-09-15", cs=13)
S("The People's Court", "Syndication", "Reality", "Legal", 30, "1997-09-08", cs=29)
S("Justice for the People with Judge Milian", "Syndication", "Reality", "Legal", 30, "2023-09-11", cs=4)
S("Access Hollywood", "Syndication", "News", "", 30, "1996-09-09", ys=True)
S("Wheel of Fortune", "Syndication", "Game Show", "", 30, "1983-09-19", cs=44)
S("Jeopardy!", "Syndication", "Game Show", "", 30, "1984-09-10", cs=43, rating=8)
S("Family Feud", "Syndication", "Game Show", "", 30, "1999-09-20", cs=28)
S("Entertainment Tonight", "Syndication", "News", "", 30, "1981-09-14", cs=46)
S("Inside Edition", "Syndication", "News", "", 30, "1989-01-09", cs=38)
S("TMZ", "Syndication", "News", "Comedy", 30, "2007-09-10", cs=20)
S("Dish Nation", "Syndication", "Talk Show", "Comedy", 30, "2011-09-12", cs=15)
S("25 Words or Less", "Syndication", "Game Show", "", 30, "2019-09-16", cs=7)
S("Hoy Día", "Telemundo", "News", "", 180, "2019-01-07", ys=True, lang="Spanish")
S("En Casa con Telemundo", "Telemundo", "Talk Show", "", 60, "2021-03-01", cs=6, lang="Spanish")
S("Al Rojo Vivo", "Telemundo", "News", "", 60, "2002-08-19", ys=True, lang="Spanish")
S("Noticias Telemundo", "Telemundo", "News", "", 30, "1987-01-12", ys=True, lang="Spanish")
S("La Casa de los Famosos", "Telemundo", "Reality", "", 60, "2021-01-26", cs=6, lang="Spanish")
S("Pasión de Gavilanes", "Telemundo", "Scripted", "Drama,Romance", 60, "2003-10-28", lang="Spanish")
S("El Señor de los Cielos", "Telemundo", "Scripted", "Drama,Action,Crime", 60, "2013-04-15", cs=10, lang="Spanish")
S("Noticias Telemundo en la Noche", "Telemundo", "News", "", 30, "2018-08-06", ys=True, lang="Spanish", img=False)
S("Exatlón Estados Unidos", "Telemundo", "Reality", "Sports", 120, "2017-01-29", cs=9, lang="Spanish")
S("Despierta América", "Univision", "Talk Show", "", 180, "1997-04-14", ys=True, lang="Spanish")
S("Primer Impacto", "Univision", "News", "", 60, "1994-01-31", ys=True, lang="Spanish")
S("Noticiero Univision", "Univision", "News", "", 30, "1981-06-01", ys=True, lang="Spanish")
S("Las Hijas de la Señora García", "Univision", "Scripted", "Drama,Romance", 60, "2026-06-08", cs=1, lang="Spanish")
S("Amanecer", "Univision", "Scripted", "Drama,Romance", 60, "2026-08-31", cs=1, lang="Spanish")
S("Aquí y Ahora", "Univision", "News", "", 60, "1999-01-24", ys=True, lang="Spanish")
S("Mira Quién Baila", "Univision", "Reality", "Music", 120, "2010-09-12", cs=12, lang="Spanish")
g(WK, "09:00", "Live with Kelly and Mark")
g(WK, "10:00", "The Kelly Clarkson Show")
g(WK, "11:00", "The Steve Wilkos Show", tier=2)
g(WK, "12:00", "Divorce Court", tier=2)
g(WK, "12:00", "Karamo", tier=2)
g(WK, "13:00", "Hot Bench", tier=2)
g(WK, "13:00", "The People's Court", tier=2)
g(WK, "13:30", "Justice for the People with Judge Milian", tier=2)
g(WK, "14:00", "The Drew Barrymore Show")
g(WK, "15:00", "Tamron Hall")
g(WK, "16:00", "The Jennifer Hudson Show")
g(WK, "16:30", "25 Words or Less", tier=2)
g(WK, "18:00", "Access Hollywood")
g(WK, "19:00", "Wheel of Fortune")
g(WK, "19:30", "Jeopardy!")
g(WK, "19:00", "Family Feud", n=2)
g("SU", "19:00", "Family Feud", n=2, tier=2)
g(WK, "19:30", "Entertainment Tonight")
g(WK, "19:00", "Inside Edition")
g(WK, "23:00", "TMZ", tier=2)
g(WK, "23:30", "Dish Nation", tier=2)
g(WK, "07:00", "Hoy Día")
g(WK, "12:00", "En Casa con Telemundo")
g(WK, "15:00", "Al Rojo Vivo")
g(WK, "18:30", "Noticias Telemundo")
g(ALL, "20:00", "La Casa de los Famosos")
g(WK, "21:00", "Pasión de Gavilanes")
g(WK, "22:00", "El Señor de los Cielos")
g(WK, "23:30", "Noticias Telemundo en la Noche", tier=2)
g("U", "19:00", "Exatlón Estados Unidos", tier=2)
g(WK, "07:00", "Despierta América")
g(WK, "17:00", "Primer Impacto")
g(WK, "18:30", "Noticiero Univision")
g(WK, "20:00", "Las Hijas de la Señora García")
g(WK, "21:00", "Amanecer")
g("U", "19:00", "Aquí y Ahora")
g("S", "20:00", "Mira Quién Baila")

# --- Web channels (US-local ones also appear in /schedule?country=US) -------------------------
S("Days of our Lives", "Peacock", "Scripted", "Drama,Romance", 60, "1965-11-08", cs=62, rt_null=True, avg=41)
S("Landman", "Paramount+", "Scripted", "Drama,Western", 60, "2024-11-17", rt_null=True, avg=57)
S("Tulsa King", "Paramount+", "Scripted", "Drama,Crime", 50, "2022-11-13", cs=4, rt_null=True, avg=47)
S("Only Murders in the Building", "Hulu", "Scripted", "Comedy,Crime,Mystery", 30, "2021-08-31", rt_null=True, avg=33)
S("The Kardashians", "Hulu", "Reality", "Family", 45, "2022-04-14", cs=8, rt_null=True, avg=44)
S("葬送のフリーレン", "Crunchyroll", "Animation", "Adventure,Anime,Fantasy", 25, "2023-09-29", lang="Japanese",
  slug="sousou-no-frieren")
S("ワンピース", "Crunchyroll", "Animation", "Action,Adventure,Anime", 24, "1999-10-20", lang="Japanese", cs=23,
  slug="one-piece")
S("WWE Raw", "Netflix", "Sports", "Action", 180, "1993-01-11", ys=True)
S("Love Is Blind", "Netflix", "Reality", "Romance", 60, "2020-02-13", rt_null=True, avg=58)
S("Pokémon Horizons: The Series", "Netflix", "Animation", "Adventure,Anime,Children", 24, "2024-03-07")
S("Thursday Night Football", "Prime Video", "Sports", "", 200, "2006-11-23", ys=True)
S("Judy Justice", "Prime Video", "Reality", "Legal", 30, "2021-11-01", cs=5)
S("Slow Horses", "Apple TV", "Scripted", "Drama,Thriller,Espionage", 50, "2022-04-01", cs=6, rt_null=True, avg=48)
S("Good Mythical Morning", "YouTube", "Talk Show", "Comedy,Food", 25, "2012-01-09", cs=29, rt_null=True, avg=24)

g(WK, "", "Days of our Lives", tier=0)
g("U", "", "Landman", tier=0)
g("U", "", "Tulsa King", tier=0)
g("T", "", "Only Murders in the Building", tier=0)
g("R", "", "The Kardashians", tier=0)
g("F", "10:30", "葬送のフリーレン", tier=0)
g("S", "19:45", "ワンピース", tier=0)
g("M", "20:00", "WWE Raw", tier=0)
g("W", "", "Love Is Blind", n=3, tier=0)
g("F", "", "Pokémon Horizons: The Series", n=6, tier=0)
g("R", "20:15", "Thursday Night Football", tier=0)
g(WK, "", "Judy Justice", tier=0)
g("W", "", "Slow Horses", tier=0)
g(WK, "", "Good Mythical Morning", tier=0)

# --- Shows outside the week: search results, detail shows ------------------------------------
S("Girls", "HBO", "Scripted", "Drama,Comedy,Romance", 30, "2012-04-15", ended="2017-04-16", id=139)
S("Game of Thrones", "HBO", "Scripted", "Drama,Adventure,Fantasy", 60, "2011-04-17", ended="2019-05-19", id=82)
S("Breaking Bad", "AMC", "Scripted", "Drama,Crime,Thriller", 60, "2008-01-20", ended="2013-09-29", id=169)
S("Doctor Who", "BBC One", "Scripted", "Drama,Adventure,Science-Fiction", 60, "2005-03-26", ended="2022-10-23", id=210)
S("Stranger Things", "Netflix", "Scripted", "Drama,Fantasy,Horror", None, "2016-07-15", ended="2025-12-31", id=2993, avg=64)
S("Doctor Odyssey", "ABC", "Scripted", "Drama,Medical", 60, "2024-09-26", ended="2025-04-24")
S("Silicon Valley", "HBO", "Scripted", "Comedy", 30, "2014-04-06", ended="2019-12-08", id=143)
S("Gilmore Girls", "The WB", "Scripted", "Drama,Comedy,Family", 60, "2000-10-05", ended="2007-05-15", id=525)
S("2 Broke Girls", "CBS", "Scripted", "Comedy", 30, "2011-09-19", ended="2017-04-17")
S("The Golden Girls", "NBC", "Scripted", "Comedy", 30, "1985-09-14", ended="1992-05-09")
S("Good Girls", "NBC", "Scripted", "Drama,Comedy,Crime", 60, "2018-02-26", ended="2021-07-22")
S("Derry Girls", "Channel 4", "Scripted", "Comedy", 30, "2018-01-04", ended="2022-05-18")
S("Shining Girls", "Apple TV", "Scripted", "Crime,Thriller,Supernatural", None, "2022-04-29", ended="2022-06-03", avg=50)
S("Girls5eva", "Peacock", "Scripted", "Comedy,Music", 30, "2021-05-06", ended="2024-03-14")
S("The Girls on the Bus", "HBO Max", "Scripted", "Drama,Politics", None, "2024-03-14", ended="2024-05-09", avg=53)
S("Gossip Girl", "The CW", "Scripted", "Drama,Romance", 60, "2007-09-19", ended="2012-12-17")
S("After the Thrones", "HBO", "Talk Show", "Comedy", 30, "2016-04-25", ended="2016-06-28")
S("Thronecast", "Sky Atlantic", "Talk Show", "", 30, "2012-04-02", ended="2019-05-20", rating="null")
S("Ellen's Game of Games", "NBC", "Game Show", "Comedy", 60, "2017-12-18", ended="2021-04-27")
S("The Game", "The CW", "Scripted", "Comedy,Drama,Sports", 30, "2006-10-01", ended="2015-08-12")
S("The Ashlee Simpson Show", "MTV", "Reality", "Music", 30, "2004-06-16", ended="2005-03-09", img=False, summary="empty")
S("Jessica Simpson's The Price of Beauty", "VH1", "Reality", "Travel", 30, "2010-03-15", ended="2010-05-03")
S("Doctor Who", "BBC One", "Scripted", "Adventure,Science-Fiction", 25, "1963-11-23", key="Doctor Who (1963)",
  ended="1989-12-06", id=766)
S("The Good Doctor", "ABC", "Scripted", "Drama,Medical", 60, "2017-09-25", ended="2024-05-21")
S("Doc Martin", "ITV1", "Scripted", "Comedy,Drama,Medical", 60, "2004-09-02", ended="2022-12-25")
S("Doctor Foster", "BBC One", "Scripted", "Drama,Thriller", 60, "2015-09-09", ended="2017-10-10")
S("The Doctors", "Syndication", "Talk Show", "Medical", 60, "2008-09-08", ended="2022-05-20", site="")
S("Doctor Slump", "JTBC", "Scripted", "Comedy,Medical,Romance", 70, "2024-01-27", ended="2024-03-17", lang="Korean")
S("Love Island USA", "Peacock", "Reality", "Romance", None, "2019-07-09", avg=62, status="Running", cs=7)
S("Love Island", "ITV2", "Reality", "Romance", 60, "2015-06-07", cs=12)
S("Love, Victor", "Hulu", "Scripted", "Drama,Comedy,Romance", 30, "2020-06-17", ended="2022-06-15")
S("Lovecraft Country", "HBO", "Scripted", "Drama,Horror,Science-Fiction", 60, "2020-08-16", ended="2020-10-18")
S("Love Life", "HBO Max", "Scripted", "Comedy,Romance", 30, "2020-05-27", ended="2021-11-18")
S("Modern Love", "Prime Video", "Scripted", "Drama,Comedy,Romance", 30, "2019-10-18", status="To Be Determined", avg=32)
S("Love, Death & Robots", "Netflix", "Animation", "Science-Fiction,Horror", None, "2019-03-15", avg=15,
  status="To Be Determined")
S("Pokémon", "TV Tokyo", "Animation", "Adventure,Anime,Children", 25, "1997-04-01", ended="2023-03-24", lang="Japanese",
  id=1402)
S("Pokémon Journeys: The Series", "Netflix", "Animation", "Adventure,Anime,Children", 24, "2020-06-12", ended="2023-09-15")
S("Pokémon Concierge", "Netflix", "Animation", "Comedy,Children", 20, "2023-12-28", status="To Be Determined")
S("Pokémon Evolutions", "YouTube", "Animation", "Adventure,Anime", 9, "2021-09-09", ended="2021-12-16")
S("Pokémon Generations", "YouTube", "Animation", "Adventure,Anime", 5, "2016-09-16", ended="2016-12-23", summary="null")
S("Pokémon Origins", "TV Tokyo", "Animation", "Adventure,Anime", 23, "2013-10-02", ended="2013-10-02", lang="Japanese")
S("Pokémon: Twilight Wings", "YouTube", "Animation", "Adventure,Anime", 7, "2020-01-15", ended="2020-08-21")
S("Pokémon Chronicles", "Cartoon Network", "Animation", "Adventure,Anime,Children", 22, "2005-06-03", ended="2006-02-24",
  img=False, site="")
S("The Newsroom", "HBO", "Scripted", "Drama", 60, "2012-06-24", ended="2014-12-14")
S("The Office", "NBC", "Scripted", "Comedy", 30, "2005-03-24", ended="2013-05-16", id=526)
S("The Bear", "Hulu", "Scripted", "Drama,Comedy,Food", 30, "2022-06-23", cs=5, rt_null=True, avg=34)
S("The Pitt", "HBO Max", "Scripted", "Drama,Medical", 60, "2025-01-09", cs=2)
S("The Talk", "CBS", "Talk Show", "", 60, "2010-10-18", ended="2024-12-20")
S("The Rookie", "ABC", "Scripted", "Drama,Action,Crime", 60, "2018-10-16", cs=8)
S("Harry Potter", "HBO", "Scripted", "Drama,Adventure,Fantasy", None, None, status="In Development", rating="null",
  img=False, summary="null", key="Harry Potter (HBO)")

# ----------------------------------------------------------------------------------------------
# Detail shows: full episode lists, seasons and cast
# ----------------------------------------------------------------------------------------------
# season spec: n, start, count | drops [(date, count)] | parts [(start, count)]; optional day, time,
# per (episodes per air date), doubles (numbers airing right after the previous one), net (network
# of that season), name, gap (chance of a skipped week), order ("null" for episodeOrder null).
# "current" is the season running in the sample week: the week's grid airings are part of it, then
# `future` dated episodes and `tba` undated ones follow.


def first_weekday(date, weekday):
    return date + dt.timedelta(days=(weekday - date.weekday()) % 7)


def auto_seasons(first_n, counts, start_of, day=None, time_=None):
    out = []
    for i, count in enumerate(counts):
        n = first_n + i
        spec = dict(n=n, start=start_of(n).isoformat(), count=count)
        if day:
            spec["day"] = day
        if time_:
            spec["time"] = time_
        out.append(spec)
    return out


def sunday_after(month, day, year_of):
    return lambda n: first_weekday(dt.date(year_of(n), month, day), 6)


G_TITLES = {
    1: ["Pilot", "Vagina Panic", "All Adventurous Women Do", "Hannah's Diary", "Hard Being Easy", "The Return",
        "Welcome to Bushwick a.k.a. The Crackcident", "Weirdos Need Girlfriends Too", "Leave Me Alone", "She Did"],
    2: ["It's About Time", "I Get Ideas", "Bad Friend", "It's a Shame About Ray", "One Man's Trash", "Boys",
        "Video Games", "It's Back", "On All Fours", "Together"],
    3: ["Females Only", "Truth or Dare", "She Said OK", "Dead Inside", "Only Child", "Free Snacks", "Beach House",
        "Incidentals", "Flo", "Role-Play", "I Saw You", "Two Plane Rides"],
    4: ["Iowa", "Triggering", "Female Author", "Cubbies", "Sit-In", "Tad & Loreen & Avi & Shanaz", "Ask Me My Name",
        "Close-Up", "Daddy Issues", "Home Birth"],
    5: ["Wedding Day", "Good Man", "Japan", "Old Loves", "Queen for Two Days", "The Panic in Central Park",
        "Hello Kitty", "Homeward Bound", "Love Stories", "I Love You Baby"],
    6: ["All I Ever Wanted", "Hostage Situation", "American Bitch", "Painful Evacuation", "Gummies", "Full Disclosure",
        "The Bounce", "What Will We Do This Time About Adam?", "Goodbye Tour", "Latching"],
}
GOT_TITLES = {
    1: ["Winter Is Coming", "The Kingsroad", "Lord Snow", "Cripples, Bastards, and Broken Things", "The Wolf and the Lion",
        "A Golden Crown", "You Win or You Die", "The Pointy End", "Baelor", "Fire and Blood"],
    2: ["The North Remembers", "The Night Lands", "What Is Dead May Never Die", "Garden of Bones",
        "The Ghost of Harrenhal", "The Old Gods and the New", "A Man Without Honor", "The Prince of Winterfell",
        "Blackwater", "Valar Morghulis"],
    3: ["Valar Dohaeris", "Dark Wings, Dark Words", "Walk of Punishment", "And Now His Watch Is Ended", "Kissed by Fire",
        "The Climb", "The Bear and the Maiden Fair", "Second Sons", "The Rains of Castamere", "Mhysa"],
    4: ["Two Swords", "The Lion and the Rose", "Breaker of Chains", "Oathkeeper", "First of His Name",
        "The Laws of Gods and Men", "Mockingbird", "The Mountain and the Viper", "The Watchers on the Wall", "The Children"],
    5: ["The Wars to Come", "The House of Black and White", "High Sparrow", "Sons of the Harpy", "Kill the Boy",
        "Unbowed, Unbent, Unbroken", "The Gift", "Hardhome", "The Dance of Dragons", "Mother's Mercy"],
    6: ["The Red Woman", "Home", "Oathbreaker", "Book of the Stranger", "The Door", "Blood of My Blood",
        "The Broken Man", "No One", "Battle of the Bastards", "The Winds of Winter"],
    7: ["Dragonstone", "Stormborn", "The Queen's Justice", "The Spoils of War", "Eastwatch", "Beyond the Wall",
        "The Dragon and the Wolf"],
    8: ["Winterfell", "A Knight of the Seven Kingdoms", "The Long Night", "The Last of the Starks", "The Bells",
        "The Iron Throne"],
}
BB_TITLES = {
    1: ["Pilot", "Cat's in the Bag...", "...And the Bag's in the River", "Cancer Man", "Gray Matter",
        "Crazy Handful of Nothin'", "A No-Rough-Stuff-Type Deal"],
    2: ["Seven Thirty-Seven", "Grilled", "Bit by a Dead Bee", "Down", "Breakage", "Peekaboo", "Negro y Azul",
        "Better Call Saul", "4 Days Out", "Over", "Mandala", "Phoenix", "ABQ"],
    3: ["No Más", "Caballo sin Nombre", "I.F.T.", "Green Light", "Más", "Sunset", "One Minute", "I See You",
        "Kafkaesque", "Fly", "Abiquiu", "Half Measures", "Full Measure"],
    4: ["Box Cutter", "Thirty-Eight Snub", "Open House", "Bullet Points", "Shotgun", "Cornered", "Problem Dog",
        "Hermanos", "Bug", "Salud", "Crawl Space", "End Times", "Face Off"],
    5: ["Live Free or Die", "Madrigal", "Hazard Pay", "Fifty-One", "Dead Freight", "Buyout", "Say My Name",
        "Gliding Over All", "Blood Money", "Buried", "Confessions", "Rabid Dog", "To'hajiilee", "Ozymandias",
        "Granite State", "Felina"],
}
ST_TITLES = {
    1: ["Chapter One: The Vanishing of Will Byers", "Chapter Two: The Weirdo on Maple Street", "Chapter Three: Holly, Jolly",
        "Chapter Four: The Body", "Chapter Five: The Flea and the Acrobat", "Chapter Six: The Monster",
        "Chapter Seven: The Bathtub", "Chapter Eight: The Upside Down"],
    2: ["Chapter One: MADMAX", "Chapter Two: Trick or Treat, Freak", "Chapter Three: The Pollywog",
        "Chapter Four: Will the Wise", "Chapter Five: Dig Dug", "Chapter Six: The Spy", "Chapter Seven: The Lost Sister",
        "Chapter Eight: The Mind Flayer", "Chapter Nine: The Gate"],
    3: ["Chapter One: Suzie, Do You Copy?", "Chapter Two: The Mall Rats", "Chapter Three: The Case of the Missing Lifeguard",
        "Chapter Four: The Sauna Test", "Chapter Five: The Flayed", "Chapter Six: E Pluribus Unum", "Chapter Seven: The Bite",
        "Chapter Eight: The Battle of Starcourt"],
    4: ["Chapter One: The Hellfire Club", "Chapter Two: Vecna's Curse", "Chapter Three: The Monster and the Superhero",
        "Chapter Four: Dear Billy", "Chapter Five: The Nina Project", "Chapter Six: The Dive",
        "Chapter Seven: The Massacre at Hawkins Lab", "Chapter Eight: Papa", "Chapter Nine: The Piggyback"],
    5: ["Chapter One: The Crawl", "Chapter Two: The Vanishing of Holly Wheeler", "Chapter Three: The Turnbow Trap",
        "Chapter Four: Sorcerer", "Chapter Five: Shock Jock", "Chapter Six: Escape from Camazotz", "Chapter Seven: The Bridge",
        "Chapter Eight: The Rightside Up"],
}
DW_TITLES = {
    1: ["Rose", "The End of the World", "The Unquiet Dead", "Aliens of London", "World War Three", "Dalek",
        "The Long Game", "Father's Day", "The Empty Child", "The Doctor Dances", "Boom Town", "Bad Wolf",
        "The Parting of the Ways"],
    2: ["New Earth", "Tooth and Claw", "School Reunion", "The Girl in the Fireplace", "Rise of the Cybermen",
        "The Age of Steel", "The Idiot's Lantern", "The Impossible Planet", "The Satan Pit", "Love & Monsters",
        "Fear Her", "Army of Ghosts", "Doomsday"],
}
SIMPSONS_S1 = ["Simpsons Roasting on an Open Fire", "Bart the Genius", "Homer's Odyssey", "There's No Disgrace Like Home",
               "Bart the General", "Moaning Lisa", "The Call of the Simpsons", "The Telltale Head", "Life on the Fast Lane",
               "Homer's Night Out", "The Crepes of Wrath", "Krusty Gets Busted", "Some Enchanted Evening"]
FRIEREN_S1 = ["冒険の終わり", "別に魔法じゃなくたって…", "人を殺す魔法", "魂の眠る地", "死者の幻影", "村の英雄",
              "おとぎ話のような存在", "葬送のフリーレン"]
DW_SPECIALS = [("2005-12-25", "19:00", "The Christmas Invasion"), ("2006-12-25", "18:50", "The Runaway Bride"),
               ("2007-12-25", "18:50", "Voyage of the Damned"), ("2008-12-25", "18:00", "The Next Doctor"),
               ("2009-04-11", "18:45", "Planet of the Dead"), ("2009-11-15", "19:00", "The Waters of Mars"),
               ("2009-12-25", "18:00", "The End of Time (1)"), ("2010-01-01", "18:40", "The End of Time (2)"),
               ("2010-12-25", "18:00", "A Christmas Carol"), ("2011-12-25", "19:00", "The Doctor, the Widow and the Wardrobe"),
               ("2012-12-25", "17:15", "The Snowmen"), ("2013-11-23", "19:50", "The Day of the Doctor"),
               ("2013-12-25", "19:30", "The Time of the Doctor"), ("2014-12-25", "18:15", "Last Christmas"),
               ("2015-12-25", "17:15", "The Husbands of River Song"), ("2016-12-25", "17:45", "The Return of Doctor Mysterio"),
               ("2017-12-25", "17:30", "Twice Upon a Time"), ("2019-01-01", "18:00", "Resolution"),
               ("2021-01-01", "18:45", "Revolution of the Daleks"), ("2022-01-01", "18:25", "Eve of the Daleks"),
               ("2022-04-17", "18:30", "Legend of the Sea Devils"), ("2022-10-23", "19:00", "The Power of the Doctor")]

# cast rows: (person, character, gender, country, birthday, options) with options "self", "voice", "dead:YYYY-MM-DD",
# "noimg" (person image null); character "" means the person appears as themself.
DETAIL = {
    "Girls": dict(
        day="Sunday", time="22:00", style="drama", p_summary=0.8, p_image=0.9, p_rating=0.6, quality=7.0, titles=G_TITLES,
        seasons=[dict(n=1, start="2012-04-15", count=10), dict(n=2, start="2013-01-13", count=10),
                 dict(n=3, start="2014-01-12", count=12, doubles=[2]), dict(n=4, start="2015-01-11", count=10),
                 dict(n=5, start="2016-02-21", count=10), dict(n=6, start="2017-02-12", count=10)],
        cast=[("Lena Dunham", "Hannah Horvath", "F", "US", "1986-05-13", ""),
              ("Allison Williams", "Marnie Michaels", "F", "US", "1988-04-13", ""),
              ("Jemima Kirke", "Jessa Johansson", "F", "GB", "1985-04-26", ""),
              ("Zosia Mamet", "Shoshanna Shapiro", "F", "US", "1988-02-02", ""),
              ("Adam Driver", "Adam Sackler", "M", "US", "1983-11-19", ""),
              ("Alex Karpovsky", "Ray Ploshansky", "M", "US", "1975-03-14", ""),
              ("Andrew Rannells", "Elijah Krantz", "M", "US", "1978-08-23", ""),
              ("Becky Ann Baker", "Loreen Horvath", "F", "US", None, ""),
              ("Peter Scolari", "Tad Horvath", "M", "US", "1955-09-12", "dead:2021-10-22")]),
    "Game of Thrones": dict(
        day="Sunday", time="21:00", style="got", p_summary=1.0, p_image=1.0, p_rating=1.0, quality=8.8, titles=GOT_TITLES,
        seasons=[dict(n=1, start="2011-04-17", count=10), dict(n=2, start="2012-04-01", count=10),
                 dict(n=3, start="2013-03-31", count=10, gap=0.1), dict(n=4, start="2014-04-06", count=10, gap=0.1),
                 dict(n=5, start="2015-04-12", count=10), dict(n=6, start="2016-04-24", count=10),
                 dict(n=7, start="2017-07-16", count=7), dict(n=8, start="2019-04-14", count=6)],
        specials=[(8, "2019-05-26", "21:00", "The Last Watch", "s")],
        cast=[("Emilia Clarke", "Daenerys Targaryen", "F", "GB", "1986-10-23", ""),
              ("Kit Harington", "Jon Snow", "M", "GB", "1986-12-26", ""),
              ("Peter Dinklage", "Tyrion Lannister", "M", "US", "1969-06-11", ""),
              ("Lena Headey", "Cersei Lannister", "F", "GB", "1973-10-03", ""),
              ("Nikolaj Coster-Waldau", "Jaime Lannister", "M", "DK", "1970-07-27", ""),
              ("Sophie Turner", "Sansa Stark", "F", "GB", "1996-02-21", ""),
              ("Maisie Williams", "Arya Stark", "F", "GB", "1997-04-15", ""),
              ("Iain Glen", "Jorah Mormont", "M", "GB", "1961-06-24", ""),
              ("Alfie Allen", "Theon Greyjoy", "M", "GB", "1986-09-12", ""),
              ("Gwendoline Christie", "Brienne of Tarth", "F", "GB", "1978-10-28", ""),
              ("Liam Cunningham", "Davos Seaworth", "M", "IE", "1961-06-02", ""),
              ("Pilou Asbæk", "Euron Greyjoy", "M", "DK", "1982-03-02", ""),
              ("Carice van Houten", "Melisandre", "F", "NL", "1976-09-05", "")]),
    "Breaking Bad": dict(
        day="Sunday", time="22:00", style="drama", p_summary=0.9, p_image=1.0, p_rating=1.0, quality=8.9, titles=BB_TITLES,
        seasons=[dict(n=1, start="2008-01-20", count=7, gap=0.15), dict(n=2, start="2009-03-08", count=13),
                 dict(n=3, start="2010-03-21", count=13), dict(n=4, start="2011-07-17", count=13),
                 dict(n=5, parts=[("2012-07-15", 8), ("2013-08-11", 8)])],
        specials=[(2, "2009-02-17", "", "Good Cop Bad Cop", "i"), (2, "2009-02-24", "", "Wedding Day", "i"),
                  (2, "2009-03-03", "", "Twaüght", "i")],
        cast=[("Bryan Cranston", "Walter White", "M", "US", "1956-03-07", ""),
              ("Aaron Paul", "Jesse Pinkman", "M", "US", "1979-08-27", ""),
              ("Anna Gunn", "Skyler White", "F", "US", "1968-08-11", ""),
              ("Dean Norris", "Hank Schrader", "M", "US", "1963-04-08", ""),
              ("Betsy Brandt", "Marie Schrader", "F", "US", None, ""),
              ("RJ Mitte", "Walter White Jr.", "M", "US", None, ""),
              ("Bob Odenkirk", "Saul Goodman", "M", "US", "1962-10-22", ""),
              ("Giancarlo Esposito", "Gustavo Fring", "M", "US", "1958-04-26", ""),
              ("Jonathan Banks", "Mike Ehrmantraut", "M", "US", "1947-01-31", "")]),
    "Doctor Who": dict(
        day="Saturday", time="19:00", style="scifi", p_summary=0.9, p_image=0.9, p_rating=0.8, quality=8.0, titles=DW_TITLES,
        seasons=[dict(n=1, start="2005-03-26", count=13), dict(n=2, start="2006-04-15", count=13),
                 dict(n=3, start="2007-03-31", count=13), dict(n=4, start="2008-04-05", count=13),
                 dict(n=5, start="2010-04-03", count=13), dict(n=6, start="2011-04-23", count=13, gap=0.1),
                 dict(n=7, start="2012-09-01", count=13, gap=0.15), dict(n=8, start="2014-08-23", count=12),
                 dict(n=9, start="2015-09-19", count=12), dict(n=10, start="2017-04-15", count=12),
                 dict(n=11, start="2018-10-07", count=10, day="Sunday", time="18:45"),
                 dict(n=12, start="2020-01-01", count=10, day="Sunday", time="19:10"),
                 dict(n=13, start="2021-10-31", count=6, day="Sunday", time="18:25", name="Flux")],
        specials=[(None, d, t, nm, "s") for d, t, nm in DW_SPECIALS],
        cast=[("Christopher Eccleston", "The Doctor", "M", "GB", "1964-02-16", ""),
              ("David Tennant", "The Doctor", "M", "GB", "1971-04-18", ""),
              ("Matt Smith", "The Doctor", "M", "GB", "1982-10-28", ""),
              ("Peter Capaldi", "The Doctor", "M", "GB", "1958-04-14", ""),
              ("Jodie Whittaker", "The Doctor", "F", "GB", "1982-06-03", ""),
              ("Billie Piper", "Rose Tyler", "F", "GB", "1982-09-22", ""),
              ("Freema Agyeman", "Martha Jones", "F", "GB", None, ""),
              ("Catherine Tate", "Donna Noble", "F", "GB", "1968-05-12", ""),
              ("Karen Gillan", "Amy Pond", "F", "GB", "1987-11-28", ""),
              ("Arthur Darvill", "Rory Williams", "M", "GB", None, ""),
              ("Jenna Coleman", "Clara Oswald", "F", "GB", "1986-04-27", ""),
              ("Pearl Mackie", "Bill Potts", "F", "GB", None, ""),
              ("Mandip Gill", "Yasmin Khan", "F", "GB", None, "noimg")]),
    "Stranger Things": dict(
        day="Friday", time="", style="drama", p_summary=0.9, p_image=1.0, p_rating=0.9, quality=8.4, titles=ST_TITLES,
        seasons=[dict(n=1, drops=[("2016-07-15", 8)]), dict(n=2, drops=[("2017-10-27", 9)]),
                 dict(n=3, drops=[("2019-07-04", 8)]), dict(n=4, drops=[("2022-05-27", 7), ("2022-07-01", 2)]),
                 dict(n=5, drops=[("2025-11-26", 4), ("2025-12-25", 3), ("2025-12-31", 1)])],
        cast=[("Winona Ryder", "Joyce Byers", "F", "US", "1971-10-29", ""),
              ("David Harbour", "Jim Hopper", "M", "US", "1975-04-10", ""),
              ("Millie Bobby Brown", "Eleven", "F", "GB", "2004-02-19", ""),
              ("Finn Wolfhard", "Mike Wheeler", "M", "CA", "2002-12-23", ""),
              ("Gaten Matarazzo", "Dustin Henderson", "M", "US", "2002-09-08", ""),
              ("Caleb McLaughlin", "Lucas Sinclair", "M", "US", "2001-10-13", ""),
              ("Noah Schnapp", "Will Byers", "M", "US", "2004-10-03", ""),
              ("Sadie Sink", "Max Mayfield", "F", "US", "2002-04-16", ""),
              ("Natalia Dyer", "Nancy Wheeler", "F", "US", "1995-01-13", ""),
              ("Charlie Heaton", "Jonathan Byers", "M", "GB", "1994-02-06", ""),
              ("Joe Keery", "Steve Harrington", "M", "US", "1992-04-24", ""),
              ("Maya Hawke", "Robin Buckley", "F", "US", "1998-07-08", "")]),
    "Doctor Odyssey": dict(
        day="Thursday", time="21:00", style="drama", p_summary=0.9, p_image=0.9, p_rating=0.5, quality=6.2,
        seasons=[dict(n=1, start="2024-09-26", count=13, gap=0.3)],
        cast=[("Joshua Jackson", "Max Bankman", "M", "CA", "1978-06-11", ""),
              ("Phillipa Soo", "Avery Morgan", "F", "US", "1990-05-31", ""),
              ("Sean Teale", "Tristan Sullivan", "M", "GB", None, ""),
              ("Don Johnson", "Captain Robert Massey", "M", "US", "1949-12-15", "")]),
    "The Simpsons": dict(
        day="Sunday", time="20:00", style="simpsons", p_summary=0.12, p_image=0.25, p_rating=0.15, quality=7.1,
        titles={1: SIMPSONS_S1},
        seasons=[dict(n=1, start="1989-12-17", count=13, time="20:30")]
        + auto_seasons(2, [22, 24, 22], lambda n: first_weekday(dt.date(1988 + n, 10, 8), 3), "Thursday", "20:00")
        + auto_seasons(5, [22, 25, 25, 25, 25, 23, 22, 21, 22, 22, 22, 21, 22, 22, 20, 21, 23, 22, 22, 22, 22, 22, 22,
                           22, 21, 23, 22, 22, 22, 22, 18, 22, 22],
                       sunday_after(9, 25, lambda n: 1988 + n)),
        current=dict(n=38, start="2026-09-27", future=3, tba=2, order=22),
        specials=[(21, "2010-01-10", "20:30", "The Simpsons 20th Anniversary Special: In 3-D! On Ice!", "s")],
        voice=True,
        cast=[("Dan Castellaneta", "Homer Simpson", "M", "US", "1957-10-29", ""),
              ("Julie Kavner", "Marge Simpson", "F", "US", "1950-09-07", ""),
              ("Nancy Cartwright", "Bart Simpson", "F", "US", "1957-10-25", ""),
              ("Yeardley Smith", "Lisa Simpson", "F", "FR", "1964-07-03", ""),
              ("Hank Azaria", "Moe Szyslak", "M", "US", "1964-04-25", ""),
              ("Harry Shearer", "Mr. Burns", "M", "US", "1943-12-23", ""),
              ("Dan Castellaneta", "Krusty the Clown", "M", "US", "1957-10-29", ""),
              ("Harry Shearer", "Ned Flanders", "M", "US", "1943-12-23", ""),
              ("Pamela Hayden", "Milhouse Van Houten", "F", "US", None, ""),
              ("Tress MacNeille", "Agnes Skinner", "F", "US", None, "")]),
    "Bob's Burgers": dict(
        day="Sunday", time="21:00", style="sitcom", p_summary=0.15, p_image=0.25, p_rating=0.1, quality=7.6,
        seasons=[dict(n=1, start="2011-01-09", count=13), dict(n=2, start="2012-03-11", count=9)]
        + auto_seasons(3, [23, 22, 21, 19, 22, 21, 22, 22, 22, 22, 22, 13, 22, 22],
                       sunday_after(9, 25, lambda n: 2009 + n)),
        current=dict(n=17, start="2026-09-27", future=3, tba=1, order=22),
        voice=True,
        cast=[("H. Jon Benjamin", "Bob Belcher", "M", "US", "1966-05-23", ""),
              ("John Roberts", "Linda Belcher", "M", "US", None, ""),
              ("Dan Mintz", "Tina Belcher", "M", "US", None, ""),
              ("Eugene Mirman", "Gene Belcher", "M", "RU", None, ""),
              ("Kristen Schaal", "Louise Belcher", "F", "US", "1978-01-24", ""),
              ("Larry Murphy", "Teddy", "M", "US", None, "noimg")]),
    "The Weeknight": dict(
        day="Monday", time="19:00", style="guests", cadence="daily", p_summary=0.03, p_image=0.0, p_rating=0.0,
        quality=6.8, yearly=("2025-02-24", 2026),
        current=dict(n=2026, future=22, order="null"),
        self=True,
        cast=[("Symone Sanders Townsend", "Co-Host", "F", "US", None, ""),
              ("Michael Steele", "Co-Host", "M", "US", "1958-10-19", ""),
              ("Alicia Menendez", "Co-Host", "F", "US", None, "")]),
    "Elsbeth": dict(
        day="Thursday", time="22:00", style="procedural", p_summary=0.8, p_image=0.8, p_rating=0.2, quality=7.5,
        seasons=[dict(n=1, start="2024-02-29", count=10, gap=0.2), dict(n=2, start="2024-10-17", count=20),
                 dict(n=3, start="2025-10-09", count=20)],
        current=dict(n=4, start="2026-10-01", future=2, tba=1, order=20),
        cast=[("Carrie Preston", "Elsbeth Tascioni", "F", "US", "1967-06-21", ""),
              ("Wendell Pierce", "Captain C.W. Wagner", "M", "US", "1963-12-08", ""),
              ("Carra Patterson", "Kaya Blanke", "F", "US", None, ""),
              ("Gloria Reuben", "Lt. Noreen Wolcott", "F", "CA", None, "")]),
    "Shifting Gears": dict(
        day="Wednesday", time="20:00", style="sitcom", p_summary=0.8, p_image=0.7, p_rating=0.1, quality=6.9,
        seasons=[dict(n=1, start="2025-01-08", count=13, gap=0.15), dict(n=2, start="2025-10-01", count=18)],
        current=dict(n=3, start="2026-10-07", future=2, tba=1, order=18),
        cast=[("Tim Allen", "Matt Parker", "M", "US", "1953-06-13", ""),
              ("Kat Dennings", "Riley Parker", "F", "US", "1986-06-13", ""),
              ("Seann William Scott", "Gabriel", "M", "US", "1976-10-03", ""),
              ("Daryl Mitchell", "Stitch", "M", "US", None, ""),
              ("Barry Corbin", "Gary", "M", "US", "1940-10-16", "")]),
    "Abbott Elementary": dict(
        day="Wednesday", time="21:00", style="sitcom", p_summary=0.8, p_image=0.8, p_rating=0.2, quality=7.9,
        seasons=[dict(n=1, start="2021-12-07", count=13, day="Tuesday", gap=0.2), dict(n=2, start="2022-09-21", count=22),
                 dict(n=3, start="2024-02-07", count=14), dict(n=4, start="2024-10-09", count=22),
                 dict(n=5, start="2025-10-01", count=22)],
        current=dict(n=6, start="2026-10-07", future=2, tba=1, order=22),
        cast=[("Quinta Brunson", "Janine Teagues", "F", "US", "1989-12-21", ""),
              ("Tyler James Williams", "Gregory Eddie", "M", "US", "1992-10-09", ""),
              ("Janelle James", "Ava Coleman", "F", "US", None, ""),
              ("Lisa Ann Walter", "Melissa Schemmenti", "F", "US", None, ""),
              ("Chris Perfetti", "Jacob Hill", "M", "US", None, ""),
              ("William Stanford Davis", "Mr. Johnson", "M", "US", None, ""),
              ("Sheryl Lee Ralph", "Barbara Howard", "F", "US", "1956-12-30", "")]),
    "High Potential": dict(
        day="Tuesday", time="22:00", style="procedural", p_summary=0.8, p_image=0.8, p_rating=0.2, quality=7.3,
        seasons=[dict(n=1, start="2024-09-17", count=13, gap=0.25), dict(n=2, start="2025-09-16", count=18)],
        current=dict(n=3, start="2026-09-22", future=2, tba=1, order=18),
        cast=[("Kaitlin Olson", "Morgan Gillory", "F", "US", "1975-11-18", ""),
              ("Daniel Sunjata", "Adam Karadec", "M", "US", None, ""),
              ("Javicia Leslie", "Daphne Forrester", "F", "US", None, ""),
              ("Deniz Akdeniz", "Oz", "M", "AU", None, ""),
              ("Judy Reyes", "Selena Soto", "F", "US", None, ""),
              ("Amirah J", "Ava Gillory", "F", "US", None, "noimg")]),
    "9-1-1": dict(
        day="Thursday", time="20:00", style="procedural", p_summary=0.6, p_image=0.6, p_rating=0.1, quality=7.7,
        seasons=[dict(n=1, start="2018-01-03", count=10, day="Wednesday", time="21:00", net="FOX"),
                 dict(n=2, start="2018-09-24", count=18, day="Monday", net="FOX"),
                 dict(n=3, start="2019-09-23", count=18, day="Monday", net="FOX"),
                 dict(n=4, start="2021-01-18", count=14, day="Monday", net="FOX"),
                 dict(n=5, start="2021-09-20", count=18, day="Monday", net="FOX"),
                 dict(n=6, start="2022-09-19", count=18, day="Monday", net="FOX"),
                 dict(n=7, start="2024-03-14", count=10), dict(n=8, start="2024-09-26", count=18),
                 dict(n=9, start="2025-10-09", count=18)],
        current=dict(n=10, start="2026-09-24", future=2, tba=1, order=18),
        cast=[("Angela Bassett", "Athena Grant", "F", "US", "1958-08-16", ""),
              ("Peter Krause", "Bobby Nash", "M", "US", "1965-08-12", ""),
              ("Oliver Stark", "Evan 'Buck' Buckley", "M", "GB", "1991-04-22", ""),
              ("Aisha Hinds", "Henrietta 'Hen' Wilson", "F", "US", None, ""),
              ("Kenneth Choi", "Howie 'Chimney' Han", "M", "US", None, ""),
              ("Jennifer Love Hewitt", "Maddie Buckley", "F", "US", "1979-02-21", ""),
              ("Ryan Guzman", "Eddie Diaz", "M", "US", "1987-09-21", "")]),
    "Grey's Anatomy": dict(
        day="Thursday", time="22:00", style="drama", p_summary=0.12, p_image=0.2, p_rating=0.05, quality=7.6,
        seasons=[dict(n=1, start="2005-03-27", count=9, day="Sunday"), dict(n=2, start="2005-09-25", count=27, day="Sunday")]
        + auto_seasons(3, [25, 17, 24, 24, 22, 24, 24, 24, 25, 24, 24, 24, 25, 21],
                       lambda n: first_weekday(dt.date(2003 + n, 9, 20), 3), "Thursday", "21:00")
        + [dict(n=17, start="2020-11-12", count=17), dict(n=18, start="2021-09-30", count=20),
           dict(n=19, start="2022-10-06", count=20), dict(n=20, start="2024-03-14", count=10),
           dict(n=21, start="2024-09-26", count=18), dict(n=22, start="2025-10-09", count=18)],
        current=dict(n=23, start="2026-10-01", future=2, tba=1, order=18),
        specials=[(14, "2018-01-11", "", "B-Team: Part 1", "i"), (14, "2018-01-18", "", "B-Team: Part 2", "i")],
        cast=[("Ellen Pompeo", "Meredith Grey", "F", "US", "1969-11-10", ""),
              ("Chandra Wilson", "Miranda Bailey", "F", "US", "1969-08-27", ""),
              ("James Pickens Jr.", "Richard Webber", "M", "US", "1954-10-26", ""),
              ("Kevin McKidd", "Owen Hunt", "M", "GB", "1973-08-09", ""),
              ("Camilla Luddington", "Jo Wilson", "F", "GB", None, ""),
              ("Caterina Scorsone", "Amelia Shepherd", "F", "CA", None, ""),
              ("Kim Raver", "Teddy Altman", "F", "US", None, ""),
              ("Chris Carmack", "Atticus Lincoln", "M", "US", None, "")]),
    "Tracker": dict(
        day="Sunday", time="20:00", style="procedural", p_summary=0.7, p_image=0.7, p_rating=0.1, quality=7.4,
        seasons=[dict(n=1, start="2024-02-11", count=13, gap=0.2), dict(n=2, start="2024-10-13", count=20),
                 dict(n=3, start="2025-10-12", count=18)],
        current=dict(n=4, start="2026-10-04", future=3, tba=1, order=20),
        cast=[("Justin Hartley", "Colter Shaw", "M", "US", "1977-01-29", ""),
              ("Robin Weigert", "Velma Bruin", "F", "US", None, ""),
              ("Abby McEnany", "Teddi Bruin", "F", "US", None, ""),
              ("Fiona Rene", "Reenie Greene", "F", "US", None, ""),
              ("Jensen Ackles", "Russell Shaw", "M", "US", "1978-03-01", "")]),
    "Fire Country": dict(
        day="Friday", time="20:00", style="procedural", p_summary=0.7, p_image=0.7, p_rating=0.1, quality=7.5,
        seasons=[dict(n=1, start="2022-10-07", count=22), dict(n=2, start="2024-02-16", count=10),
                 dict(n=3, start="2024-10-18", count=20), dict(n=4, start="2025-10-17", count=18)],
        current=dict(n=5, start="2026-10-16", future=2, tba=1, order=18),
        cast=[("Max Thieriot", "Bode Leone", "M", "US", "1988-10-14", ""),
              ("Diane Farr", "Sharon Leone", "F", "US", None, ""),
              ("Kevin Alejandro", "Manny Perez", "M", "US", None, ""),
              ("Stephanie Arcila", "Gabriela Pérez", "F", "US", None, ""),
              ("Jordan Calloway", "Jake Crawford", "M", "US", None, ""),
              ("Jules Latimer", "Eve Edwards", "F", "US", None, ""),
              ("Billy Burke", "Vince Leone", "M", "US", "1966-11-25", "")]),
    "Chicago Fire": dict(
        day="Wednesday", time="21:00", style="procedural", p_summary=0.2, p_image=0.3, p_rating=0.1, quality=8.0,
        seasons=[dict(n=1, start="2012-10-10", count=24, time="22:00"),
                 dict(n=2, start="2013-09-24", count=22, day="Tuesday", time="22:00"),
                 dict(n=3, start="2014-09-23", count=23, day="Tuesday", time="22:00"),
                 dict(n=4, start="2015-10-13", count=23, day="Tuesday", time="22:00"),
                 dict(n=5, start="2016-10-11", count=22, day="Tuesday", time="22:00"),
                 dict(n=6, start="2017-09-28", count=23, day="Thursday", time="22:00"),
                 dict(n=7, start="2018-09-26", count=22), dict(n=8, start="2019-09-25", count=20),
                 dict(n=9, start="2020-11-11", count=16), dict(n=10, start="2021-09-22", count=22),
                 dict(n=11, start="2022-09-21", count=22), dict(n=12, start="2024-01-17", count=13),
                 dict(n=13, start="2024-09-25", count=22), dict(n=14, start="2025-10-01", count=20)],
        current=dict(n=15, start="2026-09-30", future=2, tba=1, order=20),
        cast=[("Taylor Kinney", "Kelly Severide", "M", "US", "1981-07-15", ""),
              ("Miranda Rae Mayo", "Stella Kidd", "F", "US", None, ""),
              ("David Eigenberg", "Christopher Herrmann", "M", "US", "1964-05-17", ""),
              ("Joe Minoso", "Joe Cruz", "M", "US", None, ""),
              ("Christian Stolte", "Randy McHolland", "M", "US", None, ""),
              ("Daniel Kyri", "Darren Ritter", "M", "US", None, ""),
              ("Dermot Mulroney", "Dom Pascal", "M", "US", "1963-10-31", ""),
              ("Eamonn Walker", "Wallace Boden", "M", "GB", "1962-06-12", ""),
              ("Jesse Spencer", "Matthew Casey", "M", "AU", "1979-02-12", "")]),
    "St. Denis Medical": dict(
        day="Tuesday", time="21:00", style="sitcom", p_summary=0.8, p_image=0.7, p_rating=0.1, quality=7.0,
        seasons=[dict(n=1, start="2024-11-12", count=18, time="20:00", gap=0.25),
                 dict(n=2, start="2025-09-22", count=18, day="Monday", time="20:00")],
        current=dict(n=3, start="2026-09-29", future=2, tba=1, order=18),
        cast=[("Wendi McLendon-Covey", "Joyce", "F", "US", "1969-09-10", ""),
              ("David Alan Grier", "Ron", "M", "US", "1956-06-30", ""),
              ("Allison Tolman", "Alex", "F", "US", None, ""),
              ("Josh Lawson", "Bruce", "M", "AU", None, ""),
              ("Mekki Leeper", "Matt", "M", "US", None, ""),
              ("Kahyun Kim", "Serena", "F", "US", None, ""),
              ("Kaliko Kauahi", "Val", "F", "US", None, "noimg")]),
    "The Curse of Oak Island": dict(
        day="Tuesday", time="21:00", style="oak", p_summary=0.3, p_image=0.25, p_rating=0.05, quality=7.8,
        seasons=[dict(n=1, start="2014-01-05", count=5, day="Sunday", time="22:00"),
                 dict(n=2, start="2014-11-04", count=10, time="22:00"),
                 dict(n=3, start="2015-11-10", count=13, gap=0.2),
                 dict(n=4, start="2016-11-15", count=16, gap=0.2)]
        + auto_seasons(5, [20, 22, 24, 23, 24, 24, 26, 26, 24],
                       lambda n: first_weekday(dt.date(2012 + n, 11, 3), 1)),
        current=dict(n=14, start="2026-11-03", future=4, tba=0, order="null"),
        oak_specials=True, self=True,
        cast=[("Rick Lagina", "", "M", "US", None, ""),
              ("Marty Lagina", "", "M", "US", None, ""),
              ("Craig Tester", "", "M", "US", None, ""),
              ("Gary Drayton", "", "M", "GB", None, ""),
              ("Jack Begley", "", "M", "US", None, ""),
              ("Alex Lagina", "", "M", "US", None, ""),
              ("Doug Crowell", "", "M", "CA", None, "noimg"),
              ("Robert Clotworthy", "Narrator", "M", "US", None, "voice")]),
    "Gold Rush": dict(
        day="Friday", time="20:00", style="gold", p_summary=0.25, p_image=0.2, p_rating=0.0, quality=7.6,
        seasons=[dict(n=1, start="2010-12-03", count=6)]
        + auto_seasons(2, [16, 18, 20, 22, 22, 22, 24, 25, 24, 24, 22, 23, 22],
                       lambda n: first_weekday(dt.date(2009 + n, 10, 10), 4))
        + [dict(n=15, start="2024-11-08", count=20), dict(n=16, start="2025-11-07", count=20)],
        current=dict(n=17, start="2026-11-06", future=4, tba=0, order="null"),
        specials=[(17, "2026-10-30", "20:00", "The Dirt: Season 17 Preview", "s")],
        self=True,
        cast=[("Parker Schnabel", "", "M", "US", None, ""),
              ("Tony Beets", "", "M", "NL", None, ""),
              ("Rick Ness", "", "M", "US", None, ""),
              ("Fred Hurt", "", "M", "US", None, ""),
              ("Kevin Beets", "", "M", "CA", None, "noimg"),
              ("Minnie Beets", "", "F", "NL", None, "noimg"),
              ("Paul Christie", "Narrator", "M", "US", None, "voice")]),
    "Holiday Baking Championship": dict(
        day="Monday", time="20:00", style="baking", p_summary=0.8, p_image=0.5, p_rating=0.0, quality=7.4,
        seasons=[dict(n=1, start="2014-11-09", count=6, day="Sunday", time="21:00"),
                 dict(n=2, start="2015-11-08", count=6, day="Sunday", time="21:00"),
                 dict(n=3, start="2016-11-06", count=8, day="Sunday", time="21:00")]
        + auto_seasons(4, [8, 8, 8, 8, 8, 8, 9, 9, 9], lambda n: first_weekday(dt.date(2013 + n, 10, 31), 0)),
        current=dict(n=13, start="2026-11-02", future=6, tba=0, order=9),
        self=True,
        cast=[("Jesse Palmer", "Host", "M", "US", "1978-10-05", ""),
              ("Nancy Fuller", "Judge", "F", "US", None, ""),
              ("Duff Goldman", "Judge", "M", "US", "1974-12-17", ""),
              ("Carla Hall", "Judge", "F", "US", "1964-05-12", "")]),
    "The Walking Dead: Daryl Dixon": dict(
        day="Sunday", time="21:00", style="drama", p_summary=0.9, p_image=0.9, p_rating=0.4, quality=7.9,
        seasons=[dict(n=1, start="2023-09-10", count=6), dict(n=2, start="2024-09-29", count=6, name="The Book of Carol"),
                 dict(n=3, start="2025-09-07", count=8)],
        current=dict(n=4, start="2026-10-18", future=2, tba=0, order=8),
        cast=[("Norman Reedus", "Daryl Dixon", "M", "US", "1969-01-06", ""),
              ("Melissa McBride", "Carol Peletier", "F", "US", "1965-05-23", ""),
              ("Clémence Poésy", "Isabelle Carriere", "F", "FR", "1982-10-30", ""),
              ("Louis Puech Scigliuzzi", "Laurent", "M", "FR", None, ""),
              ("Óscar Jaenada", "Fede", "M", "ES", None, ""),
              ("Eduardo Noriega", "Roberto Sáenz", "M", "ES", None, "")]),
    "American Horror Story": dict(
        day="Wednesday", time="22:00", style="drama", p_summary=0.7, p_image=0.7, p_rating=0.2, quality=7.7,
        seasons=[dict(n=1, start="2011-10-05", count=12, name="Murder House"),
                 dict(n=2, start="2012-10-17", count=13, name="Asylum"),
                 dict(n=3, start="2013-10-09", count=13, name="Coven"),
                 dict(n=4, start="2014-10-08", count=13, name="Freak Show"),
                 dict(n=5, start="2015-10-07", count=12, name="Hotel"),
                 dict(n=6, start="2016-09-14", count=10, name="Roanoke"),
                 dict(n=7, start="2017-09-05", count=11, name="Cult", day="Tuesday"),
                 dict(n=8, start="2018-09-12", count=10, name="Apocalypse"),
                 dict(n=9, start="2019-09-18", count=9, name="1984"),
                 dict(n=10, start="2021-08-25", count=10, name="Double Feature"),
                 dict(n=11, start="2022-10-19", count=10, name="NYC", per=2),
                 dict(n=12, start="2023-09-20", count=9, name="Delicate")],
        current=dict(n=13, start="2026-10-14", future=3, tba=0, order=10),
        cast=[("Sarah Paulson", "Various", "F", "US", "1974-12-17", ""),
              ("Evan Peters", "Various", "M", "US", "1987-01-20", ""),
              ("Lily Rabe", "Various", "F", "US", "1982-06-29", ""),
              ("Frances Conroy", "Various", "F", "US", "1953-11-13", ""),
              ("Denis O'Hare", "Various", "M", "US", "1962-01-17", ""),
              ("Angela Bassett", "Various", "F", "US", "1958-08-16", ""),
              ("Kathy Bates", "Various", "F", "US", "1948-06-28", ""),
              ("Emma Roberts", "Various", "F", "US", "1991-02-10", "")]),
    "Landman": dict(
        day="Sunday", time="", style="drama", p_summary=0.9, p_image=0.8, p_rating=0.3, quality=8.0,
        seasons=[dict(n=1, drops=[("2024-11-17", 2)] + [((D("2024-11-17") + dt.timedelta(weeks=w)).isoformat(), 1)
                                                        for w in range(1, 9)]),
                 dict(n=2, drops=[("2025-11-16", 1)] + [((D("2025-11-16") + dt.timedelta(weeks=w)).isoformat(), 1)
                                                        for w in range(1, 10)])],
        current=dict(n=3, drops=[("2026-11-15", 2), ("2026-11-22", 1)] + [
            ((D("2026-11-22") + dt.timedelta(weeks=w)).isoformat(), 1) for w in range(1, 8)], order=10),
        cast=[("Billy Bob Thornton", "Tommy Norris", "M", "US", "1955-08-04", ""),
              ("Ali Larter", "Angela Norris", "F", "US", "1976-02-28", ""),
              ("Jacob Lofland", "Cooper Norris", "M", "US", None, ""),
              ("Michelle Randolph", "Ainsley Norris", "F", "US", None, ""),
              ("Demi Moore", "Cami Miller", "F", "US", "1962-11-11", ""),
              ("Andy Garcia", "Gallino", "M", "US", "1956-04-12", "")]),
    "Only Murders in the Building": dict(
        day="Tuesday", time="", style="drama", p_summary=0.9, p_image=0.9, p_rating=0.3, quality=8.0,
        seasons=[dict(n=1, drops=[("2021-08-31", 3)] + [((D("2021-08-31") + dt.timedelta(weeks=w)).isoformat(), 1)
                                                        for w in range(1, 8)]),
                 dict(n=2, drops=[("2022-06-28", 2)] + [((D("2022-06-28") + dt.timedelta(weeks=w)).isoformat(), 1)
                                                        for w in range(1, 9)]),
                 dict(n=3, drops=[("2023-08-08", 2)] + [((D("2023-08-08") + dt.timedelta(weeks=w)).isoformat(), 1)
                                                        for w in range(1, 9)]),
                 dict(n=4, drops=[("2024-08-27", 2)] + [((D("2024-08-27") + dt.timedelta(weeks=w)).isoformat(), 1)
                                                        for w in range(1, 9)]),
                 dict(n=5, drops=[("2025-09-09", 3)] + [((D("2025-09-09") + dt.timedelta(weeks=w)).isoformat(), 1)
                                                        for w in range(1, 8)])],
        current=dict(n=6, drops=[("2026-09-29", 3)] + [((D("2026-09-29") + dt.timedelta(weeks=w)).isoformat(), 1)
                                                      for w in range(1, 8)], order=10),
        cast=[("Steve Martin", "Charles-Haden Savage", "M", "US", "1945-08-14", ""),
              ("Martin Short", "Oliver Putnam", "M", "CA", "1950-03-26", ""),
              ("Selena Gomez", "Mabel Mora", "F", "US", "1992-07-22", ""),
              ("Michael Cyril Creighton", "Howard Morris", "M", "US", None, ""),
              ("Da'Vine Joy Randolph", "Detective Donna Williams", "F", "US", None, "")]),
    "葬送のフリーレン": dict(
        day="Friday", time="10:30", style="jp", p_summary=0.7, p_image=0.8, p_rating=0.3, quality=8.6,
        titles={1: FRIEREN_S1},
        seasons=[dict(n=1, start="2023-09-29", count=28, doubles=[2, 3, 4]), dict(n=2, start="2026-01-16", count=10)],
        current=dict(n=3, start="2026-10-09", future=5, tba=0, order=12),
        voice=True,
        cast=[("Atsumi Tanezaki", "フリーレン", "F", "JP", None, ""),
              ("Kana Ichinose", "フェルン", "F", "JP", None, ""),
              ("Chiaki Kobayashi", "シュタルク", "M", "JP", None, ""),
              ("Nobuhiko Okamoto", "ヒンメル", "M", "JP", None, ""),
              ("Hiroki Tōchi", "ハイター", "M", "JP", None, ""),
              ("Yōji Ueda", "アイゼン", "M", "JP", None, "noimg")]),
    "Pasión de Gavilanes": dict(
        day="Monday", time="21:00", style="capitulo", cadence="daily", p_summary=0.15, p_image=0.0, p_rating=0.0,
        quality=7.5,
        seasons=[dict(n=1, start="2003-10-28", count=188, time="20:00"), dict(n=2, start="2022-02-15", count=83)],
        current=dict(n=3, start="2026-09-08", future=22, tba=0, order="null"),
        cast=[("Mario Cimarro", "Juan Reyes", "M", "CU", None, ""),
              ("Danna García", "Norma Elizondo", "F", "CO", None, ""),
              ("Juan Alfonso Baptista", "Óscar Reyes", "M", "VE", None, ""),
              ("Paola Rey", "Jimena Elizondo", "F", "CO", None, ""),
              ("Michel Brown", "Franco Reyes", "M", "AR", None, ""),
              ("Natasha Klauss", "Sara Elizondo", "F", "CO", None, ""),
              ("Zharick León", "Rosario Montes", "F", "CO", None, ""),
              ("Kristina Lilley", "Gabriela Acevedo", "F", "US", None, "noimg")]),
    "SpongeBob SquarePants": dict(
        day="Saturday", time="09:00", style="cartoon", p_summary=0.2, p_image=0.2, p_rating=0.05, quality=8.0,
        seasons=[dict(n=1, start="1999-05-01", count=20), dict(n=2, start="2000-10-26", count=20, day="Thursday", gap=0.3),
                 dict(n=3, start="2001-10-05", count=20, day="Friday", gap=0.4),
                 dict(n=4, start="2005-05-06", count=20, day="Friday", gap=0.4),
                 dict(n=5, start="2007-02-19", count=20, day="Monday", gap=0.4),
                 dict(n=6, start="2008-03-03", count=26, day="Monday", gap=0.4),
                 dict(n=7, start="2009-07-19", count=26, day="Sunday", gap=0.4),
                 dict(n=8, start="2011-03-26", count=26, gap=0.4), dict(n=9, start="2012-07-21", count=26, gap=0.4),
                 dict(n=10, start="2017-10-15", count=11, day="Sunday", gap=0.3),
                 dict(n=11, start="2018-06-23", count=26, gap=0.4), dict(n=12, start="2019-11-11", count=26, day="Monday", gap=0.4),
                 dict(n=13, start="2020-10-09", count=26, day="Friday", gap=0.4),
                 dict(n=14, start="2023-03-09", count=26, day="Thursday", gap=0.4),
                 dict(n=15, start="2024-10-05", count=13, gap=0.3)],
        current=dict(n=16, start="2026-09-19", future=2, tba=1, order=26),
        specials=[(12, "2019-07-12", "19:00", "SpongeBob's Big Birthday Blowout", "s")],
        voice=True,
        cast=[("Tom Kenny", "SpongeBob SquarePants", "M", "US", "1962-07-13", ""),
              ("Bill Fagerbakke", "Patrick Star", "M", "US", "1957-10-04", ""),
              ("Rodger Bumpass", "Squidward Tentacles", "M", "US", "1951-11-20", ""),
              ("Clancy Brown", "Mr. Krabs", "M", "US", "1959-01-05", ""),
              ("Carolyn Lawrence", "Sandy Cheeks", "F", "US", None, ""),
              ("Mr. Lawrence", "Plankton", "M", "US", None, ""),
              ("Jill Talley", "Karen", "F", "US", None, "noimg")]),
    "Big City Greens": dict(
        day="Saturday", time="10:00", style="cartoon", p_summary=0.5, p_image=0.5, p_rating=0.0, quality=7.2,
        seasons=[dict(n=1, start="2018-06-18", count=30, day="Monday", gap=0.2),
                 dict(n=2, start="2019-10-05", count=30, gap=0.3), dict(n=3, start="2021-10-09", count=30, gap=0.3),
                 dict(n=4, start="2024-06-08", count=20, gap=0.3)],
        current=dict(n=5, start="2026-10-03", future=2, tba=0, order=30),
        voice=True,
        cast=[("Chris Houghton", "Cricket Green", "M", "US", None, ""),
              ("Marieve Herington", "Tilly Green", "F", "US", None, ""),
              ("Bob Joles", "Bill Green", "M", "US", None, ""),
              ("Artemis Pebdani", "Alice Green", "F", "US", None, ""),
              ("Zeno Robinson", "Remy Remington", "M", "US", None, ""),
              ("Anna Akana", "Gloria Sato", "F", "US", None, "")]),
    "Love Is Blind": dict(
        day="Wednesday", time="", style="dating", p_summary=0.8, p_image=0.8, p_rating=0.0, quality=6.4,
        seasons=[dict(n=1, drops=[("2020-02-13", 5), ("2020-02-20", 4), ("2020-02-27", 1)]),
                 dict(n=2, drops=[("2022-02-11", 5), ("2022-02-18", 4), ("2022-02-25", 1)]),
                 dict(n=3, drops=[("2022-10-19", 4), ("2022-10-26", 4), ("2022-11-02", 2)]),
                 dict(n=4, drops=[("2023-03-24", 5), ("2023-03-31", 4), ("2023-04-07", 1)]),
                 dict(n=5, drops=[("2023-09-22", 4), ("2023-09-29", 4), ("2023-10-06", 2)]),
                 dict(n=6, drops=[("2024-02-14", 6), ("2024-02-21", 3), ("2024-02-28", 2), ("2024-03-06", 1)]),
                 dict(n=7, drops=[("2024-10-02", 6), ("2024-10-09", 3), ("2024-10-16", 2)]),
                 dict(n=8, drops=[("2025-02-14", 6), ("2025-02-21", 3), ("2025-02-28", 2), ("2025-03-07", 1)]),
                 dict(n=9, drops=[("2025-10-01", 6), ("2025-10-08", 3), ("2025-10-15", 2), ("2025-10-22", 1)])],
        current=dict(n=10, drops=[("2026-11-04", 4), ("2026-11-11", 3), ("2026-11-18", 3), ("2026-11-25", 2)], order=12),
        reunions=True, self=True,
        cast=[("Nick Lachey", "Host", "M", "US", "1973-11-09", ""),
              ("Vanessa Lachey", "Host", "F", "PH", "1980-11-09", "")]),
    "Pokémon Horizons: The Series": dict(
        day="Friday", time="", style="pokemon", p_summary=0.6, p_image=0.6, p_rating=0.0, quality=7.2,
        seasons=[dict(n=1, drops=[("2024-03-07", 12), ("2024-06-13", 11), ("2024-09-12", 11), ("2024-12-12", 11)]),
                 dict(n=2, name="The Search for Laqua",
                      drops=[("2025-03-06", 12), ("2025-06-12", 11), ("2025-09-11", 11), ("2025-12-11", 10)])],
        current=dict(n=3, drops=[("2026-10-16", 6), ("2026-11-20", 6), ("2026-12-18", 6)], order="null"),
        voice=True,
        cast=[("Ikue Ōtani", "Captain Pikachu", "F", "JP", "1965-08-18", ""),
              ("Kenjirō Tsuda", "Friede", "M", "JP", None, ""),
              ("Minori Suzuki", "Liko", "F", "JP", None, ""),
              ("Yūka Terasaki", "Roy", "F", "JP", None, "noimg")]),
}

# ----------------------------------------------------------------------------------------------
# Text: episode titles, guests, HTML summaries (invented; entity styles vary like TVmaze's)
# ----------------------------------------------------------------------------------------------

FIRST = ["Maya", "Jordan", "Elena", "Marcus", "Priya", "Owen", "Camila", "Theo", "Nadia", "Rafael", "Hannah", "Isaiah",
         "Leah", "Dev", "Sofia", "Caleb", "Mariana", "Julian", "Zoe", "Andre", "Grace", "Malik", "Lucía", "Ethan",
         "Noor", "Gabriel", "Renée", "Tomás", "Avery", "Keiko", "Diego", "Chloe", "Samir", "Ingrid", "Jamal", "Bianca",
         "Felix", "Amara", "Colin", "Yara", "Miles", "Rosa", "Declan", "Imani", "Henrik", "Joelle", "Mateo", "Paige"]
LAST = ["Whitaker", "Okafor", "Brennan", "Castillo", "Nakamura", "Delgado", "Hart", "Lindqvist", "Moreau", "Patel",
        "Greene", "Fitzgerald", "Alvarez", "Kowalski", "Sato", "Ramírez", "Osei", "Marsh", "Duarte", "Holloway",
        "Chen", "Abernathy", "Quinn", "Vasquez", "Bishop", "Ibarra", "Kim", "Lowe", "Sandoval", "Thornton", "Baptiste",
        "Ferrer", "Gallagher", "Ng", "Rhodes", "Santana", "Vance", "Weller", "Young", "Zamora", "Müller", "O'Connell"]
ADJ = ["Last", "Lost", "Hidden", "Broken", "Silent", "Golden", "Burning", "Secret", "Long", "Cold", "Little", "Wild",
       "Perfect", "Final", "Dark", "Second", "Quiet", "Lucky", "Empty", "Bitter", "Sweet", "Double", "Hard", "Open",
       "Strange", "Loose", "Blue", "Red", "Fragile", "Borrowed", "Crooked", "Honest"]
NOUN = ["Ground", "Night", "Promise", "Shift", "Call", "Storm", "Line", "Truth", "Game", "Road", "House", "Fire",
        "Heart", "Mile", "Witness", "Deal", "Signal", "Window", "Bridge", "Harvest", "Anchor", "Reckoning", "Crossing",
        "Echo", "Favor", "Ticket", "Legacy", "Weekend", "Inheritance", "Alibi", "Ledger", "Detour", "Compass",
        "Blackout", "Vigil", "Tide", "Visitor", "Escape", "Rescue", "Homecoming", "Confession", "Opening Night"]
VERBING = ["Chasing", "Breaking", "Finding", "Holding", "Crossing", "Saving", "Keeping", "Raising", "Facing",
           "Burying", "Counting", "Minding"]
BAKE_A = ["Sugar", "Gingerbread", "Peppermint", "Frosted", "Cranberry", "Candy Cane", "Eggnog", "Sugarplum",
          "Cinnamon", "Yule Log", "Snowy", "Merry", "Sparkling", "Cozy", "Marzipan", "Chocolate"]
BAKE_N = ["Showdown", "Dreams", "Rush", "Spectacular", "Surprise", "Celebration", "Twist", "Wonderland", "Delights",
          "Finale", "Traditions", "Cheer", "Village", "Countdown", "Party", "Parade"]
REAL_N = ["Point of No Return", "Partners and Rivals", "All In", "Make or Break", "Bad Blood", "Trust Issues",
          "Second Chances", "Family Business", "Against the Clock", "The Last Stand", "Moment of Truth", "Walk the Line",
          "The Reckoning", "Boiling Point", "Under Pressure", "Lines in the Sand", "Bigger and Better",
          "Full Steam Ahead", "Game Changer", "No Turning Back", "Best Laid Plans", "Road Trip", "Behind Closed Doors",
          "Fresh Start", "Down to the Wire", "Big Reveal", "Something Borrowed", "Back to Basics", "Home Stretch"]
GOLD_N = ["Gold Fever", "Paydirt", "Frozen Ground", "The Big Clean-Up", "Breaking Ground", "High Water",
          "The Long Haul", "Mud and Money", "Fool's Gold", "Cold Snap", "Full Steam Ahead", "Against the Clock",
          "Washplant Woes", "Ounces and Outlaws", "The Klondike Gamble", "Pay Day", "Thaw", "Ground Zero"]
DATING_N = ["The Pods", "Blind Date", "Meet the Parents", "Cold Feet", "Mexico Getaway", "Moving In", "Wedding Dress",
            "Bachelor and Bachelorette Parties", "I Do or I Don't", "The Proposal", "Real World", "Trust Fall",
            "Under One Roof", "Family Dinner", "The Altar"]
OAK_N = ["Lot Luck", "Core Values", "Swamp Thing", "Shaft Happens", "A Cross to Bear", "Stones of Destiny",
         "The Eye of the Swamp", "Tunnel Vision", "Rock Solid", "Wharf Work", "Signs of the Times", "Dig Deeper",
         "The Garden Shaft", "Mercer's Tunnel", "Smith's Cove", "Borehole Blues", "The Money Pit", "Iron Clad",
         "Paved Paradise", "Word of Mouth", "Seal of Approval", "Knights of the Round Table", "Past Tense",
         "Under the Bridge", "The Stone Road", "Water Logged", "Ship Shape", "The Keystone"]
LWT_TOPICS = ["Medical Debt", "Nursing Homes", "Dollar Stores", "Police Interrogations", "The Supreme Court",
              "Public Defenders", "Fertilizer", "Rent", "Bail", "Voting Machines", "Insulin", "Car Dealerships",
              "Drug Prices", "School Lunches", "Rideshare Apps", "Disability Benefits", "Water Infrastructure",
              "Credit Reports", "Timeshares", "Truck Drivers", "Homeowners Associations", "Payday Loans",
              "Wildfire Smoke", "Cruise Ships", "Flooding", "Plastic Recycling", "Sports Betting", "Crypto",
              "Prison Phone Calls", "Chocolate", "Mattresses", "Self-Driving Cars", "Egg Prices", "Lawn Care",
              "Municipal Violations", "Pharmacy Benefit Managers", "Tipping", "Dialysis", "Storm Chasers"]
POKE_N = ["The Pendant", "A Rival Appears", "Sky Battle", "The Black Rayquaza", "Terapagos", "Brassius and the Gym",
          "The Explorers Strike", "Crossing the Sea", "Laqua", "Captain Pikachu's Promise", "Rising Volt Tacklers",
          "The Ancient Poké Ball", "A Storm of Feathers", "Friede's Gamble", "Training Day", "Night of Shadows"]
EVENTS = ["a routine call turns dangerous", "an old friend returns to town", "a storm knocks out the power",
          "a mysterious package arrives", "a high-profile case lands on the team's desk", "a holiday dinner goes sideways",
          "a long-buried secret comes to light", "a rival makes a surprising offer", "an anonymous tip changes everything",
          "a wedding invitation stirs up old feelings", "a missing person case hits close to home",
          "a power struggle threatens the group", "the team is stretched thin during a citywide emergency"]
REACTIONS = ["must decide who to trust", "takes matters into their own hands", "faces a difficult choice",
             "tries to keep the peace", "scrambles to fix the damage", "bends the rules", "is forced to confront the past"]
SUBPLOTS = ["plans a surprise", "gets some unexpected news", "tries a new hobby", "clashes with a colleague",
            "reconsiders a big decision", "is roped into a side hustle", "hosts an awkward dinner", "goes on a first date"]
REAL_EVENTS = ["the crew races to finish before the ground freezes", "tensions boil over at the dinner table",
               "a costly breakdown threatens the whole season", "the couples meet their families for the first time",
               "a surprise visitor shakes things up", "the team tests a new theory", "the bakers face a holiday twist",
               "an unexpected discovery has everyone talking", "the cast heads out of town", "old rivalries resurface"]


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


SHOW_BLURBS = {
    "Girls": "<p>Hannah Horvath wants to be the voice of her generation &#8212; or at least <i>a</i> voice of <i>a</i> "
             "generation. <b>Girls</b> follows four friends in their twenties stumbling through jobs, apartments and "
             "relationships in New York City.</p>",
    "Game of Thrones": "<p>Nine noble families fight for control of the mythical land of Westeros, while an ancient "
                       "enemy returns after thousands of years.</p><p>Based on George R.R. Martin&#39;s novels <i>A Song "
                       "of Ice and Fire</i>.</p>",
    "The Simpsons": "<p><b>The Simpsons</b> is the longest-running American animated series: Homer, Marge, Bart, Lisa "
                    "and Maggie muddle through life in Springfield, a town that has everything &#8212; including a "
                    "nuclear plant.</p>",
    "Gutfeld!": "<p>Greg Gutfeld and a rotating panel of comedians and commentators take on the day&#39;s news in a "
                "late-night format.</p>",
    "The Weeknight": "<p>Symone Sanders Townsend, Michael Steele and Alicia Menendez break down the day&#39;s political "
                     "news.</p>",
    "Pasión de Gavilanes": "<p>Los hermanos Reyes llegan al pueblo de San Marcos para vengar la muerte de su hermana "
                           "&#8212; y terminan enamorándose de las hermanas Elizondo.</p>",
    "葬送のフリーレン": "<p>The elf mage <b>Frieren</b> outlives the hero&#39;s party that once defeated the Demon King, "
                   "and sets out on a new journey to understand the humans she left behind.</p>",
    "Pokémon Horizons: The Series": "<p>Liko and Roy set off from Paldea with the Rising Volt Tacklers in a brand-new "
                                    "<i>Pok&eacute;mon</i> adventure.</p>",
    "The Curse of Oak Island": "<p>Brothers Rick and Marty Lagina lead a team hunting for a legendary treasure on a "
                               "small island off Nova Scotia, where searchers have dug for more than two centuries.</p>",
    "Holiday Baking Championship": "<p>Talented bakers compete in festive challenges for a $25,000 grand prize, "
                                   "judged by Nancy Fuller, Duff Goldman &amp; Carla Hall.</p>",
    "Breaking Bad": "<p>A high school chemistry teacher diagnosed with terminal cancer turns to manufacturing "
                    "methamphetamine to secure his family&#39;s future.</p>",
    "Doctor Who": "<p>The Doctor, a time-travelling alien who looks human, explores time and space in the TARDIS "
                  "&#8212; a ship that is bigger on the inside &#8212; with a changing line of companions.</p>",
    "Stranger Things": "<p>When a young boy vanishes, a small town uncovers a mystery involving secret experiments, "
                       "terrifying supernatural forces and one strange little girl.</p>",
    "Doctor Odyssey": "<p>Max Bankman joins the medical team of a luxury cruise ship, where every voyage brings a new "
                      "&quot;theme week&quot; &#8212; and new emergencies.</p>",
    "Bob's Burgers": "<p>Bob Belcher runs a burger restaurant with his wife Linda and their three kids, Tina, Gene and "
                     "Louise, who help out &#8212; more or less.</p>",
    "Abbott Elementary": "<p>A documentary crew follows a group of dedicated, passionate teachers &#8212; and a "
                         "slightly tone-deaf principal &#8212; at an underfunded Philadelphia public school.</p>",
    "High Potential": "<p>Morgan, a single mom with a genius IQ, is recruited by the police to help solve cases.</p>",
    "9-1-1": "<p>First responders &#8212; police officers, paramedics and firefighters &#8212; balance saving those "
             "who are at their most vulnerable with solving problems in their own lives.</p>",
    "Grey's Anatomy": "<p>Surgeons at Grey Sloan Memorial Hospital in Seattle juggle life-or-death decisions with "
                      "their personal lives.</p>",
    "Tracker": "<p>Lone-wolf survivalist Colter Shaw roams the country as a &quot;reward seeker&quot;, helping "
               "private citizens and law enforcement solve all sorts of mysteries.</p>",
    "Fire Country": "<p>Young convict Bode Donovan joins a California prison release firefighting program, hoping "
                    "to shorten his sentence &#8212; in the hometown he left behind.</p>",
    "Chicago Fire": "<p>The firefighters, rescue squad and paramedics of Chicago Firehouse 51 face the most "
                    "dangerous jobs in the city.</p>",
    "St. Denis Medical": "<p>A mockumentary about the doctors and nurses of an underfunded, understaffed Oregon "
                         "hospital, doing their best to keep it together.</p>",
    "Gold Rush": "<p>Miners race the short Yukon and Alaska summer season to pull as much gold as they can out of "
                 "the ground.</p>",
    "The Walking Dead: Daryl Dixon": "<p>Daryl Dixon washes ashore in France and struggles to piece together how "
                                     "he got there and why.</p>",
    "American Horror Story": "<p>An anthology series: each season is a new story with a new setting, often with the "
                             "same ensemble of actors in new roles.</p>",
    "Landman": "<p>Set in the boomtowns of West Texas, a modern-day tale of fortune-seeking in the world of oil "
               "rigs.</p>",
    "Only Murders in the Building": "<p>Three strangers who share an obsession with true crime suddenly find "
                                    "themselves wrapped up in one.</p>",
    "SpongeBob SquarePants": "<p>The adventures of SpongeBob, an optimistic sea sponge, and his friends in the "
                             "undersea city of Bikini Bottom.</p>",
    "Big City Greens": "<p>Mischievous country boy Cricket Green moves to the big city with his family.</p>",
    "Love Is Blind": "<p>Singles looking for love date without seeing each other &#8212; and only meet face to face "
                     "after getting engaged.</p>",
    "Elsbeth": "<p>Astute but unconventional attorney Elsbeth Tascioni is sent to New York to keep an eye on the "
               "NYPD &#8212; and keeps solving its murders.</p>",
    "Shifting Gears": "<p>A widowed classic-car restorer&#8217;s world is turned upside down when his estranged daughter "
                      "and her kids move in.</p>",
    "Snack Wars 🍿": "<p>Two chefs, one budget and a gas-station snack aisle: who builds the better meal? 🍿</p>",
    "ワンピース": "<p>Monkey D. Luffy and the Straw Hat Pirates sail the Grand Line in search of the legendary "
             "treasure known as the &quot;One Piece&quot;.</p>",
    "Anderson Cooper 360°": "<p>Anderson Cooper goes beyond the headlines with reporting and interviews.</p>",
}
TYPE_BLURBS = {
    "News": ["<p>{c}&#39;s newscast with the day&#8217;s top national and international stories.</p>",
             "<p><b>{n}</b> covers politics, business and breaking news, with live reports from correspondents around "
             "the world.</p>",
             "<p>News, weather and interviews from the {c} news team.</p>",
             "<p><b>{n}</b> delivers the headlines, analysis &amp; conversation.</p>"],
    "Talk Show": ["<p><b>{n}</b> brings celebrity interviews, comedy bits and musical performances to {c}.</p>",
                  "<p>A daily conversation show mixing pop culture, lifestyle segments &amp; surprise guests.</p>",
                  "<p>The host welcomes newsmakers, entertainers and everyday heroes.</p>"],
    "Game Show": ["<p>Contestants answer questions and take their chances for cash and prizes on <b>{n}</b>.</p>",
                  "<p>The long-running game show where everyday players compete for big money.</p>"],
    "Sports": ["<p>Live coverage and analysis on {c}.</p>", "<p><b>{n}</b>: highlights, news and analysis.</p>",
               "<p>Live games with pregame and halftime shows.</p>"],
    "Reality": ["<p><b>{n}</b> follows the drama, the deals and the friendships of its cast.</p>",
                "<p>Real people, real stakes: <b>{n}</b> on {c}.</p>",
                "<p>In each episode of <b>{n}</b>, new challenges test the cast&#39;s skills and patience.</p>"],
    "Documentary": ["<p><b>{n}</b> investigates true stories through interviews and archival footage.</p>",
                    "<p>A documentary series from {c}.</p>"],
    "Animation": ["<p><b>{n}</b> is an animated series about friendship, family and a lot of chaos.</p>",
                  "<p>The animated adventures of a group of friends on {c}.</p>"],
    "Variety": ["<p>Sketches, music and special guests.</p>"],
    "Scripted": ["<p><b>{n}</b> follows a group of people whose lives are turned upside down.</p>",
                 "<p>In <b>{n}</b>, old loyalties are tested when the past catches up with a close-knit family.</p>",
                 "<p>A {g} series from {c}: <b>{n}</b>.</p>",
                 "<p>When a new arrival shakes up their world, the team must learn to work together &#8212; or fall "
                 "apart.</p>"],
}


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
KNOWN_IMDB = {"Game of Thrones": "tt0944947", "The Simpsons": "tt0096697", "Breaking Bad": "tt0903747",
              "Girls": "tt1723816", "Stranger Things": "tt4574334", "The Office": "tt0386676", "Doctor Who": "tt0436992",
              "Silicon Valley": "tt2575988", "Family Guy": "tt0182576", "South Park": "tt0121955",
              "Grey's Anatomy": "tt0413573", "Bob's Burgers": "tt1561755", "SpongeBob SquarePants": "tt0206512"}
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


EXTRA_COUNTRIES = {"CU": ("Cuba", "America/Havana"), "VE": ("Venezuela", "America/Caracas")}


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

NFL = ["Buffalo Bills", "Miami Dolphins", "New England Patriots", "New York Jets", "Baltimore Ravens",
       "Cincinnati Bengals", "Cleveland Browns", "Pittsburgh Steelers", "Houston Texans", "Indianapolis Colts",
       "Jacksonville Jaguars", "Tennessee Titans", "Denver Broncos", "Kansas City Chiefs", "Las Vegas Raiders",
       "Los Angeles Chargers", "Dallas Cowboys", "New York Giants", "Philadelphia Eagles", "Washington Commanders",
       "Chicago Bears", "Detroit Lions", "Green Bay Packers", "Minnesota Vikings", "Atlanta Falcons",
       "Carolina Panthers", "New Orleans Saints", "Tampa Bay Buccaneers", "Arizona Cardinals", "Los Angeles Rams",
       "San Francisco 49ers", "Seattle Seahawks"]
NCAA = ["Ohio State", "Michigan", "Georgia", "Alabama", "Texas", "Oregon", "Penn State", "Notre Dame", "LSU",
        "Clemson", "Florida State", "USC", "Tennessee", "Ole Miss", "Miami", "Utah", "Iowa", "Wisconsin", "Texas A&M",
        "Oklahoma", "Washington", "Kansas State", "BYU", "Missouri"]
NBA = ["Boston Celtics", "New York Knicks", "Milwaukee Bucks", "Philadelphia 76ers", "Denver Nuggets",
       "Golden State Warriors", "Los Angeles Lakers", "Dallas Mavericks", "Oklahoma City Thunder", "Miami Heat",
       "Phoenix Suns", "Minnesota Timberwolves", "Cleveland Cavaliers", "Orlando Magic", "Sacramento Kings"]
MONTHS_ES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
             "noviembre", "diciembre"]
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

FILL_A = ["Midnight", "Northern", "Silver", "Hidden", "Little", "Open", "Royal", "Wild", "Coastal", "Urban", "Crimson",
          "Paper", "Second", "Golden", "Restless", "Lucky", "Secret", "Frozen", "Electric", "Quiet", "Modern", "Broken"]
FILL_N = ["Kitchen", "Harbor", "Detectives", "Lives", "Nights", "Garden", "Station", "Files", "Roads", "Hearts",
          "Hospital", "Academy", "Island", "Frontier", "Chronicles", "Diaries", "Empire", "Family", "Court", "Patrol",
          "Heist", "Signals", "Summer", "Winter", "Kingdom", "Club", "Bakery", "Motel", "Rescue", "Journey"]
FILL_FOREIGN = {"GB": [], "CA": [], "AU": [],
                "DE": ["Die", "Der", "Tatort:", "Das", "Gute", "Zeiten", "Nacht", "Stadt", "Liebe", "Hof"],
                "FR": ["Les", "La", "Nuit", "Maison", "Secrets", "Amour", "Paris", "Été", "Rivière", "Étoile"],
                "ES": ["El", "La", "Los", "Amor", "Noche", "Casa", "Secretos", "Corazón", "Señora", "Años"],
                "MX": ["El", "La", "Amor", "Pasión", "Destino", "Mañana", "Niña", "Corazón", "Sueños", "Fuego"],
                "CO": ["La", "El", "Reina", "Café", "Hermanos", "Guerra", "Corazón", "Caballo", "Río", "Tierra"],
                "BR": ["Amor", "Vida", "Mar", "Terra", "Coração", "Família", "Sol", "Noite", "Paixão", "Cidade"],
                "JP": ["Tokyo", "Shokudō", "Yūki", "Sakura", "Kōkō", "Tantei", "Hanashi", "Ryōri", "Natsu", "Koi"],
                "KR": ["Seoul", "Doctor", "Love", "Hospital", "Romance", "Sky", "Castle", "Prison", "Mister", "Youth"],
                "DK": ["Forbrydelsen", "Borgen", "Arvingerne", "Nattevagt", "Sommer", "Huset", "Ø", "Dråber"],
                "SE": ["Bron", "Hem", "Sommar", "Vinter", "Skärgård", "Mord", "Åren", "Hjärta"],
                "NO": ["Skam", "Hjem", "Fjord", "Nord", "Mørke", "Vår", "Øya", "Kysten"],
                "IT": ["Il", "La", "Commissario", "Amore", "Notte", "Casa", "Vita", "Città"],
                "IN": ["Kahaani", "Pyaar", "Ghar", "Yeh", "Rishta", "Dil", "Sapne", "Zindagi"],
                "TR": ["Aşk", "Gece", "Kara", "Sevda", "Kuzey", "Güneş", "Yalı", "Çocuk"],
                "IE": [], "NZ": []}
FILL_NETS = [("CBS", 3), ("NBC", 3), ("ABC", 3), ("FOX", 2), ("The CW", 2), ("HBO", 1), ("Showtime", 1), ("FX", 1),
             ("AMC", 1), ("TLC", 2), ("Discovery", 2), ("History", 2), ("HGTV", 2), ("Food Network", 2), ("Bravo", 1),
             ("MTV", 2), ("Lifetime", 2), ("A&E", 1), ("Syndication", 2), ("PBS", 2), ("Nickelodeon", 1),
             ("Cartoon Network", 1), ("Disney Channel", 1), ("BBC One", 4), ("BBC Two", 3), ("ITV1", 3),
             ("Channel 4", 2), ("CBC", 2), ("ABC (AU)", 2), ("ZDF", 2), ("DR1", 1), ("TF1", 2), ("NHK", 2),
             ("Fuji TV", 1), ("TV Tokyo", 2), ("KBS2", 2), ("JTBC", 1), ("SVT1", 1), ("NRK1", 1), ("Rai 1", 1),
             ("Canal+", 1), ("La 1", 1), ("Globo", 1), ("Las Estrellas", 1), ("Caracol TV", 1), ("Star Plus", 1),
             ("TRT 1", 1), ("RTÉ One", 1)]
FILL_WEBS = [("Netflix", 4), ("YouTube", 3), ("Prime Video", 2), ("Hulu", 1), ("Viki", 1), ("TVING", 1),
             ("Disney+", 1), ("Apple TV", 1), ("Peacock", 1), ("Paramount+", 1), ("BBC iPlayer", 1), ("HBO Max", 1)]
LANG = {"US": "English", "GB": "English", "CA": "English", "AU": "English", "IE": "English", "NZ": "English",
        "DE": "German", "FR": "French", "ES": "Spanish", "MX": "Spanish", "CO": "Spanish", "BR": "Portuguese",
        "JP": "Japanese", "KR": "Korean", "DK": "Danish", "SE": "Swedish", "NO": "Norwegian", "IT": "Italian",
        "IN": "Hindi", "TR": "Turkish"}
FILL_TYPES = [("Scripted", 40), ("Reality", 18), ("Documentary", 10), ("Animation", 9), ("Talk Show", 7),
              ("News", 5), ("Game Show", 4), ("Sports", 3), ("Variety", 2), ("Panel Show", 1), ("Award Show", 1)]
FILL_GENRES = ["Drama", "Comedy", "Crime", "Romance", "Thriller", "Action", "Mystery", "Family", "Children", "History",
               "Music", "Food", "Travel", "Nature", "Science-Fiction", "Fantasy", "Horror", "Medical", "Legal",
               "Sports", "Supernatural", "Adventure", "Anime", "DIY", "War", "Western", "Espionage"]


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

SEARCHES = {
    "girls": ["Girls", "Gilmore Girls", "2 Broke Girls", "The Golden Girls", "Good Girls", "Derry Girls", "Girls5eva",
              "Shining Girls", "The Girls on the Bus", "Gossip Girl"],
    "game of thrones": ["Game of Thrones", "After the Thrones", "Thronecast", "Ellen's Game of Games", "The Game"],
    "simpsons": ["The Simpsons", "The Ashlee Simpson Show", "Jessica Simpson's The Price of Beauty"],
    "doctor": ["Doctor Who", "Doctor Who (1963)", "Doctor Odyssey", "The Good Doctor", "Doctor Foster", "Doctor Slump",
               "The Doctors", "Doc Martin", "Doc"],
    "love": ["Love Is Blind", "Love Island USA", "Love Island", "Love & Hip Hop: Atlanta", "Love After Lockup",
             "Love, Victor", "Love Life", "Lovecraft Country", "Modern Love", "Love, Death & Robots"],
    "pokémon": ["Pokémon", "Pokémon Horizons: The Series", "Pokémon Journeys: The Series", "Pokémon Concierge",
                "Pokémon Origins", "Pokémon Evolutions", "Pokémon Generations", "Pokémon: Twilight Wings",
                "Pokémon Chronicles"],
    "news": ["NBC Nightly News with Tom Llamas", "CBS Evening News", "ABC World News Tonight with David Muir",
             "PBS News Hour", "The Newsroom", "CNN Newsroom", "Noticias Telemundo", "Fox News Sunday",
             "PBS News Weekend", "Fox News @ Night"],
    "the": ["The Office", "The Simpsons", "The Bear", "The Voice", "The Five", "The View", "The Rookie", "The Pitt",
            "The Talk", "The Daily Show"],
    "frieren": ["葬送のフリーレン"],
}


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
            if ep.show.web_only:
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
        w.json(f"schedule-web/{COUNTRY}/{d.isoformat()}.json",
               [schedule_row(ep, True) for ep in sorted(web[d], key=row_key)])
    for s in shows:
        if s.stored:
            w.json(f"shows/{s.id}/episodes.json", [e.to_json() for e in s.episodes])
            w.json(f"shows/{s.id}/seasons.json", s.season_objs)
            w.json(f"shows/{s.id}/cast.json", s.cast)
    for query in SEARCHES:
        w.json(f"search/shows/{search_key(query)}.json", search_results(query, by_key))
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
            print(f"  {d} {d:%a}: {counts[d][0]:3d} rows in schedule/US, {counts[d][1]:2d} in schedule-web/US"
                  + (f"  (short of the target by {shortfall[d]})" if d in shortfall else ""))
        print(f"  shows: {len(texts)} ({len(catalog_objs)} in the sample, {extra} index filler); "
              f"detail shows: {sum(1 for s in shows if s.stored)}; index pages: {len(pages)}")
    return counts


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
