// Sends the webhooks of committed item writes, off the request path (contract §7.14 and this
// project's rule that outbound calls never block or break a request):
//
// - runWrite (services/items/write-context.ts) hands over the changes once the transaction has
//   committed; nothing here is awaited by the request, and nothing here can fail it;
// - each change fires every active webhook of its collection and event, one delivery per item
//   of a batch (nested items fire their own collection's webhooks);
// - an attempt has a deadline (CMS_WEBHOOK_TIMEOUT_MS, default 10 s); a failed one is retried up
//   to MAX_ATTEMPTS in all, after CMS_WEBHOOK_RETRY_DELAY_MS (default 1 s), then 4× and 16× that;
//   a refused target, an invalid URL or a 4xx answer (other than 408/429) is not retried;
// - a delivery that finally fails leaves a `webhook-failed` activity row (record-failure.ts);
// - at most MAX_CONCURRENT calls run at once and MAX_QUEUED deliveries wait; beyond that a
//   delivery is dropped and recorded as failed;
// - close() (the app closing) aborts the calls in flight and cancels the waiting retries.
import type { Knex } from 'knex';
import type { ProjectConfig } from '../../config/project-config.js';
import type { ChangeRecord } from '../activity/record-change.js';
import type { WriteContext } from '../items/write-context.js';
import { ActiveWebhooks, type Webhook } from './active-webhooks.js';
import { attemptDelivery } from './deliver.js';
import { type ItemEvent, itemEvents } from './events.js';
import { failureComment, recordWebhookFailure } from './record-failure.js';

export const MAX_ATTEMPTS = 4;
const MAX_CONCURRENT = 8;
const MAX_QUEUED = 10_000;
const BACKOFF_FACTOR = 4;

/** The project a write belongs to, as the dispatcher needs it. */
export interface WebhookProject {
  key: string;
  config: ProjectConfig;
  db: Knex;
}

interface Delivery {
  project: WebhookProject;
  allowPrivate: boolean;
  actionBy: number;
  webhook: Webhook;
  event: ItemEvent;
}

function envMs(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

export class WebhookDispatcher {
  readonly #webhooks = new ActiveWebhooks();
  readonly #abort = new AbortController();
  readonly #running = new Set<Promise<void>>();
  readonly #waitingForSlot: (() => void)[] = [];
  readonly #sleeping = new Set<() => void>();
  #active = 0;
  #pending = 0;
  #closed = false;

  /** Takes the changes of a committed write; returns at once. */
  committed(
    project: WebhookProject,
    changes: readonly ChangeRecord[],
    context: WriteContext,
  ): void {
    if (this.#closed) return;
    try {
      if (changes.some((change) => change.collection === 'directus_webhooks')) {
        this.#webhooks.forget(project.db);
      }
      const events = itemEvents(changes, context.schema);
      if (events.length === 0) return;
      this.#track(this.#fanOut(project, events, context.actor.userId));
    } catch {
      // Never the request's problem.
    }
  }

  /** Resolves when every delivery started so far has finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#running.size > 0) await Promise.allSettled([...this.#running]);
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#abort.abort();
    for (const wake of this.#sleeping) wake();
    for (const wake of this.#waitingForSlot.splice(0)) wake();
    await this.idle();
    this.#webhooks.clear();
  }

  #track(work: Promise<void>): void {
    const tracked = work.catch(() => {}).finally(() => this.#running.delete(tracked));
    this.#running.add(tracked);
  }

  async #fanOut(project: WebhookProject, events: ItemEvent[], actionBy: number): Promise<void> {
    const webhooks = await this.#webhooks.of(project.db);
    if (webhooks.length === 0) return;
    // The project's switch; safeFetch adds CMS_OUTBOUND_ALLOW_PRIVATE.
    const allowPrivate = project.config.webhooks?.allow_private === true;
    for (const event of events) {
      for (const webhook of webhooks) {
        if (webhook.collection !== event.collection || webhook.event !== event.event) continue;
        const delivery: Delivery = { project, allowPrivate, actionBy, webhook, event };
        if (this.#pending >= MAX_QUEUED) {
          this.#track(this.#fail(delivery, 0, 'dropped: too many webhook calls waiting'));
          continue;
        }
        this.#pending += 1;
        this.#track(this.#deliver(delivery).finally(() => (this.#pending -= 1)));
      }
    }
  }

  async #deliver(delivery: Delivery): Promise<void> {
    const timeoutMs = envMs('CMS_WEBHOOK_TIMEOUT_MS', 10_000);
    const firstDelay = envMs('CMS_WEBHOOK_RETRY_DELAY_MS', 1000);
    for (let attempt = 1; ; attempt++) {
      await this.#slot();
      if (this.#closed) return;
      let result: Awaited<ReturnType<typeof attemptDelivery>>;
      try {
        result = await attemptDelivery(delivery.webhook, delivery.event, {
          projectKey: delivery.project.key,
          allowPrivate: delivery.allowPrivate,
          timeoutMs,
          signal: this.#abort.signal,
        });
      } finally {
        this.#release();
      }
      if (result.ok || this.#closed) return;
      if (result.final || attempt >= MAX_ATTEMPTS) {
        await this.#fail(delivery, attempt, result.reason);
        return;
      }
      await this.#sleep(firstDelay * BACKOFF_FACTOR ** (attempt - 1));
      if (this.#closed) return;
    }
  }

  async #fail(delivery: Delivery, attempts: number, reason: string): Promise<void> {
    if (this.#closed) return;
    const comment = failureComment(delivery.webhook, delivery.event, attempts, reason);
    await recordWebhookFailure(delivery.project.db, delivery.actionBy, delivery.webhook, comment);
  }

  #slot(): Promise<void> {
    if (this.#active < MAX_CONCURRENT || this.#closed) {
      this.#active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.#waitingForSlot.push(() => {
        this.#active += 1;
        resolve();
      });
    });
  }

  #release(): void {
    this.#active -= 1;
    this.#waitingForSlot.shift()?.();
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.#sleeping.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.#sleeping.add(wake);
    });
  }
}
