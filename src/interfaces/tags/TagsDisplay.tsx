import type { DisplayProps } from '../registry.js';
import { formatTag, sortTags, tagsOf } from './tag-value.js';

/** The tags as small chips, in the order the input shows them. */
export function TagsDisplay({ value, options }: DisplayProps) {
  const tags = options.alphabetize === true ? sortTags(tagsOf(value)) : tagsOf(value);
  if (tags.length === 0) return <span className="cms-display" />;
  return (
    <span className="cms-display cms-tags-display">
      {tags.map((tag) => (
        <span key={tag} className="cms-tags__chip">
          {options.format === true ? formatTag(tag) : tag}
        </span>
      ))}
    </span>
  );
}
