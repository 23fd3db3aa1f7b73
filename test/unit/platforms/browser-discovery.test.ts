import { describe, expect, it } from 'vitest';
import { browserCandidates } from '../../../src-main/engine/nodes/browser.js';

describe('browserCandidates', () => {
  it('tries the setting, then the env variable, then /usr/bin/chromium, then installed Chrome and Edge', () => {
    const list = browserCandidates('/opt/my/chrome', { BRAND_MONITOR_CHROMIUM: '/env/chromium' });
    expect(list.slice(0, 3).map((c) => ('path' in c ? c.path : c.channel))).toEqual(['/opt/my/chrome', '/env/chromium', '/usr/bin/chromium']);
    expect(list.slice(-2).map((c) => ('channel' in c ? c.channel : null))).toEqual(['chrome', 'msedge']);
  });

  it('skips what is not configured', () => {
    const first = browserCandidates(null, {})[0]!;
    expect('path' in first && first.path).toBe('/usr/bin/chromium');
  });
});
