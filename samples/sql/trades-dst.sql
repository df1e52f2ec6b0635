-- The trades_dst table: the columns of the site's trades table, with rows chosen for the examples of
-- docs/reference/function/date-time.md.
CREATE TABLE trades_dst (
  symbol SYMBOL,
  side SYMBOL,
  price DOUBLE,
  amount DOUBLE,
  timestamp TIMESTAMP
) TIMESTAMP(timestamp) PARTITION BY DAY WAL;

INSERT INTO trades_dst (symbol, side, price, amount, timestamp) VALUES
  ('BTC-USD', 'buy', 84210.5, 0.12, '2025-03-28T09:15:02.123456Z'),
  ('ETH-USD', 'sell', 1891.25, 3.5, '2025-03-28T09:15:07.500000Z'),
  ('BTC-USD', 'sell', 84190.0, 0.05, '2025-03-28T10:42:59.999999Z'),
  ('SOL-USD', 'buy', 131.42, 40.0, '2025-03-28T23:59:30.000000Z'),
  ('BTC-USD', 'buy', 84305.0, 0.2, '2025-03-30T00:30:00.000000Z'),
  ('ETH-USD', 'buy', 1902.1, 1.0, '2025-03-30T01:30:00.000000Z');
