// The 平台账号 page and the shell's session banner (zh-CN)
export default {
  state: { logged_in: '已登录', expired: '已过期', challenged: '需验证', never: '未登录' },
  held: '队列已暂停', heldSince: '自 {at} 起暂停, 重新登录后继续', savedAt: '保存于', checkedAt: '检查于',
  lastSuccess: '最近成功', successRate: '近期成功率', referencesRate: '联网回答带参考比例', successShort: '成功率', referencesShort: '带参考',
  successOf: '最近 {n} 个结束的子任务', health: '各平台近况', noFigures: '还没有结束的子任务, 运行任务后这里显示成功率和参考比例',
  login: '登录', relogin: '重新登录', logout: '退出登录', logoutConfirm: '退出 {name} 的登录? 保存的登录状态将被删除, 之后需重新登录才能运行。', loggedOut: '已退出登录',
  windowOpened: '登录窗口已打开, 请在窗口中完成登录', waiting: '等待在登录窗口中完成登录…', loginDone: '{name} 登录成功', loginFailed: '{name} 登录未完成 {msg}',
  none: '没有可执行的平台', notExecuted: '尚未接入执行的平台',
  banner: '{names} 的登录已失效或需要验证, 相关任务已暂停。', bannerLink: '前往平台账号重新登录',
};
