import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t.js';
import { Link } from '../../../router/Link.js';
import type { Route } from '../../../router/router.js';
import { PageHeader } from '../../../shell/PageHeader.js';
import { Icon } from '../../../ui/Icon.js';
import { registerStyles } from '../../../ui/styles.js';
import '../register-settings-styles.js';
import css from './hub.css';
import { type HubCard, hubGroups } from './hub-cards.js';
import { type HubCount, useHubCounts } from './use-hub-counts.js';

registerStyles(css);

/**
 * `/{project}/settings` (spec 3 §2 "Hub"): the settings area's cards in three groups, project,
 * additional info and coming soon, each with what it is about and, where it has one, its count.
 */
export function SettingsHub({ route }: { route: Route }) {
  const { t } = useT();
  const project = route.params.project ?? '';
  const counts = useHubCounts(project);
  const groups = hubGroups(t, project);

  return (
    <>
      <PageHeader title={t('settings.title')} />
      <div className="cms-page cms-settings-page cms-settings-hub">
        {groups.map((group) => (
          <section
            key={group.id}
            className="cms-settings-hub__group"
            aria-labelledby={`cms-settings-hub-${group.id}`}
          >
            <h2 id={`cms-settings-hub-${group.id}`} className="cms-settings-heading">
              {group.title}
            </h2>
            <ul className="cms-settings-hub__cards">
              {group.cards.map((card) => (
                <li key={card.id}>
                  <HubCardView
                    card={card}
                    count={card.count === undefined ? undefined : counts[card.count]}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

function HubCardView({ card, count }: { card: HubCard; count: HubCount | undefined }) {
  const { t } = useT();
  const body = (
    <>
      <span className="cms-settings-card__icon">
        <Icon name={card.icon} size={22} />
      </span>
      <span className="cms-settings-card__text">
        <span className="cms-settings-card__title">{card.title}</span>
        <span className="cms-settings-card__description">{card.description}</span>
      </span>
      <CardEnd card={card} count={count} />
    </>
  );
  const { target } = card;
  if (target.kind === 'route') {
    return (
      <Link to={target.to} className="cms-settings-card" data-card={card.id}>
        {body}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        className="cms-settings-card"
        data-card={card.id}
      >
        {body}
        <span className="cms-visually-hidden"> {t('shell.opens_in_new_tab')}</span>
      </a>
    );
  }
  // Not built yet: not a link, and said so in words, not only by its dimmed look.
  return (
    <div className="cms-settings-card" data-card={card.id} data-soon>
      {body}
    </div>
  );
}

function CardEnd({ card, count }: { card: HubCard; count: HubCount | undefined }) {
  const { t } = useT();
  let end: ReactNode = null;
  if (card.target.kind === 'soon') {
    end = <span className="cms-settings-card__badge">{t('settings.soon_badge')}</span>;
  } else if (card.target.kind === 'external') {
    end = <Icon name="open_in_new" size={18} className="cms-settings-card__external" />;
  } else if (count !== undefined) {
    end = <CountView count={count} />;
  }
  return end;
}

function CountView({ count }: { count: HubCount }) {
  const { t, locale } = useT();
  if (count === 'loading') {
    return (
      <span className="cms-settings-card__count" data-count="loading">
        <span aria-hidden="true">…</span>
        <span className="cms-visually-hidden">{t('settings.count_loading')}</span>
      </span>
    );
  }
  if (count === 'failed') {
    return (
      <span className="cms-settings-card__count" data-count="failed">
        <span aria-hidden="true">--</span>
        <span className="cms-visually-hidden">{t('settings.count_failed')}</span>
      </span>
    );
  }
  return (
    <span className="cms-settings-card__count" data-count={count}>
      {count.toLocaleString(locale ?? undefined)}
    </span>
  );
}
