import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import { styled } from 'styled-components';
import { useT } from '../i18n/messages';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { cssVar } from '../theme/tokens';

const StyledLink = styled.a`
  color: ${cssVar('color.primary')};
  text-decoration: underline;
  text-underline-offset: 2px;
  display: inline-flex;
  align-items: center;
  gap: ${cssVar('space.1')};
  border-radius: ${cssVar('radius.sm')};

  &:hover {
    color: ${cssVar('color.primaryHover')};
  }
  &:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
    outline-offset: 2px;
  }
  &[data-variant='subtle'] {
    color: inherit;
    text-decoration: none;
  }
  &[data-variant='subtle']:hover {
    text-decoration: underline;
  }
`;

export type LinkProps<C extends ElementType = 'a'> = {
  /**
   * The element or component that renders the anchor, e.g. the host's router
   * `Link`, so navigation stays client-side. Its own props (`to`…) pass through.
   * @default 'a'
   */
  as?: C;
  /** @default 'default' */
  variant?: 'default' | 'subtle';
  /** Opens in a new tab with `rel="noopener noreferrer"` and says so to screen readers. @default false */
  external?: boolean;
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<C>, 'as' | 'children'>;

/** A text link that can render through a host-supplied anchor component. */
export function Link<C extends ElementType = 'a'>({
  as,
  variant = 'default',
  external = false,
  children,
  ...rest
}: LinkProps<C>) {
  const t = useT();
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <StyledLink as={as as ElementType | undefined} data-variant={variant} {...externalProps} {...rest}>
      {children}
      {external ? (
        <>
          {' '}
          <Icon name="external-link" size="sm" />
          <VisuallyHidden>{t('ui.link.newTab', '(opens in a new tab)')}</VisuallyHidden>
        </>
      ) : null}
    </StyledLink>
  );
}
