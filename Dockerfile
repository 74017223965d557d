# Production image: compiled JavaScript on Node 24, production dependencies only, non-root.
# The image deploy/kubernetes runs (docs/deployment.md, "Kubernetes: the image"):
#   docker build -t registry.example.com/solana-intent-service:0.1.0 .
#   docker push registry.example.com/solana-intent-service:0.1.0
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
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
COPY --chown=root:root package.json ./
# The image's `node` user, by number, so Kubernetes' runAsNonRoot can verify it. The code is
# owned by root and read-only to it; nothing is written but /tmp (an emptyDir in Kubernetes,
# where the root filesystem is read-only).
USER 1000:1000
EXPOSE 3000 9464 9465
# Node flags: config/node-flags.ts (the worker, with none: command ["node", "dist/workers/main.js"];
# migrations: ["node", "dist/scripts/migrate.js"]).
CMD ["node", "--no-memory-reducer", "dist/api/main.js"]
