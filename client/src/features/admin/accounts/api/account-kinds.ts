import type { AccountListKind } from '../../../../../../events/schemas/admin.ts';

/** SPEC §2 tab 2's dropdown: users (1), admins (2), moderators (3), with their request fields. */
export const accountKinds: Record<
  AccountListKind,
  { label: string; idsField: string; singular: string; canAdd: boolean; path: string }
> = {
  users: { label: 'Usuarios', idsField: 'userIds', singular: 'usuario', canAdd: false, path: 'users' },
  admins: { label: 'Administradores', idsField: 'adminIds', singular: 'administrador', canAdd: true, path: 'admins' },
  moderators: {
    label: 'Moderadores',
    idsField: 'moderatorIds',
    singular: 'moderador',
    canAdd: true,
    path: 'moderators',
  },
};

export const accountsQueryRoot = ['admin', 'accounts'] as const;
