import type { QueryConfig, QueryResult, QueryResultRow } from 'pg';

/** A pool or a single client: anything that can run a parameterised (or prepared) query. */
export type Queryable = {
  query<Row extends QueryResultRow = QueryResultRow>(
    text: string | QueryConfig<unknown[]>,
    values?: unknown[],
  ): Promise<QueryResult<Row>>;
};
