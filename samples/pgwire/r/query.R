# Query QuestDB over the PostgreSQL wire protocol with DBI and RPostgres.
library(DBI)

con <- dbConnect(
  RPostgres::Postgres(),
  host = "localhost", port = 8812, user = "admin", password = "quest", dbname = "qdb",
  # TIMESTAMP values are UTC; read and return them in UTC (RPostgres's defaults, spelled out).
  timezone = "UTC", timezone_out = "UTC"
)

# Parameterised query with $1, $2 placeholders.
trades <- dbGetQuery(
  con,
  "SELECT symbol, side, price, amount, timestamp FROM trades
   WHERE symbol = $1 AND timestamp >= $2 ORDER BY timestamp LIMIT 3",
  params = list("BTC-USD", "2025-05-01T09:00:01.000000Z")
)
print(trades)

dbExecute(con, "CREATE TABLE IF NOT EXISTS fills
  (symbol SYMBOL, price DOUBLE, amount DOUBLE, ts TIMESTAMP)
  TIMESTAMP(ts) PARTITION BY DAY WAL")
inserted <- dbExecute(
  con,
  "INSERT INTO fills (symbol, price, amount, ts) VALUES ($1, $2, $3, $4)",
  params = list("ETH-USD", 1812.25, 1.5, "2025-05-01T10:00:00.000000Z")
)
cat("inserted rows:", inserted, "\n")

dbDisconnect(con)
