-- fills: a non-WAL table of executed fills over three days, for the ALTER TABLE pages that show
-- how a table without a write-ahead log answers (errors come back to the client at once).
CREATE TABLE fills (
  symbol SYMBOL,
  qty DOUBLE,
  price DOUBLE,
  ts TIMESTAMP
) TIMESTAMP(ts) PARTITION BY DAY BYPASS WAL;

INSERT INTO fills (ts, symbol, qty, price) VALUES
  ('2025-05-01T10:00:00.000000Z', 'BTC-USD', 0.5,  96500.0),
  ('2025-05-01T14:30:00.000000Z', 'ETH-USD', 2.0,  1810.0),
  ('2025-05-02T10:00:00.000000Z', 'BTC-USD', 0.25, 97010.0),
  ('2025-05-02T16:45:00.000000Z', 'SOL-USD', 8.0,  152.5),
  ('2025-05-03T09:15:00.000000Z', 'ETH-USD', 1.5,  1822.0);
