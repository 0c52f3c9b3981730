#!/usr/bin/env python3
"""Check a fixture tree written by scripts/generate-fixtures.py (standard library only).

    python3 scripts/check-fixtures.py                  # checks Fixtures/ beside scripts/
    python3 scripts/check-fixtures.py DIR --min-rows 250 --max-rows 250
    python3 scripts/check-fixtures.py --determinism    # also regenerates twice and compares the bytes

Exit status 0 when every check passes; each failure is printed.
"""
from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import json
import os
import subprocess
import sys
import tempfile
from zoneinfo import ZoneInfo

NY = ZoneInfo("America/New_York")
UTC = dt.timezone.utc
HERE = os.path.dirname(os.path.abspath(__file__))
SEARCH_QUERIES = ["girls", "game of thrones", "simpsons", "doctor", "love", "pokémon", "news", "the"]


class Checker:
    def __init__(self, root):
        self.root = root
        self.failures = []
        self.notes = []

    def fail(self, message):
        if len(self.failures) < 200:
            self.failures.append(message)

    def expect(self, condition, message):
        if not condition:
            self.fail(message)
        return condition

    def load(self, rel):
        with open(os.path.join(self.root, rel), "rb") as fh:
            return json.loads(fh.read().decode("utf-8"))


def _generator():
    """The generator module (its file name has a dash, so it is loaded by path)."""
    import importlib.util
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "generate-fixtures.py")
    spec = importlib.util.spec_from_file_location("generate_fixtures", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


search_key = _generator().search_key


def expected_airstamp(airdate, airtime, tz=NY):
    date = dt.date.fromisoformat(airdate)
    if airtime == "":
        return f"{airdate}T12:00:00+00:00"
    h, m = map(int, airtime.split(":"))
    day = date + dt.timedelta(days=1) if h < 5 else date
    local = dt.datetime(day.year, day.month, day.day, h, m, tzinfo=tz)
    return local.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S+00:00")


def parse_stamp(text):
    return dt.datetime.fromisoformat(text)


def strip_show(row):
    return {k: v for k, v in row.items() if k not in ("show", "_embedded")}


def check(root, min_rows, max_rows):
    c = Checker(root)
    # 1. every file parses; compact UTF-8
    parsed = 0
    total_bytes = 0
    for folder, dirs, files in os.walk(root):
        rel_folder = os.path.relpath(folder, root)
        if rel_folder.split(os.sep)[0] == "sessions":
            continue
        for name in files:
            path = os.path.join(folder, name)
            total_bytes += os.path.getsize(path)
            if not name.endswith(".json"):
                continue
            with open(path, "rb") as fh:
                raw = fh.read()
            try:
                value = json.loads(raw.decode("utf-8"))
            except Exception as exc:       # noqa: BLE001 - report any parse failure
                c.fail(f"{path}: does not parse: {exc}")
                continue
            parsed += 1
            if b"\\u" in raw and not raw.startswith(b"{\"name\""):
                c.fail(f"{path}: has \\u escapes (expected raw UTF-8)")
            if raw.startswith((b"[\n", b"{\n")) or b'": ' in raw[:200]:
                c.fail(f"{path}: is not compact JSON")
            del value
    c.notes.append(f"{parsed} JSON files parse; total size {total_bytes / 1e6:.2f} MB ({total_bytes} bytes)")

    manifest = c.load("manifest.json")
    c.expect(list(manifest) == ["country", "week", "now", "timezone", "generator", "seed"], "manifest keys/order")
    c.expect(manifest["country"] == "US" and manifest["week"] == "2026-11-16"
             and manifest["now"] == "2026-11-18T20:30:00-05:00" and manifest["timezone"] == "America/New_York",
             "manifest values")
    now = parse_stamp(manifest["now"])
    week = [dt.date(2026, 11, 16) + dt.timedelta(days=i) for i in range(7)]
    for name, body in [("404", {"name": "Not Found", "message": "", "code": 0, "status": 404}),
                       ("422", {"name": "Unprocessable entity", "message": "Not a valid ISO country code", "code": 0,
                                "status": 422}),
                       ("422-date", {"name": "Unprocessable entity", "message": "Not a valid ISO date", "code": 0,
                                     "status": 422})]:
        c.expect(c.load(f"errors/{name}.json") == body, f"errors/{name}.json body")

    shows_dir = os.path.join(root, "shows")
    show_files = {int(n[:-5]) for n in os.listdir(shows_dir) if n.endswith(".json")}
    show_cache = {}

    def show_obj(sid):
        if sid not in show_cache:
            show_cache[sid] = c.load(f"shows/{sid}.json") if sid in show_files else None
        return show_cache[sid]

    def check_show_ref(show, where):
        sid = show.get("id")
        if not c.expect(sid in show_files, f"{where}: show {sid} has no shows/{sid}.json"):
            return
        c.expect(show == show_obj(sid), f"{where}: show {sid} differs from shows/{sid}.json")

    # 2. schedule days
    episodes_seen = {}      # id -> object without show
    counts = {}
    start = {d: dt.datetime(d.year, d.month, d.day, 4, 0, tzinfo=NY) for d in week + [week[-1] + dt.timedelta(days=1)]}
    day_ids = {}
    features = {"special": 0, "empty_airtime": 0, "web_only_us": 0, "global_web": 0, "both_channels": 0,
                "non_ascii": 0, "show_repeat": 0, "summary_null": 0, "summary_empty": 0, "image_null": 0,
                "other_country_web": 0, "drop_rows": 0}
    for folder, nested in (("schedule", "show"), ("schedule-web", "_embedded")):
        for d in week:
            rel = f"schedule/US/{d.isoformat()}.json" if folder == "schedule" else f"schedule-web/{d.isoformat()}.json"
            if not c.expect(os.path.exists(os.path.join(root, rel)), f"{rel} missing"):
                continue
            rows = c.load(rel)
            if folder == "schedule":
                counts[d] = len(rows)
                c.expect(min_rows <= len(rows) <= max_rows, f"{rel}: {len(rows)} rows, expected {min_rows}-{max_rows}")
                day_ids[d] = [r["id"] for r in rows]
                names = [r["show"]["id"] for r in rows]
                features["show_repeat"] += sum(1 for sid in set(names) if names.count(sid) > 1)
            stamps = []
            for i, row in enumerate(rows):
                where = f"{rel}[{i}] episode {row.get('id')}"
                if nested == "show":
                    c.expect("show" in row and "_embedded" not in row, f"{where}: expected a top-level show")
                    show = row.get("show", {})
                else:
                    c.expect("show" not in row and "show" in row.get("_embedded", {}), f"{where}: expected _embedded.show")
                    show = row.get("_embedded", {}).get("show", {})
                check_show_ref(show, where)
                keys = [k for k in row if k not in ("show", "_embedded")]
                c.expect(keys == ["id", "url", "name", "season", "number", "type", "airdate", "airtime", "airstamp",
                                  "runtime", "rating", "image", "summary", "_links"], f"{where}: episode keys {keys}")
                c.expect(row["airstamp"] == expected_airstamp(row["airdate"], row["airtime"]),
                         f"{where}: airstamp {row['airstamp']} != rule for {row['airdate']} {row['airtime']}")
                instant = parse_stamp(row["airstamp"])
                c.expect(start[d] <= instant <= start[d + dt.timedelta(days=1)], f"{where}: outside the day window")
                stamps.append(instant)
                bare = strip_show(row)
                if row["id"] in episodes_seen:
                    c.expect(episodes_seen[row["id"]] == bare, f"{where}: differs from another copy of episode {row['id']}")
                episodes_seen[row["id"]] = bare
                features["special"] += row["number"] is None
                features["empty_airtime"] += row["airtime"] == ""
                features["non_ascii"] += any(ord(ch) > 127 for ch in show.get("name", ""))
                features["summary_null"] += row["summary"] is None
                features["summary_empty"] += row["summary"] == ""
                features["image_null"] += row["image"] is None
                if folder == "schedule":
                    features["web_only_us"] += show.get("network") is None
                    features["both_channels"] += bool(show.get("network") and show.get("webChannel"))
                    c.expect(show.get("webChannel") is None or show.get("network") or
                             (show["webChannel"].get("country") or {}).get("code") == "US",
                             f"{where}: a global web channel in /schedule?country=US")
                else:
                    features["global_web"] += (show.get("webChannel") or {}).get("country") is None
                    code = ((show.get("webChannel") or show.get("network") or {}).get("country") or {}).get("code")
                    features["other_country_web"] += code not in (None, "US")
                    features["drop_rows"] += sum(1 for r in rows if r["airdate"] == row["airdate"] and
                                                 r["_embedded"]["show"]["id"] == show.get("id") and
                                                 r["season"] == row["season"]) >= 6
            c.expect(stamps == sorted(stamps), f"{rel}: rows are not sorted by airstamp")
    # carry-overs: a row at exactly D 04:00 is the head of D and the tail of D-1
    carry = 0
    for d in week:
        rows = {r["id"]: r for r in c.load(f"schedule/US/{d.isoformat()}.json")}
        for eid, row in rows.items():
            instant = parse_stamp(row["airstamp"])
            if instant == start[d] and d != week[0]:
                carry += 1
                c.expect(eid in day_ids[d - dt.timedelta(days=1)], f"carry-over {eid} of {d} missing in the day before")
            if instant == start[d + dt.timedelta(days=1)] and d != week[-1]:
                c.expect(eid in day_ids[d + dt.timedelta(days=1)], f"carry-over {eid} of {d} missing in the day after")
    # every head row labelled with the day before is that day's tail row (the FixtureLayoutTests rule)
    for d in week[1:]:
        prev = d - dt.timedelta(days=1)
        head = [r for r in c.load(f"schedule/US/{d.isoformat()}.json") if r["airdate"] == prev.isoformat()]
        c.expect(head, f"{d}: no carry-over rows from {prev}")
        for r in head:
            c.expect(r["id"] in day_ids[prev], f"{d}: head row {r['id']} ({r['show']['name']}) is not in {prev}'s tail")
    head_monday = [r for r in c.load("schedule/US/2026-11-16.json") if r["airdate"] == "2026-11-15"]
    c.expect(head_monday and all(r["airtime"] < "05:00" for r in head_monday), "Monday head rows with airdate 2026-11-15")
    c.expect(carry >= 6, f"only {carry} carry-over rows")
    c.notes.append("rows per day (schedule/US): " + ", ".join(f"{d:%a} {counts.get(d)}" for d in week)
                   + f"; carry-overs {carry}")

    # 3. detail shows
    detail = sorted(int(n) for n in os.listdir(shows_dir) if n.isdigit())
    all_episode_ids = {}
    season_ids = set()
    in_week = 0
    week_show_ids = set()
    for d in week:
        week_show_ids |= {r["show"]["id"] for r in c.load(f"schedule/US/{d.isoformat()}.json")}
    unaired = future = specials = voice = selfs = 0
    for sid in detail:
        for part in ("episodes", "seasons", "cast"):
            c.expect(os.path.exists(os.path.join(shows_dir, str(sid), f"{part}.json")), f"shows/{sid}/{part}.json missing")
        c.expect(sid in show_files, f"shows/{sid}.json missing for a detail show")
        episodes = c.load(f"shows/{sid}/episodes.json")
        seasons = c.load(f"shows/{sid}/seasons.json")
        cast = c.load(f"shows/{sid}/cast.json")
        numbers = {s["number"] for s in seasons}
        c.expect([s["number"] for s in seasons] == sorted(numbers), f"shows/{sid}/seasons.json not ascending")
        for s in seasons:
            c.expect(s["id"] not in season_ids, f"season id {s['id']} is not unique")
            season_ids.add(s["id"])
        stamps = []
        channel = show_obj(sid)["network"] or show_obj(sid)["webChannel"]
        tz = ZoneInfo(channel["country"]["timezone"]) if channel.get("country") else NY
        for e in episodes:
            c.expect(e["id"] not in all_episode_ids, f"episode id {e['id']} appears twice in episode lists")
            all_episode_ids[e["id"]] = sid
            c.expect(e["season"] in numbers, f"episode {e['id']}: season {e['season']} not in seasons.json")
            c.expect(e["_links"]["show"]["href"].endswith(f"/shows/{sid}"), f"episode {e['id']}: show link")
            if e["airstamp"] is None:
                unaired += 1
                c.expect(e["airdate"] == "" and e["airtime"] == "", f"episode {e['id']}: null airstamp needs empty date")
            else:
                c.expect(e["airstamp"] == expected_airstamp(e["airdate"], e["airtime"], tz),
                         f"episode {e['id']}: airstamp rule")
                stamps.append(parse_stamp(e["airstamp"]))
                future += parse_stamp(e["airstamp"]) > now
            specials += e["number"] is None
            if e["id"] in episodes_seen:
                c.expect(episodes_seen[e["id"]] == e, f"episode {e['id']}: schedule copy differs from episodes.json")
        c.expect(stamps == sorted(stamps), f"shows/{sid}/episodes.json not in airing order")
        keyed = [(e["season"], e["number"]) for e in episodes if e["number"] is not None]
        c.expect(len(keyed) == len(set(keyed)), f"shows/{sid}: duplicate season/number")
        voice += sum(1 for x in cast if x["voice"])
        selfs += sum(1 for x in cast if x["self"])
        in_week += sid in week_show_ids
        show = show_obj(sid)
        dated = [e for e in episodes if e["airstamp"]]
        past = [e for e in dated if parse_stamp(e["airstamp"]) <= now]
        nxt = [e for e in dated if parse_stamp(e["airstamp"]) > now]
        links = show["_links"]
        if past:
            c.expect(links.get("previousepisode", {}).get("href", "").endswith(f"/episodes/{past[-1]['id']}"),
                     f"shows/{sid}: previousepisode is not the last aired episode")
        if nxt:
            c.expect(links.get("nextepisode", {}).get("href", "").endswith(f"/episodes/{nxt[0]['id']}"),
                     f"shows/{sid}: nextepisode is not the next episode")
        else:
            c.expect("nextepisode" not in links, f"shows/{sid}: nextepisode without a future episode")
    # schedule rows of detail shows must be stored episodes
    for eid, row in episodes_seen.items():
        sid = int(row["_links"]["show"]["href"].rsplit("/", 1)[1])
        if sid in detail:
            c.expect(eid in all_episode_ids, f"schedule episode {eid} of detail show {sid} is not in its episodes.json")
    c.expect(len(detail) >= 30, f"only {len(detail)} detail shows")
    c.expect(in_week >= 20, f"only {in_week} detail shows appear in schedule/US")
    c.expect(unaired >= 1 and future >= 20 and specials >= 5 and voice >= 5 and selfs >= 5,
             f"coverage: unaired {unaired}, future {future}, specials {specials}, voice {voice}, self {selfs}")
    girls = c.load("shows/139/episodes.json") if 139 in detail else []
    c.expect(any(e["season"] == 3 and e["number"] == 2 for e in girls), "Girls (139) has no 3x2")
    c.expect(82 in detail and 83 in detail, "Game of Thrones (82) and The Simpsons (83) need full detail")
    c.notes.append(f"detail shows {len(detail)} ({in_week} in the week's schedule); episodes {len(all_episode_ids)}; "
                   f"future {future}; unaired {unaired}; specials {specials}; cast voice {voice}, self {selfs}")
    # crews and guests (issue 40): every detail show has a crew; guests are of stored episodes, and every person in a
    # crew or guest list has people/ID.json and castcredits (so `person N` opens them)
    guest_dir = os.path.join(root, "episodes")
    guest_eps = sorted(int(n) for n in os.listdir(guest_dir)) if os.path.isdir(guest_dir) else []
    crew_rows = [row for sid in detail for row in c.load(f"shows/{sid}/crew.json")]
    guest_rows = [row for eid in guest_eps for name in ("guestcast", "guestcrew")
                  for row in c.load(f"episodes/{eid}/{name}.json")]
    c.expect(all(eid in all_episode_ids for eid in guest_eps), "a guest list of an episode no episodes.json holds")
    c.expect(all(row.get("type") for row in crew_rows), "a crew row without its type")
    c.expect(all("guestCrewType" in row or "character" in row for row in guest_rows), "a guest row of neither kind")
    for row in crew_rows + guest_rows:
        pid = row["person"]["id"]
        c.expect(os.path.exists(os.path.join(root, f"people/{pid}.json"))
                 and os.path.exists(os.path.join(root, f"people/{pid}/castcredits.json")), f"person {pid}: no files")
    c.expect(len(guest_eps) >= 10, f"only {len(guest_eps)} episodes with guests")
    c.notes.append(f"crews: {len(crew_rows)} rows; guests: {len(guest_rows)} rows in {len(guest_eps)} episodes")

    # 4. search
    for q in SEARCH_QUERIES:
        rel = f"search/shows/{search_key(q)}.json"
        if not c.expect(os.path.exists(os.path.join(root, rel)), f"{rel} missing"):
            continue
        results = c.load(rel)
        c.expect(0 < len(results) <= 10, f"{rel}: {len(results)} results")
        scores = [x["score"] for x in results]
        c.expect(scores == sorted(scores, reverse=True), f"{rel}: not best first")
        for x in results:
            check_show_ref(x["show"], rel)
    girls_search = c.load("search/shows/girls.json")
    c.expect(len(girls_search) == 10 and girls_search[0]["show"]["id"] == 139, "search girls: 10 results, Girls first")
    c.expect(any(x["show"]["webChannel"] for x in girls_search) and any(x["show"]["network"] for x in girls_search),
             "search girls mixes network and web channel shows")

    # 5. index and updates
    indexed = []
    index_dir = os.path.join(root, "index")
    for name in sorted(os.listdir(index_dir) if os.path.isdir(index_dir) else [], key=lambda n: int(n[:-5])):
        page = int(name[:-5])
        items = c.load(f"index/{name}")
        ids = [x["id"] for x in items]
        c.expect(0 < len(ids) <= 250 and ids == sorted(ids), f"index/{name}: size or order")
        c.expect(all(page * 250 <= i < page * 250 + 250 for i in ids), f"index/{name}: ids outside the page range")
        for x in items[:3] + items[-3:]:
            check_show_ref(x, f"index/{name}")
        indexed += ids
    c.expect(len(indexed) == len(set(indexed)), "index: duplicate ids")
    updates = c.load("updates/shows.json")
    c.expect(set(map(int, updates)) == show_files, "updates/shows.json does not list exactly the shows/ID.json files")
    c.expect(list(map(int, updates)) == sorted(map(int, updates)), "updates/shows.json not sorted by id")
    for sid in sorted(show_files):
        c.expect(updates.get(str(sid)) == show_obj(sid)["updated"], f"updates: show {sid} timestamp differs")
    c.notes.append(f"shows {len(show_files)}; index pages {len(os.listdir(index_dir)) if os.path.isdir(index_dir) else 0} "
                   f"holding {len(indexed)} shows")
    # 6. a few coverage facts about the shows
    objs = [show_obj(s) for s in sorted(show_files)]
    c.expect(any(o["image"] is None for o in objs), "no show with image null")
    c.expect(any(isinstance(o["rating"]["average"], int) for o in objs), "no integer rating")
    c.expect(any(isinstance(o["rating"]["average"], float) for o in objs), "no float rating")
    c.expect(any(o["runtime"] is None and o["averageRuntime"] for o in objs), "no runtime null with averageRuntime")
    c.expect({"Running", "Ended", "To Be Determined", "In Development"} <= {o["status"] for o in objs}, "statuses")
    c.expect(any(o["officialSite"] is None for o in objs) and any(o["genres"] == [] for o in objs), "nulls/empties")
    c.expect(any(any(0x1F300 <= ord(ch) <= 0x1FAFF for ch in o["name"]) for o in objs), "no emoji title")
    c.expect(any(any(0x3040 <= ord(ch) <= 0x9FFF for ch in o["name"]) for o in objs), "no CJK title")
    c.expect(features["special"] and features["empty_airtime"] and features["web_only_us"] and features["global_web"]
             and features["both_channels"] and features["non_ascii"] and features["show_repeat"]
             and features["other_country_web"] and features["drop_rows"], f"features {features}")
    c.notes.append("schedule coverage: " + ", ".join(f"{k} {v}" for k, v in features.items()))
    # what the views must handle, inside /schedule?country=US itself
    us_rows = [r for d in week for r in c.load(f"schedule/US/{d.isoformat()}.json")]
    us_shows = {r["show"]["id"]: r["show"] for r in us_rows}.values()
    c.expect(any(s["image"] is None for s in us_shows), "schedule/US: no show with image null")
    c.expect(any("&" in (r["summary"] or "") for r in us_rows), "schedule/US: no summary with an entity")
    c.expect(any(any(0x1F300 <= ord(ch) <= 0x1FAFF for ch in s["name"]) for s in us_shows), "schedule/US: no emoji title")
    c.expect(any(any(0x3040 <= ord(ch) <= 0x9FFF for ch in s["name"]) for s in us_shows), "schedule/US: no CJK title")
    c.expect(any(("é" in s["name"] or "ñ" in s["name"]) for s in us_shows), "schedule/US: no accented title")
    c.expect(any(isinstance(s["rating"]["average"], int) for s in us_shows), "schedule/US: no integer rating")
    c.expect(len(c.load("schedule-web/2026-11-16.json")) > 0, "schedule-web Monday is empty")
    # pictures: small PNGs under images/, one poster for every detail show with an image
    images_dir = os.path.join(root, "images")
    pictures = []
    for folder, _, files in os.walk(images_dir):
        pictures += [os.path.join(folder, n) for n in files]
    for path in pictures:
        with open(path, "rb") as fh:
            head = fh.read(24)
        size = os.path.getsize(path)
        width, height = int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")
        c.expect(head.startswith(b"\x89PNG\r\n\x1a\n") and width <= 200 and height <= 200 and size < 8000,
                 f"{path}: not a small PNG ({width}x{height}, {size} bytes)")
    for sid in detail:
        image = c.load(f"shows/{sid}.json").get("image")
        if image:
            rel = image["medium"].split("/uploads/images/", 1)[1]
            c.expect(os.path.exists(os.path.join(images_dir, rel)), f"show {sid}: no picture images/{rel}")
    c.notes.append(f"pictures: {len(pictures)} PNGs, {sum(os.path.getsize(p) for p in pictures)} bytes")
    return c


def tree_digest(root):
    digest = {}
    for folder, _, files in os.walk(root):
        if os.path.relpath(folder, root).split(os.sep)[0] == "sessions":
            continue
        for name in files:
            path = os.path.join(folder, name)
            rel = os.path.relpath(path, root)
            if rel == "README.md":
                continue
            with open(path, "rb") as fh:
                digest[rel] = hashlib.sha256(fh.read()).hexdigest()
    return digest


def determinism(root, extra_args):
    gen = os.path.join(HERE, "generate-fixtures.py")
    with tempfile.TemporaryDirectory() as a, tempfile.TemporaryDirectory() as b:
        for out in (a, b):
            subprocess.run([sys.executable, gen, "--out", out, "--quiet"] + extra_args, check=True)
        da, db = tree_digest(a), tree_digest(b)
        same_runs = da == db
        same_tree = tree_digest(root) == da
        whole = hashlib.sha256(json.dumps(sorted(da.items())).encode()).hexdigest()
    return same_runs, same_tree, whole, len(da)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("root", nargs="?", default=os.path.join(os.path.dirname(HERE), "Fixtures"))
    parser.add_argument("--min-rows", type=int, default=100)
    parser.add_argument("--max-rows", type=int, default=250)
    parser.add_argument("--determinism", action="store_true",
                        help="regenerate twice into temporary folders and compare with ROOT (default arguments)")
    args = parser.parse_args()
    c = check(args.root, args.min_rows, args.max_rows)
    for note in c.notes:
        print("·", note)
    if args.determinism:
        same_runs, same_tree, whole, n = determinism(args.root, [])
        print(f"· determinism: two runs identical: {same_runs}; {args.root} identical to a fresh run: {same_tree} "
              f"({n} files, tree sha256 {whole[:16]})")
        if not same_runs:
            c.fail("two generator runs differ")
        if not same_tree:
            c.fail(f"{args.root} differs from a fresh run of the generator")
    if c.failures:
        print(f"FAILED: {len(c.failures)} problem(s)")
        for f in c.failures:
            print("  -", f)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
