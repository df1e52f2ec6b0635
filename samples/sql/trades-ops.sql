-- The trades_ops table: the columns of the site's trades table, with rows chosen for the
-- examples of the operator pages (docs/reference/operators/).
CREATE TABLE trades_ops (
  symbol SYMBOL,
  side SYMBOL,
  price DOUBLE,
  amount DOUBLE,
  timestamp TIMESTAMP
) TIMESTAMP(timestamp) PARTITION BY DAY WAL;

INSERT INTO trades_ops (symbol, side, price, amount, timestamp) VALUES
  ('BTC-USD', 'buy', 64250.5, 0.015, '2025-06-02T09:00:00.000000Z'),
  ('BTC-USD', 'sell', 64251.0, 0.2, '2025-06-02T09:00:01.000000Z'),
  ('ETH-USD', 'buy', 3480.25, 1.5, '2025-06-02T09:00:01.500000Z'),
  ('ETH-USD', 'sell', 3479.9, 0.75, '2025-06-02T09:00:02.000000Z'),
  ('SOL-USD', 'buy', 152.35, 12.0, '2025-06-02T09:00:03.000000Z'),
  ('SOL-USD', 'sell', 152.3, 40.0, '2025-06-02T09:00:04.000000Z');
