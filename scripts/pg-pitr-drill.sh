#!/usr/bin/env bash
# Point-in-time recovery drill for a PostgreSQL server (docs/OPERATIONS.md, "Point-in-time recovery").
# On a private cluster of its own (under a fresh /tmp directory, on a private port) it: turns on WAL
# archiving into a folder, takes a base backup, writes rows, notes the time, writes more rows, restores
# the base backup into a new data directory with recovery_target_time, checks that only the rows
# written before that time are there, and tears everything down. Nothing of an existing cluster is used.
#
#   PG_BIN=/usr/lib/postgresql/15/bin PORT=55439 scripts/pg-pitr-drill.sh
#
# As root it runs the server tools as the `postgres` user (PostgreSQL refuses to run as root).
set -euo pipefail

PG_BIN=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)}
PORT=${PORT:-55439}
WORK=$(mktemp -d /tmp/focal-pitr-XXXXXX)
chmod 755 "$WORK"
AS=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$WORK"
  AS=(runuser -u postgres --)
fi
pg() { "${AS[@]}" "$PG_BIN/$1" "${@:2}"; }
sql() { pg psql -X -q -At -h "$WORK" -p "$1" -d drill -c "$2"; }

cleanup() {
  pg pg_ctl -D "$WORK/primary" -m immediate stop >/dev/null 2>&1 || true
  pg pg_ctl -D "$WORK/restored" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

echo "cluster under $WORK, port $PORT, tools $PG_BIN"
pg initdb -D "$WORK/primary" -A trust -U postgres >/dev/null
mkdir -p "$WORK/wal-archive" && chown "$(stat -c %U "$WORK")" "$WORK/wal-archive"
cat >>"$WORK/primary/postgresql.conf" <<CONF
listen_addresses = ''
unix_socket_directories = '$WORK'
port = $PORT
wal_level = replica
archive_mode = on
archive_command = 'test ! -f $WORK/wal-archive/%f && cp %p $WORK/wal-archive/%f'
archive_timeout = 60
CONF
pg pg_ctl -D "$WORK/primary" -l "$WORK/primary.log" -w start >/dev/null
pg createdb -h "$WORK" -p "$PORT" -U postgres drill
sql "$PORT" "CREATE TABLE drill (n int PRIMARY KEY, written_at timestamptz DEFAULT clock_timestamp())"

echo "base backup (pg_basebackup)"
pg pg_basebackup -h "$WORK" -p "$PORT" -U postgres -D "$WORK/base" -X none -c fast

sql "$PORT" "INSERT INTO drill (n) SELECT generate_series(1, 100)"
sleep 1
TARGET=$(sql "$PORT" "SELECT now()")
sleep 1
sql "$PORT" "INSERT INTO drill (n) SELECT generate_series(101, 150)"
# Close the current WAL segment so that it reaches the archive.
sql "$PORT" "SELECT pg_switch_wal()" >/dev/null
for _ in $(seq 1 30); do
  [ "$(sql "$PORT" "SELECT archived_count > 0 AND last_failed_wal IS NULL FROM pg_stat_archiver")" = t ] && \
    [ "$(sql "$PORT" "SELECT last_archived_wal >= pg_walfile_name(pg_current_wal_lsn() - 1) FROM pg_stat_archiver")" = t ] && break
  sleep 1
done
echo "rows on the primary: $(sql "$PORT" "SELECT count(*) FROM drill"); recovery target: $TARGET"
echo "WAL files archived: $(ls "$WORK/wal-archive" | wc -l)"
pg pg_ctl -D "$WORK/primary" -m fast -w stop >/dev/null

echo "restoring the base backup into a new data directory, replaying WAL up to the target"
"${AS[@]}" cp -a "$WORK/base" "$WORK/restored"
cat >>"$WORK/restored/postgresql.conf" <<CONF
archive_mode = off
restore_command = 'cp $WORK/wal-archive/%f %p'
recovery_target_time = '$TARGET'
recovery_target_action = 'promote'
CONF
"${AS[@]}" touch "$WORK/restored/recovery.signal"
pg pg_ctl -D "$WORK/restored" -l "$WORK/restored.log" -w -t 120 start >/dev/null
for _ in $(seq 1 60); do
  [ "$(sql "$PORT" "SELECT NOT pg_is_in_recovery()" 2>/dev/null)" = t ] && break
  sleep 1
done
COUNT=$(sql "$PORT" "SELECT count(*) FROM drill")
MAX=$(sql "$PORT" "SELECT max(n) FROM drill")
echo "rows after point-in-time restore: $COUNT (highest n: $MAX)"
grep -E "recovery stopping|starting point-in-time recovery" "$WORK/restored.log" | sed 's/^/  log: /' || true
if [ "$COUNT" = 100 ] && [ "$MAX" = 100 ]; then
  echo "PITR drill: PASS (the rows written before the target are back, the later ones are not)"
else
  echo "PITR drill: FAIL (expected 100 rows)"
  exit 1
fi
