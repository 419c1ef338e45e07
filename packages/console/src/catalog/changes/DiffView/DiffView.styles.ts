import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';

export const Frame = styled.div`
  max-height: 60vh;
  overflow: auto;
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.md')};
  background: ${cssVar('color.surface')};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-family: ${cssVar('font.mono')};
  font-size: ${cssVar('font.size.sm')};
  color: ${cssVar('color.text')};
  table-layout: fixed;

  & td,
  & th {
    padding: 0 ${cssVar('space.2')};
    vertical-align: top;
    white-space: pre-wrap;
    word-break: break-all;
    text-align: left;
    font-weight: normal;
  }
  & thead th {
    position: sticky;
    top: 0;
    background: ${cssVar('color.surfaceSunken')};
    font-family: inherit;
    font-weight: ${cssVar('font.weight.medium')};
    border-bottom: 1px solid ${cssVar('color.border')};
  }
  & [data-number] {
    width: 4.5em;
    text-align: right;
    color: ${cssVar('color.textMuted')};
    user-select: none;
  }
  & [data-sign] {
    width: 1.5em;
    user-select: none;
  }
  /* The sign column (+ / −) says added or removed; the tint only helps the eye. */
  & [data-kind='added'] {
    background: color-mix(in srgb, ${cssVar('color.statusGreen')} 14%, transparent);
  }
  & [data-kind='removed'] {
    background: color-mix(in srgb, ${cssVar('color.statusRed')} 14%, transparent);
  }
  & [data-kind='hunk'] td,
  & [data-kind='note'] td {
    color: ${cssVar('color.textMuted')};
    background: ${cssVar('color.surfaceSunken')};
  }
`;

export const Caption = styled.caption`
  caption-side: top;
  text-align: left;
  padding: ${cssVar('space.1')} ${cssVar('space.2')};
  font-family: ${cssVar('font.family')};
  color: ${cssVar('color.textMuted')};
`;
