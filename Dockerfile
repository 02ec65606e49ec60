# syntax=docker/dockerfile:1
# Shardscope container image: a single static binary on an empty base image.
#   docker build -t shardscope .
#   docker run --rm -p 8080:8080 shardscope
# Predefined clusters: mount a file at /etc/shardscope/clusters.json (read when present).

# 1. The console (React app), built once for any base path.
FROM node:22-bookworm-slim AS frontend
WORKDIR /src/frontend
COPY frontend/package.json frontend/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY frontend/ ./
# The table of read requests, shared with the server.
COPY protection/ /src/protection/
RUN npm run build

# 2. The server, statically linked against musl so it runs on an empty image.
FROM rust:1.95-bookworm AS server
# musl-tools: the C parts of the dependencies (ring) are compiled with musl's gcc wrapper.
# Debian's stable archive moves only with security fixes, so the package is not pinned.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends musl-tools \
    && rm -rf /var/lib/apt/lists/* \
    && rustup target add x86_64-unknown-linux-musl
WORKDIR /src
COPY Cargo.toml Cargo.lock ./
COPY server/ server/
COPY protection/ protection/
COPY --from=frontend /src/frontend/dist frontend/dist
# The frontend was built in the stage above: build.rs only embeds and compresses it.
ENV SHARDSCOPE_SKIP_FRONTEND_BUILD=1
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/src/target \
    cargo build --release --locked --target x86_64-unknown-linux-musl \
    && cp target/x86_64-unknown-linux-musl/release/shardscope /shardscope

# 3. Nothing but the binary: no shell, no package manager, nothing written at run time,
#    so the container runs with a read-only root filesystem.
FROM scratch
LABEL org.opencontainers.image.title="Shardscope" \
      org.opencontainers.image.description="Administration console for Elasticsearch and OpenSearch clusters" \
      org.opencontainers.image.licenses="Apache-2.0"
COPY --from=server /shardscope /shardscope
ENV SHARDSCOPE_LISTEN=0.0.0.0:8080 \
    SHARDSCOPE_LOG_FORMAT=text
# An unprivileged user id (the "nonroot" user of distroless images); no passwd file needed.
USER 65532:65532
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=5s --retries=3 \
    CMD ["/shardscope", "healthcheck"]
ENTRYPOINT ["/shardscope"]
