// The Electron shell: the only module that imports 'electron'. It starts the same service that
// `serve` runs under plain Node, opens one window onto the renderer, and relays the renderer's
// requests to that service's router. It composes; every decision lives in the service.

import { app, BrowserWindow, ipcMain, shell, type IpcMainInvokeEvent, type WebFrameMain } from 'electron';
import Store from 'electron-store';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startService, type RunningService } from './service.js';
import { EVENT_CHANNEL, REQUEST_CHANNEL } from '../src-preload/channels.js';
import type { BridgeEvent, BridgeMethod, BridgeResponse } from '../src-preload/api.js';
import type { Events } from './api/contract.js';
import { taskOwner } from './engine/account-admin.js';

/** what the shell needs before the service exists; everything else is the engine's settings */
interface ShellSettings {
  /** loopback HTTP port; null lets the service choose its default */
  port: number | null;
  /** run against the local platform replicas instead of the real sites */
  sandbox: boolean;
  /** a Chromium/Chrome executable; null lets the service find one */
  browserPath: string | null;
}

const METHODS: readonly BridgeMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];

// out/main/index.js → out/preload, out/renderer (electron-vite layout). The preload is CommonJS
// (.cjs): a sandboxed renderer cannot load an ES-module preload.
const here = fileURLToPath(new URL('.', import.meta.url));
const preloadPath = join(here, '../preload/index.cjs');
const rendererFile = join(here, '../renderer/index.html');
const devRendererUrl = process.env['ELECTRON_RENDERER_URL'];

let service: RunningService | null = null;
let mainWindow: BrowserWindow | null = null;
let serviceClosed = false;

function rendererUrl(): string {
  return devRendererUrl ?? pathToFileURL(rendererFile).href;
}

/** the window may only ever show our own renderer: same origin in dev, the exact file when packaged */
function isRendererUrl(url: string): boolean {
  try {
    const target = new URL(url);
    const own = new URL(rendererUrl());
    if (own.protocol === 'file:') return target.protocol === 'file:' && target.pathname === own.pathname;
    return target.origin === own.origin;
  } catch {
    return false;
  }
}

function openOutside(url: string): void {
  if (/^https?:\/\//i.test(url)) void shell.openExternal(url);
}

/** only the top frame of our own window, showing our own renderer, may use the service token */
function isTrustedSender(event: IpcMainInvokeEvent): boolean {
  const frame: WebFrameMain | null = event.senderFrame;
  if (!mainWindow || event.sender !== mainWindow.webContents) return false;
  return frame !== null && frame.parent === null && isRendererUrl(frame.url);
}

function toBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function relay(event: IpcMainInvokeEvent, raw: unknown): Promise<BridgeResponse> {
  if (!service) throw new Error('service not running');
  if (!isTrustedSender(event)) throw new Error('request from an unexpected frame');
  const req = raw as { method?: unknown; path?: unknown; body?: unknown } | null;
  const method = typeof req?.method === 'string' ? req.method.toUpperCase() : '';
  const path = req?.path;
  if (!METHODS.includes(method as BridgeMethod)) throw new Error(`unsupported method: ${String(req?.method)}`);
  // a path, never a URL: the bridge only reaches the local router
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) throw new Error('path must start with a single /');

  const res = await service.app.inject({
    method: method as BridgeMethod,
    url: path,
    headers: { authorization: `Bearer ${service.localToken}`, accept: 'application/json' },
    ...(req?.body == null ? {} : { payload: req.body as object }),
  });
  return { status: res.statusCode, body: toBody(res.body) as BridgeResponse['body'] };
}

/** a contract event to the window; the renderer subscribes with bridge.on */
export function pushEvent<E extends keyof Events>(event: E, payload: Events[E]): void {
  const msg: BridgeEvent<E> = { event, payload };
  mainWindow?.webContents.send(EVENT_CHANNEL, msg);
}

function createWindow(): BrowserWindow {
  const win = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 960,
    minHeight: 600,
    title: 'Brand Monitor',
    show: false,
    autoHideMenuBar: true,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    },
  });
  win.once('ready-to-show', () => win.show());
  win.webContents.setWindowOpenHandler(({ url }) => {
    openOutside(url);
    return { action: 'deny' };
  });
  win.webContents.on('will-navigate', (e, url) => {
    if (isRendererUrl(url)) return;
    e.preventDefault();
    openOutside(url);
  });
  win.webContents.on('will-redirect', (e, url) => {
    if (!isRendererUrl(url)) e.preventDefault();
  });
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
  });
  void win.loadURL(rendererUrl());
  return win;
}

function showWindow(): void {
  if (!mainWindow) {
    mainWindow = createWindow();
    return;
  }
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.focus();
}

async function start(): Promise<void> {
  const settings = new Store<ShellSettings>({
    name: 'shell-settings',
    defaults: { port: null, sandbox: false, browserPath: null },
  });
  service = await startService({
    dataDir: app.getPath('userData'),
    port: settings.get('port') ?? undefined,
    sandbox: settings.get('sandbox') || process.argv.includes('--sandbox'),
    browserPath: settings.get('browserPath'),
    desktopSession: true,
    entryUrl: import.meta.url,
  });
  ipcMain.handle(REQUEST_CHANNEL, relay);
  // task progress reaches the window as it happens, so the UI needs no polling; like the
  // browser's event stream, only the window's own account's tasks
  const engine = service.engine;
  const ownAccount = engine.accounts.authenticate(service.localToken);
  engine.on('task', (taskId) => {
    if (taskOwner(engine, taskId) === ownAccount) pushEvent('task', { taskId });
  });
  engine.on('session', (accountId, change) => {
    if (accountId === ownAccount) pushEvent('session', change);
  });
  showWindow();
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (app.isReady() && service) showWindow();
  });

  app.on('window-all-closed', () => {
    // macOS apps stay alive without windows; the service keeps running tasks meanwhile
    if (process.platform !== 'darwin') app.quit();
  });

  app.on('activate', () => {
    if (service && BrowserWindow.getAllWindows().length === 0) showWindow();
  });

  // Hold the quit until the service has drained: it stops taking leases, closes browsers and the
  // database, so no sub-task is left half-written.
  let closing = false;
  app.on('before-quit', (e) => {
    if (!service || serviceClosed) return;
    e.preventDefault();
    if (closing) return;
    closing = true;
    service
      .close()
      .catch((err: unknown) => console.error('service close failed', err))
      .finally(() => {
        serviceClosed = true;
        app.quit();
      });
  });

  app
    .whenReady()
    .then(start)
    .catch((err: unknown) => {
      console.error('Brand Monitor failed to start', err);
      app.exit(1);
    });
}
