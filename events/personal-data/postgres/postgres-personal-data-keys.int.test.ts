import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../../../ops/testing/test-database.ts';
import { accountKey, contactKey } from '../personal-data-keys.ts';
import { createPostgresPersonalDataKeys } from './postgres-personal-data-keys.ts';

describe('personal-data keys in PostgreSQL', () => {
  let test: TestStore;
  beforeAll(async () => (test = await createTestStore()));
  afterAll(async () => test?.close());

  it('should open what it sealed, never show it in the sealed form, and shred it with the key', async () => {
    const sealed = await test.keys.seal(accountKey('a1'), { email: 'ana@ejemplo.mx' });
    expect(JSON.stringify(sealed)).not.toContain('ana@');
    expect(await test.keys.open(accountKey('a1'), sealed)).toEqual({ email: 'ana@ejemplo.mx' });
    await test.keys.destroyKey(accountKey('a1'), 1);
    expect(await test.keys.open(accountKey('a1'), sealed)).toBeNull();
    await expect(test.keys.seal(accountKey('a1'), { email: 'otra' })).rejects.toThrow('destroyed');
  });

  it('should keep contact messages under a scope of their own', async () => {
    const sealed = await test.keys.seal(contactKey('m1'), { message: 'hola' });
    await test.keys.seal(accountKey('m1'), { email: 'x' });
    await test.keys.destroyKey(accountKey('m1'), 1);
    expect(await test.keys.open(contactKey('m1'), sealed)).toEqual({ message: 'hola' });
  });

  it('should take over the keys of the former account_keys table', async () => {
    const legacy = await test.keys.seal(accountKey('old'), { name: 'Ana' });
    await test.database.pool.query(`ALTER TABLE public.personal_data_keys RENAME TO account_keys_new`);
    await test.database.pool.query(
      `CREATE TABLE public.account_keys AS SELECT owner_id AS account_id, key, destroyed_at FROM account_keys_new`,
    );
    await test.database.pool.query('DROP TABLE account_keys_new');
    const keys = await createPostgresPersonalDataKeys(test.database.pool);
    expect(await keys.open(accountKey('old'), legacy)).toEqual({ name: 'Ana' });
  });
});
