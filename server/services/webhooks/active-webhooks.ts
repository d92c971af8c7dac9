// The active directus_webhooks rows of a project, read after a write commits. Kept for a second
// per database so a burst of writes does not re-read them each time; a write to
// directus_webhooks through this server forgets them at once (webhook-dispatcher.ts), and other
// server processes sharing the database see a change within that second.
import type { Knex } from 'knex';

export interface Webhook {
  id: number;
  method: 'GET' | 'POST';
  url: string;
  collection: string;
  event: string;
}

const FRESH_MS = 1000;

interface Cached {
  loadedAt: number;
  webhooks: Promise<Webhook[]>;
}

export class ActiveWebhooks {
  // Weak: a replaced or released project pool is not kept alive by its cache entry.
  #cache = new WeakMap<Knex, Cached>();

  async of(db: Knex): Promise<Webhook[]> {
    const cached = this.#cache.get(db);
    if (cached && Date.now() - cached.loadedAt < FRESH_MS) return cached.webhooks;
    const webhooks = load(db);
    this.#cache.set(db, { loadedAt: Date.now(), webhooks });
    // A failed read is not kept.
    webhooks.catch(() => {
      if (this.#cache.get(db)?.webhooks === webhooks) this.#cache.delete(db);
    });
    return webhooks;
  }

  forget(db: Knex): void {
    this.#cache.delete(db);
  }

  clear(): void {
    this.#cache = new WeakMap();
  }
}

async function load(db: Knex): Promise<Webhook[]> {
  const rows: Record<string, unknown>[] = await db('directus_webhooks')
    .where('status', 'active')
    .select('id', 'http_action', 'url', 'collection', 'directus_action');
  return rows
    .filter((row) => typeof row.url === 'string' && typeof row.collection === 'string')
    .map((row) => ({
      id: Number(row.id),
      // v8 sent GET for `get` and POST for anything else.
      method: String(row.http_action).toLowerCase() === 'get' ? 'GET' : 'POST',
      url: String(row.url),
      collection: String(row.collection),
      event: String(row.directus_action ?? ''),
    }));
}
