// Settings for egress, browser nodes and pacing, and the platform accounts page (en)
export default {
  tabs: { general: 'General', regions: 'Region egress', nodes: 'Browser nodes', pacing: 'Platform pacing' },
  regions: {
    title: 'Region egress', hint: 'A task naming a region reaches the platforms through that region’s egress. Regions without egress can still be submitted, but their sub-tasks fail (uncharged). Mobile platforms ignore the region.',
    region: 'Region', scope: 'Scope', egress: 'Egress', proxy: 'Proxy (credentials hidden)', default: 'No region (default)', filter: 'Search region or code', onlyMissing: 'Only without egress',
    missingCount: '{n} regions without egress', scopes: { default: 'Default', domestic: 'China', overseas: 'Overseas' },
    kinds: { direct: 'Direct', proxy: 'Proxy', none: 'No egress' },
    explain: { direct: 'This machine’s own connection stands for the region.', proxy: 'Through a proxy (http / https / socks5).', none: 'Not configured: sub-tasks naming this region fail (uncharged).' },
    editTitle: 'Edit egress · {name}', address: 'Proxy address', username: 'User name', password: 'Password', optional: 'optional', keepStored: 'blank = keep the saved credentials',
    credentialHint: 'Saved user names and passwords are never shown; left blank with the same address they are kept, after changing the address enter them again.',
  },
  nodes: {
    title: 'Browser nodes', add: 'Add remote browser', editTitle: 'Edit remote browser · {name}', name: 'Name', kind: 'Kind', endpoint: 'Endpoint', concurrency: 'Concurrency',
    kinds: { local: 'Local Chromium', server: 'Playwright browser server', cdp: 'CDP endpoint' }, local: 'This machine',
    state: 'State', up: 'Up', down: 'Down', retryAt: 'retry {at}', load: 'In use / concurrency', started: 'Started', drops: 'Drops', remove: 'Remove',
    removeConfirm: 'Remove remote browser {name}? Sub-tasks running on it go back to the queue.', paused: 'Platforms paused after a rate limit', until: 'until {at}',
    hint: 'Sub-tasks are spread over every node that is up; when a node drops, its sub-tasks go back to the queue without spending a retry.',
    maskedHint: 'Credentials and tokens in the endpoint are hidden; saving it unchanged keeps them, a changed endpoint needs them in full.', localHint: '0 = no local browser (remote browsers only)',
  },
  pacing: {
    title: 'Platform pacing', hint: 'Sub-tasks running at once per platform and the shortest gap between two starts; blank uses the defaults (real sites: DeepSeek and Doubao 1 at a time, 5 s apart).',
    concurrency: 'Concurrency', spacing: 'Gap (s)', default: 'default', defaultSpacing: 'Default gap (s)', pause: 'Pause after rate limit (min)',
    pauseHint: 'A platform signalling a rate limit has its queue paused; repeated limits double it, up to 60 minutes.', ipEcho: 'IP echo URL', ipEchoHint: 'Asked once through each proxy to learn the IP a platform saw (proxyIp); blank: not asked.',
  },
  v: {
    proxyRequired: 'Enter the proxy address', proxyUrl: 'Not a valid address, e.g. http://10.0.0.5:8080', proxyScheme: 'Only http, https and socks5',
    proxyNoUserinfo: 'Put the user name and password in the fields below', proxyTail: 'A proxy address is scheme://host:port only',
    nodeName: 'Name: 1-40 letters, digits, . _ - (not “local”)', nodeDuplicate: 'A node named {name} exists', nodeEndpoint: 'Endpoint: a ws(s):// or http(s):// URL',
    reenterSecret: 'The endpoint holds hidden credentials: enter them in full when changing it', count: 'A whole number {min}-{max}', httpUrl: 'An http(s):// URL',
  },
};
