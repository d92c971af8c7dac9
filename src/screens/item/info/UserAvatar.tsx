import { avatarUrl, initialsOf, type Person } from './people.js';

/** A user's picture, or their initials; decorative (the name beside it is the text). */
export function UserAvatar({ person, size = 24 }: { person: Person; size?: number }) {
  const url = avatarUrl(person.avatar, size);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (url) {
    return (
      <img className="cms-info-avatar" src={url} alt="" width={size} height={size} style={style} />
    );
  }
  return (
    <span className="cms-info-avatar cms-info-avatar--initials" aria-hidden="true" style={style}>
      {initialsOf(person)}
    </span>
  );
}
