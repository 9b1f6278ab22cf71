# syntax=docker/dockerfile:1
# CCT Marketplace: build once, run `npm start` against PostgreSQL.
#   docker build -t cct-marketplace .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://user:pass@db:5432/cct -e SESSION_SECRET=$(openssl rand -hex 32) cct-marketplace
# Without DATABASE_URL the container falls back to the embedded PGlite in /app/.data (mount a volume).

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# The patches patch-package applies after installing (decision 286).
COPY patches ./patches
# `npm install`, not `npm ci`: the lock file is made on a registry without other platforms' packages.
RUN npm install --no-audit --no-fund

FROM deps AS build
WORKDIR /app
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/.data
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY drizzle ./drizzle
COPY seed-images ./seed-images
COPY assets ./assets
COPY server.mjs package.json ./
COPY server ./server
COPY scripts/create-admin.mjs scripts/controls.mjs scripts/backup-common.mjs scripts/db-backup.mjs scripts/db-restore.mjs ./scripts/
RUN mkdir -p /app/.data && chown -R node:node /app/.data
USER node
EXPOSE 3000
# Liveness, not readiness: a database outage is not mended by restarting the app (decision 236).
# The image has no curl; Node asks. The start period covers a first start's migrations and seeding.
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Expects DATABASE_URL (postgres://...) and SESSION_SECRET (at least 16 characters).
# Migrations run at start; production starts without demo data: create the first admin with
# `docker run -it ... cct-marketplace npm run admin:create -- --email you@example.com --account admin01`.
CMD ["npm", "start"]
