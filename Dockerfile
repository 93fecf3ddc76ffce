# One image for both processes (api and worker); docker-compose.yml picks the command.
FROM node:24-bookworm-slim
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund && npm run build
ENV NODE_ENV=development
CMD ["node", "backend/dist/main.js"]
