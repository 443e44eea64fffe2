#!/usr/bin/env python3
"""Measures Tabula's sound effects (assets/sounds/*.wav), since nobody can listen to them on a
machine without a sound card: format, length, peak and RMS level, DC offset, clipped samples,
and clicks (a sound that jumps in at a loud sample, or is cut off before it has died away). Prints a table and
exits 1 if any sound breaks a limit below. Standard library only.

    python3 tools/check-sounds.py [FILE.wav ...]
"""
import math
import struct
import sys
import wave
from pathlib import Path

SOUNDS = Path(__file__).resolve().parent.parent / "assets" / "sounds"

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
        return {"name": path.name, "problems": [f"{8 * width}-bit samples (16-bit expected)"]}
    samples = struct.unpack(f"<{frames * channels}h", raw)[::channels]
    full = 32768.0
    values = [s / full for s in samples]
    onset, tail = max(1, rate // 2000), max(1, rate // 200)
    m = {
        "name": path.name,
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


def main():
    paths = [Path(p) for p in sys.argv[1:]] or sorted(SOUNDS.glob("*.wav"))
    print(f"{'sound':<14}{'format':<15}{'length':>8}{'peak':>8}{'RMS':>8}{'start':>8}{'end':>8}{'clip':>6}  verdict")
    failed = False
    for path in paths:
        m = measure(path)
        if "format" in m:
            print(
                f"{m['name']:<14}{m['format']:<15}{m['length']:>7.2f}s{m['peak']:>8.1f}{m['rms']:>8.1f}"
                f"{m['start']:>8.1f}{m['end']:>8.1f}{m['clipped']:>6}  {'; '.join(m['problems']) or 'ok'}"
            )
        else:
            print(f"{m['name']:<14}{'; '.join(m['problems'])}")
        failed |= bool(m["problems"])
    print("levels in dBFS; start: the loudest of the first 0.5 ms; end: the loudest of the last 5 ms")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
