#!/usr/bin/env bash
# DDL and DML over /exec: each statement answers with its kind. On this WAL table, UPDATE's
# "updated" is the WAL transaction number (2), not the number of rows updated (1).
set -euo pipefail
QDB=http://localhost:9000
curl -sG "$QDB/exec" --data-urlencode "query=DROP TABLE IF EXISTS rest_orders"
echo
curl -sG "$QDB/exec" --data-urlencode "query=CREATE TABLE rest_orders (symbol SYMBOL, qty DOUBLE, ts TIMESTAMP) TIMESTAMP(ts) PARTITION BY DAY WAL"
echo
curl -sG "$QDB/exec" --data-urlencode "query=INSERT INTO rest_orders VALUES ('BTC-USD', 0.5, '2025-05-01T09:10:00.000000Z')"
echo
curl -sG "$QDB/exec" --data-urlencode "query=UPDATE rest_orders SET qty = 0.75 WHERE symbol = 'BTC-USD'"
