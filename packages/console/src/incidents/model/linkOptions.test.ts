import { ApiError } from '@mission-control/api';
import { describe, expect, it } from 'vitest';
import { createIncidentKey, errorMessageOf, formValuesOf, newIncidentTitle } from './linkOptions';

describe('formValuesOf', () => {
  it.each([
    [
      { severity: 'high', type: 'availability' },
      { severity: 'high', type: 'availability' },
    ],
    [
      { severity: 'Medium', type: 'technicalDebt' },
      { severity: 'medium', type: 'technical_debt' },
    ],
    [
      { severity: '1', type: 'cost' },
      { severity: 'critical', type: 'cost' },
    ],
    [
      { severity: '4', type: 'security' },
      { severity: 'medium', type: 'security' },
    ],
    [
      { severity: 'P9', type: 'reliability' },
      { severity: '', type: '' },
    ],
    [
      { severity: '', type: '' },
      { severity: '', type: '' },
    ],
  ])('%o fills the form with %o', (incident, expected) => {
    expect(formValuesOf(incident)).toEqual(expected);
  });
});

describe('the Create option key', () => {
  it('round-trips the typed title and leaves incident ids alone', () => {
    expect(newIncidentTitle(createIncidentKey('Disk 100% full: create'))).toBe('Disk 100% full: create');
    expect(newIncidentTitle('7d1c2b9e-0001-4c4e-9a51-000000000001')).toBeNull();
  });
});

describe('errorMessageOf', () => {
  it.each([
    [
      'the response error field',
      new ApiError('http', 'x', { body: { error: 'Incident is closed', message: 'not this' } }),
      'Incident is closed',
    ],
    ['the response message', new ApiError('validation', 'x', { body: { message: 'bad uuid' } }), 'bad uuid'],
    [
      'the error message when the body says nothing',
      new ApiError('network', 'Network Error. Please try again.', { body: {} }),
      'Network Error. Please try again.',
    ],
    ['a plain error', new Error('failed'), 'failed'],
    ['an empty error', new Error(''), 'An error occurred'],
    ['not an error', 'nope', 'An error occurred'],
  ])('uses %s', (_name, error, expected) => {
    expect(errorMessageOf(error)).toBe(expected);
  });
});
