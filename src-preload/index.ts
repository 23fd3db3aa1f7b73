// Runs in the sandboxed renderer before the page: exposes two functions and nothing else.
// The renderer never sees ipcRenderer itself, nor the IPC event objects.

import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { EVENT_CHANNEL, REQUEST_CHANNEL } from './channels.js';
import type { BrandMonitorBridge, BridgeEvent, BridgeMethod, BridgeRequest, BridgeResponse } from './api.js';

const bridge: BrandMonitorBridge = {
  request<T>(method: BridgeMethod, path: string, body?: unknown): Promise<BridgeResponse<T>> {
    const req: BridgeRequest = { method, path, body };
    return ipcRenderer.invoke(REQUEST_CHANNEL, req) as Promise<BridgeResponse<T>>;
  },
  on(event: string, cb: (payload: unknown) => void): () => void {
    const listener = (_e: IpcRendererEvent, msg: BridgeEvent) => {
      if (msg && msg.event === event) cb(msg.payload);
    };
    ipcRenderer.on(EVENT_CHANNEL, listener);
    return () => {
      ipcRenderer.removeListener(EVENT_CHANNEL, listener);
    };
  },
};

contextBridge.exposeInMainWorld('brandMonitor', bridge);
