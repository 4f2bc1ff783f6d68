import { useId, useState } from 'react';
import type { AccountListKind } from '../../../../../../events/schemas/admin.ts';
import { accountKinds } from '../api/account-kinds.ts';
import { AccountTable } from './AccountTable.tsx';
import { DeletionQueueTable } from './DeletionQueueTable.tsx';

/** Tab 2 (SPEC §2): a dropdown switches users (1), admins (2) and moderators (3); the queue sits beneath. */
export function AccountsTab() {
  const selectId = useId();
  const [kind, setKind] = useState<AccountListKind>('users');
  return (
    <div className="admin-stack">
      <div className="admin-toolbar admin-toolbar-start">
        <label className="field-label" htmlFor={selectId}>
          Lista
        </label>
        <select
          id={selectId}
          className="input admin-select"
          value={kind}
          onChange={(event) => setKind(event.target.value as AccountListKind)}
        >
          {Object.entries(accountKinds).map(([value, { label }]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <AccountTable key={kind} kind={kind} />
      <DeletionQueueTable key={`${kind}-queue`} kind={kind} />
    </div>
  );
}
