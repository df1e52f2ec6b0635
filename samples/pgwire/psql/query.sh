#!/usr/bin/env bash
# Query QuestDB with psql: a query, a query with a psql variable (psql pastes its value into the
# SQL text as a quoted literal; it is not a bind parameter) and an insert.
set -euo pipefail
export PGPASSWORD=quest
psql -h localhost -p 8812 -U admin -d qdb -X -v ON_ERROR_STOP=1 <<'SQL'
SELECT symbol, side, price, amount, timestamp FROM trades WHERE symbol = 'BTC-USD' ORDER BY timestamp LIMIT 3;
\set since '2025-05-01T09:04:00.000000Z'
SELECT symbol, price FROM trades WHERE timestamp >= :'since';
CREATE TABLE IF NOT EXISTS fills (symbol SYMBOL, price DOUBLE, amount DOUBLE, ts TIMESTAMP) TIMESTAMP(ts) PARTITION BY DAY WAL;
INSERT INTO fills (symbol, price, amount, ts) VALUES ('ETH-USD', 1812.25, 1.5, '2025-05-01T10:00:00.000000Z');
SQL
