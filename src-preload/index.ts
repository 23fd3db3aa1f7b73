// Runs in the sandboxed renderer before the page: exposes two functions and nothing else.
// The renderer never sees ipcRenderer itself, nor the IPC event objects.

import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { EVENT_CHANNEL, REQUEST_CHANNEL } from './channels.js';
import type { BrandMonitorBridge, BridgeEvent, BridgeMethod, BridgeRequest, BridgeResponse } from './api.js';

const bridge: BrandMonitorBridge = {
  request(method: BridgeMethod, path: string, body?: unknown): Promise<BridgeResponse> {
    const req: BridgeRequest = { method, path, body };
    return ipcRenderer.invoke(REQUEST_CHANNEL, req) as Promise<BridgeResponse>;
  },
  on(event, cb) {
    const listener = (_e: IpcRendererEvent, msg: BridgeEvent) => {
      if (msg && msg.event === event) cb(msg.payload as never);
    };
    ipcRenderer.on(EVENT_CHANNEL, listener);
    return () => {
      ipcRenderer.removeListener(EVENT_CHANNEL, listener);
    };
  },
};

contextBridge.exposeInMainWorld('brandMonitor', bridge);
