import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { type ApiErrorShape, toApiErrorShape } from '../../api/api-error.js';
import { INVALID_REQUEST } from '../../api/error-codes.js';
import { createItem, type Item, updateItem } from '../../api/items.js';
import { removeItems } from '../../api/remove-items.js';
import type { CollectionInfo } from '../../api/types.js';
import { itemSaved, itemsChanged } from '../../data/item.js';
import { takenValues } from '../../data/taken-values.js';
import { copyPayload } from '../../form/copy-payload.js';
import { type CopyChange, uniqueCopy } from '../../form/copy-unique.js';
import { fieldLabel } from '../../form/field-label.js';
import { fieldProblems } from '../../form/field-problems.js';
import { missingRequiredFields } from '../../form/required-fields.js';
import { savePayload } from '../../form/save-payload.js';
import { type EditSession, useEditSession } from '../../form/use-edit-session.js';
import { type FieldProblems, useFieldProblems } from '../../form/use-field-problems.js';
import { useSaveTracker } from '../../form/use-save-tracker.js';
import { useT } from '../../i18n/use-t.js';
import {
  createNeedsComment,
  deleteNeedsComment,
  type ItemRights,
  itemRights,
  mayCreateItems,
  newItemRights,
  statusChoices,
  statusOf,
  updateNeedsComment,
  useGrants,
  useOwnerRoles,
  usePermissionSubject,
  useUnreadableRelations,
} from '../../permissions/index.js';
import { primaryKeyField } from '../../schema/collection-meta.js';
import { type NotificationInput, notify } from '../../state/notifications.js';
import { $collections, $relations } from '../../state/schema.js';
import type { SaveMode } from './save-mode.js';

// The item form's behaviour, shared by the full admin's item screen and `<cms-item-editor>`: the
// edit session, what the user may do (spec 2 §6), save in its modes and delete (spec 2 §4), and
// failures reported as notifications (spec 2 §8). Where the editor goes after a save or a delete
// is the caller's business: the screen navigates, the embedded piece fires events.

export type OtherSaveMode = Exclude<SaveMode, 'stay'>;

/** What a save did, for the caller to act on. */
export interface SaveOutcome {
  mode: SaveMode;
  /** The saved item as the server returned it (the copy, for `copy`). */
  item: Item;
  /** The key of the saved item (the copy's, for `copy`). */
  primaryKey: unknown;
  /** The item was new before this save. */
  wasNew: boolean;
  /** A request was sent: false when an existing item had nothing staged. */
  wrote: boolean;
}

export interface ItemEditorOptions {
  project: string;
  collection: CollectionInfo;
  /** null for a new item. */
  primaryKey: string | null;
  /** The loaded item (or the defaults of a new one). */
  item: Item;
  /** The collection's default values: "save and add" on a new item starts over from them. */
  defaults: Item;
  /** The modes besides "stay" this caller can follow; those without permission are dropped. */
  otherModes: readonly OtherSaveMode[];
  /** After a save went through; the edits are already cleared. */
  onSaved(outcome: SaveOutcome): void;
  /** After the item was deleted (or soft-deleted). */
  onDeleted(): void;
  /** After a save or delete failed (already notified). */
  onFailed?(error: ApiErrorShape): void;
  /** How failures are shown; the admin's notification stack by default. */
  report?(notification: NotificationInput): void;
}

export interface ItemEditorState {
  collection: CollectionInfo;
  session: EditSession;
  rights: ItemRights;
  isNew: boolean;
  /** May save: update on an existing item, create on a new one. */
  canWrite: boolean;
  canDelete: boolean;
  /** The statuses the status field may offer (src/permissions/status-rights.ts). */
  statusChoices: readonly string[];
  saving: boolean;
  /** The server's validation message of the last save, shown above the form. */
  problem: string | null;
  /** Messages under the fields: required fields left empty, the server's messages naming fields. */
  problems: FieldProblems;
  /** The save modes offered besides "stay". */
  modes: readonly OtherSaveMode[];
  /**
   * Saves; when the role must say why (`explain`) and no comment is given, asks for it instead
   * (`explaining` names the waiting mode) and saves once `save(mode, comment)` brings it.
   */
  save(mode: SaveMode, comment?: string): Promise<void>;
  /** A save waiting for the comment the role's `explain` permission asks for. */
  explaining: SaveMode | null;
  cancelExplaining(): void;
  /** A delete needs a comment (`explain`): the delete question asks for it. */
  deleteNeedsComment: boolean;
  /** Deletes (or soft-deletes); rejects when that failed, so a dialog can stay open. */
  remove(comment?: string): Promise<void>;
}

