import { describe, expect, it } from 'vitest';
import {
  NEGATIVE,
  NOT_A_NUMBER,
  REQUIRED,
  definitionFromForm,
  formFromDefinition,
  labelText,
  parseLabelText,
  sortedCheckTypes,
  validateForm,
} from './fields';

describe('validateForm', () => {
  it.each([
    ['http', {}, { name: REQUIRED, url: REQUIRED }],
    ['http', { name: 'a', url: 'https://x' }, {}],
    ['http', { name: 'a', url: 'https://x', thresholdMillis: 'fast' }, { thresholdMillis: NOT_A_NUMBER }],
    ['http', { name: 'a', url: 'https://x', maxSSLExpiry: '-1' }, { maxSSLExpiry: NEGATIVE }],
    ['tcp', { name: 'a' }, { endpoint: REQUIRED }],
    ['icmp', { name: 'a', endpoint: 'h', packetCount: '3' }, {}],
    ['exec', { name: 'a' }, { script: REQUIRED }],
    ['elasticsearch', { name: 'a', url: 'u' }, { index: REQUIRED, query: REQUIRED }],
    ['redis', { name: 'a' }, { addr: REQUIRED }],
    ['alertmanager', { name: ' ' }, { name: REQUIRED, host: REQUIRED }],
    ['folder', { name: 'a' }, { path: REQUIRED }],
    ['dns', { name: 'a' }, {}],
  ] as const)('%s %j → %j', (type, values, expected) => {
    expect(validateForm(type, values)).toEqual(expected);
  });
});

describe('definitions', () => {
  it('builds an HTTP definition with numbers, codes and basic auth', () => {
    const values = {
      name: 'homepage',
      url: 'https://example.com',
      method: 'GET',
      body: 'ignored for GET',
      thresholdMillis: '500',
      responseCodes: '200,201',
      authentication: 'basic',
      username: 'u',
      password: 'p',
    };
    const definition = definitionFromForm('http', values);
    expect(definition).toEqual({
      name: 'homepage',
      url: 'https://example.com',
      method: 'GET',
      thresholdMillis: 500,
      responseCodes: [200, 201],
      basic: { username: { value: 'u' }, password: { value: 'p' } },
    });
    expect(formFromDefinition('http', definition)).toMatchObject({
      name: 'homepage',
      url: 'https://example.com',
      thresholdMillis: '500',
      responseCodes: '200,201',
      authentication: 'basic',
      username: 'u',
    });
  });

  it.each([
    ['team=platform, tier=1', { team: 'platform', tier: '1' }],
    ['=x, novalue, __proto__=bad, a=b=c', { a: 'b=c' }],
    ['', {}],
  ])('parseLabelText(%j)', (text, expected) => {
    expect(parseLabelText(text)).toEqual(expected);
  });

  it('round-trips label text and sorts the picker by label', () => {
    expect(labelText({ team: 'a', tier: '1' })).toBe('team=a, tier=1');
    const labels = sortedCheckTypes().map((t) => t.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
    expect(labels[0]).toBe('Alert Manager');
  });
});
