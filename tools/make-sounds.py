#!/usr/bin/env python3
"""Synthesises Tabula's sound effects into assets/sounds/*.wav (16-bit mono, 44.1 kHz).

Every sound is made here from sine waves and seeded noise, so the files are the project's own.
Run again to regenerate them: python3 tools/make-sounds.py
"""
import math
import random
import struct
import wave
from pathlib import Path

RATE = 44100
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"


def tock(freq, length, noise=0.35, decay=40.0, seed=1):
    rng = random.Random(seed)
    samples = []
    low = 0.0
    for i in range(int(RATE * length)):
        t = i / RATE
        env = math.exp(-decay * t)
        # Low-passed noise gives the wooden knock, the sine its pitch.
        low += 0.25 * (rng.uniform(-1, 1) - low)
        samples.append(env * (0.8 * math.sin(2 * math.pi * freq * t) + noise * low * 3))
    return samples


def tone(freq, length, decay=6.0, harmonics=(1.0, 0.3, 0.1)):
    out = []
    for i in range(int(RATE * length)):
        t = i / RATE
        attack = min(1.0, t / 0.005)
        env = attack * math.exp(-decay * t)
        out.append(env * sum(a * math.sin(2 * math.pi * freq * (k + 1) * t) for k, a in enumerate(harmonics)))
    # Each note dies away before the next starts: a note cut off mid-swing clicks.
    return fade(out, 0.0, 0.008)


def fade(samples, fade_in, fade_out):
    """Raised-cosine fades at both ends (seconds): a sound must not start or stop mid-swing."""
    out = list(samples)
    n_in, n_out = int(RATE * fade_in), int(RATE * fade_out)
    for i in range(min(n_in, len(out))):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_in)
    for i in range(min(n_out, len(out))):
        out[-1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_out)
    return out


def silence(length):
    return [0.0] * int(RATE * length)


def mix(*parts):
    n = max(len(p) for p in parts)
    return [sum(p[i] if i < len(p) else 0.0 for p in parts) for i in range(n)]


def write(name, samples, gain=0.6):
    # 3 ms in (a knock stays sharp) and 20 ms out: no click at either end (tools/check-sounds.py).
    samples = fade(samples, 0.003, 0.02)
    peak = max(abs(s) for s in samples) or 1.0
    OUT.mkdir(parents=True, exist_ok=True)
    with wave.open(str(OUT / name), "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(b"".join(struct.pack("<h", int(32767 * gain * s / peak)) for s in samples))


def main():
    write("move.wav", tock(190, 0.12), 0.55)
    write("capture.wav", tock(150, 0.09, noise=0.6, seed=2) + tock(120, 0.14, noise=0.6, decay=30, seed=3), 0.7)
    write("check.wav", mix(tone(880, 0.35, 9), silence(0.07) + tone(1320, 0.3, 10)), 0.5)
    write("start.wav", tone(523.25, 0.12, 14) + tone(659.25, 0.12, 14) + tone(783.99, 0.3, 8), 0.45)
    write("end.wav", tone(783.99, 0.14, 12) + tone(659.25, 0.14, 12) + tone(523.25, 0.5, 5), 0.45)
    write("low-time.wav", tone(1000, 0.09, 20, (1.0,)) + silence(0.06) + tone(1000, 0.09, 20, (1.0,)), 0.45)


if __name__ == "__main__":
    main()
