#!/usr/bin/env bash
# Does a table exist? As text, and as JSON with f=json.
set -euo pipefail
QDB=http://localhost:9000
curl -s "$QDB/chk?j=trades"
echo
curl -s "$QDB/chk?j=no_such_table&f=json"
