import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';
import { usePageTitle } from '../../shell/usePageTitle';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${cssVar('space.8')} ${cssVar('space.4')};
  background: ${cssVar('color.background')};
  color: ${cssVar('color.text')};
  font-family: ${cssVar('font.family')};
  box-sizing: border-box;
`;

const Card = styled.div<{ $wide?: boolean }>`
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '720px' : '420px')};
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.4')};
  padding: ${cssVar('space.6')};
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.lg')};
  background: ${cssVar('color.surface')};
  box-shadow: ${cssVar('shadow.sm')};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${cssVar('font.size.xl')};
  font-weight: ${cssVar('font.weight.bold')};
  text-align: center;
`;

export const AccountFooter = styled.p`
  margin: 0;
  display: flex;
  justify-content: space-between;
  gap: ${cssVar('space.2')};
  font-size: ${cssVar('font.size.sm')};
`;

export interface AccountLayoutProps {
  title: string;
  /** Wider card for profile settings. */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of the sign-in and account pages: a centred card with the page's heading. */
export function AccountLayout({ title, wide, children }: AccountLayoutProps) {
  usePageTitle(title);
  return (
    <Page>
      <Card $wide={wide}>
        <Title>{title}</Title>
        {children}
      </Card>
    </Page>
  );
}
