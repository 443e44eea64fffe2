#!/usr/bin/env python3
"""Synthesises Tabula's sound effects into assets/sounds/<family>/<name>.wav (16-bit mono, 44.1 kHz).

Each game's scene names a family of sounds (`sounds:` in assets/scenes/<game>.ron), and every
family has the same six sounds: move, capture, check, start, end and low-time.

    wood    chess        a wooden knock on a walnut board, soft major arpeggios
    marble  marseillais  bright, hard clicks of polished marble, short ringing pings
    stone   brandubh     low, dull thuds of stone on an oak board, a low horn call
    glass   trichess     high glassy clinks and bells with inharmonic partials
    chime   trigame      soft plucks and shimmering metal chimes on a pentatonic scale

Every sound is made here from sine waves and seeded noise, so the files are the project's own and
the same bytes come out on every run. Run again to regenerate them: python3 tools/make-sounds.py
"""
import math
import random
import struct
import wave
from pathlib import Path

RATE = 44100
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"
NAMES = ("move", "capture", "check", "start", "end", "low-time")


# --- building blocks ----------------------------------------------------------------------------


def fade(samples, fade_in, fade_out):
    """Raised-cosine fades at both ends (seconds): a sound must not start or stop mid-swing."""
    out = list(samples)
    n_in, n_out = int(RATE * fade_in), int(RATE * fade_out)
    for i in range(min(n_in, len(out))):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_in)
    for i in range(min(n_out, len(out))):
        out[-1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_out)
    return out


def note_end(samples, length=0.008):
    # Each note dies away before the next starts: a note cut off mid-swing clicks.
    return fade(samples, 0.0, length)


def silence(length):
    return [0.0] * int(RATE * length)


def mix(*parts):
    n = max(len(p) for p in parts)
    return [sum(p[i] if i < len(p) else 0.0 for p in parts) for i in range(n)]


def scale(samples, gain):
    return [gain * s for s in samples]


def attack_env(t, attack):
    """A raised-cosine rise over `attack` seconds (1 after it)."""
    if attack <= 0 or t >= attack:
        return 1.0
    return 0.5 - 0.5 * math.cos(math.pi * t / attack)


# --- wood (chess) -------------------------------------------------------------------------------


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
    return note_end(out)


def wood():
    return {
        "move": (tock(190, 0.12), 0.55),
        "capture": (tock(150, 0.09, noise=0.6, seed=2) + tock(120, 0.14, noise=0.6, decay=30, seed=3), 0.7),
        "check": (mix(tone(880, 0.35, 9), silence(0.07) + tone(1320, 0.3, 10)), 0.5),
        "start": (tone(523.25, 0.12, 14) + tone(659.25, 0.12, 14) + tone(783.99, 0.3, 8), 0.45),
        "end": (tone(783.99, 0.14, 12) + tone(659.25, 0.14, 12) + tone(523.25, 0.5, 5), 0.45),
        "low-time": (tone(1000, 0.09, 20, (1.0,)) + silence(0.06) + tone(1000, 0.09, 20, (1.0,)), 0.45),
    }


# --- marble (marseillais) -----------------------------------------------------------------------


def click(freq, length, decay=90.0, noise=0.5, seed=11):
    """Polished stone on stone: a hard, bright tick. High-passed noise (the first difference of
    white noise) for the impact, two inharmonic modes of a small hard body for its ring."""
    rng = random.Random(seed)
    out = []
    prev = 0.0
    for i in range(int(RATE * length)):
        t = i / RATE
        x = rng.uniform(-1, 1)
        hp, prev = x - prev, x
        ring = math.sin(2 * math.pi * freq * t) + 0.5 * math.sin(2 * math.pi * freq * 2.71 * t) * math.exp(-60 * t)
        out.append(math.exp(-decay * t) * (0.7 * ring + noise * hp * math.exp(-250 * t)))
    return note_end(out, 0.005)


def ping(freq, length, decay=14.0):
    """A struck marble slab's ring: a sine with a slightly sharp octave and a fading fifth partial."""
    out = []
    for i in range(int(RATE * length)):
        t = i / RATE
        env = attack_env(t, 0.001) * math.exp(-decay * t)
        out.append(
            env
            * (
                math.sin(2 * math.pi * freq * t)
                + 0.45 * math.sin(2 * math.pi * freq * 2.02 * t) * math.exp(-12 * t)
                + 0.2 * math.sin(2 * math.pi * freq * 3.03 * t) * math.exp(-30 * t)
            )
        )
    return note_end(out, 0.006)


