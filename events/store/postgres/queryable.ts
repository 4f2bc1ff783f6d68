import type { QueryResult, QueryResultRow } from 'pg';

/** A pool or a single client: anything that can run a parameterised query. */
export type Queryable = {
  query<Row extends QueryResultRow = QueryResultRow>(text: string, values?: unknown[]): Promise<QueryResult<Row>>;
};
