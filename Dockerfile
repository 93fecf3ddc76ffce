# Three stages (issue 55): `build` compiles everything with the dev dependencies; `runtime` is what
# the API and the worker run (production dependencies only, no compiler, no browser, a user without
# rights); `scraper` is the runtime plus Chromium, for the worker that runs the review scraper
# (WORKER_QUEUES=scrape). docker-compose.yml picks the target and the command of each service.
# Checked without a Docker engine by scripts/check-image.mjs (part of `npm test`): it assembles the
# runtime stage's files from the COPY lines below, prunes the dev dependencies as the build stage
# does, and starts the API and the worker from that tree alone.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
WORKDIR /app
# Production unless told otherwise: production refuses development settings, so a forgotten variable
# stops the start instead of running with public keys. docker-compose.yml sets development for local use.
ENV NODE_ENV=production
# Liveness by progress (scripts/liveness.mjs): the process rewrites HEARTBEAT_FILE every second while
# its event loop turns and its database pool serves, however busy it is; a stale file fails.
ENV HEARTBEAT_FILE=/tmp/medtour.heartbeat
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/contracts/package.json ./contracts/package.json
COPY --from=build /app/contracts/dist ./contracts/dist
# The message catalogues: the API's emails are read from them at run time.
COPY --from=build /app/contracts/locales ./contracts/locales
COPY --from=build /app/backend/package.json ./backend/package.json
COPY --from=build /app/backend/dist ./backend/dist
# Packages of the backend's own versions (beside the hoisted ones), production ones only after the prune.
COPY --from=build /app/backend/node_modules ./backend/node_modules
COPY --from=build /app/patient-web/package.json ./patient-web/package.json
COPY --from=build /app/patient-web/dist ./patient-web/dist
COPY --from=build /app/admin-web/package.json ./admin-web/package.json
COPY --from=build /app/admin-web/dist ./admin-web/dist
COPY --from=build /app/scripts/liveness.mjs ./scripts/liveness.mjs
# The assistant's classifiers, trained once by the build (var/cache); records, mail captures and
# caches are written under var/ by the process's own user.
RUN mkdir -p var && chown node:node var
COPY --from=build --chown=node:node /app/var/cache ./var/cache
USER node
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 CMD ["node", "scripts/liveness.mjs"]
CMD ["node", "backend/dist/main.js"]

FROM runtime AS scraper
USER root
RUN apt-get update && apt-get install -y --no-install-recommends chromium-headless-shell && rm -rf /var/lib/apt/lists/*
USER node
ENV WORKER_QUEUES=scrape
CMD ["node", "backend/dist/worker.js"]
