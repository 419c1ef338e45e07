import { describe, expect, it } from 'vitest';
import { HOSTED_DEFAULTS, hostedConfigFromEnv, withHostedSetting } from './config';

describe('hostedConfigFromEnv', () => {
  it('is off with same-origin defaults when nothing is set', () => {
    expect(hostedConfigFromEnv({})).toEqual(HOSTED_DEFAULTS);
  });

  it('reads the hosted settings', () => {
    expect(
      hostedConfigFromEnv({
        MC_HOSTED: 'true',
        MC_HOSTED_BACKEND_URL: 'https://orgs.example/api/',
        MC_HOSTED_PROVISIONING_SECONDS: '30',
        MC_HOSTED_MAX_ORGANIZATIONS: '3',
      }),
    ).toEqual({
      enabled: true,
      backendUrl: 'https://orgs.example/api',
      provisioningSeconds: 30,
      maxOrganizationsPerPerson: 3,
    });
  });

  it('refuses settings it cannot honour, naming the setting', () => {
    expect(() => hostedConfigFromEnv({ MC_HOSTED: 'yes' })).toThrow(/MC_HOSTED must be/);
    expect(() => hostedConfigFromEnv({ MC_HOSTED_BACKEND_URL: 'ftp://x' })).toThrow(/MC_HOSTED_BACKEND_URL/);
    expect(() => hostedConfigFromEnv({ MC_HOSTED_BACKEND_URL: '//evil.example' })).toThrow(/MC_HOSTED_BACKEND_URL/);
    expect(() => hostedConfigFromEnv({ MC_HOSTED_PROVISIONING_SECONDS: '-1' })).toThrow(/MC_HOSTED_PROVISIONING/);
  });

  it('adds the mode to the app shell only when on', () => {
    const html = '<html><head lang="en"><title>x</title></head></html>';
    expect(withHostedSetting(html, HOSTED_DEFAULTS)).toBe(html);
    expect(withHostedSetting(html, { ...HOSTED_DEFAULTS, enabled: true })).toContain(
      '<head lang="en">\n    <meta name="mc-hosted" content="1" />',
    );
  });
});
