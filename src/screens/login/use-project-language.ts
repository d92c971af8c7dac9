import { useEffect, useState } from 'react';
import { applyPreferredLocale } from '../../i18n/preferred-locale.js';
import type { ProjectEntry } from '../../state/projects.js';

/**
 * Signed out, the sign-in screen speaks the chosen project's default language (spec 1 §4): true
 * once the first project's info has come (or failed) and its language is in place, so the form
 * does not show in one language and then another. Choosing another project later switches the
 * language under the form. A signed-in visitor keeps their own language.
 */
export function useProjectLanguage(project: ProjectEntry | null, signedIn: boolean): boolean {
  const settled =
    project === null || project.status === 'successful' || project.status === 'failed';
  const wanted = signedIn ? null : (project?.data?.default_locale ?? null);
  const target = settled ? `${project?.key ?? ''}:${wanted ?? ''}` : null;
  const [applied, setApplied] = useState<string | null>(null);

  useEffect(() => {
    if (target === null) return undefined;
    let current = true;
    void applyPreferredLocale(wanted).finally(() => {
      if (current) setApplied(target);
    });
    return () => {
      current = false;
    };
  }, [target, wanted]);

  return applied !== null;
}
