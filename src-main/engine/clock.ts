/** The one clock of the engine; tests may replace it to move time forward. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
