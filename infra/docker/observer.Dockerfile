# syntax=docker/dockerfile:1.7
# The index's observer (services/observer): a monthly CronJob that opens each watched company's
# home page in Chromium, as a first-time visitor, and records the cookies set before any choice and
# whether the cookie banner offers a refusal. The only image with a browser: the API and the
# front-ends never run one. Build context: the repository root:
#   docker build -f infra/docker/observer.Dockerfile -t pdpl-observer .
#
# The base image is pinned by tag and digest, as in api.Dockerfile and static.Dockerfile (refresh
# the three together). Chromium is Debian's package, from bookworm and bookworm-security at build
# time: rebuilding the image takes its security updates. No browser is ever downloaded by npm.
ARG NODE_IMAGE=node:20.19.5-bookworm-slim@sha256:9e70124bd00f47dd023e349cd587132ae61892acc0e47ed641416c3e18f401c3

# ---- build: every dependency, then the observer and the contracts it imports
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
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
COPY services/observer services/observer
RUN npx nx run @pdpl/observer:build --output-style=static \
  && find services/observer/dist libs/contracts/dist -name '*.map' -delete

# ---- deps: production dependencies of the observer and the contracts only (npm ci empties node_modules first)
FROM build AS deps
RUN npm ci --omit=dev -w services/observer -w libs/contracts

# ---- final: Debian's Chromium, the built code and its production dependencies; no sources, tests or source maps
FROM ${NODE_IMAGE}
# Fonts: Latin (Liberation) and Arabic (DejaVu) text lays out as a visitor's browser lays it out.
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium fonts-liberation fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists
WORKDIR /app
# The root filesystem is read-only in the cluster: Chromium's profile (a new folder per run, in the
# temporary directory) and its home (.pki, .cache) are in /tmp, an emptyDir.
ENV CHROMIUM_PATH=/usr/bin/chromium \
    HOME=/tmp
COPY --from=deps /app/package.json ./
COPY --from=deps /app/node_modules node_modules
COPY --from=build /app/libs/contracts/package.json libs/contracts/
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/services/observer/package.json services/observer/
COPY --from=build /app/services/observer/dist services/observer/dist
# The image's `node` user, by number so Kubernetes' runAsNonRoot can verify it.
USER 1000:1000
# A job, not a server: it runs to the end and exits (0 when it ran), so there is no health to check.
HEALTHCHECK NONE
CMD ["node", "services/observer/dist/cli/observe.js"]