export function useItemEditor(options: ItemEditorOptions): ItemEditorState {
  const { project, collection, primaryKey, item, defaults } = options;
  const { t, locale } = useT();
  const session = useEditSession(item);
  const grants = useGrants();
  const subject = usePermissionSubject(collection);
  const relations = useStore($relations);
  const collections = useStore($collections);
  const saves = useSaveTracker();
  const { saving } = saves;
  const [problem, setProblem] = useState<string | null>(null);
  const problems = useFieldProblems(session.values);
  const report = options.report ?? notify;

  const isNew = primaryKey === null;
  const name = collection.collection;
  const keyField = primaryKeyField(collection.fields);
  // Judged like the server judges it (src/permissions/): a new item on the status it will get,
  // a stored one on its saved status and owner.
  // The stored item with its owner's role, which the `role` level needs (owner-roles.ts).
  const judgeable = useOwnerRoles(project, collection, isNew ? [] : [session.saved]);
  const stored = isNew ? session.saved : judgeable(session.saved);
  const judged = isNew
    ? newItemRights(grants, subject, session.values)
    : itemRights(grants, subject, stored);
  // Relations into collections the user cannot read would show bare keys: left out like
  // read-blacklisted fields.
  const unreadable = useUnreadableRelations(collection);
  const rights = { ...judged, readBlacklist: [...judged.readBlacklist, ...unreadable] };
  const canCreate = mayCreateItems(grants, subject);
  const canWrite = rights.canWrite;
  const canDelete = !isNew && !collection.single && rights.canDelete;
  const choices = statusChoices(grants, subject, isNew ? null : stored);
  const [explaining, setExplaining] = useState<SaveMode | null>(null);

  /** Whether the server will demand a comment for this save (src/permissions/explain-rights.ts). */
  const saveNeedsComment = (mode: SaveMode): boolean => {
    if (mode === 'copy' || isNew) return createNeedsComment(grants, subject, session.values);
    // The status the save moves the item to, if it changes it.
    return updateNeedsComment(grants, subject, session.saved, statusOf(subject, session.edits));
  };

  const fail = (error: unknown, title: string, what: string): ApiErrorShape => {
    const shape = toApiErrorShape(error);
    console.error(what, error);
    report({ title, details: shape.message || t('errors.generic'), color: 'danger' });
    options.onFailed?.(shape);
    return shape;
  };

  /** The check before sending: true when required fields are empty (they are marked). */
  const missingRequired = (): boolean => {
    const missing = missingRequiredFields(collection, session.values, {
      readBlacklist: rights.readBlacklist,
      writeBlacklist: rights.writeBlacklist,
      canWrite,
    });
    if (missing.length === 0) return false;
    const message = t('form.required_missing');
    problems.report(
      Object.fromEntries(missing.map((field) => [field.field, message])),
      session.values,
    );
    return true;
  };

  /** The copy's body, its unique values changed (see copy-unique.ts). */
  const copyBody = () => {
    const copied = copyPayload(session.values, collection.fields, relations, (other) =>
      collections[other] ? primaryKeyField(collections[other].fields) : 'id',
    );
    return uniqueCopy(copied, collection.fields, (field, values) =>
      takenValues(project, name, field, values),
    );
  };

  /** Tells the user which values the copy got instead of the original's. */
  const tellCopyChanges = (changes: readonly CopyChange[]) => {
    if (changes.length > 0) {
      const label = (field: string) =>
        collection.fields[field] ? fieldLabel(collection.fields[field], locale) : field;
      report({
        title: t('item.copy_unique_title'),
        details: changes
          .map(({ field, value }) =>
            value === null
              ? t('item.copy_unique_emptied', { field: label(field) })
              : t('item.copy_unique_value', { field: label(field), value }),
          )
          .join('\n\n'),
        color: 'accent',
        delay: 0,
      });
    }
  };

  const save = async (mode: SaveMode, comment?: string) => {
    if (saving || !canWrite) return;
    setProblem(null);
    const sends = mode === 'copy' || isNew || session.isDirty();
    if (sends && missingRequired()) return;
    // The role must say why: ask first (ItemEditorActions shows the question), then save with it.
    if (sends && comment === undefined && saveNeedsComment(mode)) {
      setExplaining(mode);
      return;
    }
    setExplaining(null);
    problems.clear();
    try {
      await saves.run(async () => {
        let result: Item = session.saved;
        let wrote = true;
        if (mode === 'copy') {
          const copy = await copyBody();
          result = await createItem(project, name, copy.payload, { comment });
          tellCopyChanges(copy.changes);
        } else if (isNew) {
          result = await createItem(
            project,
            name,
            savePayload(session.values, {}, collection.fields, relations, collections),
            { comment },
          );
        } else if (session.isDirty()) {
          result = await updateItem(
            project,
            name,
            primaryKey,
            savePayload(session.edits, session.saved, collection.fields, relations, collections),
            { comment },
          );
        } else {
          wrote = false;
        }
        if (wrote) {
          itemSaved(project, name, String(result[keyField]), result);
          notify({
            title: t(isNew || mode === 'copy' ? 'item.created' : 'item.saved'),
            color: 'success',
          });
        }
        // The edits are saved: clear them first, so leaving does not ask.
        session.reset(mode === 'copy' ? session.saved : result);
        if (mode === 'add' && isNew) session.reset(defaults);
        options.onSaved({ mode, item: result, primaryKey: result[keyField], wasNew: isNew, wrote });
      });
    } catch (error) {
      const shape = fail(error, t('item.save_failed'), 'Saving the item failed.');
      const invalid = shape.code === INVALID_REQUEST || shape.status === 422;
      // A message naming fields stands next to them; any other stays above the form.
      const byField = invalid ? fieldProblems(shape.message, Object.keys(collection.fields)) : {};
      if (Object.keys(byField).length > 0) problems.report(byField, session.values);
      else if (shape.code === INVALID_REQUEST) setProblem(shape.message);
    }
  };

  const remove = async (comment?: string) => {
    if (primaryKey === null) return;
    try {
      await removeItems(project, collection, [primaryKey], { comment });
    } catch (error) {
      fail(error, t('item.delete_failed'), 'Deleting the item failed.');
      throw error;
    }
    itemsChanged(project, name);
    session.reset(session.saved);
    options.onDeleted();
  };

  // Add and copy create items, so they need create permission; copy needs an item to copy.
  const modes = options.otherModes.filter(
    (mode) => mode === 'leave' || (canCreate && (mode === 'add' || !isNew)),
  );

  return {
    collection,
    session,
    rights,
    isNew,
    canWrite,
    canDelete,
    statusChoices: choices,
    saving,
    problem,
    problems,
    modes,
    save,
    explaining,
    cancelExplaining: () => setExplaining(null),
    deleteNeedsComment: !isNew && deleteNeedsComment(grants, subject, session.saved),
    remove,
  };
}
