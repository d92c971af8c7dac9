// /{project}/fields (contract §7.3): merged field objects; add, alter and drop fields with their
// columns. A single-field POST or PATCH answers every failure as E404/422 with its message
// (quirk 5); batch PATCH (array body, or a CSV of fields in the path) and DELETE keep their codes,
// and batch PATCH refuses system collections first (E201).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, invalidPayload, invalidRequest } from '../errors/api-error.js';
import { objectOrArrayBodyRoute, type Payload } from '../http/bodies.js';
import { envelope, sendEmpty } from '../http/envelope.js';
import type { RawParams } from '../services/query/params.js';
import {
  createField,
  deleteField,
  listAllFields,
  listFields,
  readFields,
  schemaAdminContext,
  updateField,
  updateFields,
  wrapFieldError,
} from '../services/schema-admin/index.js';
import { isSystemName } from '../services/schema-admin/names.js';
import { isPlainObject } from '../services/schema-admin/payload.js';

interface Params {
  project: string;
  collection: string;
  field?: string;
}

export async function fieldsRoutes(app: FastifyInstance): Promise<void> {
  const exposeErrors = app.cms.env === 'development';

  app.get<{ Params: Pick<Params, 'project'> }>('/fields', async (request) => {
    const ctx = await schemaAdminContext(app.cms, request);
    return envelope(await listAllFields(ctx, (request.query ?? {}) as RawParams));
  });

  app.get<{ Params: Params }>('/fields/:collection', async (request) => {
    const ctx = await schemaAdminContext(app.cms, request);
    return envelope(
      await listFields(ctx, request.params.collection, (request.query ?? {}) as RawParams),
    );
  });

  app.get<{ Params: Params }>('/fields/:collection/:field', async (request) => {
    const ctx = await schemaAdminContext(app.cms, request);
    return envelope(await readFields(ctx, request.params.collection, request.params.field ?? ''));
  });

  // The body is required (E13, its route schema) before the quirk-5 wrapping starts, as in v8.
  app.post<{ Params: Params; Body: Payload | unknown[] }>(
    '/fields/:collection',
    objectOrArrayBodyRoute,
    async (request) => {
      const body = request.body;
      const ctx = await schemaAdminContext(app.cms, request);
      try {
        if (Array.isArray(body)) throw invalidPayload();
        return envelope(await createField(ctx, request.params.collection, body));
      } catch (error) {
        throw wrapFieldError(error, exposeErrors);
      }
    },
  );

  const patch = async (request: FastifyRequest<{ Params: Params; Body: Payload | unknown[] }>) => {
    const { collection, field } = request.params;
    const body = request.body;
    // v8: an array body or a CSV of fields is a batch, refused on system collections first.
    if (Array.isArray(body) || field?.includes(',')) {
      if (isSystemName(collection)) throw new ApiError('SYSTEM_COLLECTION_ACCESS');
      const ctx = await schemaAdminContext(app.cms, request);
      const items = Array.isArray(body)
        ? body
        : (field ?? '').split(',').map((name) => ({ ...body, field: name.trim() }));
      if (!items.every(isPlainObject)) {
        throw invalidRequest('batch update expect an array of items');
      }
      return envelope(await updateFields(ctx, collection, items));
    }
    const ctx = await schemaAdminContext(app.cms, request);
    try {
      return envelope(await updateField(ctx, collection, field, body));
    } catch (error) {
      throw wrapFieldError(error, exposeErrors);
    }
  };
  app.patch<{ Params: Params; Body: Payload | unknown[] }>(
    '/fields/:collection',
    objectOrArrayBodyRoute,
    patch,
  );
  app.patch<{ Params: Params; Body: Payload | unknown[] }>(
    '/fields/:collection/:field',
    objectOrArrayBodyRoute,
    patch,
  );

  app.delete<{ Params: Params }>('/fields/:collection/:field', async (request, reply) => {
    const ctx = await schemaAdminContext(app.cms, request);
    await deleteField(ctx, request.params.collection, request.params.field ?? '');
    return sendEmpty(request, reply);
  });
}
