// The platform accounts page and the shell's session banner (en)
export default {
  state: { logged_in: 'Logged in', expired: 'Expired', challenged: 'Needs verification', never: 'Not logged in' },
  held: 'Queue held', heldSince: 'Held since {at}; resumes after a new login', savedAt: 'Saved', checkedAt: 'Checked',
  lastSuccess: 'Last success', successRate: 'Recent success rate', referencesRate: 'Search answers with references', successShort: 'Success', referencesShort: 'With refs',
  successOf: 'Last {n} finished sub-tasks', health: 'How the platforms are doing', noFigures: 'No finished sub-tasks yet: success and reference rates appear after a run',
  login: 'Log in', relogin: 'Log in again', logout: 'Log out', logoutConfirm: 'Log out of {name}? The saved login is deleted; runs need a new login.', loggedOut: 'Logged out',
  windowOpened: 'Login window opened: finish logging in there', waiting: 'Waiting for the login window…', loginDone: '{name}: logged in', loginFailed: '{name}: login not completed {msg}',
  none: 'No executed platforms', notExecuted: 'Platforms not executed yet',
  banner: 'The login of {names} expired or needs verification; their work is held.', bannerLink: 'Log in again on Platform accounts',
};
