#!/usr/bin/env python3
"""Synthesises Adjutant's sound cues from the parameters below: Python's standard library only.

    resources/sounds/synth.py [OUTPUT_DIR]      (default: the folder of this script)

Every cue is short and soft, for a club table: mono, 22,050 Hz, 16-bit, peaks at -9 dBFS, with
no hard attack (a few milliseconds' fade in) and a fade out. The noise comes from a seeded
generator, so the files come out the same, byte for byte, on every machine; a test checks that.

Building blocks:
  tone(f, length, decay, partials)    a struck or blown note: sine partials (multiple of f,
                                      relative level) under an exponential decay (seconds to -60 dB)
  noise(length, decay, cutoff)        a burst of noise through a one-pole low-pass at `cutoff` Hz
  sweep(f0, f1, length, decay)        a sine gliding from f0 to f1 (the cannon's boom)
"""
import math
import os
import random
import struct
import sys
import wave

RATE = 22050
PEAK = 10 ** (-9 / 20)  # -9 dBFS: soft beside people talking
FADE_IN = 0.004  # seconds

# Each cue: what it is, and the events it is made of: (start in seconds, block, parameters).
CUES = {
    # A card turned: a short, soft flick of paper.
    "card": {"length": 0.18, "events": [
        (0.000, "noise", dict(length=0.09, decay=0.09, cutoff=3500, level=1.0)),
        (0.000, "tone", dict(f=2400, length=0.04, decay=0.03, partials=[(1, 0.15)])),
    ]},
    # A phase stepped: two notes of a wooden chime, a fourth apart.
    "phase": {"length": 0.55, "events": [
        (0.00, "tone", dict(f=659.3, length=0.35, decay=0.30, partials=[(1, 1.0), (4, 0.12)])),
        (0.12, "tone", dict(f=880.0, length=0.40, decay=0.35, partials=[(1, 1.0), (4, 0.12)])),
    ]},
    # Dice rolled by the app: six small knocks, unevenly spaced, fading.
    "dice": {"length": 0.50, "seed": 6, "events": "rattle"},
    # A volley: a ragged crackle of muskets, muffled by distance.
    "volley": {"length": 0.90, "seed": 17, "events": "crackle"},
    # A cannon: a low boom with a little rumble after it.
    "cannon": {"length": 1.10, "events": [
        (0.00, "sweep", dict(f0=90, f1=38, length=1.0, decay=0.9, level=1.0)),
        (0.00, "noise", dict(length=0.8, decay=0.7, cutoff=300, level=0.6)),
    ]},
    # A charge: a bugle's three rising notes (G4, C5, E5).
    "charge": {"length": 0.80, "events": [
        (0.00, "tone", dict(f=392.0, length=0.16, decay=1.0, partials=[(1, 1.0), (2, 0.35), (3, 0.15)])),
        (0.17, "tone", dict(f=523.3, length=0.16, decay=1.0, partials=[(1, 1.0), (2, 0.35), (3, 0.15)])),
        (0.34, "tone", dict(f=659.3, length=0.44, decay=0.6, partials=[(1, 1.0), (2, 0.35), (3, 0.15)])),
    ]},
    # A unit breaking: two soft notes falling a minor third.
    "break": {"length": 0.70, "events": [
        (0.00, "tone", dict(f=440.0, length=0.30, decay=0.45, partials=[(1, 1.0), (2, 0.2)])),
        (0.22, "tone", dict(f=370.0, length=0.45, decay=0.45, partials=[(1, 1.0), (2, 0.2)])),
    ]},
    # The end of the turn: a small bell, its partials not quite harmonic.
    "turn-end": {"length": 1.40, "events": [
        (0.00, "tone", dict(f=523.3, length=1.35, decay=1.3,
                            partials=[(1, 1.0), (2.76, 0.35), (5.40, 0.15), (8.93, 0.06)])),
    ]},
}


def envelope(t, decay, length):
    """Exponential decay reaching -60 dB after `decay` seconds, faded in and out."""
    e = math.exp(-6.9 * t / decay)
    if t < FADE_IN:
        e *= t / FADE_IN
    tail = length - t
    if tail < 0.02:
        e *= max(0.0, tail / 0.02)
    return e


def tone(f, length, decay, partials, level=1.0):
    out = []
    for i in range(int(length * RATE)):
        t = i / RATE
        v = sum(a * math.sin(2 * math.pi * f * m * t) for m, a in partials)
        out.append(level * v * envelope(t, decay, length))
    return out


def noise(length, decay, cutoff, level=1.0, rng=None):
    rng = rng or random.Random(1)
    alpha = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    y = 0.0
    out = []
    for i in range(int(length * RATE)):
        y += alpha * (rng.uniform(-1, 1) - y)
        out.append(level * y * envelope(i / RATE, decay, length))
    return out


def sweep(f0, f1, length, decay, level=1.0):
    out = []
    phase = 0.0
    for i in range(int(length * RATE)):
        t = i / RATE
        f = f1 + (f0 - f1) * math.exp(-t / (length / 4))
        phase += 2 * math.pi * f / RATE
        out.append(level * math.sin(phase) * envelope(t, decay, length))
    return out


BLOCKS = {"tone": tone, "noise": noise, "sweep": sweep}


def generated(name, cue):
    """The events of the cues made from many random small sounds (dice, muskets)."""
    rng = random.Random(cue["seed"])
    if name == "dice":
        events, t = [], 0.0
        for k in range(6):
            level = 0.9 * (0.8 ** k)
            events.append((t, "noise", dict(length=0.03, decay=0.025, cutoff=2500, level=level, rng=rng)))
            events.append((t, "tone", dict(f=rng.uniform(1100, 1600), length=0.025, decay=0.02,
                                           partials=[(1, 0.25 * level)])))
            t += rng.uniform(0.035, 0.09)
        return events
    # The volley: a dozen muskets within a third of a second, each a dull crack.
    events = []
    for _ in range(12):
        t = rng.uniform(0, 0.35) ** 1.3
        events.append((t, "noise", dict(length=0.35, decay=0.3, cutoff=rng.uniform(700, 1400),
                                        level=rng.uniform(0.5, 1.0), rng=rng)))
    return events


def render(name, cue):
    samples = [0.0] * int(cue["length"] * RATE)
    events = cue["events"] if cue["events"] not in ("rattle", "crackle") else generated(name, cue)
    for start, block, params in events:
        at = int(start * RATE)
        for i, v in enumerate(BLOCKS[block](**params)):
            if at + i < len(samples):
                samples[at + i] += v
    top = max(abs(v) for v in samples) or 1.0
    return [v / top * PEAK for v in samples]


def write(path, samples):
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(round(v * 32767))) for v in samples))


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    os.makedirs(out, exist_ok=True)
    for name, cue in CUES.items():
        path = os.path.join(out, name + ".wav")
        write(path, render(name, cue))
        print(f"{path}: {os.path.getsize(path)} bytes")


if __name__ == "__main__":
    main()
