# Query QuestDB over the PostgreSQL wire protocol with psycopg 3.
from datetime import datetime, timezone

import psycopg

CONNINFO = "host=localhost port=8812 user=admin password=quest dbname=qdb"

# autocommit: QuestDB has no transactions, so there is nothing to BEGIN or COMMIT.
with psycopg.connect(CONNINFO, autocommit=True) as conn:
    with conn.cursor() as cur:
        # Parameterised query: psycopg sends %s placeholders as $1, $2 ... bind parameters.
        cur.execute(
            "SELECT symbol, side, price, amount, timestamp FROM trades "
            "WHERE symbol = %s AND timestamp >= %s ORDER BY timestamp LIMIT 3",
            ("BTC-USD", datetime(2025, 5, 1, 9, 0, 1, tzinfo=timezone.utc)),
        )
        print([column.name for column in cur.description])
        for symbol, side, price, amount, ts in cur:
            # TIMESTAMP arrives as "timestamp without time zone": a naive datetime holding UTC.
            print(symbol, side, price, amount, ts.isoformat(), ts.tzinfo)

        # Insert with parameters; the table is created on first use.
        cur.execute(
            "CREATE TABLE IF NOT EXISTS fills "
            "(symbol SYMBOL, price DOUBLE, amount DOUBLE, ts TIMESTAMP) "
            "TIMESTAMP(ts) PARTITION BY DAY WAL"
        )
        cur.execute(
            "INSERT INTO fills (symbol, price, amount, ts) VALUES (%s, %s, %s, %s)",
            ("ETH-USD", 1812.25, 1.5, datetime(2025, 5, 1, 10, 0, tzinfo=timezone.utc)),
        )
        print("inserted rows:", cur.rowcount)
