import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';

export const Article = styled.article`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.2')};
  max-width: 100%;
  min-width: 0;
  padding: ${cssVar('space.3')};
  background: ${cssVar('color.surface')};
  color: ${cssVar('color.text')};
  border: 1px solid ${cssVar('color.border')};
  border-top: 4px solid var(--health-color);
  border-radius: ${cssVar('radius.lg')};
  box-shadow: ${cssVar('shadow.sm')};
  /* Cards far below the fold are laid out and painted only when scrolled near. */
  content-visibility: auto;
  contain-intrinsic-size: auto 220px;
`;

export const Header = styled.header`
  display: flex;
  align-items: flex-start;
  gap: ${cssVar('space.2')};

  & > [data-title] {
    display: flex;
    flex-direction: column;
    gap: 2px;
    flex: 1 1 auto;
    min-width: 0;
  }
  & h2 {
    margin: 0;
    display: flex;
    align-items: center;
    gap: ${cssVar('space.1')};
    font-size: ${cssVar('font.size.lg')};
    font-weight: ${cssVar('font.weight.bold')};
    overflow-wrap: anywhere;
  }
  & h2 a {
    color: inherit;
  }
`;

export const Muted = styled.span`
  color: ${cssVar('color.textMuted')};
  font-size: ${cssVar('font.size.sm')};
  overflow-wrap: anywhere;
`;

export const Metrics = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar('space.3')};
  margin: 0;

  & > div {
    display: flex;
    flex-direction: column;
    min-width: 64px;
  }
  & dt {
    color: ${cssVar('color.textMuted')};
    font-size: ${cssVar('font.size.xs')};
    text-transform: uppercase;
  }
  & dd {
    margin: 0;
    font-size: ${cssVar('font.size.xl')};
    font-weight: ${cssVar('font.weight.bold')};
  }
`;

export const Properties = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 2px ${cssVar('space.3')};
  margin: 0;
  font-size: ${cssVar('font.size.sm')};

  & dt {
    color: ${cssVar('color.textMuted')};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.1')};

  & > h3 {
    margin: 0;
    color: ${cssVar('color.textMuted')};
    font-size: ${cssVar('font.size.xs')};
    font-weight: ${cssVar('font.weight.medium')};
    text-transform: uppercase;
  }
  & ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${cssVar('space.1')} ${cssVar('space.3')};
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: ${cssVar('font.size.sm')};
  }
  & li {
    display: inline-flex;
    align-items: center;
    gap: ${cssVar('space.1')};
    min-width: 0;
  }
`;
