import { useId, useState, type HTMLAttributes } from 'react';
import { sortTags, type TagsInput } from '../format/sortTags';
import { useT } from '../i18n/messages';
import { VisuallyHidden } from '../VisuallyHidden';
import { Item, List, MoreButton, TagChip, TagKey, TagValue } from './Tag.styles';

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  /** The tag's key, shown muted before the value. Omit for a bare label. */
  tagKey?: string;
  value: string;
}

/** A `key | value` chip; the full text stays in the title when the value is cut. */
export function Tag({ tagKey, value, ...rest }: TagProps) {
  const full = tagKey ? `${tagKey}: ${value}` : value;
  return (
    <TagChip title={full} {...rest}>
      {tagKey ? (
        <TagKey>
          {tagKey}
          <VisuallyHidden>:</VisuallyHidden>
        </TagKey>
      ) : null}
      <TagValue>{value}</TagValue>
    </TagChip>
  );
}

export interface TagListProps {
  /** A `{ key: value }` map or entries; sorted account, namespace, name first, then by key. */
  tags: TagsInput;
  /** How many tags show before '+N more'. @default 5 */
  maxVisible?: number;
  /** Accessible name of the list. @default 'Tags' */
  'aria-label'?: string;
  /** Start expanded. @default false */
  defaultExpanded?: boolean;
  className?: string;
}

/** Sorted tags that collapse behind a '+N more' button and expand in place. */
export function TagList({ tags, maxVisible = 5, defaultExpanded = false, className, ...rest }: TagListProps) {
  const t = useT();
  const listId = useId();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const sorted = sortTags(tags);
  const limit = Math.max(0, Math.floor(maxVisible));
  const hidden = Math.max(0, sorted.length - limit);
  const shown = expanded || hidden === 0 ? sorted : sorted.slice(0, limit);
  return (
    <List id={listId} className={className} aria-label={rest['aria-label'] ?? t('ui.tagList.label', 'Tags')}>
      {shown.map((tag) => (
        <Item key={tag.key}>
          <Tag tagKey={tag.key} value={tag.value} />
        </Item>
      ))}
      {hidden > 0 ? (
        <Item>
          <MoreButton
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? t('ui.tagList.less', 'Show less') : t('ui.tagList.more', '+{count} more', { count: hidden })}
          </MoreButton>
        </Item>
      ) : null}
    </List>
  );
}
