/**
 * The replay's clock: an instant between `from` and `to` (epoch ms) that moves at `speed` times
 * real time while playing, driven by requestAnimationFrame. The screen draws again only when the
 * clock enters another second (the records' step), and at most ten times a second: 1× draws once
 * a second, 10× and 60× ten times; a seek draws at once. It stops at `to`.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export const REPLAY_SPEEDS = [1, 2, 5, 10, 60] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

export interface ReplayClock {
  /** The instant shown, epoch ms, whole seconds. */
  readonly at: number;
  readonly playing: boolean;
  readonly speed: ReplaySpeed;
  readonly play: () => void;
  readonly pause: () => void;
  readonly setSpeed: (speed: ReplaySpeed) => void;
  readonly seek: (at: number) => void;
}

const SECOND = 1000;
const MIN_DRAW_MS = 100;

export function useReplayClock(from: number, to: number): ReplayClock {
  const [at, setAt] = useState(from);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<ReplaySpeed>(1);
  // The exact position between draws (sub-second), kept outside React's state.
  const position = useRef(from);

  const seek = useCallback(
    (instant: number) => {
      const clamped = Math.min(to, Math.max(from, instant));
      position.current = clamped;
      setAt(Math.floor(clamped / SECOND) * SECOND);
    },
    [from, to],
  );

  useEffect(() => {
    if (!playing) return;
    let last = performance.now();
    let drawn = Number.NEGATIVE_INFINITY;
    let frame = requestAnimationFrame(function tick(now) {
      position.current = Math.min(to, position.current + (now - last) * speed);
      last = now;
      const second = Math.floor(position.current / SECOND) * SECOND;
      // At most ten draws a second (60× moves 60 s a second: nobody reads 60 figures a second,
      // and 25 tiles drawn every frame stalled frames on a loaded machine); always the last one.
      if (now - drawn >= MIN_DRAW_MS || position.current >= to) {
        drawn = now;
        setAt((shown) => (shown === second ? shown : second));
      }
      if (position.current >= to) {
        setPlaying(false);
        return;
      }
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing, speed, to]);

  const play = useCallback(() => {
    // Played to the end: start again from the beginning.
    if (position.current >= to) seek(from);
    setPlaying(true);
  }, [from, to, seek]);
  const pause = useCallback(() => setPlaying(false), []);
  return { at, playing, speed, play, pause, setSpeed, seek };
}
