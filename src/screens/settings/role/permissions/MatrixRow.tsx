import { useT } from '../../../../i18n/use-t.js';
import { CREATE_FORM_STATUS } from '../../../../permissions/shared-rules.js';
import { Icon } from '../../../../ui/Icon.js';
import { LevelCell } from './LevelCell.js';
import {
  MATRIX_ACTIONS,
  type MatrixAction,
  offeredLevels,
  type PermissionTarget,
  shownLevel,
} from './matrix-rules.js';
import { type CollectionView, combinedLevel, combinedRows, rowValues } from './matrix-view.js';

// One collection of the matrix: its row (for a collection with statuses, the combined row that
// sets every status), and when expanded one row per status plus the `$create` row.

export interface MatrixRowProps {
  view: CollectionView;
  /** The same collection as stored (to mark what the draft changes). */
  storedView: CollectionView;
  title: string;
  expanded: boolean;
  disabled?: boolean;
  onToggleExpanded(): void;
  onSetLevel(status: string | null, action: MatrixAction, level: string): void;
  onSetAll(on: boolean): void;
  /** Opens the fields dialog of the collection row (null), a status row or `$create`. */
  onOpenFields(status: string | null, statusName?: string): void;
}

type FieldsState = 'all' | 'limited' | 'mixed';

/** A row's lists, comparable as one string (the `$create` row's read blacklist counts for nothing). */
function listsKey(row: PermissionTarget, createForm: boolean): string {
  return JSON.stringify([
    createForm ? [] : [...row.read_field_blacklist].sort(),
    [...row.write_field_blacklist].sort(),
    [...row.status_blacklist].sort(),
  ]);
}

const NOTHING_LISTED = JSON.stringify([[], [], []]);

/** What a fields button says: nothing blacklisted, the same lists everywhere, or lists that differ. */
function fieldsState(rows: readonly PermissionTarget[], createForm: boolean): FieldsState {
  const lists = new Set(rows.map((row) => listsKey(row, createForm)));
  if (lists.size > 1) return 'mixed';
  return lists.has(NOTHING_LISTED) ? 'all' : 'limited';
}

/** Whether the draft changes any of these rows' lists. */
function listsChanged(
  rows: readonly PermissionTarget[],
  stored: readonly PermissionTarget[],
  createForm: boolean,
): boolean {
  const keys = (list: readonly PermissionTarget[]) =>
    list.map((row) => listsKey(row, createForm)).join('\n');
  return keys(rows) !== keys(stored);
}

function FieldsButton({
  collection,
  status,
  label,
  state,
  changed,
  disabled,
  onOpen,
}: {
  collection: string;
  status: string | null;
  label: string;
  state: FieldsState;
  changed: boolean;
  disabled?: boolean;
  onOpen(): void;
}) {
  const { t } = useT();
  return (
    <button
      type="button"
      className={[
        'cms-matrix-fields',
        `cms-matrix-fields--${state}`,
        changed ? 'cms-matrix-fields--changed' : '',
      ]
        .filter(Boolean)
        .join(' ')}
      data-fields-for={collection}
      data-status={status ?? ''}
      aria-label={label}
      aria-haspopup="dialog"
      disabled={disabled}
      onClick={onOpen}
    >
      {t(`settings_permissions.fields_${state}`)}
    </button>
  );
}

