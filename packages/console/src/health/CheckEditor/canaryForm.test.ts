import { describe, expect, it } from 'vitest';
import type { Canary } from '@mission-control/api';
import { asFormHolds, canaryRow, codeFromSpec, openCanary, specFromCodeTab, specFromForm } from './canaryForm';

/** A canary with every field the forms know, in shapes the form does not write itself (secrets, false, strings). */
const rich: Canary = {
  id: 'c1',
  name: 'everything',
  namespace: 'default',
  source: 'UI',
  labels: { team: 'platform', env: 'prod' },
  spec: {
    schedule: '@every 2m',
    http: [
      {
        name: 'api',
        description: 'The API answers',
        url: 'https://api.example.com',
        method: 'POST',
        body: '{"a": 1}',
        templateBody: false,
        headers: [
          { name: 'Accept', value: 'application/json' },
          { name: 'Authorization', valueFrom: { secretKeyRef: { name: 'api', key: 'token' } } },
        ],
        responseCodes: [201, 200],
        thresholdMillis: '1500',
        responseContent: 'ok',
        maxSSLExpiry: 7,
        basic: { username: { value: 'ada' }, password: { valueFrom: { secretKeyRef: { name: 's', key: 'p' } } } },
        test: { expr: 'code == 201' },
        display: { template: '{{ .code }}' },
        transform: { javascript: 'JSON.stringify([])' },
        labels: { probe: 'http' },
        metrics: [{ name: 'unknown-to-the-form', value: 'x' }],
      },
      { name: 'second', url: 'https://b.example.com' },
    ],
    alertmanager: [
      {
        name: 'alerts',
        host: 'http://am:9093',
        alerts: ['KubePodCrashLooping', 'TargetDown'],
        filters: { severity: 'critical', namespace: 'prod' },
        ignore: ['Watchdog'],
        auth: { username: { value: 'u' }, password: { value: 'p' } },
      },
    ],
    folder: [
      {
        name: 'bucket',
        path: 's3://bucket/x',
        minCount: 1,
        filter: { regex: '.*\\.log' },
        awsConnection: { region: 'eu-west-1', accessKey: { valueFrom: { secretKeyRef: { name: 'aws', key: 'id' } } } },
      },
    ],
    mongodb: [{ name: 'mongo', connection: 'connection://mongo/prod', url: 'mongodb://m:27017' }],
    dns: [{ name: 'lookup', query: 'example.com', querytype: 'A' }],
  },
};

/** Every check of a canary: its type and name, in spec order. */
function checksOf(canary: Canary) {
  return Object.entries(canary.spec as Record<string, unknown>).flatMap(([type, list]) =>
    Array.isArray(list) ? list.map((entry) => ({ type, name: (entry as { name: string }).name })) : [],
  );
}

/** Open on one check and save unchanged, as the form holds the values. */
function saveUnchanged(canary: Canary, pick: { type: string; name: string }) {
  const { form, values } = openCanary(canary, pick);
  const spec = specFromForm(form, asFormHolds(form.type, values));
  return { form, values, spec, row: canaryRow(canary, form, asFormHolds(form.type, values), spec) };
}

