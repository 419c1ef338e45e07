import { describe, expect, it } from 'vitest';
import { configDocument } from './document';

describe('configDocument', () => {
  it('shows a JSON document as YAML with sorted keys', () => {
    expect(configDocument({ spec: { replicas: 2 }, kind: 'Deployment', apiVersion: 'apps/v1' })).toEqual({
      format: 'yaml',
      text: 'apiVersion: apps/v1\nkind: Deployment\nspec:\n  replicas: 2',
    });
  });

  it('shows a document that is not JSON verbatim', () => {
    expect(configDocument({ content: 'a=1\nb=2', format: 'properties' })).toEqual({
      format: 'properties',
      text: 'a=1\nb=2',
    });
  });

  it('treats {content, format: json} as an ordinary document', () => {
    expect(configDocument({ content: 'x', format: 'json' })?.format).toBe('yaml');
  });

  it('has nothing to show without a document', () => {
    expect(configDocument(null)).toBeNull();
    expect(configDocument(undefined)).toBeNull();
  });
});
