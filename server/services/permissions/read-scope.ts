// What the permission service tells the items engine about one caller reading one collection
// (contract §9). The permission service produces it; the query engine applies it to SQL. It speaks
// in the collection's *roles* of fields (its status field, its owner field), never in column names,
// so the permission rules stay free of schema details.

/** One way a row may be readable: every given condition must hold. */
export interface RowRule {
  /** The row's status field equals this value (workflow mode). Absent: any status. */
  status?: string;
  /** The row's owner field is one of these user ids ("mine" / "role"). Absent: any owner. */
  ownerIn?: number[];
}

export interface LoggedItems {
  collections: readonly string[];
  items: readonly { collection: string; item: string }[];
}

export interface ReadScope {
  /**
   * The column `ownerIn` compares, when it is not the collection's owner field: system tables
   * scope by other columns (directus_roles by `id`, directus_permissions by `role`, both holding
   * role ids).
   */
  ownerField?: string;
  /**
   * Which rows are readable: `'all'`, or the OR of these rules. An empty list means no row is
   * readable (a list read answers `data: []`).
   */
  rows: 'all' | RowRule[];
  /**
   * Log tables (directus_revisions, directus_activity) describe items of other collections in
   * their `collection` and `item` columns: only rows naming one of `collections`, or one of the
   * `items`, are readable. Absent: no such limit.
   */
  loggedItems?: LoggedItems;
  /** Fields never readable: dropped from `*`, E304 when selected, E215 when filtered on. */
  fieldBlacklist: string[];
  /**
   * Workflow mode: fields hidden only on rows in a given status (stripped per row after the read;
   * filtering on them excludes rows in that status).
   */
  fieldBlacklistByStatus: Record<string, string[]>;
}

/** Admins, and internal reads. */
export const UNRESTRICTED_READ: ReadScope = {
  rows: 'all',
  fieldBlacklist: [],
  fieldBlacklistByStatus: {},
};
