// URL prompt entry (quark `s?q=`, weibo `aisearch?q=`): the question and the modes travel in the URL.
import { describe, expect, it } from 'vitest';
import { ExecutionError } from '../../../src-main/engine/execution/types.js';
import { promptUrl } from '../../../src-main/engine/nodes/entry.js';
import { DEEPSEEK_WEB } from '../../../src-main/engine/platforms/deepseek/definition.js';
import type { PlatformDefinition } from '../../../src-main/engine/platforms/types.js';

const quarkLike: PlatformDefinition = {
  ...DEEPSEEK_WEB,
  code: 'urlish',
  prompt: { kind: 'url', template: 's?q={prompt}', modeParams: { reasoning: { frame_scene: 'deep_think', by: 'deepthink' }, search: null } },
};

describe('promptUrl', () => {
  it('encodes the prompt and resolves the template against the entry URL (real site and replica prefix alike)', () => {
    expect(promptUrl(quarkLike, 'https://ai.quark.cn/', '手机 推荐&价格', 'standard')).toBe('https://ai.quark.cn/s?q=%E6%89%8B%E6%9C%BA%20%E6%8E%A8%E8%8D%90%26%E4%BB%B7%E6%A0%BC');
    expect(promptUrl(quarkLike, 'http://127.0.0.1:5000/quark/', '手机', 'standard')).toBe('http://127.0.0.1:5000/quark/s?q=%E6%89%8B%E6%9C%BA');
  });

  it('adds the parameters of the modes asked for', () => {
    const url = new URL(promptUrl(quarkLike, 'https://ai.quark.cn/', '手机', 'reasoning'));
    expect(url.searchParams.get('frame_scene')).toBe('deep_think');
    expect(url.searchParams.get('by')).toBe('deepthink');
    expect(url.searchParams.get('q')).toBe('手机');
  });

  it('fails a mode whose parameters the page has none for', () => {
    let err: unknown = null;
    try {
      promptUrl(quarkLike, 'https://ai.quark.cn/', '手机', 'search');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ExecutionError);
    expect((err as ExecutionError).message).toBe('平台页面无法设置模式「联网搜索」: urlish');
  });
});
