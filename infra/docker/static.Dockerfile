# syntax=docker/dockerfile:1.7
# One front-end (the shell or a remote) served by infra/static-server/server.mjs on 8080, on its own
# origin. Build context: the repository root:
#   docker build -f infra/docker/static.Dockerfile --build-arg APP=mfe-ksa -t pdpl-mfe-ksa .
#   docker build -f infra/docker/static.Dockerfile --build-arg APP=shell --build-arg BUILD_ID=... -t pdpl-shell .
#
# The base image is pinned by tag and digest. Refresh the digest deliberately, with
#   docker buildx imagetools inspect node:20.19.5-bookworm-slim
# and put the index digest it prints here and in api.Dockerfile.
ARG NODE_IMAGE=node:20.19.5-bookworm-slim@sha256:9e70124bd00f47dd023e349cd587132ae61892acc0e47ed641416c3e18f401c3

# ---- build: every dependency, then the one app (nx builds the libraries it depends on first)
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
COPY shell/package.json shell/
COPY mfe-marketing/package.json mfe-marketing/
COPY mfe-ksa/package.json mfe-ksa/
COPY mfe-index/package.json mfe-index/
COPY mfe-admin/package.json mfe-admin/
COPY services/api/package.json services/api/
COPY infra/package.json infra/
COPY e2e/package.json e2e/
RUN npm ci
COPY nx.json tsconfig.base.json eslint.config.js jest.preset.cjs ./
COPY libs libs
COPY services/api services/api
COPY ${APP} ${APP}
# BUILD_ID stamps a remote's build (data-build on its pages).
ARG BUILD_ID
# /out is what the final stage gets: the app, and the contracts' built modules (the server's cache
# policy is one of them). The shell's server composes /config.json with the API's code
# (infra/static-server/shell.js), so the shell also gets the API's built modules.
RUN npx nx run ${APP}:build --output-style=static \
  && npx nx run @pdpl/contracts:build --output-style=static \
  && mkdir -p /out/${APP} /out/libs/contracts && cp -r ${APP}/dist /out/${APP}/ \
  && cp -r libs/contracts/package.json libs/contracts/dist /out/libs/contracts/ \
  && if [ "$APP" = shell ]; then \
       npx nx run @pdpl/api:build --output-style=static \
       && mkdir -p /out/services/api \
       && cp -r services/api/package.json services/api/dist /out/services/api/; \
     fi \
  && find /out -name '*.map' -delete

# ---- deps: for the shell, what the composition imports (@pdpl/contracts and yup); nothing for a remote
FROM build AS deps
ARG APP
RUN if [ "$APP" = shell ]; then npm ci --omit=dev --ignore-scripts -w libs/contracts; \
    else rm -rf node_modules && mkdir node_modules; fi

# ---- final: the built folder and the static server; no sources, source maps or build tools
FROM ${NODE_IMAGE}
ARG APP
WORKDIR /app
ENV STATIC_ROOT=/app/${APP}/dist \
    HOST=0.0.0.0 \
    PORT=8080
COPY --from=build /out ./
# Empty for a remote.
COPY --from=deps /app/node_modules node_modules
COPY infra/package.json infra/
COPY infra/static-server infra/static-server
# The image's `node` user, by number so Kubernetes' runAsNonRoot can verify it.
USER 1000:1000
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "infra/static-server/server.mjs"]
