import { describe, expect, it } from 'vitest';
import { IGNORE_CHANGES_ANNOTATION, IGNORE_CHANGE_SEVERITY_ANNOTATION, isSuppressed } from './suppress';

describe('#20 ignore-changes annotations', () => {
  const diff = { change_type: 'diff', severity: 'info' };
  const pulled = { change_type: 'Pulled', severity: 'low' };

  it('reads the annotation from the labels or from the document metadata.annotations', () => {
    expect(isSuppressed({ labels: { [IGNORE_CHANGES_ANNOTATION]: 'diff' }, config: {} }, diff)).toBe(true);
    expect(
      isSuppressed(
        { labels: {}, config: { metadata: { annotations: { [IGNORE_CHANGES_ANNOTATION]: 'Pull*,diff' } } } },
        pulled,
      ),
    ).toBe(true);
    expect(isSuppressed({ labels: { [IGNORE_CHANGES_ANNOTATION]: 'diff' }, config: {} }, pulled)).toBe(false);
    expect(isSuppressed({ labels: {}, config: {} }, diff)).toBe(false);
  });

  it('suppresses by severity, and an exclusion-only or broken pattern suppresses nothing', () => {
    expect(isSuppressed({ labels: { [IGNORE_CHANGE_SEVERITY_ANNOTATION]: 'info,low' }, config: null }, pulled)).toBe(
      true,
    );
    expect(isSuppressed({ labels: { [IGNORE_CHANGES_ANNOTATION]: '!diff' }, config: null }, pulled)).toBe(false);
  });
});
