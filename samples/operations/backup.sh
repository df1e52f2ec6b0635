#!/usr/bin/env bash
# Backs up a running QuestDB 8.3 server: CHECKPOINT CREATE, copy of the whole root directory,
# CHECKPOINT RELEASE (also when the copy fails).
# Usage: QDB_URL=http://localhost:9000 backup.sh /var/lib/questdb /backup/questdb-2025-05-01
# With http.user/http.password set on the server, also export QDB_USER and QDB_PASSWORD.
set -euo pipefail

root=${1:?usage: backup.sh <questdb-root> <backup-dir>}
dest=${2:?usage: backup.sh <questdb-root> <backup-dir>}
url=${QDB_URL:-http://localhost:9000}

sql() {
  curl -fsS -G "$url/exec" ${QDB_USER:+-u "$QDB_USER:$QDB_PASSWORD"} --data-urlencode "query=$1"
  echo
}

if [ -e "$dest" ]; then
  echo "backup.sh: $dest already exists; give a new directory" >&2
  exit 1
fi

sql "CHECKPOINT CREATE"
trap 'sql "CHECKPOINT RELEASE"' EXIT
mkdir -p "$dest"
cp -a "$root/." "$dest/"
# cp -a gave $dest the root directory's old modification time: date it now, so that
# pruning by age (find -mtime) sees a new backup.
touch "$dest"
echo "copied $root to $dest"
