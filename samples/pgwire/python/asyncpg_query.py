# Query QuestDB over the PostgreSQL wire protocol with asyncpg and a connection pool.
import asyncio
from datetime import datetime

import asyncpg


async def main() -> None:
    pool = await asyncpg.create_pool(
        host="localhost", port=8812, user="admin", password="quest", database="qdb",
        min_size=1, max_size=4,
    )
    try:
        async with pool.acquire() as conn:
            # asyncpg uses $1, $2 ... placeholders; a TIMESTAMP parameter is a naive datetime in UTC.
            rows = await conn.fetch(
                "SELECT symbol, count() AS trades, sum(amount) AS volume FROM trades "
                "WHERE timestamp < $1 GROUP BY symbol ORDER BY symbol",
                datetime(2025, 5, 1, 9, 2),
            )
            for row in rows:
                print(row["symbol"], row["trades"], row["volume"])

            last = await conn.fetchrow(
                "SELECT price, timestamp FROM trades WHERE symbol = $1 ORDER BY timestamp DESC LIMIT 1",
                "SOL-USD",
            )
            print(last["price"], repr(last["timestamp"]))
    finally:
        await pool.close()


asyncio.run(main())
