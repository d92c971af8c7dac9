import { useStore } from '@nanostores/react';
import { useId, useMemo, useState } from 'react';
import { useT } from '../../../../i18n/use-t.js';
import { CREATE_FORM_STATUS, type PermissionRecord } from '../../../../permissions/shared-rules.js';
import { collectionTitle } from '../../../../shell/collection-title.js';
import { $collections } from '../../../../state/schema.js';
import { FieldBlacklistDialog, type FieldBlacklistTarget } from './FieldBlacklistDialog.js';
import { MatrixHeader } from './MatrixHeader.js';
import { MatrixLegend } from './MatrixLegend.js';
import { MatrixRow } from './MatrixRow.js';
import { type MatrixCollection, matrixCollection } from './matrix-rules.js';
import {
  collectionViews,
  combinedRows,
  type MatrixState,
  rowValues,
  setAll,
  setBlacklists,
  setLevel,
  toggleAll,
  toggleAllLevel,
} from './matrix-view.js';
import { EMPTY_PERMISSION_DRAFT, type PermissionDraft } from './permission-draft.js';
import './register-permission-matrix-styles.js';

// The role editor's permission matrix (spec 3 §2 Role editor, §4 Permissions): one row per
// collection, sorted by name, the system ones behind a switch; per row the six levels, the field
// and status blacklists and all on / all off; per column a toggle-all. Every edit goes to the
// draft the role editor holds (saved with the role), never straight to the server.

export interface PermissionMatrixProps {
  project: string;
  roleId: number;
  /** The role's rows as stored. */
  stored: readonly PermissionRecord[];
  draft: PermissionDraft;
  onDraftChange: (draft: PermissionDraft) => void;
  /** While saving: nothing can be changed. */
  disabled?: boolean;
}

export function PermissionMatrix({
  roleId,
  stored,
  draft,
  onDraftChange,
  disabled = false,
}: PermissionMatrixProps) {
  const { t, locale } = useT();
  const schema = useStore($collections);
  const [showSystem, setShowSystem] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<(FieldBlacklistTarget & { key: number }) | null>(null);
  const switchId = useId();

  const all = useMemo(
    () =>
      Object.values(schema)
        .map(matrixCollection)
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    [schema],
  );
  const userCollections = useMemo(() => all.filter((collection) => !collection.system), [all]);
  const shown = showSystem ? all : userCollections;
  const hiddenSystem = all.length - userCollections.length;

  const state: MatrixState = { stored, draft, role: roleId };
  const views = useMemo(
    () => collectionViews({ stored, draft, role: roleId }, shown),
    [stored, draft, roleId, shown],
  );
  const storedViews = useMemo(
    () => collectionViews({ stored, draft: EMPTY_PERMISSION_DRAFT, role: roleId }, shown),
    [stored, roleId, shown],
  );
  const titles = useMemo(
    () =>
      new Map(
        all.map((collection) => {
          const info = schema[collection.name];
          return [collection.name, info ? collectionTitle(info, locale) : collection.name];
        }),
      ),
    [all, schema, locale],
  );

  const openFields = (collection: MatrixCollection, status: string | null, statusName?: string) => {
    const view = views.get(collection.name);
    if (!view) return;
    const combined = status === null && view.statuses.length > 0;
    setDialog({
      key: Date.now(),
      collection,
      collectionTitle: titles.get(collection.name) ?? collection.name,
      status,
      statusName,
      mode: combined ? 'combined' : status === CREATE_FORM_STATUS ? 'create-form' : 'row',
      rows: combined ? combinedRows(view) : [rowValues(view, status)],
    });
  };

  return (
    // The role editor's section names it (its heading); the matrix adds no heading of its own.
    <div className="cms-permission-matrix">
      <div className="cms-permission-matrix__bar">
        <span className="cms-permission-matrix__switch">
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            checked={showSystem}
            aria-checked={showSystem}
            onChange={(event) => setShowSystem(event.target.checked)}
          />
          <label htmlFor={switchId}>{t('settings_permissions.show_system')}</label>
          {!showSystem && hiddenSystem > 0 ? (
            <span className="cms-permission-matrix__hidden-count">
              {t('settings_permissions.system_hidden', { count: hiddenSystem })}
            </span>
          ) : null}
        </span>
      </div>
      <MatrixLegend />
      {shown.length === 0 ? (
        <p className="cms-permission-matrix__empty">{t('settings_permissions.empty')}</p>
      ) : (
        // Chromium lets the keyboard reach and scroll an overflowing region by itself.
        <section
          className="cms-permission-matrix__scroller"
          aria-label={t('settings_permissions.region')}
        >
          <table className="cms-matrix">
            <MatrixHeader
              disabled={disabled || userCollections.length === 0}
              nextLevel={(action) => toggleAllLevel(state, userCollections, action)}
              onToggleAll={(action) => onDraftChange(toggleAll(state, userCollections, action))}
            />
            <tbody>
              {shown.map((collection) => {
                const view = views.get(collection.name);
                const storedView = storedViews.get(collection.name);
                if (!view || !storedView) return null;
                const title = titles.get(collection.name) ?? collection.name;
                return (
                  <MatrixRow
                    key={collection.name}
                    view={view}
                    storedView={storedView}
                    title={title}
                    expanded={expanded.has(collection.name)}
                    disabled={disabled}
                    onToggleExpanded={() =>
                      setExpanded((current) => {
                        const next = new Set(current);
                        if (!next.delete(collection.name)) next.add(collection.name);
                        return next;
                      })
                    }
                    onSetLevel={(status, action, level) =>
                      onDraftChange(setLevel(state, collection, status, action, level))
                    }
                    onSetAll={(on) => onDraftChange(setAll(state, collection, on))}
                    onOpenFields={(status, statusName) =>
                      openFields(collection, status, statusName)
                    }
                  />
                );
              })}
            </tbody>
          </table>
        </section>
      )}
      <FieldBlacklistDialog
        target={dialog}
        onCancel={() => setDialog(null)}
        onApply={(changes) => {
          if (dialog) {
            onDraftChange(setBlacklists(state, dialog.collection, dialog.status, changes));
          }
          setDialog(null);
        }}
      />
    </div>
  );
}
