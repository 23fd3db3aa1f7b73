// Share links: a replica stores what a share showed (the question and the answer as the page
// rendered it) under a random id, and serves a read-only share page for it. What a replica keeps
// per conversation/message is bounded the same way (RecentMap), so a long run cannot grow memory.

import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendHtml } from '../http-util.js';

const MAX_KEPT = 1000;

/** a Map that forgets its oldest entries beyond `max` (conversations, answers kept for sharing) */
export class RecentMap<K, V> extends Map<K, V> {
  constructor(private readonly max = MAX_KEPT) {
    super();
  }

  override set(key: K, value: V): this {
    super.set(key, value);
    if (this.size > this.max) this.delete(this.keys().next().value as K);
    return this;
  }
}

export class ShareStore<T> {
  private readonly items = new RecentMap<string, T>();

  /** `length` shapes the id like the site's (deepseek: 16 lowercase alnum) */
  create(item: T, length = 16): string {
    const id = randomBytes(length * 2)
      .toString('base64url')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, length)
      .padEnd(length, '0');
    this.items.set(id, item);
    return id;
  }

  get(id: string): T | null {
    return this.items.get(id) ?? null;
  }

  /** the share page of `id` (404 with the page's "gone" state when the id is unknown) */
  sendPage(res: ServerResponse, id: string, page: (shared: T | null) => string): void {
    const shared = this.get(id);
    sendHtml(res, shared ? 200 : 404, page(shared));
  }
}
