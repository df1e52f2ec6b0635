-- The trades_agg table: the columns of the site's trades table, with rows chosen for the examples of
-- docs/reference/function/aggregation.md.
CREATE TABLE trades_agg (
  symbol SYMBOL,
  side SYMBOL,
  price DOUBLE,
  amount DOUBLE,
  timestamp TIMESTAMP
) TIMESTAMP(timestamp) PARTITION BY DAY WAL;

INSERT INTO trades_agg (symbol, side, price, amount, timestamp) VALUES
  ('BTC-USD', 'buy', 105000.0, 0.125, '2025-06-02T09:00:00.000000Z'),
  ('ETH-USD', 'sell', 2600.0, 1.5, '2025-06-02T09:00:01.000000Z'),
  ('BTC-USD', 'sell', 105020.0, 0.0625, '2025-06-02T09:00:02.000000Z'),
  ('BTC-USD', 'buy', 105010.0, 0.25, '2025-06-02T09:00:03.000000Z'),
  ('ETH-USD', 'buy', 2601.0, 2.0, '2025-06-02T09:00:04.000000Z'),
  ('ETH-USD', 'buy', 2603.0, 0.5, '2025-06-02T09:00:05.000000Z'),
  ('SOL-USD', 'sell', 150.25, 10.0, '2025-06-02T09:00:06.000000Z'),
  ('BTC-USD', 'sell', 104990.0, 0.1875, '2025-06-02T09:00:07.000000Z');
