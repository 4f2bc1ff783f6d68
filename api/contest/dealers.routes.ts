import { Hono } from 'hono';
import { dealers } from '../../events/schemas/dealers.ts';

/** GET /dealers: the dealer network (value, label, state) for the sign-up select and the statistics map. */
export function dealersRoutes() {
  return new Hono().get('/', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ data: dealers });
  });
}
