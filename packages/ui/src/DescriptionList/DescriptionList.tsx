import type { HTMLAttributes, Key, ReactNode } from 'react';
import { styled } from 'styled-components';
import { cssVar } from '../theme/tokens';

const List = styled.dl<{ $termWidth: string; $minItemWidth: string }>`
  display: grid;
  margin: 0;
  gap: ${cssVar('space.2')} ${cssVar('space.4')};
  font-size: ${cssVar('font.size.sm')};

  &[data-layout='columns'] {
    grid-template-columns: minmax(0, ${({ $termWidth }) => $termWidth}) minmax(0, 1fr);
  }
  &[data-layout='columns'] > div {
    display: contents;
  }
  &[data-layout='grid'] {
    grid-template-columns: repeat(auto-fill, minmax(min(${({ $minItemWidth }) => $minItemWidth}, 100%), 1fr));
  }
  &[data-layout='stacked'] > div,
  &[data-layout='grid'] > div {
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  & dt {
    color: ${cssVar('color.textMuted')};
    font-weight: ${cssVar('font.weight.medium')};
  }
  & dd {
    margin: 0;
    min-width: 0;
    color: ${cssVar('color.text')};
    overflow-wrap: anywhere;
  }
`;

export interface DescriptionItem {
  /** The name of the value ('Schedule', 'Owner'). */
  term: ReactNode;
  /** The value. */
  description: ReactNode;
  /** Stable identity; defaults to the term when it is a string, else the position. */
  key?: Key;
}

export interface DescriptionListProps extends HTMLAttributes<HTMLDListElement> {
  /** Term/description pairs, in order. Pairs with a `null` or `undefined` description are left out. */
  items: readonly DescriptionItem[];
  /**
   * `columns`: terms in a column on the left, values beside them;
   * `stacked`: each term above its value (for narrow places);
   * `grid`: pairs, each term above its value, side by side in as many columns as fit (a record's facts).
   * @default 'columns'
   */
  layout?: 'columns' | 'stacked' | 'grid';
  /** Narrowest a pair gets in the `grid` layout before fewer columns are used (a CSS length). @default '170px' */
  minItemWidth?: string;
  /** Widest the term column gets in the `columns` layout (a CSS length). @default 'max-content' */
  termWidth?: string;
}

/** Facts about one thing as term/description pairs: a `dl`, so each value is read with its name. */
export function DescriptionList({
  items,
  layout = 'columns',
  termWidth = 'max-content',
  minItemWidth = '170px',
  ...rest
}: DescriptionListProps) {
  return (
    <List data-layout={layout} $termWidth={termWidth} $minItemWidth={minItemWidth} {...rest}>
      {items
        .filter((item) => item.description !== null && item.description !== undefined)
        .map((item, index) => (
          <div key={item.key ?? (typeof item.term === 'string' ? item.term : index)}>
            <dt>{item.term}</dt>
            <dd>{item.description}</dd>
          </div>
        ))}
    </List>
  );
}
