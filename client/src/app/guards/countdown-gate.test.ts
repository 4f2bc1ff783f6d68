import { describe, expect, it } from 'vitest';
import { countdownRedirect } from './countdown-gate.ts';

describe('countdown gate', () => {
  const start = Date.UTC(2026, 5, 20);
  const event = { countDown: true, startDate: start };

  it('sends public visitors to the countdown until the start date', () => {
    expect(countdownRedirect('public', event, start, '/galeria')).toBe('/muy-pronto');
    expect(countdownRedirect('user', event, start - 1, '/perfil')).toBe('/muy-pronto');
  });

  it('lets everyone in once the start date has passed, or when the flag is off', () => {
    expect(countdownRedirect('public', event, start + 1, '/galeria')).toBeNull();
    expect(countdownRedirect('public', { ...event, countDown: false }, start - 1, '/galeria')).toBeNull();
  });

  it('never holds back staff pages or the countdown itself', () => {
    expect(countdownRedirect('staffGuest', event, start - 1, '/administrador')).toBeNull();
    expect(countdownRedirect('admin', event, start - 1, '/estadisticas')).toBeNull();
    expect(countdownRedirect('public', event, start - 1, '/muy-pronto')).toBeNull();
  });
});
