// A definition's features come from resources/models.json, the one capability table the models
// endpoint, the README and the driver all read, so they cannot disagree.

import { findModel } from '../catalog.js';
import type { PlatformFeatures, StreamCapture } from './types.js';

export function featuresOf(code: string): PlatformFeatures {
  const m = findModel(code);
  if (!m) throw new Error(`resources/models.json has no model ${code}`);
  return {
    reasoning: m.supportsReasoning,
    search: true,
    share: m.features.shareLink,
    searchKeywords: m.features.searchKeywords,
    video: m.features.video,
    goods: m.features.goods,
  };
}

/** the starting point of every stream parser: nothing captured yet */
export function emptyCapture(): StreamCapture {
  return {
    finished: false,
    answer: '',
    reasoning: '',
    searchKeywords: [],
    sources: [],
    followUps: [],
    videos: [],
    goods: [],
    media: [],
    reasoningEnabled: null,
    searchEnabled: null,
    error: null,
  };
}
