import { describe, expect, it } from 'vitest';
import {
  NEGATIVE,
  NOT_A_NUMBER,
  REQUIRED,
  changeField,
  codeFromForm,
  definitionFromForm,
  formFromCode,
  formFromDefinition,
  formFromNested,
  labelText,
  nestPaths,
  nestedFromForm,
  parseLabelText,
  responseCodeName,
  sortedCheckTypes,
  specFromCode,
  validateForm,
  withSelectDefaults,
} from './fields';

describe('form ⇄ code', () => {
  it.each([
    ['', {}],
    ['   ', {}],
    ['tcp:\n  - endpoint: a:1\n', { tcp: [{ endpoint: 'a:1' }] }],
    ['{"dns": [{"query": "x"}]}', { dns: [{ query: 'x' }] }],
    ['[1, 2]', null],
    ['just text', null],
    ['a: [', null],
    ['42', null],
  ])('specFromCode(%j) → %j', (code, expected) => {
    expect(specFromCode(code)).toEqual(expected);
  });

  it('round-trips the form through its YAML', () => {
    const values = { name: 'db', endpoint: 'db:5432', thresholdMillis: '200' };
    const code = codeFromForm('tcp', values);
    expect(code).toBe('tcp:\n  - name: db\n    endpoint: db:5432\n    thresholdMillis: 200\n');
    expect(formFromCode('tcp', code, values)).toEqual(values);
  });

  it.each([
    [
      'replaces fields from the first definition, keeping the name',
      'tcp: [{endpoint: b:2, name: other}]',
      { name: 'db', endpoint: 'b:2' },
    ],
    ['a single definition without a list', 'tcp: {endpoint: c:3}', { name: 'db', endpoint: 'c:3' }],
    ['keeps the form when the type is missing', 'http: [{url: x}]', { name: 'db', endpoint: 'a:1' }],
    ['keeps the form for a definition that is not a map', 'tcp: [oops]', { name: 'db', endpoint: 'a:1' }],
    ['refuses text that is not a map', '- tcp', null],
  ])('formFromCode %s', (_name, code, expected) => {
    expect(formFromCode('tcp', code, { name: 'db', endpoint: 'a:1' })).toEqual(expected);
  });
});

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
    [
      'folder',
      { name: 'a', path: '/', connectionType: 'sftp', 'sftpConnection.port': 'x' },
      { 'sftpConnection.port': NOT_A_NUMBER },
    ],
    // A hidden connection's fields are not validated.
    ['folder', { name: 'a', path: '/', connectionType: 'smb', 'sftpConnection.port': 'x' }, {}],
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
    [
      'aws with filter',
      {
        name: 'reports',
        path: 's3://bucket/reports',
        minSize: '10mb',
        'filter.minAge': '1h',
        'filter.regex': '.*\\.csv',
        connectionType: 'aws',
        'awsConnection.region': 'eu-west-1',
        'awsConnection.accessKey': 'AKIA',
        'awsConnection.secretKey': 's3cret',
        'awsConnection.usePathStyle': 'true',
        'awsConnection.skipTLSVerify': '',
      },
      {
        name: 'reports',
        path: 's3://bucket/reports',
        minSize: '10mb',
        filter: { minAge: '1h', regex: '.*\\.csv' },
        awsConnection: {
          region: 'eu-west-1',
          accessKey: { value: 'AKIA' },
          secretKey: { value: 's3cret' },
          usePathStyle: true,
        },
      },
    ],
    [
      'gcp',
      {
        name: 'g',
        path: 'gcs://b',
        connectionType: 'gcp',
        'gcpConnection.credentials': '{}',
        'gcpConnection.endpoint': 'e',
      },
      { name: 'g', path: 'gcs://b', gcpConnection: { endpoint: 'e', credentials: { value: '{}' } } },
    ],
    [
      'sftp with password auth',
      {
        name: 's',
        path: '/data',
        connectionType: 'sftp',
        'sftpConnection.host': 'files',
        'sftpConnection.port': '22',
        'sftpConnection.username': 'ada',
        'sftpConnection.password': 'pw',
      },
      {
        name: 's',
        path: '/data',
        sftpConnection: { host: 'files', port: 22, username: 'ada', password: { value: 'pw' } },
      },
    ],
    [
      'smb, ignoring another choice left in the values',
      {
        name: 'm',
        path: '/share',
        connectionType: 'smb',
        'smbConnection.sharename': 'docs',
        'smbConnection.domain': 'corp',
        'awsConnection.region': 'stale',
      },
      { name: 'm', path: '/share', smbConnection: { sharename: 'docs', domain: 'corp' } },
    ],
  ])('folder %s: form → definition → form', (_name, values, definition) => {
    expect(definitionFromForm('folder', values)).toEqual(definition);
    const back = formFromDefinition('folder', definition);
    // Reading back gives every non-empty value of the chosen connection; others were never sent.
    const chosen = `${values.connectionType}Connection.`;
    const shown = Object.fromEntries(
      Object.entries(values).filter(
        ([key, value]) => value !== '' && (!key.includes('Connection.') || key.startsWith(chosen)),
      ),
    );
    expect(back).toEqual(shown);
  });

  it.each([
    [
      'switching the folder connection clears every connection',
      'connectionType',
      'gcp',
      { connectionType: 'aws', 'awsConnection.region': 'r', path: '/p' },
      { connectionType: 'gcp', 'awsConnection.region': '', path: '/p' },
    ],
    [
      'switching authentication clears the credentials',
      'authentication',
      'ntlm',
      { authentication: 'basic', username: 'u', password: 'p' },
      { authentication: 'ntlm', username: '', password: '' },
    ],
    [
      'choosing the same connection again keeps its fields',
      'connectionType',
      'aws',
      { connectionType: 'aws', 'awsConnection.region': 'r' },
      { connectionType: 'aws', 'awsConnection.region': 'r' },
    ],
    ['an ordinary field clears nothing', 'path', '/q', { path: '/p', minAge: '1h' }, { path: '/q', minAge: '1h' }],
  ])('changeField: %s', (_name, field, value, before, after) => {
    const type = field === 'authentication' ? 'http' : 'folder';
    expect(changeField(type, before, field, value)).toEqual(after);
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

/** Every form type's script language selects, on none. */
const NO_SCRIPTS = { testLanguage: 'none', displayLanguage: 'none', transformLanguage: 'none' };

describe('flat values ⇄ react-hook-form', () => {
  it('nests dotted names, turns checkbox fields into booleans and response codes into one flag each', () => {
    const flat = {
      name: 'files',
      'filter.maxAge': '1h',
      'filter.regex': '.*',
      connectionType: 'aws',
      'awsConnection.region': 'eu-west-1',
      'awsConnection.usePathStyle': 'true',
      'awsConnection.skipTLSVerify': '',
    };
    expect(nestedFromForm('folder', flat)).toEqual({
      name: 'files',
      filter: { maxAge: '1h', regex: '.*' },
      connectionType: 'aws',
      awsConnection: { region: 'eu-west-1', usePathStyle: true, skipTLSVerify: false },
    });
    expect(formFromNested(nestedFromForm('folder', flat))).toEqual(flat);
    const http = { name: 'web', url: 'https://x', responseCodes: '200,404' };
    expect(nestedFromForm('http', http)).toEqual({
      name: 'web',
      url: 'https://x',
      responseCodes: { c200: true, c404: true },
    });
    expect(formFromNested(nestedFromForm('http', http))).toEqual(http);
    expect(responseCodeName('200')).toBe('responseCodes.c200');
  });

  it('reads booleans as "true" or "", sorts the checked response codes and skips what is not a value', () => {
    expect(
      formFromNested({
        name: 'web',
        responseCodes: { c500: true, c201: false, c200: true },
        awsConnection: { usePathStyle: false, skipTLSVerify: true, region: undefined },
      }),
    ).toEqual({
      name: 'web',
      responseCodes: '200,500',
      'awsConnection.usePathStyle': '',
      'awsConnection.skipTLSVerify': 'true',
    });
    expect(formFromNested({ responseCodes: {} })).toEqual({ responseCodes: '' });
  });

  it('keeps the spec of a check the same through the nested values', () => {
    const values = formFromDefinition('folder', {
      name: 'files',
      path: '/data',
      filter: { maxAge: '1h' },
      awsConnection: { region: 'eu-west-1', accessKey: { value: 'k' }, usePathStyle: true, skipTLSVerify: false },
    });
    const back = formFromNested(nestedFromForm('folder', values));
    expect(definitionFromForm('folder', back)).toEqual(definitionFromForm('folder', values));
  });

  it('nests names of a map (errors, too) but never onto a prototype', () => {
    expect(nestPaths({ 'filter.maxAge': 'bad', name: 'missing' })).toEqual({
      filter: { maxAge: 'bad' },
      name: 'missing',
    });
    const nested = nestPaths({ '__proto__.polluted': 'yes', 'a.constructor.b': 'x' });
    expect(nested).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('gives selects without a value their first option, which leaves the saved spec as it was', () => {
    expect(withSelectDefaults('http', { name: 'web', url: 'https://x' })).toEqual({
      name: 'web',
      url: 'https://x',
      schedule: '@every 5m',
      method: 'GET',
      authentication: 'none',
      ...NO_SCRIPTS,
    });
    expect(withSelectDefaults('folder', { name: 'f', schedule: '@daily' })).toEqual({
      name: 'f',
      schedule: '@daily',
      connectionType: 'none',
      ...NO_SCRIPTS,
    });
    expect(withSelectDefaults('dns', { name: 'd' })).toEqual({ name: 'd', schedule: '@every 5m' });
    for (const [type, values] of [
      ['http', { name: 'web', url: 'https://x', method: 'GET' }],
      ['redis', { name: 'r', addr: 'r:6379' }],
      ['folder', { name: 'f', path: '/data' }],
    ] as const) {
      expect(definitionFromForm(type, withSelectDefaults(type, values))).toEqual(definitionFromForm(type, values));
    }
  });
});
