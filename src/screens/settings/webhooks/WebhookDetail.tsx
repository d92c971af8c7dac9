import { type ReactNode, useCallback, useRef, useState } from 'react';
import { toApiErrorShape } from '../../../api/api-error.js';
import { ITEM_NOT_FOUND } from '../../../api/error-codes.js';
import {
  createWebhook,
  deleteWebhook,
  updateWebhook,
  type Webhook,
} from '../../../api/webhooks.js';
import { LeaveGuard } from '../../../form/LeaveGuard.js';
import { useSaveTracker } from '../../../form/use-save-tracker.js';
import { errorMessage } from '../../../i18n/error-message.js';
import { useT } from '../../../i18n/use-t.js';
import { useRouter } from '../../../router/Link.js';
import type { Route } from '../../../router/router.js';
import { PageHeader } from '../../../shell/PageHeader.js';
import { notify } from '../../../state/notifications.js';
import { Button } from '../../../ui/Button.js';
import { ConfirmDialog } from '../../../ui/Dialog.js';
import { Icon } from '../../../ui/Icon.js';
import { Loader } from '../../../ui/Loader.js';
import { Notice } from '../../../ui/Notice.js';
import { useSaveShortcut } from '../../item/use-save-shortcut.js';
import { NotFound } from '../../not-found/NotFound.js';
import { settingsCrumbs, settingsPath } from '../settings-crumbs.js';
import { useWebhook, webhooksChanged } from './use-webhooks.js';
import { WebhookFailures } from './WebhookFailures.js';
import { WebhookForm } from './WebhookForm.js';
import { WebhookStatusBadge } from './WebhookStatusBadge.js';
import {
  draftChanges,
  draftOf,
  draftProblems,
  draftValues,
  NEW_WEBHOOK_DRAFT,
  sameDraft,
  urlRefusal,
  type WebhookDraft,
  webhookName,
} from './webhook-draft.js';
import './register-webhooks-styles.js';

/**
 * `/{project}/settings/webhooks/+` and `/{id}` (spec 3 §2, contract §7.14): the webhook's form,
 * saved with Save or Ctrl+S once edited, Delete (after a question) for a stored one, and the
 * delivery failures the server recorded for it. Breadcrumb: settings › webhooks › its name.
 */
export function WebhookDetail({ route }: { route: Route }) {
  // Another webhook (or the create form) starts over with its own draft.
  return <WebhookPage key={route.params.id ?? ''} route={route} />;
}

function WebhookPage({ route }: { route: Route }) {
  const { t } = useT();
  const project = route.params.project ?? '';
  const id = route.params.id ?? '';
  const isNew = id === '+';
  const loaded = useWebhook(project, isNew || !/^\d+$/.test(id) ? null : id);

  if (!isNew && !/^\d+$/.test(id)) return <NotFound route={route} />;
  if (isNew) return <WebhookEditor project={project} stored={null} />;
  if (loaded.data !== undefined) return <WebhookEditor project={project} stored={loaded.data} />;
  if (loaded.status === 'error' && loaded.error) {
    if (loaded.error.code === ITEM_NOT_FOUND || loaded.error.status === 404) {
      return <NotFound route={route} />;
    }
    return (
      <WebhookFrame project={project} title={t('settings_webhooks.webhook_title', { id })}>
        <Notice color="danger" title={t('settings_webhooks.load_one_failed')} live>
          <p>
            <code>{errorMessage(t, loaded.error)}</code>
          </p>
          <Button onClick={loaded.refetch}>{t('settings_webhooks.retry')}</Button>
        </Notice>
      </WebhookFrame>
    );
  }
  return (
    <WebhookFrame project={project} title={t('settings_webhooks.webhook_title', { id })}>
      <Loader label={t('settings_webhooks.loading_one')} />
    </WebhookFrame>
  );
}