export function MatrixRow({
  view,
  storedView,
  title,
  expanded,
  disabled,
  onToggleExpanded,
  onSetLevel,
  onSetAll,
  onOpenFields,
}: MatrixRowProps) {
  const { t } = useT();
  const { collection } = view;
  const withStatuses = view.statuses.length > 0;

  const fieldsLabel = (state: FieldsState, status?: string) =>
    status === undefined
      ? t('settings_permissions.fields_button', {
          collection: title,
          state: t(`settings_permissions.fields_${state}`),
        })
      : t('settings_permissions.fields_button_status', {
          collection: title,
          status,
          state: t(`settings_permissions.fields_${state}`),
        });

  const combinedFields = fieldsState(combinedRows(view), false);

  return (
    <>
      <tr className="cms-matrix__row" data-row={collection.name}>
        <th scope="row" className="cms-matrix__name">
          <span className="cms-matrix__name-inner">
            {withStatuses ? (
              <button
                type="button"
                className="cms-matrix__disclosure"
                aria-expanded={expanded}
                aria-label={t(
                  expanded ? 'settings_permissions.collapse' : 'settings_permissions.expand',
                  { collection: title },
                )}
                onClick={onToggleExpanded}
              >
                <Icon name={expanded ? 'expand' : 'chevron_right'} size={18} />
              </button>
            ) : (
              <span className="cms-matrix__disclosure-space" />
            )}
            <span className="cms-matrix__title">
              {/* The title attribute shows a name the narrow column cuts short. */}
              <span title={title}>{title}</span>
              {title.toLowerCase() !== collection.name.replaceAll('_', ' ') ? (
                <span className="cms-matrix__key">{collection.name}</span>
              ) : null}
            </span>
          </span>
        </th>
        {MATRIX_ACTIONS.map((action) => (
          <td key={action} className="cms-matrix__cell">
            <LevelCell
              collection={collection.name}
              collectionTitle={title}
              status={null}
              action={action}
              level={combinedLevel(view, action)}
              offered={offeredLevels(action, collection)}
              changed={combinedLevel(view, action) !== combinedLevel(storedView, action)}
              disabled={disabled}
              onPick={(level) => onSetLevel(null, action, level)}
            />
          </td>
        ))}
        <td className="cms-matrix__cell">
          <FieldsButton
            collection={collection.name}
            status={null}
            label={fieldsLabel(combinedFields)}
            state={combinedFields}
            changed={listsChanged(combinedRows(view), combinedRows(storedView), false)}
            disabled={disabled}
            onOpen={() => onOpenFields(null)}
          />
        </td>
        <td className="cms-matrix__cell cms-matrix__row-actions">
          <button
            type="button"
            className="cms-matrix__all cms-matrix__all--on"
            aria-label={t('settings_permissions.all_on', { collection: title })}
            title={t('settings_permissions.all_on', { collection: title })}
            disabled={disabled}
            onClick={() => onSetAll(true)}
          >
            <Icon name="check" size={16} />
          </button>
          <button
            type="button"
            className="cms-matrix__all cms-matrix__all--off"
            aria-label={t('settings_permissions.all_off', { collection: title })}
            title={t('settings_permissions.all_off', { collection: title })}
            disabled={disabled}
            onClick={() => onSetAll(false)}
          >
            <Icon name="close" size={16} />
          </button>
        </td>
      </tr>
      {withStatuses && expanded ? (
        <>
          {view.statuses.map((row) => {
            const stored = rowValues(storedView, row.status);
            const name = row.unmapped
              ? t('settings_permissions.unmapped_status', { status: row.status })
              : row.name;
            const state = fieldsState([row.values], false);
            return (
              <tr
                key={row.status}
                className="cms-matrix__row cms-matrix__row--status"
                data-row={collection.name}
                data-row-status={row.status}
              >
                <th scope="row" className="cms-matrix__name cms-matrix__name--status">
                  <span className={row.unmapped ? 'cms-matrix__unmapped' : undefined}>{name}</span>
                </th>
                {MATRIX_ACTIONS.map((action) => {
                  const level = shownLevel(action, row.values[action]);
                  return (
                    <td key={action} className="cms-matrix__cell">
                      <LevelCell
                        collection={collection.name}
                        collectionTitle={title}
                        status={row.status}
                        statusName={row.name}
                        action={action}
                        level={level}
                        offered={offeredLevels(action, collection)}
                        changed={level !== shownLevel(action, stored[action])}
                        disabled={disabled}
                        onPick={(picked) => onSetLevel(row.status, action, picked)}
                      />
                    </td>
                  );
                })}
                <td className="cms-matrix__cell">
                  <FieldsButton
                    collection={collection.name}
                    status={row.status}
                    label={fieldsLabel(state, row.name)}
                    state={state}
                    changed={listsChanged([row.values], [stored], false)}
                    disabled={disabled}
                    onOpen={() => onOpenFields(row.status, row.name)}
                  />
                </td>
                <td className="cms-matrix__cell" />
              </tr>
            );
          })}
          <CreateFormRow
            view={view}
            storedView={storedView}
            disabled={disabled}
            fieldsLabel={fieldsLabel}
            onOpenFields={onOpenFields}
          />
        </>
      ) : null}
    </>
  );
}

/** The `$create` row: no levels of its own, its write and status blacklists. */
function CreateFormRow({
  view,
  storedView,
  disabled,
  fieldsLabel,
  onOpenFields,
}: Pick<MatrixRowProps, 'view' | 'storedView' | 'disabled' | 'onOpenFields'> & {
  fieldsLabel(state: FieldsState, status?: string): string;
}) {
  const { t } = useT();
  const name = t('settings_permissions.create_form');
  const state = fieldsState([view.createForm], true);
  return (
    <tr
      className="cms-matrix__row cms-matrix__row--status cms-matrix__row--create-form"
      data-row={view.collection.name}
      data-row-status={CREATE_FORM_STATUS}
    >
      <th scope="row" className="cms-matrix__name cms-matrix__name--status">
        <span title={t('settings_permissions.create_form_hint')}>{name}</span>
      </th>
      <td colSpan={MATRIX_ACTIONS.length} className="cms-matrix__cell cms-matrix__create-form-note">
        {t('settings_permissions.create_form_hint')}
      </td>
      <td className="cms-matrix__cell">
        <FieldsButton
          collection={view.collection.name}
          status={CREATE_FORM_STATUS}
          label={fieldsLabel(state, name)}
          state={state}
          changed={listsChanged([view.createForm], [storedView.createForm], true)}
          disabled={disabled}
          onOpen={() => onOpenFields(CREATE_FORM_STATUS, name)}
        />
      </td>
      <td className="cms-matrix__cell" />
    </tr>
  );
}