def marble():
    tick = lambda f, seed, length=0.05: click(f, length, decay=95, noise=0.6, seed=seed)
    return {
        # A quick double tick: the piece set down, and settling.
        "move": (tick(2400, 11) + silence(0.012) + scale(tick(2650, 12, 0.06), 0.6), 0.5),
        "capture": (
            click(1900, 0.06, decay=70, noise=0.9, seed=13) + silence(0.01) + click(1500, 0.11, decay=45, noise=0.8, seed=14),
            0.65,
        ),
        "check": (
            mix(scale(click(2000, 0.03, seed=15), 0.5), ping(1567.98, 0.3, 12), silence(0.07) + ping(2093.0, 0.28, 12)),
            0.5,
        ),
        "start": (ping(1318.51, 0.09, 22) + ping(1567.98, 0.09, 22) + ping(1975.53, 0.28, 11), 0.45),
        "end": (
            ping(1975.53, 0.1, 20) + ping(1567.98, 0.1, 20) + ping(1318.51, 0.1, 20) + ping(987.77, 0.45, 7),
            0.45,
        ),
        "low-time": (
            ping(2637.02, 0.055, 45) + silence(0.035) + ping(2637.02, 0.055, 45) + silence(0.035) + ping(2637.02, 0.055, 45),
            0.45,
        ),
    }


# --- stone (brandubh) ---------------------------------------------------------------------------


def thud(freq, length, decay=28.0, noise=0.6, drop=0.6, seed=21):
    """A stone set down on oak: a low sine that sags in pitch as it sounds, and heavily
    low-passed noise (no brightness at all: the peat and oak swallow it)."""
    rng = random.Random(seed)
    out = []
    phase = 0.0
    low = lower = 0.0
    for i in range(int(RATE * length)):
        t = i / RATE
        phase += 2 * math.pi * freq * (1 + drop * math.exp(-40 * t)) / RATE
        low += 0.05 * (rng.uniform(-1, 1) - low)
        lower += 0.05 * (low - lower)
        out.append(math.exp(-decay * t) * (0.8 * math.sin(phase) + noise * lower * 12 * math.exp(-30 * t)))
    return note_end(out, 0.01)


def horn(freq, length, attack=0.04, release=0.08, vibrato=0.004):
    """A low horn: a full harmonic series falling off upwards, a slow breath of an attack, a
    slight vibrato, and a release that dies away within the note."""
    amps = (1.0, 0.75, 0.5, 0.32, 0.2, 0.12, 0.07)
    out = []
    phase = 0.0
    n = int(RATE * length)
    for i in range(n):
        t = i / RATE
        phase += 2 * math.pi * freq * (1 + vibrato * math.sin(2 * math.pi * 5 * t) * min(1.0, t / 0.15)) / RATE
        left = (n - i) / RATE
        env = attack_env(t, attack) * math.exp(-1.5 * t)
        if left < release:
            env *= 0.5 - 0.5 * math.cos(math.pi * left / release)
        out.append(env * sum(a * math.sin((k + 1) * phase) for k, a in enumerate(amps)))
    return out


def buzz(freq, length, decay=12.0):
    """A short reedy beep of odd harmonics (a square wave's first few)."""
    out = []
    for i in range(int(RATE * length)):
        t = i / RATE
        env = attack_env(t, 0.004) * math.exp(-decay * t)
        out.append(env * sum(math.sin(2 * math.pi * freq * k * t) / k for k in (1, 3, 5, 7)))
    # A square-ish wave stays loud: it needs a longer release than a decaying ring.
    return note_end(out, 0.025)


def stone():
    return {
        "move": (thud(88, 0.16, seed=21), 0.55),
        "capture": (thud(76, 0.1, decay=32, noise=0.9, seed=22) + thud(58, 0.2, decay=20, noise=0.9, seed=23), 0.7),
        # Two short horn calls, the second a fourth higher.
        "check": (horn(220.0, 0.2, release=0.06) + silence(0.04) + horn(293.66, 0.3), 0.5),
        "start": (horn(146.83, 0.24, release=0.06) + horn(220.0, 0.45, release=0.15), 0.5),
        "end": (horn(220.0, 0.24, release=0.06) + horn(146.83, 0.7, release=0.3), 0.5),
        "low-time": (buzz(440, 0.07, 18) + silence(0.04) + buzz(440, 0.07, 18) + silence(0.04) + buzz(440, 0.07, 18), 0.42),
    }


# --- glass (trichess) ---------------------------------------------------------------------------

# A glass rod or bell's modes are not a harmonic series: these ratios ring glassy, not musical-box.
GLASS = ((1.0, 1.0), (2.76, 0.5), (5.40, 0.25), (8.93, 0.12))


def bell(freq, length, decay=8.0, partials=GLASS, tick=0.0, seed=31):
    """A glass bell: inharmonic partials, the higher ones dying faster, struck with a tiny
    high tick of noise. Partials above 16 kHz are left out."""
    rng = random.Random(seed)
    modes = [(freq * r, a, decay * (1 + 0.9 * k)) for k, (r, a) in enumerate(partials) if freq * r < 16000]
    out = []
    prev = 0.0
    for i in range(int(RATE * length)):
        t = i / RATE
        x = rng.uniform(-1, 1) if tick else 0.0
        hp, prev = x - prev, x
        s = sum(a * math.exp(-d * t) * math.sin(2 * math.pi * f * t) for f, a, d in modes)
        out.append(attack_env(t, 0.0008) * s + tick * hp * math.exp(-400 * t))
    return note_end(out, 0.008)


