// The pools as a status display shows them. Kept apart from pools.ts (which loads Playwright) so
// the service can answer before its first run has loaded the node pool.

import { maskUrl } from '../egress/proxy-url.js';
import type { NodePoolStatus } from '../execution/types.js';
import type { RemoteBrowserSetting } from '../settings.js';
import type { PoolSettings } from './pools.js';

/** a remote pool's configuration and its counters since the service started */
export type RemoteRuntime = Pick<NodePoolStatus, 'inUse' | 'up' | 'downUntil' | 'lastError' | 'started' | 'drops'> & { setting: RemoteBrowserSetting };

export function poolStatus(localConcurrency: number, local: { inUse: number; started: number }, remotes: RemoteRuntime[]): NodePoolStatus[] {
  return [
    { name: 'local', kind: 'local', endpoint: null, concurrency: localConcurrency, inUse: local.inUse, up: true, downUntil: null, lastError: null, started: local.started, drops: 0 },
    ...remotes.map((r) => ({
      name: r.setting.name,
      kind: r.setting.kind,
      endpoint: maskUrl(r.setting.endpoint),
      concurrency: r.setting.concurrency,
      inUse: r.inUse,
      up: r.up,
      downUntil: r.up ? null : r.downUntil,
      lastError: r.lastError,
      started: r.started,
      drops: r.drops,
    })),
  ];
}

/** the configured pools before any has run */
export function idlePools(s: PoolSettings): NodePoolStatus[] {
  const idle = { inUse: 0, up: true, downUntil: null, lastError: null, started: 0, drops: 0 };
  return poolStatus(s.concurrency, { inUse: 0, started: 0 }, s.remoteBrowsers.map((setting) => ({ setting, ...idle })));
}
