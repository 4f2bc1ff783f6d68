import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, returnPathFrom } from './return-to.ts';

describe('return path after login', () => {
  it('should carry the asked-for page, query included, through the login URL', () => {
    const login = loginPathReturningTo('/perfil?pestaña=1');
    expect(login).toBe('/iniciar-sesion?volver=%2Fperfil%3Fpesta%C3%B1a%3D1');
    expect(returnPathFrom(login.split('?')[1]!)).toBe('/perfil?pestaña=1');
  });

  it('should ignore a missing or foreign return address', () => {
    expect(returnPathFrom('')).toBeNull();
    expect(returnPathFrom('volver=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnPathFrom('volver=%2F%2Fevil.example')).toBeNull();
    expect(returnPathFrom('volver=%2F%5Cevil.example')).toBeNull();
  });
});
