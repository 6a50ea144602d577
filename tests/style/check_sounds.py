#!/usr/bin/env python3
"""Checks resources/sounds: each cue the app plays is there, under 100 KB, a short mono WAV, and
exactly what synth.py makes from its documented parameters (so anyone can rebuild them)."""
import filecmp
import os
import subprocess
import sys
import tempfile
import wave

CUES = ["card", "phase", "dice", "volley", "cannon", "charge", "break", "turn-end"]


def main(folder):
    problems = []
    with tempfile.TemporaryDirectory() as rebuilt:
        subprocess.run([sys.executable, os.path.join(folder, "synth.py"), rebuilt], check=True,
                       stdout=subprocess.DEVNULL)
        for cue in CUES:
            path = os.path.join(folder, cue + ".wav")
            if not os.path.exists(path):
                problems.append(f"{cue}.wav is missing")
                continue
            size = os.path.getsize(path)
            with wave.open(path) as w:
                seconds = w.getnframes() / w.getframerate()
                channels = w.getnchannels()
            print(f"{cue}.wav: {size} bytes, {seconds:.2f} s")
            if size >= 100 * 1024:
                problems.append(f"{cue}.wav is {size} bytes, over 100 KB")
            if seconds > 2 or channels != 1:
                problems.append(f"{cue}.wav is {seconds:.2f} s in {channels} channel(s): keep cues short and mono")
            if not filecmp.cmp(path, os.path.join(rebuilt, cue + ".wav"), shallow=False):
                problems.append(f"{cue}.wav differs from what synth.py makes: run resources/sounds/synth.py")
    for p in problems:
        print("FAIL:", p)
    print(f"{len(CUES) - len(problems)} passed, {len(problems)} failed")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
