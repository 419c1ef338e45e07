import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { useT } from '../i18n/messages';
import { Icon, type IconName } from '../Icon';
import { cssVar } from '../theme/tokens';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${cssVar('space.2')};
  padding: ${cssVar('space.6')} ${cssVar('space.4')};
  text-align: center;
  color: ${cssVar('color.textMuted')};
`;

const Title = styled.p`
  margin: 0;
  color: ${cssVar('color.text')};
  font-weight: ${cssVar('font.weight.medium')};
`;

const Description = styled.p`
  margin: 0;
  font-size: ${cssVar('font.size.sm')};
  max-width: 48ch;
`;

export interface EmptyStateProps {
  /** @default 'No data available' */
  title?: ReactNode;
  description?: ReactNode;
  /** @default 'info' */
  icon?: IconName | (string & {}) | null;
  /** A call to action, e.g. a Button to create the first item. */
  action?: ReactNode;
  className?: string;
}

/** What a list or panel shows when it has nothing to show. */
export function EmptyState({ title, description, icon = 'info', action, className }: EmptyStateProps) {
  const t = useT();
  return (
    <Root className={className} data-empty-state="">
      {icon ? <Icon name={icon} size="xl" /> : null}
      <Title>{title ?? t('ui.emptyState.title', 'No data available')}</Title>
      {description ? <Description>{description}</Description> : null}
      {action}
    </Root>
  );
}
