import { createI18n } from 'vue-i18n';
import zh from './zh-CN';
import en from './en';

export type Locale = 'zh-CN' | 'en';
const KEY = 'brandMonitor.locale';

export const i18n = createI18n({
  legacy: false,
  locale: (localStorage.getItem(KEY) as Locale | null) ?? 'zh-CN',
  fallbackLocale: 'zh-CN',
  messages: { 'zh-CN': zh, en },
});

export function setLocale(l: Locale): void {
  i18n.global.locale.value = l;
  localStorage.setItem(KEY, l);
  document.documentElement.lang = l;
}
