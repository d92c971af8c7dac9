import { requestJson } from '../../api/request.js';
import type { UserAvatar } from '../../api/types.js';
import { PICKER_PAGE } from '../relational/use-picker-search.js';

// The users a `user` field can point at: `GET users` with the picker's search (`q`), a page of 200
// (spec 2 §9's item picker), each with what its option shows: names, email and avatar.

export interface UserChoice {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email?: string | null;
  avatar?: UserAvatar | null;
  [field: string]: unknown;
}

export const USER_CHOICE_FIELDS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'title',
  'company',
  'avatar.*',
] as const;

export async function listUserChoices(
  project: string,
  q: string,
  offset: number,
  signal?: AbortSignal,
): Promise<UserChoice[]> {
  const { data } = await requestJson<UserChoice[]>(`${encodeURIComponent(project)}/users`, {
    query: {
      fields: USER_CHOICE_FIELDS,
      sort: 'first_name,last_name,id',
      limit: PICKER_PAGE,
      ...(offset > 0 ? { offset } : {}),
      ...(q ? { q } : {}),
    },
    signal,
  });
  return data ?? [];
}
