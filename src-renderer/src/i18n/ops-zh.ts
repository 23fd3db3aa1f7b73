// Settings for egress, browser nodes and pacing, and the 平台账号 page (zh-CN)
export default {
  tabs: { general: '常规', regions: '地区出口', nodes: '浏览器节点', pacing: '平台节奏' },
  regions: {
    title: '地区出口', hint: '任务指定地区时, 子任务经该地区的出口访问平台。未配置出口的地区仍可提交, 但其子任务会失败 (不扣费)。移动端平台忽略地区。',
    region: '地区', scope: '范围', egress: '出口', proxy: '代理 (凭据已隐藏)', default: '未指定地区 (默认)', filter: '搜索地区或代码', onlyMissing: '只看无出口',
    missingCount: '{n} 个地区无出口', scopes: { default: '默认', domestic: '国内', overseas: '海外' },
    kinds: { direct: '直连', proxy: '代理', none: '无出口' },
    explain: { direct: '使用本机网络代表该地区。', proxy: '经代理访问 (http / https / socks5)。', none: '不配置: 指定该地区的子任务将失败 (不扣费)。' },
    editTitle: '编辑出口 · {name}', address: '代理地址', username: '用户名', password: '密码', optional: '可选', keepStored: '留空 = 保留已保存的凭据',
    credentialHint: '已保存的用户名和密码不会显示; 地址不变且留空时保留原凭据, 更改地址后请重新填写。',
  },
  nodes: {
    title: '浏览器节点', add: '添加远程浏览器', editTitle: '编辑远程浏览器 · {name}', name: '名称', kind: '类型', endpoint: '端点', concurrency: '并发数',
    kinds: { local: '本机 Chromium', server: 'Playwright 浏览器服务', cdp: 'CDP 端点' }, local: '本机',
    state: '状态', up: '在线', down: '离线', retryAt: '{at} 重试', load: '使用中 / 并发', started: '已执行', drops: '掉线', remove: '移除',
    removeConfirm: '移除远程浏览器 {name}? 正在其上运行的子任务会回到队列。', paused: '因限流暂停的平台', until: '至 {at}',
    hint: '子任务分摊到所有在线节点; 节点掉线时其子任务回到队列, 不消耗重试次数。',
    maskedHint: '端点中的凭据和令牌已隐藏; 原样保存表示不修改, 修改端点时请完整填写。', localHint: '0 = 不使用本机浏览器 (仅远程浏览器)',
  },
  pacing: {
    title: '平台节奏', hint: '每个平台同时运行的子任务数和两次开始之间的最短间隔; 留空使用默认值 (真实站点: DeepSeek、豆包默认 1 个并发、间隔 5 秒)。',
    concurrency: '并发数', spacing: '间隔 (秒)', default: '默认', defaultSpacing: '默认间隔 (秒)', pause: '限流后暂停 (分钟)',
    pauseHint: '平台提示限流时暂停其队列; 连续限流时加倍, 最长 60 分钟。', ipEcho: 'IP 回显地址', ipEchoHint: '经每个代理请求一次以得知平台看到的 IP (proxyIp); 留空则不查询。',
  },
  v: {
    proxyRequired: '请填写代理地址', proxyUrl: '不是有效的地址, 例如 http://10.0.0.5:8080', proxyScheme: '只支持 http、https、socks5',
    proxyNoUserinfo: '用户名和密码请填在下面的输入框中', proxyTail: '代理地址只包含 协议://主机:端口',
    nodeName: '名称为 1-40 个字母、数字或 . _ - (不能是 local)', nodeDuplicate: '已有名为 {name} 的节点', nodeEndpoint: '端点须为 ws(s):// 或 http(s):// 地址',
    reenterSecret: '端点含已隐藏的凭据: 修改端点时请完整填写凭据或令牌', count: '{min}-{max} 的整数', httpUrl: '须为 http(s):// 地址',
  },
};
