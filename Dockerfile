# One image for both processes (api and worker); docker-compose.yml picks the command.
FROM node:24-bookworm-slim
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund && npm run build
# Production unless told otherwise (set after the build, which needs the dev dependencies):
# production refuses development settings, so a forgotten variable stops the start instead of
# running with public keys. docker-compose.yml sets NODE_ENV=development for local use.
ENV NODE_ENV=production
# Liveness by progress (scripts/liveness.mjs): the process rewrites HEARTBEAT_FILE every second
# while its event loop turns and its database pool serves, however busy it is; a stale file fails.
ENV HEARTBEAT_FILE=/tmp/medtour.heartbeat
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 CMD ["node", "scripts/liveness.mjs"]
CMD ["node", "backend/dist/main.js"]