describe('canary form model', () => {
  it.each(checksOf(rich))('opening $type/$name and saving unchanged keeps the spec byte for byte', (pick) => {
    const { spec, row, form } = saveUnchanged(rich, pick);
    expect(form.type).toBe(pick.type);
    expect(JSON.stringify(spec)).toBe(JSON.stringify(rich.spec));
    expect(row.labels).toBe(rich.labels);
    // The Code tab's text, unchanged, saves the same spec too.
    expect(JSON.stringify(specFromCodeTab(form, codeFromSpec(form.spec), form.baseline.schedule))).toBe(
      JSON.stringify(rich.spec),
    );
  });

  it('reads every §3.4 field into the form', () => {
    const http = openCanary(rich, { type: 'http', name: 'api' }).values;
    expect(http).toMatchObject({
      description: 'The API answers',
      headers: 'Accept: application/json\nAuthorization: {"valueFrom":{"secretKeyRef":{"name":"api","key":"token"}}}',
      testLanguage: 'expr',
      test: 'code == 201',
      displayLanguage: 'template',
      display: '{{ .code }}',
      transformLanguage: 'javascript',
      transform: 'JSON.stringify([])',
      authentication: 'basic',
      username: 'ada',
      responseCodes: '201,200',
    });
    expect(openCanary(rich, { type: 'alertmanager', name: 'alerts' }).values).toMatchObject({
      alerts: 'KubePodCrashLooping, TargetDown',
      filters: 'severity=critical\nnamespace=prod',
      ignore: 'Watchdog',
    });
    expect(openCanary(rich, { type: 'mongodb' }).values).toMatchObject({ connection: 'connection://mongo/prod' });
  });

  it('writes only what changed: a new header and description, the secret header and the rest kept', () => {
    const { form, values } = openCanary(rich, { type: 'http', name: 'api' });
    const edited = asFormHolds('http', {
      ...values,
      description: 'Now described',
      headers: `${values.headers}\nX-Trace: on`,
      testLanguage: 'javascript',
      test: 'true',
      displayLanguage: 'none',
    });
    const spec = specFromForm(form, edited) as { http: Array<Record<string, unknown>> };
    const original = (rich.spec as { http: Array<Record<string, unknown>> }).http[0]!;
    const { display: _display, ...kept } = original;
    expect(spec.http[0]).toEqual({
      ...kept,
      description: 'Now described',
      headers: [...(original.headers as unknown[]), { name: 'X-Trace', value: 'on' }],
      test: { javascript: 'true' },
    });
    expect(spec.http[1]).toBe((rich.spec as { http: unknown[] }).http[1]);
  });

  it('Alert Manager lists and filters, and a schedule change, are written in their spec shapes', () => {
    const { form, values } = openCanary(rich, { type: 'alertmanager' });
    const spec = specFromForm(
      form,
      asFormHolds('alertmanager', {
        ...values,
        alerts: 'A, B',
        filters: 'env=prod',
        ignore: '',
        schedule: '@every 5m',
      }),
    );
    expect((spec.alertmanager as unknown[])[0]).toEqual({
      name: 'alerts',
      host: 'http://am:9093',
      alerts: ['A', 'B'],
      filters: { env: 'prod' },
      auth: { username: { value: 'u' }, password: { value: 'p' } },
    });
    expect(spec.schedule).toBe('@every 5m');
    expect(Object.keys(spec)[0]).toBe('schedule');
  });

  it('opens the check the detail names, or the first of the detected type', () => {
    expect(openCanary(rich, { type: 'http', name: 'second' }).form).toMatchObject({ type: 'http', index: 1 });
    expect(openCanary(rich, { type: 'dns', name: 'lookup' }).form).toMatchObject({ type: 'dns', index: 0 });
    expect(openCanary(rich).form).toMatchObject({ type: 'http', index: 0 });
    expect(openCanary(rich, { type: 'nope', name: 'x' }).form).toMatchObject({ type: 'http', index: 0 });
  });

  it('a check named like its canary follows a rename; another check keeps its name', () => {
    const single: Canary = { ...rich, name: 'web', spec: { http: [{ name: 'web', url: 'https://w' }] } };
    const opened = openCanary(single);
    const renamed = specFromForm(opened.form, asFormHolds('http', { ...opened.values, name: 'site' }));
    expect(renamed).toEqual({ http: [{ name: 'site', url: 'https://w' }] });
    const api = openCanary(rich, { type: 'http', name: 'api' });
    const kept = specFromForm(api.form, asFormHolds('http', { ...api.values, name: 'renamed' }));
    expect((kept.http as Array<{ name: string }>)[0]!.name).toBe('api');
  });
});
