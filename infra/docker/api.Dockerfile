# syntax=docker/dockerfile:1.7
# The API alone (SERVE_WEB=false): the split layout serves the front-ends from their own images
# (static.Dockerfile). Build context: the repository root:
#   docker build -f infra/docker/api.Dockerfile -t pdpl-api .
#
# The base image is pinned by tag and digest. Refresh the digest deliberately, with
#   docker buildx imagetools inspect node:20.19.5-bookworm-slim
# and put the index digest it prints here and in static.Dockerfile.
ARG NODE_IMAGE=node:20.19.5-bookworm-slim@sha256:9e70124bd00f47dd023e349cd587132ae61892acc0e47ed641416c3e18f401c3

# ---- build: every dependency, then the API and the libraries it imports (the contracts, and the
# site's @pdpl/web: its settings reader and security headers; its router only with SERVE_WEB=true)
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false
# The npm the lockfile is written with (README: npm 11); the image ships npm 10.
RUN npm install -g npm@11.19.1
# npm ci needs every workspace the root package.json names; manifests first, so source edits keep this layer.
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/ui/package.json libs/ui/
COPY libs/platform/package.json libs/platform/
COPY libs/web/package.json libs/web/
COPY shell/package.json shell/
COPY mfe-marketing/package.json mfe-marketing/
COPY mfe-ksa/package.json mfe-ksa/
COPY mfe-index/package.json mfe-index/
COPY mfe-admin/package.json mfe-admin/
COPY services/api/package.json services/api/
COPY services/observer/package.json services/observer/
COPY infra/package.json infra/
COPY e2e/package.json e2e/
RUN npm ci
COPY nx.json tsconfig.base.json eslint.config.js jest.preset.cjs ./
COPY libs/contracts libs/contracts
COPY libs/web libs/web
COPY services/api services/api
RUN npx nx run @pdpl/api:build --output-style=static \
  && find services/api/dist libs/contracts/dist libs/web/dist -name '*.map' -delete

# ---- deps: production dependencies of the API and its libraries only (npm ci empties node_modules first)
FROM build AS deps
# A workspace's own node_modules holds what the root's cannot (libs/web's lru-cache 11 beside the root's 5).
RUN npm ci --omit=dev -w services/api -w libs/contracts -w libs/web && mkdir -p libs/web/node_modules services/api/node_modules

# ---- final: built code, production dependencies, no sources, tests, source maps or dev tools.
# No Chromium: public pages without data are rendered by the front-end builds; it only captures the
# index's pages when this server serves the pages itself (SERVE_WEB=true, PRERENDER); here it serves /api alone.
FROM ${NODE_IMAGE}
WORKDIR /app
# Prometheus's GET /metrics on a listener of its own (9464), never on PORT; a NetworkPolicy admits
# the monitoring namespace alone to it (infra/README.md, Metrics).
ENV NODE_ENV=production \
    SERVE_WEB=false \
    HOST=0.0.0.0 \
    PORT=3000 \
    METRICS_HOST=0.0.0.0 \
    METRICS_PORT=9464 \
    DATA_DIR=/var/lib/pdpl
COPY --from=deps /app/package.json ./
COPY --from=deps /app/node_modules node_modules
COPY --from=build /app/libs/contracts/package.json libs/contracts/
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/libs/web/package.json libs/web/
COPY --from=build /app/libs/web/dist libs/web/dist
COPY --from=deps /app/libs/web/node_modules libs/web/node_modules
COPY --from=build /app/services/api/package.json services/api/
COPY --from=build /app/services/api/dist services/api/dist
COPY --from=deps /app/services/api/node_modules services/api/node_modules
# The sample editions (SEED_SAMPLE_DATA=true).
COPY services/api/data services/api/data
# DATA_DIR holds the mail outbox when no SMTP is configured: the only place the server writes.
RUN mkdir -p /var/lib/pdpl && chown 1000:1000 /var/lib/pdpl
# The image's `node` user, by number so Kubernetes' runAsNonRoot can verify it.
USER 1000:1000
EXPOSE 3000 9464
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "services/api/dist/server.js"]