def glass():
    return {
        "move": (bell(2093.0, 0.12, decay=30, tick=0.3, seed=31), 0.45),
        "capture": (bell(2349.32, 0.08, decay=35, tick=0.5, seed=32) + bell(1760.0, 0.16, decay=24, tick=0.5, seed=33), 0.6),
        "check": (mix(bell(2637.02, 0.4, 8), silence(0.09) + bell(3520.0, 0.33, 9)), 0.5),
        "start": (bell(1174.66, 0.11, 18) + bell(1760.0, 0.11, 18) + bell(2349.32, 0.35, 7), 0.45),
        "end": (bell(2349.32, 0.13, 14) + bell(1760.0, 0.13, 14) + bell(1174.66, 0.62, 4.5), 0.45),
        "low-time": (
            bell(3135.96, 0.06, 40) + silence(0.04) + bell(3135.96, 0.06, 40) + silence(0.04) + bell(3135.96, 0.06, 40),
            0.42,
        ),
    }


# --- chime (trigame) ----------------------------------------------------------------------------


def pluck(freq, length, decay=18.0, brightness=0.12, seed=41):
    """A soft plucked metal tine (Karplus-Strong): one period of the note and a little seeded,
    softened noise (the pluck) circulating in a delay line one period long, averaged on each pass
    so that it mellows as it sounds."""
    rng = random.Random(seed)
    period = max(2, round(RATE / freq - 0.5))
    line = []
    low = 0.0
    for j in range(period):
        low += brightness * (rng.uniform(-1, 1) - low)
        line.append(math.sin(2 * math.pi * j / period) + 4 * low)
    mean = sum(line) / period
    line = [v - mean for v in line]
    out = []
    for i in range(int(RATE * length)):
        t = i / RATE
        j = i % period
        v = line[j]
        line[j] = 0.997 * 0.5 * (v + line[(j + 1) % period])
        out.append(attack_env(t, 0.002) * math.exp(-decay * t) * v)
    return note_end(out)


def chime(freq, length, decay=6.0, index=1.6):
    """A small metal chime: a sine phase-modulated by another at 1.4 times its pitch (inharmonic
    sidebands: metal, not glass or string) that mellows as the strike fades, a soft 6 ms attack,
    and a detuned twin that beats slowly against it (the shimmer)."""
    out = []
    for i in range(int(RATE * length)):
        t = i / RATE
        env = attack_env(t, 0.006) * math.exp(-decay * t)
        mod = index * math.exp(-9 * t) * math.sin(2 * math.pi * freq * 1.4 * t)
        s = math.sin(2 * math.pi * freq * t + mod) + 0.35 * math.sin(2 * math.pi * (freq + 1.6) * t)
        out.append(env * s)
    return note_end(out)


# The major pentatonic scale on G5: G A B D E.
G5, A5, B5, D6, E6 = 783.99, 880.0, 987.77, 1174.66, 1318.51


def chime_family():
    return {
        "move": (pluck(B5, 0.16, seed=41), 0.5),
        "capture": (pluck(D6, 0.09, decay=24, brightness=0.2, seed=42) + pluck(G5 / 2, 0.2, decay=14, brightness=0.2, seed=43), 0.65),
        # Ding-dong-ding.
        "check": (chime(E6, 0.13, 10) + chime(B5, 0.13, 10) + chime(E6, 0.32, 7), 0.5),
        "start": (chime(G5, 0.08, 16) + chime(A5, 0.08, 16) + chime(B5, 0.08, 16) + chime(D6, 0.08, 16) + chime(E6, 0.36, 7), 0.45),
        "end": (
            chime(E6, 0.09, 14) + chime(D6, 0.09, 14) + chime(B5, 0.09, 14) + chime(A5, 0.09, 14) + chime(G5, 0.56, 4.5),
            0.45,
        ),
        "low-time": (
            chime(E6, 0.06, 30, 1.0) + chime(B5, 0.06, 30, 1.0) + silence(0.05) + chime(E6, 0.06, 30, 1.0) + chime(B5, 0.06, 30, 1.0),
            0.42,
        ),
    }


FAMILIES = {"wood": wood, "marble": marble, "stone": stone, "glass": glass, "chime": chime_family}


def write(path, samples, gain=0.6):
    # 3 ms in (a knock stays sharp) and 20 ms out: no click at either end (tools/check-sounds.py).
    samples = fade(samples, 0.003, 0.02)
    peak = max(abs(s) for s in samples) or 1.0
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(b"".join(struct.pack("<h", int(32767 * gain * s / peak)) for s in samples))


def main():
    for family, make in FAMILIES.items():
        sounds = make()
        assert tuple(sounds) == NAMES, f"{family}: {tuple(sounds)}"
        for name, (samples, gain) in sounds.items():
            write(OUT / family / f"{name}.wav", samples, gain)


if __name__ == "__main__":
    main()
