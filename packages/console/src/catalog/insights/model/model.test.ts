import { describe, expect, it } from 'vitest';
import { analysisTypeLabel, decodeInsightsUrl, insightsParamsOf, writeInsightsUrl } from './insightsUrl';

const params = (text: string) => new URLSearchParams(text);

describe('insights URL', () => {
  it('shows open findings newest first by default', () => {
    const state = decodeInsightsUrl(params(''));
    expect(insightsParamsOf(state)).toEqual({
      pageIndex: 0,
      pageSize: 50,
      sortBy: 'first_observed',
      sortOrder: 'desc',
      status: 'open',
    });
  });

  it('reads the filters, upstream capitals included, and drops unknown statuses and sorts', () => {
    const state = decodeInsightsUrl(
      params('configType=AWS::S3::Bucket&type=security&severity=Medium&analyzer=public-bucket&status=bogus&sortBy=x'),
    );
    expect(insightsParamsOf(state)).toMatchObject({
      configType: 'AWS::S3::Bucket',
      analysisType: 'security',
      severity: 'medium',
      analyzer: 'public-bucket',
      status: 'open',
      sortBy: 'first_observed',
    });
    expect(insightsParamsOf(decodeInsightsUrl(params('status=all')))).not.toHaveProperty('status');
  });

  it('narrows to one item on its tab, whatever type the URL names', () => {
    expect(insightsParamsOf(decodeInsightsUrl(params('configType=x')), 'c1')).toMatchObject({ configId: 'c1' });
    expect(insightsParamsOf(decodeInsightsUrl(params('configType=x')), 'c1')).not.toHaveProperty('configType');
  });

  it('writes a filter back to page one and keeps defaults out of the URL', () => {
    const next = writeInsightsUrl(params('pageIndex=4&tab=insights'), { severity: 'high', status: 'resolved' });
    expect(next.toString()).toBe('tab=insights&severity=high&status=resolved');
    expect(writeInsightsUrl(next, { status: 'open', severity: '' }).toString()).toBe('tab=insights');
    expect(writeInsightsUrl(params(''), { sortBy: 'severity', sortOrder: 'asc' }).toString()).toBe(
      'sortBy=severity&sortOrder=asc',
    );
  });

  it('labels analysis types as words', () => {
    expect(analysisTypeLabel('technical_debt')).toBe('Technical debt');
  });
});
