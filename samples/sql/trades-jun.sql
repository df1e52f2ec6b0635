-- The trades_jun and quotes_jun tables: the columns of the site's trades and quotes, with rows
-- chosen for the examples of docs/reference/sql/union-except-intersect.md.
CREATE TABLE trades_jun (
  symbol SYMBOL,
  side SYMBOL,
  price DOUBLE,
  amount DOUBLE,
  timestamp TIMESTAMP
) TIMESTAMP(timestamp) PARTITION BY DAY WAL;

INSERT INTO trades_jun (symbol, side, price, amount, timestamp) VALUES
  ('BTC-USD', 'buy', 105000.0, 0.125, '2025-06-02T09:00:00.000000Z'),
  ('ETH-USD', 'sell', 2600.0, 1.5, '2025-06-02T09:00:01.000000Z'),
  ('BTC-USD', 'sell', 105020.0, 0.0625, '2025-06-02T09:00:02.000000Z'),
  ('SOL-USD', 'buy', 150.25, 10.0, '2025-06-02T09:00:03.000000Z');

CREATE TABLE quotes_jun (
  symbol SYMBOL,
  bid DOUBLE,
  ask DOUBLE,
  timestamp TIMESTAMP
) TIMESTAMP(timestamp) PARTITION BY DAY WAL;

INSERT INTO quotes_jun (symbol, bid, ask, timestamp) VALUES
  ('BTC-USD', 104995.0, 105005.0, '2025-06-02T09:00:00.000000Z'),
  ('ETH-USD', 2599.5, 2600.5, '2025-06-02T09:00:01.000000Z'),
  ('XRP-USD', 2.18, 2.19, '2025-06-02T09:00:01.000000Z'),
  ('BTC-USD', 105010.0, 105030.0, '2025-06-02T09:00:02.000000Z');
