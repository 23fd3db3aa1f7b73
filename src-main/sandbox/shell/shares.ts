// Share links: a replica stores what a share showed (the question and the answer as the page
// rendered it) under a random id, and serves a read-only share page for it.

import { randomBytes } from 'node:crypto';

const MAX_KEPT = 1000;

export class ShareStore<T> {
  private readonly items = new Map<string, T>();

  /** `alphabet`/`length` shape the id like the site's (deepseek: 16 lowercase alnum) */
  create(item: T, length = 16): string {
    const id = randomBytes(length * 2)
      .toString('base64url')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, length)
      .padEnd(length, '0');
    this.items.set(id, item);
    if (this.items.size > MAX_KEPT) this.items.delete(this.items.keys().next().value as string);
    return id;
  }

  get(id: string): T | null {
    return this.items.get(id) ?? null;
  }
}
