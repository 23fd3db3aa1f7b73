import { homedir } from 'node:os';
import { join } from 'node:path';

export const PRODUCT_NAME = 'Brand Monitor';

/**
 * The OS app-data folder Electron uses as userData for this app, so that the desktop app and
 * `serve` share one data dir by default.
 */
export function defaultDataDir(): string {
  const env = process.env;
  if (env['BRAND_MONITOR_DATA_DIR']) return env['BRAND_MONITOR_DATA_DIR'];
  if (process.platform === 'win32') return join(env['APPDATA'] ?? join(homedir(), 'AppData', 'Roaming'), PRODUCT_NAME);
  if (process.platform === 'darwin') return join(homedir(), 'Library', 'Application Support', PRODUCT_NAME);
  return join(env['XDG_CONFIG_HOME'] ?? join(homedir(), '.config'), PRODUCT_NAME);
}
