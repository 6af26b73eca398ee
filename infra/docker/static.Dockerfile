# syntax=docker/dockerfile:1.7
# One front-end (the shell or a remote) served on 8080, on its own origin, by @pdpl/web's static
# server (libs/web/src/bin/static-server.ts): the same front door as the one-URL server, without
# the API's code. Build context: the repository root:
#   docker build -f infra/docker/static.Dockerfile --build-arg APP=mfe-ksa -t pdpl-mfe-ksa .
#   docker build -f infra/docker/static.Dockerfile --build-arg APP=shell --build-arg BUILD_ID=... -t pdpl-shell .
#
# The base image is pinned by tag and digest. Refresh the digest deliberately, with
#   docker buildx imagetools inspect node:20.19.5-bookworm-slim
# and put the index digest it prints here and in api.Dockerfile.
ARG NODE_IMAGE=node:20.19.5-bookworm-slim@sha256:9e70124bd00f47dd023e349cd587132ae61892acc0e47ed641416c3e18f401c3

# ---- build: every dependency, then the one app and the server (nx builds the libraries they depend on first)
FROM ${NODE_IMAGE} AS build
ARG APP
RUN case "$APP" in shell|mfe-marketing|mfe-ksa|mfe-index|mfe-admin) ;; \
      *) echo "APP must be one of: shell mfe-marketing mfe-ksa mfe-index mfe-admin (got '$APP')" >&2; exit 1 ;; esac
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
COPY libs libs
COPY ${APP} ${APP}
# BUILD_ID stamps a remote's build (data-build on its pages).
ARG BUILD_ID
# /out is what the final stage gets: the app, and the server's built code with the contracts' it imports.
RUN npx nx run ${APP}:build --output-style=static \
  && npx nx run @pdpl/web:build --output-style=static \
  && mkdir -p /out/${APP} /out/libs/contracts /out/libs/web \
  && cp -r ${APP}/dist /out/${APP}/ \
  && cp -r libs/contracts/package.json libs/contracts/dist /out/libs/contracts/ \
  && cp -r libs/web/package.json libs/web/dist /out/libs/web/ \
  && find /out -name '*.map' -delete

# ---- deps: the server's production dependencies only (npm ci empties node_modules first)
FROM build AS deps
# A workspace's own node_modules holds what the root's cannot (libs/web's lru-cache 11 beside the root's 5).
RUN npm ci --omit=dev -w libs/web -w libs/contracts && mkdir -p libs/web/node_modules

# ---- final: the built folders and the server's dependencies; no sources, source maps or build tools
FROM ${NODE_IMAGE}
ARG APP
WORKDIR /app
# Prometheus's GET /metrics on a listener of its own (9464), never on PORT (infra/README.md, Metrics).
ENV STATIC_ROOT=/app/${APP}/dist \
    HOST=0.0.0.0 \
    PORT=8080 \
    METRICS_HOST=0.0.0.0 \
    METRICS_PORT=9464
COPY --from=build /out ./
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/libs/web/node_modules libs/web/node_modules
# The image's `node` user, by number so Kubernetes' runAsNonRoot can verify it.
USER 1000:1000
EXPOSE 8080 9464
HEALTHCHECK --interval=15s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "libs/web/dist/bin/static-server.js"]
