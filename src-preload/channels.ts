// The two IPC channels between the shell and the renderer; imported by both sides so the names
// cannot drift. No imports here: the sandboxed preload bundle must stay self-contained.

/** invoke: one HTTP-shaped request, answered by the same router as the loopback API */
export const REQUEST_CHANNEL = 'bm:request';
/** main → renderer pushes, reserved (task progress, login state) */
export const EVENT_CHANNEL = 'bm:event';
