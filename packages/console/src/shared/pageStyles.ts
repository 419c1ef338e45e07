import { styled } from 'styled-components';
import { cssVar, Text } from '@mission-control/ui';

/** The page frame, toolbar and text pieces that the access and settings areas lay out alike. */
export const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
  padding: ${cssVar('space.4')};
  min-height: 0;
  background: ${cssVar('color.surface')};
  color: ${cssVar('color.text')};
`;

export const Toolbar = styled.div`
  display: flex;
  align-items: flex-end;
  flex-wrap: wrap;
  gap: ${cssVar('space.2')};
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: ${cssVar('font.size.lg')};
  flex: 1;
`;

/** Secondary text: ui's muted `Text`, under the name the access and settings areas use. */
export const Muted = styled(Text).attrs({ tone: 'muted' })``;

/** A preformatted block; each area sets its own max-height (tokens are short, job output is long). */
export const CodeBlock = styled.pre`
  margin: 0;
  padding: ${cssVar('space.2')};
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.md')};
  background: ${cssVar('color.surfaceSunken')};
  font-family: ${cssVar('font.mono')};
  font-size: ${cssVar('font.size.sm')};
  white-space: pre-wrap;
  word-break: break-all;
  overflow: auto;
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${cssVar('space.2')};
`;

export const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
`;
