"""Prints scipy's Butterworth design and filtfilt output as JSON, for butterworth.unit.test.ts.

The reference filter of the validation pipeline is floodlight's butterworth_lowpass:
scipy.signal.butter(order, cutoff, btype='lowpass', output='ba', fs=fs), then
scipy.signal.filtfilt(b, a, x) with its defaults. butterworth.ts reproduces it; this script prints
what scipy itself computes, so that the TypeScript can be checked against it.

    python3 tests/src/validation/butterworth-golden.py > tests/src/validation/butterworth-golden.json
    npx prettier --write tests/src/validation/butterworth-golden.json

With --seed N the inputs are drawn from another seed (the test does that to compare on fresh
inputs when scipy is installed). Inputs are rounded to 6 decimals, so that the JSON stays small and
the TypeScript side reads back exactly the floats scipy filtered; outputs are full precision.
"""

import argparse
import json
import math

import numpy as np
import scipy
import scipy.signal

# (order, cutoff Hz, fs Hz, samples). 7 samples is the shortest input order 1 accepts (padlen 6).
SIGNALS = [
    (3, 1.0, 10.0, 150),
    (3, 1.0, 20.0, 150),
    (2, 2.0, 25.0, 150),
    (4, 0.4, 1.0, 150),
    (6, 3.0, 10.0, 50),
    (1, 0.5, 10.0, 7),
]

# Designs only (b, a and lfilter_zi), for every order 1..6 at a low and a high normalised cutoff.
DESIGNS = [(order, cutoff, fs) for order in range(1, 7) for (cutoff, fs) in [(0.25, 25.0), (9.0, 20.0)]]


def signal(rng, n, fs):
    """A random walk (steps ~ N(0, 0.5)) around 50 plus a 0.7 Hz sine of amplitude 5."""
    t = np.arange(n) / fs
    x = 50 + np.cumsum(rng.normal(0, 0.5, n)) + 5 * np.sin(2 * math.pi * 0.7 * t)
    return [round(float(v), 6) for v in x]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=20240611)
    seed = parser.parse_args().seed
    rng = np.random.default_rng(seed)

    def design(order, cutoff, fs):
        b, a = scipy.signal.butter(order, cutoff, btype="lowpass", output="ba", fs=fs)
        zi = scipy.signal.lfilter_zi(b, a)
        return {"order": order, "cutoffHz": cutoff, "fs": fs, "b": b.tolist(), "a": a.tolist(), "zi": zi.tolist()}

    signals = []
    for order, cutoff, fs, n in SIGNALS:
        case = design(order, cutoff, fs)
        x = signal(rng, n, fs)
        y = scipy.signal.filtfilt(np.array(case["b"]), np.array(case["a"]), np.array(x))
        signals.append({**case, "x": x, "y": y.tolist()})

    print(
        json.dumps(
            {
                "generator": "tests/src/validation/butterworth-golden.py",
                "scipy": scipy.__version__,
                "numpy": np.__version__,
                "seed": seed,
                "designs": [design(*d) for d in DESIGNS],
                "signals": signals,
            },
            indent=1,
        )
    )


if __name__ == "__main__":
    main()
