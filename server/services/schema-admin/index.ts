// Schema administration (contract §7.2-7.4): collections, fields and relations, with the DDL
// behind them on SQLite, MariaDB/MySQL and PostgreSQL. Every change bumps the schema version
// (services/schema) so every server process sharing the database reloads its model.
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context.js';
import { requestPermissions } from '../permissions/index.js';
import type { SchemaAdminContext } from './context.js';

export {
  createCollection,
  deleteCollection,
  listCollections,
  readCollections,
  updateCollection,
} from './collections.js';
export type { SchemaAdminContext } from './context.js';
export {
  DIRECTUS_TYPES,
  fallbackInterface,
  parseDatatype,
  reportedDatatype,
  sqlType,
} from './datatypes.js';
export {
  createField,
  deleteField,
  listAllFields,
  listFields,
  readFields,
  updateField,
  updateFields,
  wrapFieldError,
} from './fields.js';
export { assertCollectionName, IDENTIFIER_PATTERN, isValidIdentifier } from './names.js';
export type { CollectionObject, CollectionRowObject, FieldObject } from './objects.js';
export {
  createRelations,
  deleteRelations,
  type RelationObject,
  updateRelations,
} from './relations.js';

/** The project of a `/{project}/…` route (http/project-scope.ts), its caller and permissions. */
export async function schemaAdminContext(
  cms: ServerContext,
  request: FastifyRequest,
): Promise<SchemaAdminContext> {
  const { project } = request;
  const permissions = await requestPermissions(request, project.db);
  return {
    project,
    actor: request.actor,
    permissions,
    exposeErrors: cms.env === 'development',
  };
}
