#!/usr/bin/env bash
# DDL and DML over /exec: each statement answers with its kind.
set -euo pipefail
QDB=http://localhost:9000
curl -sG "$QDB/exec" --data-urlencode "query=DROP TABLE IF EXISTS rest_orders"
echo
curl -sG "$QDB/exec" --data-urlencode "query=CREATE TABLE rest_orders (symbol SYMBOL, qty DOUBLE, ts TIMESTAMP) TIMESTAMP(ts) PARTITION BY DAY WAL"
echo
curl -sG "$QDB/exec" --data-urlencode "query=INSERT INTO rest_orders VALUES ('BTC-USD', 0.5, '2025-05-01T09:10:00.000000Z')"
