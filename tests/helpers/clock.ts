/** A clock a test moves by hand, for the deps.now seam (key expiry, rotation grace, limits). */
export interface ManualClock {
  ms: number;
  now: () => number;
  advance(ms: number): void;
}

export function manualClock(startMs = Date.now()): ManualClock {
  const clock: ManualClock = {
    ms: startMs,
    now: () => clock.ms,
    advance: (ms: number) => { clock.ms += ms; },
  };
  return clock;
}
