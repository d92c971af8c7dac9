// The databases the server runs on. A file of its own because the admin imports it (through the
// schema-admin catalogues): it must stay free of Node imports.

export type DatabaseType = 'sqlite' | 'mysql' | 'postgres';

export const DATABASE_TYPES: readonly DatabaseType[] = ['sqlite', 'mysql', 'postgres'];
