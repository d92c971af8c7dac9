import { ApiError, isApiError } from '../../../api/api-error.js';
import { UNCODED_SERVER_ERROR } from '../../../api/error-codes.js';
import {
  createCollection,
  createField,
  type FieldDefinition,
  saveRelation,
  updateField,
} from '../../../api/schema-admin.js';
import { DEFAULT_LOCALE } from '../../../constants.js';
import { i18n, NAMESPACE } from '../../../i18n/instance.js';
import type { DatabaseVendor } from '../../../schema/datatypes.js';
import { $config } from '../../../state/config.js';
import { $collections, $relations, reloadSchema } from '../../../state/schema.js';
import { type RelationDraft, relationProblem } from './relation-draft.js';
import { planRelationalSave, type RelationStep } from './relation-plan.js';

export interface SaveRelationalFieldInput {
  project: string;
  collection: string;
  /** The field as the schema and options tabs made it. */
  field: FieldDefinition;
  draft: RelationDraft;
  vendor: DatabaseVendor;
  /** True for a new field (create), false for an existing one (update). */
  isNew: boolean;
}

/** What a step left behind once it succeeded, for the failure message ("x.y", a collection). */
function createdBy(step: RelationStep): string | null {
  switch (step.kind) {
    case 'create-collection':
      return step.collection.collection;
    case 'create-field':
      return `${step.collection}.${step.field.field}`;
    default:
      return null;
  }
}

async function run(project: string, step: RelationStep): Promise<void> {
  switch (step.kind) {
    case 'create-collection':
      await createCollection(project, step.collection);
      return;
    case 'create-field':
      await createField(project, step.collection, step.field);
      return;
    case 'update-field':
      await updateField(project, step.collection, step.field, step.changes);
      return;
    case 'save-relation':
      await saveRelation(project, step.relation);
      return;
  }
}

/**
 * Saves a relational field: the junction collection when one is generated, the field, the field
 * on the other side when asked for, and the relation rows, then reloads the schema store. Throws
 * the first failure (an ApiError) after undoing nothing it cannot undo safely.
 */
export async function saveRelationalField(input: SaveRelationalFieldInput): Promise<void> {
  const { project, draft } = input;
  const t = i18n.getFixedT($config.get().locale ?? DEFAULT_LOCALE, NAMESPACE);
  const problem = relationProblem(draft, input.field.field);
  if (problem) {
    throw new ApiError({
      code: UNCODED_SERVER_ERROR,
      status: 0,
      message: t(`settings_relations.${problem}` as 'settings_relations.incomplete'),
    });
  }
  const steps = planRelationalSave({
    collection: input.collection,
    field: input.field,
    draft,
    isNew: input.isNew,
    collections: $collections.get(),
    relations: $relations.get(),
    junctionNote: t('settings_relations.junction_note', {
      collection: input.collection,
      related: draft.related,
    }),
  });
  const created: string[] = [];
  try {
    for (const step of steps) {
      await run(project, step);
      const name = createdBy(step);
      if (name) created.push(name);
    }
  } catch (error) {
    // Whatever was created stays (removing it could lose more); the store learns of it.
    await reloadSchema(project).catch(() => {});
    if (!created.length) throw error;
    const message = isApiError(error) ? error.message : String(error);
    throw new ApiError({
      code: isApiError(error) ? error.code : UNCODED_SERVER_ERROR,
      status: isApiError(error) ? error.status : 0,
      message: t('settings_relations.failed_after_creating', {
        message,
        created: created.join(', '),
      }),
    });
  }
  await reloadSchema(project);
}
