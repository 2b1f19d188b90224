#!/usr/bin/env bash
# Runs the API test suite against a throwaway PostgreSQL 15 cluster (Debian packages), then removes the cluster.
# Usage: bash api/scripts/test-postgres.sh [extra vitest args]
set -euo pipefail

# Exported: the fault tests (db-faults.postgres.test.ts) start, stop and restart a cluster of their own with it.
export PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
API_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

if [[ ! -x "$PG_BIN/initdb" ]]; then
  echo "PostgreSQL 15 não encontrado em $PG_BIN (apt-get install postgresql-15)" >&2
  exit 1
fi

# initdb refuses to run as root, so the cluster belongs to the postgres user when we are root.
as_pg() {
  if [[ "$(id -u)" == "0" ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

WORK_DIR="$(mktemp -d /tmp/areia-pg.XXXXXX)"
chmod 755 "$WORK_DIR"
if [[ "$(id -u)" == "0" ]]; then chown postgres:postgres "$WORK_DIR"; fi
DATA_DIR="$WORK_DIR/data"
PORT="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"

cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$DATA_DIR" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$WORK_DIR"
}
trap cleanup EXIT INT TERM

as_pg "$PG_BIN/initdb" -D "$DATA_DIR" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
# Only the loopback interface, socket in the temp folder; fsync off because the cluster is thrown away.
as_pg "$PG_BIN/pg_ctl" -D "$DATA_DIR" -l "$WORK_DIR/postgres.log" -w \
  -o "-p $PORT -k $WORK_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null

echo "PostgreSQL 15 em 127.0.0.1:$PORT"
set +e
(cd "$API_DIR" && DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" AREIA_LOG=silent pnpm exec vitest run "$@")
status=$?
set -e
exit $status
