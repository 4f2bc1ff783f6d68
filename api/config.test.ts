import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('seeds the demo by default in development only', () => {
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig(production).SEED_DEMO).toBe(false);
  });

  it('refuses demo seeding, mail kept on disk and a plain-http site with NODE_ENV=production', () => {
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO cannot be true/);
    expect(() => loadConfig({ ...production, SMTP_URL: '' })).toThrow(/NODE_ENV=production needs SMTP_URL/);
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'http://concurso.example.mx' })).toThrow(/https/);
  });

  it('reads TRUSTED_PROXIES as addresses and ranges, refusing anything else', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '10.89.0.10, 172.16.0.0/12,::1' }).TRUSTED_PROXIES).toEqual([
      '10.89.0.10',
      '172.16.0.0/12',
      '::1',
    ]);
    expect(loadConfig({}).TRUSTED_PROXIES).toEqual([]);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'proxy.local' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(ConfigError);
  });

  it('lets a crowd behind one address in: hundreds of sign-in requests per minute by default', () => {
    expect(loadConfig({}).AUTH_RATE_LIMIT).toBeGreaterThanOrEqual(150);
  });
});

const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25', PUBLIC_URL: 'https://concurso.example.mx' };
