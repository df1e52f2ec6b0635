#!/usr/bin/env bash
# Send the request Telegraf's influxdb_v2 output sends (two metrics, nanosecond timestamps), then read
# the table back once the write-ahead log has applied it.
set -euo pipefail
QDB=http://localhost:9000
curl -s -w "HTTP status %{http_code}\n" "$QDB/api/v2/write?bucket=&org=&precision=ns" --data-binary \
'cpu,cpu=cpu-total,host=web01 usage_idle=97.5,usage_user=1.75,usage_system=0.75 1746090000000000000
mem,host=web01 used_percent=41.2,available=9876543210i 1746090000000000000'
for _ in $(seq 50); do
  rows=$(curl -sG "$QDB/exp" --data-urlencode "query=SELECT count() FROM mem" | tail -n 1 | tr -d "\r")
  [ "$rows" = "1" ] && break
  sleep 0.2
done
curl -sG "$QDB/exp" --data-urlencode "query=SELECT * FROM cpu"
curl -sG "$QDB/exp" --data-urlencode 'query=SELECT "column", type, designated FROM (SHOW COLUMNS FROM mem)'
