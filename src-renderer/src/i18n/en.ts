import accounts from './accounts-en';
import ops from './ops-en';
import type zh from './zh-CN';

const en: typeof zh = {
  app: {
    title: 'Brand Monitor',
    balance: 'Balance',
    language: 'Language',
    signedOut: 'Not signed in',
    signedOutHint: 'Open this page with the sign-in URL that serve prints (the token follows #token=), or paste an API token below.',
    tokenPlaceholder: 'bm_…',
    signIn: 'Sign in',
    mode: { electron: 'Desktop', browser: 'Browser' },
  },
  nav: { builder: 'New task', tasks: 'Tasks', billing: 'Billing', settings: 'Settings', accounts: 'Platform accounts' },
  common: {
    loading: 'Loading…', retry: 'Retry', empty: 'Nothing here yet', cancel: 'Cancel', confirm: 'OK', save: 'Save', refresh: 'Refresh',
    exportCsv: 'Export CSV', exportXlsx: 'Export XLSX', none: 'None', actions: 'Actions', close: 'Close', copy: 'Copy', copied: 'Copied',
    loadFailed: 'Failed to load: {msg}', yuan: '¥{n}', delete: 'Delete', edit: 'Edit', open: 'Open',
  },
  status: { pending: 'Queued', assigned: 'Running', processing: 'Running', completed: 'Completed', partial_completed: 'Partly completed', failed: 'Failed', stopped: 'Stopped', error: 'Error' },
  mode: { standard: 'Standard', reasoning: 'Deep thinking', search: 'Web search', reasoning_search: 'Thinking + search' },
  shot: { '0': 'No screenshot', '1': 'Screenshot', '2': 'When mentioned' },
  sentiment: { positive: 'Positive', neutral: 'Neutral', negative: 'Negative' },
  builder: {
    prompts: 'Questions', promptsHint: 'One question per line; paste freely', promptCount: '{n} / {max}', tooMany: 'At most {max} questions',
    import: 'Import CSV / XLSX', imported: 'Imported {n} questions', importFailed: 'Import failed: {msg}',
    platforms: 'Platforms', web: 'Web', mobile: 'Mobile', mode: 'Mode', screenshot: 'Screenshot', noReasoning: 'This platform has no deep thinking', notExecuted: 'not yet available',
    brand: 'Monitored brand', keyword: 'Brand name', aliases: 'Aliases', aliasesHint: 'Type and press Enter', competitors: 'Competitors', addCompetitor: 'Add competitor', competitorName: 'Competitor name',
    brandSets: 'Brand sets', saveSet: 'Save as brand set', setName: 'Set name', useSet: 'Use a saved brand set', setSaved: 'Saved brand set {name}',
    mobileNoRegion: 'region not supported', region: 'Region', regionDefault: 'Default (node decides)', regionDomestic: 'Mainland China', regionOverseas: 'Overseas', mobileIgnoresRegion: 'Mobile platforms ignore the region', noEgress: 'no egress, sub-tasks will fail', noEgressHint: 'This region has no egress: the task is accepted, but its sub-tasks fail (uncharged).', configureEgress: 'Configure egress',
    callbackUrl: 'Callback URL', callbackHint: 'Results are posted when the task ends; empty uses the global callback URL', consumerTaskId: 'Order id (consumerTaskId)', consumerHint: '8-64 letters or digits; a repeated id returns the first task',
    summary: 'Before you submit', subTasks: 'Sub-tasks', estimate: 'Maximum cost (frozen)', balance: 'Balance', insufficient: 'The balance does not cover the maximum cost',
    submit: 'Submit task', submitted: 'Batch task submitted', exists: 'Task already exists (repeated order id); opened it', noPlatform: 'Choose at least one platform', noPrompt: 'Enter at least one question',
    advanced: 'More options',
  },
  tasks: {
    filterStatus: 'Status', all: 'All', search: 'Search question or brand (all tasks)', created: 'Created', prompts: 'Questions', brand: 'Brand', platforms: 'Platforms', progress: 'Progress',
    stop: 'Stop', stopConfirm: 'Stop this task? Queued sub-tasks are cancelled; running ones may still finish and be charged. A stopped task cannot resume.', stopTitle: 'Stop task',
    rerun: 'Run again', rerunConfirm: 'Submit a new task with the same questions, platforms and brands? It is frozen and charged again.', rerunDone: 'New task submitted', open: 'Open', count: '{n} tasks', failedItems: '{n} failed',
    live: 'Live', empty: 'No tasks yet: build one', noMatch: 'No task matches “{q}”',
  },
  detail: {
    back: 'Back to list', overview: 'Overview', matrix: 'Results matrix', summary: 'Summary', reanalyze: 'Re-analyse', export: 'Export',
    task: 'Task', consumerTaskId: 'Order id', createdAt: 'Created', completedAt: 'Completed', counts: '{c} / {t} done, {f} failed',
    answer: 'Answer', references: 'References', citations: 'Citations', reasoning: 'Reasoning', followUps: 'Follow-up questions', searchWords: 'Search words', videos: 'Videos', goods: 'Goods',
    screenshot: 'Screenshot', shareUrl: 'Share link', amount: 'Amount', time: 'Completed', error: 'Failure', proxyIp: 'Egress IP', noAnswer: 'No answer yet',
    brandPanel: 'Brand analysis', mentionPosition: 'Mention position', notMentioned: 'Not mentioned', mentionContext: 'Mention context', sentimentLabel: 'Sentiment', evaluations: 'Keyword evaluations',
    competitorRankings: 'Competitor ranking', allRankings: 'All brands', categoryRanking: 'Category ranking', rank: '#{n}', noBrand: 'No monitored brand was given, so there is no brand analysis',
    mentionRate: 'Mention rate by platform', averagePosition: 'Average position', sentimentSplit: 'Sentiment', shareOfVoice: 'Share of voice', domains: 'Most cited sites',
    reanalyzeTitle: 'Re-analyse with new brand lists', reanalyzeHint: 'Only the stored answers are analysed again: no platform is asked, nothing is charged.', reanalyzed: 'Re-analysed {n} sub-tasks', notFinal: 'A task can be re-analysed once it has ended',
    pickCell: 'Click a cell of the matrix to open a sub-task', price: '¥{n}', zoomHint: 'Click to zoom', loadingResult: 'Loading results…',
  },
  billing: {
    topup: 'Top up', topupPrompt: 'Amount (yuan, up to two decimals)', topupInvalid: 'Enter an amount with at most two decimals', topupDone: 'Topped up; balance is now ¥{n}',
    balance: 'Balance', range: 'Period', rangeHint: 'At most 31 days', platform: 'Platform', allPlatforms: 'All platforms', query: 'Query', totalCount: 'Charges', totalConsume: 'Consumed',
    records: 'Records', daily: 'Daily consumption', transactionTime: 'Time', taskId: 'Task', question: 'Question', amount: 'Amount', description: 'Description', model: 'Platform',
    tooLong: 'A period is at most 31 days', dailyHint: 'Summed over the current filter (up to 5000 records)',
  },
  settings: {
    prices: 'Prices (¥ per sub-task)', domestic: 'Domestic', overseas: 'Overseas', base: 'Base', reasoning: 'Deep thinking', screenshotPrice: 'Screenshot',
    engine: 'Execution', concurrency: 'Concurrency', platformConcurrency: 'Per-platform concurrency', maxRetries: 'Retries', retryDelay: 'Retry delay (s)', browserPath: 'Browser path', browserHint: 'Empty finds Chromium / Chrome / Edge',
    readOnly: 'Only the desktop account of this machine may change these; read-only for this account.', saved: 'Settings saved',
    callback: 'Callbacks', callbackUrl: 'Global callback URL', secret: 'Signing secret', secretSet: 'Set', secretUnset: 'Not set', secretHint: '16-256 characters; every callback then carries X-BrandMonitor-Signature', clearSecret: 'Clear secret',
    deliveries: 'Callback deliveries', redeliver: 'Redeliver', redelivered: 'Redelivery scheduled', attempts: 'Attempts', lastError: 'Last error', deliveryStatus: { pending: 'Waiting to retry', delivering: 'Delivering', delivered: 'Delivered', failed: 'Failed' },
    tokens: 'API tokens', createToken: 'Create token', tokenLabel: 'Label', tokenCreated: 'New token (shown only this once; copy it now)', revoke: 'Revoke', revokeConfirm: 'Scripts using this token will lose access. Revoke it?', current: 'In use', lastUsed: 'Last used', prefix: 'Prefix',
    language: 'Language',
  },
  ops,
  accounts,
  errors: { network: 'Cannot reach the service: {msg}' },
};
export default en;
