import client from 'prom-client';

export type Metrics = {
  readonly registry: client.Registry;
  readonly httpDuration: client.Histogram<'method' | 'route' | 'status'>;
  readonly eventsAppended: client.Counter;
  readonly projectorLag: client.Gauge<'projection'>;
  readonly sockets: client.Gauge;
};

export type LagReader = () => Promise<ReadonlyArray<{ name: string; lag: number }>>;

export function createMetrics(readLag?: LagReader): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpDuration: new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    eventsAppended: new client.Counter({
      name: 'events_appended_total',
      help: 'Events appended by this node',
      registers: [registry],
    }),
    projectorLag: new client.Gauge({
      name: 'projector_lag_events',
      help: 'Events in the log not yet applied by the projection (capped at 10000)',
      labelNames: ['projection'],
      registers: [registry],
      async collect() {
        for (const { name, lag } of (await readLag?.()) ?? []) this.set({ projection: name }, lag);
      },
    }),
    sockets: new client.Gauge({
      name: 'socketio_connected_clients',
      help: 'Socket.IO clients connected to this node',
      registers: [registry],
    }),
  };
}
