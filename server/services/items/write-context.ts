// What every item write needs, gathered once per request before any transaction starts (the
// schema, the caller's permissions, the §3.12 write params), and the transaction every write
// request runs in: single, batch and nested writes either all happen or none do, activity and
// revision rows included (project decision: batches are transactions, overriding v8 §6.3).
//
// SQLite has a one-connection pool: inside a transaction every query must go through `trx`,
// never through the project's knex instance (it would wait for the connection forever). That is
// why the schema and the permissions are loaded before the transaction begins.
import type { Knex } from 'knex';
import type { DatabaseType } from '../../config/project-config.js';
import { dialectOf } from '../../db/dialect.js';
import { ApiError } from '../../errors/api-error.js';
import type { Actor } from '../../http/actor.js';
import type { ActivityClient } from '../activity/log-activity.js';
import { type ChangeRecord, recordChanges } from '../activity/record-change.js';
import type { PermissionService } from '../permissions/index.js';
import { scalar, truthyParam } from '../query/params.js';
import { bumpWriteCounters, ensureWriteCounters } from '../query/write-counters.js';
import type { CollectionSchema, SchemaModel } from '../schema/types.js';

export interface WriteContext {
  /** The project's knex instance (not a transaction). */
  db: Knex;
  schema: SchemaModel;
  permissions: PermissionService;
  actor: Readonly<Actor>;
  /** `activity_skip=1`: no activity or revision rows for this request. */
  activitySkip: boolean;
  /** `comment=…`: stored on the top-level activity rows; demanded by `explain` permissions. */
  comment: string | null;
  client: ActivityClient;
  /** Called once the transaction has committed, with its changes (webhooks); never awaited. */
  afterCommit?: AfterCommit;
}

export type AfterCommit = (changes: readonly ChangeRecord[], context: WriteContext) => void;

export interface WriteContextInput {
  db: Knex;
  schema: SchemaModel;
  permissions: PermissionService;
  actor: Readonly<Actor>;
  /** The request's query parameters (qs-parsed); reads `activity_skip` and `comment`. */
  params?: Record<string, unknown>;
  client?: ActivityClient;
  afterCommit?: AfterCommit;
}

export function createWriteContext(input: WriteContextInput): WriteContext {
  const params = input.params ?? {};
  const comment = scalar(params.comment, 'comment');
  return {
    db: input.db,
    schema: input.schema,
    permissions: input.permissions,
    actor: input.actor,
    activitySkip: truthyParam(params.activity_skip),
    comment: comment === undefined || comment === '' ? null : comment,
    client: input.client ?? { ip: '', userAgent: '' },
    ...(input.afterCommit ? { afterCommit: input.afterCommit } : {}),
  };
}

/** A write request in progress: the context plus its transaction and the changes so far. */
export interface WriteTransaction extends WriteContext {
  trx: Knex.Transaction;
  dialect: DatabaseType;
  /** When this request writes (datetime_created/updated, activity action_on). */
  now: Date;
  /** Activity/revision rows to write before commit. */
  changes: ChangeRecord[];
  /** Settings read during the transaction (e.g. password_policy), by key. */
  settings: Map<string, string | null>;
  /** User collections whose rows this request wrote (their write counters are bumped). */
  touched: Set<string>;
}

/**
 * Runs `work` in one transaction and writes the recorded activity/revision rows before
 * committing. Any error rolls everything back (rows, activity, revisions) and is rethrown.
 * After the commit, `afterCommit` gets the changes (the one place item writes fire webhooks).
 */
export async function runWrite<T>(
  context: WriteContext,
  work: (tx: WriteTransaction) => Promise<T>,
): Promise<T> {
  let committed: ChangeRecord[] = [];
  await ensureWriteCounters(context.db);
  const outcome = await context.db.transaction(async (trx) => {
    const tx: WriteTransaction = {
      ...context,
      trx,
      dialect: dialectOf(context.db),
      now: new Date(),
      changes: [],
      settings: new Map(),
      touched: new Set(),
    };
    const result = await work(tx);
    // Last, so the counter rows stay locked (MySQL/PostgreSQL) for as short a time as possible.
    await bumpWriteCounters(trx, tx.touched);
    if (!tx.activitySkip && tx.changes.length > 0) {
      await recordChanges(trx, tx.actor, tx.client, tx.changes, tx.now);
    }
    committed = tx.changes;
    return result;
  });
  if (committed.length > 0) context.afterCommit?.(committed, context);
  return outcome;
}

/** A directus_settings value read inside the transaction (cached for the request). */
export async function settingValue(tx: WriteTransaction, key: string): Promise<string | null> {
  if (tx.settings.has(key)) return tx.settings.get(key) ?? null;
  const row: { value?: unknown } | undefined = await tx
    .trx('directus_settings')
    .where('key', key)
    .first('value');
  const value = row?.value === null || row?.value === undefined ? null : String(row.value);
  tx.settings.set(key, value);
  return value;
}

/** A collection of the schema, or E200 "Unable to find collection". */
export function requireCollection(schema: SchemaModel, name: string): CollectionSchema {
  const collection = schema.collections.get(name);
  if (!collection) {
    throw new ApiError('COLLECTION_NOT_FOUND', `Unable to find collection: ${name}`);
  }
  return collection;
}
