import type { ReactNode } from 'react';
import { ItemForm } from '../../../form/ItemForm.js';
import { LeaveGuard } from '../../../form/LeaveGuard.js';
import { errorMessage } from '../../../i18n/error-message.js';
import { useT } from '../../../i18n/use-t.js';
import type { Route } from '../../../router/router.js';
import { PageHeader } from '../../../shell/PageHeader.js';
import { Button } from '../../../ui/Button.js';
import { Icon } from '../../../ui/Icon.js';
import { Loader } from '../../../ui/Loader.js';
import { Notice } from '../../../ui/Notice.js';
import { registerStyles } from '../../../ui/styles.js';
import { useSaveShortcut } from '../../item/use-save-shortcut.js';
import '../register-settings-styles.js';
import { settingsCrumbs } from '../settings-crumbs.js';
import css from './global-settings.css';
import { settingsSections } from './settings-sections.js';
import { useSettingsEditor } from './use-settings-editor.js';
import { type LoadedSettings, useSettingsLoad } from './use-settings-load.js';

registerStyles(css);

/**
 * `/{project}/settings/global` (spec 3 §2 "Global settings"): the project's settings as one form,
 * in the sections the settings fields' dividers open. Save is offered only with staged edits.
 */
export function GlobalSettings({ route }: { route: Route }) {
  const { t } = useT();
  const project = route.params.project ?? '';
  const [load, retry] = useSettingsLoad(project);

  if (load.state !== 'ready') {
    return (
      <>
        <GlobalSettingsHeader project={project} />
        <div className="cms-page cms-settings-page">
          {load.state === 'loading' ? (
            <Loader label={t('settings.loading')} />
          ) : (
            <Notice color="danger" title={t('settings.load_failed')} live>
              <p>
                <code>{errorMessage(t, load.error)}</code>
              </p>
              <Button onClick={retry}>{t('settings.retry')}</Button>
            </Notice>
          )}
        </div>
      </>
    );
  }
  return <SettingsForm project={project} loaded={load} />;
}

function GlobalSettingsHeader({ project, actions }: { project: string; actions?: ReactNode }) {
  const { t } = useT();
  const title = t('settings.global_title');
  return (
    <PageHeader
      title={title}
      documentTitle={[title, t('settings.title')]}
      breadcrumb={settingsCrumbs(t, project, { label: title })}
      actions={actions}
    />
  );
}

function SettingsForm({ project, loaded }: { project: string; loaded: LoadedSettings }) {
  const { t, locale } = useT();
  const editor = useSettingsEditor(project, loaded.fields, loaded.rows);
  const { session, problems } = editor;
  const sections = settingsSections(loaded.fields, locale);
  useSaveShortcut(() => void editor.save());

  // Focus goes to the first field with a message: only the section holding it is told so.
  const firstProblem = sections.findIndex((section) =>
    Object.keys(section.fields).some((field) => field in problems.shown),
  );

  const actions = (
    <Button
      variant="primary"
      busy={editor.saving}
      disabled={!session.dirty}
      onClick={() => void editor.save()}
    >
      <Icon name="check" size={18} />
      <span className="cms-button__label">{t('settings.save')}</span>
    </Button>
  );

  return (
    <>
      <GlobalSettingsHeader project={project} actions={actions} />
      <div className="cms-page cms-settings-page cms-global-settings">
        {sections.length === 0 ? <Notice>{t('settings.no_fields')}</Notice> : null}
        {sections.map((section, index) => (
          <section
            key={section.id}
            className="cms-global-settings__section"
            aria-labelledby={section.title ? `cms-settings-section-${section.id}` : undefined}
          >
            {section.title ? (
              <h2
                id={`cms-settings-section-${section.id}`}
                className="cms-global-settings__heading"
              >
                {section.title}
              </h2>
            ) : null}
            <ItemForm
              fields={section.fields}
              values={session.values}
              edits={session.edits}
              onStage={editor.stage}
              onUndo={session.undo}
              canWrite
              problems={problems.shown}
              problemsRound={index === firstProblem ? problems.round : 0}
            />
          </section>
        ))}
      </div>
      <LeaveGuard dirty={session.dirty} isDirty={session.isDirty} />
    </>
  );
}
