import { Children, isValidElement, useId, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { space, type SpaceStep } from '../styles/space';
import { cssVar } from '../theme/tokens';

const Surface = styled.div<{ $padding: SpaceStep }>`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
  min-width: 0;
  padding: ${({ $padding }) => space($padding)};
  background: ${cssVar('color.surface')};
  color: ${cssVar('color.text')};
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.lg')};
  box-shadow: ${cssVar('shadow.sm')};

  &[data-tone='sunken'] {
    background: ${cssVar('color.surfaceSunken')};
    box-shadow: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${cssVar('space.2')};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${cssVar('font.size.lg')};
  font-weight: ${cssVar('font.weight.bold')};
  overflow-wrap: anywhere;
`;

export type CardHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /**
   * A heading at the top. With it the card is a `section` named by the
   * heading, so it shows in the landmarks of the page; without it, a `div`.
   */
  title?: ReactNode;
  /** Level of the title's heading, to fit the outline of the page. @default 3 */
  headingLevel?: CardHeadingLevel;
  /** Controls beside the title (buttons, a menu). */
  actions?: ReactNode;
  /** Inner spacing, a step of the spacing scale. @default 4 */
  padding?: SpaceStep;
  /** `sunken` for a card inside another surface. @default 'raised' */
  tone?: 'raised' | 'sunken';
  children?: ReactNode;
}

/** A bordered surface that groups related content, optionally under a heading with actions. */
export function Card({ title, headingLevel = 3, actions, padding = 4, tone = 'raised', children, ...rest }: CardProps) {
  const headingId = useId();
  const hasHeader = title !== undefined || actions !== undefined;
  return (
    <Surface
      as={title !== undefined ? 'section' : 'div'}
      aria-labelledby={title !== undefined ? headingId : undefined}
      $padding={padding}
      data-tone={tone}
      {...rest}
    >
      {hasHeader ? (
        <Header>
          {title !== undefined ? (
            <Heading as={`h${headingLevel}`} id={headingId}>
              {title}
            </Heading>
          ) : (
            <span />
          )}
          {actions}
        </Header>
      ) : null}
      {children}
    </Surface>
  );
}

const List = styled.ul<{ $min: string; $gap: SpaceStep }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(${({ $min }) => $min}, 100%), 1fr));
  gap: ${({ $gap }) => space($gap)};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    min-width: 0;
  }
  & > li > * {
    flex: 1;
  }
`;

export interface CardListProps extends HTMLAttributes<HTMLUListElement> {
  /** Narrowest a card may get before the grid uses fewer columns (a CSS length). @default '16rem' */
  minCardWidth?: string;
  /** Space between cards, a step of the spacing scale. @default 3 */
  gap?: SpaceStep;
  /** Names the list for assistive technology when no heading sits right above it. */
  'aria-label'?: string;
  /** The cards; each one becomes a list item. */
  children?: ReactNode;
}

/** Cards in a responsive grid, as a list: screen readers announce how many there are. */
export function CardList({ minCardWidth = '16rem', gap = 3, children, ...rest }: CardListProps) {
  return (
    <List $min={minCardWidth} $gap={gap} {...rest}>
      {Children.toArray(children).map((child, index) => (
        // `toArray` keys every element (from its own key or its place), so those keys carry over.
        <li key={isValidElement(child) && child.key !== null ? child.key : index}>{child}</li>
      ))}
    </List>
  );
}
