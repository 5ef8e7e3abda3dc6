# syntax=docker/dockerfile:1
#
# The production image: `docker build --build-arg SITE_URL=https://www.kairav.example -t kairav-website .`
# The prerendered pages carry the SITE_URL of the build (canonical URLs, Open Graph): run the image
# with the same SITE_URL, or the server renders those pages instead (ADR 021). See README,
# "Production deployment".

# --- build: every dependency (better-sqlite3 compiles from source when no prebuilt binary fits) ---
FROM node:20-bookworm-slim AS build
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# Playwright's browsers are for the tests; the image never downloads them.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG SITE_URL=http://localhost:3000
ENV SITE_URL=${SITE_URL}
# The client, the prerendered pages, the server bundle (build/server) and the compiled HTTP server
# (build/runtime); then the development dependencies go, leaving what the runtime needs.
RUN NODE_ENV=production npm run build \
  && npm prune --omit=dev --no-audit --no-fund \
  && npm cache clean --force

# --- runtime: production dependencies and the build output only, as an unprivileged user ---
FROM node:20-bookworm-slim AS runtime
# MALLOC_*: the C library's allocator settings the server runs with (ADRs 029 and 031), as
# `npm run serve` sets them: they keep its memory at rest about 40 MB lower.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    SQLITE_PATH=/app/data/site.db \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=4194304 \
    MALLOC_TRIM_THRESHOLD_=8388608
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/scripts/serve.js ./scripts/serve.js
# The staff command line (`docker exec -it <container> npm run admin -- create-user EMAIL`) runs
# from source through tsx, a production dependency.
COPY --from=build /app/scripts/admin.ts ./scripts/admin.ts
COPY --from=build /app/app ./app
COPY --from=build /app/tsconfig.json ./
# The SQLite database of a single instance lives here (mount a volume); with DATABASE_URL it stays empty.
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
USER node
EXPOSE 3000
# /healthz answers while the process serves; /readyz also checks the database (for a load balancer).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Plain node as PID 1 (not npm): SIGTERM reaches the server, which finishes requests in flight.
CMD ["node", "scripts/serve.js"]
