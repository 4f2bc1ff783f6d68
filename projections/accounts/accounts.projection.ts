import { sql } from 'kysely';
import type { Sealed, UserEvent, UserPersonalData } from '../../events/identity/identity.events.ts';
import type { PersonalDataOpener } from '../../events/personal-data/personal-data-keys.ts';
import { accountKey, erased } from '../../events/personal-data/personal-data-keys.ts';
import type { UserView } from '../../events/schemas/accounts.ts';
import type { RecordedEvent } from '../../events/store/event-store.ts';
import type { AnyDb, AnyTransaction } from '../db/read-model-db.ts';
import { tablesOf } from '../db/read-model-db.ts';
import type { Projection } from '../projection.ts';

type AccountRow = {
  account_id: string;
  role: string;
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  photo: string | null;
  distributor: string | null;
  dealer_state: string | null;
  created_at: string;
  is_verified: boolean;
  onboarded: boolean;
  onboarding_tour: boolean;
  last_login_at: string | null;
};

type AccountTables = { accounts: AccountRow };

const accountIdOf = (event: RecordedEvent) => event.streamId.slice('user-'.length);

function update(trx: AnyTransaction, accountId: string, changes: Partial<AccountRow>) {
  return tablesOf<AccountTables>(trx)
    .updateTable('accounts')
    .set(changes)
    .where('account_id', '=', accountId)
    .execute();
}

async function insert(trx: AnyTransaction, row: AccountRow) {
  await tablesOf<AccountTables>(trx)
    .insertInto('accounts')
    .values(row)
    .onConflict((oc) => oc.column('account_id').doUpdateSet({ ...row, created_at: sql`accounts.created_at` }))
    .execute();
}

const erasedPerson: Partial<AccountRow> = {
  first_name: erased,
  last_name: '',
  email: erased,
  mobile_number: '',
  photo: null,
};

const blank = (accountId: string, role: string, at: number): AccountRow => ({
  account_id: accountId,
  role,
  first_name: '',
  last_name: '',
  email: '',
  mobile_number: '',
  photo: null,
  distributor: null,
  dealer_state: null,
  created_at: String(at),
  is_verified: false,
  onboarded: role === 'user' || role === 'voter',
  onboarding_tour: false,
  last_login_at: null,
});

async function applyEvent(trx: AnyTransaction, recorded: RecordedEvent, keys: PersonalDataOpener): Promise<void> {
  const event = recorded as RecordedEvent & UserEvent;
  const id = accountIdOf(recorded);
  const personal = <T>(sealed: { data: { personal: Sealed } }) => keys.open<T>(accountKey(id), sealed.data.personal);
  switch (event.type) {
    case 'UserRegistered': {
      const data = await personal<UserPersonalData>(event);
      await insert(trx, {
        ...blank(id, 'user', event.data.at),
        first_name: data?.firstName ?? erased,
        last_name: data?.lastName ?? '',
        email: data?.email ?? erased,
        mobile_number: data?.mobileNumber ?? '',
        distributor: event.data.distributor,
        dealer_state: event.data.state,
      });
      return;
    }
    case 'VoterRegistered':
    case 'StaffInvited': {
      const data = await personal<{ email: string }>(event);
      const role = event.type === 'VoterRegistered' ? 'voter' : event.data.role;
      await insert(trx, { ...blank(id, role, event.data.at), email: data?.email ?? erased });
      return;
    }
    case 'StaffOnboarded': {
      const data = await personal<{ name: string }>(event);
      await update(trx, id, { first_name: data?.name ?? erased, onboarded: true, is_verified: true });
      return;
    }
    case 'ProfileUpdated': {
      const data = await personal<Pick<UserPersonalData, 'firstName' | 'lastName' | 'mobileNumber'>>(event);
      await update(trx, id, {
        first_name: data?.firstName ?? erased,
        last_name: data?.lastName ?? '',
        mobile_number: data?.mobileNumber ?? '',
        photo: event.data.photo,
      });
      return;
    }
    case 'AccountVerified':
      await update(trx, id, { is_verified: true });
      return;
    case 'OnboardingTourCompleted':
      await update(trx, id, { onboarding_tour: true });
      return;
    case 'LoggedIn':
      await update(trx, id, { last_login_at: String(event.data.at) });
      return;
  }
}

const isUserEvent = (event: RecordedEvent) => event.streamId.startsWith('user-');

export const accountsProjection: Projection = {
  name: 'accounts',
  relevant: (event) => isUserEvent(event) || event.type === 'DeletionExecuted',
  tables: ['accounts'],
  async createTables(db) {
    await sql`CREATE TABLE IF NOT EXISTS accounts (
      account_id text PRIMARY KEY,
      role text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      email text NOT NULL,
      mobile_number text NOT NULL,
      photo text,
      distributor text,
      dealer_state text,
      created_at bigint NOT NULL,
      is_verified boolean NOT NULL,
      onboarded boolean NOT NULL,
      onboarding_tour boolean NOT NULL,
      last_login_at bigint
    )`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS accounts_role_created ON accounts (role, created_at DESC)`.execute(db);
  },
  async apply(trx, events, { keys }) {
    for (const event of events) {
      if (isUserEvent(event)) await applyEvent(trx, event, keys);
      // An executed deletion destroys the key: the live row forgets the person as a rebuild would.
      else if (event.type === 'DeletionExecuted')
        await update(trx, (event.data as { accountId: string }).accountId, erasedPerson);
    }
  },
};

export function toUserView(row: AccountRow): UserView {
  return {
    _id: row.account_id,
    firstName: row.first_name,
    lastName: row.last_name,
    name: [row.first_name, row.last_name].filter(Boolean).join(' '),
    email: row.email,
    mobileNumber: row.mobile_number,
    photo: row.photo,
    role: row.role as UserView['role'],
    createdAt: Number(row.created_at),
    isVerified: row.is_verified,
    onBoarded: row.onboarded,
    onboardingTour: row.onboarding_tour,
    distributor: row.distributor,
  };
}

export async function findAccount(db: AnyDb | AnyTransaction, accountId: string): Promise<UserView | undefined> {
  const row = await tablesOf<AccountTables>(db)
    .selectFrom('accounts')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row ? toUserView(row) : undefined;
}
