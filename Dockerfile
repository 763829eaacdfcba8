# Parenthèse in a container (docs/deploy.md): the release package (npm run release) on node:20-slim.
# docker build -t parenthese . ; compose.yaml runs it with PostgreSQL, Redis and a worker.

# Build stage: the full Node image has the compilers argon2 needs when its prebuilt binary does not load.
FROM node:20-bookworm AS build
WORKDIR /src
# The manifests first: the dependencies' layer is reused while only sources change.
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run release \
  && mkdir /out \
  && tar --extract --gzip --file "release/parenthese-$(node -p 'require("./package.json").version').tar.gz" --directory /out \
  && mv /out/parenthese-* /out/parenthese

# Runtime stage: Node 20 and the package, nothing else (same Debian as the build stage, for argon2's binary).
FROM node:20-slim
# pg_dump and pg_restore for the backups on PostgreSQL (npm run backup); Debian 12's client is PostgreSQL 15's.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/var/lib/parenthese
# The package belongs to root and is read-only for the server, which runs as the image's « node » user
# and writes only in its data directory.
COPY --from=build /out/parenthese /opt/parenthese
RUN mkdir -p /var/lib/parenthese && chown node:node /var/lib/parenthese
USER node
WORKDIR /opt/parenthese
EXPOSE 3000
VOLUME ["/var/lib/parenthese"]
# Ready: the database answers (503 while it opens or while the server drains).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.mjs"]
