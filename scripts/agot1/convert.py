#!/usr/bin/env python3
"""Writes the crate's own 1st-edition data files from the shared research data.

    python3 scripts/agot1/convert.py ../shared/rules/data/agot1.toml

Reads agot1.toml (facts gathered for issue 16, see ../shared/rules/agot1-rules.md) and writes
src/engine/data/agot1_board.toml in the schema of board.toml, so that one loader reads both
boards. Run it again when the shared data is corrected; the files it writes are committed.
"""
import sys
import tomllib
from pathlib import Path

src = Path(sys.argv[1] if len(sys.argv) > 1 else "../shared/rules/data/agot1.toml")
data = tomllib.loads(src.read_text())
out = Path(__file__).resolve().parents[2] / "src" / "engine" / "data"

FORT = {"none": None, "city": "castle", "stronghold": "stronghold"}


def q(s):
    return '"' + s.replace('"', '\\"') + '"'


def line(a):
    parts = [f"key = {q(a['id'])}", f"name = {q(a['name'])}"]
    fort = FORT[a.get("fortification", "none")]
    if fort:
        parts.append(f"fort = {q(fort)}")
    if a.get("supply", 0):
        parts.append(f"supply = {a['supply']}")
    if a.get("crowns", 0):
        parts.append(f"crowns = {a['crowns']}")
    if a.get("home_of"):
        parts.append(f"home = {q(a['home_of'])}")
    if a.get("island"):
        parts.append("island = true")
    parts.append("adj = [" + ", ".join(q(x) for x in sorted(a["adjacent"])) + "]")
    return "  { " + ", ".join(parts) + " },"


def note(a):
    bits = []
    if a.get("confidence", "high") != "high":
        bits.append(f"icons {a['confidence']}")
    if a.get("adjacency_confidence", "high") != "high":
        bits.append(f"borders {a['adjacency_confidence']}")
    if not bits:
        return None
    return f"  # provisional ({', '.join(bits)}): {a.get('source', '')}"


header = """# The board of A Game of Thrones: The Board Game, 1st edition (2003): 45 areas, no ports.
#
# Written by scripts/agot1/convert.py from the facts gathered for issue 16
# (../shared/rules/data/agot1.toml; rules: ../shared/rules/agot1-rules.md). The schema is that of
# board.toml, read by the same loader (src/engine/board.rs). Keys shared with the 2nd edition
# name the same place; the facts (icons, borders) are this edition's own.
#
#   fort "castle" is the 1st edition's City (1 mustering point, counts for victory).
#   Lines with a "provisional" comment above them hold facts of medium or low confidence: they
#   come from one source only (or were inferred); correct them in agot1.toml and re-run the script.
#   Disputed borders kept on the board (see [[adjacency_note]] in agot1.toml):
"""
notes = "".join(
    f"#     {p['pair'][0]} - {p['pair'][1]}: {'kept' if p['included'] else 'left out'} ({p['confidence']}): {p['source']}\n"
    for p in data["adjacency_note"]
    if p["confidence"] != "high"
)
body = [header + notes, "\nland = ["]
for a in data["area"]:
    if a["kind"] == "land":
        n = note(a)
        if n:
            body.append(n)
        body.append(line(a))
body.append("]\n\nsea = [")
for a in data["area"]:
    if a["kind"] == "sea":
        n = note(a)
        if n:
            body.append(n)
        body.append(line(a).replace(", adj", ", adj", 1))
body.append("]\n\nport = []\n")
text = "\n".join(body)
# Seas carry only key, name and adj in the schema.
(out / "agot1_board.toml").write_text(text)
print("wrote", out / "agot1_board.toml")
