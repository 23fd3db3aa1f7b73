// The renderer-facing bridge exposed by src-preload/index.ts as `window.brandMonitor`.
// Absent when the renderer is served to a plain browser: the client falls back to fetch().
// Untyped on purpose at this layer: the renderer's client applies the contract (src-main/api/contract.ts),
// so a caller cannot choose what a response is.
import type { Envelope, Events } from '../src-main/api/contract';

export type BridgeMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** what crosses `bm:request` from the renderer to the shell */
export interface BridgeRequest {
  method: BridgeMethod;
  /** absolute path on the service, e.g. `/api/business/system/models` (query string allowed) */
  path: string;
  body?: unknown;
}

/** HTTP status and the parsed JSON body (the raw text when the body is not JSON, null when empty) */
export interface BridgeResponse {
  status: number;
  body: Envelope<unknown> | string | null;
}

/** what crosses `bm:event` from the shell to the renderer */
export interface BridgeEvent<E extends keyof Events = keyof Events> {
  event: E;
  payload: Events[E];
}

export interface BrandMonitorBridge {
  request(method: BridgeMethod, path: string, body?: unknown): Promise<BridgeResponse>;
  /** subscribe to one pushed event; returns the unsubscribe function */
  on<E extends keyof Events>(event: E, cb: (payload: Events[E]) => void): () => void;
}

declare global {
  interface Window {
    brandMonitor?: BrandMonitorBridge;
  }
}
