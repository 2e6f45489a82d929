#!/usr/bin/env bash
# A throwaway local PostgreSQL for development: start | stop | status.
# Data lives in sync-server/postgres-data (gitignored); delete that folder to start afresh. Not
# under DATA_DIR: the server keeps that folder to itself (0700), and as root the cluster runs as
# the postgres user, who could not enter it.
# Port: POSTGRES_PORT, default 54329 (off the usual 5432 so a system PostgreSQL is left alone).
set -euo pipefail
cd "$(dirname "$0")/.."
data="$PWD/sync-server/postgres-data"
port="${POSTGRES_PORT:-54329}"

bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
if [ ! -x "$bin/initdb" ]; then
  echo "No PostgreSQL server under /usr/lib/postgresql/*/bin: install Debian's postgresql package" \
    "(bash scripts/install-test-tools.sh, or apt-get install -y postgresql)." >&2
  exit 1
fi

# initdb refuses to run as root, so as root the cluster belongs to the postgres OS user.
root=false
if [ "$(id -u)" -eq 0 ]; then
  root=true
  user=postgres
  as_owner() { runuser -u postgres -- "$@"; }
else
  user="$(id -un)"
  as_owner() { "$@"; }
fi
url="postgres://$user@127.0.0.1:$port/optolight"

running() { [ -f "$data/postmaster.pid" ] && as_owner "$bin/pg_ctl" -D "$data" status >/dev/null; }

start() {
  if running; then
    echo "Already running. DATABASE_URL=$url"
    return
  fi
  if [ ! -f "$data/PG_VERSION" ]; then
    mkdir -p "$data"
    if $root; then chown postgres: "$data"; fi
    as_owner "$bin/initdb" -D "$data" -U "$user" --auth=trust --encoding=UTF8 --locale=C >/dev/null
  fi
  # TCP on 127.0.0.1 only; the socket goes in the data folder rather than /var/run/postgresql.
  as_owner "$bin/pg_ctl" -D "$data" -l "$data/server.log" -w \
    -o "-p $port -k '$data' -c listen_addresses=127.0.0.1" start >/dev/null
  local tcp=(-h 127.0.0.1 -p "$port" -U "$user")
  if [ -z "$("$bin/psql" "${tcp[@]}" -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname = 'optolight'")" ]; then
    "$bin/createdb" "${tcp[@]}" optolight
  fi
  echo "PostgreSQL is running (log: $data/server.log). DATABASE_URL=$url"
}

case "${1:-}" in
  start) start ;;
  stop)
    if running; then as_owner "$bin/pg_ctl" -D "$data" stop -m fast >/dev/null; fi
    echo "PostgreSQL is stopped."
    ;;
  status)
    if running; then echo "Running. DATABASE_URL=$url"; else echo "Not running." && exit 3; fi
    ;;
  *)
    echo "Usage: $0 start|stop|status" >&2
    exit 2
    ;;
esac
