import type { CreateProjectPayload, InstallDatabaseType } from '../../api/install.js';
import { DEFAULT_DB_HOST, DEFAULT_DB_PORTS } from './install-constants.js';
import { type ProjectKeyProblem, projectKeyProblem } from './project-key.js';

// The install form of spec 1 §3 and its validation (§5). Values are kept as typed (the port is
// text) so a wrong entry can be shown back to the user; the payload converts them.

export interface ProjectFields {
  projectName: string;
  projectKey: string;
  /** The user typed in the key field: it no longer follows the name. */
  keyTyped: boolean;
  email: string;
  password: string;
}

export interface DatabaseFields {
  type: InstallDatabaseType;
  host: string;
  port: string;
  user: string;
  password: string;
  name: string;
}

export const emptyProjectFields: ProjectFields = {
  projectName: '',
  projectKey: '',
  keyTyped: false,
  email: '',
  password: '',
};

export function defaultDatabaseFields(type: InstallDatabaseType): DatabaseFields {
  return {
    type,
    host: DEFAULT_DB_HOST,
    port: type === 'sqlite' ? '' : String(DEFAULT_DB_PORTS[type]),
    user: '',
    password: '',
    name: '',
  };
}

/**
 * A new database type keeps what was typed, except that a port left at a default (or empty)
 * moves to the new type's default (3306 ↔ 5432).
 */
export function withDatabaseType(
  fields: DatabaseFields,
  type: InstallDatabaseType,
): DatabaseFields {
  const defaults = Object.values(DEFAULT_DB_PORTS).map(String);
  const untouched = fields.port === '' || defaults.includes(fields.port);
  const port = type !== 'sqlite' && untouched ? String(DEFAULT_DB_PORTS[type]) : fields.port;
  return { ...fields, type, port };
}

export type FieldProblem = ProjectKeyProblem | 'email' | 'port';
export type Problems<Field extends string> = Partial<Record<Field, FieldProblem>>;

// The server's own email rule (server/services/projects/create-project.ts).
const EMAIL = /^[^\s@]+@[^\s@]+$/;

export function validateProject(fields: ProjectFields): Problems<keyof ProjectFields> {
  const problems: Problems<keyof ProjectFields> = {};
  if (!fields.projectName.trim()) problems.projectName = 'required';
  const keyProblem = projectKeyProblem(fields.projectKey);
  if (keyProblem) problems.projectKey = keyProblem;
  if (!fields.email.trim()) problems.email = 'required';
  else if (!EMAIL.test(fields.email.trim())) problems.email = 'email';
  if (!fields.password) problems.password = 'required';
  return problems;
}

/** Spec 1 §5: host, port (a number), user and name are required; the password is optional. */
export function validateDatabase(fields: DatabaseFields): Problems<keyof DatabaseFields> {
  const problems: Problems<keyof DatabaseFields> = {};
  if (fields.type === 'sqlite') return problems;
  if (!fields.host.trim()) problems.host = 'required';
  const port = fields.port.trim();
  if (!port) problems.port = 'required';
  else if (!isPortNumber(port)) problems.port = 'port';
  if (!fields.user.trim()) problems.user = 'required';
  if (!fields.name.trim()) problems.name = 'required';
  return problems;
}

function isPortNumber(text: string): boolean {
  if (!/^\d+$/.test(text)) return false;
  const port = Number(text);
  return port >= 1 && port <= 65535;
}

export function hasProblems(problems: Problems<string>): boolean {
  return Object.keys(problems).length > 0;
}

/**
 * The create-project body. `withType` is false for a v8 PHP server, which knows MySQL only and
 * does not take `db_type`. SQLite needs no connection fields at all.
 */
export function createProjectPayload(
  project: ProjectFields,
  database: DatabaseFields,
  superAdminToken: string,
  withType: boolean,
): CreateProjectPayload {
  const payload: CreateProjectPayload = {
    project_name: project.projectName.trim(),
    project: project.projectKey,
    user_email: project.email.trim(),
    user_password: project.password,
    super_admin_token: superAdminToken,
  };
  if (withType) payload.db_type = database.type;
  if (database.type === 'sqlite') return payload;
  return {
    ...payload,
    db_host: database.host.trim(),
    db_port: Number(database.port.trim()),
    db_user: database.user.trim(),
    db_password: database.password,
    db_name: database.name.trim(),
  };
}
