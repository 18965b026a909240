import { isHotQuery } from './hot-cache.rules.js';

/** Apollo Server files the text of an automatic persisted query under this prefix and its sha256. */
const APQ_PREFIX = 'apq:';

/**
 * Apollo Server's store of automatic persisted queries (its `persistedQueries.cache`), bounded and
 * least recently used first out, which the fast path reads too: a hashed GET is kept only when the
 * query text behind its hash is an allow-listed catalogue read. Apollo registers a text only after
 * checking that its sha256 is the hash.
 */
export class PersistedQueries {
  private readonly texts = new Map<string, string>();
  private readonly verdicts = new Map<string, boolean>();

  constructor(private readonly maxEntries = 1000) {}

  async get(key: string): Promise<string | undefined> {
    const text = this.texts.get(key);
    if (text !== undefined) {
      this.texts.delete(key);
      this.texts.set(key, text);
    }
    return text;
  }

  async set(key: string, value: string): Promise<void> {
    this.texts.delete(key);
    this.texts.set(key, value);
    while (this.texts.size > this.maxEntries) {
      const oldest = this.texts.keys().next().value!;
      this.texts.delete(oldest);
    }
  }

  async delete(key: string): Promise<boolean> {
    return this.texts.delete(key);
  }

  /**
   * True when the registered query of `hash` is allow-listed under `operationName`; false for an
   * unknown hash (Apollo answers PersistedQueryNotFound and the client sends the text).
   */
  isHot(hash: string, operationName: string): boolean {
    const text = this.texts.get(APQ_PREFIX + hash);
    if (text === undefined) return false;
    const id = `${hash}:${operationName}`;
    let verdict = this.verdicts.get(id);
    if (verdict === undefined) {
      verdict = isHotQuery(text, operationName);
      if (this.verdicts.size >= this.maxEntries) this.verdicts.clear();
      this.verdicts.set(id, verdict);
    }
    return verdict;
  }
}
