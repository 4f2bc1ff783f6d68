import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { ExportRequest } from '../../../events/schemas/admin.ts';
import { loginSessions, registeredUsers } from '../../../projections/admin/export-rows.ts';
import type { AnyDb } from '../../../projections/db/read-model-db.ts';
import { inertCell } from './inert-cell.ts';

// Mexico City time (UTC-6, no daylight saving since 2022), as the admins read it.
const mexicoTime = (ms: number | string | null) =>
  ms === null ? '' : new Date(Number(ms) - 6 * 60 * 60_000).toISOString().slice(0, 16).replace('T', ' ');

const columns = {
  userDetails: [
    'ID',
    'Nombre',
    'Apellido',
    'Correo electrónico',
    'Teléfono',
    'Distribuidor',
    'Estado',
    'Fecha de registro',
    'Verificado',
    'Último acceso',
  ],
  sessionInfo: ['ID', 'Nombre', 'Apellido', 'Correo electrónico', 'Estado', 'Inicio de sesión'],
} as const;

async function* rowsOf(db: AnyDb, request: ExportRequest): AsyncGenerator<string[]> {
  const { startDate, endDate } = request;
  if (request.infoType === 'userDetails') {
    for await (const page of registeredUsers(db, startDate, endDate)) {
      for (const row of page) {
        yield [
          row.account_id,
          row.first_name,
          row.last_name,
          row.email,
          row.mobile_number,
          row.distributor ?? '',
          row.dealer_state ?? '',
          mexicoTime(row.created_at),
          row.is_verified ? 'Sí' : 'No',
          mexicoTime(row.last_login_at),
        ];
      }
    }
    return;
  }
  for await (const page of loginSessions(db, startDate, endDate)) {
    for (const row of page) {
      yield [
        row.account_id,
        row.first_name ?? '',
        row.last_name ?? '',
        row.email ?? '',
        row.state ?? '',
        mexicoTime(row.at),
      ];
    }
  }
}

/**
 * The export as a byte stream: UTF-8 with a BOM (Excel then reads the accents), a header row,
 * cells made inert. Rows flow from the database through csv-stringify with back-pressure, so the
 * memory used does not grow with the number of rows.
 */
export function loginUserCsv(db: AnyDb, request: ExportRequest): ReadableStream<Uint8Array> {
  const csv = stringify({ bom: true, cast: { string: inertCell } });
  const source = Readable.from(rowsOf(db, request));
  csv.write([...columns[request.infoType]]);
  source.on('error', (error) => csv.destroy(error));
  source.pipe(csv);
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}

export const exportFileName = (request: ExportRequest) =>
  `${request.infoType === 'userDetails' ? 'usuarios' : 'sesiones'}-${mexicoTime(request.startDate).slice(0, 10)}-${mexicoTime(request.endDate).slice(0, 10)}.csv`;
