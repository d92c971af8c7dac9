import { useMemo, useState } from 'react';
import { toApiErrorShape } from '../../../api/api-error.js';
import { createSetting, getSettings, updateSettings } from '../../../api/settings.js';
import type { CollectionInfo, FieldInfo, SettingRow } from '../../../api/types.js';
import { missingRequiredFields } from '../../../form/required-fields.js';
import { mergeValues } from '../../../form/staging.js';
import { type EditSession, useEditSession } from '../../../form/use-edit-session.js';
import { type FieldProblems, useFieldProblems } from '../../../form/use-field-problems.js';
import { useSaveTracker } from '../../../form/use-save-tracker.js';
import { useT } from '../../../i18n/use-t.js';
import { notify } from '../../../state/notifications.js';
import { loadProjectInfo } from '../../../state/projects.js';
import { setSettings } from '../../../state/settings.js';
import { settingEquality, settingsValues, settingWrites } from './settings-values.js';

// The global settings form's behaviour (spec 3 §4 "Global settings", §7, §8): the item form's edit
// session over the settings, a save that writes only what changed, then refreshes what the shell
// shows (project name, colour, logo) and the settings store, and on failure keeps the edits.

export interface SettingsEditor {
  session: EditSession;
  /** Stages with the settings' own "same as stored" (file settings compare ids). */
  stage(field: string, value: unknown): void;
  fields: Readonly<Record<string, FieldInfo>>;
  problems: FieldProblems;
  saving: boolean;
  save(): Promise<void>;
}

const SETTINGS_COLLECTION = 'directus_settings';

export function useSettingsEditor(
  project: string,
  fieldList: readonly FieldInfo[],
  initialRows: readonly SettingRow[],
): SettingsEditor {
  const { t } = useT();
  const [rows, setRows] = useState(initialRows);
  const session = useEditSession(useMemo(() => settingsValues(initialRows), [initialRows]));
  const problems = useFieldProblems(session.values);
  const saves = useSaveTracker();
  const { saving } = saves;
  const fields = useMemo(
    () => Object.fromEntries(fieldList.map((field) => [field.field, field])),
    [fieldList],
  );

  const stage = (field: string, value: unknown) =>
    session.stage(field, value, settingEquality(fields[field]));

  /** The check before sending: required settings left empty are marked, nothing is sent. */
  const missingRequired = (): boolean => {
    const collection: CollectionInfo = {
      collection: SETTINGS_COLLECTION,
      managed: true,
      hidden: false,
      single: true,
      icon: null,
      note: null,
      translation: null,
      fields,
    };
    const missing = missingRequiredFields(collection, session.values, { canWrite: true });
    if (missing.length === 0) return false;
    const message = t('form.required_missing');
    problems.report(
      Object.fromEntries(missing.map((field) => [field.field, message])),
      session.values,
    );
    return true;
  };

  /** The stored rows again after a save; if that read fails, the values just written stand in. */
  const storedAfterSave = async (): Promise<SettingRow[] | null> => {
    try {
      return await getSettings(project);
    } catch (error) {
      console.warn('Reading the settings back after saving failed.', error);
      return null;
    }
  };

  const save = async () => {
    if (saving || !session.isDirty()) return;
    problems.clear();
    if (missingRequired()) return;
    const edits = session.edits;
    try {
      await saves.run(async () => {
        const { updates, creates } = settingWrites(edits, rows, fields);
        await updateSettings(project, updates);
        for (const created of creates) await createSetting(project, created.key, created.value);
        const stored = await storedAfterSave();
        if (stored) {
          setRows(stored);
          setSettings(stored);
          session.reset(settingsValues(stored));
        } else {
          session.reset(mergeValues(session.saved, edits));
        }
      });
    } catch (error) {
      const shape = toApiErrorShape(error);
      console.error('Saving the global settings failed.', error);
      notify({
        color: 'danger',
        title: t('settings.save_failed'),
        details: shape.message || t('errors.generic'),
      });
      return;
    }
    // The shell shows the project's name, colour and logo from the project info.
    void loadProjectInfo(project);
    notify({ color: 'success', title: t('settings.saved') });
  };

  return { session, stage, fields, problems, saving, save };
}
