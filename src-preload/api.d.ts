// The renderer-facing bridge exposed by src-preload/index.ts as `window.brandMonitor`.
// Absent when the renderer is served to a plain browser: callers fall back to fetch().

export type BridgeMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** what crosses `bm:request` from the renderer to the shell */
export interface BridgeRequest {
  method: BridgeMethod;
  /** absolute path on the service, e.g. `/api/business/system/models` (query string allowed) */
  path: string;
  body?: unknown;
}

/** HTTP status and the parsed JSON body (the raw text when the body is not JSON, null when empty) */
export interface BridgeResponse<T = unknown> {
  status: number;
  body: T;
}

/** what crosses `bm:event` from the shell to the renderer */
export interface BridgeEvent {
  event: string;
  payload: unknown;
}

export interface BrandMonitorBridge {
  request<T = unknown>(method: BridgeMethod, path: string, body?: unknown): Promise<BridgeResponse<T>>;
  /** subscribe to one pushed event; returns the unsubscribe function */
  on(event: string, cb: (payload: unknown) => void): () => void;
}

declare global {
  interface Window {
    brandMonitor?: BrandMonitorBridge;
  }
}
