# syntax=docker/dockerfile:1

# ---------------------------------------------------------------------------
# Build stage: install every dependency (dev ones included: vite builds the
# client) and build the web client into client/dist.
# ---------------------------------------------------------------------------
FROM node:24-bookworm-slim AS build
WORKDIR /app

# Dependencies first, so source edits do not invalidate the npm ci layer.
# package.json's `allowScripts` lets npm 11 run the install scripts it needs.
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund

COPY . .
RUN npx vite build --config client/vite.config.ts

# ---------------------------------------------------------------------------
# Runtime stage: Node 24 runs the TypeScript sources directly (type stripping).
# NODE_ENV=production: no demo seed, and the app refuses to start without
# SMTP_URL and an https PUBLIC_URL (see README, "Production").
# ---------------------------------------------------------------------------
FROM node:24-bookworm-slim AS runtime
WORKDIR /app

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data

# DATA_DIR (embedded DB, uploads, dev mail outbox) must be writable by the
# unprivileged `node` user (uid 1000) of the official image. A named volume
# mounted here starts out with this ownership.
RUN mkdir -p /data && chown node:node /data

# The code stays owned by root: the app only ever writes under DATA_DIR.
# Full node_modules (dev dependencies included) keeps the image simple and robust.
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/package.json /app/tsconfig.json ./
COPY --from=build /app/api ./api
COPY --from=build /app/events ./events
COPY --from=build /app/projections ./projections
COPY --from=build /app/ops ./ops
COPY --from=build /app/client/public ./client/public
COPY --from=build /app/client/dist ./client/dist

# ops/start.ts rebuilds the client when a source under client/public or
# events/schemas is newer than client/dist/index.html. The COPY steps above may
# give those files or their folders newer timestamps than the built index, which
# would start a rebuild at boot that cannot work here (client/src is not in this
# image and client/dist is read-only for the app user). Touching the index as the
# last file step marks the shipped build as current.
RUN touch client/dist/index.html

USER node
EXPOSE 3000

# No curl in slim images: use Node's fetch. 200 means serving (status "ok" or
# "degraded"); 503 means still starting (migrations, first projection pass) or
# the database is unreachable.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/v1/health', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

CMD ["node", "ops/start.ts"]
