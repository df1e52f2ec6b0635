-- The trades_fix and quotes_fix tables: the columns of the site's trades and quotes, with a few
-- June rows to correct, for the examples of docs/reference/sql/update.md.
CREATE TABLE trades_fix (
  symbol SYMBOL,
  side SYMBOL,
  price DOUBLE,
  amount DOUBLE,
  timestamp TIMESTAMP
) TIMESTAMP(timestamp) PARTITION BY DAY WAL;

INSERT INTO trades_fix (symbol, side, price, amount, timestamp) VALUES
  ('BTC-USD', 'buy', 105000.0, 0.125, '2025-06-02T09:00:00.000000Z'),
  ('ETH-USD', 'sell', 2600.0, 1.5, '2025-06-02T09:00:01.000000Z'),
  ('BTC-USD', 'sell', 10502.0, 0.0625, '2025-06-02T09:00:02.000000Z'),
  ('SOL-USD', 'sell', 150.25, 100.0, '2025-06-02T09:00:03.000000Z');

CREATE TABLE quotes_fix (
  symbol SYMBOL,
  bid DOUBLE,
  ask DOUBLE,
  timestamp TIMESTAMP
) TIMESTAMP(timestamp) PARTITION BY DAY WAL;

INSERT INTO quotes_fix (symbol, bid, ask, timestamp) VALUES
  ('BTC-USD', 104995.0, 105005.0, '2025-06-02T09:00:00.500000Z'),
  ('ETH-USD', 2601.5, 2602.5, '2025-06-02T09:00:01.000000Z');
