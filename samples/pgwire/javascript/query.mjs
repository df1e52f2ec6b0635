// Query QuestDB over the PostgreSQL wire protocol with node-postgres (pg) and its connection pool.
import pg from "pg";

// QuestDB's TIMESTAMP is "timestamp without time zone" (type OID 1114). By default pg parses it in the
// process's local time zone; the values are UTC, so parse them as UTC.
pg.types.setTypeParser(1114, (text) => new Date(text.replace(" ", "T") + "Z"));

const pool = new pg.Pool({
  host: "localhost",
  port: 8812,
  user: "admin",
  password: "quest",
  database: "qdb",
  max: 4,
});

try {
  // Parameterised query with $1, $2 placeholders.
  const {rows} = await pool.query(
    `SELECT symbol, side, price, amount, timestamp FROM trades
     WHERE symbol = $1 AND timestamp >= $2 ORDER BY timestamp LIMIT 3`,
    ["BTC-USD", "2025-05-01T09:00:01.000000Z"],
  );
  for (const row of rows) {
    console.log(row.symbol, row.side, row.price, row.amount, row.timestamp.toISOString());
  }

  await pool.query(
    `CREATE TABLE IF NOT EXISTS fills
     (symbol SYMBOL, price DOUBLE, amount DOUBLE, ts TIMESTAMP)
     TIMESTAMP(ts) PARTITION BY DAY WAL`,
  );
  const result = await pool.query(
    "INSERT INTO fills (symbol, price, amount, ts) VALUES ($1, $2, $3, $4)",
    ["ETH-USD", 1812.25, 1.5, new Date("2025-05-01T10:00:00Z")],
  );
  console.log("inserted rows:", result.rowCount);
} finally {
  await pool.end();
}
