# Production image: compiled JavaScript on Node 24, production dependencies only.
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY config ./config
COPY shared ./shared
COPY api ./api
COPY workers ./workers
COPY localnet ./localnet
COPY scripts ./scripts
RUN npm run build && npm prune --omit=dev

FROM node:24-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
USER node
EXPOSE 3000 9464
# Node flags: config/node-flags.ts (the worker, with none: command ["node", "dist/workers/main.js"]).
CMD ["node", "--no-memory-reducer", "dist/api/main.js"]
