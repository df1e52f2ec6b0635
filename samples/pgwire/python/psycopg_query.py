# Query QuestDB over the PostgreSQL wire protocol with psycopg 3.
from datetime import datetime, timezone

import psycopg

CONNINFO = "host=localhost port=8812 user=admin password=quest dbname=qdb"

# autocommit is off (psycopg's default): psycopg opens a transaction before the first statement.
# QuestDB holds the INSERTs of a transaction until conn.commit(); conn.rollback(), or conn.close()
# without a commit, discards them. Leaving this with block commits (or rolls back on an exception).
# DDL such as CREATE TABLE takes effect at once.
with psycopg.connect(CONNINFO) as conn:
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

        cur.execute(
            "CREATE TABLE IF NOT EXISTS fills "
            "(symbol SYMBOL, price DOUBLE, amount DOUBLE, ts TIMESTAMP) "
            "TIMESTAMP(ts) PARTITION BY DAY WAL"
        )
        fill = ("ETH-USD", 1812.25, 1.5, datetime(2025, 5, 1, 10, 0, tzinfo=timezone.utc))
        insert = "INSERT INTO fills (symbol, price, amount, ts) VALUES (%s, %s, %s, %s)"

        # A rolled-back INSERT is gone.
        cur.execute(insert, fill)
        conn.rollback()
        cur.execute("SELECT count() FROM fills")
        print("rows after rollback:", cur.fetchone()[0])

        # Insert with parameters and commit: only now is the row stored.
        cur.execute(insert, fill)
        print("inserted rows:", cur.rowcount)
        conn.commit()
