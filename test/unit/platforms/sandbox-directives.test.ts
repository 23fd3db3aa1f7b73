import { describe, expect, it } from 'vitest';
import {
  decodeDirectivesHeader,
  encodeBase64Url,
  encodeDirectivesHeader,
  extractDirectives,
} from '../../../src-main/sandbox/directives.js';

describe('extractDirectives', () => {
  it('strips every directive and reads its value', () => {
    const md = '# 标题\n- **华为**';
    const { prompt, directives } = extractDirectives(
      `[sim:delay=250] 推荐手机 [sim:fail-times=2][sim:answer=${encodeBase64Url(md)}] 品牌[sim:login][sim:captcha][sim:fail]`,
    );
    expect(prompt).toBe('推荐手机 品牌');
    expect(directives).toEqual({ delayMs: 250, failTimes: 2, answer: md, login: true, captcha: true, fail: true });
  });

  it('reads the throttling, empty-answer and no-references directives', () => {
    expect(extractDirectives('[sim:ratelimit]问[sim:empty][sim:norefs]').directives).toEqual({ rateLimit: true, empty: true, noRefs: true });
  });

  it('removes unknown directives too and leaves plain prompts alone', () => {
    expect(extractDirectives('问题[sim:whatever=1]').prompt).toBe('问题');
    expect(extractDirectives('普通问题 [不是指令]')).toEqual({ prompt: '普通问题 [不是指令]', directives: {} });
  });
});

describe('directives header', () => {
  it('round-trips non-ASCII content through an ASCII header value', () => {
    const d = { answer: '中文 **答案**', delayMs: 5 };
    const header = encodeDirectivesHeader(d);
    expect(header).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeDirectivesHeader(header)).toEqual(d);
  });
  it('yields no directives for a missing or broken header', () => {
    expect(decodeDirectivesHeader(undefined)).toEqual({});
    expect(decodeDirectivesHeader('%%%')).toEqual({});
  });
});