interface WebhookFrameProps {
  project: string;
  title: string;
  badge?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** The page's header (settings › webhooks › name) around what it shows. */
function WebhookFrame({ project, title, badge, actions, children }: WebhookFrameProps) {
  const { t } = useT();
  const listTitle = t('settings_webhooks.title');
  return (
    <>
      <PageHeader
        title={
          badge ? (
            <span className="cms-webhook-title">
              <span className="cms-webhook-title__name">{title}</span>
              {badge}
            </span>
          ) : (
            title
          )
        }
        breadcrumb={settingsCrumbs(
          t,
          project,
          { label: listTitle, to: settingsPath(project, 'webhooks') },
          { label: title },
        )}
        documentTitle={[title, listTitle, t('settings.title')]}
        actions={actions}
      />
      <div className="cms-page cms-settings-page cms-webhook-page">{children}</div>
    </>
  );
}

interface WebhookEditorProps {
  project: string;
  /** The stored webhook; null on the create form. */
  stored: Webhook | null;
}

type ShownProblems = Partial<Record<'url' | 'collection', string>>;

function WebhookEditor({ project, stored: initial }: WebhookEditorProps) {
  const { t } = useT();
  const router = useRouter();
  const [stored, setStored] = useState(initial);
  const [draft, setDraft] = useState<WebhookDraft>(() =>
    initial ? draftOf(initial) : NEW_WEBHOOK_DRAFT,
  );
  // Messages appear after a save was tried, and each goes once its field is edited.
  const [problems, setProblems] = useState<ShownProblems>({});
  const saves = useSaveTracker();
  const { saving } = saves;
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const urlRef = useRef<HTMLInputElement>(null);
  const collectionRef = useRef<HTMLDivElement>(null);

  const changes = draftChanges(stored, draft);
  const dirty =
    stored === null ? !sameDraft(draft, NEW_WEBHOOK_DRAFT) : Object.keys(changes).length > 0;
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const isDirty = useCallback(() => dirtyRef.current, []);
  const listPath = settingsPath(project, 'webhooks');

  const edit = (next: WebhookDraft) => {
    setProblems((current) => {
      const kept = { ...current };
      if (next.url !== draft.url) delete kept.url;
      if (next.collection !== draft.collection) delete kept.collection;
      return kept;
    });
    setDraft(next);
  };

  const check = (): boolean => {
    const found = draftProblems(draft);
    const shown: ShownProblems = {};
    if (found.url) shown.url = t(`settings_webhooks.url_${found.url}`);
    if (found.collection) shown.collection = t('settings_webhooks.collection_required');
    setProblems(shown);
    if (shown.url) urlRef.current?.focus();
    else if (shown.collection) collectionRef.current?.querySelector<HTMLElement>('button')?.focus();
    return Object.keys(shown).length === 0;
  };

  const save = async () => {
    if (!dirty || saving || deleting) return;
    if (!check()) return;
    try {
      await saves.run(async () => {
        if (stored === null) {
          const created = await createWebhook(project, draftValues(draft));
          // The create form is left for the stored webhook's page: nothing is unsaved any more.
          dirtyRef.current = false;
          webhooksChanged(project);
          notify({ color: 'success', title: t('settings_webhooks.created') });
          router.redirect(settingsPath(project, 'webhooks', String(created.id)));
          return;
        }
        const saved = await updateWebhook(project, stored.id, changes);
        const next = { ...stored, ...changes, ...saved };
        setStored(next);
        setDraft(draftOf(next));
        // Saved: a navigation waiting for this save must not ask before the re-render.
        dirtyRef.current = false;
        webhooksChanged(project);
        notify({ color: 'success', title: t('settings_webhooks.saved') });
      });
    } catch (error) {
      const shape = toApiErrorShape(error);
      const refusal = shape.status >= 400 && shape.status < 500 ? urlRefusal(shape.message) : null;
      if (refusal) {
        setProblems((current) => ({ ...current, url: refusal }));
        urlRef.current?.focus();
      } else {
        notify({
          color: 'danger',
          title: t('settings_webhooks.save_failed'),
          details: errorMessage(t, shape),
        });
      }
    }
  };
  useSaveShortcut(() => void save());

  const remove = async () => {
    if (!stored) return;
    setDeleting(true);
    try {
      await deleteWebhook(project, stored.id);
      dirtyRef.current = false;
      setConfirmDelete(false);
      router.open(listPath);
      notify({ color: 'success', title: t('settings_webhooks.deleted') });
      webhooksChanged(project);
    } catch (error) {
      setConfirmDelete(false);
      notify({
        color: 'danger',
        title: t('settings_webhooks.delete_failed'),
        details: errorMessage(t, toApiErrorShape(error)),
      });
    } finally {
      setDeleting(false);
    }
  };

  const title = stored ? webhookName(stored) : t('settings_webhooks.new_title');
  const actions = (
    <>
      {stored ? (
        <Button
          aria-haspopup="dialog"
          className="cms-webhook-page__delete"
          disabled={saving}
          onClick={() => setConfirmDelete(true)}
        >
          <Icon name="delete" size={18} />
          <span className="cms-button__label">{t('settings_webhooks.delete')}</span>
        </Button>
      ) : null}
      <Button
        variant="primary"
        busy={saving}
        disabled={!dirty}
        aria-keyshortcuts="Control+S"
        onClick={() => void save()}
      >
        <Icon name="check" size={18} />
        <span className="cms-button__label">{t('settings_webhooks.save')}</span>
      </Button>
    </>
  );

  return (
    <WebhookFrame
      project={project}
      title={title}
      badge={stored ? <WebhookStatusBadge status={stored.status} /> : undefined}
      actions={actions}
    >
      <section className="cms-webhook-section" aria-labelledby="cms-webhook-form-title">
        <h2 id="cms-webhook-form-title" className="cms-webhook-section__title">
          {t('settings_webhooks.form_title')}
        </h2>
        <p className="cms-field__hint">{t('settings_webhooks.form_hint')}</p>
        <WebhookForm
          draft={draft}
          onChange={edit}
          problems={problems}
          urlRef={urlRef}
          collectionRef={collectionRef}
        />
      </section>
      {stored ? <WebhookFailures project={project} id={String(stored.id)} /> : null}
      <LeaveGuard dirty={dirty} isDirty={isDirty} />
      <ConfirmDialog
        open={confirmDelete}
        title={t('settings_webhooks.delete_title', { name: title })}
        message={t('settings_webhooks.delete_message')}
        confirmLabel={t('settings_webhooks.delete_confirm')}
        cancelLabel={t('settings_webhooks.cancel')}
        danger
        busy={deleting}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void remove()}
      />
    </WebhookFrame>
  );
}
