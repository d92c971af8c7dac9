import { useStore } from '@nanostores/react';
import type { RevisionSummary } from '../../../api/revisions.js';
import type { FieldInfo } from '../../../api/types.js';
import { useT } from '../../../i18n/use-t.js';
import { $collections, $relations } from '../../../state/schema.js';
import { personName, personOf } from './people.js';
import { RelativeTime } from './RelativeTime.js';
import { changedFieldLabels, valuesBefore } from './revision-changes.js';

interface RevisionListProps {
  revisions: readonly RevisionSummary[];
  fields: Readonly<Record<string, FieldInfo>>;
  onOpen(revision: RevisionSummary): void;
}

/**
 * The item's revisions, newest first (spec 2 §7 "Revisions"): when, by whom and which fields each
 * changed. Choosing one opens its read-only preview, where it can be reverted to.
 */
export function RevisionList({ revisions, fields, onOpen }: RevisionListProps) {
  const { t, locale } = useT();
  const relations = useStore($relations);
  const collections = useStore($collections);
  if (revisions.length === 0) {
    return <p className="cms-info-empty">{t('item_info.no_revisions')}</p>;
  }
  return (
    <ol className="cms-revision-list">
      {revisions.map((revision, index) => {
        const activity =
          typeof revision.activity === 'object' && revision.activity !== null
            ? revision.activity
            : null;
        const person = personOf(activity?.action_by);
        const changed = changedFieldLabels(revision, fields, locale, {
          before: valuesBefore(revisions, index),
          relations,
          collections,
        });
        return (
          <li key={revision.id} data-revision-id={revision.id}>
            <button type="button" className="cms-revision" onClick={() => onOpen(revision)}>
              <span className="cms-revision__title">
                {t('item_info.revision_title', { id: revision.id })}
                {index === 0 ? (
                  <span className="cms-revision__latest">{t('item_info.revision_latest')}</span>
                ) : null}
              </span>
              <span className="cms-revision__meta">
                {activity ? <RelativeTime value={activity.action_on} /> : null}
                {person ? ` · ${personName(person)}` : null}
              </span>
              {changed.length > 0 ? (
                <span className="cms-revision__changed">
                  {t('item_info.revision_changed', { fields: changed.join(', ') })}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
