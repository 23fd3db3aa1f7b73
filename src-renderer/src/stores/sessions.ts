// The account's platform sessions, kept current by the pushed `session` event: the 平台账号 page
// reads them, and the shell shows a banner while any needs a new login.
import { defineStore } from 'pinia';
import { computed, reactive, ref } from 'vue';
import { ElMessage } from 'element-plus';
import type { SessionEvent } from '../../../src-main/api/contract';
import { call, onEvent, errorText } from '../api/client';
import { i18n } from '../i18n';
import { groupFamilies, loginProgressOf, needsAttention, type LoginProgress } from '../lib/sessions';
import { keyedThrottle } from '../lib/throttle';
import { useCatalog } from './catalog';

export const useSessions = defineStore('sessions', () => {
  const catalog = useCatalog();
  const families = computed(() => groupFamilies(catalog.platformInfo));
  const attention = computed(() => families.value.filter(needsAttention));
  /** logins started here, by family, until the event says how they ended */
  const login = reactive<Record<string, LoginProgress>>({});
  const refreshing = ref(false);
  const error = ref<string | null>(null);

  async function refresh(): Promise<void> {
    refreshing.value = true;
    try {
      catalog.platformInfo = await call('GET /api/local/platforms');
      error.value = null;
    } catch (e) {
      error.value = errorText(e);
    } finally {
      refreshing.value = false;
    }
  }
  // several events in a burst (a run marking every queued code) cost one reload
  const refreshSoon = keyedThrottle(300, () => void refresh());

  function onSession(e: SessionEvent): void {
    const progress = loginProgressOf(e);
    const { t } = i18n.global;
    if (progress === 'waiting') login[e.family] = 'waiting';
    else if (progress && login[e.family] === 'waiting') {
      login[e.family] = progress;
      if (progress === 'logged_in') ElMessage.success(t('accounts.loginDone', { name: catalog.modelName(e.family) }));
      else ElMessage.error(t('accounts.loginFailed', { name: catalog.modelName(e.family), msg: e.message ?? '' }));
    }
    refreshSoon('all');
  }

  let off: (() => void) | null = null;
  function start(): void {
    off ??= onEvent('session', onSession);
  }

  async function startLogin(family: string): Promise<void> {
    login[family] = 'waiting';
    try {
      await call('POST /api/local/platforms/:family/login', { params: { family } });
    } catch (e) {
      delete login[family];
      throw e;
    }
  }

  async function logout(family: string): Promise<void> {
    await call('DELETE /api/local/platforms/:family/session', { params: { family } });
    delete login[family];
    await refresh();
  }

  return { families, attention, login, refreshing, error, refresh, start, startLogin, logout };
});
