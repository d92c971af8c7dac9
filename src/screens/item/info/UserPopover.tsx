import {
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { USER_POPOVER_DELAY_MS } from '../../../constants.js';
import { useUserProfile } from '../../../data/user-profile.js';
import { useT } from '../../../i18n/use-t.js';
import { Link } from '../../../router/Link.js';
import { Popover } from '../../../ui/Popover.js';
import { type Person, personName } from './people.js';
import { UserAvatar } from './UserAvatar.js';

/** A pointer that leaves may come back on its way to the card: it closes after this. */
const CLOSE_GRACE_MS = 100;

interface UserChipProps {
  project: string;
  person: Person;
  /** Avatar size in px. */
  size?: number;
  /** Show the name beside the avatar (otherwise it is the link's accessible name only). */
  showName?: boolean;
}

/**
 * A user's avatar and name, linking to their page. Resting on it (pointer or keyboard focus) for
 * 300 ms opens the user popover (spec 2 §2, §9): avatar, name, role, title, company, email and a
 * link to the user's page. Escape closes it; focus can move into it with Tab.
 */
export function UserChip({ project, person, size = 24, showName = true }: UserChipProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wrapper = useRef<HTMLSpanElement>(null);
  const popoverId = useId();
  const name = personName(person);
  const to = `/${project}/users/${person.id}`;

  // After Escape the card stays shut until the pointer or focus leaves and comes back.
  const suppressed = useRef(false);
  const pending = useRef(false);

  const clear = () => {
    clearTimeout(timer.current);
    pending.current = false;
  };
  const openSoon = () => {
    if (open || suppressed.current) return;
    clear();
    pending.current = true;
    timer.current = setTimeout(() => {
      pending.current = false;
      setOpen(true);
    }, USER_POPOVER_DELAY_MS);
  };
  const close = () => {
    clear();
    setOpen(false);
  };
  const closeSoon = () => {
    suppressed.current = false;
    clear();
    timer.current = setTimeout(() => setOpen(false), CLOSE_GRACE_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const onBlur = (event: FocusEvent) => {
    // Focus moving into the card (or back to the link) keeps it open.
    if (wrapper.current?.contains(event.relatedTarget as Node | null)) return;
    suppressed.current = false;
    close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !(open || pending.current)) return;
    // Only the popover closes, not the info sidebar around it.
    event.stopPropagation();
    suppressed.current = true;
    close();
    // Focus inside the card would be lost with it: back to the link.
    wrapper.current?.querySelector<HTMLElement>('.cms-user-chip__link')?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus open the card; the link inside is the control
    <span
      ref={wrapper}
      className="cms-user-chip"
      onMouseEnter={openSoon}
      onMouseLeave={closeSoon}
      onFocus={openSoon}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <Link
        to={to}
        className="cms-user-chip__link"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        aria-label={showName ? undefined : name}
      >
        <UserAvatar person={person} size={size} />
        {showName ? <span className="cms-user-chip__name">{name}</span> : null}
      </Link>
      {open ? (
        <UserPopover
          id={popoverId}
          project={project}
          person={person}
          anchor={wrapper}
          profileLabel={t('item_info.user_page')}
        />
      ) : null}
    </span>
  );
}

interface UserPopoverProps {
  id: string;
  project: string;
  person: Person;
  anchor: RefObject<HTMLElement | null>;
  profileLabel: string;
}

/** The card itself: a Popover in the top layer, so the sidebar's scrolling cannot clip it. */
function UserPopover({ id, project, person, anchor, profileLabel }: UserPopoverProps) {
  const { t } = useT();
  // Spec 2 §8: a failed card is not shown as an error; the row's own name and avatar stay.
  const { data: profile } = useUserProfile(project, person.id, true);
  const shown: Person = { ...person, ...(profile ?? {}) };
  const name = personName(shown);
  const role =
    profile && typeof profile.role === 'object' && profile.role !== null ? profile.role.name : null;
  const details = [
    role ? { key: 'role', label: t('item_info.role'), value: role } : null,
    profile?.title ? { key: 'title', label: t('item_info.title'), value: profile.title } : null,
    profile?.company
      ? { key: 'company', label: t('item_info.company'), value: profile.company }
      : null,
  ].filter((entry) => entry !== null);

  return (
    // It opens and closes with the chip's hover and focus, not with light dismiss.
    <Popover id={id} anchor={anchor} aria-label={name} className="cms-user-popover">
      <div className="cms-user-popover__head">
        <UserAvatar person={shown} size={48} />
        <div>
          <strong className="cms-user-popover__name">{name}</strong>
          {profile?.email ? (
            <a className="cms-user-popover__email" href={`mailto:${profile.email}`}>
              {profile.email}
            </a>
          ) : null}
        </div>
      </div>
      {details.length > 0 ? (
        <dl className="cms-user-popover__details">
          {details.map((entry) => (
            <div key={entry.key}>
              <dt>{entry.label}</dt>
              <dd>{entry.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <Link to={`/${project}/users/${person.id}`} className="cms-user-popover__link">
        {profileLabel}
      </Link>
    </Popover>
  );
}
