#!/usr/bin/env python3
"""Measures Tabula's sound effects (assets/sounds/<family>/*.wav, every family), since nobody can
listen to them on a machine without a sound card: format, length, peak and RMS level, DC offset,
clipped samples, and clicks (a sound that jumps in at a loud sample, or is cut off before it has
died away). Also checks that each family tools/make-sounds.py writes is complete: exactly the six
sounds, no more, none missing. Prints a table, a row per file, and exits 1 if any sound breaks a
limit below or a family is incomplete. Standard library only.

    python3 tools/check-sounds.py [FILE.wav ...]   (no files: every sound, and every family complete)
"""
import math
import struct
import sys
import wave
from pathlib import Path

SOUNDS = Path(__file__).resolve().parent.parent / "assets" / "sounds"

# The families tools/make-sounds.py writes (a game's scene names one in `sounds:`), each with
# exactly these sounds.
FAMILIES = ("wood", "marble", "stone", "glass", "chime")
NAMES = ("move", "capture", "check", "start", "end", "low-time")

# Limits, in dBFS unless said otherwise.
PEAK_MAX = -1.0  # headroom: never at full scale
RMS_RANGE = (-36.0, -12.0)  # audible, and no sound much louder than the others
EDGE_MAX = -60.0  # the first and the last sample: silence, not a jump
ONSET_MAX = -20.0  # the loudest of the first 0.5 ms: a sound rises, it does not jump
TAIL_MAX = -40.0  # the loudest of the last 5 ms: a sound has died away, it is not cut off
LENGTH_RANGE = (0.05, 2.5)  # seconds
DC_MAX = 0.01  # of full scale


def db(value):
    return 20 * math.log10(value) if value > 0 else -math.inf


def measure(path):
    with wave.open(str(path), "rb") as w:
        channels, width, rate, frames = w.getnchannels(), w.getsampwidth(), w.getframerate(), w.getnframes()
        raw = w.readframes(frames)
    if width != 2:
        return {"name": path.stem, "family": family_of(path), "problems": [f"{8 * width}-bit samples (16-bit expected)"]}
    samples = struct.unpack(f"<{frames * channels}h", raw)[::channels]
    full = 32768.0
    values = [s / full for s in samples]
    onset, tail = max(1, rate // 2000), max(1, rate // 200)
    m = {
        "name": path.stem,
        "family": family_of(path),
        "format": f"{channels}ch {rate} Hz",
        "length": frames / rate,
        "peak": db(max(abs(v) for v in values)),
        "rms": db(math.sqrt(sum(v * v for v in values) / len(values))),
        "dc": abs(sum(values) / len(values)),
        "clipped": sum(1 for s in samples if s in (32767, -32768)),
        "first": db(abs(values[0])),
        "last": db(abs(values[-1])),
        "start": db(max(abs(v) for v in values[:onset])),
        "end": db(max(abs(v) for v in values[-tail:])),
    }
    problems = []
    if m["peak"] > PEAK_MAX:
        problems.append(f"peak {m['peak']:.1f} dBFS above {PEAK_MAX}")
    if not RMS_RANGE[0] <= m["rms"] <= RMS_RANGE[1]:
        problems.append(f"RMS {m['rms']:.1f} dBFS outside {RMS_RANGE}")
    if m["clipped"]:
        problems.append(f"{m['clipped']} clipped samples")
    if m["first"] > EDGE_MAX or m["start"] > ONSET_MAX:
        problems.append(f"starts with a jump ({m['first']:.1f} dBFS, {m['start']:.1f} within 0.5 ms): a click")
    if m["last"] > EDGE_MAX or m["end"] > TAIL_MAX:
        problems.append(f"stops short ({m['last']:.1f} dBFS, {m['end']:.1f} in the last 5 ms): a click")
    if not LENGTH_RANGE[0] <= m["length"] <= LENGTH_RANGE[1]:
        problems.append(f"{m['length']:.2f} s long")
    if m["dc"] > DC_MAX:
        problems.append(f"DC offset {m['dc']:.3f}")
    m["problems"] = problems
    return m


def family_of(path):
    """The family folder a sound is in ("-" for a file outside assets/sounds/<family>/)."""
    try:
        parts = path.resolve().relative_to(SOUNDS).parts
    except ValueError:
        return path.parent.name or "-"
    return parts[0] if len(parts) == 2 else "-"


def completeness():
    """Problems with the set of files: a family or a sound missing, a file that belongs to none."""
    problems = []
    if not SOUNDS.is_dir():
        return [f"{SOUNDS} is missing"]
    for family in FAMILIES:
        folder = SOUNDS / family
        if not folder.is_dir():
            problems.append(f"{family}: the folder {folder} is missing")
            continue
        have = {p.stem for p in folder.glob("*.wav")}
        problems += [f"{family}: {name}.wav is missing" for name in NAMES if name not in have]
        problems += [f"{family}: {name}.wav is not one of the six sounds" for name in sorted(have - set(NAMES))]
    for path in sorted(SOUNDS.rglob("*.wav")):
        parts = path.relative_to(SOUNDS).parts
        if len(parts) != 2 or parts[0] not in FAMILIES:
            problems.append(f"{path.relative_to(SOUNDS)}: not in a family folder ({', '.join(FAMILIES)})")
    return problems


def main():
    given = [Path(p) for p in sys.argv[1:]]
    paths = given or sorted(
        SOUNDS.rglob("*.wav"),
        key=lambda p: (
            FAMILIES.index(family_of(p)) if family_of(p) in FAMILIES else len(FAMILIES),
            family_of(p),
            NAMES.index(p.stem) if p.stem in NAMES else len(NAMES),
            p.name,
        ),
    )
    print(
        f"{'family':<8}{'sound':<10}{'format':<15}{'length':>8}{'peak':>8}{'RMS':>8}{'start':>8}{'end':>8}{'clip':>6}  verdict"
    )
    failed = False
    for path in paths:
        if not path.is_file():
            print(f"{family_of(path):<8}{path.stem:<10}missing: {path}")
            failed = True
            continue
        m = measure(path)
        if "format" in m:
            print(
                f"{m['family']:<8}{m['name']:<10}{m['format']:<15}{m['length']:>7.2f}s{m['peak']:>8.1f}{m['rms']:>8.1f}"
                f"{m['start']:>8.1f}{m['end']:>8.1f}{m['clipped']:>6}  {'; '.join(m['problems']) or 'ok'}"
            )
        else:
            print(f"{m['family']:<8}{m['name']:<10}{'; '.join(m['problems'])}")
        failed |= bool(m["problems"])
    print("levels in dBFS; start: the loudest of the first 0.5 ms; end: the loudest of the last 5 ms")
    if not given:
        problems = completeness()
        for problem in problems:
            print(f"FAIL {problem}")
        if not problems:
            print(f"{len(FAMILIES)} families, each with the six sounds ({', '.join(NAMES)})")
        failed |= bool(problems)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
