import { useId } from 'react';
import { ssoIcon, ssoReturnUrl, ssoSignInUrl } from '../../api/auth.js';
import type { SsoProvider } from '../../api/types.js';
import { useT } from '../../i18n/use-t.js';
import { Icon, iconFor } from '../../ui/Icon.js';
import { useSsoProviders } from './use-sso-providers.js';

interface SsoLinksProps {
  project: string;
  /** Where to go once the provider sends the browser back signed in. */
  destination: string;
}

/**
 * Third-party sign-in (spec 1 §2): one link per provider. Names and icons come from the server's
 * configuration, so they are shown as text and http(s) images only, never as markup.
 */
export function SsoLinks({ project, destination }: SsoLinksProps) {
  const { t } = useT();
  const labelId = useId();
  const providers = useSsoProviders(project);
  if (providers.length === 0) return null;
  const returnUrl = ssoReturnUrl(destination);
  return (
    <section className="cms-sign-in__sso" aria-labelledby={labelId}>
      <p className="cms-sign-in__sso-label" id={labelId}>
        {t('sign_in.sso_label')}
      </p>
      <ul className="cms-sign-in__sso-list">
        {providers.map((provider) => (
          <li key={provider.name}>
            <a
              className="cms-button cms-button--secondary cms-sign-in__sso-link"
              href={ssoSignInUrl(project, provider.name, returnUrl)}
            >
              <ProviderIcon provider={provider} />
              {t('sign_in.sso_link', { provider: provider.name })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Decorative: the link's text already names the provider. */
function ProviderIcon({ provider }: { provider: SsoProvider }) {
  const icon = ssoIcon(provider.icon);
  if (icon?.kind === 'image') {
    return <img className="cms-sign-in__sso-icon" src={icon.src} alt="" width={20} height={20} />;
  }
  if (icon?.kind === 'name') {
    // A material-icon name: its glyph from the admin's own set, a link glyph for the others.
    return <Icon name={iconFor(icon.name, 'link')} size={20} className="cms-sign-in__sso-icon" />;
  }
  return null;
}
